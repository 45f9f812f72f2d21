//! Visit counting and the Dashboard's figures (docs/decisions-spec.md §16).

use std::time::{Duration, Instant};

use poem::http::StatusCode;
use serde_json::{Value, json};
use tradelane::configuration::Settings;
use tradelane::kernel::clock::Clock;

use crate::helpers::{TestApp, TestServer, enquiry, spawn_app_with};

const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD: &str = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/// 2025-03-10T03:00:00Z: 10:00 in Ho Chi Minh City.
const START: i64 = 1_741_575_600;
const DAY: i64 = 86_400;
const HOST: &str = "127.0.0.1:8080";

/// The app with a clock the test moves, client addresses from `X-Forwarded-For`, and no
/// event rate limit (all in-process requests share one socket address).
fn counting_app() -> (TestApp, Clock) {
    counting_app_at(START)
}

/// As [`counting_app`], the clock at `start` (enquiries are stamped by the database's own
/// clock: tests that join them start at the real time).
fn counting_app_at(start: i64) -> (TestApp, Clock) {
    let clock = Clock::fixed(start);
    let app = spawn_app_with(counting_with(&clock));
    (app, clock)
}

/// The settings of [`counting_app`] with `clock`.
fn counting_with(clock: &Clock) -> impl FnOnce(&mut Settings) + 'static {
    let clock = clock.clone();
    move |s| {
        s.contact_rate_limit = 0;
        s.event_rate_limit = 0;
        s.trust_proxy = true;
        s.clock = clock;
    }
}

/// A visitor: an address and a browser.
#[derive(Clone, Copy)]
struct Visitor {
    ip: &'static str,
    ua: &'static str,
}

impl Visitor {
    async fn send(self, app: &TestApp, body: Value) -> StatusCode {
        self.send_with(app, body, &[]).await
    }

    async fn send_with(self, app: &TestApp, body: Value, headers: &[(&str, &str)]) -> StatusCode {
        let mut req = app
            .client
            .post("/api/events")
            .header("user-agent", self.ua)
            .header("x-forwarded-for", self.ip)
            .header("host", HOST)
            .header("content-type", "text/plain;charset=UTF-8")
            .body(body.to_string());
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        req.send().await.0.status()
    }

    async fn view(self, app: &TestApp, path: &str, referrer: Option<&str>) {
        let mut body = json!({"type": "pageview", "path": path});
        if let Some(referrer) = referrer {
            body["referrer"] = json!(referrer);
        }
        assert_eq!(self.send(app, body).await, StatusCode::NO_CONTENT, "{path}");
    }

    async fn tool(self, app: &TestApp, kind: &str, tool: &str) {
        let body = json!({"type": kind, "path": format!("/tools/{tool}"), "tool": tool});
        assert_eq!(self.send(app, body).await, StatusCode::NO_CONTENT);
    }

    async fn enquire(self, app: &TestApp, tag: &str, headers: &[(&str, &str)]) -> String {
        let mut req = app
            .client
            .post("/api/contact")
            .header("user-agent", self.ua)
            .header("x-forwarded-for", self.ip)
            .body_json(&enquiry(tag));
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        let resp = req.send().await;
        resp.assert_status(StatusCode::CREATED);
        resp.json()
            .await
            .value()
            .object()
            .get("id")
            .string()
            .to_owned()
    }
}

const A: Visitor = Visitor {
    ip: "203.0.113.10",
    ua: IPHONE,
};
const B: Visitor = Visitor {
    ip: "203.0.113.20",
    ua: CHROME,
};
const C: Visitor = Visitor {
    ip: "2001:db8:5::1",
    ua: IPAD,
};

async fn flush(app: &TestApp) {
    app.state
        .insight
        .recorder()
        .expect("counting")
        .flush()
        .await;
}

async fn maintain(app: &TestApp) {
    app.state
        .insight
        .recorder()
        .expect("counting")
        .maintain()
        .await;
}

async fn stats(app: &TestApp, cookie: &str, days: i64) -> Value {
    app.admin_json(&format!("/api/admin/stats?days={days}"), cookie)
        .await
}

