//! docs/decisions-spec.md §13: sign-in that cannot be raced, cannot exhaust memory, cannot be turned against
//! the owner, and tells the owner (activity, e-mail) and fail2ban (log lines).

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{
    ORIGIN, OWNER_EMAIL, OWNER_PASSWORD, TestServer, spawn_app, spawn_app_with, tradelane_command,
    wait_for,
};
use crate::smtp_sink::SmtpSink;

/// The `tradelane_device=…` pair a sign-in answer set, if any.
fn device_cookie(resp: &poem::test::TestResponse) -> Option<String> {
    resp.0
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("tradelane_device="))
        .map(|v| v.split(';').next().unwrap().to_owned())
}

#[tokio::test]
async fn a_hundred_parallel_wrong_sign_ins_check_at_most_five() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    let passwords: Vec<String> = (0..100).map(|i| format!("wrong-guess-{i}")).collect();
    let guesses = passwords.iter().map(|p| app.sign_in_as(OWNER_EMAIL, p));
    let statuses: Vec<StatusCode> = futures_util::future::join_all(guesses)
        .await
        .iter()
        .map(|r| r.0.status())
        .collect();
    let checked = statuses
        .iter()
        .filter(|s| **s == StatusCode::UNAUTHORIZED)
        .count();
    assert!(checked <= 5, "{checked} passwords checked");
    assert!(
        statuses
            .iter()
            .all(|s| [StatusCode::UNAUTHORIZED, StatusCode::TOO_MANY_REQUESTS].contains(s)),
        "{statuses:?}"
    );
}

#[tokio::test]
async fn a_known_browser_signs_in_while_guesses_lock_the_address_and_the_account() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    let resp = app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD).await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let device = device_cookie(&resp).expect("a device cookie");
    let set = resp.0.headers().get_all("set-cookie").iter().count();
    assert_eq!(set, 2, "session and device");

    // An attacker's guesses lock the address and the account out...
    for _ in 0..5 {
        app.sign_in_as(OWNER_EMAIL, "a-wrong-guess-0000")
            .await
            .assert_status(StatusCode::UNAUTHORIZED);
    }
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::TOO_MANY_REQUESTS);
    // ...but not the browser the owner signed in with before.
    let sign_in = |password: &'static str| {
        app.client
            .post("/api/admin/session")
            .header("origin", ORIGIN)
            .header("cookie", device.clone())
            .body_json(&json!({"email": OWNER_EMAIL, "password": password}))
            .send()
    };
    let resp = sign_in(OWNER_PASSWORD).await;
    resp.assert_status(StatusCode::NO_CONTENT);
    assert_eq!(device_cookie(&resp), None, "already remembered");
    // That browser has an allowance of its own, which guesses through it use up.
    for _ in 0..5 {
        sign_in("a-wrong-guess-0000")
            .await
            .assert_status(StatusCode::UNAUTHORIZED);
    }
    sign_in(OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::TOO_MANY_REQUESTS);
    // A device cookie of another account, or a made-up one, counts as none.
    let forged = app
        .client
        .post("/api/admin/session")
        .header("origin", ORIGIN)
        .header("cookie", "tradelane_device=0000")
        .body_json(&json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD}))
        .send()
        .await;
    forged.assert_status(StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn wrong_current_passwords_count_and_weak_new_ones_are_refused() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    for (weak, lang, says) in [
        ("password1234", "vi", "dễ đoán"),
        ("aaaaaaaaaaaa", "en", "repeated"),
        ("owner-2024-password", "en", "account's name"),
    ] {
        let resp = app
            .client
            .put("/api/admin/password")
            .header("cookie", cookie.as_str())
            .header("origin", ORIGIN)
            .header("accept-language", lang)
            .body_json(&json!({"currentPassword": OWNER_PASSWORD, "newPassword": weak}))
            .send()
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let error = resp.json().await.value().deserialize::<Value>()["error"].to_string();
        assert!(error.contains(says), "{weak}: {error}");
    }
    let change = |current: &'static str| {
        app.admin(
            Method::PUT,
            "/api/admin/password",
            &cookie,
            Some(json!({"currentPassword": current, "newPassword": "mây-tàu-cà phê-17-biển"})),
        )
    };
    for _ in 0..5 {
        change("not-the-password-0")
            .await
            .assert_status(StatusCode::FORBIDDEN);
    }
    let resp = change(OWNER_PASSWORD).await;
    resp.assert_status(StatusCode::TOO_MANY_REQUESTS);
    assert!(resp.0.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn failures_show_in_the_activity_and_mail_the_account_at_most_hourly() {
    let sink = SmtpSink::start(0);
    let url = sink.url();
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
    });
    let cookie = app.signed_in().await;
    app.execute(
        "INSERT OR REPLACE INTO settings (key, value) VALUES ('email', 'hello@cuulong.example')",
    );
    for _ in 0..5 {
        app.sign_in_as(OWNER_EMAIL, "a-wrong-guess-0000").await;
    }
    // Unknown accounts are neither recorded nor mailed.
    app.sign_in_as("nobody@example.vn", "a-wrong-guess-0000")
        .await;
    sink.wait_for(1, Duration::from_secs(10)).await;
    // E-mails are queued in the request's own transaction: the notice rows, there once the
    // answer came, are every e-mail that will ever go.
    assert_eq!(app.count("notices"), 1);
    let mails: Vec<_> = sink.mails();
    assert_eq!(mails.len(), 1, "one e-mail an hour");
    assert_eq!(mails[0].to, [OWNER_EMAIL]);
    assert!(
        mails[0]
            .header("Subject")
            .unwrap()
            .contains("đăng nhập sai")
    );
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let actions: Vec<&str> = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions.iter().filter(|a| **a == "session.failed").count(),
        5
    );
    assert_eq!(
        actions.iter().filter(|a| **a == "session.locked").count(),
        1
    );
    assert!(!activity.to_string().contains("nobody@example.vn"));
}

