//! Enquiries from the contact form (the `contact_submissions` and `enquiry_notes` tables):
//! their rules, the public endpoint, the writer that stores them, the console's inbox and
//! the `tradelane enquiries` commands (docs/decisions-spec.md §4, §7).

pub mod admin_api;
pub mod api;
pub mod cli;
pub mod erasure;
mod export;
mod personal;
pub mod rules;
pub mod store;
mod terminal;
pub mod writer;
