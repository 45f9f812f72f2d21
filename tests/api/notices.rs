//! docs/decisions-spec.md §7: e-mail notices. Queued with the enquiry, delivered over SMTP with every field
//! and the console link, retried while the SMTP server is away, never lost to a crash.

use std::time::{Duration, Instant};

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{OWNER_EMAIL, TestApp, TestServer, enquiry, spawn_app_with};
use crate::smtp_sink::{Auth, SmtpSink, free_port};

/// An app whose settings send notices to two addresses over `smtp_url`.
pub async fn app_sending_to(smtp_url: &str) -> (TestApp, String) {
    let url = smtp_url.to_owned();
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
    });
    let cookie = app.signed_in().await;
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["notifyTo"] = json!([OWNER_EMAIL, "sales@example.vn"]);
    settings["email"] = json!("hello@cuulong.example");
    settings["companyName"] = json!("Cửu Long Logistics");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(settings))
        .await
        .assert_status_is_ok();
    (app, cookie)
}

async fn notices(app: &TestApp, cookie: &str) -> Vec<Value> {
    app.admin_json("/api/admin/notices", cookie).await["items"]
        .as_array()
        .unwrap()
        .clone()
}

/// The notices once all are in `state`.
async fn notices_in(app: &TestApp, cookie: &str, state: &str) -> Vec<Value> {
    let mut list = Vec::new();
    crate::helpers::wait_for(
        &format!("every notice {state}"),
        Duration::from_secs(10),
        async || {
            list = notices(app, cookie).await;
            !list.is_empty() && list.iter().all(|n| n["state"] == state)
        },
    )
    .await;
    list
}

/// The notices once each has met a refusal.
pub async fn notices_refused(app: &TestApp, cookie: &str) -> Vec<Value> {
    let mut list = Vec::new();
    crate::helpers::wait_for(
        "every notice refused",
        Duration::from_secs(10),
        async || {
            list = notices(app, cookie).await;
            !list.is_empty() && list.iter().all(|n| n["lastError"].is_string())
        },
    )
    .await;
    list
}

#[tokio::test]
async fn a_notice_with_every_field_reaches_each_recipient_in_their_language() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    // The owner reads the console in English: their notice is in English.
    app.execute(&format!(
        "UPDATE owners SET language = 'en' WHERE email = '{OWNER_EMAIL}'"
    ));
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&enquiry("42"))
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    let id = resp.json().await.value().deserialize::<Value>()["id"]
        .as_str()
        .unwrap()
        .to_owned();

    let mails = sink.wait_for(2, Duration::from_secs(10)).await;
    let to_owner = mails
        .iter()
        .find(|m| m.to == [OWNER_EMAIL])
        .expect("the owner's notice");
    let to_sales = mails
        .iter()
        .find(|m| m.to == ["sales@example.vn"])
        .expect("sales' notice");
    assert_eq!(
        to_owner.header("Subject").unwrap(),
        "New enquiry: Trần Minh Đức 42 (Công ty Cổ phần Logistics Sài Gòn)"
    );
    assert_eq!(
        to_sales.header("Subject").unwrap(),
        "Yêu cầu tư vấn mới: Trần Minh Đức 42 (Công ty Cổ phần Logistics Sài Gòn)"
    );
    assert_eq!(
        to_owner.from, "<hello@cuulong.example>",
        "the envelope sender"
    );
    let from = to_owner.header("From").unwrap();
    assert!(
        from.contains("Cửu Long Logistics") && from.contains("<hello@cuulong.example>"),
        "{from}"
    );
    assert!(
        to_owner
            .header("Reply-To")
            .unwrap()
            .contains("duc.tran@example.vn")
    );
    let body = to_sales.body();
    for field in [
        "Trần Minh Đức 42",
        "duc.tran@example.vn",
        "Công ty Cổ phần Logistics Sài Gòn",
        "+84 28 3822 1234",
        "Yêu cầu báo giá vận chuyển số 42: 2 container 40' lạnh, Cát Lái → Hamburg.",
        "Tiếng Việt",
        &format!("http://127.0.0.1:8080/admin/enquiries/{id}"),
    ] {
        assert!(body.contains(field), "{field} in:\n{body}");
    }
    assert!(to_owner.body().contains("Open it in the console"));

    // The delivery state shows, on the enquiry and in the list.
    let sent = notices_in(&app, &cookie, "sent").await;
    assert_eq!(sent.len(), 2);
    for notice in &sent {
        assert_eq!(notice["state"], "sent", "{notice}");
        assert_eq!(notice["kind"], "enquiry");
        assert_eq!(notice["enquiryId"], id.as_str());
        assert_eq!(notice["attempts"], 1);
        assert!(notice["sentAt"].is_string());
        assert!(notice.get("lastError").is_none());
    }
    let detail = app
        .admin_json(&format!("/api/admin/enquiries/{id}"), &cookie)
        .await;
    assert_eq!(detail["notices"].as_array().unwrap().len(), 2);

    // Spam is not announced.
    let mut spam = enquiry("spam");
    spam["website"] = json!("http://spam.example");
    app.client
        .post("/api/contact")
        .body_json(&spam)
        .send()
        .await
        .assert_status(StatusCode::CREATED);
    // E-mails are queued in the request's own transaction: the notice rows, there once the
    // answer came, are every e-mail that will ever go.
    assert_eq!(app.count("notices"), 2);
    assert_eq!(sink.mails().len(), 2);
}

