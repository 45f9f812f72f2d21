//! `tradelane backup` while the server takes enquiries: the copy passes SQLite's integrity
//! check, holds every enquiry acknowledged before the backup began, and the pictures its rows
//! name (and no others).

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::helpers::{TestServer, enquiry, tradelane_command};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_under_load_is_whole_and_consistent() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let server = TestServer::start(&data, &["--contact-rate-limit", "0"]);
    // A stored picture (a row and its three files in <data-dir>/media), and the files of an
    // upload whose row has not committed (or never will): only the first are copied.
    let media = data.join("media");
    std::fs::create_dir_all(&media).unwrap();
    let pictures = ["a".repeat(32), "b".repeat(32)].map(|hash| {
        [
            format!("{hash}.png"),
            format!("{hash}-card.png"),
            format!("{hash}-share.jpg"),
        ]
    });
    for name in pictures.iter().flatten() {
        std::fs::write(media.join(name), format!("bytes of {name}")).unwrap();
    }
    rusqlite::Connection::open(data.join("tradelane.db"))
        .unwrap()
        .execute(
            "INSERT INTO media (id, hash, ext, alt_vi, alt_en, width, height, bytes)
             VALUES ('m1', ?1, 'png', 'Kho', 'Warehouse', 800, 600, 17)",
            ["a".repeat(32)],
        )
        .unwrap();

    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let running = Arc::new(AtomicBool::new(true));
    let mut senders = Vec::new();
    for s in 0..4 {
        let (url, acknowledged, running) = (
            server.url("/api/contact"),
            acknowledged.clone(),
            running.clone(),
        );
        senders.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut n = 0;
            while running.load(Ordering::Relaxed) {
                n += 1;
                let resp = client
                    .post(&url)
                    .header("content-type", "application/json")
                    .body(serde_json::to_vec(&enquiry(&format!("{s}-{n}"))).unwrap())
                    .send()
                    .await
                    .unwrap();
                assert_eq!(resp.status(), 201);
                let body: serde_json::Value =
                    serde_json::from_slice(&resp.bytes().await.unwrap()).unwrap();
                acknowledged
                    .lock()
                    .unwrap()
                    .push(body["id"].as_str().unwrap().to_owned());
            }
            n
        }));
    }
    crate::helpers::wait_for("150 acknowledged", Duration::from_secs(60), async || {
        acknowledged.lock().unwrap().len() >= 150
    })
    .await;

    // Everything acknowledged by now must be in the copy; the senders keep going meanwhile.
    let before: HashSet<String> = acknowledged.lock().unwrap().iter().cloned().collect();
    let output = dir.path().join("backups/tradelane-copy.db");
    std::fs::create_dir_all(output.parent().unwrap()).unwrap();
    let run = tokio::task::spawn_blocking({
        let (data, output) = (data.clone(), output.clone());
        move || {
            tradelane_command()
                .args(["backup", "--data-dir"])
                .arg(&data)
                .arg("--output")
                .arg(&output)
                .output()
                .unwrap()
        }
    })
    .await
    .unwrap();
    let during_backup = acknowledged.lock().unwrap().len() - before.len();
    running.store(false, Ordering::Relaxed);
    for sender in senders {
        sender.await.unwrap();
    }
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "backup failed: {stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(stdout.contains("integrity ok"), "{stdout}");
    assert!(
        during_backup > 0,
        "enquiries kept being answered during the backup"
    );

    let copy = rusqlite::Connection::open(&output).unwrap();
    let check: String = copy
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    let mode: String = copy
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "delete", "one self-contained file");
    let mut stmt = copy.prepare("SELECT id FROM contact_submissions").unwrap();
    let stored: HashSet<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let missing: Vec<_> = before.difference(&stored).collect();
    assert!(
        missing.is_empty(),
        "{} acknowledged enquiries missing",
        missing.len()
    );
    // Content came along too.
    let services: i64 = copy
        .query_row("SELECT count(*) FROM services", [], |r| r.get(0))
        .unwrap();
    assert!(services > 0);

    let copied = dir.path().join("backups/tradelane-copy.db.media");
    let mut names: Vec<String> = std::fs::read_dir(&copied)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    let mut named = pictures[0].to_vec();
    named.sort();
    assert_eq!(names, named, "only the pictures the copy names");
    for name in &pictures[0] {
        let bytes = std::fs::read(copied.join(name)).unwrap();
        assert_eq!(bytes, format!("bytes of {name}").into_bytes());
    }
    assert!(
        !dir.path()
            .join("backups/tradelane-copy.db.partial")
            .exists(),
        "no temporary file left"
    );
}

#[test]
fn a_missing_database_is_an_error_not_a_new_file() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("copy.db");
    let run = tradelane_command()
        .args(["backup", "--data-dir"])
        .arg(dir.path().join("nothing-here"))
        .arg("--output")
        .arg(&output)
        .output()
        .unwrap();
    assert!(!run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("does not exist"));
    assert!(!output.exists());
    assert!(!dir.path().join("nothing-here").exists(), "nothing created");
}

#[test]
fn help_says_how_to_restore() {
    let run = tradelane_command()
        .args(["backup", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&run.stdout);
    assert!(help.contains("To restore: stop the server"), "{help}");
    assert!(help.contains("FILE.media"), "{help}");
}
