//! docs/decisions-spec.md §7: the brand and contact details live in the database; a change shows on the
//! next page load (visible data block, head and JSON-LD), with no restart.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

async fn settings_input(app: &TestApp, cookie: &str) -> Value {
    let mut current = app.admin_json("/api/admin/settings", cookie).await;
    let object = current.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    current
}

/// The 400 text of a settings save of `body` in `lang` (refused before its version is read).
async fn refused(app: &TestApp, cookie: &str, body: &Value, lang: &str) -> String {
    let resp = app
        .client
        .put("/api/admin/settings")
        .header("cookie", cookie)
        .header("origin", crate::helpers::ORIGIN)
        .header("accept-language", lang)
        .body_json(body)
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let error: Value = resp.json().await.value().deserialize();
    error["error"].as_str().unwrap().to_owned()
}

fn json_ld(html: &str) -> Vec<Value> {
    html.split("<script type=\"application/ld+json\"")
        .skip(1)
        .map(|rest| {
            let body = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
            serde_json::from_str(body).unwrap()
        })
        .collect()
}

fn settings_block(html: &str) -> Value {
    let start = html
        .find("<script id=\"tradelane-settings\" type=\"application/json\">")
        .expect("the settings block");
    let rest = &html[start..];
    let body = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
    serde_json::from_str(body).unwrap()
}

