//! docs/decisions-spec.md §7: the owner's sessions. Every admin call needs one; state changes need the site's
//! origin; sign-in tells nothing about which accounts exist; failures lock out; sessions end
//! on sign-out and expire.

use std::time::{Duration, Instant};

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{
    ORIGIN, OWNER_EMAIL, OWNER_PASSWORD, session_cookie, spawn_app, spawn_app_with,
};

/// Every owner endpoint with a request it accepts when signed in.
fn admin_endpoints() -> Vec<(Method, &'static str, Option<Value>)> {
    vec![
        (Method::GET, "/api/admin/session", None),
        (Method::DELETE, "/api/admin/session", None),
        (Method::DELETE, "/api/admin/sessions", None),
        (
            Method::PUT,
            "/api/admin/password",
            Some(json!({"currentPassword": OWNER_PASSWORD, "newPassword": "another-long-one-2"})),
        ),
        (Method::GET, "/api/admin/settings", None),
        (Method::PUT, "/api/admin/settings", Some(json!({}))),
        (Method::GET, "/api/admin/enquiries", None),
        (Method::GET, "/api/admin/enquiries/export?format=csv", None),
        (Method::GET, "/api/admin/enquiries/some-id", None),
        (
            Method::PATCH,
            "/api/admin/enquiries/some-id",
            Some(json!({"status": "closed"})),
        ),
        (Method::GET, "/api/admin/subscriptions", None),
        (
            Method::GET,
            "/api/admin/subscriptions/export?format=json",
            None,
        ),
        (Method::DELETE, "/api/admin/subscriptions/some-id", None),
        (Method::GET, "/api/admin/notices", None),
        (Method::POST, "/api/admin/notices/test", Some(json!({}))),
        (Method::GET, "/api/admin/activity", None),
    ]
}

#[tokio::test]
async fn every_admin_endpoint_answers_401_without_a_session() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    for (method, path, body) in admin_endpoints() {
        for cookie in [None, Some("tradelane_session=not-a-session")] {
            let mut req = app
                .client
                .request(method.clone(), path)
                .header("origin", ORIGIN)
                .header("accept-language", "en");
            if let Some(cookie) = cookie {
                req = req.header("cookie", cookie);
            }
            if let Some(body) = &body {
                req = req.body_json(body);
            }
            let resp = req.send().await;
            resp.assert_status(StatusCode::UNAUTHORIZED);
            let body: Value = resp.json().await.value().deserialize();
            assert_eq!(
                body,
                json!({"error": "Please sign in to continue."}),
                "{method} {path}"
            );
        }
    }
    // The document lists them under the cookie scheme.
    let doc: Value = serde_json::from_str(&tradelane::startup::openapi_document()).unwrap();
    assert_eq!(
        doc["components"]["securitySchemes"]["session"]["in"],
        "cookie"
    );
    for (method, path, _) in admin_endpoints() {
        let path = path.trim_start_matches("/api").split('?').next().unwrap();
        let path = path.replace("some-id", "{id}");
        let op = &doc["paths"][&path][method.as_str().to_ascii_lowercase()];
        // The scopes name the roles besides owner (docs/decisions-spec.md §25).
        assert!(
            op["security"][0]["session"].is_array(),
            "{method} {path}: {}",
            op["security"]
        );
        assert_eq!(op["tags"], json!(["Admin"]), "{method} {path}");
    }
}

