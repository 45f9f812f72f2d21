//! docs/decisions-spec.md §17: double opt-in, every e-mail well formed and in the owner's
//! time zone and current language, the enquiry digest, cancelling a message, and importing
//! subscribers — against the local SMTP test server.

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;

use crate::helpers::{
    ORIGIN, OWNER_EMAIL, TestApp, enquiry, spawn_app_with, wait_for, wait_for_pass,
};
use crate::notices::app_sending_to;
use crate::smtp_sink::{Mail, SmtpSink, free_port};

async fn post(app: &TestApp, path: &str, lang: &str, body: Value) -> (StatusCode, Value) {
    let resp = app
        .client
        .post(path)
        .header("origin", ORIGIN)
        .header("accept-language", lang)
        .body_json(&body)
        .send()
        .await;
    let status = resp.0.status();
    let text = resp.0.into_body().into_string().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Presses the confirmation link's button with `token`: the answer's status.
async fn confirm(app: &TestApp, lang: &str, token: &str) -> StatusCode {
    post(
        app,
        "/api/subscriptions/confirm",
        lang,
        json!({ "token": token }),
    )
    .await
    .0
}

/// Changes the settings as the console's Settings screen does.
async fn put_settings(app: &TestApp, cookie: &str, change: impl FnOnce(&mut Value)) {
    let mut settings = app.admin_json("/api/admin/settings", cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    change(&mut settings);
    app.admin(Method::PUT, "/api/admin/settings", cookie, Some(settings))
        .await
        .assert_status_is_ok();
}

fn scalar(app: &TestApp, sql: &str) -> Option<String> {
    app.pool
        .get()
        .unwrap()
        .query_row(sql, [], |r| r.get::<_, Option<String>>(0))
        .unwrap()
}

/// The confirmation link of a mail, its token.
fn token_in(mail: &Mail) -> String {
    let body = mail.body();
    let link = body
        .split_whitespace()
        .find(|w| w.starts_with("http://127.0.0.1:8080/subscribe/confirm?token="))
        .unwrap_or_else(|| panic!("a confirmation link in:\n{body}"));
    link.rsplit('=').next().unwrap().to_owned()
}

/// `Message-ID` at the sender's domain, `Date` and `MIME-Version` (docs/decisions-spec.md §17).
fn assert_well_formed(mail: &Mail) {
    let id = mail.header("Message-ID").expect("Message-ID");
    assert!(
        id.starts_with('<') && id.ends_with("@cuulong.example>"),
        "{id}"
    );
    let date = mail.header("Date").expect("Date");
    assert!(
        chrono::DateTime::parse_from_rfc2822(&date).is_ok(),
        "{date}"
    );
    assert_eq!(mail.header("MIME-Version").as_deref(), Some("1.0"));
}

#[tokio::test]
async fn subscribe_mails_a_link_in_the_subscribers_language_and_confirming_it_counts() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    let words = "Bạn đăng ký nhận bản tin của chúng tôi qua email.";
    let (status, body) = post(
        &app,
        "/api/subscriptions",
        "vi",
        json!({"email": "lan@example.vn", "language": "en", "source": "blog",
               "page": "/blog", "consentText": words}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("check your inbox"),
        "{body}"
    );
    let mails = sink.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails[0].to, ["lan@example.vn"]);
    assert_eq!(
        mails[0].header("Subject").unwrap(),
        "Confirm your subscription to Cửu Long Logistics"
    );
    assert_well_formed(&mails[0]);
    let token = token_in(&mails[0]);
    // Only its hash is stored, and the outbox drops the token once sent.
    let hash = scalar(&app, "SELECT confirm_token_hash FROM subscriptions").unwrap();
    assert_eq!(hash.len(), 64);
    assert_ne!(hash, token);
    wait_for("the token dropped", Duration::from_secs(10), async || {
        scalar(&app, "SELECT secret FROM notices WHERE kind = 'confirm'").is_none()
    })
    .await;

    // The owner sees it waiting, with its consent record.
    let list = app.admin_json("/api/admin/subscriptions", &cookie).await;
    let item = &list["items"][0];
    assert_eq!(item["state"], "pending");
    assert_eq!(item["consentPage"], "/blog");
    assert_eq!(item["consentText"], words);
    assert_eq!(item["consentBasis"], "double-opt-in");
    assert!(item["consentAt"].is_string());

    // A wrong token: a clear 404 in the visitor's language.
    for (lang, text) in [
        ("vi", "không hợp lệ hoặc đã hết hạn"),
        ("en", "not valid or has expired"),
    ] {
        let (status, body) = post(
            &app,
            "/api/subscriptions/confirm",
            lang,
            json!({"token": "nope"}),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(body["error"].as_str().unwrap().contains(text), "{body}");
    }
    assert_eq!(confirm(&app, "en", &token).await, StatusCode::NO_CONTENT);
    // A second press of the same link is no error.
    assert_eq!(confirm(&app, "en", &token).await, StatusCode::NO_CONTENT);
    let list = app.admin_json("/api/admin/subscriptions", &cookie).await;
    assert_eq!(list["items"][0]["state"], "confirmed");
    assert!(list["items"][0]["confirmedAt"].is_string());

    // Subscribing a confirmed address again: the same answer, nothing sent, nothing changed.
    let (status, again) = post(
        &app,
        "/api/subscriptions",
        "en",
        json!({"email": "LAN@example.vn", "language": "vi", "source": "testimonials"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(
        again["message"]
            .as_str()
            .unwrap()
            .starts_with("Gần xong rồi"),
        "the same answer as to a new address, in the request's language: {again}"
    );
    // E-mails are queued in the request's own transaction: the notice rows, there once the
    // answer came, are every e-mail that will ever go.
    assert_eq!(app.count("notices"), 1);
    assert_eq!(sink.mails().len(), 1);
    let list = app.admin_json("/api/admin/subscriptions", &cookie).await;
    assert_eq!(list["items"][0]["language"], "en");

    // The exports carry the consent columns.
    let resp = app
        .client
        .get("/api/admin/subscriptions/export?format=csv")
        .header("cookie", &cookie)
        .send()
        .await;
    let csv = resp.0.into_body().into_string().await.unwrap();
    // In the reader's language and words, like the enquiries' export (§23).
    assert!(
        csv.contains(
            "Trạng thái,Ngày xác nhận,Ngày đồng ý,Trang đồng ý,Nội dung đồng ý,Cơ sở đồng ý"
        ),
        "{csv}"
    );
    assert!(
        csv.contains("Đã xác nhận")
            && csv.contains(words)
            && csv.contains("Tự xác nhận qua liên kết trong email"),
        "{csv}"
    );
}

#[tokio::test]
async fn an_unconfirmed_address_gets_a_new_link_when_it_subscribes_again() {
    let sink = SmtpSink::start(0);
    let (app, _cookie) = app_sending_to(&sink.url()).await;
    let body = json!({"email": "mai@example.vn", "language": "vi", "source": "testimonials"});
    post(&app, "/api/subscriptions", "vi", body.clone()).await;
    let first = sink.wait_for(1, Duration::from_secs(10)).await;
    assert!(
        first[0]
            .header("Subject")
            .unwrap()
            .starts_with("Xác nhận đăng ký")
    );
    // Pressed again at once: no second e-mail (an inbox is not flooded).
    post(&app, "/api/subscriptions", "vi", body.clone()).await;
    // E-mails are queued in the request's own transaction: the notice rows, there once the
    // answer came, are every e-mail that will ever go.
    assert_eq!(app.count("notices"), 1);
    assert_eq!(sink.mails().len(), 1);
    // Later: a new link, and the old one no longer works.
    app.execute("UPDATE notices SET created_at = '2000-01-01T00:00:00.000Z'");
    post(&app, "/api/subscriptions", "vi", body).await;
    let mails = sink.wait_for(2, Duration::from_secs(10)).await;
    let (old, new) = (token_in(&mails[0]), token_in(&mails[1]));
    assert_ne!(old, new);
    assert_eq!(confirm(&app, "vi", &old).await, StatusCode::NOT_FOUND);
    assert_eq!(confirm(&app, "vi", &new).await, StatusCode::NO_CONTENT);
    assert_eq!(app.count("subscriptions"), 1);
}

/// Subscribing again while the first e-mail is still on its way to a slow mail server gives
/// the address a new link; the e-mail that was on its way carries the old one, which no longer
/// confirms, so the new link goes too.
#[tokio::test]
async fn a_link_renewed_while_its_e_mail_is_on_its_way_is_sent_too() {
    let sink = SmtpSink::start(0);
    sink.slow_after(0);
    let (app, _cookie) = app_sending_to(&sink.url()).await;
    let body = json!({"email": "lan@example.vn", "language": "vi", "source": "testimonials"});
    post(&app, "/api/subscriptions", "vi", body.clone()).await;
    wait_for(
        "the first e-mail on its way",
        Duration::from_secs(10),
        async || sink.held() == 1,
    )
    .await;
    app.execute("UPDATE notices SET created_at = '2000-01-01T00:00:00.000Z'");
    post(&app, "/api/subscriptions", "vi", body).await;
    sink.unstall();
    let mails = sink.wait_for(2, Duration::from_secs(10)).await;
    let (old, new) = (token_in(&mails[0]), token_in(&mails[1]));
    assert_ne!(old, new);
    assert_eq!(confirm(&app, "vi", &old).await, StatusCode::NOT_FOUND);
    assert_eq!(confirm(&app, "vi", &new).await, StatusCode::NO_CONTENT);
    wait_for(
        "the renewed e-mail recorded as sent",
        Duration::from_secs(10),
        async || {
            let conn = app.pool.get().unwrap();
            conn.query_row("SELECT state = 'sent' FROM notices", [], |r| {
                r.get::<_, bool>(0)
            })
            .unwrap()
        },
    )
    .await;
    assert_eq!(app.count("notices"), 1);
}

#[tokio::test]
async fn unconfirmed_subscriptions_are_dropped_after_7_days_by_the_clock() {
    let now = chrono::Utc::now().timestamp();
    let clock = Clock::fixed(now);
    let moved = clock.clone();
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.clock = moved;
    });
    for email in ["waits@example.vn", "confirms@example.vn"] {
        let (status, _) = post(
            &app,
            "/api/subscriptions",
            "vi",
            json!({"email": email, "language": "vi", "source": "blog"}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    app.execute(
        "UPDATE subscriptions SET confirmed_at = created_at WHERE email = 'confirms@example.vn'",
    );
    let count = |app: &TestApp| app.count("subscriptions");
    // Six days on: both kept.
    clock.advance(6 * 86_400);
    wait_for_pass(&app, "subscriptionSweeper", clock.now()).await;
    assert_eq!(count(&app), 2);
    // Eight days on: the unconfirmed one is gone, the confirmed one stays.
    clock.advance(2 * 86_400);
    wait_for(
        "the unconfirmed one dropped",
        Duration::from_secs(10),
        async || count(&app) == 1,
    )
    .await;
    assert_eq!(
        scalar(&app, "SELECT email FROM subscriptions").as_deref(),
        Some("confirms@example.vn")
    );
}

/// Every kind of e-mail an owner gets, in Vietnam's time and the console's current language.
#[tokio::test]
async fn every_kind_of_e_mail_has_its_headers_local_times_and_the_owners_current_language() {
    let sink = SmtpSink::start(0);
    // Queued while the owner reads the console in Vietnamese, with no SMTP server yet…
    let app = spawn_app_with(|s| s.contact_rate_limit = 0);
    let cookie2 = app.signed_in().await;
    put_settings(&app, &cookie2, |s| {
        s["notifyTo"] = json!([OWNER_EMAIL, "sales@example.vn"]);
        s["email"] = json!("hello@cuulong.example");
        s["companyName"] = json!("Cửu Long Logistics");
    })
    .await;
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&enquiry("7"))
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    wait_for("two notices", Duration::from_secs(10), async || {
        app.count("notices") == 2
    })
    .await;
    let created = scalar(&app, "SELECT created_at FROM contact_submissions").unwrap();
    // …then the owner switches the console to English and the SMTP server comes.
    app.execute(&format!(
        "UPDATE owners SET language = 'en' WHERE email = '{OWNER_EMAIL}'"
    ));
    let url = sink.url();
    put_settings(&app, &cookie2, |s| s["smtpUrl"] = json!(url)).await;
    let mails = sink.wait_for(2, Duration::from_secs(10)).await;
    let to_owner = mails.iter().find(|m| m.to == [OWNER_EMAIL]).unwrap();
    assert!(
        to_owner
            .header("Subject")
            .unwrap()
            .starts_with("New enquiry"),
        "the current language"
    );
    let to_sales = mails.iter().find(|m| m.to == ["sales@example.vn"]).unwrap();
    assert!(
        to_sales
            .header("Subject")
            .unwrap()
            .starts_with("Yêu cầu tư vấn mới")
    );
    // The time the enquiry came, in Asia/Ho_Chi_Minh (UTC+7), never in UTC.
    let local = chrono::DateTime::parse_from_rfc3339(&created)
        .unwrap()
        .with_timezone(&chrono_tz::Asia::Ho_Chi_Minh)
        .format("%Y-%m-%d %H:%M (GMT+7)")
        .to_string();
    for mail in [to_owner, to_sales] {
        assert!(mail.body().contains(&local), "{local} in:\n{}", mail.body());
        assert!(!mail.body().contains("UTC"));
    }

    // A test e-mail, a password reset, a confirmation and a digest: all well formed.
    app.admin(
        Method::POST,
        "/api/admin/notices/test",
        &cookie2,
        Some(json!({"to": OWNER_EMAIL})),
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    post(
        &app,
        "/api/admin/password-reset",
        "en",
        json!({"email": OWNER_EMAIL}),
    )
    .await;
    post(
        &app,
        "/api/subscriptions",
        "vi",
        json!({"email": "k@example.vn", "language": "vi", "source": "blog"}),
    )
    .await;
    app.admin(
        Method::PUT,
        "/api/admin/notices/digest",
        &cookie2,
        Some(json!({"minutes": 60})),
    )
    .await
    .assert_status_is_ok();
    app.client
        .post("/api/contact")
        .body_json(&enquiry("8"))
        .send()
        .await;
    let mails = sink
        .wait_for(2 + 1 + 1 + 1 + 2, Duration::from_secs(10))
        .await;
    assert_eq!(mails.len(), 7);
    for mail in &mails {
        assert_well_formed(mail);
    }
    let subjects: Vec<String> = mails.iter().map(|m| m.header("Subject").unwrap()).collect();
    for start in [
        "Test e-mail",
        "Reset your",
        "Xác nhận đăng ký",
        "1 new enquiry on",
        "1 yêu cầu tư vấn mới",
    ] {
        assert!(
            subjects.iter().any(|s| s.starts_with(start)),
            "{start} in {subjects:?}"
        );
    }
}

#[tokio::test]
async fn the_digest_gathers_enquiries_into_one_e_mail_at_most_once_per_interval() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    // One recipient; 30 "minutes" are 3 s with the tests' retry unit of 0.1 s.
    put_settings(&app, &cookie, |s| s["notifyTo"] = json!([OWNER_EMAIL])).await;
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/notices/digest",
            &cookie,
            Some(json!({"minutes": 30})),
        )
        .await;
    resp.assert_status_is_ok();
    assert_eq!(
        app.admin_json("/api/admin/notices/digest", &cookie).await["minutes"],
        30
    );
    let (status, _) = post(
        &app,
        "/api/admin/notices/digest",
        "en",
        json!({"minutes": 2000}),
    )
    .await;
    assert_ne!(status, StatusCode::OK);
    let bad = app
        .admin(
            Method::PUT,
            "/api/admin/notices/digest",
            &cookie,
            Some(json!({"minutes": 2000})),
        )
        .await;
    bad.assert_status(StatusCode::BAD_REQUEST);

    // The first enquiry goes at once (no digest went yet)…
    app.client
        .post("/api/contact")
        .body_json(&enquiry("1"))
        .send()
        .await;
    let first = sink.wait_for(1, Duration::from_secs(10)).await;
    assert!(first[0].body().contains("Trần Minh Đức 1"));
    // …the next three wait and come together, once.
    for tag in ["2", "3", "4"] {
        app.client
            .post("/api/contact")
            .body_json(&enquiry(tag))
            .send()
            .await;
    }
    // Held until the interval is over: the second mail is the digest of all three (sent
    // one by one, the second would be the second enquiry's alone).
    let mails = sink.wait_for(2, Duration::from_secs(10)).await;
    assert_eq!(mails.len(), 2);
    let digest = &mails[1];
    assert_eq!(
        digest.header("Subject").unwrap(),
        "3 yêu cầu tư vấn mới trên trang Cửu Long Logistics"
    );
    for tag in [
        "Trần Minh Đức 2",
        "Trần Minh Đức 3",
        "Trần Minh Đức 4",
        "/admin/enquiries/",
    ] {
        assert!(digest.body().contains(tag), "{tag} in:\n{}", digest.body());
    }
    // The outbox marks a notice sent a moment after the server took the mail.
    wait_for(
        "both digests marked sent",
        Duration::from_secs(10),
        async || {
            let states = app.admin_json("/api/admin/notices", &cookie).await;
            states["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|n| n["kind"] == "digest" && n["state"] == "sent")
        },
    )
    .await;
    // Every notice is sent: nothing more is on its way, and nothing went twice.
    assert_eq!(sink.mails().len(), 2);
}

#[tokio::test]
async fn a_failing_message_says_why_and_the_owner_cancels_it() {
    let port = free_port();
    let (app, cookie) = app_sending_to(&format!("smtp://127.0.0.1:{port}")).await;
    app.admin(
        Method::POST,
        "/api/admin/notices/test",
        &cookie,
        Some(json!({"to": OWNER_EMAIL})),
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    let mut notice = Value::Null;
    wait_for("a retrying notice", Duration::from_secs(10), async || {
        notice = app.admin_json("/api/admin/notices", &cookie).await["items"][0].clone();
        notice["state"] == "retrying"
    })
    .await;
    assert_eq!(notice["errorKind"], "connectionRefused", "{notice}");
    assert!(
        notice["lastError"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("refused")
    );
    let id = notice["id"].as_i64().unwrap();
    let path = format!("/api/admin/notices/{id}/cancel");
    app.admin(Method::POST, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let notice = &app.admin_json("/api/admin/notices", &cookie).await["items"][0];
    assert_eq!(notice["state"], "failed");
    assert_eq!(notice["errorKind"], "cancelled");
    // Nothing waits any more: a second cancel is a 404 that says so.
    let resp = app.admin(Method::POST, &path, &cookie, None).await;
    resp.assert_status(StatusCode::NOT_FOUND);
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "mail.cancel");
    // It is not retried: still failed once the sender has tried a later message three
    // times (its retries, 0.1 s then 0.5 s apart, pass the cancelled one's next time).
    app.admin(
        Method::POST,
        "/api/admin/notices/test",
        &cookie,
        Some(json!({"to": OWNER_EMAIL})),
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    let attempts = format!("SELECT CAST(max(attempts) AS TEXT) FROM notices WHERE id > {id}");
    wait_for(
        "a later message tried thrice",
        Duration::from_secs(10),
        async || scalar(&app, &attempts).is_some_and(|n| n.parse::<i64>().unwrap_or(0) >= 3),
    )
    .await;
    let items = app.admin_json("/api/admin/notices", &cookie).await["items"].clone();
    let cancelled = items
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["id"] == id)
        .unwrap();
    assert_eq!(cancelled["state"], "failed", "{cancelled}");
}

#[tokio::test]
async fn an_import_reports_refused_and_skipped_lines_and_is_all_or_nothing() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    app.execute(
        "INSERT INTO subscriptions (id, email, language, source, unsubscribe_token, confirmed_at)
         VALUES ('s1', 'old@example.vn', 'vi', 'blog', 't1', '2026-01-01T00:00:00.000Z')",
    );
    let import = |csv: &str| {
        let body = json!({ "csv": csv });
        let (app, cookie) = (&app, &cookie);
        async move {
            let resp = app
                .client
                .post("/api/admin/subscriptions/import")
                .header("cookie", cookie)
                .header("origin", ORIGIN)
                .header("accept-language", "vi")
                .body_json(&body)
                .send()
                .await;
            resp.assert_status_is_ok();
            resp.json().await.value().deserialize::<Value>()
        }
    };
    // A refused line: nothing stored, the report says which and why, in Vietnamese.
    let bad = "\u{feff}email,language,consent_basis,consent_date\r\n\
               a@example.vn,vi,hội thảo 2025,2025-10-01\r\n\
               not-an-address,en,fair,2025-10-01\r\n\
               b@example.vn,fr,fair,2025-10-01\r\n\
               c@example.vn,en,,2025-10-01\r\n\
               d@example.vn,en,card,01/10/2025\r\n";
    let report = import(bad).await;
    assert_eq!(report["imported"], 0);
    assert_eq!(report["refusedCount"], 4);
    let lines: Vec<i64> = report["refused"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["line"].as_i64().unwrap())
        .collect();
    assert_eq!(lines, [3, 4, 5, 6]);
    assert!(
        report["refused"][0]["reason"]
            .as_str()
            .unwrap()
            .contains("không phải là địa chỉ email hợp lệ")
    );
    assert!(
        report["refused"][3]["reason"]
            .as_str()
            .unwrap()
            .contains("YYYY-MM-DD")
    );
    assert_eq!(app.count("subscriptions"), 1);

    // A good file: repeats (any case) and addresses already listed are skipped.
    let good = "Email,Language,Consent Basis,Consent Date\n\
                a@example.vn,vi,hội thảo 2025,2025-10-01\n\
                A@Example.VN,en,fair,2025-10-02\n\
                OLD@example.vn,en,fair,2025-10-02\n\
                b@example.vn,,khách hàng cũ,2024-01-15\n";
    let report = import(good).await;
    assert_eq!(report["imported"], 2, "{report}");
    assert_eq!(report["skippedCount"], 2);
    assert!(
        report["skipped"][0]["reason"]
            .as_str()
            .unwrap()
            .contains("trùng với dòng 2")
    );
    assert!(
        report["skipped"][1]["reason"]
            .as_str()
            .unwrap()
            .contains("đã có trong danh sách")
    );
    let list = app
        .admin_json("/api/admin/subscriptions?q=b%40example", &cookie)
        .await;
    let item = &list["items"][0];
    assert_eq!(item["source"], "import");
    assert_eq!(item["state"], "confirmed");
    assert_eq!(item["language"], "vi");
    assert_eq!(item["consentBasis"], "khách hàng cũ");
    assert_eq!(item["consentAt"], "2024-01-15");
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "subscription.import");
    // A file without the columns: one refusal, line 1.
    let report = import("address;lang\nx@example.vn;vi\n").await;
    assert_eq!(report["refused"][0]["line"], 1);
    assert!(
        report["refused"][0]["reason"]
            .as_str()
            .unwrap()
            .contains("email")
    );
    // `tradelane subscribers import FILE`, the real binary: the same rules and a report.
    let file = app.data_dir().join("list.csv");
    std::fs::write(
        &file,
        "\u{feff}email,language,consent_basis,consent_date\ncli@example.vn,en,fair,2025-01-02\nb@example.vn,vi,x,2025-01-02\n",
    )
    .unwrap();
    let out = crate::helpers::tradelane_command()
        .args(["subscribers", "import"])
        .arg(&file)
        .arg("--data-dir")
        .arg(app.data_dir())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Imported 1 subscribers (1 lines skipped)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("line 3: b@example.vn: already on the list"),
        "{stdout}"
    );
    std::fs::write(
        &file,
        "email,language,consent_basis,consent_date\nbad,en,fair,2025-01-02\n",
    )
    .unwrap();
    let out = crate::helpers::tradelane_command()
        .args(["subscribers", "import"])
        .arg(&file)
        .arg("--data-dir")
        .arg(app.data_dir())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("line 2: \"bad\" is not a valid e-mail address")
    );
    // Imported addresses got no confirmation e-mail: a visitor who signs up after them gets
    // theirs, and nothing went to the imported ones before it.
    let (status, _) = post(
        &app,
        "/api/subscriptions",
        "vi",
        json!({"email": "after-import@example.vn", "language": "vi", "source": "blog"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    wait_for(
        "the later visitor's confirmation",
        Duration::from_secs(10),
        async || {
            sink.mails()
                .iter()
                .any(|m| m.to.contains(&"after-import@example.vn".to_owned()))
        },
    )
    .await;
    assert!(
        sink.mails()
            .iter()
            .all(|m| !m.to.contains(&"a@example.vn".to_owned()))
    );
}

#[tokio::test]
async fn the_privacy_page_tells_what_a_subscription_keeps() {
    let app = spawn_app_with(|_| {});
    let (vi, en): (String, String) = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT body_vi, body_en FROM pages WHERE slug = 'privacy'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert!(
        vi.contains("lời đồng ý hiển thị bên ô đăng ký") && vi.contains("trong 7 ngày sẽ bị xóa")
    );
    assert!(
        en.contains("the words shown beside the sign-up box")
            && en.contains("within 7 days is deleted")
    );
}
