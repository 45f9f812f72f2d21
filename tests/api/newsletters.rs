//! docs/decisions-spec.md §17: newsletters written in the console and
//! delivered through the outbox to confirmed subscribers, each in their language, throttled,
//! resumable, with bounces and RFC 8058 one-click unsubscribe, against a local SMTP server.

use std::collections::BTreeMap;
use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{OWNER_EMAIL, TestApp, spawn_app_with, wait_for, wait_for_pass};
use crate::notices::app_sending_to;
use crate::smtp_sink::{Mail, SmtpSink};

/// An app sending over `sink`, with the company's legal name and address set.
async fn sending_app(sink: &SmtpSink) -> (TestApp, String) {
    let (app, cookie) = app_sending_to(&sink.url()).await;
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["legalName"] = json!("Công ty TNHH Cửu Long Logistics");
    settings["streetVi"] = json!("12 Nguyễn Huệ, Quận 1");
    settings["cityVi"] = json!("TP. Hồ Chí Minh");
    settings["streetEn"] = json!("12 Nguyen Hue, District 1");
    settings["cityEn"] = json!("Ho Chi Minh City");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(settings))
        .await
        .assert_status_is_ok();
    (app, cookie)
}

/// A subscriber: confirmed or not, bounced or not. Returns its unsubscribe token.
fn subscriber(
    app: &TestApp,
    email: &str,
    language: &str,
    confirmed: bool,
    bounced: bool,
) -> String {
    let token = format!("tok-{}", email.replace(['@', '.'], "-"));
    app.execute(&format!(
        "INSERT INTO subscriptions (id, email, language, source, unsubscribe_token, confirmed_at, bounced_at)
         VALUES ('{email}', '{email}', '{language}', 'blog', '{token}', {}, {})",
        if confirmed { "'2026-01-01T00:00:00Z'" } else { "NULL" },
        if bounced { "'2026-01-02T00:00:00Z'" } else { "NULL" },
    ));
    token
}

async fn create(app: &TestApp, cookie: &str, body: Value) -> i64 {
    let resp = app
        .admin(Method::POST, "/api/admin/newsletters", cookie, Some(body))
        .await;
    resp.assert_status(StatusCode::CREATED);
    resp.json().await.value().deserialize::<Value>()["id"]
        .as_i64()
        .unwrap()
}

async fn send(app: &TestApp, cookie: &str, id: i64, body: Value) -> Value {
    let resp = app
        .admin(
            Method::POST,
            &format!("/api/admin/newsletters/{id}/send"),
            cookie,
            Some(body),
        )
        .await;
    resp.assert_status(StatusCode::ACCEPTED);
    resp.json().await.value().deserialize()
}

fn both(subject: &str) -> Value {
    json!({
        "audience": "all",
        "subjectVi": format!("{subject} (vi)"),
        "subjectEn": format!("{subject} (en)"),
        "bodyVi": "Xin chào **quý khách**.\n\n<script>alert(1)</script>\n\n[Dịch vụ](/services)",
        "bodyEn": "Hello **dear client**.",
    })
}

/// The newsletter's counts once nothing is left queued.
async fn settled(app: &TestApp, cookie: &str, id: i64) -> Value {
    let mut n = Value::Null;
    wait_for("the newsletter sent", Duration::from_secs(10), async || {
        n = app
            .admin_json(&format!("/api/admin/newsletters/{id}"), cookie)
            .await;
        n["queued"] == 0 && n["state"] == "sent"
    })
    .await;
    n
}

fn per_recipient(mails: &[Mail]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for mail in mails {
        for to in &mail.to {
            *counts.entry(to.clone()).or_default() += 1;
        }
    }
    counts
}

