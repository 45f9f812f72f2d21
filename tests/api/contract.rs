//! The document's promises that schemathesis (scripts/contract-test.sh) also checks, kept
//! here so that `cargo test` alone catches a regression: 405 with `Allow`, HEAD wherever
//! GET is, optional fields absent rather than null, the contact constraints as documented.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{enquiry, spawn_app};

#[tokio::test]
async fn a_wrong_method_gets_405_with_allow() {
    let app = spawn_app();
    for (method, path, allow) in [
        (Method::DELETE, "/api/services", "GET, HEAD"),
        (Method::PUT, "/api/health", "GET, HEAD"),
        (Method::GET, "/api/contact", "POST"),
        (Method::OPTIONS, "/api/blog-posts", "GET, HEAD"),
        (Method::POST, "/api/openapi.json", "GET, HEAD"),
    ] {
        let resp = app.client.request(method.clone(), path).send().await;
        resp.assert_status(StatusCode::METHOD_NOT_ALLOWED);
        resp.assert_header("allow", allow);
        let body: Value = resp.json().await.value().deserialize();
        assert!(body["error"].is_string(), "{method} {path}");
    }
    // The owner's paths alike (from the site's origin; with or without a session, the
    // method is refused before the session is looked at).
    let cookie = app.signed_in().await;
    for (method, path, allow) in [
        (Method::PUT, "/api/admin/enquiries", "GET, HEAD"),
        (Method::POST, "/api/admin/settings", "GET, HEAD, PUT"),
        (Method::GET, "/api/admin/password", "PUT"),
        (Method::GET, "/api/admin/notices/test", "POST"),
        (
            Method::PATCH,
            "/api/admin/session",
            "GET, HEAD, POST, DELETE",
        ),
        (
            Method::TRACE,
            "/api/admin/enquiries/some-id",
            "GET, HEAD, PATCH, DELETE",
        ),
    ] {
        for cookie in [cookie.as_str(), ""] {
            let resp = app.admin(method.clone(), path, cookie, None).await;
            resp.assert_status(StatusCode::METHOD_NOT_ALLOWED);
            resp.assert_header("allow", allow);
        }
    }
    // From another origin, a method that changes things is refused first (403), whatever
    // the path takes: nothing about the owner's API is told to a foreign page.
    let resp = app
        .client
        .request(Method::DELETE, "/api/admin/enquiries")
        .header("origin", "https://evil.example")
        .send()
        .await;
    resp.assert_status(StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn head_is_answered_wherever_get_is() {
    let app = spawn_app();
    // The owner's endpoints too: HEAD answers what GET answers, without the body.
    let cookie = app.signed_in().await;
    let doc: Value = serde_json::from_str(&tradelane::startup::openapi_document()).unwrap();
    for (path, item) in doc["paths"].as_object().unwrap() {
        if item.get("get").is_none() {
            continue;
        }
        // Path parameters get a value that names nothing (a 404 for GET and HEAD alike).
        let path = regex_free_params(path);
        let get = app
            .admin(Method::GET, &format!("/api{path}"), &cookie, None)
            .await;
        let head = app
            .admin(Method::HEAD, &format!("/api{path}"), &cookie, None)
            .await;
        assert_eq!(head.0.status(), get.0.status(), "HEAD {path}");
        if !path.contains("unknown") && !path.contains("export") {
            assert_eq!(get.0.status(), StatusCode::OK, "GET {path}");
        }
        let body = head.0.into_body().into_bytes().await.unwrap();
        assert!(body.is_empty(), "HEAD {path} has no body");
    }
}

/// `/a/{id}/b` → `/a/unknown/b`.
fn regex_free_params(path: &str) -> String {
    path.split('/')
        .map(|part| {
            if part.starts_with('{') {
                "unknown"
            } else {
                part
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[tokio::test]
async fn optional_fields_are_absent_not_null() {
    let app = spawn_app();
    for path in ["/api/case-studies", "/api/blog-posts", "/api/testimonials"] {
        let text = app.get_text(path).await;
        assert!(!text.contains(":null"), "{path} sends null");
    }
}

#[tokio::test]
async fn the_contact_constraints_are_the_documented_ones() {
    let app = spawn_app();
    let send = |body: Value| {
        let client = &app.client;
        async move {
            client
                .post("/api/contact")
                .body_json(&body)
                .send()
                .await
                .0
                .status()
        }
    };
    let with = |key: &str, value: Value| {
        let mut body = enquiry("contract");
        body[key] = value;
        body
    };
    // The document's maxLength counts the text as sent, spaces included.
    assert_eq!(send(with("name", json!("a".repeat(200)))).await, 201);
    assert_eq!(
        send(with("name", json!(format!("{} ", "a".repeat(200))))).await,
        400
    );
    // Not blank: White_Space only is refused; U+FEFF is not white space.
    assert_eq!(send(with("company", json!("\u{a0}\u{3000}\t"))).await, 400);
    assert_eq!(send(with("company", json!("\u{feff}"))).await, 201);
    // format: email allows no surrounding spaces; the enum is exactly vi or en.
    assert_eq!(send(with("email", json!(" an@example.vn"))).await, 400);
    assert_eq!(send(with("preferredLanguage", json!(" vi"))).await, 400);
    assert_eq!(send(with("preferredLanguage", json!("en"))).await, 201);
    // Nullable optional fields.
    assert_eq!(send(with("phone", Value::Null)).await, 201);
    assert_eq!(send(with("website", Value::Null)).await, 201);

    let doc: Value = serde_json::from_str(&tradelane::startup::openapi_document()).unwrap();
    let schema = &doc["components"]["schemas"]["ContactRequest"]["properties"];
    assert_eq!(schema["name"]["maxLength"], 200);
    assert_eq!(schema["email"]["format"], "email");
    assert_eq!(schema["phone"]["nullable"], true);
    assert_eq!(
        doc["components"]["schemas"]["PreferredLanguage"]["enum"],
        json!(["vi", "en"])
    );
}
