//! docs/decisions-spec.md §15: every visitor a lead. An enquiry's `context` (a calculator's figures) and
//! `source` (where its visit came from) are checked, stored, listed, filtered, announced and
//! exported (docs/decisions-spec.md §15).

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, enquiry, spawn_app};
use crate::notices::app_sending_to;
use crate::smtp_sink::SmtpSink;

const LINK: &str = "/tools/freight-calculator?mode=sea&from=VNSGN&to=DEHAM&cbm=28";
const SUMMARY: &str = "Cước biển ước tính: 2.450 USD (20' Cát Lái → Hamburg)";

fn quote(tag: &str) -> Value {
    let mut body = enquiry(tag);
    body["context"] = json!({"tool": "freight-calculator", "link": LINK, "summary": SUMMARY});
    body["source"] = json!({
        "landingPath": "/blog/cuoc-bien-2027", "referrerHost": "zalo.me",
        "utmSource": "zalo", "utmMedium": "social", "utmCampaign": "tet-2027"
    });
    body
}

async fn send(app: &TestApp, body: &Value) -> String {
    let resp = app.client.post("/api/contact").body_json(body).send().await;
    resp.assert_status(StatusCode::CREATED);
    let created: Value = resp.json().await.value().deserialize();
    // Distinct timestamps, so "newest first" is well defined.
    crate::helpers::next_millisecond().await;
    created["id"].as_str().unwrap().to_owned()
}

async fn refused(app: &TestApp, body: &Value) -> String {
    let resp = app.client.post("/api/contact").body_json(body).send().await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let answer: Value = resp.json().await.value().deserialize();
    answer["error"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn context_and_source_are_stored_returned_and_filtered() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let plain = send(&app, &enquiry("plain")).await;
    let lead = send(&app, &quote("lead")).await;
    let mut google = enquiry("google");
    google["source"] = json!({"landingPath": "/", "referrerHost": "google.com"});
    let from_google = send(&app, &google).await;

    let detail = app
        .admin_json(&format!("/api/admin/enquiries/{lead}"), &cookie)
        .await;
    assert_eq!(
        detail["context"],
        json!({"tool": "freight-calculator", "link": LINK, "summary": SUMMARY})
    );
    assert_eq!(detail["source"]["landingPath"], "/blog/cuoc-bien-2027");
    assert_eq!(detail["source"]["utmCampaign"], "tet-2027");
    let old = app
        .admin_json(&format!("/api/admin/enquiries/{plain}"), &cookie)
        .await;
    assert!(
        old.get("context").is_none() && old.get("source").is_none(),
        "{old}"
    );

    // The source is `utmSource`, else the referrer's host.
    let zalo = app
        .admin_json("/api/admin/enquiries?source=zalo", &cookie)
        .await;
    assert_eq!(zalo["total"], 1);
    assert_eq!(zalo["items"][0]["id"], lead.as_str());
    assert_eq!(zalo["items"][0]["context"]["summary"], SUMMARY);
    let google = app
        .admin_json("/api/admin/enquiries?source=google.com&q=google", &cookie)
        .await;
    assert_eq!(google["total"], 1);
    assert_eq!(google["items"][0]["id"], from_google.as_str());
    let none = app
        .admin_json("/api/admin/enquiries?source=facebook.com", &cookie)
        .await;
    assert_eq!(none["total"], 0);
    let all = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(all["total"], 3);
}

#[tokio::test]
async fn a_bad_context_or_source_is_a_400_naming_it_in_the_senders_language() {
    let app = spawn_app();
    for (field, value, words) in [
        ("tool", json!("rocket-calculator"), "context.tool"),
        ("link", json!("//evil.example/x"), "context.link"),
        ("link", json!("/\\evil.example"), "context.link"),
        ("link", json!("https://evil.example/"), "context.link"),
        ("link", json!("/tools/a b"), "context.link"),
        ("summary", json!("   "), "context.summary"),
        ("summary", json!("x".repeat(2001)), "context.summary"),
    ] {
        let mut body = quote("bad");
        body["context"][field] = value;
        let error = refused(&app, &body).await;
        assert!(error.contains(words), "{field}: {error}");
    }
    let mut body = quote("bad");
    body["context"] = json!("freight");
    assert!(refused(&app, &body).await.contains("context"));
    let mut body = quote("bad");
    body["source"]["utmCampaign"] = json!("a\nBcc: x@y.vn");
    assert!(refused(&app, &body).await.contains("một dòng"));
    body["preferredLanguage"] = json!("en");
    assert!(refused(&app, &body).await.contains("single line"));
    // Null or absent: none.
    let mut body = quote("null");
    body["context"] = Value::Null;
    body["source"] = Value::Null;
    send(&app, &body).await;
}

#[tokio::test]
async fn the_export_carries_context_and_source_columns() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    send(&app, &quote("export")).await;
    let resp = app
        .admin(
            Method::GET,
            "/api/admin/enquiries/export?format=csv",
            &cookie,
            None,
        )
        .await;
    resp.assert_status_is_ok();
    let csv = resp.0.into_body().into_string().await.unwrap();
    let header = csv.lines().next().unwrap();
    // The header row is in the reader's language (Vietnamese without Accept-Language).
    assert!(
        header.contains(
            "Công cụ tính,Liên kết kết quả,Tóm tắt kết quả,Trang đến đầu tiên,Trang giới thiệu,Nguồn UTM,Kênh UTM,Chiến dịch UTM"
        ),
        "{header}"
    );
    for value in [LINK, SUMMARY, "/blog/cuoc-bien-2027", "zalo.me", "tet-2027"] {
        assert!(csv.contains(value), "{value} in {csv}");
    }
    // Values in words like the headers: status, language and calculator (§23).
    let row = csv.lines().nth(1).unwrap();
    for word in [",Mới,", ",Tiếng Việt,", ",Tính cước vận tải biển,"] {
        assert!(row.contains(word), "{word} in {row}");
    }
    let resp = app
        .admin(
            Method::GET,
            "/api/admin/enquiries/export?format=json",
            &cookie,
            None,
        )
        .await;
    let json: Value =
        serde_json::from_str(&resp.0.into_body().into_string().await.unwrap()).unwrap();
    assert_eq!(json[0]["contextSummary"], SUMMARY);
    assert_eq!(json[0]["utmSource"], "zalo");
}