#[tokio::test]
async fn state_changes_from_another_origin_or_none_are_refused() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    for (method, path, body) in admin_endpoints() {
        if method == Method::GET {
            continue;
        }
        for (origin, host) in [
            (Some(("origin", "https://evil.example")), None),
            (Some(("origin", "null")), None),
            (Some(("referer", "https://evil.example/admin")), None),
            (None, None),
            // A forged `Host` equal to the forged `Origin` is still another site
            // (docs/decisions-spec.md §21: only the public URL counts).
            (
                Some(("origin", "http://evil.example")),
                Some("evil.example"),
            ),
            (
                Some(("origin", "http://localhost:8080")),
                Some("localhost:8080"),
            ),
        ] {
            let mut req = app
                .client
                .request(method.clone(), path)
                .header("cookie", &cookie)
                .header("accept-language", "vi");
            if let Some((name, value)) = origin {
                req = req.header(name, value);
            }
            if let Some(host) = host {
                req = req.header("host", host);
            }
            if let Some(body) = &body {
                req = req.body_json(body);
            }
            let resp = req.send().await;
            resp.assert_status(StatusCode::FORBIDDEN);
            let body: Value = resp.json().await.value().deserialize();
            assert!(
                body["error"].as_str().unwrap().contains("trang quản trị"),
                "{body}"
            );
        }
    }
    // The same origin through Referer is fine; so is the sign-in from the site.
    let resp = app
        .client
        .delete("/api/admin/session")
        .header("cookie", &cookie)
        .header("referer", format!("{ORIGIN}/admin/account"))
        .send()
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    // Sign-in itself is a state change.
    let resp = app
        .client
        .post("/api/admin/session")
        .header("origin", "https://evil.example")
        .body_json(&json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD}))
        .send()
        .await;
    resp.assert_status(StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn sign_in_sets_a_strict_http_only_cookie_and_the_session_answers() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    let resp = app
        .client
        .post("/api/admin/session")
        .header("origin", ORIGIN)
        .body_json(
            &json!({"email": "Owner@Example.VN", "password": OWNER_PASSWORD, "language": "en"}),
        )
        .send()
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let set_cookie = resp.0.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(set_cookie.starts_with("tradelane_session="), "{set_cookie}");
    assert!(set_cookie.contains("; HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("; SameSite=Strict"), "{set_cookie}");
    assert!(set_cookie.contains("; Path=/"), "{set_cookie}");
    assert!(!set_cookie.contains("Max-Age"), "{set_cookie}");
    assert!(!set_cookie.contains("Secure"), "plain http: {set_cookie}");
    let token = set_cookie.split(';').next().unwrap()["tradelane_session=".len()..].to_owned();
    assert_eq!(token.len(), 64, "256 bits as hex");

    let cookie = session_cookie(&resp);
    let resp = app
        .admin(Method::GET, "/api/admin/session", &cookie, None)
        .await;
    resp.assert_header("cache-control", "no-store");
    let me = app.admin_json("/api/admin/session", &cookie).await;
    assert_eq!(
        me,
        json!({"email": OWNER_EMAIL, "language": "en", "role": "owner", "twoStepRequired": false})
    );
    // Only the token's hash is stored.
    let stored: String = app
        .pool
        .get()
        .unwrap()
        .query_row("SELECT token_hash FROM owner_sessions", [], |r| r.get(0))
        .unwrap();
    assert_ne!(stored, token);
    assert_eq!(stored.len(), 64);
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "session.signin");
    assert_eq!(activity["items"][0]["actor"], OWNER_EMAIL);
}

#[tokio::test]
async fn on_https_the_cookie_is_secure_and_host_prefixed() {
    let app = spawn_app_with(|s| {
        s.contact_rate_limit = 0;
        s.public_url = "https://tradelane.example".into();
    });
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    let resp = app
        .client
        .post("/api/admin/session")
        .header("origin", "https://tradelane.example")
        .body_json(&json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD}))
        .send()
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let set_cookie = resp.0.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(
        set_cookie.starts_with("__Host-tradelane_session="),
        "{set_cookie}"
    );
    assert!(set_cookie.contains("; Secure"), "{set_cookie}");
    let cookie = session_cookie(&resp);
    let resp = app
        .client
        .get("/api/admin/session")
        .header("cookie", &cookie)
        .send()
        .await;
    resp.assert_status_is_ok();
    // The unprefixed name is not accepted there.
    let plain = cookie.replace("__Host-", "");
    let resp = app
        .client
        .get("/api/admin/session")
        .header("cookie", plain)
        .send()
        .await;
    resp.assert_status(StatusCode::UNAUTHORIZED);
}

async fn timed_sign_in(
    app: &crate::helpers::TestApp,
    email: &str,
    password: &str,
) -> (StatusCode, Value, Duration) {
    let start = Instant::now();
    let resp = app
        .client
        .post("/api/admin/session")
        .header("origin", ORIGIN)
        .header("accept-language", "en")
        .body_json(&json!({"email": email, "password": password}))
        .send()
        .await;
    let elapsed = start.elapsed();
    let status = resp.0.status();
    (status, resp.json().await.value().deserialize(), elapsed)
}

#[tokio::test]
async fn wrong_password_and_unknown_account_get_the_same_answer_in_the_same_time() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    let mut wrong = Vec::new();
    let mut unknown = Vec::new();
    for i in 0..2 {
        let (status, body, time) =
            timed_sign_in(&app, OWNER_EMAIL, &format!("wrong-password-{i}")).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(body, json!({"error": "Wrong e-mail address or password."}));
        wrong.push(time);
        let (status, body, time) =
            timed_sign_in(&app, &format!("nobody{i}@example.vn"), "whatever-password").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(body, json!({"error": "Wrong e-mail address or password."}));
        unknown.push(time);
    }
    // Both run one argon2 verification: the unknown account is not answered much faster
    // (without the dummy verification it would take about a hundredth of the time).
    let (w, u) = (wrong.iter().min().unwrap(), unknown.iter().min().unwrap());
    assert!(
        u.as_secs_f64() > w.as_secs_f64() * 0.25,
        "unknown {u:?} vs wrong password {w:?}"
    );
    assert_eq!(app.count("owner_sessions"), 0);
}

