use poem::{EndpointExt, Response, endpoint::BoxEndpoint, test::TestClient};
use tempfile::TempDir;
use tradelane::startup::Parts;
use tradelane::{
    configuration::Settings,
    kernel::db,
    site::render::PageRenderer,
    startup::{app_state_with_renderer, app_with_state},
};

pub struct TestApp {
    pub client: TestClient<BoxEndpoint<'static, Response>>,
    pub pool: db::DbPool,
    /// The handlers' shared state (its enquiry writer, its health registry).
    pub state: Parts,
    // Dropped last: the database lives in it.
    _dir: TempDir,
}

/// The real application over a fresh, migrated and seeded database in a temporary folder,
/// with the enquiry rate limit off (in-process requests all share one client address).
pub fn spawn_app() -> TestApp {
    spawn_app_with(|settings| settings.contact_rate_limit = 0)
}

/// The origin of [`spawn_app`]'s public URL: what the console's requests carry.
pub const ORIGIN: &str = "http://127.0.0.1:8080";
pub const OWNER_EMAIL: &str = "owner@example.vn";
pub const OWNER_PASSWORD: &str = "a-long-password-1";

/// As [`spawn_app`], with the serve defaults changed by `configure`.
pub fn spawn_app_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
    spawn_app_rendering(PageRenderer::default(), configure)
}

/// As [`spawn_app_with`], with the pages' bodies rendered by `renderer`.
pub fn spawn_app_rendering(
    renderer: PageRenderer,
    configure: impl FnOnce(&mut Settings),
) -> TestApp {
    serve_in(tempfile::tempdir().expect("temp dir"), renderer, configure)
}

/// The application over the database in `dir` (migrated, and seeded when new).
fn serve_in(
    dir: TempDir,
    renderer: PageRenderer,
    configure: impl FnOnce(&mut Settings),
) -> TestApp {
    let mut settings = Settings::new(dir.path());
    // Retries of e-mail notices after 0.1 s, 0.5 s, 1.5 s... instead of minutes.
    settings.mail_retry_unit = std::time::Duration::from_millis(100);
    configure(&mut settings);
    let pool = db::open(&settings.database_path()).expect("database opens");
    let state = app_state_with_renderer(pool.clone(), &settings, renderer).expect("the app starts");
    let app = app_with_state(state.clone(), &settings);
    TestApp {
        client: TestClient::new(app.map_to_response().boxed()),
        pool,
        state,
        _dir: dir,
    }
}

impl TestApp {
    /// What a restart does: this app stops, and a new one serves the same data folder with
    /// the serve defaults changed by `configure`.
    pub fn restart(self, configure: impl FnOnce(&mut Settings)) -> TestApp {
        let TestApp {
            client,
            pool,
            state,
            _dir,
        } = self;
        drop((client, state, pool));
        serve_in(_dir, PageRenderer::default(), configure)
    }

    /// The body of `GET path` as text.
    pub async fn get_text(&self, path: &str) -> String {
        self.client
            .get(path)
            .send()
            .await
            .0
            .into_body()
            .into_string()
            .await
            .unwrap()
    }

    /// Creates an owner account straight in the database (as `tradelane admin create` does).
    pub fn create_owner(&self, email: &str, password: &str) {
        let hash = tradelane::owners::accounts::hash_password(password).unwrap();
        self.pool
            .get()
            .unwrap()
            .execute(
                "INSERT INTO owners (email, password_hash) VALUES (?1, ?2)",
                [email, &hash],
            )
            .unwrap();
    }

    /// `POST /api/admin/session` from the site's origin; the answer.
    pub async fn sign_in_as(&self, email: &str, password: &str) -> poem::test::TestResponse {
        self.client
            .post("/api/admin/session")
            .header("origin", ORIGIN)
            .body_json(&serde_json::json!({"email": email, "password": password}))
            .send()
            .await
    }

    /// A new owner account and a signed-in session: the `Cookie` header's value.
    pub async fn signed_in(&self) -> String {
        self.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
        let resp = self.sign_in_as(OWNER_EMAIL, OWNER_PASSWORD).await;
        resp.assert_status(poem::http::StatusCode::NO_CONTENT);
        session_cookie(&resp)
    }

    /// `method path` as the signed-in owner's console would send it (cookie, origin, JSON).
    pub async fn admin(
        &self,
        method: poem::http::Method,
        path: &str,
        cookie: &str,
        body: Option<serde_json::Value>,
    ) -> poem::test::TestResponse {
        // The console sends back the version it read (docs/decisions-spec.md §18); tests of the
        // 412 and 428 themselves send their own `If-Match` through `client`.
        let version = match method {
            poem::http::Method::PUT => self.version_of(path, cookie).await,
            poem::http::Method::POST if path.ends_with("/restore") => {
                let item = path.split("/revisions/").next().unwrap_or(path);
                self.version_of(item, cookie).await
            }
            _ => None,
        };
        let mut req = self
            .client
            .request(method, path)
            .header("cookie", cookie)
            .header("origin", ORIGIN);
        if let Some(version) = version {
            req = req.header("if-match", version);
        }
        if let Some(body) = body {
            req = req.body_json(&body);
        }
        req.send().await
    }

