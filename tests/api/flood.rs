//! Nothing fails under a flood (docs/decisions-spec.md §21): eight writers on the public API
//! from many client addresses while the owner saves a post every 100 ms. Every write
//! transaction begins IMMEDIATE, so writers wait for each other (SQLite's busy timeout)
//! instead of answering 500 "database is locked".

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::helpers::{OWNER_EMAIL, OWNER_PASSWORD, TestServer, enquiry, stored_ids};

const WRITERS: usize = 8;
const FLOOD: Duration = Duration::from_secs(20);
const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/// What one writer saw: its acknowledged enquiries and subscriptions, and every 5xx.
#[derive(Default)]
struct Seen {
    enquiries: Vec<String>,
    subscriptions: Vec<String>,
    events: usize,
    failures: Vec<String>,
}

/// A client address of its own for request `n` (10.0.0.0/8), so that no per-address limit
/// stands between the flood and the database.
fn address(n: u32) -> String {
    format!("10.{}.{}.{}", (n >> 16) & 255, (n >> 8) & 255, n & 255)
}

/// One writer: subscriptions, enquiries and page views in turn until `running` ends.
async fn writer(url: String, counter: Arc<AtomicU32>, running: Arc<AtomicBool>) -> Seen {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let mut seen = Seen::default();
    while running.load(Ordering::Relaxed) {
        let n = counter.fetch_add(1, Ordering::Relaxed);
        let from = address(n);
        let (path, req) = match n % 3 {
            0 => {
                let email = format!("flood{n}@example.vn");
                let body = json!({"email": email, "language": "vi", "source": "blog"});
                (
                    "/api/subscriptions",
                    client
                        .post(format!("{url}/api/subscriptions"))
                        .header("content-type", "application/json")
                        .body(serde_json::to_vec(&body).unwrap()),
                )
            }
            1 => (
                "/api/contact",
                client
                    .post(format!("{url}/api/contact"))
                    .header("content-type", "application/json")
                    .body(serde_json::to_vec(&enquiry(&n.to_string())).unwrap()),
            ),
            _ => (
                "/api/events",
                client
                    .post(format!("{url}/api/events"))
                    .header("content-type", "text/plain;charset=UTF-8")
                    .body(json!({"type": "pageview", "path": "/services"}).to_string()),
            ),
        };
        let resp = req
            .header("x-forwarded-for", &from)
            .header("user-agent", CHROME)
            .send()
            .await
            .unwrap_or_else(|e| panic!("{path} completes: {e}"));
        let status = resp.status();
        let text = resp.text().await.unwrap_or_default();
        if status.is_server_error() {
            seen.failures.push(format!("{path} {status}: {text}"));
            continue;
        }
        match (path, status.as_u16()) {
            ("/api/subscriptions", 201) => seen.subscriptions.push(format!("flood{n}@example.vn")),
            ("/api/contact", 201) => {
                let body: Value = serde_json::from_str(&text).unwrap();
                seen.enquiries.push(body["id"].as_str().unwrap().to_owned());
            }
            ("/api/events", 204) => seen.events += 1,
            _ => panic!("{path} answered {status}: {text}"),
        }
    }
    seen
}

/// The owner's `Cookie` header value after signing in from the site's origin.
async fn sign_in(client: &reqwest::Client, url: &str) -> String {
    let resp = client
        .post(format!("{url}/api/admin/session"))
        .header("origin", url)
        .header("content-type", "application/json")
        .body(
            serde_json::to_vec(&json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD})).unwrap(),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 204, "the owner signs in");
    let set_cookie = resp.headers()["set-cookie"].to_str().unwrap();
    set_cookie.split(';').next().unwrap().to_owned()
}

