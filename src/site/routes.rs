//! The app's routes (the table the frontend router shares) and the language a page request
//! asks for.

use std::collections::HashSet;
use std::sync::LazyLock;

use poem::{Request, http::header};

use crate::content::lists::LISTS;
use crate::kernel::language::Language;

/// The app's route table, shared with the frontend router, and the content lists' routes
/// (the registry `content::lists`, which the app reads too).
pub(super) static ROUTES: LazyLock<HashSet<String>> = LazyLock::new(|| {
    #[derive(serde::Deserialize)]
    struct RouteTable {
        paths: Vec<String>,
    }
    let table: RouteTable =
        serde_json::from_str(include_str!("../../frontend/src/app/route-table.json"))
            .expect("frontend/src/app/route-table.json is valid");
    let lists = LISTS.iter().map(|spec| spec.path.to_owned());
    table.paths.into_iter().chain(lists).collect()
});

pub fn route_paths() -> impl Iterator<Item = &'static str> {
    ROUTES.iter().map(String::as_str)
}

/// The route a path names, a trailing slash forgiven.
pub(super) fn app_route(path: &str) -> Option<&'static str> {
    let path = match path.strip_suffix('/') {
        Some(trimmed) if !trimmed.is_empty() => trimmed,
        _ => path,
    };
    ROUTES.get(path).map(String::as_str)
}

pub fn is_app_route(path: &str) -> bool {
    app_route(path).is_some()
}

/// The language a visitor chose on an earlier visit: the `locale` cookie the app sets.
pub(super) fn cookie_language(req: &Request) -> Option<Language> {
    req.headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == "locale")
        .and_then(|(_, value)| Language::parse(value.trim()))
}

pub(super) fn query_language(req: &Request) -> Option<Language> {
    query_value(req, "lang").and_then(Language::parse)
}

pub(super) fn query_value<'a>(req: &'a Request, name: &str) -> Option<&'a str> {
    req.uri().query().and_then(|query| {
        query
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
    })
}
