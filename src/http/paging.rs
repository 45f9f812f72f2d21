//! The `Link` header of a list page (docs/decisions-spec.md §12), public or the console's.

/// The `Link` header of a page of the list at `base` (an absolute path): the next and
/// previous pages of the same size, when there are.
pub fn page_links(base: &str, limit: i64, offset: i64, total: i64) -> Option<String> {
    let url = |offset: i64| format!("<{base}?limit={limit}&offset={offset}>");
    let mut links = Vec::new();
    // Saturating: `offset` is any number up to i64::MAX a client sends.
    let next = offset.saturating_add(limit);
    if next < total {
        links.push(format!("{}; rel=\"next\"", url(next)));
    }
    if offset > 0 {
        links.push(format!(
            "{}; rel=\"prev\"",
            url(offset.saturating_sub(limit).max(0))
        ));
    }
    (!links.is_empty()).then(|| links.join(", "))
}