fn post_body(title: &str) -> Value {
    json!({
        "slug": "bai-viet-trong-con-lu",
        "titleVi": title, "titleEn": title,
        "descriptionVi": "Tóm tắt bài viết", "descriptionEn": "Post summary",
        "contentVi": "Đoạn một.\n\nĐoạn hai.", "contentEn": "First.\n\nSecond.",
        "author": "Nguyễn Văn An", "publishedAt": "2026-11-20T08:00:00+07:00",
        "imageUrl": "",
        "published": true
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn eight_public_writers_and_the_owners_saves_never_answer_5xx_and_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &["--trust-proxy"]);
    let url = server.base_url.clone();
    // The owner account, as `tradelane admin create` makes it, beside the running server.
    let hash = tradelane::owners::accounts::hash_password(OWNER_PASSWORD).unwrap();
    rusqlite::Connection::open(dir.path().join("tradelane.db"))
        .unwrap()
        .execute(
            "INSERT INTO owners (email, password_hash) VALUES (?1, ?2)",
            [OWNER_EMAIL, &hash],
        )
        .unwrap();
    let owner = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let cookie = sign_in(&owner, &url).await;
    let base = format!("{url}/api/admin/content/blog-posts");
    let resp = owner
        .post(&base)
        .header("cookie", &cookie)
        .header("origin", &url)
        .header("content-type", "application/json")
        .body(serde_json::to_vec(&post_body("Bài viết 0")).unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    let mut version = resp.headers()["etag"].to_str().unwrap().to_owned();
    let created: Value = serde_json::from_slice(&resp.bytes().await.unwrap()).unwrap();
    let id = created["id"].as_str().unwrap().to_owned();

    let running = Arc::new(AtomicBool::new(true));
    let counter = Arc::new(AtomicU32::new(1));
    let writers: Vec<_> = (0..WRITERS)
        .map(|_| tokio::spawn(writer(url.clone(), counter.clone(), running.clone())))
        .collect();

    // The owner saves every 100 ms for the whole flood; each save must succeed.
    let started = Instant::now();
    let mut saves = 0;
    let mut last_title = String::new();
    while started.elapsed() < FLOOD {
        let next = Instant::now() + Duration::from_millis(100);
        saves += 1;
        last_title = format!("Bài viết {saves}");
        let resp = owner
            .put(format!("{base}/{id}"))
            .header("cookie", &cookie)
            .header("origin", &url)
            .header("if-match", &version)
            .header("content-type", "application/json")
            .body(serde_json::to_vec(&post_body(&last_title)).unwrap())
            .send()
            .await
            .unwrap();
        let status = resp.status();
        if status != 200 {
            running.store(false, Ordering::Relaxed);
            panic!(
                "save {saves} answered {status}: {}",
                resp.text().await.unwrap_or_default()
            );
        }
        version = resp.headers()["etag"].to_str().unwrap().to_owned();
        tokio::time::sleep_until(next.into()).await;
    }
    running.store(false, Ordering::Relaxed);

    let mut enquiries = HashSet::new();
    let mut subscriptions = Vec::new();
    let mut events = 0;
    let mut failures = Vec::new();
    for writer in writers {
        let seen = writer.await.unwrap();
        enquiries.extend(seen.enquiries);
        subscriptions.extend(seen.subscriptions);
        events += seen.events;
        failures.extend(seen.failures);
    }
    assert!(
        failures.is_empty(),
        "{} answers 5xx, e.g. {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
    // The flood really was one: thousands of writes in all, and every save answered.
    assert!(saves >= 100, "{saves} saves");
    assert!(
        enquiries.len() >= 50 && subscriptions.len() >= 50 && events >= 50,
        "{} enquiries, {} subscriptions, {events} events",
        enquiries.len(),
        subscriptions.len()
    );

    // Every acknowledged write is stored.
    let stored: HashSet<String> = stored_ids(dir.path()).into_iter().collect();
    let lost = enquiries.difference(&stored).count();
    assert_eq!(
        lost,
        0,
        "{lost} of {} acknowledged enquiries lost",
        enquiries.len()
    );
    let conn = rusqlite::Connection::open(dir.path().join("tradelane.db")).unwrap();
    let stored_subscriptions: HashSet<String> = conn
        .prepare("SELECT email FROM subscriptions WHERE email LIKE 'flood%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let lost: Vec<&String> = subscriptions
        .iter()
        .filter(|e| !stored_subscriptions.contains(*e))
        .collect();
    assert!(lost.is_empty(), "acknowledged subscriptions lost: {lost:?}");
    let title: String = conn
        .query_row(
            "SELECT title_vi FROM blog_posts WHERE id = ?1",
            [&id],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(title, last_title, "the last save is the one stored");
    let log = server.log.lock().unwrap().join("\n");
    assert!(
        !log.contains("database is locked"),
        "no lock reached a request"
    );
}
