//! Issue 37: a visitor's journey without seams, as the server serves it
//! (docs/decisions-spec.md §22): feeds carry rendered HTML with absolute links, the FOB/CIF
//! address names the Incoterms calculator as its canonical and the sitemap lists it once, the
//! testimonials box's quote request is an enquiry in the inbox, and calculator links priced in
//! dong read the site's exchange rate setting.

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::seo::{page as get, public_app};

#[tokio::test]
async fn feed_entries_are_html_with_absolute_links_never_raw_markdown() {
    let app = public_app();
    let slug: String = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT slug FROM blog_posts WHERE published = 1 ORDER BY published_at DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    app.execute(&format!(
        "UPDATE blog_posts SET
           content_vi = '## Cước biển\n\nThử [máy tính FOB/CIF](/tools/incoterms-calculator) **ngay**.',
           content_en = '## Sea freight\n\nTry [the FOB/CIF calculator](/tools/incoterms-calculator) **now**.'
         WHERE slug = '{slug}'"
    ));
    // The feed follows the content watcher: wait until the new body shows.
    for (query, words) in [
        ("", "máy tính FOB/CIF"),
        ("?lang=en", "the FOB/CIF calculator"),
    ] {
        let mut xml = String::new();
        crate::helpers::wait_for(
            &format!("the feed showing {words}"),
            Duration::from_secs(10),
            async || {
                let status;
                (status, xml) = get(&app, &format!("/blog/feed.xml{query}")).await;
                assert_eq!(status, StatusCode::OK);
                xml.contains(words)
            },
        )
        .await;
        assert!(xml.contains("<content type=\"html\">"), "{xml}");
        assert!(!xml.contains("<content type=\"text\">"));
        // Escaped HTML: a heading, bold text and the link made absolute on the public URL.
        assert!(xml.contains("&lt;h2"), "{xml}");
        assert!(xml.contains("&lt;strong"), "{xml}");
        let link = "&lt;a href=&quot;https://tradelane.example/tools/incoterms-calculator&quot;";
        let entry = &xml[xml.find(link).unwrap_or_else(|| panic!("{xml}"))..];
        assert!(
            entry[..entry.find("&lt;/a&gt;").unwrap()].ends_with(words),
            "{entry}"
        );
        // No Markdown left in any entry's content.
        for content in xml.split("<content type=\"html\">").skip(1) {
            let content = &content[..content.find("</content>").unwrap()];
            assert!(!content.contains("]("), "{content}");
            assert!(!content.contains("## "), "{content}");
        }
    }
}

#[tokio::test]
async fn the_fob_cif_address_is_canonical_to_the_incoterms_calculator_and_listed_once() {
    let app = public_app();
    for (query, canonical) in [
        ("", "https://tradelane.example/tools/incoterms-calculator"),
        (
            "?lang=en",
            "https://tradelane.example/tools/incoterms-calculator?lang=en",
        ),
    ] {
        let (status, html) = get(&app, &format!("/tools/fob-cif-calculator{query}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            html.contains(&format!("<link rel=\"canonical\" href=\"{canonical}\"")),
            "{html}"
        );
        assert!(html.contains(&format!(
            "<meta property=\"og:url\" content=\"{canonical}\""
        )));
    }
    let sitemap = app.get_text("/sitemap.xml").await;
    assert!(!sitemap.contains("/tools/fob-cif-calculator"), "{sitemap}");
    assert_eq!(
        sitemap
            .matches("<loc>https://tradelane.example/tools/incoterms-calculator</loc>")
            .count(),
        1,
        "{sitemap}"
    );
}

