//! docs/decisions-spec.md §21: mail under a flood. The outbox sends by priority (an
//! enquiry notice is not held behind 10,000 confirmations), confirmations keep an hourly
//! budget, a refusal the owner can mend waits for the mail settings, a failed message can
//! be sent again, and newsletters go out together up to their throttle.

use std::time::{Duration, Instant};

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;

use crate::helpers::{ORIGIN, OWNER_EMAIL, TestApp, enquiry, spawn_app_with, wait_for};
use crate::notices::{app_sending_to, notices_refused};
use crate::smtp_sink::{Auth, Mail, SmtpSink};

/// Changes the settings as the console's Settings screen does; the answer's status.
async fn put_settings(app: &TestApp, cookie: &str, change: impl FnOnce(&mut Value)) -> StatusCode {
    let mut settings = app.admin_json("/api/admin/settings", cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    change(&mut settings);
    app.admin(Method::PUT, "/api/admin/settings", cookie, Some(settings))
        .await
        .0
        .status()
}

async fn subscribe(app: &TestApp, email: &str) -> StatusCode {
    app.client
        .post("/api/subscriptions")
        .header("origin", ORIGIN)
        .body_json(&json!({"email": email, "language": "vi", "source": "blog",
                           "page": "/blog", "consentText": "Tôi đồng ý nhận bản tin."}))
        .send()
        .await
        .0
        .status()
}

fn is_confirmation(mail: &Mail) -> bool {
    mail.body().contains("/subscribe/confirm?token=")
}

fn scalar(app: &TestApp, sql: &str) -> i64 {
    app.pool
        .get()
        .unwrap()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

/// An app whose sender uses the SMTP URL stored in Settings (the owner can change it), with
/// its clock at `clock` and notices to the owner.
async fn app_with_stored_smtp(url: &str, clock: Clock) -> (TestApp, String) {
    let app = spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.clock = clock;
    });
    let cookie = app.signed_in().await;
    let status = put_settings(&app, &cookie, |s| {
        s["notifyTo"] = json!([OWNER_EMAIL]);
        s["email"] = json!("hello@cuulong.example");
        s["smtpUrl"] = json!(url);
    })
    .await;
    assert_eq!(status, StatusCode::OK);
    (app, cookie)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_enquiry_notice_goes_out_first_while_10000_confirmations_wait() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    // The budget would hold the flood back by itself: lift it to see the priorities.
    let status = put_settings(&app, &cookie, |s| s["confirmationsPerHour"] = json!(10_000)).await;
    assert_eq!(status, StatusCode::OK);
    app.execute(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
         INSERT INTO notices (kind, recipient, language, secret)
         SELECT 'confirm', 'reader' || i || '@example.vn', 'vi', 'token-' || i FROM n",
    );
    // A real subscription wakes the sender; the flood is under way once mails come.
    assert_eq!(
        subscribe(&app, "first@example.vn").await,
        StatusCode::CREATED
    );
    sink.wait_for(40, Duration::from_secs(30)).await;

    let resp = app
        .client
        .post("/api/contact")
        .body_json(&enquiry("flood"))
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    let before = sink.mails().len();
    let mut mails = Vec::new();
    wait_for(
        "the enquiry's notices",
        Duration::from_secs(20),
        async || {
            mails = sink.mails();
            mails
                .iter()
                .filter(|m| m.body().contains("Trần Minh Đức flood"))
                .count()
                == 2
        },
    )
    .await;
    let last_notice = mails
        .iter()
        .rposition(|m| m.body().contains("Trần Minh Đức flood"))
        .unwrap();
    let confirmations_between = mails[before..last_notice]
        .iter()
        .filter(|m| is_confirmation(m))
        .count();
    // At most the slot that was going out when the enquiry came.
    assert!(
        confirmations_between <= 8,
        "{confirmations_between} confirmations went before the enquiry's notices"
    );
    let waiting = scalar(
        &app,
        "SELECT count(*) FROM notices WHERE kind = 'confirm' AND state = 'pending'",
    );
    assert!(waiting > 5_000, "the flood was still waiting: {waiting}");
}