/// The decoded text of the MIME part of `content_type` in `mail`.
fn part(mail: &Mail, content_type: &str) -> String {
    let boundary = mail
        .header("Content-Type")
        .and_then(|t| {
            t.split("boundary=")
                .nth(1)
                .map(|b| b.trim_matches('"').to_owned())
        })
        .expect("a multipart message");
    for chunk in mail.data.split(&format!("--{boundary}")) {
        let chunk = chunk.trim_start_matches("\r\n");
        if chunk
            .to_ascii_lowercase()
            .contains(&format!("content-type: {content_type}"))
        {
            let sub = Mail {
                from: String::new(),
                to: Vec::new(),
                data: chunk.to_owned(),
            };
            return sub.body();
        }
    }
    panic!("no {content_type} part in {}", mail.data);
}

#[tokio::test]
async fn only_confirmed_unbounced_subscribers_of_the_audience_receive_it_in_their_language() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = sending_app(&sink).await;
    subscriber(&app, "an@example.vn", "vi", true, false);
    subscriber(&app, "ben@example.com", "en", true, false);
    subscriber(&app, "chua@example.vn", "vi", false, false);
    subscriber(&app, "doi@example.vn", "vi", true, true);

    // Vietnamese only: the confirmed Vietnamese subscriber, nobody else.
    let vi = create(
        &app,
        &cookie,
        json!({"audience": "vi", "subjectVi": "Tin tháng 11", "bodyVi": "Nội dung"}),
    )
    .await;
    let answer = send(&app, &cookie, vi, json!({})).await;
    assert_eq!(answer["queued"], 1);
    let counts = settled(&app, &cookie, vi).await;
    assert_eq!(
        (counts["sent"].as_i64(), counts["failed"].as_i64()),
        (Some(1), Some(0))
    );
    let mails = sink.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails[0].to, ["an@example.vn"]);
    assert_eq!(mails[0].header("Subject").unwrap(), "Tin tháng 11");

    // Everyone: each confirmed subscriber in their language; never the unconfirmed one or
    // the bounced one.
    let all = create(&app, &cookie, both("Bản tin")).await;
    send(&app, &cookie, all, json!({})).await;
    // Settled (nothing queued, the campaign sent) proves every recipient was handled.
    settled(&app, &cookie, all).await;
    sink.wait_for(3, Duration::from_secs(10)).await;
    let mails: Vec<_> = sink.mails().into_iter().skip(1).collect();
    assert_eq!(mails.len(), 2, "{:?}", per_recipient(&sink.mails()));
    let to_an = mails.iter().find(|m| m.to == ["an@example.vn"]).unwrap();
    let to_ben = mails.iter().find(|m| m.to == ["ben@example.com"]).unwrap();
    assert_eq!(to_an.header("Subject").unwrap(), "Bản tin (vi)");
    assert_eq!(to_ben.header("Subject").unwrap(), "Bản tin (en)");
    // The text part reads as text, not Markdown (§23).
    let text = part(to_ben, "text/plain");
    assert!(text.contains("Hello dear client."), "{text}");
    assert!(!text.contains("**"), "{text}");
    let all_mail = per_recipient(&sink.mails());
    assert!(!all_mail.contains_key("chua@example.vn"));
    assert!(!all_mail.contains_key("doi@example.vn"));

    // The per-recipient states and the list.
    let recipients = app
        .admin_json(&format!("/api/admin/newsletters/{all}/recipients"), &cookie)
        .await;
    assert_eq!(recipients["total"], 2);
    assert!(
        recipients["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["state"] == "sent")
    );
    let list = app
        .admin_json("/api/admin/newsletters?limit=1", &cookie)
        .await;
    assert_eq!(list["total"], 2);
    assert_eq!(list["items"][0]["id"], all);
    assert_eq!(list["items"][0]["sent"], 2);
}