#[tokio::test]
async fn with_the_smtp_server_down_the_enquiry_is_stored_at_once_and_the_notice_follows() {
    let port = free_port();
    let (app, cookie) = app_sending_to(&format!("smtp://127.0.0.1:{port}")).await;
    let start = Instant::now();
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&enquiry("down"))
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );

    // Tried, refused, waiting to try again.
    let state = notices_in(&app, &cookie, "retrying").await;
    for notice in &state {
        assert_eq!(notice["state"], "retrying", "{notice}");
        assert!(
            notice["lastError"]
                .as_str()
                .unwrap()
                .to_lowercase()
                .contains("connection"),
            "{notice}"
        );
    }

    let sink = SmtpSink::start(port);
    let mails = sink.wait_for(2, Duration::from_secs(15)).await;
    assert!(
        mails
            .iter()
            .all(|m| m.body().contains("Trần Minh Đức down"))
    );
    for notice in notices_in(&app, &cookie, "sent").await {
        assert_eq!(notice["state"], "sent", "{notice}");
        assert!(notice["attempts"].as_i64().unwrap() >= 2);
    }
}

/// `POST /api/admin/notices/test` with `body`: its status and answer.
async fn send_test_mail(app: &TestApp, cookie: &str, body: Value) -> (StatusCode, Value) {
    let resp = app
        .admin(Method::POST, "/api/admin/notices/test", cookie, Some(body))
        .await;
    let status = resp.0.status();
    (status, resp.json().await.value().deserialize())
}