    /// The `ETag` an admin `GET` of `path` answers, if any.
    pub async fn version_of(&self, path: &str, cookie: &str) -> Option<String> {
        let resp = self.client.get(path).header("cookie", cookie).send().await;
        resp.0
            .headers()
            .get("etag")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    }

    /// The JSON body of an admin `GET`.
    pub async fn admin_json(&self, path: &str, cookie: &str) -> serde_json::Value {
        let resp = self
            .admin(poem::http::Method::GET, path, cookie, None)
            .await;
        resp.assert_status_is_ok();
        resp.json().await.value().deserialize()
    }

    /// The data folder the app serves from.
    pub fn data_dir(&self) -> &std::path::Path {
        self._dir.path()
    }

    pub fn execute(&self, sql: &str) {
        self.pool.get().unwrap().execute_batch(sql).unwrap();
    }

    pub fn count(&self, table: &str) -> i64 {
        let conn = self.pool.get().unwrap();
        conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    }
}

/// `name=value` of the session cookie a sign-in set.
pub fn session_cookie(resp: &poem::test::TestResponse) -> String {
    let set_cookie = resp
        .0
        .headers()
        .get("set-cookie")
        .expect("Set-Cookie")
        .to_str()
        .unwrap();
    set_cookie.split(';').next().unwrap().to_owned()
}

/// A `tradelane` process (the real binary), on a free port of 127.0.0.1, over `data_dir`.
/// Killed (SIGKILL) when dropped.
pub struct TestServer {
    pub child: std::process::Child,
    pub base_url: String,
    /// The server's log lines, drained so that the pipe never blocks it.
    pub log: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
}

/// The `TRADELANE_*` variables that a developer's shell may set; tests start from none.
pub const ENV_VARS: [&str; 22] = [
    "TRADELANE_HOST",
    "TRADELANE_PORT",
    "TRADELANE_DATA_DIR",
    "TRADELANE_PUBLIC_URL",
    "TRADELANE_CONTACT_RATE_LIMIT",
    "TRADELANE_TRUST_PROXY",
    "TRADELANE_SMTP_URL",
    "TRADELANE_MAIL_RETRY_UNIT_MS",
    "TRADELANE_HTTPS",
    "TRADELANE_ACME_DIRECTORY",
    "TRADELANE_ACME_EMAIL",
    "TRADELANE_ACME_CA_FILE",
    "TRADELANE_HTTPS_PORT",
    "TRADELANE_HTTP_PORT",
    "TRADELANE_LOG_FORMAT",
    "TRADELANE_HEADER_TIMEOUT",
    "TRADELANE_IDLE_TIMEOUT",
    "TRADELANE_MAX_CONNECTIONS",
    "TRADELANE_MAX_CONNECTIONS_PER_ADDRESS",
    "TRADELANE_NO_ANALYTICS",
    "TRADELANE_EVENT_RATE_LIMIT",
    "TRADELANE_SECRET_KEY",
];

/// `tradelane` with a clean environment, ready for arguments.
pub fn tradelane_command() -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_tradelane"));
    for var in ENV_VARS {
        command.env_remove(var);
    }
    command.env("RUST_LOG", "info");
    command
}

impl TestServer {
    /// Starts `tradelane serve --port 0 --data-dir <data_dir> <args>` and waits until it
    /// says where it listens.
    pub fn start(data_dir: &std::path::Path, args: &[&str]) -> TestServer {
        Self::start_with_env(data_dir, args, &[])
    }

    pub fn start_with_env(
        data_dir: &std::path::Path,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> TestServer {
        let mut command = Self::command(data_dir, args);
        command.envs(env.iter().copied());
        Self::spawn(command)
    }

    /// `tradelane serve --port 0 --data-dir <data_dir> <args>`, to start with [`Self::spawn`].
    pub fn command(data_dir: &std::path::Path, args: &[&str]) -> std::process::Command {
        let mut command = tradelane_command();
        command
            .args(["serve", "--host", "127.0.0.1", "--port", "0", "--data-dir"])
            .arg(data_dir)
            .args(args);
        command
    }

    /// Starts a `serve` command and waits until it says where it listens.
    pub fn spawn(mut command: std::process::Command) -> TestServer {
        use std::io::BufRead;

        command
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped());
        let mut child = command.spawn().expect("tradelane starts");
        let stderr = child.stderr.take().unwrap();
        let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let (tx, rx) = std::sync::mpsc::channel();
        let sink = log.clone();
        std::thread::spawn(move || {
            let mut tx = Some(tx);
            for line in std::io::BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if let Some(address) = serving_address(&line)
                    && let Some(tx) = tx.take()
                {
                    let _ = tx.send(address);
                }
                sink.lock().unwrap().push(line);
            }
        });
        let address = match rx.recv_timeout(std::time::Duration::from_secs(60)) {
            Ok(address) => address,
            Err(_) => {
                let _ = child.kill();
                panic!(
                    "tradelane did not start:\n{}",
                    log.lock().unwrap().join("\n")
                );
            }
        };
        TestServer {
            child,
            base_url: address.trim_end_matches('/').to_owned(),
            log,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// `POST path` with `body` as JSON.
    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        reqwest::Client::new()
            .post(self.url(path))
            .header("content-type", "application/json")
            .body(serde_json::to_vec(body).unwrap())
            .send()
            .await
            .expect("the request completes")
    }