#[tokio::test]
async fn every_newsletter_is_well_formed_with_one_click_unsubscribe_that_ends_the_subscription() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = sending_app(&sink).await;
    let token = subscriber(&app, "an@example.vn", "vi", true, false);
    let id = create(&app, &cookie, both("Bản tin")).await;
    send(&app, &cookie, id, json!({})).await;
    let mail = sink.wait_for(1, Duration::from_secs(10)).await.remove(0);

    // RFC 8058, and what every e-mail carries.
    let list = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    let https = format!("<http://127.0.0.1:8080/unsubscribe?token={token}>");
    assert!(list.starts_with(&https), "{list}");
    assert!(
        list.contains("<mailto:hello@cuulong.example?subject=unsubscribe>"),
        "{list}"
    );
    assert_eq!(
        mail.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    assert!(
        mail.header("Message-ID")
            .unwrap()
            .ends_with("@cuulong.example>")
    );
    assert!(mail.header("Date").is_some());
    assert_eq!(mail.header("MIME-Version").as_deref(), Some("1.0"));
    assert!(
        mail.header("Content-Type")
            .unwrap()
            .starts_with("multipart/alternative")
    );

    // Text and HTML: a visible unsubscribe link, the sender's legal name and address; the
    // Markdown rendered by the site's renderer, raw HTML as text, no script.
    let text = part(&mail, "text/plain");
    let html = part(&mail, "text/html");
    let link = format!("http://127.0.0.1:8080/unsubscribe?token={token}&lang=vi");
    assert!(text.contains(&link), "{text}");
    assert!(html.contains(&link.replace('&', "&amp;")), "{html}");
    for part in [&text, &html] {
        assert!(part.contains("Công ty TNHH Cửu Long Logistics"));
        assert!(part.contains("12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh"));
    }
    assert!(html.contains("<strong"), "{html}");
    assert!(html.contains("&lt;script&gt;"), "{html}");
    assert!(!html.contains("<script"));
    assert!(
        html.contains("href=\"http://127.0.0.1:8080/services\""),
        "{html}"
    );
    assert!(html.contains("<table role=\"presentation\""));

    // The one-click POST: no cookie, no Origin, no body; idempotent. (Once the outbox has
    // recorded the letter as sent: the sink may see it a moment before.)
    settled(&app, &cookie, id).await;
    let one_click = format!("/unsubscribe?token={token}");
    for _ in 0..2 {
        app.client
            .post(&one_click)
            .content_type("application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .assert_status(StatusCode::NO_CONTENT);
    }
    assert_eq!(app.count("subscriptions"), 0);
    let counts = settled(&app, &cookie, id).await;
    assert_eq!(counts["unsubscribed"], 1);
    app.client
        .post("/unsubscribe")
        .send()
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    // The page itself is still the app's.
    app.client
        .get(&one_click)
        .send()
        .await
        .assert_status_is_ok();

    // Nothing more reaches them.
    let next = create(&app, &cookie, both("Lần sau")).await;
    let answer = send(&app, &cookie, next, json!({})).await;
    assert_eq!(answer["queued"], 0);
}

#[tokio::test]
async fn a_permanent_refusal_marks_the_address_bounced_and_it_gets_nothing_more() {
    let sink = SmtpSink::start(0);
    sink.refuse("gone@example.vn");
    let (app, cookie) = sending_app(&sink).await;
    subscriber(&app, "gone@example.vn", "vi", true, false);
    subscriber(&app, "an@example.vn", "vi", true, false);
    let id = create(&app, &cookie, both("Bản tin")).await;
    send(&app, &cookie, id, json!({})).await;
    let counts = settled(&app, &cookie, id).await;
    assert_eq!(
        (counts["sent"].as_i64(), counts["failed"].as_i64()),
        (Some(1), Some(1))
    );
    let recipients = app
        .admin_json(&format!("/api/admin/newsletters/{id}/recipients"), &cookie)
        .await;
    let gone = recipients["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["recipient"] == "gone@example.vn")
        .unwrap()
        .clone();
    assert_eq!(gone["state"], "failed");
    assert!(
        gone["lastError"].as_str().unwrap().contains("550"),
        "{gone}"
    );
    let bounced: i64 = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT count(*) FROM subscriptions WHERE email = 'gone@example.vn' AND bounced_at IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(bounced, 1);

    let next = create(&app, &cookie, both("Lần sau")).await;
    let answer = send(&app, &cookie, next, json!({})).await;
    assert_eq!(answer["queued"], 1, "only the address that was not refused");
}

#[tokio::test]
async fn the_throttle_holds_newsletters_to_the_messages_a_minute_set() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = sending_app(&sink).await;
    app.admin(
        Method::PUT,
        "/api/admin/newsletter-settings",
        &cookie,
        Some(json!({"perMinute": 2})),
    )
    .await
    .assert_status_is_ok();
    for n in 0..5 {
        subscriber(&app, &format!("s{n}@example.vn"), "vi", true, false);
    }
    let id = create(&app, &cookie, both("Bản tin")).await;
    send(&app, &cookie, id, json!({})).await;
    sink.wait_for(2, Duration::from_secs(10)).await;
    // A test to the owner is not held behind the campaign.
    app.admin(
        Method::POST,
        &format!("/api/admin/newsletters/{id}/test"),
        &cookie,
        None,
    )
    .await
    .assert_status(StatusCode::ACCEPTED);
    // The owner's two arrive after the campaign's two: the sender has looked at the queue
    // since, and held the third subscriber back.
    wait_for("the owner's test", Duration::from_secs(10), async || {
        sink.mails()
            .iter()
            .filter(|m| m.to[0] == OWNER_EMAIL)
            .count()
            == 2
    })
    .await;
    let mails = sink.mails();
    let to_subscribers = mails.iter().filter(|m| m.to[0] != OWNER_EMAIL).count();
    assert_eq!(to_subscribers, 2, "two a minute");
    assert_eq!(
        mails.iter().filter(|m| m.to[0] == OWNER_EMAIL).count(),
        2,
        "the owner's test, in both languages"
    );
    let n = app
        .admin_json(&format!("/api/admin/newsletters/{id}"), &cookie)
        .await;
    assert_eq!(
        (n["queued"].as_i64(), n["sent"].as_i64()),
        (Some(3), Some(2))
    );
    assert_eq!(n["state"], "sending");
}

#[tokio::test]
async fn a_scheduled_newsletter_goes_when_the_clock_reaches_its_time_in_the_business_zone() {
    let sink = SmtpSink::start(0);
    let url = sink.url();
    // 2026-11-27 03:00 UTC = 10:00 in Asia/Ho_Chi_Minh.
    let clock = tradelane::kernel::clock::Clock::fixed(1_795_748_400);
    let ticking = clock.clone();
    let app = spawn_app_with(move |s| {
        s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
        s.clock = ticking;
    });
    let cookie = app.signed_in().await;
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["email"] = json!("hello@cuulong.example");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(settings))
        .await
        .assert_status_is_ok();
    subscriber(&app, "an@example.vn", "vi", true, false);
    let id = create(&app, &cookie, both("Hẹn giờ")).await;

    // A time already past is refused; a real one is kept in UTC.
    let resp = app
        .admin(
            Method::POST,
            &format!("/api/admin/newsletters/{id}/send"),
            &cookie,
            Some(json!({"at": "2026-11-27T09:59"})),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let answer = send(&app, &cookie, id, json!({"at": "2026-11-27T11:30"})).await;
    assert_eq!(answer["state"], "scheduled");
    assert_eq!(answer["sendAt"], "2026-11-27T04:30:00Z");

    wait_for_pass(&app, "newsletterScheduler", clock.now()).await;
    assert_eq!(
        app.admin_json(&format!("/api/admin/newsletters/{id}"), &cookie)
            .await["state"],
        "scheduled"
    );
    assert!(sink.mails().is_empty(), "not before its time");
    clock.advance(90 * 60);
    let mails = sink.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails[0].to, ["an@example.vn"]);
    assert_eq!(settled(&app, &cookie, id).await["sent"], 1);
}

