//! The consultancy's own rate card (docs/decisions-spec.md §24): the draft the owner edits or
//! imports from a spreadsheet, its published versions, and `GET /api/rates`, which the
//! freight and demurrage calculators read.

pub mod admin_api;
pub mod api;
pub mod card;
pub mod expiry;
pub mod file;
pub mod import;
pub mod store;