#[tokio::test]
async fn confirmations_past_the_hourly_budget_wait_their_turn_on_the_clock() {
    let sink = SmtpSink::start(0);
    let now = chrono::Utc::now().timestamp();
    let clock = Clock::fixed(now);
    let (app, cookie) = app_with_stored_smtp(&sink.url(), clock.clone()).await;
    let settings = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(settings["confirmationsPerHour"], 100, "the default");
    for bad in [json!(0), json!(10_001), json!(2.5), json!("3")] {
        let status = put_settings(&app, &cookie, |s| s["confirmationsPerHour"] = bad.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    }
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    settings["confirmationsPerHour"] = json!(0);
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    let resp = app
        .client
        .put("/api/admin/settings")
        .header("cookie", cookie.as_str())
        .header("origin", ORIGIN)
        .header("accept-language", "vi")
        .body_json(&settings)
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let body: Value = resp.json().await.value().deserialize();
    assert!(
        body["error"].as_str().unwrap().contains("từ 1 đến 10000"),
        "{body}"
    );
    let status = put_settings(&app, &cookie, |s| s["confirmationsPerHour"] = json!(3)).await;
    assert_eq!(status, StatusCode::OK);

    // The same mailbox in another case is one subscription; a plus-tag is another mailbox.
    for email in [
        "Lan.Nguyen+tin@Example.vn",
        "lan.nguyen+tin@example.vn",
        "lan.nguyen@example.vn",
        "minh@example.vn",
        "hoa@example.vn",
        "tuan@example.vn",
    ] {
        assert_eq!(subscribe(&app, email).await, StatusCode::CREATED, "{email}");
    }
    assert_eq!(app.count("subscriptions"), 5);
    sink.wait_for(3, Duration::from_secs(10)).await;
    // A test e-mail goes after the budget was spent: the sender looked, and held the rest.
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/notices/test",
            &cookie,
            Some(json!({"to": "check@example.vn"})),
        )
        .await;
    resp.assert_status(StatusCode::ACCEPTED);
    let mails = sink.wait_for(4, Duration::from_secs(10)).await;
    assert!(mails.iter().any(|m| m.to == ["check@example.vn"]));
    assert_eq!(mails.iter().filter(|m| is_confirmation(m)).count(), 3);
    let waiting = "SELECT count(*) FROM notices WHERE kind = 'confirm' AND state = 'pending'";
    assert_eq!(scalar(&app, waiting), 2);

    // An hour later by the clock, the rest go (a new subscription wakes the sender).
    clock.advance(3_601);
    assert_eq!(subscribe(&app, "an@example.vn").await, StatusCode::CREATED);
    let mails = sink.wait_for(7, Duration::from_secs(10)).await;
    let mut confirmed: Vec<String> = mails
        .iter()
        .filter(|m| is_confirmation(m))
        .map(|m| m.to[0].to_lowercase())
        .collect();
    confirmed.sort();
    assert_eq!(
        confirmed,
        [
            "an@example.vn",
            "hoa@example.vn",
            "lan.nguyen+tin@example.vn",
            "lan.nguyen@example.vn",
            "minh@example.vn",
            "tuan@example.vn",
        ],
        "each mailbox once"
    );
    // Each is marked sent once the server took it.
    wait_for(
        "the confirmations marked sent",
        Duration::from_secs(5),
        async || scalar(&app, waiting) == 0,
    )
    .await;
}

