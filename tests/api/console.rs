//! What a person sees at start: on a terminal a banner (site, console, data folder) and
//! readable lines; through a pipe, JSON lines only.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::helpers::{ENV_VARS, TestServer, wait_for};

/// Runs `tradelane serve --port 0 --data-dir <dir>` on a pseudo-terminal (util-linux
/// `script`), reads until the first log line after the banner, and stops it.
fn output_on_a_terminal(data_dir: &std::path::Path) -> String {
    let command = format!(
        "{} serve --host 127.0.0.1 --port 0 --data-dir '{}'",
        env!("CARGO_BIN_EXE_tradelane"),
        data_dir.display()
    );
    let mut script = Command::new("script");
    script
        .args(["--quiet", "--return", "--command", &command, "/dev/null"])
        .env_remove("RUST_LOG")
        .env("TERM", "xterm")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for var in ENV_VARS {
        script.env_remove(var);
    }
    let mut child = script.spawn().expect("script (util-linux) runs");
    let mut stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut text = String::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !text.contains("tradelane is serving") && Instant::now() < deadline {
        if let Ok(bytes) = rx.recv_timeout(Duration::from_millis(100)) {
            text.push_str(&String::from_utf8_lossy(&bytes));
        }
    }
    // Closing the terminal hangs the server up.
    let _ = child.kill();
    let _ = child.wait();
    text
}

fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else if c != '\r' {
            out.push(c);
        }
    }
    out
}

#[test]
fn a_terminal_gets_a_banner_then_readable_lines() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let text = strip_ansi(&output_on_a_terminal(&data));
    let data = std::fs::canonicalize(&data).unwrap();

    let site = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("Site"))
        .unwrap_or_else(|| panic!("a Site line:\n{text}"))
        .trim()
        .to_owned();
    assert!(
        site.starts_with("http://127.0.0.1:") && !site.ends_with(":0/"),
        "{site}"
    );
    assert!(
        text.contains(&format!("Console    {site}admin")),
        "console URL:\n{text}"
    );
    assert!(text.contains("No owner account yet"), "{text}");
    assert!(
        text.contains(&format!(
            "tradelane admin create --email you@example.com --data-dir {}",
            data.display()
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("Data       {}", data.display())),
        "{text}"
    );

    let serving = text
        .lines()
        .find(|l| l.contains("tradelane is serving"))
        .unwrap();
    assert!(
        !serving.trim_start().starts_with('{'),
        "a readable line: {serving}"
    );
    assert!(serving.contains("INFO"), "{serving}");
    assert!(
        !text.contains("\"fields\""),
        "no JSON on a terminal:\n{text}"
    );

    // With an owner account, the hint goes away.
    let conn = rusqlite::Connection::open(data.join("tradelane.db")).unwrap();
    conn.execute(
        "INSERT INTO owners (email, password_hash) VALUES ('chu@example.vn', 'x')",
        [],
    )
    .unwrap();
    drop(conn);
    let again = strip_ansi(&output_on_a_terminal(&data));
    assert!(again.contains("Console"), "{again}");
    assert!(!again.contains("No owner account yet"), "{again}");
}

#[tokio::test]
async fn a_pipe_gets_json_lines_and_no_banner() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &[]);
    reqwest::get(server.url("/api/health")).await.unwrap();
    // The request's own line proves the log was written after start-up.
    wait_for(
        "the request's log line",
        Duration::from_secs(10),
        async || {
            server
                .log
                .lock()
                .unwrap()
                .iter()
                .any(|l| l.contains("/api/health"))
        },
    )
    .await;
    let log = server.log.lock().unwrap().clone();
    for line in &log {
        let entry: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|_| panic!("a JSON line: {line}"));
        assert!(entry["fields"]["message"].is_string(), "{line}");
    }
    assert!(!log.iter().any(|l| l.contains("Console")), "no banner");
}

#[tokio::test]
async fn log_format_text_is_readable_through_a_pipe_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut command = crate::helpers::tradelane_command();
    let out = command
        .args(["serve", "--port", "0", "--log-format", "text", "--data-dir"])
        .arg(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut child = out;
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let mut buf = [0u8; 1024];
        while let Ok(n) = stderr.read(&mut buf) {
            if n == 0 {
                break;
            }
            text.push_str(&String::from_utf8_lossy(&buf[..n]));
            if text.contains("tradelane is serving") {
                break;
            }
        }
        text
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    while !reader.is_finished() && Instant::now() < deadline {
        // A poll that goes on to kill the child at its deadline.
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    let text = reader.join().unwrap();
    assert!(text.contains("Console"), "the banner:\n{text}");
    let serving = text
        .lines()
        .find(|l| l.contains("tradelane is serving"))
        .unwrap();
    assert!(!serving.starts_with('{'), "{serving}");
    assert!(
        !serving.contains("\u{1b}["),
        "no colours through a pipe: {serving}"
    );
}
