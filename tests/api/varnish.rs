//! A CDN in front, tested (docs/decisions-spec.md §20): Debian's `varnishd` runs
//! `docs/deploy/varnish.vcl` (its backend port rewritten to the test server's) and shows
//! that anonymous pages in both languages come from the cache, that the console, its API,
//! non-GET requests and answers that set a cookie never do, and that a content change shows
//! through within the page's `s-maxage`.

use std::time::{Duration, Instant};

use poem::{Response, Route, handler, http::StatusCode};
use tradelane::configuration::Settings;
use tradelane::http::security::app_csp;
use tradelane::kernel::db;
use tradelane::server::{Limits, serve};
use tradelane::startup::{app_state, app_with_state, harden};

/// The pages' `s-maxage` (tradelane's answer says it; the test checks it does).
const PAGE_LIFETIME: u64 = 60;

/// A public-looking answer that sets a cookie: the server must mark it private whatever its
/// handler said, and Varnish must not keep it.
#[handler]
fn sets_a_cookie() -> Response {
    Response::builder()
        .header("cache-control", "public, s-maxage=60")
        .header("set-cookie", "visitor=42; Path=/")
        .body("yours alone")
}

struct Varnish {
    child: std::process::Child,
    _dir: tempfile::TempDir,
    base: String,
}

