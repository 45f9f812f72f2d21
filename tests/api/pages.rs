//! docs/decisions-spec.md §8: the standing pages, the detail pages, the sitemap and the feed, as a crawler
//! reads them (the head in the first byte), and drafts kept off all of them.

use std::time::Duration;

use poem::http::StatusCode;
use serde_json::Value;

use crate::helpers::TestApp;
use crate::seo::{between, json_ld, page as get, public_app};

fn of_type<'a>(data: &'a [Value], ty: &str) -> &'a Value {
    data.iter()
        .find(|d| d["@type"] == ty)
        .unwrap_or_else(|| panic!("{ty} in {data:?}"))
}

fn slugs(app: &TestApp, table: &str) -> Vec<String> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare(&format!(
            "SELECT slug FROM {table} WHERE published = 1 ORDER BY rowid"
        ))
        .unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

fn execute(app: &TestApp, sql: &str) {
    app.pool.get().unwrap().execute_batch(sql).unwrap();
}

/// Polls `path` until it answers `status` (the content watcher looks every 100 ms).
async fn wait_for(app: &TestApp, path: &str, status: StatusCode) -> String {
    let mut body = String::new();
    crate::helpers::wait_for(
        &format!("{path} answering {status}"),
        Duration::from_secs(20),
        async || {
            let got;
            (got, body) = get(app, path).await;
            got == status
        },
    )
    .await;
    body
}

#[tokio::test]
async fn standing_pages_answer_in_both_languages_with_their_own_head() {
    let app = public_app();
    for (slug, vi, en) in [
        ("about", "Về chúng tôi", "About us"),
        ("faq", "Câu hỏi thường gặp", "Frequently asked questions"),
        ("support", "Hỗ trợ khách hàng", "Customer support"),
        ("privacy", "Chính sách bảo mật", "Privacy policy"),
        ("terms", "Điều khoản sử dụng", "Terms of use"),
    ] {
        for (query, lang, title) in [("", "vi", vi), ("?lang=en", "en", en)] {
            let (status, html) = get(&app, &format!("/{slug}{query}")).await;
            assert_eq!(status, StatusCode::OK, "/{slug}{query}");
            assert!(html.contains(&format!("<html lang=\"{lang}\">")));
            assert_eq!(
                between(&html, "<title>", "</title>"),
                format!("{title} | Tradelane")
            );
            let canonical = between(&html, "<link rel=\"canonical\" href=\"", "\"");
            assert_eq!(
                canonical,
                format!("https://tradelane.example/{slug}{query}")
            );
            let description = between(&html, "<meta name=\"description\" content=\"", "\"");
            assert!(description.len() > 40, "{slug}: {description}");
            assert!(!description.contains('{'));
            assert!(
                html.contains("<meta name=\"twitter:card\" content=\"summary_large_image\" />")
            );
        }
    }
    // The FAQ's questions as FAQPage data, the placeholders filled.
    for query in ["", "?lang=en"] {
        let (_, html) = get(&app, &format!("/faq{query}")).await;
        let data = json_ld(&html);
        let faq = of_type(&data, "FAQPage");
        let questions = faq["mainEntity"].as_array().unwrap();
        assert_eq!(questions.len(), 9, "{questions:?}");
        for q in questions {
            assert_eq!(q["@type"], "Question");
            assert!(q["name"].as_str().unwrap().ends_with('?'));
            let answer = q["acceptedAnswer"]["text"].as_str().unwrap();
            assert!(answer.len() > 20 && !answer.contains('{'), "{answer}");
        }
    }
}

#[tokio::test]
async fn the_pages_api_answers_the_text_and_404_for_others() {
    let app = public_app();
    let resp = app.client.get("/api/pages/privacy").send().await;
    resp.assert_status_is_ok();
    let page: Value = resp.0.into_body().into_json().await.unwrap();
    assert_eq!(page["slug"], "privacy");
    assert!(page["bodyVi"].as_str().unwrap().contains("91/2025/QH15"));
    assert!(page["bodyEn"].as_str().unwrap().contains("{legalName}"));
    assert!(page["updatedAt"].as_str().is_some());

    let resp = app
        .client
        .get("/api/pages/nope")
        .header("accept-language", "en")
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
    let body: Value = resp.0.into_body().into_json().await.unwrap();
    assert_eq!(body["error"], "There is no such page.");
}

