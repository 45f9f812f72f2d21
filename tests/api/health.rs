//! `GET /api/health` tells the truth: 503 with the reason when the enquiry writer has stopped
//! or cannot write (a full disk), 200 again once it can.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::helpers::{TestServer, enquiry, spawn_app, wait_for};

async fn health_over_http(server: &TestServer) -> (u16, Value) {
    let resp = reqwest::get(server.url("/api/health?lang=en"))
        .await
        .unwrap();
    let status = resp.status().as_u16();
    (
        status,
        serde_json::from_slice(&resp.bytes().await.unwrap()).unwrap(),
    )
}

#[tokio::test]
async fn a_stopped_writer_makes_health_503_until_it_runs_again() {
    let app = spawn_app();
    let resp = app.client.get("/api/health").send().await;
    resp.assert_status_is_ok();
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["components"]["database"]["status"], "ok");
    assert_eq!(body["components"]["enquiryWriter"]["status"], "ok");
    assert!(body.get("error").is_none(), "no error field when healthy");

    app.state.enquiries.stop();
    let mut body = Value::Null;
    wait_for(
        "the stopped writer reported",
        Duration::from_secs(5),
        async || {
            let resp = app
                .client
                .get("/api/health")
                .header("accept-language", "en")
                .send()
                .await;
            if resp.0.status() != 503 {
                return false;
            }
            body = resp.json().await.value().deserialize::<Value>();
            true
        },
    )
    .await;
    assert_eq!(body["status"], "unavailable");
    assert_eq!(body["components"]["enquiryWriter"]["status"], "stopped");
    assert_eq!(body["components"]["database"]["status"], "ok");
    assert!(
        body["error"].as_str().unwrap().contains("enquiryWriter"),
        "{body}"
    );

    // The next enquiry starts a new writer: it is stored, and health is back.
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&enquiry("after-stop"))
        .send()
        .await;
    resp.assert_status(poem::http::StatusCode::CREATED);
    app.client
        .get("/api/health")
        .send()
        .await
        .assert_status_is_ok();
}

/// A small tmpfs mounted for the test; unmounted when dropped.
struct Tmpfs(tempfile::TempDir);

impl Tmpfs {
    fn mount(size: &str) -> Result<Tmpfs, String> {
        let dir = tempfile::tempdir().unwrap();
        let out = std::process::Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={size}"),
                "tradelane-test",
            ])
            .arg(dir.path())
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
        }
        Ok(Tmpfs(dir))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(self.0.path())
            .status();
    }
}

/// Fills the file system holding `dir` until a write fails.
fn fill(dir: &std::path::Path) -> std::path::PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut file = std::fs::File::create(&path).unwrap();
    let chunk = vec![0u8; 16 * 1024];
    while file
        .write_all(&chunk)
        .and_then(|()| file.sync_data())
        .is_ok()
    {}
    path
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "mounts a tmpfs, so needs root (or a user namespace): .ci/run runs this test"]
async fn a_full_disk_makes_health_503_and_freeing_it_brings_200_back() {
    let tmpfs = Tmpfs::mount("6m").unwrap_or_else(|why| {
        panic!("a full disk needs a tmpfs of its own, and mounting one failed ({why})")
    });
    let data = tmpfs.0.path().join("data");
    let mut server = TestServer::start(&data, &["--contact-rate-limit", "0"]);
    assert_eq!(health_over_http(&server).await.0, 200);

    let filler = fill(tmpfs.0.path());
    let client = reqwest::Client::new();
    let mut refused = None;
    for n in 0..5_000 {
        let resp = client
            .post(server.url("/api/contact"))
            .header("content-type", "application/json")
            .body(serde_json::to_vec(&enquiry(&format!("disk-{n}"))).unwrap())
            .send()
            .await
            .unwrap();
        if resp.status() != 201 {
            refused = Some(resp.status().as_u16());
            break;
        }
    }
    assert_eq!(refused, Some(500), "an enquiry fails once the disk is full");

    let (status, body) = health_over_http(&server).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["status"], "unavailable");
    let writer = &body["components"]["enquiryWriter"];
    assert_eq!(writer["status"], "failing", "{body}");
    assert!(
        writer["error"].as_str().unwrap().contains("full"),
        "the reason is given: {body}"
    );

    // The writer probes every second: a probe that needs no new space would turn health
    // back to 200 while every enquiry still fails. It stays 503 while the disk is full.
    let until = Instant::now() + Duration::from_millis(3_500);
    while Instant::now() < until {
        let (status, body) = health_over_http(&server).await;
        assert_eq!(status, 503, "health turned while the disk is full: {body}");
        assert_eq!(body["components"]["enquiryWriter"]["status"], "failing");
        // Deliberate: watched across the writer's real-time probes in another process.
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let resp = server
        .post_json("/api/contact", &enquiry("still-full"))
        .await;
    assert_ne!(resp.status(), 201, "the disk is still full");

    std::fs::remove_file(filler).unwrap();
    let mut body = Value::Null;
    wait_for(
        "health back after the disk was freed",
        Duration::from_secs(10),
        async || {
            let (status, seen) = health_over_http(&server).await;
            body = seen;
            status == 200
        },
    )
    .await;
    assert_eq!(body["components"]["enquiryWriter"]["status"], "ok");
    let resp = server
        .post_json("/api/contact", &enquiry("after-full"))
        .await;
    assert_eq!(resp.status(), 201);
    server.kill();
}

