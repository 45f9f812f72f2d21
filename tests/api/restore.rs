//! `tradelane restore` (docs/decisions-spec.md §20): a `.tar` backup brought back into a fresh
//! folder serves the same site; a folder a server is using is refused; what a restore
//! replaces is kept as `*.before-restore`.

use crate::helpers::{TestServer, enquiry, stored_ids, tradelane_command};

fn backup_to(data: &std::path::Path, output: &std::path::Path) {
    let out = tradelane_command()
        .args(["backup", "--data-dir"])
        .arg(data)
        .arg("--output")
        .arg(output)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn restore(file: &std::path::Path, data: &std::path::Path) -> std::process::Output {
    tradelane_command()
        .arg("restore")
        .arg(file)
        .arg("--data-dir")
        .arg(data)
        .output()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tar_backup_restored_into_a_fresh_folder_serves_the_same_site() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut server = TestServer::start(&data, &["--contact-rate-limit", "0"]);
    server
        .post_json("/api/contact", &enquiry("restored"))
        .await
        .error_for_status()
        .unwrap();
    let media = data.join("media");
    std::fs::create_dir_all(&media).unwrap();
    let picture = format!("{}.png", "c".repeat(32));
    std::fs::write(media.join(&picture), b"picture bytes").unwrap();
    rusqlite::Connection::open(data.join("tradelane.db"))
        .unwrap()
        .execute(
            "INSERT INTO media (id, hash, ext, alt_vi, alt_en, width, height, bytes)
             VALUES ('m1', ?1, 'png', 'Kho', 'Warehouse', 800, 600, 13)",
            ["c".repeat(32)],
        )
        .unwrap();
    let tar = dir.path().join("site.tar");
    backup_to(&data, &tar);

    // Refused while the server uses the folder, and nothing there is touched.
    let out = restore(&tar, &data);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("a tradelane server is using"), "{stderr}");
    assert!(!data.join("tradelane.db.before-restore").exists());
    server.kill();

    let fresh = dir.path().join("fresh");
    let out = restore(&tar, &fresh);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stored_ids(&fresh), stored_ids(&data));
    assert_eq!(
        std::fs::read(fresh.join("media").join(&picture)).unwrap(),
        b"picture bytes"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(fresh.join("tradelane.db"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let restored = TestServer::start(&fresh, &[]);
    let health = reqwest::get(restored.url("/api/health")).await.unwrap();
    assert_eq!(health.status(), 200);
    let page = reqwest::get(restored.url(&format!("/media/{picture}")))
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    assert_eq!(page.bytes().await.unwrap().as_ref(), b"picture bytes");
}

#[test]
fn a_restore_keeps_what_it_replaces_and_refuses_what_is_not_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let server = TestServer::start(&data, &[]);
    drop(server);
    let copy = dir.path().join("copy.db");
    backup_to(&data, &copy);
    let before = std::fs::read(data.join("tradelane.db")).unwrap();

    // Not a backup: refused before anything is moved.
    let junk = dir.path().join("junk.tar");
    std::fs::write(&junk, vec![7u8; 4096]).unwrap();
    let out = restore(&junk, &data);
    assert!(!out.status.success());
    assert_eq!(std::fs::read(data.join("tradelane.db")).unwrap(), before);
    assert!(!data.join("tradelane.db.before-restore").exists());

    // A database file: restored, the old one kept beside it.
    let out = restore(&copy, &data);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(data.join("tradelane.db.before-restore")).unwrap(),
        before
    );
    assert!(!data.join("restore.partial").exists());
}