#[tokio::test]
async fn a_535_notice_waits_and_is_sent_once_the_mail_settings_change() {
    let refusing = SmtpSink::refusing_auth(Auth::Plain);
    let sink = SmtpSink::start(0);
    let wrong = format!("smtp://mailer:wrong-password@127.0.0.1:{}", refusing.port);
    let (app, cookie) = app_with_stored_smtp(&wrong, Clock::default()).await;
    app.client
        .post("/api/contact")
        .body_json(&enquiry("535"))
        .send()
        .await
        .assert_status(StatusCode::CREATED);
    let list = notices_refused(&app, &cookie).await;
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["state"], "retrying", "{}", list[0]);
    assert_eq!(list[0]["errorKind"], "authFailed");
    // Tried again on its schedule (0.1 s, 0.5 s… in tests), refused again, still waiting.
    wait_for("a second attempt", Duration::from_secs(5), async || {
        let list = notices_refused(&app, &cookie).await;
        assert_eq!(list[0]["state"], "retrying", "{}", list[0]);
        list[0]["attempts"].as_i64() >= Some(2)
    })
    .await;

    // The owner mends the password: the notice goes at once.
    let status = put_settings(&app, &cookie, |s| s["smtpUrl"] = json!(sink.url())).await;
    assert_eq!(status, StatusCode::OK);
    let mails = sink.wait_for(1, Duration::from_secs(5)).await;
    assert!(mails[0].body().contains("Trần Minh Đức 535"));
    wait_for(
        "the notice marked sent",
        Duration::from_secs(5),
        async || app.admin_json("/api/admin/notices", &cookie).await["items"][0]["state"] == "sent",
    )
    .await;
}