#[tokio::test]
async fn a_language_the_audience_needs_without_its_text_is_refused_and_a_post_gives_its_own() {
    let sink = SmtpSink::start(0);
    let (app, cookie) = sending_app(&sink).await;
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/newsletters",
            &cookie,
            Some(json!({"audience": "all", "subjectVi": "Chỉ tiếng Việt", "bodyVi": "x"})),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let error = resp.json().await.value().deserialize::<Value>()["error"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(error.contains("Bản tiếng Anh"), "{error}");

    // From a published post: its title, summary, picture and link in each language.
    let (post, slug, title_en): (String, String, String) = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT id, slug, title_en FROM blog_posts WHERE published = 1 ORDER BY published_at DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    let id = create(&app, &cookie, json!({"audience": "all", "postId": post})).await;
    let preview = app
        .admin_json(
            &format!("/api/admin/newsletters/{id}/preview?language=en"),
            &cookie,
        )
        .await;
    assert_eq!(preview["subject"], title_en.as_str());
    let html = preview["html"].as_str().unwrap();
    assert!(
        html.contains(&format!("http://127.0.0.1:8080/blog/{slug}?lang=en")),
        "{html}"
    );
    assert!(html.contains("Read the article"));
    assert!(!html.contains("<script"));
    // The console's frame loads the same letter as a document with its own policy: inline
    // styles as in a mail client, nothing that runs, framed by the console only.
    let resp = app
        .client
        .get(format!(
            "/api/admin/newsletters/{id}/preview.html?language=en"
        ))
        .header("cookie", &cookie)
        .send()
        .await;
    resp.assert_status_is_ok();
    resp.assert_header("x-frame-options", "SAMEORIGIN");
    let csp = resp.0.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        csp.contains("sandbox") && csp.contains("default-src 'none'"),
        "{csp}"
    );
    assert_eq!(resp.0.into_body().into_string().await.unwrap(), html);

    let resp = app
        .admin(
            Method::POST,
            "/api/admin/newsletters",
            &cookie,
            Some(json!({"audience": "vi", "postId": "no-such-post"})),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
}

/// A send stopped halfway (the first server's tasks end where they stand, as in a kill)
/// resumes in the next server on the same data: everyone once, nobody twice.
#[test]
fn a_send_killed_midway_resumes_without_sending_anyone_twice() {
    let sink = SmtpSink::start(0);
    // The fourth message's data is never answered: the server is killed in the middle of it.
    sink.stall_after(3);
    let first = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (app, cookie, id) = first.block_on(async {
        let (app, cookie) = sending_app(&sink).await;
        for n in 0..8 {
            subscriber(&app, &format!("s{n}@example.vn"), "vi", true, false);
        }
        let id = create(&app, &cookie, both("Bản tin")).await;
        send(&app, &cookie, id, json!({})).await;
        sink.wait_for(3, Duration::from_secs(10)).await;
        // Killed while the fourth's data (and any sent beside it) waits for its answer.
        wait_for("the fourth held", Duration::from_secs(10), async || {
            sink.held() >= 1
        })
        .await;
        // ... and once the three the sink stored are recorded as sent. One stored but not
        // yet recorded when the process dies is sent again: SMTP gives no way to ask the
        // server what it already has, so a kill in that instant repeats that one message.
        wait_for("three recorded", Duration::from_secs(10), async || {
            app.admin_json(&format!("/api/admin/newsletters/{id}"), &cookie)
                .await["sent"]
                == 3
        })
        .await;
        (app, cookie, id)
    });
    first.shutdown_background();
    assert_eq!(sink.mails().len(), 3);
    sink.unstall();

    let second = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    second.block_on(async {
        let url = sink.url();
        let app = app.restart(move |s| {
            s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
        });
        let counts = settled(&app, &cookie, id).await;
        assert_eq!(counts["sent"], 8);
        // A message counts as sent once the sink has stored it: nothing more is on its way.
        let per = per_recipient(&sink.mails());
        assert_eq!(per.len(), 8, "{per:?}");
        assert!(per.values().all(|&n| n == 1), "nobody twice: {per:?}");
    });
}

/// Issue 38 (docs/decisions-spec.md §23): a draft is edited and deleted; a scheduled send is
/// edited (keeping its time), moved and cancelled, and a cancelled one never goes; a sent
/// one can no longer be changed.
#[tokio::test]
async fn a_newsletter_is_edited_deleted_cancelled_and_moved_until_it_is_sent() {
    let sink = SmtpSink::start(0);
    let url = sink.url();
    // 2026-11-27 03:00 UTC = 10:00 in Asia/Ho_Chi_Minh.
    let clock = tradelane::kernel::clock::Clock::fixed(1_795_748_400);
    let ticking = clock.clone();
    let app = spawn_app_with(move |s| {
        s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
        s.clock = ticking;
    });
    let cookie = app.signed_in().await;
    let mut settings = app.admin_json("/api/admin/settings", &cookie).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["email"] = json!("hello@cuulong.example");
    app.admin(Method::PUT, "/api/admin/settings", &cookie, Some(settings))
        .await
        .assert_status_is_ok();
    subscriber(&app, "an@example.vn", "vi", true, false);
    let path = |id: i64| format!("/api/admin/newsletters/{id}");

    // A draft: edited, then deleted.
    let draft = create(&app, &cookie, both("Nháp")).await;
    let resp = app
        .admin(
            Method::PUT,
            &path(draft),
            &cookie,
            Some(both("Nháp đã sửa")),
        )
        .await;
    resp.assert_status_is_ok();
    let edited = app.admin_json(&path(draft), &cookie).await;
    assert_eq!(edited["subjectVi"], "Nháp đã sửa (vi)", "{edited}");
    let resp = app.admin(Method::DELETE, &path(draft), &cookie, None).await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let resp = app.admin(Method::GET, &path(draft), &cookie, None).await;
    resp.assert_status(StatusCode::NOT_FOUND);
    let resp = app
        .admin(
            Method::POST,
            &format!("{}/cancel", path(draft)),
            &cookie,
            None,
        )
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);

    // Scheduled with a typo: fixed (it keeps its time), moved, then cancelled.
    let id = create(&app, &cookie, both("Lỗi chíng tả")).await;
    send(&app, &cookie, id, json!({"at": "2026-11-27T11:00"})).await;
    app.admin(Method::PUT, &path(id), &cookie, Some(both("Chính tả")))
        .await
        .assert_status_is_ok();
    let fixed = app.admin_json(&path(id), &cookie).await;
    assert_eq!(fixed["state"], "scheduled", "{fixed}");
    assert_eq!(fixed["sendAt"], "2026-11-27T04:00:00Z", "{fixed}");
    assert_eq!(fixed["subjectVi"], "Chính tả (vi)");
    let moved = send(&app, &cookie, id, json!({"at": "2026-11-27T12:15"})).await;
    assert_eq!(moved["sendAt"], "2026-11-27T05:15:00Z");
    let resp = app
        .admin(Method::POST, &format!("{}/cancel", path(id)), &cookie, None)
        .await;
    resp.assert_status_is_ok();
    let cancelled: Value = resp.json().await.value().deserialize();
    assert_eq!(cancelled["state"], "draft", "{cancelled}");
    assert!(cancelled["sendAt"].is_null(), "{cancelled}");
    // Nothing left to cancel: 409, said in words.
    let resp = app
        .admin(Method::POST, &format!("{}/cancel", path(id)), &cookie, None)
        .await;
    resp.assert_status(StatusCode::CONFLICT);

    // Past both times, nothing goes.
    clock.advance(3 * 3600);
    wait_for_pass(&app, "newsletterScheduler", clock.now()).await;
    assert_eq!(app.admin_json(&path(id), &cookie).await["state"], "draft");
    assert!(
        sink.mails().is_empty(),
        "a cancelled newsletter is not sent"
    );

    // Sent: it stays as it went.
    send(&app, &cookie, id, json!({})).await;
    sink.wait_for(1, Duration::from_secs(10)).await;
    let resp = app
        .admin(Method::PUT, &path(id), &cookie, Some(both("Quá muộn")))
        .await;
    resp.assert_status(StatusCode::CONFLICT);
    let resp = app.admin(Method::DELETE, &path(id), &cookie, None).await;
    resp.assert_status(StatusCode::CONFLICT);
    assert_eq!(
        app.admin_json(&path(id), &cookie).await["subjectVi"],
        "Chính tả (vi)"
    );
}