#[tokio::test]
async fn malformed_sign_ins_are_refused_in_the_callers_language() {
    let app = spawn_app();
    for (content_type, body, status, text) in [
        ("application/json", "{", StatusCode::BAD_REQUEST, "JSON"),
        (
            "application/json",
            "{\"email\": \"a@b.vn\"}",
            StatusCode::BAD_REQUEST,
            "password",
        ),
        (
            "application/json",
            "{\"email\": 1, \"password\": \"x\"}",
            StatusCode::BAD_REQUEST,
            "Email",
        ),
        (
            "text/plain",
            "email=a",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "JSON",
        ),
        // As the document declares: the address as sent and valid, a password of at most
        // 1,024 characters, the language `vi` or `en`, no null, no unknown key.
        (
            "application/json",
            "{\"email\": \" a@b.vn\", \"password\": \"x\"}",
            StatusCode::BAD_REQUEST,
            "Invalid email",
        ),
        (
            "application/json",
            "{\"email\": \"a@localhost\", \"password\": \"x\"}",
            StatusCode::BAD_REQUEST,
            "Invalid email",
        ),
        (
            "application/json",
            &format!(
                "{{\"email\": \"a@b.vn\", \"password\": \"{}\"}}",
                "x".repeat(1025)
            ),
            StatusCode::BAD_REQUEST,
            "1024",
        ),
        (
            "application/json",
            "{\"email\": \"a@b.vn\", \"password\": \"x\", \"language\": \"\"}",
            StatusCode::BAD_REQUEST,
            "language",
        ),
        (
            "application/json",
            "{\"email\": \"a@b.vn\", \"password\": \"x\", \"language\": null}",
            StatusCode::BAD_REQUEST,
            "language",
        ),
        (
            "application/json",
            "{\"email\": \"a@b.vn\", \"password\": \"x\", \"remember\": true}",
            StatusCode::BAD_REQUEST,
            "remember",
        ),
    ] {
        let resp = app
            .client
            .post("/api/admin/session")
            .header("origin", ORIGIN)
            .header("accept-language", "en")
            .content_type(content_type)
            .body(body.to_owned())
            .send()
            .await;
        resp.assert_status(status);
        let error: Value = resp.json().await.value().deserialize();
        assert!(
            error["error"].as_str().unwrap().contains(text),
            "{body}: {error}"
        );
    }
}

#[tokio::test]
async fn five_failures_lock_out_the_account_and_the_address_with_retry_after() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    app.create_owner("second@example.vn", OWNER_PASSWORD);
    for _ in 0..5 {
        let (status, _, _) = timed_sign_in(&app, OWNER_EMAIL, "wrong-password-x").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    // The right password no longer helps for 15 minutes.
    let resp = app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD).await;
    resp.assert_status(StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = resp.0.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((14 * 60..=15 * 60).contains(&retry), "{retry}");
    let body: Value = resp.json().await.value().deserialize();
    assert!(body["error"].as_str().unwrap().contains("phút"), "{body}");
    // The address is locked out as well (all in-process requests share one): another
    // account from it too.
    let resp = app.sign_in_as("second@example.vn", OWNER_PASSWORD).await;
    resp.assert_status(StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.count("owner_sessions"), 0);
}

