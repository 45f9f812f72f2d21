//! docs/decisions-spec.md §9: every page's content in its first response, rendered in the server by the
//! same React app the browser runs, read here as a crawler without JavaScript reads it.

use std::time::Duration;

use poem::http::StatusCode;
use tradelane::site::render::{PageRenderer, Script};

use crate::helpers::{TestApp, spawn_app, spawn_app_rendering};

const LANGS: [&str; 2] = ["vi", "en"];

/// Text as React writes it into HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#x27;")
}

async fn fetch(app: &TestApp, path: &str, lang: &str) -> (StatusCode, String) {
    let url = match (lang, path.contains('?')) {
        ("vi", _) => path.to_owned(),
        (_, true) => format!("{path}&lang={lang}"),
        (_, false) => format!("{path}?lang={lang}"),
    };
    let resp = app.client.get(&url).send().await;
    let status = resp.0.status();
    (status, resp.0.into_body().into_string().await.unwrap())
}

/// What the server rendered into `#root` (panics when the page is the bare app).
fn body(html: &str) -> &str {
    let start = html.find("<div id=\"root\">").expect("a root element") + "<div id=\"root\">".len();
    let end = html
        .find("</div><script id=\"tradelane-data\"")
        .unwrap_or_else(|| panic!("no server-rendered body in {html}"));
    &html[start..end]
}

/// The text of the page's first `<h1>`, tags inside it left out.
fn main_heading(body: &str) -> String {
    let from = body.find("<h1").expect("an h1 in the body");
    let open_end = body[from..].find('>').unwrap() + from + 1;
    let close = body[open_end..].find("</h1>").unwrap() + open_end;
    let mut text = String::new();
    let mut in_tag = false;
    for c in body[open_end..close].chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.trim().to_owned()
}