#[tokio::test]
async fn a_test_email_goes_to_the_recipients_and_needs_smtp() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    let (status, _) = send_test_mail(&app, &cookie, json!({"to": "boss@example.vn"})).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let mails = sink.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails[0].to, ["boss@example.vn"]);
    assert_eq!(
        mails[0].header("Subject").unwrap(),
        "Thư thử từ Cửu Long Logistics"
    );
    let (status, _) = send_test_mail(&app, &cookie, json!({})).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    sink.wait_for(3, Duration::from_secs(10)).await;
    // Taken as sent (the document says `format: email`): valid, no spaces around, no null.
    for to in [
        json!("nope"),
        json!(" boss@example.vn "),
        json!(""),
        Value::Null,
    ] {
        let (status, _) = send_test_mail(&app, &cookie, json!({ "to": to })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{to}");
    }
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "mail.test");

    // Without any SMTP URL: 409 (a valid request the settings do not allow yet), nothing
    // queued; likewise without `to` and without recipients.
    let app = spawn_app_with(|s| s.contact_rate_limit = 0);
    let cookie = app.signed_in().await;
    let (status, body) = send_test_mail(&app, &cookie, json!({"to": "boss@example.vn"})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(body["error"].as_str().unwrap().contains("SMTP"), "{body}");
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let settings = settings.as_object_mut().unwrap();
    settings.remove("smtpConfigured");
    settings.remove("smtpFromEnv");
    settings.insert("smtpUrl".into(), json!("smtp://127.0.0.1:9"));
    settings.insert("notifyTo".into(), json!([]));
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/settings",
            &cookie,
            Some(Value::Object(settings.clone())),
        )
        .await;
    resp.assert_status_is_ok();
    let (status, body) = send_test_mail(&app, &cookie, json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(
        body["error"].as_str().unwrap().contains("người nhận"),
        "{body}"
    );
    assert_eq!(app.count("notices"), 0);
}

#[tokio::test]
async fn the_smtp_password_never_shows_in_a_notice_or_the_log() {
    // A server that refuses the password, echoing it back (some do).
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        use std::io::{BufRead, BufReader, Write};
        for stream in listener.incoming().flatten() {
            let mut out = stream.try_clone().unwrap();
            let mut lines = BufReader::new(stream);
            let _ = out.write_all(b"220 x ESMTP\r\n");
            let mut line = String::new();
            while lines.read_line(&mut line).unwrap_or(0) > 0 {
                let reply: &[u8] = if line.starts_with("EHLO") {
                    b"250-x\r\n250 AUTH PLAIN LOGIN\r\n"
                } else if line.starts_with("AUTH") {
                    b"535 5.7.8 bad credentials for s3cret-Pa55\r\n"
                } else {
                    b"250 OK\r\n"
                };
                let _ = out.write_all(reply);
                line.clear();
            }
        }
    });
    let (app, cookie) =
        app_sending_to(&format!("smtp://mailer:s3cret-Pa55@127.0.0.1:{port}")).await;
    app.client
        .post("/api/contact")
        .body_json(&enquiry("pw"))
        .send()
        .await
        .assert_status(StatusCode::CREATED);
    let list = notices_refused(&app, &cookie).await;
    // 535 is the owner's to mend: the notice waits for the settings, never given up.
    for notice in &list {
        assert_eq!(notice["state"], "retrying", "{notice}");
        assert_eq!(notice["errorKind"], "authFailed", "{notice}");
        let error = notice["lastError"].as_str().unwrap();
        assert!(error.contains("535"), "{error}");
        assert!(!error.contains("s3cret"), "{error}");
    }
}

/// A server that echoes the AUTH exchange in its refusal: the base64 forms of the
/// credentials never reach a notice either (the same text goes to the log).
#[tokio::test]
async fn the_auth_strings_an_smtp_server_echoes_are_redacted() {
    for auth in [Auth::Plain, Auth::Login] {
        let sink = SmtpSink::refusing_auth(auth);
        let url = format!("smtp://mailer:s3cret-Pa55@127.0.0.1:{}", sink.port);
        let (app, cookie) = app_sending_to(&url).await;
        app.client
            .post("/api/contact")
            .body_json(&enquiry("auth"))
            .send()
            .await
            .assert_status(StatusCode::CREATED);
        let list = notices_refused(&app, &cookie).await;
        assert!(!list.is_empty(), "{auth:?}");
        for notice in &list {
            assert_eq!(notice["state"], "retrying", "{auth:?}: {notice}");
            let error = notice["lastError"].as_str().unwrap();
            assert!(error.contains("535") && error.contains("***"), "{error}");
            // base64 of "\0mailer\0s3cret-Pa55", "s3cret-Pa55" and "mailer".
            for secret in [
                "s3cret",
                "AG1haWxlcgBzM2NyZXQtUGE1NQ",
                "czNjcmV0LVBhNTU",
                "bWFpbGVy",
            ] {
                assert!(!error.contains(secret), "{auth:?}: {error}");
            }
        }
    }
}

