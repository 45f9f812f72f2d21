//! Share pictures, the brand in JSON-LD and the language alternates (docs/decisions-spec.md §18).

use std::time::Duration;

use poem::http::StatusCode;
use serde_json::json;

use crate::helpers::TestApp;
use crate::seo::{between, json_ld, page, public_app};

const ORIGIN: &str = "https://tradelane.example";

fn first_slug(app: &TestApp, table: &str) -> String {
    app.pool
        .get()
        .unwrap()
        .query_row(
            &format!("SELECT slug FROM {table} WHERE published = 1 ORDER BY rowid LIMIT 1"),
            [],
            |r| r.get(0),
        )
        .unwrap()
}

/// The page's og:image, checked against its other share tags.
async fn share_image(app: &TestApp, path: &str) -> String {
    let (status, html) = page(app, path).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    let image = between(&html, "<meta property=\"og:image\" content=\"", "\"").to_owned();
    assert_eq!(
        between(&html, "<meta name=\"twitter:image\" content=\"", "\""),
        image
    );
    assert!(html.contains("<meta property=\"og:image:width\" content=\"1200\" />"));
    assert!(html.contains("<meta property=\"og:image:height\" content=\"630\" />"));
    image
}

/// Polls `path`'s og:image until it is no longer `old` (the content watcher reads the
/// change within a moment).
async fn changed_image(app: &TestApp, path: &str, old: &str) -> String {
    let mut image = String::new();
    crate::helpers::wait_for(
        &format!("{path}'s image changed"),
        Duration::from_secs(20),
        async || {
            image = share_image(app, path).await;
            image != old
        },
    )
    .await;
    image
}

async fn png(app: &TestApp, url: &str) -> Vec<u8> {
    let path = url.strip_prefix(ORIGIN).unwrap_or(url);
    let resp = app.client.get(path).send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("image/png");
    resp.assert_header("cache-control", "public, max-age=31536000, immutable");
    let png = resp.0.into_body().into_vec().await.unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{url}");
    // IHDR: width and height, big-endian, right after the chunk's length and name.
    assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 1200);
    assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), 630);
    png
}

