//! docs/decisions-spec.md §13: what tradelane writes is its user's alone, whatever umask it is started with:
//! folders 0700 and files 0600 (the database with its `-wal` and `-shm`, pictures, backups).
//! The real binary is run by `sh` under umask 022 (the usual one) and 000.

use std::io::{Cursor, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::helpers::{OWNER_EMAIL, OWNER_PASSWORD, TestServer, tradelane_command};

/// `command`, run by `sh` after `umask <umask>`, with the same arguments and environment.
fn under_umask(umask: &str, command: &Command) -> Command {
    let mut sh = Command::new("sh");
    sh.arg("-c")
        .arg(format!("umask {umask} && exec \"$@\""))
        .arg("sh")
        .arg(command.get_program())
        .args(command.get_args());
    for (name, value) in command.get_envs() {
        match value {
            Some(value) => sh.env(name, value),
            None => sh.env_remove(name),
        };
    }
    sh
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

/// Every folder and file under `root` (itself included) with its mode.
fn modes(root: &Path) -> Vec<(String, bool, u32)> {
    let mut found = vec![(root.display().to_string(), true, mode(root))];
    for entry in std::fs::read_dir(root).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            found.extend(modes(&entry.path()));
        } else {
            found.push((
                entry.path().display().to_string(),
                false,
                mode(&entry.path()),
            ));
        }
    }
    found
}

fn assert_private(root: &Path, umask: &str) {
    for (path, dir, mode) in modes(root) {
        let wanted = if dir { 0o700 } else { 0o600 };
        assert_eq!(mode, wanted, "umask {umask}: {path} is {mode:o}");
    }
}

fn png() -> Vec<u8> {
    let img = image::RgbImage::from_fn(300, 200, |x, y| image::Rgb([x as u8, y as u8, 90]));
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// The upload form, written out by hand (the test client has no multipart support).
fn upload_form(file: &[u8]) -> (String, Vec<u8>) {
    let boundary = "tradelane-test-boundary";
    let mut body = Vec::new();
    for (name, value) in [("altVi", "Cảng Cát Lái"), ("altEn", "Cat Lai port")] {
        write!(
            body,
            "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
        )
        .unwrap();
    }
    write!(
        body,
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\
         Content-Type: image/png\r\n\r\n"
    )
    .unwrap();
    body.extend_from_slice(file);
    write!(body, "\r\n--{boundary}--\r\n").unwrap();
    (format!("multipart/form-data; boundary={boundary}"), body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn folders_are_0700_and_files_0600_whatever_the_umask() {
    for umask in ["022", "000"] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");

        // The first step of an installation creates the data folder and the database.
        let mut create = tradelane_command();
        create
            .args(["admin", "create", "--email", OWNER_EMAIL, "--data-dir"])
            .arg(&data);
        let mut child = under_umask(umask, &create)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        writeln!(child.stdin.take().unwrap(), "{OWNER_PASSWORD}").unwrap();
        assert!(child.wait().unwrap().success());

        let server = TestServer::spawn(under_umask(umask, &TestServer::command(&data, &[])));
        let client = reqwest::Client::new();
        let origin = server.base_url.clone();
        let resp = client
            .post(server.url("/api/admin/session"))
            .header("origin", &origin)
            .header("content-type", "application/json")
            .body(serde_json::json!({"email": OWNER_EMAIL, "password": OWNER_PASSWORD}).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 204, "sign-in");
        let cookie = resp.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_owned();
        let (content_type, body) = upload_form(&png());
        let resp = client
            .post(server.url("/api/admin/media"))
            .header("origin", &origin)
            .header("cookie", &cookie)
            .header("content-type", content_type)
            .body(body)
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 201, "upload: {}", resp.text().await.unwrap());

        // While the server runs: the WAL files are there too.
        for file in ["tradelane.db", "tradelane.db-wal", "tradelane.db-shm"] {
            assert!(data.join(file).exists(), "{file}");
        }
        // Main, card, share and the three WebP copies.
        assert_eq!(std::fs::read_dir(data.join("media")).unwrap().count(), 6);
        assert_private(&data, umask);

        let backups = dir.path().join("backups");
        let mut backup = tradelane_command();
        backup
            .args(["backup", "--data-dir"])
            .arg(&data)
            .arg("--output")
            .arg(backups.join("copy.db"));
        // The folder of the backups is the operator's (`tradelane backup` needs it to exist).
        std::fs::create_dir(&backups).unwrap();
        std::fs::set_permissions(&backups, std::fs::Permissions::from_mode(0o700)).unwrap();
        let out = under_umask(umask, &backup).output().unwrap();
        assert!(out.status.success(), "{out:?}");
        assert_eq!(
            std::fs::read_dir(backups.join("copy.db.media"))
                .unwrap()
                .count(),
            6
        );
        assert_private(&backups, umask);
        drop(server);
    }
}
