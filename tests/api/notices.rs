//! Issue 12: e-mail notices. Queued with the enquiry, delivered over SMTP with every field
//! and the console link, retried while the SMTP server is away, never lost to a crash.

use std::time::{Duration, Instant};

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{OWNER_EMAIL, TestApp, TestServer, enquiry, spawn_app_with};
use crate::smtp_sink::{SmtpSink, free_port};

/// An app whose settings send notices to two addresses over `smtp_url`.
async fn app_sending_to(smtp_url: &str) -> (TestApp, String) {
    let url = smtp_url.to_owned();
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.smtp_url = Some(tradelane::mail::SmtpUrl::parse(&url).unwrap());
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

/// The notices once all are in `state` (or as they are after 5 s).
async fn notices_in(app: &TestApp, cookie: &str, state: &str) -> Vec<Value> {
    for _ in 0..250 {
        let list = notices(app, cookie).await;
        if !list.is_empty() && list.iter().all(|n| n["state"] == state) {
            return list;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    notices(app, cookie).await
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
    tokio::time::sleep(Duration::from_millis(300)).await;
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
    let list = notices_in(&app, &cookie, "failed").await;
    // 535 is permanent: failed at once, not retried for two days.
    for notice in &list {
        assert_eq!(notice["state"], "failed", "{notice}");
        let error = notice["lastError"].as_str().unwrap();
        assert!(error.contains("535"), "{error}");
        assert!(!error.contains("s3cret"), "{error}");
    }
}

/// kill -9 after the enquiry's commit and before its notice could go out; the restarted
/// server delivers it.
#[tokio::test]
async fn a_notice_survives_kill_9_and_is_sent_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let pool = tradelane::db::open(&dir.path().join("tradelane.db")).unwrap();
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
    for _ in 0..100 {
        if state().1 > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(state().0, "retrying");
    server.kill();

    let sink = SmtpSink::start(port);
    let server = TestServer::start_with_env(dir.path(), &["--smtp-url", &smtp], &env);
    let mails = sink.wait_for(1, Duration::from_secs(15)).await;
    assert!(mails[0].body().contains("Trần Minh Đức crash"));
    for _ in 0..100 {
        if state().0 == "sent" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(state().0, "sent");
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
