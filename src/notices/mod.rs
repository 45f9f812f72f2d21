//! E-mail notices: the outbox (the `notices` table), its supervised sender, the texts of
//! each kind and the console's Mail screen (docs/decisions-spec.md §7, §13, §21).

pub mod admin_api;
mod delivery;
mod digest;
pub mod failures;
mod listing;
mod message;
pub mod outbox;
mod queue;
pub mod text;