#[tokio::test]
async fn each_post_and_case_study_has_its_own_picture_per_language() {
    let app = public_app();
    for (table, list) in [("blog_posts", "/blog"), ("case_studies", "/case-studies")] {
        let slug = first_slug(&app, table);
        let path = format!("{list}/{slug}");
        let vi = share_image(&app, &path).await;
        let en = share_image(&app, &format!("{path}?lang=en")).await;
        assert!(
            vi.starts_with(&format!("{ORIGIN}/og{path}/vi-")) && vi.ends_with(".png"),
            "{vi}"
        );
        assert!(en.starts_with(&format!("{ORIGIN}/og{path}/en-")), "{en}");
        let (vi_png, en_png) = (png(&app, &vi).await, png(&app, &en).await);
        assert_ne!(vi_png, en_png, "{path}: English shares English text");
        // Kept once drawn: the same bytes again.
        assert_eq!(png(&app, &vi).await, vi_png);
    }
    // Not a page of the site: no picture.
    let resp = app
        .client
        .get("/og/blog/no-such-post/vi-0.png")
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_changed_title_or_company_name_changes_the_address() {
    let app = public_app();
    let slug = first_slug(&app, "blog_posts");
    let path = format!("/blog/{slug}");
    let before = share_image(&app, &path).await;
    let old_png = png(&app, &before).await;
    let en_before = share_image(&app, &format!("{path}?lang=en")).await;

    app.execute(&format!(
        "UPDATE blog_posts SET title_vi = 'Đường biển hay đường hàng không: chọn thế nào?' WHERE slug = '{slug}'"
    ));
    let after = changed_image(&app, &path, &before).await;
    assert!(
        after.starts_with(&format!("{ORIGIN}/og{path}/vi-")),
        "{after}"
    );
    assert_ne!(png(&app, &after).await, old_png);
    // The English title did not change, nor its picture.
    assert_eq!(
        share_image(&app, &format!("{path}?lang=en")).await,
        en_before
    );
    // The old address leads to the current picture.
    let resp = app
        .client
        .get(before.strip_prefix(ORIGIN).unwrap())
        .send()
        .await;
    resp.assert_status(StatusCode::FOUND);
    resp.assert_header("location", after.strip_prefix(ORIGIN).unwrap());

    app.execute(
        "INSERT INTO settings (key, value) VALUES ('companyName', 'Cửu Long Logistics')
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    let renamed = changed_image(&app, &format!("{path}?lang=en"), &en_before).await;
    png(&app, &renamed).await;
}

#[tokio::test]
async fn an_item_with_its_own_picture_shares_it() {
    let app = public_app();
    let slug = first_slug(&app, "case_studies");
    let path = format!("/case-studies/{slug}");
    let drawn = share_image(&app, &path).await;
    app.execute(&format!(
        "UPDATE case_studies SET image_url = '/media/0123abcd.jpg' WHERE slug = '{slug}'"
    ));
    let own = changed_image(&app, &path, &drawn).await;
    assert_eq!(own, format!("{ORIGIN}/media/0123abcd-share.jpg"));
    assert_eq!(
        share_image(&app, &format!("{path}?lang=en")).await,
        own,
        "the same picture in both languages"
    );
    // Its drawn picture is gone with it.
    let resp = app
        .client
        .get(drawn.strip_prefix(ORIGIN).unwrap())
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn organization_data_has_the_logo_and_only_the_links_the_owner_set() {
    let app = public_app();
    let organization = |html: &str| {
        json_ld(html)
            .into_iter()
            .find(|v| v["@type"] == "Organization")
            .unwrap()
    };
    let (_, html) = page(&app, "/").await;
    let org = organization(&html);
    assert_eq!(org["logo"], format!("{ORIGIN}/logo.png"));
    assert_eq!(org["sameAs"], json!([]), "none set: none listed");

    let resp = app.client.get("/logo.png").send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("image/png");
    let logo = resp.0.into_body().into_vec().await.unwrap();
    assert_eq!(&logo[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(u32::from_be_bytes(logo[16..20].try_into().unwrap()), 512);

    app.execute(
        "INSERT INTO settings (key, value) VALUES
           ('linkedinUrl', 'https://www.linkedin.com/company/tradelane-vn'),
           ('youtubeUrl', 'https://www.youtube.com/')
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    crate::helpers::wait_for(
        "the profiles on the page",
        Duration::from_secs(20),
        async || {
            let (_, html) = page(&app, "/?lang=en").await;
            organization(&html)["sameAs"] != json!([])
        },
    )
    .await;
    // A network's bare home page names no profile of the company.
    let (_, html) = page(&app, "/?lang=en").await;
    assert_eq!(
        organization(&html)["sameAs"],
        json!(["https://www.linkedin.com/company/tradelane-vn"])
    );
}

#[tokio::test]
async fn every_language_alternate_is_its_own_canonical_address() {
    let app = public_app();
    let post = format!("/blog/{}", first_slug(&app, "blog_posts"));
    for path in [
        "/",
        "/blog",
        "/tools/incoterms-calculator",
        "/about",
        post.as_str(),
    ] {
        for query in ["", "?lang=vi", "?lang=en"] {
            let (_, html) = page(&app, &format!("{path}{query}")).await;
            let mut targets = Vec::new();
            for hreflang in ["vi", "en", "x-default"] {
                let marker = format!("<link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"");
                targets.push((hreflang, between(&html, &marker, "\"").to_owned()));
            }
            assert_eq!(targets[0].1, format!("{ORIGIN}{path}"), "{path}{query}");
            assert_eq!(targets[1].1, format!("{ORIGIN}{path}?lang=en"));
            for (hreflang, target) in targets {
                // Fetched as a crawler does: no cookie.
                let (status, target_html) = page(&app, target.strip_prefix(ORIGIN).unwrap()).await;
                assert_eq!(status, StatusCode::OK, "{target}");
                let lang = if hreflang == "en" { "en" } else { "vi" };
                assert!(target_html.contains(&format!("<html lang=\"{lang}\">")));
                assert_eq!(
                    between(&target_html, "<link rel=\"canonical\" href=\"", "\""),
                    target,
                    "{path}{query}: the {hreflang} alternate"
                );
            }
        }
    }
    // The sitemap says the same.
    let resp = app.client.get("/sitemap.xml").send().await;
    let xml = resp.0.into_body().into_string().await.unwrap();
    assert!(xml.contains(&format!(
        "<xhtml:link rel=\"alternate\" hreflang=\"vi\" href=\"{ORIGIN}{post}\"/>"
    )));
    assert!(!xml.contains("lang=vi"));
}
