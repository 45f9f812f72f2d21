//! What a request asks of a page: the Not Found it shares, and what its query changes.

use super::*;

/// Where a path that is no page is rendered: one Not Found per kind of path (all unknown
/// paths share it, so no one can fill the memory with renders of made-up addresses). The
/// kind keeps what the screen shows: the section whose link is current in the header, and
/// whether the path is a detail page of a section (`/blog/{slug}`). None: a standing page
/// that is not published, which the app shows as that page's own error; served bare.
pub(super) fn not_found_render_path(path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let first = *segments.first()?;
    if segments.len() == 1 && crate::pages::SLUGS.contains(&first) {
        return None;
    }
    let known = ROUTES
        .iter()
        .any(|route| route.trim_start_matches('/').split('/').next() == Some(first))
        || Section::ALL.iter().any(|s| s.path() == format!("/{first}"));
    let first = if known { first } else { "~" };
    let depth = segments.len().min(3);
    let mut render = format!("/{first}");
    for _ in 1..depth {
        render.push_str("/~");
    }
    Some(render)
}

/// The contact page's query after its form was sent and stored (docs/decisions-spec.md §28).
pub const CONTACT_SENT: &str = "sent=1";

/// Calculator links rendered at once, at most (docs/decisions-spec.md §15).
pub(super) const LINKED_RENDERS: usize = 4;

/// The longest query a calculator link is rendered with; a longer one is served bare.
pub(super) const LINKED_QUERY_MAX: usize = 2048;

/// What a page's query asks of it.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Inputs {
    /// Nothing the page reads (none, `lang`, `page` on a list, a campaign's tags, or keys
    /// the page has no use for): the page as without the query, kept.
    None,
    /// A calculator's inputs (the query without `lang` and campaign tags): rendered with
    /// them, its result in the HTML, never kept.
    Linked(String),
    /// Inputs the server does not render (an unsubscribe or confirmation token): the bare app.
    Bare,
    /// One of a few fixed states of the page (the contact page's confirmation after its form
    /// was sent without JavaScript, `?sent=1`): rendered with the query and kept.
    Variant(&'static str),
}

/// Campaign and click tags that ads, newsletters and social networks add to links: no
/// page reads them (the visit counting reads `utm_*` in the browser).
fn is_campaign_tag(name: &str) -> bool {
    name.starts_with("utm_")
        || matches!(
            name,
            "fbclid"
                | "gclid"
                | "gbraid"
                | "wbraid"
                | "dclid"
                | "msclkid"
                | "zarsrc"
                | "ttclid"
                | "twclid"
                | "igshid"
                | "yclid"
                | "mc_cid"
                | "mc_eid"
                | "_ga"
                | "_gl"
                | "srsltid"
        )
}

/// What the query of `req` asks of the page `resolved`: only the calculators and the
/// pages an e-mail link opens read theirs; every other page is the same whatever its query.
pub(super) fn inputs(req: &Request, resolved: &Resolved<'_>) -> Inputs {
    let Page::Route(route) = resolved.page else {
        return Inputs::None;
    };
    let query = req.uri().query().unwrap_or("");
    let kept: Vec<&str> = query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .filter(|pair| {
            let name = pair.split('=').next().unwrap_or(pair);
            name != "lang" && !is_campaign_tag(name)
        })
        .collect();
    if kept.is_empty() {
        return Inputs::None;
    }
    if route.starts_with("/tools/") {
        let query = kept.join("&");
        return if query.len() <= LINKED_QUERY_MAX {
            Inputs::Linked(query)
        } else {
            Inputs::Bare
        };
    }
    if NOINDEX_ROUTES.contains(&route) {
        return Inputs::Bare;
    }
    if route == "/contact" && kept == [CONTACT_SENT] {
        return Inputs::Variant(CONTACT_SENT);
    }
    Inputs::None
}