impl Drop for Varnish {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `varnishd` with the repository's VCL in front of 127.0.0.1:`backend`.
async fn start_varnish(backend: u16) -> Varnish {
    let dir = tempfile::tempdir().unwrap();
    let vcl = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/deploy/varnish.vcl"),
    )
    .unwrap();
    assert!(vcl.contains(".port = \"8080\";"), "the VCL names port 8080");
    let vcl_path = dir.path().join("test.vcl");
    std::fs::write(
        &vcl_path,
        vcl.replace(".port = \"8080\";", &format!(".port = \"{backend}\";")),
    )
    .unwrap();
    let port = free_port();
    // Debian puts it in /usr/sbin, which a user's PATH may lack.
    let program = ["/usr/sbin/varnishd", "varnishd"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
        .unwrap_or("varnishd");
    let child = std::process::Command::new(program)
        .arg("-F")
        .args(["-j", "none"])
        .arg("-n")
        .arg(dir.path().join("work"))
        .args(["-a", &format!("127.0.0.1:{port}")])
        .arg("-f")
        .arg(&vcl_path)
        .args(["-s", "malloc,32m"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("varnishd runs (Debian's varnish package)");
    let varnish = Varnish {
        child,
        _dir: dir,
        base: format!("http://127.0.0.1:{port}"),
    };
    let client = reqwest::Client::new();
    let health = format!("{}/api/health", varnish.base);
    crate::helpers::wait_for("varnishd started", Duration::from_secs(30), async || {
        client
            .get(&health)
            .send()
            .await
            .is_ok_and(|resp| resp.status() == 200)
    })
    .await;
    varnish
}

struct Seen {
    status: u16,
    cache: String,
    cache_control: String,
    set_cookie: bool,
    body: String,
}

async fn get(client: &reqwest::Client, url: &str, cookie: Option<&str>) -> Seen {
    let mut req = client.get(url);
    if let Some(cookie) = cookie {
        req = req.header("cookie", cookie);
    }
    let resp = req.send().await.unwrap();
    let header = |name: &str| {
        resp.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    Seen {
        status: resp.status().as_u16(),
        cache: header("x-cache"),
        cache_control: header("cache-control"),
        set_cookie: resp.headers().contains_key("set-cookie"),
        body: resp.text().await.unwrap(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Debian's varnish: .ci/run installs it and runs this test"]
async fn varnish_in_front_caches_public_pages_and_nothing_private() {
    let dir = tempfile::tempdir().unwrap();
    let mut settings = Settings::new(dir.path());
    settings.contact_rate_limit = 0;
    let pool = db::open(&settings.database_path()).unwrap();
    let app = app_with_state(app_state(pool.clone(), &settings).unwrap(), &settings);
    let routes = Route::new()
        .at(
            "/cookie-page",
            harden(sets_a_cookie, &settings, app_csp(&[])),
        )
        .nest("/", app);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let backend = listener.local_addr().unwrap().port();
    tokio::spawn(serve(
        listener,
        routes,
        std::future::pending(),
        Duration::from_secs(1),
        Limits::default(),
    ));
    let varnish = start_varnish(backend).await;
    let url = |path: &str| format!("{}{path}", varnish.base);
    let client = reqwest::Client::new();

    // Anonymous pages, both languages: the second request is a hit.
    for (path, cookie, lang) in [
        ("/", None, "vi"),
        ("/?lang=en", None, "en"),
        ("/", Some("locale=en"), "en"),
        ("/about", None, "vi"),
    ] {
        let first = get(&client, &url(path), cookie).await;
        assert_eq!(first.status, 200, "{path}");
        assert_eq!(
            first.cache_control,
            format!("public, max-age=0, s-maxage={PAGE_LIFETIME}, stale-while-revalidate=300")
        );
        assert!(
            first.body.contains(&format!("<html lang=\"{lang}\"")),
            "{path} {cookie:?}"
        );
        let second = get(&client, &url(path), cookie).await;
        assert_eq!(second.cache, "HIT", "{path} {cookie:?}");
        assert_eq!(second.body, first.body);
    }
    // Other cookies and tracking parameters do not split the cache: the same copy.
    let same = get(
        &client,
        &url("/?utm_source=zalo&fbclid=x"),
        Some("_ga=1; locale=en; x=2"),
    )
    .await;
    assert_eq!(same.cache, "HIT");
    assert!(same.body.contains("<html lang=\"en\""));
    let same = get(&client, &url("/"), Some("_ga=1")).await;
    assert_eq!(same.cache, "HIT");
    assert!(same.body.contains("<html lang=\"vi\""));

    // Never cached: the console, its API, answers that set a cookie.
    for path in [
        "/admin",
        "/admin/backups",
        "/api/admin/session",
        "/cookie-page",
    ] {
        for _ in 0..2 {
            let seen = get(&client, &url(path), None).await;
            assert_eq!(seen.cache, "MISS", "{path}");
            assert!(
                seen.cache_control.contains("no-store"),
                "{path}: {}",
                seen.cache_control
            );
        }
    }
    assert!(get(&client, &url("/cookie-page"), None).await.set_cookie);
    // Nor a POST: each reaches the server.
    for tag in ["one", "two"] {
        let resp = client
            .post(url("/api/contact"))
            .header("content-type", "application/json")
            .body(serde_json::to_vec(&crate::helpers::enquiry(tag)).unwrap())
            .send()
            .await
            .unwrap();
        assert!(resp.status().is_success(), "{}", resp.status());
        assert_eq!(resp.headers()["x-cache"], "MISS");
    }
    let stored: i64 = pool
        .get()
        .unwrap()
        .query_row("SELECT count(*) FROM contact_submissions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(stored, 2);

    // A content change: the cached page stands for its lifetime, then the new one shows.
    let name = "Công ty Kiểm thử Bộ đệm";
    assert!(!get(&client, &url("/about"), None).await.body.contains(name));
    let changed = Instant::now();
    pool.get()
        .unwrap()
        .execute(
            "INSERT INTO settings (key, value) VALUES ('companyName', ?1)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [name],
        )
        .unwrap();
    // The server itself shows the change (its watcher has read it); Varnish does not yet.
    let origin = format!("http://127.0.0.1:{backend}/about");
    crate::helpers::wait_for(
        "the server showing the change",
        Duration::from_secs(10),
        async || get(&client, &origin, None).await.body.contains(name),
    )
    .await;
    let cached = get(&client, &url("/about"), None).await;
    assert_eq!(cached.cache, "HIT");
    assert!(!cached.body.contains(name), "still the cached page");
    assert!(
        get(&client, &url("/about?lang=en"), None)
            .await
            .body
            .contains(name),
        "a page not cached yet is the new one"
    );
    let left = Duration::from_secs(PAGE_LIFETIME + 5).saturating_sub(changed.elapsed());
    crate::helpers::wait_for("the change visible through Varnish", left, async || {
        get(&client, &url("/about"), None).await.body.contains(name)
    })
    .await;
    assert_eq!(
        StatusCode::OK.as_u16(),
        get(&client, &url("/about"), None).await.status
    );
}