/// kill -9 after the enquiry's commit and before its notice could go out; the restarted
/// server delivers it.
#[tokio::test]
async fn a_notice_survives_kill_9_and_is_sent_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let pool = tradelane::kernel::db::open(&dir.path().join("tradelane.db")).unwrap();
        pool.get()
            .unwrap()
            .execute(
                "INSERT INTO settings (key, value) VALUES ('notifyTo', '[\"owner@example.vn\"]')",
                [],
            )
            .unwrap();
    }
    let port = free_port();
    let smtp = format!("smtp://127.0.0.1:{port}");
    let env = [("TRADELANE_MAIL_RETRY_UNIT_MS", "100")];
    let mut server = TestServer::start_with_env(dir.path(), &["--smtp-url", &smtp], &env);
    let start = Instant::now();
    let resp = server.post_json("/api/contact", &enquiry("crash")).await;
    assert_eq!(resp.status(), 201);
    assert!(start.elapsed() < Duration::from_secs(2));
    let state = || -> (String, i64) {
        let conn = rusqlite::Connection::open(dir.path().join("tradelane.db")).unwrap();
        conn.query_row("SELECT state, attempts FROM notices", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap()
    };
    // The SMTP server is down: the first attempt fails.
    crate::helpers::wait_for("a first attempt", Duration::from_secs(10), async || {
        state().1 > 0
    })
    .await;
    assert_eq!(state().0, "retrying");
    server.kill();

    let sink = SmtpSink::start(port);
    let server = TestServer::start_with_env(dir.path(), &["--smtp-url", &smtp], &env);
    let mails = sink.wait_for(1, Duration::from_secs(15)).await;
    assert!(mails[0].body().contains("Trần Minh Đức crash"));
    crate::helpers::wait_for("the notice sent", Duration::from_secs(10), async || {
        state().0 == "sent"
    })
    .await;
    let log = server.log.lock().unwrap().join("\n");
    assert!(log.contains("notice sent"), "{log}");
}

#[test]
fn a_bad_smtp_url_stops_the_server_without_printing_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::helpers::tradelane_command()
        .args(["serve", "--port", "0", "--data-dir"])
        .arg(dir.path())
        .env(
            "TRADELANE_SMTP_URL",
            "http://mailer:s3cret-Pa55@smtp.example.vn",
        )
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("TRADELANE_SMTP_URL"), "{stderr}");
    assert!(!stderr.contains("s3cret"), "{stderr}");
}

/// docs/decisions-spec.md §13: one line break in a name used to panic the mail library, kill the sender and
/// turn health to 503 for good (the pending notice killed it again after each restart).
#[tokio::test]
async fn a_line_break_in_a_name_or_company_stops_nothing() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;

    // The forms refuse it, in the sender's language.
    let mut sent = enquiry("1");
    sent["name"] = json!("A\nB");
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&sent)
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let error = resp.json().await.value().deserialize::<Value>()["error"].to_string();
    assert!(error.contains("một dòng"), "{error}");
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["companyName"] = json!("Cửu Long\r\nBcc: everyone@example.vn");
    let resp = app
        .admin(Method::PUT, "/api/admin/settings", &cookie, Some(settings))
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);

    // Rows stored before the forms refused it (or written by hand) are still sent, as one
    // line: an enquiry whose name holds line breaks, and a company name with one.
    app.execute(
        "INSERT INTO contact_submissions (id, name, email, company, message, preferred_language)
         VALUES ('e1', 'A' || char(10) || 'B' || char(13) || char(10) || 'Bcc: x@example.vn',
                 'a@example.vn', 'Cty' || char(0), 'Xin chào', 'vi')",
    );
    {
        let conn = app.pool.get().unwrap();
        tradelane::notices::outbox::queue_enquiry_notices(&conn, "e1").unwrap();
    }
    app.execute(
        "UPDATE settings SET value = 'Cửu Long' || char(10) || 'Logistics'
         WHERE key = 'companyName'",
    );
    send_test_mail(&app, &cookie, json!({"to": "boss@example.vn"})).await;
    let mails = sink.wait_for(3, Duration::from_secs(10)).await;
    assert_eq!(mails.len(), 3, "two notices and the test e-mail");
    for mail in &mails {
        for header in ["From", "Reply-To", "Subject"] {
            if let Some(value) = mail.header(header) {
                assert!(!value.contains('\n') && !value.contains('\r'), "{value:?}");
            }
        }
        assert!(mail.header("Bcc").is_none());
    }
    let notice = mails
        .iter()
        .find(|m| m.header("Reply-To").is_some())
        .unwrap();
    assert!(
        notice
            .header("Reply-To")
            .unwrap()
            .contains("A B Bcc: x@example.vn")
    );
    assert!(
        notices_in(&app, &cookie, "sent")
            .await
            .iter()
            .all(|n| n["state"] == "sent")
    );
    app.client
        .get("/api/health")
        .send()
        .await
        .assert_status_is_ok();
}

