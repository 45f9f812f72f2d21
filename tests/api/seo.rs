use std::io::Read;

use poem::http::StatusCode;
use serde_json::Value;

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

pub fn public_app() -> TestApp {
    spawn_app_with(|s| s.public_url = "https://tradelane.example".into())
}

pub async fn page(app: &TestApp, path_and_query: &str) -> (StatusCode, String) {
    let resp = app.client.get(path_and_query).send().await;
    let status = resp.0.status();
    (status, resp.0.into_body().into_string().await.unwrap())
}

pub fn between<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html
        .find(start)
        .unwrap_or_else(|| panic!("{start} in page"))
        + start.len();
    let to = html[from..].find(end).unwrap() + from;
    &html[from..to]
}

pub fn json_ld(html: &str) -> Vec<Value> {
    html.split("<script type=\"application/ld+json\"")
        .skip(1)
        .map(|rest| {
            let body = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
            serde_json::from_str(body).expect("JSON-LD parses")
        })
        .collect()
}

#[tokio::test]
async fn every_route_describes_itself_in_both_languages() {
    let app = public_app();
    let mut titles = std::collections::HashSet::new();
    let mut descriptions = std::collections::HashSet::new();
    for path in tradelane::site::routes::route_paths() {
        for (query, lang) in [("", "vi"), ("?lang=vi", "vi"), ("?lang=en", "en")] {
            let (status, html) = page(&app, &format!("{path}{query}")).await;
            assert_eq!(status, StatusCode::OK, "{path}{query}");
            assert!(
                html.contains(&format!("<html lang=\"{lang}\">")),
                "{path}{query}"
            );
            let title = between(&html, "<title>", "</title>").to_owned();
            let description =
                between(&html, "<meta name=\"description\" content=\"", "\"").to_owned();
            assert!(title.ends_with("| Tradelane"), "{title}");
            if query != "?lang=vi" {
                assert!(titles.insert(title.clone()), "title unique: {title}");
                assert!(
                    descriptions.insert(description),
                    "description unique: {path}{query}"
                );
            }
            let canonical = between(&html, "<link rel=\"canonical\" href=\"", "\"");
            // An alias route (/tools/fob-cif-calculator) names the route it shows.
            let path = tradelane::site::seo::canonical_route(path);
            let expected = match lang {
                "en" => format!("https://tradelane.example{path}?lang=en"),
                _ => format!("https://tradelane.example{path}"),
            };
            assert_eq!(canonical, expected);
            for (hreflang, url) in [
                ("vi", format!("https://tradelane.example{path}")),
                ("en", format!("https://tradelane.example{path}?lang=en")),
                ("x-default", format!("https://tradelane.example{path}")),
            ] {
                assert!(
                    html.contains(&format!(
                        "<link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{url}\" />"
                    )),
                    "{path}{query} alternate {hreflang}"
                );
            }
            for tag in ["og:title", "og:description", "og:url", "og:locale"] {
                assert!(html.contains(&format!("property=\"{tag}\"")), "{tag}");
            }
            assert!(html.contains("name=\"twitter:card\""));
            let data = json_ld(&html);
            let types: Vec<&str> = data.iter().map(|d| d["@type"].as_str().unwrap()).collect();
            assert!(types.contains(&"Organization"), "{path}: {types:?}");
            match path {
                "/" => assert!(types.contains(&"WebSite")),
                "/contact" => assert!(types.contains(&"ContactPage")),
                _ => assert_eq!(types.len(), 1),
            }
        }
    }
}

#[tokio::test]
async fn case_studies_in_english_reads_right_without_script() {
    let (_, html) = page(&public_app(), "/case-studies?lang=en").await;
    assert!(html.contains("<title>Case studies | Tradelane</title>"));
    assert!(html.contains("Real logistics projects with measurable results"));
    assert!(!html.contains("<!-- head:start -->"));
}

#[tokio::test]
async fn not_found_pages_are_described_and_not_indexed() {
    let (status, html) = page(&public_app(), "/no-such-page?lang=en").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(html.contains("<title>Page not found | Tradelane</title>"));
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\" />"));
}

#[tokio::test]
async fn sitemap_lists_every_route_in_both_languages() {
    let app = public_app();
    let resp = app.client.get("/sitemap.xml").send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("application/xml; charset=utf-8");
    let xml = resp.0.into_body().into_string().await.unwrap();
    // Aliases are listed once, under the route they show.
    let indexed: Vec<&str> = tradelane::site::routes::route_paths()
        .filter(|p| !tradelane::site::seo::NOINDEX_ROUTES.contains(p))
        .filter(|p| tradelane::site::seo::canonical_route(p) == *p)
        .collect();
    // Plus the standing and detail pages (tests/api/pages.rs counts them).
    assert!(xml.matches("<url>").count() > 2 * indexed.len());
    assert!(indexed.len() >= 12);
    assert!(!xml.contains("/admin") && !xml.contains("/unsubscribe"));
    assert!(!xml.contains("/subscribe/confirm"));
    assert!(!xml.contains("/personal-data/confirm"));
    for path in indexed {
        assert!(xml.contains(&format!("<loc>https://tradelane.example{path}</loc>")));
        assert!(xml.contains(&format!(
            "<loc>https://tradelane.example{path}?lang=en</loc>"
        )));
        assert!(xml.contains(&format!(
            "hreflang=\"x-default\" href=\"https://tradelane.example{path}\""
        )));
    }

    let resp = app.client.get("/robots.txt").send().await;
    resp.assert_status_is_ok();
    let robots = resp.0.into_body().into_string().await.unwrap();
    assert!(robots.contains("Sitemap: https://tradelane.example/sitemap.xml"));
    assert!(robots.contains("Disallow: /api/"));
    assert!(robots.contains("Disallow: /admin\n"));
}

