//! Integration tests of the whole HTTP application, one binary (zero2prod style).

mod admin_auth;
mod admin_cli;
mod app;
mod budgets;
mod contact;
mod content;
mod database;
mod durability;
mod enquiries_cli;
mod fuzz;
mod helpers;
mod inbox;
mod limits;
mod logs;
mod notices;
mod openapi;
mod pages;
mod rate_limit;
mod security_headers;
mod seo;
mod settings;
mod smtp_sink;
mod subscriptions;
