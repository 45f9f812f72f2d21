//! The public site as pages: the embedded app's assets, the page heads, the rendered pages
//! and their cache, the sitemap and the feeds (docs/decisions.md §8, §9).

pub mod render;
pub mod seo;
pub mod web;