#[tokio::test]
async fn the_testimonials_quote_request_is_an_enquiry_in_the_inbox_and_no_subscription() {
    let app = crate::helpers::spawn_app();
    let cookie = app.signed_in().await;
    let subscriptions = app.count("subscriptions");
    // What the box sends (frontend/src/testimonials/quote-box.tsx): the e-mail, an optional
    // phone and message, the page it was sent from, no tool.
    let body = json!({
        "name": "khach.hang@example.vn",
        "email": "khach.hang@example.vn",
        "company": "(không ghi)",
        "phone": "+84 90 123 4567",
        "message": "Nhận báo giá: 1 container 40' từ Thượng Hải về Cát Lái.",
        "preferredLanguage": "vi",
        "source": {"landingPath": "/testimonials"}
    });
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&body)
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    let created: Value = resp.json().await.value().deserialize();
    let id = created["id"].as_str().unwrap().to_owned();

    // The writer commits in batches: poll the inbox until it shows the enquiry.
    let mut listed = Value::Null;
    crate::helpers::wait_for(
        "the enquiry in the inbox",
        Duration::from_secs(10),
        async || {
            listed = app
                .admin_json("/api/admin/enquiries?q=khach.hang", &cookie)
                .await;
            listed["total"] == 1
        },
    )
    .await;
    assert_eq!(listed["total"], 1, "{listed}");
    assert_eq!(listed["items"][0]["id"], id.as_str());
    let detail = app
        .admin_json(&format!("/api/admin/enquiries/{id}"), &cookie)
        .await;
    assert_eq!(detail["source"]["landingPath"], "/testimonials");
    assert!(detail.get("context").is_none(), "{detail}");
    assert_eq!(app.count("subscriptions"), subscriptions);
}

#[tokio::test]
async fn the_usd_vnd_rate_is_a_setting_with_its_date_shown_to_the_calculators() {
    let app = crate::helpers::spawn_app();
    let public: Value = serde_json::from_str(&app.get_text("/api/settings").await).unwrap();
    assert_eq!(
        public["usdVndRate"],
        json!({"vndPerUsd": 26300, "date": "2026-11-27"})
    );
    let cookie = app.signed_in().await;
    let mut input = app.admin_json("/api/admin/settings", &cookie).await;
    let object = input.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    input["usdVndRate"] = json!({"vndPerUsd": 25950, "date": "2026-12-01"});
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/settings",
            &cookie,
            Some(input.clone()),
        )
        .await;
    resp.assert_status_is_ok();
    let public: Value = serde_json::from_str(&app.get_text("/api/settings").await).unwrap();
    assert_eq!(
        public["usdVndRate"],
        json!({"vndPerUsd": 25950, "date": "2026-12-01"})
    );
    // The rate travels in every page's settings block, which the calculators read (the
    // pages follow the change counter: poll).
    let wanted = r#""usdVndRate":{"date":"2026-12-01","vndPerUsd":25950}"#;
    let mut html = String::new();
    crate::helpers::wait_for(
        "the rate on the page",
        Duration::from_secs(10),
        async || {
            html = app
                .get_text("/tools/incoterms-calculator?currency=VND")
                .await;
            html.contains(wanted)
        },
    )
    .await;
    assert!(html.contains(wanted), "{html}");

    // A date that is not one is refused in the owner's language.
    input["usdVndRate"] = json!({"vndPerUsd": 25950, "date": "2026-02-30"});
    let resp = app
        .client
        .put("/api/admin/settings")
        .header("cookie", &cookie)
        .header("origin", crate::helpers::ORIGIN)
        .header("accept-language", "en")
        .header(
            "if-match",
            app.version_of("/api/admin/settings", &cookie)
                .await
                .unwrap_or_default(),
        )
        .body_json(&input)
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let error: Value = resp.json().await.value().deserialize();
    assert!(
        error["error"]
            .as_str()
            .unwrap()
            .contains("USD/VND exchange rate"),
        "{error}"
    );
}

#[tokio::test]
async fn an_hs_analyzer_link_is_served_with_its_result() {
    let app = public_app();
    let (status, html) = get(
        &app,
        "/tools/hs-code-analyzer?productDescription=cotton%20t-shirt&customsValue=10000&originCountry=CN&destinationCountry=VN&lang=en",
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    // The headings the analyzer proposes are in the first byte, as for the other tools.
    assert!(html.contains("data-testid=\"hs-card-6109.10\""), "{html}");
    assert!(html.contains("data-result-headline"), "{html}");
}
