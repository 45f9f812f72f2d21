//! docs/decisions-spec.md §7: `tradelane admin create|list|reset-password|remove`, the password from standard
//! input; no default account.

use std::io::Write;
use std::process::{Output, Stdio};

use crate::helpers::tradelane_command;

fn admin(args: &[&str], dir: &std::path::Path, stdin: &str) -> Output {
    let mut child = tradelane_command()
        .arg("admin")
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn activity(dir: &std::path::Path) -> Vec<(String, String, String)> {
    let conn = rusqlite::Connection::open(dir.join("tradelane.db")).unwrap();
    let mut stmt = conn
        .prepare("SELECT actor, action, detail FROM activity ORDER BY id")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

fn hash_of(dir: &std::path::Path, email: &str) -> String {
    let conn = rusqlite::Connection::open(dir.join("tradelane.db")).unwrap();
    conn.query_row(
        "SELECT password_hash FROM owners WHERE email = ?1",
        [email],
        |r| r.get(0),
    )
    .unwrap()
}

#[tokio::test]
async fn accounts_are_created_listed_reset_and_removed_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();

    // An empty data folder: no account until one is made.
    let out = admin(
        &["create", "--email", "owner@example.vn"],
        dir,
        "short-pass\n",
    );
    assert!(!out.status.success());
    assert!(
        text(&out).contains("at least 12 characters"),
        "{}",
        text(&out)
    );
    let out = admin(&["list"], dir, "");
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("No owner accounts yet"));

    let out = admin(
        &["create", "--email", "owner@example.vn"],
        dir,
        "a-long-password-1\n",
    );
    assert!(out.status.success(), "{}", text(&out));
    let hash = hash_of(dir, "owner@example.vn");
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("a-long-password-1"));
    let out = admin(
        &["create", "--email", "OWNER@example.vn"],
        dir,
        "another-password-2\n",
    );
    assert!(!out.status.success(), "one account per address");
    let out = admin(
        &["create", "--email", "not-an-address"],
        dir,
        "another-password-2\n",
    );
    assert!(!out.status.success());

    let out = admin(&["list"], dir, "");
    assert!(text(&out).contains("owner@example.vn"), "{}", text(&out));

    // The password works against the real server, and a reset replaces it.
    let server = crate::helpers::TestServer::start(dir, &[]);
    let sign_in = |password: &'static str| {
        let url = server.url("/api/admin/session");
        let origin = server.base_url.clone();
        async move {
            reqwest::Client::new()
                .post(url)
                .header("content-type", "application/json")
                .header("origin", origin)
                .body(
                    serde_json::json!({"email": "owner@example.vn", "password": password})
                        .to_string(),
                )
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    assert_eq!(sign_in("a-long-password-1").await, 204);
    let out = admin(
        &["reset-password", "--email", "owner@example.vn"],
        dir,
        "too-short\n",
    );
    assert!(!out.status.success());
    let out = admin(
        &["reset-password", "--email", "Owner@Example.vn"],
        dir,
        "a-new-password-22\r\n",
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("1 signed-in session(s) ended"),
        "{}",
        text(&out)
    );
    assert_eq!(sign_in("a-long-password-1").await, 401);
    assert_eq!(sign_in("a-new-password-22").await, 204);

    // The last owner stays (docs/decisions-spec.md §25); with a second one it can go.
    let out = admin(&["remove", "--email", "owner@example.vn"], dir, "");
    assert!(!out.status.success());
    assert!(text(&out).contains("last owner"), "{}", text(&out));
    let out = admin(
        &["create", "--email", "second@example.vn", "--role", "owner"],
        dir,
        "a-long-password-1\n",
    );
    assert!(out.status.success(), "{}", text(&out));
    let out = admin(&["remove", "--email", "owner@example.vn"], dir, "");
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(sign_in("a-new-password-22").await, 401);
    let out = admin(&["remove", "--email", "owner@example.vn"], dir, "");
    assert!(!out.status.success());

    let actions: Vec<(String, String)> = activity(dir)
        .into_iter()
        .filter(|(actor, ..)| actor == "cli")
        .map(|(_, action, detail)| (action, detail))
        .collect();
    assert_eq!(
        actions,
        [
            (
                "owner.create".to_owned(),
                "owner@example.vn owner".to_owned()
            ),
            (
                "owner.reset_password".to_owned(),
                "owner@example.vn".to_owned()
            ),
            (
                "owner.create".to_owned(),
                "second@example.vn owner".to_owned()
            ),
            ("owner.remove".to_owned(), "owner@example.vn".to_owned()),
        ]
    );
    // No password anywhere in the server's log.
    let log = server.log.lock().unwrap().join("\n");
    assert!(!log.contains("a-long-password-1") && !log.contains("a-new-password-22"));
}

#[test]
fn list_and_remove_never_create_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let out = admin(&["list"], &dir.path().join("missing"), "");
    assert!(!out.status.success());
    assert!(!dir.path().join("missing").exists());
}
