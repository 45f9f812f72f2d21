//! docs/decisions-spec.md §7: the newsletter boxes store what they thank for; one row per address; the same
//! limits and honeypot as the contact form; unsubscribe by token; the owner's list.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

async fn subscribe(app: &TestApp, body: &Value) -> (StatusCode, Value) {
    let resp = app
        .client
        .post("/api/subscriptions")
        .body_json(body)
        .send()
        .await;
    let status = resp.0.status();
    (status, resp.json().await.value().deserialize())
}

fn token_of(app: &TestApp, email: &str) -> String {
    app.pool
        .get()
        .unwrap()
        .query_row(
            "SELECT unsubscribe_token FROM subscriptions WHERE email = ?1",
            [email],
            |r| r.get(0),
        )
        .unwrap()
}

#[tokio::test]
async fn a_subscription_is_stored_once_per_address() {
    let app = spawn_app();
    let (status, body) = subscribe(
        &app,
        &json!({"email": "lan@example.vn", "language": "vi", "source": "blog"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Gần xong rồi! Chúng tôi vừa gửi một email xác nhận"),
        "{body}"
    );
    let (status, body) = subscribe(
        &app,
        &json!({"email": "LAN@Example.VN", "language": "en", "source": "testimonials"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Almost done! We have sent you a confirmation e-mail"),
        "{body}"
    );
    assert_eq!(app.count("subscriptions"), 1);
    let token = token_of(&app, "lan@example.vn");
    assert_eq!(token.len(), 64);
}

#[tokio::test]
async fn bad_subscriptions_are_refused_like_enquiries() {
    let app = spawn_app();
    let ok = json!({"email": "an@example.vn", "language": "en", "source": "blog"});
    for (change, field) in [
        (json!({"email": "not-an-address"}), "email"),
        (
            json!({"email": format!("{}@example.vn", "a".repeat(250))}),
            "254",
        ),
        (json!({"language": "fr"}), "language"),
        (json!({"source": "footer"}), "source"),
    ] {
        let mut body = ok.clone();
        for (k, v) in change.as_object().unwrap() {
            body[k] = v.clone();
        }
        let (status, error) = subscribe(&app, &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(
            error["error"].as_str().unwrap().contains(field) || field == "email",
            "{error}"
        );
    }
    let resp = app
        .client
        .post("/api/subscriptions")
        .header("content-type", "text/plain")
        .body(ok.to_string())
        .send()
        .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let resp = app
        .client
        .post("/api/subscriptions")
        .header("content-type", "application/json")
        .body(format!(
            "{{\"email\":\"a@b.vn\",\"pad\":\"{}\"}}",
            "x".repeat(33 * 1024)
        ))
        .send()
        .await;
    resp.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(app.count("subscriptions"), 0);
}

#[tokio::test]
async fn the_honeypot_is_thanked_and_stores_nothing() {
    let app = spawn_app();
    let (status, body) = subscribe(
        &app,
        &json!({"email": "bot@example.com", "language": "en", "source": "blog", "website": "http://spam.example"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(body["message"].is_string());
    assert_eq!(app.count("subscriptions"), 0);
}

#[tokio::test]
async fn subscriptions_are_rate_limited_per_address_with_retry_after() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 2);
    for i in 0..2 {
        let (status, _) = subscribe(
            &app,
            &json!({"email": format!("r{i}@example.vn"), "language": "vi", "source": "blog"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let resp = app
        .client
        .post("/api/subscriptions")
        .body_json(&json!({"email": "r9@example.vn", "language": "en", "source": "blog"}))
        .send()
        .await;
    resp.assert_status(StatusCode::TOO_MANY_REQUESTS);
    assert!(resp.0.headers().contains_key("retry-after"));
    // Counted apart from enquiries: the contact form still takes one.
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&crate::helpers::enquiry("x"))
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
}

#[tokio::test]
async fn unsubscribe_ends_it_with_the_token_only() {
    let app = spawn_app();
    subscribe(
        &app,
        &json!({"email": "lan@example.vn", "language": "vi", "source": "blog"}),
    )
    .await;
    let token = token_of(&app, "lan@example.vn");
    let unsubscribe = |token: String, lang: &'static str| {
        let client = &app.client;
        async move {
            let resp = client
                .post("/api/subscriptions/unsubscribe")
                .header("accept-language", lang)
                .body_json(&json!({"token": token}))
                .send()
                .await;
            let status = resp.0.status();
            (status, resp.json().await.value().deserialize::<Value>())
        }
    };
    let (status, body) = unsubscribe("0".repeat(64), "en").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        body["error"].as_str().unwrap().contains("not valid"),
        "{body}"
    );
    assert_eq!(app.count("subscriptions"), 1);
    let (status, body) = unsubscribe(token.clone(), "vi").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        body["message"].as_str().unwrap().contains("hủy đăng ký"),
        "{body}"
    );
    assert_eq!(app.count("subscriptions"), 0);
    let (status, _) = unsubscribe(token, "vi").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_owner_lists_searches_removes_and_exports_subscribers() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    for (email, source) in [
        ("lan@example.vn", "blog"),
        ("duc@congty.vn", "testimonials"),
        ("=cmd@example.com", "blog"),
    ] {
        subscribe(
            &app,
            &json!({"email": email, "language": "vi", "source": source}),
        )
        .await;
        crate::helpers::next_millisecond().await;
    }
    let list = app.admin_json("/api/admin/subscriptions", &cookie).await;
    assert_eq!(list["total"], 3);
    assert_eq!(list["items"][0]["email"], "=cmd@example.com");
    assert!(list["items"][0].get("unsubscribeToken").is_none());
    let found = app
        .admin_json("/api/admin/subscriptions?q=CONGTY", &cookie)
        .await;
    assert_eq!(found["total"], 1);
    assert_eq!(found["items"][0]["source"], "testimonials");

    for format in ["csv", "json"] {
        let resp = app
            .admin(
                Method::GET,
                &format!("/api/admin/subscriptions/export?format={format}"),
                &cookie,
                None,
            )
            .await;
        resp.assert_status_is_ok();
        let disposition = resp.0.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(disposition.contains("subscriptions-20"), "{disposition}");
        let text = resp.0.into_body().into_string().await.unwrap();
        // `tradelane subscribers export`, the real binary: the same bytes.
        let cli = crate::helpers::tradelane_command()
            .args(["subscribers", "export", "--format", format, "--data-dir"])
            .arg(app.data_dir())
            .output()
            .unwrap();
        assert!(cli.status.success());
        assert_eq!(text.as_bytes(), cli.stdout, "{format}");
        assert!(text.contains("lan@example.vn"));
        assert!(
            !text.contains(&token_of(&app, "lan@example.vn")),
            "no token in the export"
        );
        if format == "csv" {
            assert!(text.starts_with('\u{feff}'));
            assert!(text.contains("'=cmd@example.com"), "formulas neutralised");
        }
    }

    let id = found["items"][0]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/admin/subscriptions/{id}");
    app.admin(Method::DELETE, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    app.admin(Method::DELETE, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NOT_FOUND);
    assert_eq!(app.count("subscriptions"), 2);
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "subscription.remove");
    assert_eq!(activity["items"][0]["detail"], "duc@congty.vn");
}

/// The refusal of a body that fails its schema speaks the language the body names, else the
/// request's (docs/decisions-spec.md §29: read from a typed peek before the check).
#[tokio::test]
async fn a_refusal_speaks_the_bodys_language_else_the_requests() {
    let app = spawn_app();
    for (accept, body, expected) in [
        (
            "vi",
            json!({"email": "a@b.vn", "language": "en"}),
            "Source (source)",
        ),
        (
            "en",
            json!({"email": "a@b.vn", "language": "vi"}),
            "Nguồn đăng ký (source)",
        ),
        (
            "vi",
            json!({"email": "a@b.vn", "language": "fr"}),
            "Ngôn ngữ (language)",
        ),
        (
            "en",
            json!({"email": "a@b.vn", "language": 5}),
            "Language (language)",
        ),
    ] {
        let resp = app
            .client
            .post("/api/subscriptions")
            .header("accept-language", accept)
            .body_json(&body)
            .send()
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let answer: Value = resp.json().await.value().deserialize();
        let error = answer["error"].as_str().unwrap();
        assert!(error.contains(expected), "{body} ({accept}): {error}");
    }
}
