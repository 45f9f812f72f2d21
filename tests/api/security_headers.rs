//! Issue: security headers on every answer; the app's CSP allows no inline script; Swagger UI
//! gets its own looser policy; HSTS only when the public URL is https.

use poem::test::TestResponse;

use crate::helpers::{header, spawn_app, spawn_app_with};

/// The directives of a policy, by name.
fn directives(csp: &str) -> Vec<(String, Vec<String>)> {
    csp.split(';')
        .filter(|d| !d.trim().is_empty())
        .map(|d| {
            let mut parts = d.split_whitespace().map(str::to_owned);
            (parts.next().unwrap(), parts.collect())
        })
        .collect()
}

fn directive(csp: &str, name: &str) -> Vec<String> {
    directives(csp)
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("{name} in {csp}"))
        .1
}

fn assert_common_headers(resp: &TestResponse, what: &str) {
    assert_eq!(
        header(resp, "x-content-type-options").as_deref(),
        Some("nosniff"),
        "{what}"
    );
    assert_eq!(
        header(resp, "x-frame-options").as_deref(),
        Some("DENY"),
        "{what}"
    );
    assert_eq!(
        header(resp, "referrer-policy").as_deref(),
        Some("strict-origin-when-cross-origin"),
        "{what}"
    );
    let permissions = header(resp, "permissions-policy").unwrap_or_default();
    for feature in ["camera=()", "microphone=()", "geolocation=()"] {
        assert!(permissions.contains(feature), "{what}: {permissions}");
    }
    assert!(
        header(resp, "strict-transport-security").is_none(),
        "{what}: http"
    );
}

fn assert_app_policy(resp: &TestResponse, what: &str) {
    let csp = header(resp, "content-security-policy").unwrap_or_else(|| panic!("{what}"));
    assert_eq!(
        directive(&csp, "script-src"),
        ["'self'"],
        "{what}: no inline script"
    );
    assert_eq!(directive(&csp, "default-src"), ["'self'"]);
    assert_eq!(directive(&csp, "img-src"), ["'self'", "data:"]);
    assert_eq!(directive(&csp, "connect-src"), ["'self'"]);
    assert_eq!(directive(&csp, "font-src"), ["'self'"]);
    assert_eq!(directive(&csp, "frame-ancestors"), ["'none'"]);
    assert_eq!(directive(&csp, "base-uri"), ["'self'"]);
    assert_eq!(directive(&csp, "form-action"), ["'self'"]);
    assert_eq!(directive(&csp, "object-src"), ["'none'"]);
    assert!(!directive(&csp, "style-src").is_empty());
    assert!(!csp.contains("unsafe-eval") && !csp.contains('*'), "{csp}");
}

#[tokio::test]
async fn app_pages_assets_and_api_answers_carry_the_headers() {
    let app = spawn_app();
    let page = app.client.get("/").send().await;
    page.assert_status_is_ok();
    assert_common_headers(&page, "/");
    assert_app_policy(&page, "/");
    let html = page.0.into_body().into_string().await.unwrap();
    let script = html
        .split("src=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_owned();

    for path in [
        "/services",
        "/no-such-page",
        script.as_str(),
        "/favicon.svg",
        "/api/services",
        "/api/health",
        "/api/nope",
        "/api/openapi.json",
    ] {
        let resp = app.client.get(path).send().await;
        assert_common_headers(&resp, path);
        assert_app_policy(&resp, path);
    }

    let resp = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body("{")
        .send()
        .await;
    resp.assert_status(poem::http::StatusCode::BAD_REQUEST);
    assert_common_headers(&resp, "POST /api/contact");
    assert_app_policy(&resp, "POST /api/contact");
}

/// The CSP forbids inline script: the built app must not need any. JSON-LD, the settings'
/// JSON data block and the server render's data block are not scripts and are allowed. The
/// one inline style is the app's stylesheet (docs/decisions-spec.md §28), allowed by its hash
/// and nothing wider.
#[tokio::test]
async fn the_built_app_has_no_inline_script_and_only_its_hashed_stylesheet() {
    use base64::Engine as _;
    use sha2::{Digest, Sha256};

    let app = spawn_app();
    let resp = app.client.get("/").send().await;
    resp.assert_status_is_ok();
    let csp = header(&resp, "content-security-policy").unwrap();
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(
        html.contains("id=\"tradelane-data\""),
        "the page is rendered in the server"
    );
    for tag in html.split("<script").skip(1) {
        let open = tag.split('>').next().unwrap();
        assert!(
            open.contains("src=\"/")
                || open.contains("application/ld+json")
                || open.contains("id=\"tradelane-settings\" type=\"application/json\"")
                || open.contains("id=\"tradelane-data\" type=\"application/json\""),
            "inline script: <script{open}>"
        );
    }
    let styles: Vec<&str> = html
        .split("<style>")
        .skip(1)
        .map(|tag| tag.split("</style>").next().unwrap())
        .collect();
    assert_eq!(styles.len(), 1, "the stylesheet, once");
    assert_eq!(html.matches("<style").count(), 1, "no other inline <style>");
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(styles[0]));
    assert_eq!(
        directive(&csp, "style-src"),
        ["'self'".to_owned(), format!("'sha256-{hash}'")]
    );
    assert!(!html.contains(" style=\""), "inline style attribute");
    for handler in ["onload=", "onerror=", "onclick="] {
        assert!(!html.contains(handler), "inline event handler {handler}");
    }
}

#[tokio::test]
async fn swagger_ui_gets_its_own_looser_policy() {
    let app = spawn_app();
    let resp = app.client.get("/api/docs").send().await;
    resp.assert_status_is_ok();
    assert_common_headers(&resp, "/api/docs");
    let csp = header(&resp, "content-security-policy").unwrap();
    assert!(directive(&csp, "script-src").contains(&"'unsafe-inline'".to_owned()));
    assert!(directive(&csp, "style-src").contains(&"'unsafe-inline'".to_owned()));
    assert_eq!(
        directive(&csp, "connect-src"),
        ["'self'"],
        "still nothing from elsewhere"
    );
    assert_eq!(directive(&csp, "frame-ancestors"), ["'none'"]);

    // Only there: the document itself and the app keep the strict policy.
    let resp = app.client.get("/api/openapi.json").send().await;
    assert_app_policy(&resp, "/api/openapi.json");
    let resp = app.client.get("/api/docsx").send().await;
    assert_app_policy(&resp, "/api/docsx");
}

#[tokio::test]
async fn hsts_only_when_the_public_url_is_https() {
    let app = spawn_app_with(|s| {
        s.contact_rate_limit = 0;
        s.public_url = "https://tradelane.example".into();
    });
    for path in ["/", "/api/services", "/api/docs", "/nowhere"] {
        let resp = app.client.get(path).send().await;
        let hsts = header(&resp, "strict-transport-security").unwrap_or_default();
        assert!(hsts.starts_with("max-age="), "{path}: {hsts}");
        let age: u64 = hsts["max-age=".len()..]
            .split(';')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(age >= 31_536_000, "at least a year: {age}");
    }
}