#[tokio::test]
async fn an_unpublished_standing_page_is_a_404() {
    let app = public_app();
    execute(&app, "UPDATE pages SET published = 0 WHERE slug = 'terms'");
    let html = wait_for(&app, "/terms?lang=en", StatusCode::NOT_FOUND).await;
    assert!(html.contains("<title>Page not found | Tradelane</title>"));
    app.client
        .get("/api/pages/terms")
        .send()
        .await
        .assert_status(StatusCode::NOT_FOUND);
    execute(&app, "UPDATE pages SET published = 1 WHERE slug = 'terms'");
    wait_for(&app, "/terms", StatusCode::OK).await;
}

#[tokio::test]
async fn every_detail_page_has_its_head_in_the_first_byte() {
    let app = public_app();
    for (table, list, ty) in [
        ("services", "/services", "Service"),
        ("case_studies", "/case-studies", "Article"),
        ("blog_posts", "/blog", "BlogPosting"),
    ] {
        let slugs = slugs(&app, table);
        assert!(slugs.len() >= 4, "{table}");
        for slug in slugs {
            let path = format!("{list}/{slug}");
            for (query, lang) in [("", "vi"), ("?lang=en", "en")] {
                let (status, html) = get(&app, &format!("{path}{query}")).await;
                assert_eq!(status, StatusCode::OK, "{path}{query}");
                assert!(html.contains(&format!("<html lang=\"{lang}\">")));
                let title = between(&html, "<title>", "</title>");
                let (title_vi, title_en): (String, String) = app
                    .pool
                    .get()
                    .unwrap()
                    .query_row(
                        &format!("SELECT title_vi, title_en FROM {table} WHERE slug = ?1"),
                        [&slug],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .unwrap();
                let own = if lang == "vi" { &title_vi } else { &title_en };
                assert_eq!(
                    title,
                    format!("{} | Tradelane", escape(own)),
                    "{path}{query}"
                );
                let url = format!("https://tradelane.example{path}{query}");
                assert_eq!(between(&html, "<link rel=\"canonical\" href=\"", "\""), url);
                assert!(html.contains(&format!(
                    "<link rel=\"alternate\" hreflang=\"en\" href=\"https://tradelane.example{path}?lang=en\" />"
                )));
                assert!(html.contains(&format!("<meta property=\"og:url\" content=\"{url}\" />")));
                let image = between(&html, "<meta property=\"og:image\" content=\"", "\"");
                assert!(
                    image.starts_with("https://tradelane.example/") && image.ends_with(".png"),
                    "{image}"
                );
                assert!(
                    html.contains("<meta name=\"twitter:card\" content=\"summary_large_image\" />")
                );
                let data = json_ld(&html);
                let own = of_type(&data, ty);
                assert_eq!(own["url"], url.as_str());
                let crumbs = of_type(&data, "BreadcrumbList")["itemListElement"]
                    .as_array()
                    .unwrap()
                    .clone();
                assert_eq!(crumbs.len(), 3);
                assert_eq!(crumbs[2]["item"], url.as_str());
                if ty == "BlogPosting" {
                    assert!(own["author"]["name"].as_str().unwrap().len() > 3);
                    assert!(own["datePublished"].as_str().unwrap().starts_with("20"));
                    assert!(own["dateModified"].as_str().unwrap().starts_with("20"));
                    assert!(html.contains("<meta property=\"og:type\" content=\"article\" />"));
                    assert!(html.contains("<link rel=\"alternate\" type=\"application/atom+xml\""));
                }
            }
        }
        for query in ["", "?lang=en"] {
            let (status, html) = get(&app, &format!("{list}/no-such-slug{query}")).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{list}");
            assert!(html.contains("<meta name=\"robots\" content=\"noindex\" />"));
        }
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

#[tokio::test]
async fn sitemap_lists_every_page_and_detail_url_with_lastmod() {
    let app = public_app();
    let resp = app.client.get("/sitemap.xml").send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("application/xml; charset=utf-8");
    let xml = resp.0.into_body().into_string().await.unwrap();
    let mut paths: Vec<String> = tradelane::site::routes::route_paths()
        .filter(|p| !tradelane::site::seo::NOINDEX_ROUTES.contains(p))
        .filter(|p| tradelane::site::seo::canonical_route(p) == *p)
        .map(str::to_owned)
        .collect();
    paths.extend(["/about", "/faq", "/support", "/privacy", "/terms"].map(String::from));
    for (table, list) in [
        ("services", "/services"),
        ("case_studies", "/case-studies"),
        ("blog_posts", "/blog"),
    ] {
        paths.extend(
            slugs(&app, table)
                .into_iter()
                .map(|s| format!("{list}/{s}")),
        );
    }
    assert_eq!(xml.matches("<url>").count(), paths.len() * 2);
    assert_eq!(xml.matches("<lastmod>").count(), paths.len() * 2);
    for path in &paths {
        for loc in [
            format!("https://tradelane.example{path}"),
            format!("https://tradelane.example{path}?lang=en"),
        ] {
            let entry = between(
                &xml,
                &format!("<loc>{loc}</loc>\n    <lastmod>"),
                "</lastmod>",
            );
            // RFC 3339, in the business's time zone (docs/decisions-spec.md §23).
            assert!(
                entry.starts_with("20") && chrono::DateTime::parse_from_rfc3339(entry).is_ok(),
                "{loc}: {entry}"
            );
        }
    }
    assert!(!xml.contains("/admin"));
    // A post's lastmod is its own last change.
    let (slug, updated): (String, String) = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT slug, updated_at FROM blog_posts ORDER BY published_at LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    // Written in the business's time zone (docs/decisions-spec.md §23).
    let updated = tradelane::kernel::clock::in_zone(&updated, chrono_tz::Asia::Ho_Chi_Minh);
    assert!(xml.contains(&format!(
        "<loc>https://tradelane.example/blog/{slug}</loc>\n    <lastmod>{updated}</lastmod>"
    )));
}

#[tokio::test]
async fn the_blog_feed_is_atom_in_each_language() {
    let app = public_app();
    let posts = slugs(&app, "blog_posts");
    for (query, lang, title_column) in [("", "vi", "title_vi"), ("?lang=en", "en", "title_en")] {
        let resp = app
            .client
            .get(format!("/blog/feed.xml{query}"))
            .send()
            .await;
        resp.assert_status_is_ok();
        resp.assert_content_type("application/atom+xml; charset=utf-8");
        let xml = resp.0.into_body().into_string().await.unwrap();
        assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\""));
        assert!(xml.contains(&format!("xml:lang=\"{lang}\"")));
        assert!(xml.trim_end().ends_with("</feed>"));
        assert_eq!(xml.matches("<entry>").count(), posts.len());
        assert_eq!(xml.matches("</entry>").count(), posts.len());
        for tag in ["<id>", "<updated>", "<title>", "<author><name>"] {
            assert!(xml.matches(tag).count() > posts.len(), "{tag}");
        }
        let newest: String = app
            .pool
            .get()
            .unwrap()
            .query_row(
                &format!(
                    "SELECT {title_column} FROM blog_posts ORDER BY published_at DESC LIMIT 1"
                ),
                [],
                |r| r.get(0),
            )
            .unwrap();
        let first_entry = between(&xml, "<entry>\n    <title>", "</title>");
        assert_eq!(first_entry, escape(&newest));
        for slug in &posts {
            assert!(xml.contains(&format!(
                "<link rel=\"alternate\" type=\"text/html\" href=\"https://tradelane.example/blog/{slug}{query}\"/>"
            )));
        }
    }
    let (_, blog) = get(&app, "/blog?lang=en").await;
    assert!(blog.contains(
        "type=\"application/atom+xml\" title=\"Tradelane — Blog\" href=\"https://tradelane.example/blog/feed.xml?lang=en\" />"
    ));
}

#[tokio::test]
async fn a_draft_is_on_no_public_page_and_publishing_shows_it_everywhere() {
    let app = public_app();
    let slug = slugs(&app, "blog_posts").remove(0);
    let path = format!("/blog/{slug}");
    execute(
        &app,
        &format!("UPDATE blog_posts SET published = 0 WHERE slug = '{slug}'"),
    );
    wait_for(&app, &path, StatusCode::NOT_FOUND).await;
    let list = app.get_text("/api/blog-posts").await;
    assert!(!list.contains(&format!("\"{slug}\"")));
    assert!(!app.get_text("/sitemap.xml").await.contains(&path));
    assert!(!app.get_text("/blog/feed.xml").await.contains(&path));

    execute(
        &app,
        &format!("UPDATE blog_posts SET published = 1 WHERE slug = '{slug}'"),
    );
    wait_for(&app, &path, StatusCode::OK).await;
    assert!(
        app.get_text("/api/blog-posts")
            .await
            .contains(&format!("\"{slug}\""))
    );
    assert!(app.get_text("/sitemap.xml").await.contains(&path));
    assert!(app.get_text("/blog/feed.xml").await.contains(&path));

    // Every other list keeps its drafts to itself too.
    for (table, api) in [
        ("services", "/api/services"),
        ("industries", "/api/industries"),
        ("case_studies", "/api/case-studies"),
        ("testimonials", "/api/testimonials"),
    ] {
        let before: Vec<Value> = serde_json::from_str(&app.get_text(api).await).unwrap();
        execute(
            &app,
            &format!(
                "UPDATE {table} SET published = 0 WHERE rowid = (SELECT min(rowid) FROM {table})"
            ),
        );
        crate::helpers::wait_for(
            &format!("{table} one fewer"),
            Duration::from_secs(20),
            async || {
                let after: Vec<Value> = serde_json::from_str(&app.get_text(api).await).unwrap();
                after.len() == before.len() - 1
            },
        )
        .await;
    }
}

#[tokio::test]
async fn owner_text_is_inert_in_the_head_sitemap_and_feed() {
    let app = public_app();
    let evil = r#"<script>alert(1)</script>"><img src=x onerror=alert(1)>"#;
    let slug = slugs(&app, "blog_posts").remove(0);
    let conn = app.pool.get().unwrap();
    conn.execute(
        "UPDATE blog_posts SET title_vi = ?1, title_en = ?1, description_vi = ?1,
                description_en = ?1, content_vi = ?1, content_en = ?1, author = ?1
         WHERE slug = ?2",
        [evil, &slug],
    )
    .unwrap();
    conn.execute(
        "UPDATE pages SET title_vi = ?1, title_en = ?1, description_vi = ?1,
                description_en = ?1, body_vi = ?1 || '\n\n### ' || ?1 || '\n\n' || ?1,
                body_en = ?1
         WHERE slug = 'faq'",
        [evil],
    )
    .unwrap();
    drop(conn);
    crate::helpers::wait_for("the page's new text", Duration::from_secs(20), async || {
        get(&app, &format!("/blog/{slug}"))
            .await
            .1
            .contains("alert(1)")
    })
    .await;
    for path in [
        format!("/blog/{slug}"),
        format!("/blog/{slug}?lang=en"),
        "/faq".to_owned(),
        "/faq?lang=en".to_owned(),
        "/blog".to_owned(),
        "/sitemap.xml".to_owned(),
        "/blog/feed.xml".to_owned(),
    ] {
        let (_, text) = get(&app, &path).await;
        assert!(!text.contains("<script>alert"), "{path}");
        assert!(!text.contains("<img src=x"), "{path}");
    }
    let (_, html) = get(&app, &format!("/blog/{slug}")).await;
    let data = json_ld(&html);
    assert_eq!(of_type(&data, "BlogPosting")["headline"], evil);
    let (_, html) = get(&app, "/faq").await;
    let data = json_ld(&html);
    assert_eq!(of_type(&data, "FAQPage")["mainEntity"][0]["name"], evil);
}

#[tokio::test]
async fn every_share_picture_is_a_1200_by_630_png() {
    let app = public_app();
    let mut pictures = std::collections::BTreeSet::new();
    let mut paths: Vec<String> = tradelane::site::routes::route_paths()
        .map(str::to_owned)
        .collect();
    paths.extend(["/about", "/faq", "/no-such-page"].map(String::from));
    for (table, list) in [("services", "/services"), ("blog_posts", "/blog")] {
        paths.push(format!("{list}/{}", slugs(&app, table)[0]));
    }
    for path in paths {
        let (_, html) = get(&app, &path).await;
        let image = between(&html, "<meta property=\"og:image\" content=\"", "\"");
        assert_eq!(
            between(&html, "<meta name=\"twitter:image\" content=\"", "\""),
            image
        );
        pictures.insert(
            image
                .strip_prefix("https://tradelane.example")
                .unwrap_or_else(|| panic!("{path}: {image} is absolute on the site"))
                .to_owned(),
        );
    }
    assert!(pictures.len() >= 8, "{pictures:?}");
    for picture in pictures {
        let resp = app.client.get(&picture).send().await;
        resp.assert_status_is_ok();
        resp.assert_content_type("image/png");
        let png = resp.0.into_body().into_vec().await.unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{picture}");
        // IHDR: width and height, big-endian, right after the chunk's length and name.
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
        assert_eq!((width, height), (1200, 630), "{picture}");
    }
}
