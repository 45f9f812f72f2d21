//! docs/decisions-spec.md §13: every `/api` error is `{"error"}` JSON, and on `/api/admin` the 401 comes
//! before anything reads the path: an odd path tells a stranger nothing but "sign in".

use poem::http::{Method, StatusCode};
use serde_json::Value;

use crate::helpers::{ORIGIN, TestApp, spawn_app};

/// Paths no router expects: bytes that are not UTF-8 once decoded, numbers out of range,
/// NUL, dot segments, unknown lists.
const ODD_PATHS: [&str; 16] = [
    "/api/admin/enquiries/%ff",
    "/api/admin/enquiries/%c3%28",
    "/api/admin/enquiries/99999999999999999999999",
    "/api/admin/enquiries/-1",
    "/api/admin/enquiries/1%00",
    "/api/admin/enquiries?status=%ff",
    "/api/admin/subscriptions/%ff",
    "/api/admin/content/services/%ff",
    "/api/admin/content/%ff",
    "/api/admin/pages/%ff",
    "/api/admin/media/%ff",
    "/api/admin/activity?limit=%ff",
    "/api/admin/%2e%2e/health",
    "/api/admin/nothing-here",
    "/api/admin/",
    "/api/admin",
];

async fn answer(
    app: &TestApp,
    method: Method,
    path: &str,
    cookie: Option<&str>,
) -> (StatusCode, String, Value) {
    let mut request = app
        .client
        .request(method.clone(), path)
        .header("origin", ORIGIN);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    let resp = request.send().await;
    let status = resp.0.status();
    let content_type = resp
        .0
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let body = resp.0.into_body().into_vec().await.unwrap();
    let json = serde_json::from_slice(&body).unwrap_or_else(|_| {
        panic!(
            "{method} {path}: {status} {content_type} is not JSON: {}",
            String::from_utf8_lossy(&body)
        )
    });
    (status, content_type, json)
}

#[tokio::test]
async fn odd_admin_paths_answer_401_first_then_json_errors() {
    let app = spawn_app();
    for path in ODD_PATHS {
        let (status, content_type, body) = answer(&app, Method::GET, path, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "GET {path}: {body}");
        assert!(content_type.starts_with("application/json"), "{path}");
        assert!(body["error"].is_string(), "GET {path}: {body}");
        // Other methods: "sign in", or "not here" for a method a documented path does not
        // take (as with a session); never anything that read the path further.
        for method in [Method::DELETE, Method::PATCH] {
            let (status, _, body) = answer(&app, method.clone(), path, None).await;
            assert!(
                [StatusCode::UNAUTHORIZED, StatusCode::METHOD_NOT_ALLOWED].contains(&status),
                "{method} {path}: {status} {body}"
            );
            assert!(body["error"].is_string(), "{method} {path}: {body}");
        }
    }
    // A path that cannot be decoded is not a documented one: 401 whatever the method.
    let (status, _, _) = answer(&app, Method::DELETE, ODD_PATHS[0], None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let cookie = app.signed_in().await;
    for path in ODD_PATHS {
        for method in [Method::GET, Method::DELETE, Method::PATCH] {
            let (status, content_type, body) =
                answer(&app, method.clone(), path, Some(&cookie)).await;
            assert!(status.is_client_error(), "{method} {path}: {status} {body}");
            assert!(content_type.starts_with("application/json"), "{path}");
            assert!(body["error"].is_string(), "{method} {path}: {body}");
        }
    }
    // The one path of the list that names a real list with a bad id: 400, as for any id.
    let (status, _, body) = answer(&app, Method::GET, ODD_PATHS[0], Some(&cookie)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}

#[tokio::test]
async fn odd_public_api_paths_answer_json_errors() {
    let app = spawn_app();
    for path in [
        "/api/pages/%ff",
        "/api/pages/%c3%28",
        "/api/services/%ff",
        "/api/blog-posts/%ff",
        "/api/subscriptions/unsubscribe?token=%ff",
        "/api/%ff",
        "/api/nothing/%00",
    ] {
        let (status, content_type, body) = answer(&app, Method::GET, path, None).await;
        assert!(status.is_client_error(), "{path}: {status} {body}");
        assert!(content_type.starts_with("application/json"), "{path}");
        assert!(body["error"].is_string(), "{path}: {body}");
    }
}
