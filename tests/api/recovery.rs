//! docs/decisions-spec.md §13: a forgotten password is recovered by e-mail, and a second factor (TOTP with
//! recovery codes) can be turned on, used and turned off — against a local SMTP server.

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use totp_rs::{Algorithm, Secret, TOTP};

use crate::helpers::{ORIGIN, OWNER_EMAIL, OWNER_PASSWORD, TestApp, spawn_app_with, wait_for};
use crate::smtp_sink::SmtpSink;

fn app_with_mail(sink: &SmtpSink) -> TestApp {
    let url = sink.url();
    spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
    })
}

async fn post(app: &TestApp, path: &str, body: Value) -> (StatusCode, Value) {
    let resp = app
        .client
        .post(path)
        .header("origin", ORIGIN)
        .body_json(&body)
        .send()
        .await;
    let status = resp.0.status();
    let text = resp.0.into_body().into_string().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_forgotten_password_is_reset_by_e_mail_once() {
    let sink = SmtpSink::start(0);
    let app = app_with_mail(&sink);
    let cookie = app.signed_in().await;
    app.execute(
        "INSERT OR REPLACE INTO settings (key, value) VALUES ('email', 'hello@cuulong.example')",
    );

    // The same answer for an unknown address, and nothing sent.
    let (status, _) = post(
        &app,
        "/api/admin/password-reset",
        json!({"email": "nobody@example.vn"}),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let (status, _) = post(
        &app,
        "/api/admin/password-reset",
        json!({"email": OWNER_EMAIL}),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    // A second ask within two minutes sends nothing more.
    post(
        &app,
        "/api/admin/password-reset",
        json!({"email": OWNER_EMAIL}),
    )
    .await;
    let mails = sink.wait_for(1, Duration::from_secs(10)).await;
    // E-mails are queued in the request's own transaction: the notice rows, there once the
    // answer came, are every e-mail that will ever go.
    assert_eq!(app.count("notices"), 1);
    assert_eq!(sink.mails().len(), 1);
    assert_eq!(mails[0].to, [OWNER_EMAIL]);
    let body = mails[0].body();
    let link = body
        .split_whitespace()
        .find(|w| w.contains("/admin/reset-password?token="))
        .expect("a link");
    let token = link.split("token=").nth(1).unwrap().to_owned();
    // Stored hashed only; the outbox forgets the token once sent (it marks the notice sent
    // just after the mail server took it: wait for that, not only for the mail).
    assert_eq!(app.count("password_resets"), 1);
    wait_for(
        "the reset notice marked sent",
        Duration::from_secs(10),
        async || {
            app.pool
                .get()
                .unwrap()
                .query_row(
                    "SELECT count(*) FROM notices WHERE state = 'sent'",
                    [],
                    |r| r.get::<_, i64>(0),
                )
                .unwrap()
                == 1
        },
    )
    .await;
    let conn = app.pool.get().unwrap();
    let stored: Vec<String> = conn
        .prepare("SELECT token_hash FROM password_resets UNION ALL SELECT coalesce(secret, '') FROM notices")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(stored.iter().all(|s| !s.contains(&token)), "{stored:?}");
    drop(conn);

    // A weak password is refused (and the token is not used up by it).
    let (status, _) = post(
        &app,
        "/api/admin/password-reset/confirm",
        json!({"token": token, "password": "password1234"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = post(
        &app,
        "/api/admin/password-reset/confirm",
        json!({"token": token, "password": "mây-tàu-cà phê-17-biển"}),
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    // Every session ended; the new password works, the old one not; the link is used up.
    app.admin(Method::GET, "/api/admin/session", &cookie, None)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
    app.sign_in_as(OWNER_EMAIL, "mây-tàu-cà phê-17-biển")
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let (status, body) = post(
        &app,
        "/api/admin/password-reset/confirm",
        json!({"token": token, "password": "another-fine-horse-battery-9"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["error"].as_str().unwrap().contains("hết hạn"),
        "{body}"
    );
    // An expired link is refused too.
    app.execute(
        "UPDATE password_resets SET used_at = NULL, expires_at = '2000-01-01T00:00:00.000Z'",
    );
    let (status, body) = post(
        &app,
        "/api/admin/password-reset/confirm",
        json!({"token": token, "password": "another-fine-horse-battery-9"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}

fn code_of(secret: &str, offset_steps: i64) -> String {
    let totp = TOTP::new(
        Algorithm::SHA1,
        6,
        1,
        30,
        Secret::Encoded(secret.to_owned()).to_bytes().unwrap(),
        None,
        String::new(),
    )
    .unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    totp.generate(now.saturating_add_signed(offset_steps * 30))
}

#[tokio::test]
async fn two_step_sign_in_is_turned_on_used_with_codes_and_turned_off() {
    let sink = SmtpSink::start(0);
    let app = app_with_mail(&sink);
    let cookie = app.signed_in().await;
    assert_eq!(
        app.admin_json("/api/admin/totp", &cookie).await["enabled"],
        false
    );
    let resp = app
        .admin(Method::POST, "/api/admin/totp", &cookie, None)
        .await;
    resp.assert_status_is_ok();
    let setup: Value = resp.json().await.value().deserialize();
    let secret = setup["secret"].as_str().unwrap().to_owned();
    assert!(
        setup["otpauthUrl"]
            .as_str()
            .unwrap()
            .starts_with("otpauth://totp/")
    );
    // Not on until a code confirms it.
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/totp/confirm",
            &cookie,
            Some(json!({"code": "000000"})),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/totp/confirm",
            &cookie,
            Some(json!({"code": code_of(&secret, -1)})),
        )
        .await;
    resp.assert_status_is_ok();
    let codes: Value = resp.json().await.value().deserialize();
    let codes: Vec<String> = codes["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(codes.len(), 10);
    app.admin(Method::POST, "/api/admin/totp", &cookie, None)
        .await
        .assert_status(StatusCode::CONFLICT);

    // The password alone is not enough now.
    let (status, body) = post(
        &app,
        "/api/admin/session",
        json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD}),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["secondFactor"], "totp");
    // A wrong code is refused; a good one signs in; the same code twice does not.
    let with =
        |code: String| json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD, "code": code});
    let (status, body) = post(&app, "/api/admin/session", with("123456".into())).await;
    assert_eq!(
        (status, &body["secondFactor"]),
        (StatusCode::UNAUTHORIZED, &json!("totp"))
    );
    let code = code_of(&secret, 0);
    let (status, _) = post(&app, "/api/admin/session", with(code.clone())).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = post(&app, "/api/admin/session", with(code)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "a code is used once");
    // ...and the owner is told it was used, not that it is wrong (§23).
    let said = body["error"].as_str().unwrap_or_default();
    assert!(said.contains("vừa được dùng"), "{said}");
    // A recovery code works once, in any case and with spaces.
    let spaced = codes[0].to_uppercase().replace('-', " - ");
    let (status, _) = post(&app, "/api/admin/session", with(spaced.clone())).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = post(&app, "/api/admin/session", with(spaced)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // Turned off with a recovery code; then the password alone is enough again.
    let resp = app
        .admin(
            Method::DELETE,
            "/api/admin/totp",
            &cookie,
            Some(json!({"code": codes[1]})),
        )
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let activity = app
        .admin_json("/api/admin/activity", &cookie)
        .await
        .to_string();
    assert!(activity.contains("owner.totp_on") && activity.contains("owner.totp_off"));
    assert!(!activity.contains(&secret));
}

/// `tradelane admin reset-totp` turns it off for an owner who lost the phone.
#[tokio::test]
async fn the_command_line_turns_two_step_sign_in_off() {
    let sink = SmtpSink::start(0);
    let app = app_with_mail(&sink);
    let cookie = app.signed_in().await;
    let resp = app
        .admin(Method::POST, "/api/admin/totp", &cookie, None)
        .await;
    let setup: Value = resp.json().await.value().deserialize();
    let code = code_of(setup["secret"].as_str().unwrap(), 0);
    app.admin(
        Method::POST,
        "/api/admin/totp/confirm",
        &cookie,
        Some(json!({"code": code})),
    )
    .await
    .assert_status_is_ok();
    let out = crate::helpers::tradelane_command()
        .args(["admin", "reset-totp", "--email", OWNER_EMAIL, "--data-dir"])
        .arg(app.data_dir())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn turning_two_step_off_is_locked_out_after_five_wrong_codes() {
    let sink = SmtpSink::start(0);
    let app = app_with_mail(&sink);
    let cookie = app.signed_in().await;
    let resp = app
        .admin(Method::POST, "/api/admin/totp", &cookie, None)
        .await;
    let setup: Value = resp.json().await.value().deserialize();
    let secret = setup["secret"].as_str().unwrap().to_owned();
    app.admin(
        Method::POST,
        "/api/admin/totp/confirm",
        &cookie,
        Some(json!({"code": code_of(&secret, 0)})),
    )
    .await
    .assert_status_is_ok();

    // A stolen session guesses: five wrong codes are refused one by one...
    for guess in ["000000", "111111", "222222", "333333", "444444"] {
        let resp = app
            .admin(
                Method::DELETE,
                "/api/admin/totp",
                &cookie,
                Some(json!({"code": guess})),
            )
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
    }
    // ...then even the right code waits, as a sign-in would.
    for code in [code_of(&secret, 0), "555555".to_owned()] {
        let resp = app
            .admin(
                Method::DELETE,
                "/api/admin/totp",
                &cookie,
                Some(json!({"code": code})),
            )
            .await;
        resp.assert_status(StatusCode::TOO_MANY_REQUESTS);
        let wait: u64 = crate::helpers::header(&resp, "retry-after")
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=15 * 60).contains(&wait), "{wait}");
        let body: Value = resp.json().await.value().deserialize();
        assert!(body["error"].is_string());
    }
    assert_eq!(
        app.admin_json("/api/admin/totp", &cookie).await["enabled"],
        true,
        "the second factor stays"
    );
    // The same lock-out as signing in: the account is locked there too.
    app.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD)
        .await
        .assert_status(StatusCode::TOO_MANY_REQUESTS);
    let activity = app
        .admin_json("/api/admin/activity", &cookie)
        .await
        .to_string();
    assert!(activity.contains("session.locked"), "{activity}");
}