/// The database files made read-only (restored with the wrong owner, say): the server
/// serves pages, but health names the enquiry writer from the start and stays 503 while
/// enquiries cannot be written. Run as an unprivileged user: root writes whatever the mode.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "switches to an unprivileged user, so needs root: .ci/run runs this test"]
async fn a_read_only_database_makes_health_503_naming_the_writer() {
    use std::os::unix::fs::PermissionsExt as _;
    use std::os::unix::process::CommandExt as _;
    // Who runs the test (`id -u`): only root can switch to another user.
    let uid = std::process::Command::new("id").arg("-u").output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&uid.stdout).trim(),
        "0",
        "a read-only database needs a user root is not: run this test as root"
    );
    const NOBODY: u32 = 65_534;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut server = TestServer::start(&data, &["--contact-rate-limit", "0"]);
    let resp = server.post_json("/api/contact", &enquiry("before")).await;
    assert_eq!(resp.status(), 201);
    server.kill();

    for path in [dir.path().to_path_buf(), data.clone()] {
        std::os::unix::fs::chown(&path, Some(NOBODY), Some(NOBODY)).unwrap();
    }
    for entry in std::fs::read_dir(&data).unwrap() {
        let path = entry.unwrap().path();
        std::os::unix::fs::chown(&path, Some(NOBODY), Some(NOBODY)).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("tradelane.db") {
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
        }
    }
    let mut command = TestServer::command(&data, &["--contact-rate-limit", "0"]);
    command.uid(NOBODY).gid(NOBODY);
    let mut server = TestServer::spawn(command);
    let (status, body) = health_over_http(&server).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(
        body["components"]["enquiryWriter"]["status"], "failing",
        "{body}"
    );
    assert!(
        body["error"].as_str().unwrap().contains("enquiryWriter"),
        "the failing part is named: {body}"
    );
    assert!(
        body["components"]["enquiryWriter"]["error"]
            .as_str()
            .unwrap()
            .contains("readonly"),
        "{body}"
    );
    let resp = server
        .post_json("/api/contact", &enquiry("read-only"))
        .await;
    assert!(resp.status().is_server_error(), "{}", resp.status());
    // Through several of the writer's probes, it stays 503.
    let until = Instant::now() + Duration::from_millis(2_500);
    while Instant::now() < until {
        let (status, body) = health_over_http(&server).await;
        assert_eq!(
            status, 503,
            "health turned while nothing can be written: {body}"
        );
        // Deliberate: watched across the writer's real-time probes in another process.
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    // The pages still serve.
    assert_eq!(reqwest::get(server.url("/")).await.unwrap().status(), 200);
    server.kill();
}
