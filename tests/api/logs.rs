//! The log: one JSON line per request reaches stderr soon (it is buffered for a moment), and
//! a warning or error is written at once, so it survives a crash right after it.

use std::time::Duration;

use crate::helpers::{TestServer, enquiry, wait_until};

/// Waits up to `within` for a log line that `matches`; returns it, parsed.
fn wait_for_line(
    server: &TestServer,
    within: Duration,
    matches: impl Fn(&serde_json::Value) -> bool,
) -> Option<serde_json::Value> {
    let mut found = None;
    wait_until("the log line", within, || {
        found = server
            .log
            .lock()
            .unwrap()
            .iter()
            .map(|line| serde_json::from_str::<serde_json::Value>(line).expect("a JSON line"))
            .find(|entry| matches(entry));
        found.is_some()
    });
    found
}

#[tokio::test]
async fn each_request_is_logged_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &[]);
    let resp = reqwest::get(server.url("/api/services?lang=en"))
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);

    let line = wait_for_line(&server, Duration::from_secs(1), |entry| {
        entry["target"] == "tradelane::http" && entry["fields"]["path"] == "/api/services"
    })
    .expect("the request line within a second");
    assert_eq!(line["level"], "INFO");
    assert_eq!(line["fields"]["method"], "GET");
    assert_eq!(line["fields"]["status"], 200);
    assert!(line["fields"]["duration_ms"].as_f64().unwrap() >= 0.0);
}

#[tokio::test]
async fn a_warning_reaches_stderr_before_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = TestServer::start(dir.path(), &["--contact-rate-limit", "0"]);
    let mut body = enquiry("honeypot");
    body["website"] = "http://spam.example".into();
    let resp = server.post_json("/api/contact", &body).await;
    assert_eq!(resp.status(), 201);
    // Nothing gets flushed later: the warning must already be out.
    server.kill();

    let warning = wait_for_line(&server, Duration::from_secs(2), |entry| {
        entry["fields"]["message"] == "enquiry filled the honeypot field; stored as spam"
    });
    assert_eq!(
        warning.expect("the warning survives kill -9")["level"],
        "WARN"
    );
}