fn visitors_of(app: &TestApp, day: &str) -> Vec<i64> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare("SELECT DISTINCT visitor FROM insight_events WHERE day = ?1 ORDER BY visitor")
        .unwrap();
    stmt.query_map([day], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[tokio::test]
async fn a_visitor_counts_once_a_day_and_anew_after_the_salt_changes() {
    let (app, clock) = counting_app();
    let cookie = app.signed_in().await;
    A.view(&app, "/", None).await;
    A.view(&app, "/services", Some("http://127.0.0.1:8080/"))
        .await;
    A.view(&app, "/contact", Some("http://127.0.0.1:8080/services"))
        .await;
    B.view(&app, "/", Some("https://www.google.com/")).await;
    flush(&app).await;
    let day1 = stats(&app, &cookie, 1).await;
    assert_eq!(day1["from"], "2025-03-10");
    assert_eq!(
        (day1["visitors"].as_i64(), day1["pageviews"].as_i64()),
        (Some(2), Some(4))
    );
    let first_keys = visitors_of(&app, "2025-03-10");
    assert_eq!(first_keys.len(), 2);

    // Midnight in Vietnam: the salt of the 10th is replaced by the 11th's.
    clock.advance(DAY);
    A.view(&app, "/blog", None).await;
    A.view(&app, "/", Some("http://127.0.0.1:8080/blog")).await;
    flush(&app).await;
    let second_keys = visitors_of(&app, "2025-03-11");
    assert_eq!(second_keys.len(), 1);
    assert!(
        !first_keys.contains(&second_keys[0]),
        "the same person gets an unrelated key on the next day"
    );
    let both = stats(&app, &cookie, 2).await;
    assert_eq!(both["visitors"], 3, "{both}");
    assert_eq!(both["pageviews"], 6);
    assert_eq!(
        both["daily"],
        json!([
            {"date": "2025-03-10", "visitors": 2, "pageviews": 4},
            {"date": "2025-03-11", "visitors": 1, "pageviews": 2},
        ])
    );
    assert_eq!(both["previous"]["from"], "2025-03-08");
    // Rolled up, the 10th says the same.
    maintain(&app).await;
    assert_eq!(
        app.count("insight_daily WHERE day = '2025-03-10' AND dimension = 'total'"),
        1
    );
    assert_eq!(stats(&app, &cookie, 2).await["daily"], both["daily"]);
}

fn kept_salts(app: &TestApp) -> Vec<(i64, Vec<u8>)> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare("SELECT day, salt FROM insight_salt ORDER BY day")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// A restart within the day reuses the day's salt (kept in the database): the visitor seen
/// before it is still one visitor. The next day's salt replaces it there, and backups never
/// carry it.
#[tokio::test]
async fn a_restart_within_the_day_keeps_the_salt_and_the_next_day_forgets_it() {
    let (app, clock) = counting_app();
    A.view(&app, "/", None).await;
    B.view(&app, "/services", None).await;
    flush(&app).await;
    let before = visitors_of(&app, "2025-03-10");
    assert_eq!(before.len(), 2);
    let salts = kept_salts(&app);
    assert_eq!(salts.len(), 1, "the day's salt is kept");
    let (first_day, first_salt) = salts[0].clone();
    assert_eq!(first_salt.len(), 32);

    // A backup made now leaves the salt out of its copy.
    let copy = app.data_dir().join("copy.db");
    tradelane::operations::backup::backup(app.data_dir(), &copy).unwrap();
    let in_copy: i64 = rusqlite::Connection::open(&copy)
        .unwrap()
        .query_row("SELECT count(*) FROM insight_salt", [], |r| r.get(0))
        .unwrap();
    assert_eq!(in_copy, 0, "a backup never carries the day's salt");
    let bytes = std::fs::read(&copy).unwrap();
    assert!(
        !bytes.windows(32).any(|w| w == first_salt.as_slice()),
        "not even on a free page of the copy"
    );

    // Restarted three hours later, the same day: A and B count once each.
    clock.advance(3 * 3600);
    let app = app.restart(counting_with(&clock));
    A.view(&app, "/blog", None).await;
    B.view(&app, "/", None).await;
    flush(&app).await;
    assert_eq!(
        visitors_of(&app, "2025-03-10"),
        before,
        "no one counted twice"
    );
    let cookie = app.signed_in().await;
    let day = stats(&app, &cookie, 1).await;
    assert_eq!(
        (day["visitors"].as_i64(), day["pageviews"].as_i64()),
        (Some(2), Some(4)),
        "{day}"
    );
    assert_eq!(kept_salts(&app), salts, "the same salt, read back");

    // The next day: a new salt, and the old one is gone from the database.
    clock.advance(DAY);
    A.view(&app, "/", None).await;
    flush(&app).await;
    let next = kept_salts(&app);
    assert_eq!(next.len(), 1, "{next:?}");
    assert_eq!(next[0].0, first_day + 1);
    assert_ne!(next[0].1, first_salt);
    assert!(
        !visitors_of(&app, "2025-03-11")
            .iter()
            .any(|v| before.contains(v))
    );

    // A day without visits after it still loses its salt to the maintenance.
    clock.advance(DAY);
    maintain(&app).await;
    assert!(kept_salts(&app).is_empty(), "a past day's salt is deleted");
}

#[tokio::test]
async fn bots_non_browsers_gpc_and_other_sites_are_not_counted() {
    let (app, _clock) = counting_app();
    let page = || json!({"type": "pageview", "path": "/"});
    for ua in [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (compatible; coccocbot-web/1.0; +http://help.coccoc.com/searchengine)",
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
        "curl/8.5.0",
        "python-requests/2.32.3",
    ] {
        let bot = Visitor {
            ip: "198.51.100.1",
            ua,
        };
        assert_eq!(bot.send(&app, page()).await, StatusCode::ACCEPTED, "{ua}");
    }
    let no_agent = app
        .client
        .post("/api/events")
        .header("content-type", "application/json")
        .body(page().to_string())
        .send()
        .await;
    no_agent.assert_status(StatusCode::ACCEPTED);
    assert_eq!(
        B.send_with(&app, page(), &[("sec-gpc", "1")]).await,
        StatusCode::ACCEPTED
    );
    assert_eq!(
        B.send_with(&app, page(), &[("sec-fetch-site", "cross-site")])
            .await,
        StatusCode::ACCEPTED
    );
    assert_eq!(
        B.send(
            &app,
            json!({"type": "pageview", "path": "/admin/enquiries"})
        )
        .await,
        StatusCode::ACCEPTED
    );
    assert_eq!(
        B.send(&app, json!({"type": "calculated", "path": "/tools/x"}))
            .await,
        StatusCode::ACCEPTED,
        "a tool event names its tool"
    );
    // A GPC visitor's enquiry is stored, but not tied to a visit.
    A.enquire(&app, "gpc", &[("sec-gpc", "1")]).await;
    // The one browser that may be counted is.
    assert_eq!(
        B.send_with(&app, page(), &[("sec-fetch-site", "same-origin")])
            .await,
        StatusCode::NO_CONTENT
    );
    flush(&app).await;
    assert_eq!(app.count("insight_events"), 1);
    assert_eq!(app.count("insight_conversions"), 0);
}

#[tokio::test]
async fn no_address_or_user_agent_reaches_the_database_file() {
    let (app, clock) = counting_app();
    const MARKED_UA: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 MarkedAgentQx7";
    let ips = ["198.51.100.77", "2001:db8:77::42"];
    for ip in ips {
        let v = Visitor { ip, ua: MARKED_UA };
        v.view(
            &app,
            "/?utm_source=zalo&utm_campaign=tet",
            Some("https://zalo.me/x?uid=42"),
        )
        .await;
        v.tool(&app, "calculated", "incoterms-calculator").await;
        v.enquire(&app, "scan", &[]).await;
    }
    flush(&app).await;
    clock.advance(DAY);
    maintain(&app).await;
    assert!(app.count("insight_events") > 0 && app.count("insight_daily") > 0);
    assert_eq!(app.count("insight_conversions"), 2);
    // Everything into the main file, then read every byte of it (and of the WAL).
    app.execute("PRAGMA wal_checkpoint(TRUNCATE);");
    let dir = app.data_dir();
    let mut bytes = std::fs::read(dir.join("tradelane.db")).unwrap();
    if let Ok(wal) = std::fs::read(dir.join("tradelane.db-wal")) {
        bytes.extend(wal);
    }
    let contains = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
    assert!(
        contains(b"incoterms-calculator"),
        "the scan reads the file's contents"
    );
    for needle in [
        "MarkedAgentQx7",
        "X11; Linux",
        "198.51.100.77",
        "2001:db8:77",
        "2001:0db8:0077",
        "uid=42",
    ] {
        assert!(
            !contains(needle.as_bytes()),
            "{needle} is in the database file"
        );
    }
    assert!(!contains(&[198, 51, 100, 77]), "the address's four bytes");
}

#[tokio::test]
async fn raw_events_are_deleted_after_30_days_and_the_totals_stay() {
    let (app, clock) = counting_app();
    let cookie = app.signed_in().await;
    A.view(&app, "/blog", Some("https://www.facebook.com/"))
        .await;
    B.view(&app, "/blog", None).await;
    B.tool(&app, "pdf", "freight-calculator").await;
    flush(&app).await;
    let live = stats(&app, &cookie, 365).await;
    // The same day, later: nothing is rolled up before the day ends.
    maintain(&app).await;
    assert_eq!(app.count("insight_daily"), 0);
    clock.advance(DAY);
    maintain(&app).await;
    assert_eq!(
        app.count("insight_daily WHERE day = '2025-03-10'"),
        app.count("insight_daily")
    );
    assert_eq!(app.count("insight_events"), 3, "kept 30 days");
    clock.advance(28 * DAY);
    maintain(&app).await;
    assert_eq!(
        app.count("insight_events"),
        3,
        "the 10th is the 30th day back"
    );
    clock.advance(DAY);
    maintain(&app).await;
    assert_eq!(app.count("insight_events"), 0, "gone after 30 days");
    let later = stats(&app, &cookie, 365).await;
    for key in [
        "visitors",
        "pageviews",
        "pages",
        "sources",
        "devices",
        "languages",
        "tools",
    ] {
        assert_eq!(later[key], live[key], "{key}");
    }
    assert_eq!(later["visitors"], 2);
}

#[tokio::test]
async fn the_figures_of_a_known_set_of_events() {
    let (app, _clock) = counting_app();
    let cookie = app.signed_in().await;
    let own = |path: &str| format!("http://{HOST}{path}");
    // A: a phone, Vietnamese, from a Google search, a campaign link.
    A.send(&app, json!({"type": "pageview", "path": "/blog/incoterms-2020-fob-cif-ddp-for-exporters?utm_campaign=Spring", "referrer": "https://www.google.com.vn/", "lang": "vi"})).await;
    A.send(&app, json!({"type": "pageview", "path": "/contact", "referrer": own("/blog/incoterms-2020-fob-cif-ddp-for-exporters"), "lang": "vi"})).await;
    // B: a desktop, English, typed the address, used the Incoterms calculator.
    B.send(
        &app,
        json!({"type": "pageview", "path": "/tools/incoterms-calculator", "lang": "en"}),
    )
    .await;
    for kind in ["calculated", "calculated", "pdf", "link"] {
        B.tool(&app, kind, "incoterms-calculator").await;
    }
    B.send(&app, json!({"type": "pageview", "path": "/tools/freight-calculator/", "referrer": own("/tools/incoterms-calculator"), "lang": "en"})).await;
    B.tool(&app, "calculated", "freight-calculator").await;
    // C: a tablet, from Zalo by its campaign tags; language from the browser.
    C.send_with(&app, json!({"type": "pageview", "path": "/?utm_source=Zalo&utm_medium=social&utm_campaign=tet-2025"}), &[("accept-language", "en-GB,en;q=0.9")]).await;
    flush(&app).await;
    let s = stats(&app, &cookie, 7).await;
    assert_eq!(
        (s["visitors"].as_i64(), s["pageviews"].as_i64()),
        (Some(3), Some(5))
    );
    assert_eq!(
        s["pages"],
        json!([
            {"path": "/", "visitors": 1, "pageviews": 1},
            {"path": "/blog/incoterms-2020-fob-cif-ddp-for-exporters", "visitors": 1, "pageviews": 1},
            {"path": "/contact", "visitors": 1, "pageviews": 1},
            {"path": "/tools/freight-calculator", "visitors": 1, "pageviews": 1},
            {"path": "/tools/incoterms-calculator", "visitors": 1, "pageviews": 1},
        ])
    );
    assert_eq!(
        s["sources"],
        json!([
            {"source": "", "visitors": 1},
            {"source": "google.com.vn", "visitors": 1},
            {"source": "zalo", "visitors": 1},
        ])
    );
    assert_eq!(
        s["campaigns"],
        json!([{"value": "spring", "visitors": 1}, {"value": "tet-2025", "visitors": 1}])
    );
    assert_eq!(
        s["devices"],
        json!([
            {"value": "desktop", "visitors": 1},
            {"value": "phone", "visitors": 1},
            {"value": "tablet", "visitors": 1},
        ])
    );
    assert_eq!(
        s["languages"],
        json!([{"value": "en", "visitors": 2}, {"value": "vi", "visitors": 1}])
    );
    assert_eq!(
        s["tools"],
        json!([
            {"tool": "freight-calculator", "visitors": 1, "calculated": 1, "pdf": 0, "link": 0, "quote": 0},
            {"tool": "incoterms-calculator", "visitors": 1, "calculated": 2, "pdf": 1, "link": 1, "quote": 0},
        ])
    );
    assert_eq!(s["daily"].as_array().unwrap().len(), 7);
    assert_eq!(s["previous"]["visitors"], 0);
    assert_eq!(s["counting"], true);
}

#[tokio::test]
async fn enquiries_are_joined_with_the_visits_that_sent_them() {
    let (app, clock) = counting_app_at(Clock::default().now());
    let cookie = app.signed_in().await;
    let own = |path: &str| format!("http://{HOST}{path}");
    // A lands on a post from Google, tries the freight calculator, then writes.
    A.view(
        &app,
        "/blog/incoterms-2020-fob-cif-ddp-for-exporters",
        Some("https://www.google.com/"),
    )
    .await;
    A.view(
        &app,
        "/tools/freight-calculator",
        Some(&own("/blog/incoterms-2020-fob-cif-ddp-for-exporters")),
    )
    .await;
    A.tool(&app, "calculated", "freight-calculator").await;
    A.view(&app, "/contact", Some(&own("/tools/freight-calculator")))
        .await;
    let a_id = A.enquire(&app, "a", &[]).await;
    // B came by a Zalo campaign link and writes without using a tool.
    B.view(&app, "/services?utm_source=zalo&utm_campaign=tet", None)
        .await;
    B.view(&app, "/contact", Some(&own("/services"))).await;
    B.enquire(&app, "b", &[]).await;
    // C only looked; D wrote with Global Privacy Control; a spam enquiry never counts.
    C.view(
        &app,
        "/blog/incoterms-2020-fob-cif-ddp-for-exporters",
        Some("https://www.google.com/"),
    )
    .await;
    let d = Visitor {
        ip: "198.51.100.9",
        ua: CHROME,
    };
    d.enquire(&app, "d", &[("sec-gpc", "1")]).await;
    let mut spam = enquiry("spam");
    spam["website"] = json!("http://spam.example");
    B_spam(&app, spam).await;
    flush(&app).await;

    let s = stats(&app, &cookie, 30).await;
    assert_eq!(s["enquiryCount"], 3, "{s}");
    assert_eq!(
        s["enquiries"],
        json!([
            {"count": 1},
            {"landingPath": "/blog/incoterms-2020-fob-cif-ddp-for-exporters", "source": "google.com", "tool": "freight-calculator", "count": 1},
            {"landingPath": "/services", "source": "zalo", "campaign": "tet", "count": 1},
        ])
    );
    let conversion = &s["conversion"];
    assert_eq!(
        conversion["pages"],
        json!([
            {"value": "/blog/incoterms-2020-fob-cif-ddp-for-exporters", "visitors": 2, "enquiries": 1, "rate": 0.5},
            {"value": "/services", "visitors": 1, "enquiries": 1, "rate": 1.0},
        ])
    );
    assert_eq!(
        conversion["sources"],
        json!([
            {"value": "google.com", "visitors": 2, "enquiries": 1, "rate": 0.5},
            {"value": "zalo", "visitors": 1, "enquiries": 1, "rate": 1.0},
        ])
    );
    assert_eq!(
        conversion["campaigns"],
        json!([{"value": "tet", "visitors": 1, "enquiries": 1, "rate": 1.0}])
    );
    assert_eq!(
        conversion["tools"],
        json!([{"value": "freight-calculator", "visitors": 1, "enquiries": 1, "rate": 1.0}])
    );
    assert_eq!(conversion["unattributed"], 1);
    // The join holds after the raw events are gone: it was resolved when A wrote.
    clock.advance(31 * DAY);
    maintain(&app).await;
    assert_eq!(app.count("insight_events"), 0);
    let later = stats(&app, &cookie, 365).await;
    assert_eq!(later["enquiries"], s["enquiries"]);
    assert_eq!(later["conversion"], s["conversion"]);
    let conn = app.pool.get().unwrap();
    let tool: String = conn
        .query_row(
            "SELECT tool FROM insight_conversions WHERE enquiry_id = ?1",
            [&a_id],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(tool, "freight-calculator");
}

#[allow(non_snake_case)]
async fn B_spam(app: &TestApp, body: Value) {
    app.client
        .post("/api/contact")
        .header("user-agent", B.ua)
        .header("x-forwarded-for", B.ip)
        .body_json(&body)
        .send()
        .await
        .assert_status(StatusCode::CREATED);
}

#[tokio::test]
async fn no_analytics_counts_and_stores_nothing() {
    let app = spawn_app_with(|s| {
        s.analytics = false;
        s.trust_proxy = true;
        s.contact_rate_limit = 0;
    });
    let cookie = app.signed_in().await;
    assert_eq!(
        B.send(&app, json!({"type": "pageview", "path": "/"})).await,
        StatusCode::ACCEPTED
    );
    B.enquire(&app, "off", &[]).await;
    // No recorder exists to write later, so the counts below are final at once.
    assert!(app.state.insight.recorder().is_none());
    assert_eq!(app.count("insight_events"), 0);
    assert_eq!(app.count("insight_conversions"), 0);
    let s = stats(&app, &cookie, 7).await;
    assert_eq!(s["counting"], false);
    assert_eq!(s["enquiryCount"], 1);
    let health = app.get_text("/api/health").await;
    assert!(!health.contains("eventRecorder"), "{health}");
}

#[tokio::test]
async fn bodies_are_checked_and_each_address_is_limited() {
    let app = spawn_app_with(|s| s.event_rate_limit = 3);
    let send = |body: String, content_type: &'static str| {
        app.client
            .post("/api/events")
            .header("user-agent", CHROME)
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    send("x".repeat(17 * 1024), "text/plain")
        .await
        .assert_status(StatusCode::PAYLOAD_TOO_LARGE);
    send(json!({"type": "pageview"}).to_string(), "application/json")
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    send(
        json!({"type": "visit", "path": "/"}).to_string(),
        "application/json",
    )
    .await
    .assert_status(StatusCode::BAD_REQUEST);
    send(
        json!({"type": "pageview", "path": "/", "ip": "1.2.3.4"}).to_string(),
        "application/json",
    )
    .await
    .assert_status(StatusCode::BAD_REQUEST);
    send(
        json!({"type": "pageview", "path": "/", "tool": null}).to_string(),
        "application/json",
    )
    .await
    .assert_status(StatusCode::BAD_REQUEST);
    send(
        json!({"type": "pageview", "path": "/"}).to_string(),
        "application/xml",
    )
    .await
    .assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let page = || json!({"type": "pageview", "path": "/"}).to_string();
    for _ in 0..3 {
        send(page(), "application/json")
            .await
            .assert_status(StatusCode::NO_CONTENT);
    }
    let limited = send(page(), "text/plain").await;
    limited.assert_status(StatusCode::TOO_MANY_REQUESTS);
    assert!(limited.0.headers().contains_key("retry-after"));
    // No cookie is ever set.
    assert!(!limited.0.headers().contains_key("set-cookie"));
}

/// A kill -9 in the middle of a burst: what was committed stays whole, and only events
/// acknowledged within the last batch window are missing.
#[tokio::test]
async fn totals_stay_right_after_a_kill_during_a_burst() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = TestServer::start(dir.path(), &["--event-rate-limit", "0"]);
    let url = server.url("/api/events");
    let client = reqwest::Client::new();
    // The first event waits for the bot patterns; the burst starts after it.
    let first = client
        .post(&url)
        .header("user-agent", CHROME)
        .header("content-type", "text/plain")
        .body(json!({"type": "pageview", "path": "/"}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(first.status(), 204);
    let started = Instant::now();
    let mut acknowledged: Vec<Duration> = Vec::new();
    let mut tasks = tokio::task::JoinSet::new();
    let mut sent = 1u32;
    // Eight senders for about 1.5 s, then the kill while they are still sending.
    for worker in 0..8u32 {
        let (client, url) = (client.clone(), url.clone());
        tasks.spawn(async move {
            let mut acks = Vec::new();
            let mut i = 0u32;
            while started.elapsed() < Duration::from_millis(3000) {
                let ua =
                    format!("Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36 w{worker}");
                let path = ["/", "/services", "/blog", "/contact", "/tools"][i as usize % 5];
                let body = json!({"type": "pageview", "path": path}).to_string();
                let resp = client
                    .post(&url)
                    .header("user-agent", ua)
                    .header("content-type", "text/plain")
                    .body(body)
                    .send()
                    .await;
                match resp {
                    Ok(r) if r.status() == 204 => acks.push(started.elapsed()),
                    Ok(r) => panic!("answered {}", r.status()),
                    Err(_) => break,
                }
                i += 1;
            }
            acks
        });
    }
    // Deliberate: the burst's length before the kill.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    server.kill();
    let killed_at = started.elapsed();
    while let Some(acks) = tasks.join_next().await {
        let acks = acks.unwrap();
        sent += u32::try_from(acks.len()).unwrap();
        acknowledged.extend(acks);
    }
    assert!(sent > 50, "the burst was a burst: {sent} events");
    let conn = rusqlite::Connection::open(dir.path().join("tradelane.db")).unwrap();
    let stored: i64 = conn
        .query_row("SELECT count(*) FROM insight_events", [], |r| r.get(0))
        .unwrap();
    let surely_committed = acknowledged
        .iter()
        .filter(|at| **at + Duration::from_secs(1) + Duration::from_millis(500) < killed_at)
        .count();
    assert!(
        stored <= i64::from(sent),
        "never more than acknowledged: {stored} > {sent}"
    );
    assert!(
        stored >= i64::try_from(surely_committed).unwrap(),
        "acknowledged more than a batch window before the kill, so stored: {stored} < {surely_committed}"
    );
    drop(conn);
    // Started again: the Dashboard's totals are the stored events, each counted once.
    let server = TestServer::start(dir.path(), &[]);
    drop(server);
    let conn = rusqlite::Connection::open(dir.path().join("tradelane.db")).unwrap();
    let (visitors, pageviews): (i64, i64) = conn
        .query_row(
            "SELECT count(DISTINCT visitor), count(*) FROM insight_events WHERE kind = 'pageview'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(pageviews, stored);
    assert!(
        (1..=9).contains(&visitors),
        "one key per sender: {visitors}"
    );
}

/// The privacy page says what is counted; a page the owner edited keeps the owner's words.
#[tokio::test]
async fn the_privacy_page_says_what_is_counted_unless_the_owner_rewrote_it() {
    let app = spawn_app_with(|_| {});
    let conn = app.pool.get().unwrap();
    let (vi, en): (String, String) = conn
        .query_row(
            "SELECT body_vi, body_en FROM pages WHERE slug = 'privacy'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert!(vi.contains("## Đếm lượt truy cập") && vi.contains("Global Privacy Control"));
    assert!(en.contains("## Visit counting") && en.contains("never written down"));
    assert!(
        vi.contains("không có trong bản sao lưu") && en.contains("left out of backups"),
        "the salt's keeping is told"
    );
    drop(conn);
    // An installation from before, whose owner rewrote the English text: the migrations
    // that write the privacy text (0012, then 0017's sentence about the salt) run again
    // and leave it as the owner wrote it.
    let conn = rusqlite::Connection::open(app.data_dir().join("tradelane.db")).unwrap();
    conn.execute_batch("UPDATE pages SET body_en = 'Our own words.' WHERE slug = 'privacy';")
        .unwrap();
    conn.execute_batch(include_str!("../../migrations/0012_privacy_counting.sql"))
        .unwrap();
    conn.execute_batch(include_str!("../../migrations/0017_visitor_salt.sql"))
        .unwrap();
    let en: String = conn
        .query_row(
            "SELECT body_en FROM pages WHERE slug = 'privacy'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(en, "Our own words.");
}

/// docs/decisions-spec.md §21: a page view of a path the site does not serve is not stored
/// (a made-up path, a post that does not exist, an address with a typo); the site's pages
/// are (routes, published items, standing pages, with a trailing slash or a query).
#[tokio::test]
async fn page_views_of_paths_the_site_does_not_serve_are_not_stored() {
    let (app, _clock) = counting_app();
    for made_up in [
        "/wp-login.php",
        "/blog/no-such-post",
        "/services/no-such-service",
        "/tools/x",
        "/%3Cscript%3E",
        "/contact/extra",
    ] {
        let body = json!({"type": "pageview", "path": made_up});
        assert_eq!(A.send(&app, body).await, StatusCode::ACCEPTED, "{made_up}");
    }
    let made_up_tool = json!({"type": "calculated", "path": "/x", "tool": "freight-calculator"});
    assert_eq!(A.send(&app, made_up_tool).await, StatusCode::ACCEPTED);
    for served in [
        "/",
        "/blog/",
        "/blog/demurrage-detention-hidden-costs",
        "/case-studies/kim-ngan-seafood-eu-cold-chain?utm_source=zalo",
        "/privacy",
        "/tools/freight-calculator",
    ] {
        A.view(&app, served, None).await;
    }
    flush(&app).await;
    let conn = app.pool.get().unwrap();
    let stored: Vec<String> = conn
        .prepare("SELECT DISTINCT path FROM insight_events ORDER BY path")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        stored,
        [
            "/",
            "/blog",
            "/blog/demurrage-detention-hidden-costs",
            "/case-studies/kim-ngan-seafood-eu-cold-chain",
            "/privacy",
            "/tools/freight-calculator",
        ]
    );
}

/// docs/decisions-spec.md §21: past the day's raw budget an event is not stored, and the day's
/// page views still move (today's and, once rolled up, the finished day's); the next day
/// has a budget of its own. The budget is lowered here; the default's own count is tested
/// in `insight::recorder`.
#[tokio::test]
async fn past_the_daily_budget_only_the_days_totals_move() {
    let clock = Clock::fixed(START);
    let counting = counting_with(&clock);
    let app = spawn_app_with(move |s| {
        counting(s);
        s.event_budget = 5;
    });
    let cookie = app.signed_in().await;
    let raw = |day: &str| -> i64 {
        app.pool
            .get()
            .unwrap()
            .query_row(
                "SELECT count(*) FROM insight_events WHERE day = ?1",
                [day],
                |r| r.get(0),
            )
            .unwrap()
    };
    for _ in 0..4 {
        A.view(&app, "/", None).await;
        B.view(&app, "/services", None).await;
    }
    flush(&app).await;
    assert_eq!(raw("2025-03-10"), 5);
    let s = stats(&app, &cookie, 7).await;
    assert_eq!(s["pageviews"], 8, "today's figures count past the budget");
    assert_eq!(
        s["daily"][6],
        json!({"date": "2025-03-10", "visitors": 2, "pageviews": 8})
    );
    // The next day: rolled up with the same figures, and a new budget.
    clock.advance(DAY);
    for _ in 0..7 {
        C.view(&app, "/contact", None).await;
    }
    flush(&app).await;
    maintain(&app).await;
    assert_eq!(raw("2025-03-11"), 5);
    let s = stats(&app, &cookie, 7).await;
    assert_eq!(
        s["daily"][5],
        json!({"date": "2025-03-10", "visitors": 2, "pageviews": 8})
    );
    assert_eq!(
        s["daily"][6],
        json!({"date": "2025-03-11", "visitors": 1, "pageviews": 7})
    );
    assert_eq!(s["pageviews"], 15);
}

/// The day's figures grouped from its raw events, as the roll-up grouped them before the
/// live totals: (dimension, value, visitors, count), sorted.
fn grouped_from_raw(app: &TestApp, day: &str) -> Vec<(String, String, i64, i64)> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT dimension, value, count(DISTINCT visitor), count(*) FROM (
               SELECT 'total' AS dimension, '' AS value, visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview'
               UNION ALL SELECT 'page', path, visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview'
               UNION ALL SELECT 'landing', path, visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview' AND entry = 1
               UNION ALL SELECT 'source', coalesce(source, ''), visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview' AND entry = 1
               UNION ALL SELECT 'campaign', campaign, visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview' AND entry = 1 AND campaign IS NOT NULL
               UNION ALL SELECT 'device', device, visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview'
               UNION ALL SELECT 'language', language, visitor FROM insight_events
                WHERE day = ?1 AND kind = 'pageview'
               UNION ALL SELECT 'tool', tool, visitor FROM insight_events
                WHERE day = ?1 AND kind <> 'pageview' AND tool IS NOT NULL
               UNION ALL SELECT 'tool:' || kind, tool, visitor FROM insight_events
                WHERE day = ?1 AND kind <> 'pageview' AND tool IS NOT NULL)
             GROUP BY dimension, value ORDER BY dimension, value",
        )
        .unwrap();
    stmt.query_map([day], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// A day's rows of one table of totals, as [`grouped_from_raw`] gives them.
fn kept_totals(app: &TestApp, table: &str, day: &str) -> Vec<(String, String, i64, i64)> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare(&format!(
            "SELECT dimension, value, visitors, count FROM {table}
             WHERE day = ?1 AND dimension <> 'overflow' ORDER BY dimension, value"
        ))
        .unwrap();
    stmt.query_map([day], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// docs/decisions-spec.md §21: today's figures are kept as the events are written (the
/// Dashboard reads no raw events): under the budget they equal what the day's raw events
/// group to, visitor by visitor; past it the page views keep counting; and the rolled-up
/// day keeps the same rows.
#[tokio::test]
async fn todays_figures_are_the_raw_events_and_keep_counting_past_the_budget() {
    let clock = Clock::fixed(START);
    let counting = counting_with(&clock);
    let app = spawn_app_with(move |s| {
        counting(s);
        s.event_budget = 60;
    });
    let cookie = app.signed_in().await;
    let paths = [
        "/",
        "/services",
        "/contact",
        "/blog",
        "/tools/incoterms-calculator",
    ];
    let referrers = [
        None,
        Some("https://www.google.com/"),
        Some("https://zalo.me/"),
        Some("http://127.0.0.1:8080/"),
    ];
    let send = |i: usize| {
        let ip = format!("203.0.113.{}", i % 13);
        let ua = [CHROME, IPHONE, IPAD][i % 3];
        let body = if i % 5 == 4 {
            let kind = ["calculated", "pdf", "link", "quote"][i % 4];
            let tool = ["incoterms-calculator", "freight-calculator"][i % 2];
            json!({"type": kind, "path": "/tools/incoterms-calculator", "tool": tool})
        } else {
            let (path, lang) = (
                format!("{}?utm_campaign=c{}", paths[i % 5], i % 3),
                ["vi", "en"][i % 2],
            );
            let mut body = json!({"type": "pageview", "path": path, "lang": lang});
            if let Some(referrer) = referrers[i % 4] {
                body["referrer"] = json!(referrer);
            }
            body
        };
        let app = &app;
        async move {
            let status = app
                .client
                .post("/api/events")
                .header("user-agent", ua)
                .header("x-forwarded-for", ip)
                .header("host", HOST)
                .header("content-type", "text/plain;charset=UTF-8")
                .body(body.to_string())
                .send()
                .await
                .0
                .status();
            assert_eq!(status, StatusCode::NO_CONTENT, "event {i}");
        }
    };
    for i in 0..50 {
        send(i).await;
    }
    flush(&app).await;
    let day = "2025-03-10";
    let raw = grouped_from_raw(&app, day);
    assert!(raw.len() > 20, "a varied day: {raw:?}");
    assert_eq!(kept_totals(&app, "insight_live", day), raw);
    let s = stats(&app, &cookie, 1).await;
    let total = raw.iter().find(|t| t.0 == "total").unwrap();
    assert_eq!(
        (s["visitors"].as_i64(), s["pageviews"].as_i64()),
        (Some(total.2), Some(total.3))
    );

    // Past the budget (60 raw events): the page views keep counting, nothing else moves.
    for i in 50..100 {
        send(i).await;
    }
    flush(&app).await;
    assert_eq!(app.count("insight_events"), 60);
    let raw = grouped_from_raw(&app, day);
    let views_past: i64 = (60..100).filter(|i| i % 5 != 4).count().try_into().unwrap();
    let live = kept_totals(&app, "insight_live", day);
    let expected: Vec<_> = raw
        .iter()
        .map(|t| {
            if t.0 == "total" {
                (t.0.clone(), t.1.clone(), t.2, t.3 + views_past)
            } else {
                t.clone()
            }
        })
        .collect();
    assert_eq!(live, expected);
    let s = stats(&app, &cookie, 1).await;
    assert_eq!(s["pageviews"], 80, "every page view of the day");

    // Rolled up: the same rows in the daily totals, and no live rows or visitor keys left.
    clock.advance(DAY);
    maintain(&app).await;
    assert_eq!(kept_totals(&app, "insight_daily", day), live);
    assert_eq!(app.count("insight_live"), 0);
    assert_eq!(app.count("insight_live_seen"), 0);
    let s = stats(&app, &cookie, 2).await;
    assert_eq!(s["daily"][0]["pageviews"], 80);
}

/// An event is checked against its schema (docs/decisions-spec.md §29): each refusal names
/// the field as sent, in the request's language.
#[tokio::test]
async fn a_refused_event_names_its_field_in_the_callers_language() {
    let app = spawn_app_with(|_| {});
    for (accept, body, expected) in [
        (
            "en",
            json!({"type": "visit", "path": "/"}),
            "The field \"type\"",
        ),
        (
            "vi",
            json!({"type": "visit", "path": "/"}),
            "Trường \"type\"",
        ),
        (
            "en",
            json!({"type": "pageview"}),
            "The field \"path\" is missing.",
        ),
        ("vi", json!({"type": "pageview"}), "Thiếu trường \"path\"."),
        (
            "en",
            json!({"type": "pageview", "path": "/", "tool": null}),
            "The field \"tool\" must be text.",
        ),
        (
            "en",
            json!({"type": "pageview", "path": "/", "lang": "fr"}),
            "The field \"lang\"",
        ),
        (
            "en",
            json!({"type": "pageview", "path": "/", "ip": "1.2.3.4"}),
            "Unknown field \"ip\".",
        ),
    ] {
        let resp = app
            .client
            .post("/api/events")
            .header("user-agent", CHROME)
            .header("accept-language", accept)
            .body_json(&body)
            .send()
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let answer: Value = resp.json().await.value().deserialize();
        let error = answer["error"].as_str().unwrap();
        assert!(error.contains(expected), "{body} ({accept}): {error}");
    }
}