#[tokio::test]
async fn sign_out_ends_the_session_on_the_server() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let resp = app
        .admin(Method::DELETE, "/api/admin/session", &cookie, None)
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let cleared = resp.0.headers()["set-cookie"].to_str().unwrap();
    assert!(cleared.contains("Max-Age=0"), "{cleared}");
    assert_eq!(app.count("owner_sessions"), 0);
    // The old cookie, replayed, is worth nothing.
    let resp = app
        .admin(Method::GET, "/api/admin/session", &cookie, None)
        .await;
    resp.assert_status(StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn sign_out_everywhere_and_a_new_password_end_other_sessions() {
    let app = spawn_app();
    let first = app.signed_in().await;
    let second = session_cookie(&app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD).await);
    let third = session_cookie(&app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD).await);

    // Password: wrong current, too short, then right. Only the other sessions end.
    let change = |current: &str, new: &str| json!({"currentPassword": current, "newPassword": new});
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/password",
            &first,
            Some(change("not-the-password", "a-new-long-password")),
        )
        .await;
    // A valid request the owner is refused: 403, said in the owner's language.
    resp.assert_status(StatusCode::FORBIDDEN);
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(body, json!({"error": "Mật khẩu hiện tại không đúng."}));
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/password",
            &first,
            Some(change("", "a-new-long-password")),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/password",
            &first,
            Some(change(OWNER_PASSWORD, "short")),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let body: Value = resp.json().await.value().deserialize();
    assert!(body["error"].as_str().unwrap().contains("12"), "{body}");
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/password",
            &first,
            Some(change(OWNER_PASSWORD, "a-new-long-password")),
        )
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    app.admin(Method::GET, "/api/admin/session", &first, None)
        .await
        .assert_status_is_ok();
    app.admin(Method::GET, "/api/admin/session", &second, None)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
    let fourth = session_cookie(&app.sign_in_as(OWNER_EMAIL, "a-new-long-password").await);

    let resp = app
        .admin(Method::DELETE, "/api/admin/sessions", &fourth, None)
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    for cookie in [&first, &third, &fourth] {
        app.admin(Method::GET, "/api/admin/session", cookie, None)
            .await
            .assert_status(StatusCode::UNAUTHORIZED);
    }
    let fifth = session_cookie(&app.sign_in_as(OWNER_EMAIL, "a-new-long-password").await);
    let activity = app.admin_json("/api/admin/activity", &fifth).await;
    let actions: Vec<&str> = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert!(actions.contains(&"owner.password"), "{actions:?}");
    assert!(actions.contains(&"owner.signout_all"), "{actions:?}");
    // No secret in the activity list.
    let text = activity.to_string();
    assert!(!text.contains(OWNER_PASSWORD) && !text.contains("a-new-long-password"));
}

#[tokio::test]
async fn sessions_expire_after_7_idle_days_or_30_days_in_all() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    app.admin(Method::GET, "/api/admin/session", &cookie, None)
        .await
        .assert_status_is_ok();

    // Six idle days: still alive, and using it counts as activity.
    app.execute(
        "UPDATE owner_sessions SET last_seen_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-6 days')",
    );
    app.admin(Method::GET, "/api/admin/session", &cookie, None)
        .await
        .assert_status_is_ok();
    let fresh: bool = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT last_seen_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute') FROM owner_sessions",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(fresh, "use moves last_seen_at");

    // Seven idle days: over.
    app.execute(
        "UPDATE owner_sessions SET last_seen_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 days', '-1 minute')",
    );
    app.admin(Method::GET, "/api/admin/session", &cookie, None)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);

    // Used every day, but signed in 30 days ago: over too.
    let cookie = session_cookie(&app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD).await);
    app.execute(
        "UPDATE owner_sessions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days', '-1 minute'),
                                   last_seen_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
    );
    app.admin(Method::GET, "/api/admin/session", &cookie, None)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn public_requests_never_read_the_session_store() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // With the sessions table gone, public pages and API still answer, admin calls do not.
    app.execute("ALTER TABLE owner_sessions RENAME TO owner_sessions_gone");
    for path in ["/", "/contact", "/api/settings", "/api/services", "/admin"] {
        let resp = app.client.get(path).header("cookie", &cookie).send().await;
        resp.assert_status_is_ok();
    }
    let resp = app
        .admin(Method::GET, "/api/admin/session", &cookie, None)
        .await;
    resp.assert_status(StatusCode::INTERNAL_SERVER_ERROR);
}

/// A sign-in's refusal speaks the language the body chooses, else the request's.
#[tokio::test]
async fn a_sign_in_is_refused_in_the_language_the_body_chooses() {
    let app = spawn_app();
    for (accept, language, expected) in [
        ("en", json!("vi"), "Vui lòng nhập email và mật khẩu."),
        (
            "vi",
            json!("en"),
            "Please enter your e-mail address and password.",
        ),
        ("vi", json!("fr"), "Vui lòng nhập email và mật khẩu."),
    ] {
        let resp = app
            .client
            .post("/api/admin/session")
            .header("origin", ORIGIN)
            .header("accept-language", accept)
            .body_json(&json!({"email": "a@b.vn", "language": language}))
            .send()
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let answer: Value = resp.json().await.value().deserialize();
        assert_eq!(answer["error"], expected, "{language} ({accept})");
    }
}
