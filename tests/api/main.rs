//! Integration tests of the whole HTTP application, one binary (zero2prod style).

mod app;
mod contact;
mod content;
mod database;
mod helpers;
mod openapi;