/// docs/decisions-spec.md §13: random Unicode (controls, RTL marks, U+2028, NUL, emoji) in every text that
/// reaches an e-mail, stored as a form or a hand-written row could store it: every notice is
/// delivered, the sender keeps working and health stays 200. The forms answer 201 or 400.
#[tokio::test]
async fn random_unicode_through_the_form_the_settings_and_the_notices() {
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::TestRunner;
    let nasty = proptest::prop_oneof![
        "\\PC{0,30}",
        "[\\x00-\\x1f\\x7f\\u{85}\\u{2028}\\u{2029}\\u{202e}\\u{200f}a-zơư ]{1,30}",
        proptest::prelude::any::<String>(),
    ];
    let mut runner = TestRunner::deterministic();
    let mut texts: Vec<String> = (0..40)
        .map(|_| nasty.new_tree(&mut runner).unwrap().current())
        .collect();
    texts.push("A\u{0}B\u{2028}C\u{202e}D".to_owned());

    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    for text in &texts {
        let mut sent = enquiry("x");
        sent["name"] = json!(text);
        sent["company"] = json!(text);
        sent["message"] = json!(text);
        let status = app
            .client
            .post("/api/contact")
            .body_json(&sent)
            .send()
            .await
            .0
            .status();
        assert!(
            [StatusCode::CREATED, StatusCode::BAD_REQUEST].contains(&status),
            "{status} for {text:?}"
        );
    }
    let queued = app.count("notices");
    let conn = app.pool.get().unwrap();
    for (i, text) in texts.iter().enumerate() {
        let id = format!("raw-{i}");
        conn.execute(
            "INSERT INTO contact_submissions (id, name, email, company, message, preferred_language)
             VALUES (?1, ?2, 'a@example.vn', ?2, ?2, 'en')",
            (&id, text),
        )
        .unwrap();
        tradelane::notices::outbox::queue_enquiry_notices(&conn, &id).unwrap();
    }
    conn.execute(
        "UPDATE settings SET value = ?1 WHERE key = 'companyName'",
        [&texts[texts.len() - 1]],
    )
    .unwrap();
    drop(conn);
    send_test_mail(&app, &cookie, json!({"to": "boss@example.vn"})).await;
    let expected = usize::try_from(queued).unwrap() + texts.len() * 2 + 1;
    sink.wait_for(expected, Duration::from_secs(30)).await;
    let unsent = || -> Vec<(String, Option<String>)> {
        let conn = app.pool.get().unwrap();
        let mut stmt = conn
            .prepare("SELECT state, last_error FROM notices WHERE state != 'sent'")
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    crate::helpers::wait_for("every notice sent", Duration::from_secs(10), async || {
        unsent().is_empty()
    })
    .await;
    app.client
        .get("/api/health")
        .send()
        .await
        .assert_status_is_ok();
}
