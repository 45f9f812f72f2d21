use serde_json::Value;

use crate::helpers::spawn_app;

/// The committed openapi.json is what the frontend's types come from: it must be the
/// server's own document. Regenerate both with `npm run gen:api`.
#[test]
fn committed_openapi_json_matches_the_server() {
    let committed: Value =
        serde_json::from_str(include_str!("../../openapi.json")).expect("openapi.json parses");
    let served: Value = serde_json::from_str(&tradelane::startup::openapi_document()).unwrap();
    assert!(
        committed == served,
        "openapi.json is out of date: run `npm run gen:api` and commit the result"
    );
}

#[tokio::test]
async fn document_and_swagger_ui_are_served() {
    let app = spawn_app();
    let resp = app.client.get("/api/openapi.json").send().await;
    resp.assert_status_is_ok();
    let doc: Value = resp.json().await.value().deserialize();
    let paths = doc["paths"].as_object().unwrap();
    for path in [
        "/services",
        "/industries",
        "/case-studies",
        "/blog-posts",
        "/testimonials",
        "/contact",
        "/health",
    ] {
        assert!(paths.contains_key(path), "{path} documented");
    }

    let resp = app.client.get("/api/docs").send().await;
    resp.assert_status_is_ok();
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(html.contains("swagger"), "Swagger UI page");
    // Offline: the UI's script and styles are inlined, nothing comes from another host.
    assert!(!html.contains("src=\"http"), "no remote script");
    assert!(!html.contains("href=\"http"), "no remote stylesheet");
    // It shows the served document, with what poem-openapi alone cannot write.
    assert!(
        html.contains(&tradelane::startup::openapi_document()),
        "the finished document"
    );
    assert!(html.contains("\"additionalProperties\": false"));
}

#[test]
fn the_owners_bodies_refuse_unknown_keys_and_the_document_says_so() {
    let doc: Value = serde_json::from_str(&tradelane::startup::openapi_document()).unwrap();
    let schemas = &doc["components"]["schemas"];
    for body in [
        "SignInRequest",
        "PasswordChange",
        "AdminSettingsInput",
        "EnquiryPatch",
        "TestMailRequest",
    ] {
        assert_eq!(schemas[body]["additionalProperties"], false, "{body}");
    }
    // The public bodies ignore unknown fields, and say nothing against them.
    for body in ["ContactRequest", "SubscriptionRequest"] {
        assert!(
            schemas[body].get("additionalProperties").is_none(),
            "{body}"
        );
    }
    assert_eq!(schemas["EnquiryPatch"]["minProperties"], 1);
    assert!(!doc.to_string().contains("tradelane:closed"));
}