#[tokio::test]
async fn a_new_database_shows_the_brand_json_values() {
    let app = spawn_app();
    let resp = app.client.get("/api/settings").send().await;
    resp.assert_status_is_ok();
    let settings: Value = resp.json().await.value().deserialize();
    let brand: Value =
        serde_json::from_str(include_str!("../../frontend/src/config/brand.json")).unwrap();
    assert_eq!(settings["companyName"], brand["name"]);
    assert_eq!(settings["legalName"], brand["legalName"]);
    assert_eq!(settings["phone"], brand["phone"]);
    assert_eq!(settings["email"], brand["email"]);
    assert_eq!(settings["streetVi"], brand["street"]["vi"]);
    assert_eq!(settings["cityEn"], brand["city"]["en"]);
    assert_eq!(settings["taglineVi"], brand["tagline"]["vi"]);
    assert!(
        settings["hoursVi"]
            .as_str()
            .unwrap()
            .contains("Thứ Hai – Thứ Sáu: 8:00 – 18:00")
    );
    assert!(
        settings["hoursEn"]
            .as_str()
            .unwrap()
            .contains("Sunday: closed")
    );
    // An empty link is absent, not null.
    assert!(settings.get("zaloUrl").is_none(), "{settings}");
    // Every page carries the same object.
    for path in ["/", "/contact?lang=en", "/admin", "/no-such-page"] {
        assert_eq!(
            settings_block(&app.get_text(path).await),
            settings,
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_change_shows_at_once_in_the_api_the_head_and_the_json_ld() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // The page is rendered (and cached) before the change.
    assert!(app.get_text("/contact").await.contains("+84 28 0000 0000"));
    let mut input = settings_input(&app, &cookie).await;
    input["phone"] = json!("+84 90 123 4567");
    input["companyName"] = json!("Cửu Long <Logistics> & Co");
    input["streetEn"] = json!("9 Le Loi, District 1");
    input["cityEn"] = json!("Ho Chi Minh City");
    input["zaloUrl"] = json!("https://zalo.me/0901234567");
    input["facebookUrl"] = json!("");
    let resp = app
        .admin(Method::PUT, "/api/admin/settings", &cookie, Some(input))
        .await;
    resp.assert_status_is_ok();
    let saved: Value = resp.json().await.value().deserialize();
    assert_eq!(saved["phone"], "+84 90 123 4567");
    assert_eq!(saved["facebookUrl"], "");
    assert_eq!(saved["smtpConfigured"], false);

    let public: Value = app
        .client
        .get("/api/settings")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(public["phone"], "+84 90 123 4567");
    assert_eq!(public["zaloUrl"], "https://zalo.me/0901234567");
    assert!(public.get("facebookUrl").is_none());

    let html = app.get_text("/contact?lang=en").await;
    assert!(
        html.contains("<title>Contact us | Cửu Long &lt;Logistics&gt; &amp; Co</title>"),
        "title"
    );
    assert_eq!(settings_block(&html), public);
    // The data block cannot be closed by a value.
    assert!(html.contains("Cửu Long \\u003cLogistics\\u003e \\u0026 Co"));
    let ld = json_ld(&html);
    let org = ld.iter().find(|v| v["@type"] == "Organization").unwrap();
    assert_eq!(org["telephone"], "+84 90 123 4567");
    assert_eq!(org["name"], "Cửu Long <Logistics> & Co");
    assert_eq!(org["address"]["streetAddress"], "9 Le Loi, District 1");
    assert_eq!(org["address"]["addressLocality"], "Ho Chi Minh City");
    assert!(
        org["sameAs"]
            .as_array()
            .unwrap()
            .contains(&json!("https://zalo.me/0901234567"))
    );
    assert!(
        !org["sameAs"]
            .as_array()
            .unwrap()
            .contains(&json!("https://www.facebook.com/"))
    );
    let page = ld.iter().find(|v| v["@type"] == "ContactPage").unwrap();
    assert_eq!(
        page["mainEntity"]["contactPoint"]["telephone"],
        "+84 90 123 4567"
    );
    assert!(!html.contains("+84 28 0000 0000"));

    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let entry = &activity["items"][0];
    assert_eq!(entry["action"], "settings.update");
    let detail = entry["detail"].as_str().unwrap();
    assert!(
        detail.contains("phone") && detail.contains("zaloUrl"),
        "{detail}"
    );
}

#[tokio::test]
async fn a_change_made_outside_the_server_shows_too() {
    let app = spawn_app();
    app.get_text("/").await;
    app.execute("INSERT INTO settings (key, value) VALUES ('phone', '+84 24 9999 0000')");
    // The watcher looks a few times a second.
    crate::helpers::wait_for(
        "the page showing the new phone number",
        std::time::Duration::from_secs(10),
        async || app.get_text("/").await.contains("+84 24 9999 0000"),
    )
    .await;
}

#[tokio::test]
async fn invalid_settings_are_refused_naming_the_field_in_the_owners_language() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let input = settings_input(&app, &cookie).await;
    let cases: Vec<(&str, Value, &str, &str)> = vec![
        (
            "companyName",
            json!(""),
            "Tên công ty (companyName) là bắt buộc.",
            "Company name (companyName) is required.",
        ),
        (
            "phone",
            json!("1".repeat(51)),
            "Số điện thoại (phone) không được dài quá 50 ký tự.",
            "Phone (phone) must be at most 50 characters.",
        ),
        (
            "email",
            json!("not-an-address"),
            "Email (email) không hợp lệ.",
            "Email (email) is not a valid address.",
        ),
        (
            "facebookUrl",
            json!("http://facebook.com/x"),
            "https://",
            "https://",
        ),
        (
            "youtubeUrl",
            json!(format!("https://youtube.com/{}", "x".repeat(500))),
            "500",
            "500",
        ),
        ("hoursVi", json!(42), "phải là chuỗi ký tự", "must be text"),
        (
            "notifyTo",
            json!(["ok@example.vn", "bad"]),
            "notifyTo",
            "notifyTo",
        ),
        (
            "notifyTo",
            json!(
                (0..11)
                    .map(|i| format!("a{i}@example.vn"))
                    .collect::<Vec<_>>()
            ),
            "10",
            "10",
        ),
        (
            "smtpUrl",
            json!("http://mail.example.com"),
            "smtpUrl",
            "smtpUrl",
        ),
        ("unknownKey", json!("x"), "\"unknownKey\"", "\"unknownKey\""),
        // As the document declares them (src/http/schema.rs): blank text, lengths
        // counted as sent, addresses and links exactly as sent, links and SMTP URLs by
        // their patterns.
        (
            "legalName",
            json!(" \u{3000}\t"),
            "(legalName) là bắt buộc",
            "(legalName) is required",
        ),
        ("phone", json!(format!(" {} ", "1".repeat(49))), "50", "50"),
        (
            "email",
            json!(" info@example.vn"),
            "Email (email) không hợp lệ.",
            "Email (email) is not a valid address.",
        ),
        ("zaloUrl", json!(" "), "https://", "https://"),
        (
            "linkedinUrl",
            json!("https://linkedin.com/in/ngô"),
            "https://",
            "https://",
        ),
        (
            "notifyTo",
            json!([" ok@example.vn"]),
            "notifyTo",
            "notifyTo",
        ),
        ("notifyTo", json!([null]), "notifyTo", "notifyTo"),
        ("smtpUrl", json!(" "), "smtpUrl", "smtpUrl"),
        ("smtpUrl", json!(null), "smtpUrl", "smtpUrl"),
        (
            "smtpUrl",
            json!("smtps://user:p@ss@smtp.example.com"),
            "%40",
            "%40",
        ),
        (
            "smtpUrl",
            json!("smtp://smtp.example.com:70000"),
            "smtpUrl",
            "smtpUrl",
        ),
    ];
    for (field, value, vi, en) in cases {
        for (lang, expected) in [("vi", vi), ("en", en)] {
            let mut body = input.clone();
            body[field] = value.clone();
            let text = refused(&app, &cookie, &body, lang).await;
            assert!(text.contains(expected), "{field} {lang}: {text}");
        }
    }
    // A missing field is named too.
    let mut body = input.clone();
    body.as_object_mut().unwrap().remove("legalName");
    let resp = app
        .admin(Method::PUT, "/api/admin/settings", &cookie, Some(body))
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    // Nothing was changed by any of them: the one row is the first owner as the notice
    // recipient (migrations/0014_inbox.sql).
    assert_eq!(app.count("settings"), 1);
}

#[tokio::test]
async fn the_smtp_url_is_write_only_and_never_shown() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let mut input = settings_input(&app, &cookie).await;
    input["smtpUrl"] = json!("smtps://mailer%40example.vn:s3cret-pa55@smtp.example.vn:465");
    input["notifyTo"] = json!(["owner@example.vn"]);
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/settings",
            &cookie,
            Some(input.clone()),
        )
        .await;
    resp.assert_status_is_ok();
    let text = resp.0.into_body().into_string().await.unwrap();
    assert!(!text.contains("s3cret"), "{text}");
    let saved = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(saved["smtpConfigured"], true);
    assert!(saved.get("smtpUrl").is_none());
    // Absent keeps it, "" removes it.
    input.as_object_mut().unwrap().remove("smtpUrl");
    input["phone"] = json!("+84 28 1111 2222");
    app.admin(
        Method::PUT,
        "/api/admin/settings",
        &cookie,
        Some(input.clone()),
    )
    .await
    .assert_status_is_ok();
    assert_eq!(
        app.admin_json("/api/admin/settings", &cookie).await["smtpConfigured"],
        true
    );
    let activity = app
        .admin_json("/api/admin/activity", &cookie)
        .await
        .to_string();
    assert!(!activity.contains("s3cret"), "{activity}");
    input["smtpUrl"] = json!("");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(input))
        .await
        .assert_status_is_ok();
    assert_eq!(
        app.admin_json("/api/admin/settings", &cookie).await["smtpConfigured"],
        false
    );
}

