//! Issue 42 (docs/decisions-spec.md §27): consent kept and exported, requests proved by the
//! link e-mailed to the address, the access file, erasure everywhere, retention on the test
//! clock, deadlines and reminders — against the local SMTP test server.

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;

use crate::helpers::{
    ORIGIN, OWNER_EMAIL, TestApp, enquiry, spawn_app, spawn_app_with, wait_for, wait_for_pass,
};
use crate::notices::app_sending_to;
use crate::smtp_sink::{Mail, SmtpSink};

const LAN: &str = "lan.nguyen@example.vn";

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

/// An enquiry from `email`, agreeing to consent `version`.
async fn send_enquiry(app: &TestApp, email: &str, version: Option<i64>) {
    let mut body = enquiry("privacy");
    body["email"] = json!(email);
    if let Some(v) = version {
        body["consentVersion"] = json!(v);
    }
    let (status, answer) = post(app, "/api/contact", "vi", body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
}

/// The link's token in a request's confirmation e-mail.
fn token_in(mail: &Mail) -> String {
    let body = mail.body();
    let link = body
        .split_whitespace()
        .find(|w| w.starts_with("http://127.0.0.1:8080/personal-data/confirm?token="))
        .unwrap_or_else(|| panic!("a confirmation link in:\n{body}"));
    link.rsplit('=').next().unwrap().to_owned()
}

/// The mails to `to` among those arrived, once `count` of them have.
async fn mails_to(sink: &SmtpSink, to: &str, count: usize) -> Vec<Mail> {
    let mut mails = Vec::new();
    wait_for(
        &format!("{count} mail(s) to {to}"),
        Duration::from_secs(10),
        async || {
            mails = sink
                .mails()
                .into_iter()
                .filter(|m| m.to.iter().any(|t| t == to))
                .collect();
            mails.len() >= count
        },
    )
    .await;
    mails
}

/// Asks as a visitor and confirms by the e-mailed link; the request's id in the queue.
async fn ask_and_confirm(
    app: &TestApp,
    sink: &SmtpSink,
    cookie: &str,
    email: &str,
    kind: &str,
) -> String {
    let links = |mails: Vec<Mail>| -> Vec<Mail> {
        mails
            .into_iter()
            .filter(|m| m.body().contains("/personal-data/confirm?token="))
            .collect()
    };
    let before = links(mails_to(sink, email, 0).await).len();
    let (status, _) = post(
        app,
        "/api/personal-data/requests",
        "vi",
        json!({"email": email, "kind": kind, "language": "vi"}),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let mut mails = Vec::new();
    wait_for("a confirmation link", Duration::from_secs(10), async || {
        mails = links(mails_to(sink, email, 0).await);
        mails.len() > before
    })
    .await;
    let token = token_in(&mails[before]);
    let (status, _) = post(
        app,
        "/api/personal-data/confirm",
        "vi",
        json!({"token": token}),
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let list = app
        .admin_json("/api/admin/personal-data/requests?state=open", cookie)
        .await;
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["email"] == email && r["kind"] == kind)
        .unwrap_or_else(|| panic!("the request in {list}"))["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// The attached file of an answer e-mail, decoded.
fn attached_file(mail: &Mail) -> Value {
    let start = mail
        .data
        .find("Content-Type: application/json")
        .unwrap_or_else(|| panic!("a JSON attachment in:\n{}", mail.data));
    let part = &mail.data[start..];
    let (head, rest) = part.split_once("\r\n\r\n").unwrap();
    let body = rest.split("\r\n--").next().unwrap();
    let decoded = Mail {
        from: String::new(),
        to: Vec::new(),
        data: format!("{head}\r\n\r\n{body}"),
    }
    .body();
    serde_json::from_str(&decoded).unwrap_or_else(|e| panic!("{e}: {decoded}"))
}

#[tokio::test]
async fn the_consent_version_is_kept_with_each_enquiry_and_subscription_and_exported() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    let current: Value = app
        .client
        .get("/api/consent")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(current["version"], 1);
    assert!(current["textVi"].as_str().unwrap().contains("đồng ý"));
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/personal-data/consent",
            &cookie,
            Some(json!({"textVi": "Tôi đồng ý (bản 2).", "textEn": "I agree (version 2)."})),
        )
        .await;
    resp.assert_status_is_ok();
    let v2: Value = resp.json().await.value().deserialize();
    assert_eq!(v2["version"], 2);

    send_enquiry(&app, LAN, Some(2)).await;
    let (status, body) = post(
        &app,
        "/api/contact",
        "vi",
        json!({"name": "Lan", "email": LAN, "company": "Cửu Long", "message": "Xin chào",
               "preferredLanguage": "vi", "consentVersion": 7}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["error"].as_str().unwrap().contains("tải lại trang"),
        "{body}"
    );
    let (version, at): (Option<i64>, Option<String>) = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT consent_version, consent_at FROM contact_submissions WHERE email = ?1",
            [LAN],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(version, Some(2));
    assert!(at.is_some());

    let (status, _) = post(
        &app,
        "/api/subscriptions",
        "en",
        json!({"email": LAN, "language": "en", "source": "blog", "consentVersion": 1}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let list = app.admin_json("/api/admin/subscriptions", &cookie).await;
    assert_eq!(list["items"][0]["consentVersion"], 1, "{list}");
    let csv = app
        .admin(
            Method::GET,
            "/api/admin/subscriptions/export?format=csv",
            &cookie,
            None,
        )
        .await
        .0
        .into_body()
        .into_string()
        .await
        .unwrap();
    let header = csv.lines().next().unwrap();
    assert!(header.ends_with("Phiên bản nội dung đồng ý"), "{header}");
    assert!(csv.lines().nth(1).unwrap().ends_with(",1"), "{csv}");

    // The enquiries' exports carry it too.
    let export = |format: &'static str| {
        let app = &app;
        let cookie = &cookie;
        async move {
            app.admin(
                Method::GET,
                &format!("/api/admin/enquiries/export?format={format}"),
                cookie,
                None,
            )
            .await
            .0
            .into_body()
            .into_string()
            .await
            .unwrap()
        }
    };
    let csv = export("csv").await;
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .ends_with("Phiên bản nội dung đồng ý"),
        "{csv}"
    );
    assert!(csv.lines().nth(1).unwrap().ends_with(",2"), "{csv}");
    let json: Value = serde_json::from_str(&export("json").await).unwrap();
    assert_eq!(json[0]["consentVersion"], 2, "{json}");
}

/// The data block of a server-rendered page (the answers its screens were rendered with).
fn data_block(html: &str) -> &str {
    let start = html
        .find("<script id=\"tradelane-data\"")
        .unwrap_or_else(|| panic!("a data block in {html}"));
    let block = &html[start..];
    &block[..block.find("</script>").unwrap()]
}

#[tokio::test]
async fn the_forms_pages_carry_the_consent_statement_and_follow_a_new_version() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // The contact form, the quote box and the newsletter box render with the statement, so
    // the version they send is the one their page showed.
    for path in ["/contact", "/testimonials", "/blog"] {
        let html = app.get_text(path).await;
        let data = data_block(&html);
        assert!(
            data.contains("[\"api\",\"consent\",\"current\"]"),
            "{path}: {data}"
        );
        assert!(data.contains("\"version\":1"), "{path}: {data}");
        assert!(html.contains("data-testid=\"consent-statement\""), "{path}");
    }
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/personal-data/consent",
            &cookie,
            Some(
                json!({"textVi": "Tôi đồng ý, phiên bản hai.", "textEn": "I agree, version two."}),
            ),
        )
        .await;
    resp.assert_status_is_ok();
    // A new version moves the content counter (0031): the next load shows it.
    crate::helpers::wait_for(
        "the new statement on /contact",
        Duration::from_secs(10),
        async || {
            app.get_text("/contact")
                .await
                .contains("Tôi đồng ý, phiên bản hai.")
        },
    )
    .await;
    let html = app.get_text("/contact").await;
    assert!(data_block(&html).contains("\"version\":2"));
    // The request page and its confirmation page: rendered, the second never indexed.
    let page = app.get_text("/personal-data").await;
    assert!(page.contains("Dữ liệu cá nhân của bạn"), "{page}");
    assert!(!page.contains("content=\"noindex\""));
    let confirm = app.get_text("/personal-data/confirm?token=abc").await;
    assert!(confirm.contains("<meta name=\"robots\" content=\"noindex\" />"));
}

#[tokio::test]
async fn a_request_about_someone_elses_address_waits_for_the_link_sent_to_that_address() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    send_enquiry(&app, LAN, None).await;
    // Anyone may type Lan's address: the answer is the same as for an unknown one...
    let (status, known) = post(
        &app,
        "/api/personal-data/requests",
        "vi",
        json!({"email": LAN, "kind": "access"}),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let (status, unknown) = post(
        &app,
        "/api/personal-data/requests",
        "vi",
        json!({"email": "nobody@example.vn", "kind": "access"}),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    assert_eq!(known, unknown);
    // ...but the link goes to Lan only, and nothing is queued or answered without it.
    let mails = mails_to(&sink, LAN, 1).await;
    assert!(mails[0].header("Subject").unwrap().contains("Xác nhận"));
    let page = app
        .admin_json("/api/admin/personal-data/requests", &cookie)
        .await;
    assert_eq!(page["total"], 0, "{page}");
    let (status, body) = post(
        &app,
        "/api/personal-data/confirm",
        "vi",
        json!({"token": "0".repeat(64)}),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        body["error"].as_str().unwrap().contains("Liên kết"),
        "{body}"
    );
    // A second request within 5 minutes sends no second link.
    post(
        &app,
        "/api/personal-data/requests",
        "vi",
        json!({"email": LAN, "kind": "erase"}),
    )
    .await;
    let (status, _) = post(
        &app,
        "/api/personal-data/confirm",
        "vi",
        json!({"token": token_in(&mails[0])}),
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let page = app
        .admin_json("/api/admin/personal-data/requests", &cookie)
        .await;
    assert_eq!(page["total"], 1, "{page}");
    assert_eq!(page["items"][0]["kind"], "access");
    assert_eq!(page["items"][0]["state"], "received");
    // Another visitor's link arrives after the second request: the sender has looked at
    // the queue since, and Lan still has one.
    post(
        &app,
        "/api/personal-data/requests",
        "vi",
        json!({"email": "khac@example.vn", "kind": "access"}),
    )
    .await;
    mails_to(&sink, "khac@example.vn", 1).await;
    assert_eq!(mails_to(&sink, LAN, 1).await.len(), 1);
}

#[tokio::test]
async fn the_access_file_holds_every_enquiry_subscription_and_consent_of_the_address_only() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    send_enquiry(&app, LAN, Some(1)).await;
    send_enquiry(&app, "Lan.Nguyen@Example.VN", None).await;
    send_enquiry(&app, "other@example.vn", Some(1)).await;
    post(
        &app,
        "/api/subscriptions",
        "vi",
        json!({"email": LAN, "language": "vi", "source": "blog", "consentVersion": 1}),
    )
    .await;
    post(
        &app,
        "/api/subscriptions",
        "vi",
        json!({"email": "other@example.vn", "language": "vi", "source": "blog"}),
    )
    .await;
    let id = ask_and_confirm(&app, &sink, &cookie, LAN, "access").await;
    let resp = app
        .admin(
            Method::POST,
            &format!("/api/admin/personal-data/requests/{id}/answer"),
            &cookie,
            Some(json!({"note": "Đây là dữ liệu của bạn."})),
        )
        .await;
    resp.assert_status_is_ok();
    let done: Value = resp.json().await.value().deserialize();
    assert_eq!(done["state"], "done");
    // The confirmation links (to Lan, for the request and the subscription), then the answer.
    let mails = mails_to(&sink, LAN, 3).await;
    let answer = mails
        .iter()
        .find(|m| m.data.contains("application/json"))
        .expect("the answer with its file");
    assert!(
        answer
            .header("Subject")
            .unwrap()
            .contains("Dữ liệu cá nhân của bạn")
    );
    let file = attached_file(answer);
    assert_eq!(file["emailAddress"], LAN);
    let enquiries = file["enquiries"].as_array().unwrap();
    assert_eq!(enquiries.len(), 2, "{file}");
    assert!(
        enquiries
            .iter()
            .all(|e| e["email"].as_str().unwrap().eq_ignore_ascii_case(LAN))
    );
    assert!(enquiries.iter().any(|e| e["consent_version"] == 1));
    assert_eq!(file["subscriptions"].as_array().unwrap().len(), 1);
    assert_eq!(file["subscriptions"][0]["consentVersion"], 1);
    assert_eq!(file["consentStatements"][0]["version"], 1);
    assert_eq!(file["personalDataRequests"][0]["kind"], "access");
    assert!(!file.to_string().contains("other@example.vn"), "{file}");
    // Answered once only.
    let again = app
        .admin(
            Method::POST,
            &format!("/api/admin/personal-data/requests/{id}/answer"),
            &cookie,
            Some(json!({})),
        )
        .await;
    again.assert_status(StatusCode::BAD_REQUEST);
}

/// Every row of every table that holds `needle` in any column, as `table: row`.
fn rows_holding(app: &TestApp, needle: &str) -> Vec<String> {
    let conn = app.pool.get().unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut found = Vec::new();
    for table in tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let columns = stmt.column_count();
        let rows: Vec<String> = stmt
            .query_map([], |r| {
                let mut text = String::new();
                for i in 0..columns {
                    match r.get_ref(i)? {
                        rusqlite::types::ValueRef::Text(t) | rusqlite::types::ValueRef::Blob(t) => {
                            text.push_str(&String::from_utf8_lossy(t));
                            text.push('|');
                        }
                        _ => {}
                    }
                }
                Ok(text)
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for row in rows {
            if row.to_lowercase().contains(needle) {
                found.push(format!("{table}: {row}"));
            }
        }
    }
    found
}

#[tokio::test]
async fn erasure_removes_the_address_from_every_table_and_the_search_index() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    send_enquiry(&app, LAN, Some(1)).await;
    send_enquiry(&app, "other@example.vn", Some(1)).await;
    post(
        &app,
        "/api/subscriptions",
        "vi",
        json!({"email": LAN, "language": "vi", "source": "blog"}),
    )
    .await;
    // Its confirmation goes after the urgent mail (docs/decisions-spec.md §21): wait for it,
    // or the erasure below forgets it while it still waits.
    mails_to(&sink, LAN, 1).await;
    let found = app
        .admin_json("/api/admin/enquiries?q=nguyen", &cookie)
        .await;
    assert_eq!(found["total"], 1, "{found}");
    let id = ask_and_confirm(&app, &sink, &cookie, LAN, "erase").await;
    app.admin(
        Method::POST,
        &format!("/api/admin/personal-data/requests/{id}/answer"),
        &cookie,
        Some(json!({})),
    )
    .await
    .assert_status_is_ok();
    let mails = mails_to(&sink, LAN, 3).await;
    assert!(
        mails
            .iter()
            .any(|m| m.header("Subject").unwrap().contains("đã được xóa")),
        "the erasure's answer"
    );
    let found = app
        .admin_json("/api/admin/enquiries?q=nguyen", &cookie)
        .await;
    assert_eq!(found["total"], 0, "{found}");
    // Only the outbox row of the answer itself (the last e-mail to the address) names it.
    let left = rows_holding(&app, LAN);
    assert!(
        left.len() == 1 && left[0].starts_with("notices: ") && left[0].contains("privacy-answer"),
        "{left:#?}"
    );
    assert!(!rows_holding(&app, "other@example.vn").is_empty());
    let page = app
        .admin_json("/api/admin/personal-data/requests", &cookie)
        .await;
    assert!(
        page["items"][0]["email"]
            .as_str()
            .unwrap()
            .starts_with("sha256:"),
        "{page}"
    );
}

#[tokio::test]
async fn retention_on_the_test_clock_erases_what_is_older_and_keeps_the_rest() {
    let now = chrono::Utc::now().timestamp();
    let clock = Clock::fixed(now);
    let moved = clock.clone();
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.clock = moved;
    });
    let cookie = app.signed_in().await;
    send_enquiry(&app, "old@example.vn", None).await;
    send_enquiry(&app, "recent@example.vn", None).await;
    app.execute(
        "UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 months')
         WHERE email = 'old@example.vn';
         UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-23 months')
         WHERE email = 'recent@example.vn';
         INSERT INTO subscriptions (id, email, language, source, unsubscribe_token, confirmed_at, bounced_at)
         VALUES ('s1', 'bounced-long-ago@example.vn', 'vi', 'blog', 't1', '2020-01-01T00:00:00.000Z',
                 strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-13 months')),
                ('s2', 'bounced-lately@example.vn', 'vi', 'blog', 't2', '2020-01-01T00:00:00.000Z',
                 strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 months')),
                ('s3', 'reader@example.vn', 'vi', 'blog', 't3', '2020-01-01T00:00:00.000Z', NULL);",
    );
    // Off keeps everything: a day passes, nothing goes.
    clock.advance(86_401);
    wait_for_pass(&app, "personalDataWorker", clock.now()).await;
    assert_eq!(app.count("contact_submissions"), 2);
    let mut settings = app
        .admin_json("/api/admin/personal-data/settings", &cookie)
        .await;
    assert_eq!(settings["retention"], false);
    assert_eq!(settings["enquiryMonths"], 24);
    settings["retention"] = json!(true);
    app.admin(
        Method::PUT,
        "/api/admin/personal-data/settings",
        &cookie,
        Some(settings),
    )
    .await
    .assert_status_is_ok();
    clock.advance(86_401);
    let mut run = None;
    wait_for("a retention run", Duration::from_secs(10), async || {
        let activity = app.admin_json("/api/admin/activity", &cookie).await;
        run = activity["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["action"] == "privacy.retention")
            .cloned();
        run.is_some()
    })
    .await;
    let run = run.unwrap();
    assert!(
        run["detail"].as_str().unwrap().starts_with("1 enquiries"),
        "{run}"
    );
    let conn = app.pool.get().unwrap();
    let emails = |sql: &str| -> Vec<String> {
        conn.prepare(sql)
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    assert_eq!(
        emails("SELECT email FROM contact_submissions"),
        ["recent@example.vn"]
    );
    assert_eq!(
        emails("SELECT email FROM subscriptions ORDER BY email"),
        ["bounced-lately@example.vn", "reader@example.vn"]
    );
}

#[tokio::test]
async fn deadlines_run_from_the_confirmation_and_reminders_come_before_them() {
    let sink = SmtpSink::start(0);
    // Thursday 8 January 2026, 10:00 in Hanoi.
    let thursday = chrono::DateTime::parse_from_rfc3339("2026-01-08T03:00:00Z")
        .unwrap()
        .timestamp();
    let clock = Clock::fixed(thursday);
    let moved = clock.clone();
    let url = sink.url();
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.clock = moved;
        s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
    });
    let cookie = app.signed_in().await;
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["notifyTo"] = json!([OWNER_EMAIL]);
    settings["email"] = json!("hello@cuulong.example");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(settings))
        .await
        .assert_status_is_ok();
    let id = ask_and_confirm(&app, &sink, &cookie, LAN, "access").await;
    let page = app
        .admin_json("/api/admin/personal-data/requests", &cookie)
        .await;
    let item = &page["items"][0];
    assert_eq!(item["id"], id.as_str());
    assert_eq!(item["receivedAt"], "2026-01-08T03:00:00.000Z");
    // Two working days: Friday, then Monday (the weekend does not count), to its end in Hanoi.
    assert_eq!(item["acknowledgeBy"], "2026-01-12T16:59:59.000Z");
    assert_eq!(item["dueAt"], "2026-01-23T03:00:00.000Z");
    assert_eq!(item["overdue"], false);
    // Monday 01:00: the deadline to acknowledge is within a day.
    clock.advance(3 * 86_400 + 15 * 3600);
    let reminders = mails_to(&sink, OWNER_EMAIL, 1).await;
    assert!(reminders[0].body().contains(LAN), "{}", reminders[0].body());
    assert!(
        reminders[0]
            .header("Subject")
            .unwrap()
            .contains("xác nhận đã nhận")
    );
    // Wednesday: past it.
    clock.advance(2 * 86_400);
    let page = app
        .admin_json("/api/admin/personal-data/requests", &cookie)
        .await;
    assert_eq!(page["items"][0]["overdue"], true);
    app.admin(
        Method::POST,
        &format!("/api/admin/personal-data/requests/{id}/acknowledge"),
        &cookie,
        None,
    )
    .await
    .assert_status_is_ok();
    let page = app
        .admin_json("/api/admin/personal-data/requests", &cookie)
        .await;
    assert_eq!(page["items"][0]["state"], "acknowledged");
    assert_eq!(page["items"][0]["overdue"], false);
    // Three days before the 23rd: the reminder to complete.
    clock.advance(7 * 86_400);
    let reminders = mails_to(&sink, OWNER_EMAIL, 2).await;
    assert!(reminders[1].header("Subject").unwrap().contains("trả lời"));
}

#[tokio::test]
async fn the_breach_register_keeps_what_when_whom_and_the_report() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 0);
    let cookie = app.signed_in().await;
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/personal-data/breaches",
            &cookie,
            Some(
                json!({"what": "Máy tính xách tay bị mất", "foundAt": "2026-02-03",
                        "concerns": "12 khách hàng: họ tên, email"}),
            ),
        )
        .await;
    resp.assert_status_is_ok();
    let b: Value = resp.json().await.value().deserialize();
    assert!(b.get("reportedAt").is_none());
    let resp = app
        .admin(
            Method::PUT,
            &format!("/api/admin/personal-data/breaches/{}", b["id"]),
            &cookie,
            Some(
                json!({"what": "Máy tính xách tay bị mất", "foundAt": "2026-02-03",
                        "concerns": "12 khách hàng: họ tên, email", "reportedAt": "2026-02-05"}),
            ),
        )
        .await;
    resp.assert_status_is_ok();
    let list = app
        .admin_json("/api/admin/personal-data/breaches", &cookie)
        .await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["items"][0]["reportedAt"], "2026-02-05");
    let bad = app
        .admin(
            Method::POST,
            "/api/admin/personal-data/breaches",
            &cookie,
            Some(json!({"what": "x", "foundAt": "2026-02-30", "concerns": "y"})),
        )
        .await;
    bad.assert_status(StatusCode::BAD_REQUEST);
}

/// A request's refusal speaks the language the body names, else the request's.
#[tokio::test]
async fn a_request_is_refused_in_the_bodys_language_else_the_requests() {
    let app = spawn_app();
    for (accept, body, expected) in [
        (
            "vi",
            json!({"email": LAN, "language": "en"}),
            "What you ask for (kind)",
        ),
        (
            "en",
            json!({"email": LAN, "language": "vi"}),
            "Loại yêu cầu (kind)",
        ),
        (
            "vi",
            json!({"email": LAN, "language": null}),
            "Loại yêu cầu (kind)",
        ),
    ] {
        let (status, answer) = post(&app, "/api/personal-data/requests", accept, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        let error = answer["error"].as_str().unwrap();
        assert!(error.contains(expected), "{accept}: {error}");
    }
}