/// The published items of a table: (slug, Vietnamese text, English text) of `column`.
fn items(app: &TestApp, table: &str, column: &str) -> Vec<(String, String, String)> {
    let conn = app.pool.get().unwrap();
    let slug = if table == "testimonials" {
        "id"
    } else {
        "slug"
    };
    let mut stmt = conn
        .prepare(&format!(
            "SELECT {slug}, {column}_vi, {column}_en FROM {table} WHERE published = 1 ORDER BY sort_order"
        ))
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// The list pages and what each shows of its items.
const LISTS: [(&str, &str, &str); 5] = [
    ("/services", "services", "title"),
    ("/industries", "industries", "title"),
    ("/case-studies", "case_studies", "title"),
    ("/blog", "blog_posts", "title"),
    ("/testimonials", "testimonials", "content"),
];

/// Checks a page in both languages: rendered, a main heading per language, no heading of
/// the other language, and the given texts (vi, en) each in its own language only.
async fn check_page(app: &TestApp, path: &str, status: StatusCode, texts: &[(String, String)]) {
    let mut headings = Vec::new();
    let mut bodies = Vec::new();
    for lang in LANGS {
        let (got, html) = fetch(app, path, lang).await;
        assert_eq!(got, status, "{path} {lang}");
        assert!(
            html.contains(&format!("<html lang=\"{lang}\">")),
            "{path} {lang}"
        );
        let body = body(&html).to_owned();
        let heading = main_heading(&body);
        assert!(!heading.is_empty(), "{path} {lang}: empty h1");
        let skip = if lang == "vi" {
            "Chuyển đến nội dung chính"
        } else {
            "Skip to main content"
        };
        assert!(
            body.contains(skip),
            "{path} {lang}: the shell in its language"
        );
        headings.push(heading);
        bodies.push(body);
    }
    assert_ne!(
        headings[0], headings[1],
        "{path}: the same h1 in both languages"
    );
    for (i, lang) in LANGS.iter().enumerate() {
        let other = 1 - i;
        assert!(
            !bodies[i].contains(&escaped(&headings[other])),
            "{path} {lang}: shows the other language's heading {:?}",
            headings[other]
        );
        for (vi, en) in texts {
            let (own, foreign) = if i == 0 { (vi, en) } else { (en, vi) };
            assert!(
                bodies[i].contains(&escaped(own)),
                "{path} {lang}: {own:?} missing"
            );
            if own != foreign && !own.contains(foreign.as_str()) {
                assert!(
                    !bodies[i].contains(&escaped(foreign)),
                    "{path} {lang}: shows {foreign:?} of the other language"
                );
            }
        }
    }
}

#[tokio::test]
async fn every_route_and_language_has_its_content_in_the_html() {
    let app = spawn_app();
    for route in tradelane::site::routes::route_paths() {
        let texts: Vec<(String, String)> = LISTS
            .iter()
            .find(|(path, _, _)| *path == route)
            .map(|(_, table, column)| {
                items(&app, table, column)
                    .into_iter()
                    .map(|(_, vi, en)| (vi, en))
                    .collect()
            })
            .unwrap_or_default();
        check_page(&app, route, StatusCode::OK, &texts).await;
    }
    for slug in tradelane::pages::SLUGS {
        check_page(&app, &format!("/{slug}"), StatusCode::OK, &[]).await;
    }
    check_page(&app, "/no-such-page", StatusCode::NOT_FOUND, &[]).await;
    check_page(
        &app,
        "/services/no-such-service",
        StatusCode::NOT_FOUND,
        &[],
    )
    .await;
}

#[tokio::test]
async fn detail_pages_carry_their_item_in_each_language() {
    let app = spawn_app();
    for (prefix, table) in [
        ("/services", "services"),
        ("/case-studies", "case_studies"),
        ("/blog", "blog_posts"),
    ] {
        for (slug, vi, en) in items(&app, table, "title") {
            let path = format!("{prefix}/{slug}");
            check_page(&app, &path, StatusCode::OK, &[(vi.clone(), en.clone())]).await;
            for (lang, title) in [("vi", &vi), ("en", &en)] {
                let (_, html) = fetch(&app, &path, lang).await;
                assert_eq!(main_heading(body(&html)), escaped(title), "{path} {lang}");
            }
        }
    }
    // A post's own text is in its page.
    let conn = app.pool.get().unwrap();
    let (slug, content_en): (String, String) = conn
        .query_row(
            "SELECT slug, content_en FROM blog_posts WHERE published = 1 LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let first_paragraph = content_en.split("\n\n").next().unwrap().trim();
    let (_, html) = fetch(&app, &format!("/blog/{slug}"), "en").await;
    assert!(body(&html).contains(&escaped(first_paragraph)));
}

/// Polls `path` in `lang` until its HTML contains `text` (the watcher looks every 100 ms).
async fn wait_for_text(app: &TestApp, path: &str, lang: &str, text: &str) -> String {
    let mut html = String::new();
    crate::helpers::wait_for(
        &format!("{path} showing {text:?}"),
        Duration::from_secs(20),
        async || {
            (_, html) = fetch(app, path, lang).await;
            html.contains(text)
        },
    )
    .await;
    html
}

#[tokio::test]
async fn content_changed_in_the_database_shows_on_the_next_load() {
    let app = spawn_app();
    let (slug, _, old_en) = items(&app, "services", "title").remove(0);
    // Rendered (and kept) before the change.
    let (_, before) = fetch(&app, "/services", "en").await;
    assert!(body(&before).contains(&escaped(&old_en)));
    let (_, again) = fetch(&app, "/services", "en").await;
    assert_eq!(before, again, "served from memory, unchanged");

    // SQL from outside the server, as an owner with the sqlite3 shell would.
    app.execute(&format!(
        "UPDATE services SET title_en = 'Cold-chain <logistics> & \"more\"' WHERE slug = '{slug}'"
    ));
    let title = escaped("Cold-chain <logistics> & \"more\"");
    let html = wait_for_text(&app, "/services", "en", &title).await;
    assert!(!body(&html).contains(&escaped(&old_en)));
    // Owner text stays text: escaped in the body, and `<` written as \u003c in the data block.
    let data = &html[html.find("<script id=\"tradelane-data\"").unwrap()..];
    let data = &data[..data.find("</script>").unwrap()];
    assert!(
        data.contains("Cold-chain \\u003clogistics\\u003e"),
        "{data}"
    );
    assert!(!data[1..].contains('<'), "{data}");
    wait_for_text(&app, &format!("/services/{slug}"), "en", &title).await;

    // Unpublished: gone from the list, and its page is Page Not Found.
    app.execute(&format!(
        "UPDATE services SET published = 0 WHERE slug = '{slug}'"
    ));
    let mut html = String::new();
    crate::helpers::wait_for(
        "the unpublished page gone",
        Duration::from_secs(20),
        async || {
            let status;
            (status, html) = fetch(&app, &format!("/services/{slug}"), "en").await;
            status == StatusCode::NOT_FOUND
        },
    )
    .await;
    assert_eq!(main_heading(body(&html)), "Page not found");
    let (_, list) = fetch(&app, "/services", "en").await;
    assert!(!list.contains(&title));
}

#[tokio::test]
async fn the_locale_cookie_chooses_the_language_unless_the_address_does() {
    let app = spawn_app();
    let resp = app
        .client
        .get("/contact")
        .header("cookie", "theme=x; locale=en")
        .send()
        .await;
    resp.assert_status_is_ok();
    resp.assert_header("vary", "Accept-Encoding, Cookie");
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(html.contains("<html lang=\"en\">"));
    assert!(body(&html).contains("Skip to main content"));

    let resp = app
        .client
        .get("/contact?lang=vi")
        .header("cookie", "locale=en")
        .send()
        .await;
    resp.assert_header("vary", "Accept-Encoding");
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(html.contains("<html lang=\"vi\">"));

    let (_, html) = fetch(&app, "/contact", "vi").await;
    assert!(
        html.contains("<html lang=\"vi\">"),
        "Vietnamese without cookie"
    );
}

#[tokio::test]
async fn the_console_and_unsubscribe_links_are_the_bare_app() {
    let app = spawn_app();
    for path in [
        "/admin",
        "/admin/inbox",
        "/unsubscribe?token=abc",
        "/subscribe/confirm?token=abc",
        "/personal-data/confirm?token=abc",
    ] {
        let html = app.get_text(path).await;
        assert!(html.contains("<div id=\"root\"></div>"), "{path}");
        assert!(!html.contains("tradelane-data"), "{path}");
        assert!(html.contains("<title>"), "{path}: its head");
    }
}

#[tokio::test]
async fn a_failed_render_serves_the_bare_app_with_its_head() {
    let failing = [
        // The script throws while rendering…
        "var TradelaneServer = { prepare: function () { return Promise.resolve() }, \
         render: function () { throw new Error('the renderer broke') } };",
        // …or cannot even load.
        "this is not JavaScript (",
    ];
    for script in failing {
        let app = spawn_app_rendering(PageRenderer::new(Some(Script::Source(script))), |_| {});
        for (path, status) in [
            ("/services?lang=en", StatusCode::OK),
            ("/nope", StatusCode::NOT_FOUND),
        ] {
            let resp = app.client.get(path).send().await;
            resp.assert_status(status);
            let html = resp.0.into_body().into_string().await.unwrap();
            assert!(html.contains("<div id=\"root\"></div>"), "{path}: {html}");
            assert!(!html.contains("tradelane-data"));
            assert!(
                html.contains("<meta name=\"description\""),
                "{path}: head kept"
            );
        }
    }
    // No renderer at all (a binary built without it).
    let app = spawn_app_rendering(PageRenderer::new(None), |_| {});
    let html = app.get_text("/blog").await;
    assert!(html.contains("<div id=\"root\"></div>"));
}
