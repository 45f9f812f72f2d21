//! tradelane: the consultancy's website in one binary. `docs/architecture.md` maps the
//! modules; `startup::build_app` assembles the whole HTTP application so that tests can run
//! it without a socket.
//!
//! Layers, each importing only those below it:
//! - the composition root: `cli`, `configuration`, `startup`, `server`, `https`;
//! - the product's nouns, highest first: `operations`, `site`, `pages`, `newsletters`,
//!   `content`, `media`, `insight`, `enquiries`, `subscriptions`, `notices`, `rates`, `settings`,
//!   `owners`;
//! - shared HTTP pieces: `http`;
//! - storage and kernel pieces: `kernel`.
//!
//! `tests/api/architecture.rs` fails on an import that goes up or round.

pub mod cli;
pub mod configuration;
pub mod https;
pub mod server;
pub mod startup;

pub mod content;
pub mod enquiries;
pub mod insight;
pub mod media;
pub mod newsletters;
pub mod notices;
pub mod operations;
pub mod owners;
pub mod pages;
pub mod privacy;
pub mod rates;
pub mod settings;
pub mod site;
pub mod subscriptions;

pub mod http;
pub mod kernel;
