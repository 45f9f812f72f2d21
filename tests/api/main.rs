//! Integration tests of the whole HTTP application, one binary (zero2prod style).

mod admin_auth;
mod admin_cli;
mod admin_paths;
mod app;
mod backup;
mod budgets;
mod connections;
mod console;
mod contact;
mod content;
mod content_admin;
mod contract;
mod database;
mod durability;
mod enquiries_cli;
#[cfg(unix)]
mod file_modes;
mod fuzz;
mod health;
mod helpers;
mod https;
mod inbox;
mod limits;
mod logs;
mod media;
mod notices;
mod openapi;
mod pages;
mod rate_limit;
mod security_headers;
mod seo;
mod settings;
mod sign_in_abuse;
mod smtp_sink;
mod ssr;
mod subscriptions;
