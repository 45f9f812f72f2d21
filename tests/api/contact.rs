use poem::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

fn valid() -> Value {
    json!({
        "name": "Nguyễn Thị Lan",
        "email": "lan.nguyen@example.vn",
        "company": "Công ty TNHH Xuất khẩu Thủy sản Cửu Long",
        "phone": "+84 90 123 4567",
        "message": "Chúng tôi cần tư vấn vận chuyển container lạnh từ Cát Lái đi Rotterdam.",
        "preferredLanguage": "vi"
    })
}

async fn post(app: &TestApp, body: &Value) -> (StatusCode, Value) {
    let resp = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body(serde_json::to_vec(body).unwrap())
        .send()
        .await;
    let status = resp.0.status();
    let json: Value = resp.json().await.value().deserialize();
    (status, json)
}

#[tokio::test]
async fn a_valid_enquiry_is_stored_before_the_201() {
    let app = spawn_app();
    let (status, body) = post(&app, &valid()).await;
    assert_eq!(status, StatusCode::CREATED);
    let id = body["id"].as_str().unwrap().to_owned();
    // Time-ordered ids (v7): consecutive enquiries append to the primary-key index.
    assert_eq!(uuid::Uuid::parse_str(&id).unwrap().get_version_num(), 7);
    assert!(body["message"].as_str().unwrap().contains("Cảm ơn"));

    let conn = app.pool.get().unwrap();
    let (name, lang, status): (String, String, String) = conn
        .query_row(
            "SELECT name, preferred_language, status FROM contact_submissions WHERE id = ?1",
            [&id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(name, "Nguyễn Thị Lan");
    assert_eq!(lang, "vi");
    assert_eq!(status, "new");
}

#[tokio::test]
async fn the_thank_you_follows_the_enquiry_language() {
    let app = spawn_app();
    let mut body = valid();
    body["preferredLanguage"] = json!("en");
    let (status, answer) = post(&app, &body).await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(answer["message"].as_str().unwrap().starts_with("Thank you"));
}

#[tokio::test]
async fn bad_enquiries_get_a_400_naming_the_field_in_their_language() {
    let app = spawn_app();
    let cases: Vec<(&str, Value, &str, &str)> = vec![
        ("name", json!(null), "Họ và tên", "Full name"),
        ("name", json!("   "), "Họ và tên", "Full name"),
        ("email", json!(""), "Email", "Email"),
        (
            "email",
            json!("not-an-email"),
            "Email không hợp lệ",
            "Invalid email",
        ),
        ("company", json!(" "), "Tên công ty", "Company"),
        ("message", json!(""), "Nội dung tin nhắn", "Message"),
        ("name", json!("a".repeat(201)), "200", "200"),
        ("company", json!("c".repeat(201)), "200", "200"),
        (
            "email",
            json!(format!("{}@example.com", "a".repeat(250))),
            "Email",
            "Email",
        ),
        ("phone", json!("9".repeat(51)), "Số điện thoại", "Phone"),
        ("message", json!("ư".repeat(5001)), "5000", "5000"),
        ("name", json!(42), "Họ và tên", "Full name"),
    ];
    for (field, value, vi, en) in cases {
        for (lang, expected) in [("vi", vi), ("en", en)] {
            let mut body = valid();
            body["preferredLanguage"] = json!(lang);
            if value.is_null() {
                body.as_object_mut().unwrap().remove(field);
            } else {
                body[field] = value.clone();
            }
            let (status, answer) = post(&app, &body).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{field}={value} ({lang})");
            let error = answer["error"].as_str().unwrap();
            assert!(error.contains(expected), "{field} ({lang}): {error}");
        }
    }
    assert_eq!(app.count("contact_submissions"), 0, "nothing stored");
}

#[tokio::test]
async fn an_unknown_language_is_refused_in_vietnamese() {
    let app = spawn_app();
    let mut body = valid();
    body["preferredLanguage"] = json!("fr");
    let (status, answer) = post(&app, &body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(answer["error"].as_str().unwrap().contains("Ngôn ngữ"));
}

#[tokio::test]
async fn malformed_json_wrong_type_and_oversized_bodies() {
    let app = spawn_app();
    let resp = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body("{\"name\": ")
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let answer: Value = resp.json().await.value().deserialize();
    assert!(answer["error"].as_str().unwrap().contains("JSON"));

    let resp = app
        .client
        .post("/api/contact")
        .content_type("text/plain")
        .body(serde_json::to_vec(&valid()).unwrap())
        .send()
        .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let answer: Value = resp.json().await.value().deserialize();
    assert!(answer["error"].is_string());

    let resp = app
        .client
        .post("/api/contact")
        .body(serde_json::to_vec(&valid()).unwrap())
        .send()
        .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);

    let mut huge = valid();
    huge["message"] = json!("x".repeat(40 * 1024));
    let resp = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body(serde_json::to_vec(&huge).unwrap())
        .send()
        .await;
    resp.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
    let answer: Value = resp.json().await.value().deserialize();
    assert!(answer["error"].is_string());
    assert_eq!(app.count("contact_submissions"), 0);
}

#[tokio::test]
async fn errors_outside_the_body_follow_accept_language() {
    let app = spawn_app();
    let resp = app
        .client
        .post("/api/contact")
        .header("accept-language", "en-US,en;q=0.9")
        .content_type("application/json")
        .body("[")
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let answer: Value = resp.json().await.value().deserialize();
    assert_eq!(answer["error"], "The request body is not valid JSON.");
}

#[tokio::test]
async fn the_honeypot_is_answered_201_and_kept_as_spam() {
    let app = spawn_app();
    let status_of = |id: String| {
        let conn = app.pool.get().unwrap();
        conn.query_row(
            "SELECT status FROM contact_submissions WHERE id = ?1",
            [id],
            |r| r.get::<_, String>(0),
        )
        .unwrap()
    };
    for (website, expected) in [
        (json!("https://cheap-seo.example"), "spam"),
        (json!(1), "spam"),
        (json!({ "url": "x" }), "spam"),
        (json!(""), "new"),
        (json!("   "), "new"),
        (json!(null), "new"),
    ] {
        let mut body = valid();
        body["website"] = website.clone();
        let (status, answer) = post(&app, &body).await;
        assert_eq!(status, StatusCode::CREATED, "{website}");
        assert!(answer["message"].as_str().unwrap().contains("Cảm ơn"));
        let id = answer["id"].as_str().unwrap().to_owned();
        assert_eq!(status_of(id), expected, "{website}");
    }
}

#[tokio::test]
async fn unknown_fields_are_ignored() {
    let app = spawn_app();
    let mut body = valid();
    body["newsletter"] = json!(true);
    body["nested"] = json!({ "deep": [1, 2, { "x": null }] });
    let (status, _) = post(&app, &body).await;
    assert_eq!(status, StatusCode::CREATED);
}
