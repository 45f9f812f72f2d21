//! Integration tests of the whole HTTP application, one binary (zero2prod style).

mod app;
mod budgets;
mod contact;
mod content;
mod database;
mod durability;
mod enquiries_cli;
mod fuzz;
mod helpers;
mod limits;
mod logs;
mod openapi;
mod pages;
mod rate_limit;
mod security_headers;
mod seo;