/// The figures the home page showed before they were settings (docs/decisions-spec.md §15).
const SEED_HEADLINE: [(&str, &str, &str, &str); 4] = [
    ("500+", "500+", "Khách hàng doanh nghiệp", "Clients"),
    ("10.000+", "10K+", "Đơn hàng mỗi tháng", "Orders per month"),
    ("99,8%", "99.8%", "Giao hàng đúng hạn", "On-time delivery"),
    (
        "1 ngày",
        "1 day",
        "Phản hồi trong vòng một ngày làm việc",
        "Reply within one business day",
    ),
];
const SEED_TRACK_RECORD: [(&str, &str, &str, &str); 3] = [
    (
        "4,9/5",
        "4.9/5",
        "Đánh giá trung bình của khách hàng",
        "Average client rating",
    ),
    (
        "50+",
        "50+",
        "Quốc gia trong mạng lưới",
        "Countries in our network",
    ),
    ("1 triệu+", "1M+", "Đơn hàng đã xử lý", "Orders handled"),
];

fn row(figures: &[(&str, &str, &str, &str)]) -> Value {
    figures
        .iter()
        .map(|(value_vi, value_en, label_vi, label_en)| {
            json!({"valueVi": value_vi, "valueEn": value_en, "labelVi": label_vi, "labelEn": label_en})
        })
        .collect()
}

/// The text of the list the home page names `label` (its items' values and labels).
fn figure_list<'a>(html: &'a str, label: &str) -> Option<&'a str> {
    let start = html.find(&format!("aria-label=\"{label}\""))?;
    let rest = &html[start..];
    Some(&rest[..rest.find("</ul>")?])
}

#[tokio::test]
async fn the_home_figures_default_to_the_seeds_in_both_languages() {
    let app = spawn_app();
    let settings: Value = app
        .client
        .get("/api/settings")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(settings["homeFigures"]["headline"], row(&SEED_HEADLINE));
    assert_eq!(
        settings["homeFigures"]["trackRecord"],
        row(&SEED_TRACK_RECORD)
    );
    // The server-rendered page shows them, each language its own way.
    let vi = app.get_text("/").await;
    let headline = figure_list(&vi, "Số liệu nổi bật").expect("the headline row");
    for (value, _, label, _) in SEED_HEADLINE {
        assert!(
            headline.contains(value) && headline.contains(label),
            "{value}"
        );
    }
    let record = figure_list(&vi, "Thành tích của chúng tôi").expect("the track record");
    assert!(record.contains("1 triệu+"), "{record}");
    let en = app.get_text("/?lang=en").await;
    let headline = figure_list(&en, "Key figures").expect("the headline row");
    assert!(headline.contains("10K+") && headline.contains("Orders per month"));
    assert!(!headline.contains("10.000+"));
    // The owner sees every figure, shown.
    let cookie = app.signed_in().await;
    let admin = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(admin["homeFigures"]["onTime"]["shown"], true);
    assert_eq!(admin["homeFigures"]["totalOrders"]["valueVi"], "1 triệu+");
}