#[tokio::test]
async fn the_notice_carries_the_figures_their_link_and_the_source() {
    let sink = SmtpSink::start(0);
    let (app, _) = app_sending_to(&sink.url()).await;
    send(&app, &quote("notice")).await;
    let mails = sink.wait_for(1, Duration::from_secs(10)).await;
    let body = mails[0].body();
    for text in [
        // The calculator by its name, not its page id (§23).
        "Gửi từ công cụ: Tính cước vận tải biển",
        SUMMARY,
        &format!("http://127.0.0.1:8080{LINK}"),
        "/blog/cuoc-bien-2027 · zalo.me · zalo · social · tet-2027",
    ] {
        assert!(body.contains(text), "{text} in:\n{body}");
    }

    // The quote form starts the message with the figures: the notice shows them once.
    let mut prefilled = quote("notice-once");
    prefilled["message"] = json!(format!("{SUMMARY}\n\nXin báo giá giúp."));
    send(&app, &prefilled).await;
    let mails = sink.wait_for(2, Duration::from_secs(10)).await;
    let body = mails[1].body();
    assert_eq!(body.matches(SUMMARY).count(), 1, "{body}");
}

/// What the server rendered into `#root`.
fn rendered_body(html: &str) -> &str {
    let start = html.find("<div id=\"root\">").expect("a root element") + 15;
    let end = html
        .find("</div><script id=\"tradelane-data\"")
        .unwrap_or_else(|| panic!("no server-rendered body in {html}"));
    &html[start..end]
}

#[tokio::test]
async fn campaign_tags_leave_the_page_byte_identical() {
    let app = spawn_app();
    for (plain, tagged) in [
        (
            "/",
            "/?utm_source=zalo&utm_medium=social&utm_campaign=tet-2027&fbclid=IwAR0x",
        ),
        ("/services?lang=en", "/services?gclid=abc&lang=en&zarsrc=31"),
        ("/blog/", "/blog/?utm_source=newsletter&whatever=1"),
        (
            "/tools/freight-calculator",
            "/tools/freight-calculator?utm_source=fb&fbclid=x",
        ),
    ] {
        let a = app.get_text(plain).await;
        let b = app.get_text(tagged).await;
        assert!(!rendered_body(&a).is_empty(), "{plain} is rendered");
        assert_eq!(a, b, "{tagged} differs from {plain}");
    }
}

#[tokio::test]
async fn a_freight_link_is_rendered_with_its_total() {
    let app = spawn_app();
    // The link the freight test in frontend/e2e/tools-links-pdf.spec.ts copies.
    let link = "/tools/freight-calculator?serviceType=fcl40&containerType=reefer&destinationPort=NLRTM&originPorts=sgn%2Chph%2Cdad&cargoValue=50000&includeInsurance=true";
    let vi = app.get_text(&format!("{link}&utm_source=zalo")).await;
    let body = rendered_body(&vi);
    for total in ["5.952", "6.226", "6.500"] {
        assert!(body.contains(total), "{total} in {body}");
    }
    let en = app.get_text(&format!("{link}&lang=en")).await;
    assert!(rendered_body(&en).contains("5,952"));
    // Every calculator's result renders whole in the server (no boundary left to the browser).
    for link in [
        "/tools/incoterms-calculator?exwPrice=10000&quantity=20&cargoType=general",
        "/tools/demurrage-calculator?containerNumber=MSCU1234567&etaDate=2026-03-06&currentDate=2026-03-16&freeTimeDays=5&demurrageRate=20",
    ] {
        let html = app.get_text(link).await;
        assert!(!rendered_body(&html).contains("<!--$!-->"), "{link}");
    }
    // Not kept: a made-up query string costs one render, never memory.
    let other = app.get_text(&link.replace("fcl40", "fcl20")).await;
    assert!(!rendered_body(&other).contains("5.952"));
}

