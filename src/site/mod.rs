//! The public site as pages: the embedded app's files (`assets`), its routes and the
//! language a request asks for (`routes`), the page heads, sitemap and feeds (`seo`), the
//! pages rendered in the server (`render`) and kept within a budget (`page_cache`), the
//! endpoint that answers every page request (`web`) and the contact form sent without
//! JavaScript (`contact_form`) (docs/decisions-spec.md §8, §9, §12).

pub mod assets;
pub mod contact_form;
pub mod inline_style;
pub mod page_cache;
pub mod render;
pub mod routes;
pub mod seo;
pub mod share;
pub mod web;