    /// `host:port`, for raw TCP.
    pub fn authority(&self) -> &str {
        self.base_url.trim_start_matches("http://")
    }

    /// kill -9: no shutdown, no flush, no checkpoint.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.kill();
    }
}

fn serving_address(line: &str) -> Option<String> {
    let entry: serde_json::Value = serde_json::from_str(line).ok()?;
    let fields = entry.get("fields")?;
    if fields.get("message")?.as_str()? != "tradelane is serving" {
        return None;
    }
    Some(fields.get("address")?.as_str()?.to_owned())
}

/// A valid enquiry body; `tag` makes it recognisable.
pub fn enquiry(tag: &str) -> serde_json::Value {
    serde_json::json!({
        "name": format!("Trần Minh Đức {tag}"),
        "email": "duc.tran@example.vn",
        "company": "Công ty Cổ phần Logistics Sài Gòn",
        "phone": "+84 28 3822 1234",
        "message": format!("Yêu cầu báo giá vận chuyển số {tag}: 2 container 40' lạnh, Cát Lái → Hamburg."),
        "preferredLanguage": "vi"
    })
}

/// The ids stored in a data folder, read as a separate SQLite reader.
pub fn stored_ids(data_dir: &std::path::Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(data_dir.join("tradelane.db")).unwrap();
    let mut stmt = conn.prepare("SELECT id FROM contact_submissions").unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// The JSON text of a page's data block: what its screens' queries were answered with.
pub fn data_block(html: &str) -> &str {
    let start = html
        .find("<script id=\"tradelane-data\" type=\"application/json\">")
        .unwrap_or_else(|| panic!("no data block in {html}"));
    let rest = &html[start..];
    &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()]
}

/// A header of an answer, when it has it.
pub fn header(resp: &poem::test::TestResponse, name: &str) -> Option<String> {
    resp.0
        .headers()
        .get(name)
        .map(|v| v.to_str().unwrap().to_owned())
}

/// `text` as a query string's value.
pub fn urlencode(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// Waits until the server has seen the rows written from outside it (its content watcher
/// reads the counter a few times a second) and `/api/{list}` says it holds `total` items.
pub async fn wait_for_total(app: &TestApp, list: &str, total: i64) {
    let stored = tradelane::kernel::changes::version_in(&app.pool.get().unwrap()).unwrap();
    for _ in 0..200 {
        if app.state.changes.version() >= stored {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    for _ in 0..200 {
        let resp = app.client.get(format!("/api/{list}?limit=1")).send().await;
        if header(&resp, "x-total-count") == Some(total.to_string()) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("/api/{list} never showed {total} items");
}

/// Polls `done` until it holds and panics with `what` after `deadline`: a test waits for the
/// event it needs, never for a fixed time (docs/decisions-spec.md §29). A check that something
/// must *not* happen goes after such a wait on an event proving the work ran.
pub async fn wait_for(
    what: &str,
    deadline: std::time::Duration,
    mut done: impl AsyncFnMut() -> bool,
) {
    let until = std::time::Instant::now() + deadline;
    while !done().await {
        assert!(
            std::time::Instant::now() < until,
            "waited {deadline:?} for {what}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Waits until the background part `name` (its health name) has finished a pass that began
/// with the test clock at `at` or later: the event that proves a worker saw the moved clock,
/// before a test checks what it must not have done.
pub async fn wait_for_pass(app: &TestApp, name: &str, at: i64) {
    wait_for(
        &format!("a pass of {name} at {at}"),
        std::time::Duration::from_secs(10),
        async || app.state.health.passed_at(name).is_some_and(|p| p >= at),
    )
    .await;
}

/// As [`wait_for`], for a test's own thread outside the async runtime.
pub fn wait_until(what: &str, deadline: std::time::Duration, mut done: impl FnMut() -> bool) {
    let until = std::time::Instant::now() + deadline;
    while !done() {
        assert!(
            std::time::Instant::now() < until,
            "waited {deadline:?} for {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Waits until the wall clock has moved to a later millisecond: the next row stamped gets a
/// later time than the last (the event "newest first" needs).
pub async fn next_millisecond() {
    let millis = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis())
    };
    let now = millis();
    wait_for(
        "the next millisecond",
        std::time::Duration::from_secs(1),
        async || millis() > now,
    )
    .await;
}