#[tokio::test]
async fn a_changed_figure_shows_on_the_home_page_and_a_hidden_one_does_not() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // Rendered (and cached) before the change.
    assert!(app.get_text("/").await.contains("99,8%"));
    let mut input = settings_input(&app, &cookie).await;
    input["homeFigures"]["clients"]["valueVi"] = json!(" 750+ ");
    input["homeFigures"]["clients"]["labelVi"] = json!("Doanh nghiệp <xuất khẩu> & nhập khẩu");
    input["homeFigures"]["onTime"]["shown"] = json!(false);
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/settings",
            &cookie,
            Some(input.clone()),
        )
        .await;
    resp.assert_status_is_ok();
    let saved: Value = resp.json().await.value().deserialize();
    assert_eq!(saved["homeFigures"]["clients"]["valueVi"], "750+");
    assert_eq!(saved["homeFigures"]["onTime"]["shown"], false);

    let html = app.get_text("/").await;
    let headline = figure_list(&html, "Số liệu nổi bật").expect("the headline row");
    assert!(headline.contains("750+"), "{headline}");
    assert!(headline.contains("Doanh nghiệp &lt;xuất khẩu&gt; &amp; nhập khẩu"));
    // Hidden: nowhere in the page, its data block included.
    assert!(!html.contains("99,8%") && !html.contains("Giao hàng đúng hạn"));
    assert_eq!(
        settings_block(&html)["homeFigures"]["headline"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["detail"], "homeFigures");

    // Every figure of a row hidden: the row is gone; the other stays.
    for key in ["clients", "orders", "support"] {
        input["homeFigures"][key]["shown"] = json!(false);
    }
    app.admin(
        Method::PUT,
        "/api/admin/settings",
        &cookie,
        Some(input.clone()),
    )
    .await
    .assert_status_is_ok();
    let html = app.get_text("/?lang=en").await;
    assert!(figure_list(&html, "Key figures").is_none());
    assert!(!html.contains("500+"));
    assert!(
        figure_list(&html, "Our track record")
            .unwrap()
            .contains("4.9/5")
    );

    // A save without the figures keeps them.
    input.as_object_mut().unwrap().remove("homeFigures");
    input["phone"] = json!("+84 28 7777 1234");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(input))
        .await
        .assert_status_is_ok();
    let admin = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(admin["homeFigures"]["clients"]["valueVi"], "750+");
    assert_eq!(admin["homeFigures"]["clients"]["shown"], false);
}

#[tokio::test]
async fn a_bad_figure_is_refused_naming_it_in_the_owners_language() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let input = settings_input(&app, &cookie).await;
    let cases: Vec<(&str, &str, Value, &str, &str)> = vec![
        (
            "orders",
            "valueVi",
            json!("   "),
            "Đơn hàng mỗi tháng (orders): Con số (tiếng Việt) (valueVi) là bắt buộc.",
            "Orders per month (orders): Figure (Vietnamese) (valueVi) is required.",
        ),
        (
            "rating",
            "labelEn",
            json!("x".repeat(101)),
            "Nhãn (tiếng Anh) (labelEn) không được dài quá 100 ký tự.",
            "Label (English) (labelEn) must be at most 100 characters.",
        ),
        (
            "clients",
            "valueEn",
            json!("1\n2"),
            "một dòng",
            "single line",
        ),
        (
            "support",
            "shown",
            json!("yes"),
            "true hoặc false",
            "true or false",
        ),
    ];
    for (figure, field, value, vi, en) in cases {
        for (lang, expected) in [("vi", vi), ("en", en)] {
            let mut body = input.clone();
            body["homeFigures"][figure][field] = value.clone();
            let text = refused(&app, &cookie, &body, lang).await;
            assert!(text.contains(expected), "{figure}.{field} {lang}: {text}");
            assert!(text.contains("homeFigures"), "{text}");
        }
    }
    let mut body = input.clone();
    body["homeFigures"]
        .as_object_mut()
        .unwrap()
        .remove("countries");
    let resp = app
        .admin(Method::PUT, "/api/admin/settings", &cookie, Some(body))
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    // Nothing stored but the first owner as the notice recipient.
    assert_eq!(app.count("settings"), 1);
}
