//! E-mail notices: the outbox (the `notices` table), its supervised sender, the texts of
//! each kind and the console's Mail screen (docs/decisions-spec.md §7, §13).

pub mod admin_api;
pub mod outbox;
pub mod text;