#[tokio::test]
async fn the_console_answers_under_admin_with_a_noindex_head() {
    let app = public_app();
    for (path, title) in [
        ("/admin", "<title>Quản trị — Tradelane</title>"),
        ("/admin/", "<title>Quản trị — Tradelane</title>"),
        (
            "/admin/enquiries/0190b7c2-0000-7000-8000-000000000000",
            "<title>Quản trị — Tradelane</title>",
        ),
        (
            "/admin/settings?lang=en",
            "<title>Console — Tradelane</title>",
        ),
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(html.contains(title), "{path}");
        assert!(
            html.contains("<meta name=\"robots\" content=\"noindex, nofollow\" />"),
            "{path}"
        );
        assert!(!html.contains("rel=\"canonical\""), "{path}");
        assert!(html.contains("<script type=\"module\""), "{path}: the app");
        assert!(html.contains("id=\"tradelane-settings\""), "{path}");
    }
    // Not a prefix match on the word: /administration is not the console.
    let (status, _) = page(&app, "/administration").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The unsubscribe page answers, and asks not to be indexed.
    for path in [
        "/unsubscribe?token=abc",
        "/subscribe/confirm?token=abc",
        "/personal-data/confirm?token=abc",
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(
            html.contains("<meta name=\"robots\" content=\"noindex\" />"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn assets_and_pages_are_sent_compressed_when_accepted() {
    let app = spawn_app();
    let html = app.get_text("/").await;
    let tag = between(&html, "<script type=\"module\"", ">");
    let script = between(tag, " src=\"", "\"").to_owned();

    let plain = app.client.get(&script).send().await;
    plain.assert_status_is_ok();
    plain.assert_header("vary", "Accept-Encoding");
    assert!(plain.0.headers().get("content-encoding").is_none());
    let plain = plain.0.into_body().into_vec().await.unwrap();

    let gz = app
        .client
        .get(&script)
        .header("accept-encoding", "gzip")
        .send()
        .await;
    gz.assert_header("content-encoding", "gzip");
    gz.assert_header("vary", "Accept-Encoding");
    let gz = gz.0.into_body().into_vec().await.unwrap();
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut unzipped)
        .unwrap();
    assert_eq!(unzipped, plain);

    let br = app
        .client
        .get(&script)
        .header("accept-encoding", "gzip, deflate, br")
        .send()
        .await;
    br.assert_header("content-encoding", "br");
    let br = br.0.into_body().into_vec().await.unwrap();
    let mut unbrotli = Vec::new();
    brotli::Decompressor::new(&br[..], 4096)
        .read_to_end(&mut unbrotli)
        .unwrap();
    assert_eq!(unbrotli, plain);
    assert!(br.len() < plain.len() / 2);

    let refused = app
        .client
        .get(&script)
        .header("accept-encoding", "br;q=0, gzip;q=0")
        .send()
        .await;
    assert!(refused.0.headers().get("content-encoding").is_none());

    let page = app
        .client
        .get("/services?lang=en")
        .header("accept-encoding", "br")
        .send()
        .await;
    page.assert_header("content-encoding", "br");
    page.assert_header("vary", "Accept-Encoding");

    // Large API answers are compressed on the fly.
    let api = app
        .client
        .get("/api/blog-posts")
        .header("accept-encoding", "gzip")
        .send()
        .await;
    api.assert_status_is_ok();
    api.assert_header("content-encoding", "gzip");
}

/// Issue 38 (docs/decisions-spec.md §23): a post published at 06:30 in Hà Nội (23:30 UTC the
/// day before) is dated that day in its page, the list, the feed and the sitemap.
#[tokio::test]
async fn a_post_published_early_in_the_morning_is_dated_the_business_day() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let post = serde_json::json!({
        "slug": "sang-som",
        "titleVi": "Bài sáng sớm", "titleEn": "Early post",
        "descriptionVi": "Tóm tắt", "descriptionEn": "Summary",
        "contentVi": "Nội dung.", "contentEn": "Body.",
        "author": "Nguyễn Văn An", "publishedAt": "2026-01-14T23:30:00Z",
        "imageUrl": "", "published": true
    });
    let resp = app
        .admin(
            poem::http::Method::POST,
            "/api/admin/content/blog-posts",
            &cookie,
            Some(post),
        )
        .await;
    resp.assert_status(StatusCode::CREATED);

    let detail: Value =
        serde_json::from_str(&app.get_text("/api/blog-posts/sang-som").await).unwrap();
    assert_eq!(
        detail["publishedAt"], "2026-01-15T06:30:00+07:00",
        "{detail}"
    );
    let list = app.get_text("/api/blog-posts").await;
    assert!(
        list.contains("\"publishedAt\":\"2026-01-15T06:30:00+07:00\""),
        "{list}"
    );

    let page = app.get_text("/blog/sang-som").await;
    assert!(
        page.contains("15 tháng 1, 2026"),
        "the page's date is the business's day"
    );
    assert!(!page.contains("14 tháng 1, 2026"));
    assert!(
        page.contains("2026-01-15T06:30:00+07:00"),
        "article:published_time"
    );

    let feed = app.get_text("/blog/feed.xml").await;
    assert!(
        feed.contains("<published>2026-01-15T06:30:00+07:00</published>"),
        "{feed}"
    );
    let sitemap = app.get_text("/sitemap.xml").await;
    let entry = sitemap
        .split("<url>")
        .find(|u| u.contains("/blog/sang-som"))
        .expect("the post is in the sitemap");
    assert!(entry.contains("+07:00</lastmod>"), "{entry}");
}