/// Peak memory stays bounded under a burst of sign-ins from many addresses (each argon2
/// check holds ~19 MiB; they run at most one per core), and every refusal is logged with
/// the client and the account for fail2ban.
#[tokio::test]
async fn a_burst_from_many_addresses_keeps_memory_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let status = tradelane_command()
        .args(["admin", "create", "--email", OWNER_EMAIL, "--data-dir"])
        .arg(dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(format!("{OWNER_PASSWORD}\n").as_bytes())?;
            child.wait()
        })
        .unwrap();
    assert!(status.success());
    let server = TestServer::start(
        dir.path(),
        &["--trust-proxy", "--public-url", "http://127.0.0.1:8080"],
    );
    let peak = || -> u64 {
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", server.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    let before = peak();
    let account = |i: u32| match i {
        0 => OWNER_EMAIL.to_owned(),
        i => format!("visitor{i}@example.vn"),
    };
    let client = reqwest::Client::new();
    let burst = (0..200u32).map(|i| {
        client
            .post(server.url("/api/admin/session"))
            .header("origin", "http://127.0.0.1:8080")
            .header("content-type", "application/json")
            .header(
                "x-forwarded-for",
                format!("10.0.{}.{}", i / 250, i % 250 + 1),
            )
            // Other accounts (unknown ones cost a check too): the account lock-out cannot
            // be what bounds the burst, only the cap on checks at once.
            .body(json!({"email": account(i), "password": format!("guess-{i}")}).to_string())
            .send()
    });
    let answers = futures_util::future::join_all(burst).await;
    let statuses: Vec<u16> = answers
        .iter()
        .map(|r| r.as_ref().unwrap().status().as_u16())
        .collect();
    assert!(
        statuses.iter().all(|s| [401, 429].contains(s)),
        "{statuses:?}"
    );
    let grown_mib = (peak() - before) / 1024;
    assert!(grown_mib < 160, "peak memory grew by {grown_mib} MiB");
    wait_for(
        "a refusal in the log",
        Duration::from_secs(10),
        async || {
            server
                .log
                .lock()
                .unwrap()
                .iter()
                .any(|l| l.contains("sign-in refused: unknown account or wrong password"))
        },
    )
    .await;
    let log = server.log.lock().unwrap().join("\n");
    let refused = log
        .lines()
        .find(|l| l.contains("sign-in refused: unknown account or wrong password"))
        .expect("a refusal in the log");
    assert!(
        refused.contains("\"client\":\"10.0.") && refused.contains("\"account\":\""),
        "{refused}"
    );
    assert!(!log.contains("guess-1"), "no password in the log");
}
