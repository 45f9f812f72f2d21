//! The owner's editing of the site's content (docs/decisions-spec.md §8): the five lists and
//! the standing pages, drafts included. The public side reads what is published through
//! `content::public`, `pages` and the rendered pages in `site`.

pub mod admin_api;
pub mod api;
pub mod cache;
pub mod changes;
pub mod check;
pub mod lists;
pub mod pictures;
pub mod public;
pub mod published;
pub mod revisions;
pub mod schedule;
pub mod schema;
pub mod store;