#[tokio::test]
async fn a_failed_message_is_sent_again_from_the_mail_api() {
    let first = SmtpSink::start(0);
    first.refuse("ops@example.vn");
    let second = SmtpSink::start(0);
    let (app, cookie) = app_with_stored_smtp(&first.url(), Clock::default()).await;
    app.admin(
        Method::POST,
        "/api/admin/notices/test",
        &cookie,
        Some(json!({"to": "ops@example.vn"})),
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    let list = notices_refused(&app, &cookie).await;
    assert_eq!(list[0]["state"], "failed", "{}", list[0]);
    assert_eq!(list[0]["errorKind"], "recipientRefused");
    let id = list[0]["id"].as_i64().unwrap();
    let again = |id: i64| format!("/api/admin/notices/{id}/send-again");

    // Another mail server that takes the address, then the message again.
    let status = put_settings(&app, &cookie, |s| s["smtpUrl"] = json!(second.url())).await;
    assert_eq!(status, StatusCode::OK);
    let resp = app.admin(Method::POST, &again(id), &cookie, None).await;
    resp.assert_status(StatusCode::ACCEPTED);
    let mails = second.wait_for(1, Duration::from_secs(5)).await;
    assert_eq!(mails[0].to, ["ops@example.vn"]);
    let mut notice = Value::Null;
    wait_for("the message sent", Duration::from_secs(5), async || {
        notice = app.admin_json("/api/admin/notices", &cookie).await["items"][0].clone();
        notice["state"] == "sent"
    })
    .await;
    assert!(notice.get("errorKind").is_none(), "{notice}");
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "mail.sendAgain");

    // A sent one, an unknown one, and a confirmation whose link was dropped cannot.
    let resp = app.admin(Method::POST, &again(id), &cookie, None).await;
    resp.assert_status(StatusCode::CONFLICT);
    app.admin(Method::POST, &again(999_999), &cookie, None)
        .await
        .assert_status(StatusCode::NOT_FOUND);
    app.execute(
        "INSERT INTO notices (kind, recipient, language, state) VALUES ('confirm', 'x@example.vn', 'vi', 'failed')",
    );
    let dropped = scalar(&app, "SELECT max(id) FROM notices");
    let resp = app
        .client
        .post(again(dropped))
        .header("cookie", cookie.as_str())
        .header("origin", ORIGIN)
        .header("accept-language", "en")
        .send()
        .await;
    resp.assert_status(StatusCode::CONFLICT);
    let body: Value = resp.json().await.value().deserialize();
    assert!(
        body["error"].as_str().unwrap().contains("ask again"),
        "{body}"
    );
    // Without a session: refused.
    app.client
        .post(again(id))
        .header("origin", ORIGIN)
        .send()
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newsletter_goes_out_several_at_once_up_to_its_throttle() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = app_sending_to(&sink.url()).await;
    app.admin(
        Method::PUT,
        "/api/admin/newsletter-settings",
        &cookie,
        Some(json!({"perMinute": 30})),
    )
    .await
    .assert_status_is_ok();
    app.execute(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
         INSERT INTO subscriptions (id, email, language, source, unsubscribe_token, confirmed_at)
         SELECT 'sub-' || i, 'reader' || i || '@example.vn', 'vi', 'blog', 'tok-' || i,
                '2026-01-01T00:00:00Z' FROM n",
    );
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/newsletters",
            &cookie,
            Some(
                json!({"audience": "all", "subjectVi": "Bản tin", "subjectEn": "Letter",
                        "bodyVi": "Xin chào.", "bodyEn": "Hello."}),
            ),
        )
        .await;
    resp.assert_status(StatusCode::CREATED);
    let id = resp.json().await.value().deserialize::<Value>()["id"]
        .as_i64()
        .unwrap();
    app.admin(
        Method::POST,
        &format!("/api/admin/newsletters/{id}/send"),
        &cookie,
        Some(json!({})),
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    // The minute's 30 go at once, several conversations together; the rest wait.
    let start = Instant::now();
    sink.wait_for(30, Duration::from_secs(20)).await;
    let took = start.elapsed();
    assert!(sink.most_open() > 1, "one message at a time");
    // Proof that the sender looked again after the throttle: a test to the owner goes.
    app.admin(
        Method::POST,
        &format!("/api/admin/newsletters/{id}/test"),
        &cookie,
        None,
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    let mails = sink.wait_for(32, Duration::from_secs(10)).await;
    let to_readers = mails
        .iter()
        .filter(|m| m.to[0].starts_with("reader"))
        .count();
    assert_eq!(to_readers, 30, "the throttle holds (30 in {took:?})");
}

/// The owner's test e-mail answers "do the settings work now?": it goes before older
/// messages, and is tried even while the sender waits for the settings to be mended.
#[tokio::test]
async fn a_test_email_goes_first_and_is_tried_while_the_sender_waits_for_mended_settings() {
    // A retry unit of a minute: nothing is tried twice while the test looks.
    let app = spawn_app_with(|s| {
        s.contact_rate_limit = 0;
        s.mail_retry_unit = Duration::from_secs(60);
    });
    let cookie = app.signed_in().await;
    let status = put_settings(&app, &cookie, |s| s["notifyTo"] = json!([OWNER_EMAIL])).await;
    assert_eq!(status, StatusCode::OK);
    // Twenty enquiry notices wait for a mail server (more than a sending slot), then a test.
    for i in 0..20 {
        app.client
            .post("/api/contact")
            .body_json(&enquiry(&format!("chờ {i}")))
            .send()
            .await
            .assert_status(StatusCode::CREATED);
    }
    app.execute(
        "INSERT INTO notices (kind, recipient, language) VALUES ('test', 'ops@example.vn', 'vi')",
    );
    let waiting = "SELECT count(*) FROM notices WHERE kind = 'enquiry' AND attempts = 0";
    wait_for(
        "the enquiry notices queued",
        Duration::from_secs(5),
        async || scalar(&app, waiting) == 20,
    )
    .await;

    // A server that refuses every connection: the test goes first, and its refusal holds
    // the others (a fixable failure: they wait for the settings to change).
    let status = put_settings(&app, &cookie, |s| {
        s["smtpUrl"] = json!("smtp://127.0.0.1:9")
    })
    .await;
    assert_eq!(status, StatusCode::OK);
    let tried = "SELECT count(*) FROM notices WHERE kind = 'test' AND attempts >= 1
                  AND error_kind = 'connectionRefused'";
    wait_for(
        "the test e-mail tried",
        Duration::from_secs(10),
        async || scalar(&app, tried) == 1,
    )
    .await;
    assert_eq!(scalar(&app, waiting), 20, "the test e-mail went first");

    // While the sender waits, the owner sends another test: it is tried at once all the same.
    app.admin(
        Method::POST,
        "/api/admin/notices/test",
        &cookie,
        Some(json!({"to": "ops2@example.vn"})),
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    wait_for(
        "the second test e-mail tried",
        Duration::from_secs(10),
        async || scalar(&app, tried) == 2,
    )
    .await;
    assert_eq!(
        scalar(&app, waiting),
        20,
        "the others still wait for the settings"
    );
}
