//! tradelane: the consultancy's website in one binary. `startup::build_app` assembles the
//! whole HTTP application so that tests can run it without a socket.

pub mod admin;
pub mod cli;
pub mod configuration;
pub mod content;
pub mod content_cache;
pub mod db;
pub mod domain;
pub mod encoding;
pub mod enquiries;
pub mod enquiry_writer;
pub mod https;
pub mod mail;
pub mod media;
pub mod ops;
pub mod pages;
pub mod rate_limit;
pub mod render;
pub mod routes;
pub mod security;
pub mod seo;
pub mod server;
pub mod settings;
pub mod startup;
pub mod subscriptions;
pub mod telemetry;
pub mod web;
