//! Integration tests of the whole HTTP application, one binary (zero2prod style).

mod app;
mod backup;
mod budgets;
mod console;
mod contact;
mod content;
mod contract;
mod database;
mod durability;
mod enquiries_cli;
mod fuzz;
mod health;
mod helpers;
mod https;
mod limits;
mod logs;
mod openapi;
mod rate_limit;
mod security_headers;
mod seo;
