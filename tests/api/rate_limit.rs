//! Issue: 5 enquiries a minute per client address in bursts of 3 by default; 429 with
//! Retry-After in the enquiry's language; X-Forwarded-For only with --trust-proxy; 0 = off.

use poem::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, TestServer, enquiry, spawn_app_with};

async fn post(
    app: &TestApp,
    body: &Value,
    headers: &[(&str, &str)],
) -> (StatusCode, Option<u64>, Value) {
    let mut req = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body(serde_json::to_vec(body).unwrap());
    for (name, value) in headers {
        req = req.header(*name, *value);
    }
    let resp = req.send().await;
    let status = resp.0.status();
    let retry_after = resp
        .0
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().parse().expect("Retry-After in seconds"));
    let json: Value = resp.json().await.value().deserialize();
    (status, retry_after, json)
}

#[tokio::test]
async fn by_default_a_burst_of_3_passes_and_the_6th_in_a_minute_is_429() {
    let app = spawn_app_with(|_| {});
    let mut statuses = Vec::new();
    let mut last = None;
    for i in 0..6 {
        let (status, retry_after, body) = post(&app, &enquiry(&i.to_string()), &[]).await;
        statuses.push(status.as_u16());
        last = Some((retry_after, body));
    }
    assert_eq!(statuses, [201, 201, 201, 429, 429, 429]);
    let (retry_after, body) = last.unwrap();
    let secs = retry_after.expect("a Retry-After header");
    assert!((1..=12).contains(&secs), "one enquiry every 12 s: {secs}");
    let error = body["error"].as_str().unwrap();
    assert!(error.contains("quá nhiều"), "{error}");
    assert!(error.contains(&secs.to_string()), "{error}");
    assert_eq!(
        app.count("contact_submissions"),
        3,
        "refused ones are not stored"
    );
}

#[tokio::test]
async fn the_429_speaks_the_enquiry_language() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 1);
    let (status, ..) = post(&app, &enquiry("first"), &[]).await;
    assert_eq!(status, StatusCode::CREATED);

    let mut english = enquiry("en");
    english["preferredLanguage"] = json!("en");
    let (status, retry_after, body) = post(&app, &english, &[("accept-language", "vi")]).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(retry_after.unwrap() >= 1);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("You have sent too many enquiries"),
        "{body}"
    );

    let (_, _, body) = post(&app, &enquiry("vi"), &[("accept-language", "en")]).await;
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("Bạn đã gửi quá nhiều")
    );
}

#[tokio::test]
async fn refused_enquiries_use_up_none_of_the_limit() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 1);
    // A visitor's mistakes, each answered for what it is, even over the limit...
    for _ in 0..3 {
        let mut no_email = enquiry("mistake");
        no_email["email"] = json!("not-an-address");
        let (status, retry_after, body) = post(&app, &no_email, &[]).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(retry_after.is_none());
    }
    let resp = app
        .client
        .post("/api/contact")
        .header("accept-language", "en-GB,en;q=0.8")
        .content_type("application/json")
        .body("{not json")
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let resp = app
        .client
        .post("/api/contact")
        .content_type("text/plain")
        .body("hello")
        .send()
        .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);

    // ...and the corrected enquiry is still accepted; only then is the allowance spent.
    let (status, ..) = post(&app, &enquiry("corrected"), &[]).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, ..) = post(&app, &enquiry("again"), &[]).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn x_forwarded_for_is_ignored_without_trust_proxy() {
    let app = spawn_app_with(|_| {});
    let mut statuses = Vec::new();
    for i in 0..4 {
        let ip = format!("203.0.113.{i}");
        let (status, ..) = post(&app, &enquiry(&ip), &[("x-forwarded-for", &ip)]).await;
        statuses.push(status.as_u16());
    }
    assert_eq!(
        statuses,
        [201, 201, 201, 429],
        "one client, whatever it claims"
    );
}

#[tokio::test]
async fn x_forwarded_for_is_honoured_with_trust_proxy() {
    let app = spawn_app_with(|s| s.trust_proxy = true);
    for i in 0..10 {
        let ip = format!("203.0.113.{i}");
        let (status, ..) = post(&app, &enquiry(&ip), &[("x-forwarded-for", &ip)]).await;
        assert_eq!(status, StatusCode::CREATED, "{ip}");
    }
    // The proxy appends the address it saw: that last entry is the client, not the first.
    let mut statuses = Vec::new();
    for i in 0..4 {
        let chain = format!("10.9.8.{i}, 198.51.100.7");
        let (status, ..) = post(&app, &enquiry("chain"), &[("x-forwarded-for", &chain)]).await;
        statuses.push(status.as_u16());
    }
    assert_eq!(statuses, [201, 201, 201, 429]);
}

#[tokio::test]
async fn zero_turns_the_limit_off() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 0);
    for i in 0..20 {
        let (status, ..) = post(&app, &enquiry(&i.to_string()), &[]).await;
        assert_eq!(status, StatusCode::CREATED);
    }
}

/// The real binary counts the real peer address; the limit and --trust-proxy come from the
/// environment as documented.
#[tokio::test]
async fn the_binary_reads_the_limit_and_trust_proxy_from_its_environment() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start_with_env(
        dir.path(),
        &[],
        &[
            ("TRADELANE_CONTACT_RATE_LIMIT", "1"),
            ("TRADELANE_TRUST_PROXY", "true"),
        ],
    );
    let client = reqwest::Client::new();
    let send = |xff: &'static str| {
        client
            .post(server.url("/api/contact"))
            .header("content-type", "application/json")
            .header("x-forwarded-for", xff)
            .body(serde_json::to_vec(&enquiry(xff)).unwrap())
            .send()
    };
    assert_eq!(send("192.0.2.1").await.unwrap().status(), 201);
    assert_eq!(send("192.0.2.2").await.unwrap().status(), 201);
    let refused = send("192.0.2.1").await.unwrap();
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn the_binary_limits_by_peer_address_with_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &["--contact-rate-limit", "2"]);
    let client = reqwest::Client::new();
    let mut statuses = Vec::new();
    for i in 0..3 {
        let resp = client
            .post(server.url("/api/contact"))
            .header("content-type", "application/json")
            .header("x-forwarded-for", format!("192.0.2.{i}"))
            .body(serde_json::to_vec(&enquiry("peer")).unwrap())
            .send()
            .await
            .unwrap();
        statuses.push(resp.status().as_u16());
    }
    assert_eq!(statuses, [201, 201, 429]);
}