/// Each seed post and language that names a calculator, with the tool it links to.
const POST_LINKS: [(&str, &str, &str); 8] = [
    (
        "demurrage-detention-hidden-costs",
        "content_vi",
        "[Công cụ tính phí lưu container](/tools/demurrage-calculator)",
    ),
    (
        "demurrage-detention-hidden-costs",
        "content_en",
        "[demurrage calculator](/tools/demurrage-calculator?lang=en)",
    ),
    (
        "cai-mep-or-cat-lai-port-choice",
        "content_vi",
        "[cước biển](/tools/freight-calculator)",
    ),
    (
        "cai-mep-or-cat-lai-port-choice",
        "content_en",
        "[ocean freight](/tools/freight-calculator?lang=en)",
    ),
    (
        "evfta-rules-of-origin-eur1-mistakes",
        "content_vi",
        "[mã HS](/tools/hs-code-analyzer)",
    ),
    (
        "evfta-rules-of-origin-eur1-mistakes",
        "content_en",
        "[HS code](/tools/hs-code-analyzer?lang=en)",
    ),
    (
        "incoterms-2020-fob-cif-ddp-for-exporters",
        "content_vi",
        "[Công cụ chuyển đổi Incoterms](/tools/incoterms-calculator)",
    ),
    (
        "incoterms-2020-fob-cif-ddp-for-exporters",
        "content_en",
        "[Incoterms converter](/tools/incoterms-calculator?lang=en)",
    ),
];

fn post_text(conn: &rusqlite::Connection, slug: &str, column: &str) -> String {
    conn.query_row(
        &format!("SELECT {column} FROM blog_posts WHERE slug = ?1"),
        [slug],
        |r| r.get(0),
    )
    .unwrap()
}

#[tokio::test]
async fn seed_posts_link_the_tools_they_name_in_their_language() {
    let app = spawn_app();
    let conn = app.pool.get().unwrap();
    for (slug, column, link) in POST_LINKS {
        assert!(
            post_text(&conn, slug, column).contains(link),
            "{slug} {column}"
        );
    }
    drop(conn);
    let vi = app.get_text("/blog/demurrage-detention-hidden-costs").await;
    assert!(vi.contains("href=\"/tools/demurrage-calculator\""), "vi");
    let en = app
        .get_text("/blog/incoterms-2020-fob-cif-ddp-for-exporters?lang=en")
        .await;
    assert!(
        en.contains("href=\"/tools/incoterms-calculator?lang=en\""),
        "en"
    );
}

/// An installation from before: 0018 links the tools in each post and language still as the
/// seed wrote it, and leaves an owner's edit alone.
#[tokio::test]
async fn the_migration_links_tools_only_in_posts_still_as_seeded() {
    let app = spawn_app();
    let conn = rusqlite::Connection::open(app.data_dir().join("tradelane.db")).unwrap();
    let linked: Vec<String> = POST_LINKS
        .iter()
        .map(|(slug, column, _)| post_text(&conn, slug, column))
        .collect();
    // Back to the seed's earlier text (the links' words without the links), but the English
    // demurrage post, which its owner edited after (one more sentence).
    let unlink = regex::Regex::new(r"\[([^\]]+)\]\(/tools/[^)]+\)").unwrap();
    for ((slug, column, _), text) in POST_LINKS.iter().zip(&linked) {
        let mut before = unlink.replace_all(text, "$1").into_owned();
        if *slug == "demurrage-detention-hidden-costs" && *column == "content_en" {
            before.push_str("\n\nAsk us for a free-time review.");
        }
        conn.execute(
            &format!("UPDATE blog_posts SET {column} = ?1 WHERE slug = ?2"),
            [&before, *slug],
        )
        .unwrap();
    }
    conn.execute_batch(include_str!("../../migrations/0018_post_tool_links.sql"))
        .unwrap();
    for ((slug, column, link), text) in POST_LINKS.iter().zip(&linked) {
        let now = post_text(&conn, slug, column);
        if *slug == "demurrage-detention-hidden-costs" && *column == "content_en" {
            assert!(!now.contains(link), "the owner's edit is kept");
            assert!(now.ends_with("Ask us for a free-time review."));
        } else {
            assert_eq!(&now, text, "{slug} {column}");
        }
    }
}
