//! The console's backups (docs/decisions-spec.md §20): make, list, download a `.tar` whose
//! database passes `integrity_check` and holds only the pictures it names, delete, and the
//! schedule, driven by the test clock, keeping the last K.

use std::io::Read;
use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;

use crate::helpers::{TestApp, spawn_app_with, wait_for, wait_for_pass};

const START: i64 = 1_790_000_000;

fn app_at(clock: &Clock) -> TestApp {
    let clock = clock.clone();
    spawn_app_with(move |settings| {
        settings.contact_rate_limit = 0;
        settings.clock = clock;
    })
}

/// A stored picture (row and files) and the files of an upload no row names yet.
fn pictures(app: &TestApp) -> (String, String) {
    let media = app.data_dir().join("media");
    std::fs::create_dir_all(&media).unwrap();
    let (named, unnamed) = (
        format!("{}.png", "a".repeat(32)),
        format!("{}.png", "b".repeat(32)),
    );
    for name in [&named, &unnamed] {
        std::fs::write(media.join(name), format!("bytes of {name}")).unwrap();
    }
    app.execute(&format!(
        "INSERT INTO media (id, hash, ext, alt_vi, alt_en, width, height, bytes)
         VALUES ('m1', '{}', 'png', 'Kho', 'Warehouse', 800, 600, 17)",
        "a".repeat(32)
    ));
    (named, unnamed)
}

async fn list(app: &TestApp, cookie: &str, lang: &str) -> Value {
    let resp = app
        .client
        .get("/api/admin/backups")
        .header("cookie", cookie)
        .header("accept-language", lang)
        .send()
        .await;
    resp.assert_status_is_ok();
    resp.assert_header("cache-control", "no-store");
    resp.json().await.value().deserialize()
}

fn names(list: &Value) -> Vec<String> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_backup_is_made_listed_downloaded_and_deleted() {
    let clock = Clock::fixed(START);
    let app = app_at(&clock);
    let cookie = app.signed_in().await;
    let (named, unnamed) = pictures(&app);
    let empty = list(&app, &cookie, "vi").await;
    assert_eq!(empty["items"], json!([]));
    assert_eq!(empty["schedule"], json!({"everyHours": 0, "keep": 7}));

    let resp = app
        .admin(Method::POST, "/api/admin/backups", &cookie, None)
        .await;
    resp.assert_status(StatusCode::CREATED);
    let made: Value = resp.json().await.value().deserialize();
    let name = made["name"].as_str().unwrap().to_owned();
    // Named in the business's time (Vietnam, UTC+7) with its offset (§23).
    assert_eq!(name, "tradelane-20260921-211320+0700-manual.tar");

    let listed = list(&app, &cookie, "en").await;
    assert_eq!(names(&listed), std::slice::from_ref(&name));
    assert_eq!(listed["total"], 1);
    assert_eq!(listed["items"][0]["createdAt"], "2026-09-21T14:13:20Z");
    assert!(listed["items"][0]["size"].as_u64().unwrap() > 4096);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let path = app.data_dir().join("backups").join(&name);
        assert_eq!(
            std::fs::metadata(path).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }

    // Downloaded: a .tar with a sound database and the one picture it names.
    let resp = app
        .admin(
            Method::GET,
            &format!("/api/admin/backups/{name}"),
            &cookie,
            None,
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_content_type("application/x-tar");
    resp.assert_header(
        "content-disposition",
        format!("attachment; filename=\"{name}\""),
    );
    let bytes = resp.0.into_body().into_vec().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut entries = Vec::new();
    let mut archive = tar::Archive::new(bytes.as_slice());
    for entry in archive.entries().unwrap() {
        let mut entry = entry.unwrap();
        let path = entry.path().unwrap().to_string_lossy().into_owned();
        let mut body = Vec::new();
        entry.read_to_end(&mut body).unwrap();
        if path == "tradelane.db" {
            std::fs::write(dir.path().join("copy.db"), &body).unwrap();
        }
        entries.push(path);
    }
    assert_eq!(
        entries,
        ["tradelane.db".to_owned(), format!("media/{named}")]
    );
    assert!(!entries.contains(&format!("media/{unnamed}")));
    let copy = rusqlite::Connection::open(dir.path().join("copy.db")).unwrap();
    let check: String = copy
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    let services: i64 = copy
        .query_row("SELECT count(*) FROM services", [], |r| r.get(0))
        .unwrap();
    assert!(services > 0, "the seed content is in the copy");

    // Names the server did not make are unknown, never paths.
    for bad in [
        "..%2Ftradelane.db",
        "tradelane.db",
        "tradelane-20260921-141320-manual.ta",
    ] {
        let resp = app
            .admin(
                Method::GET,
                &format!("/api/admin/backups/{bad}"),
                &cookie,
                None,
            )
            .await;
        resp.assert_status(StatusCode::NOT_FOUND);
    }

    let path = format!("/api/admin/backups/{name}");
    app.admin(Method::DELETE, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let resp = app
        .client
        .delete(&path)
        .header("cookie", &cookie)
        .header("origin", crate::helpers::ORIGIN)
        .header("accept-language", "vi")
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
    resp.assert_json(json!({"error": "Không có bản sao lưu nào tên như vậy."}))
        .await;
    assert_eq!(list(&app, &cookie, "vi").await["items"], json!([]));
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let actions: Vec<&str> = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["action"].as_str().unwrap())
        .collect();
    assert!(
        actions.starts_with(&["backup.delete", "backup.create"]),
        "{actions:?}"
    );

    // Signed out: nothing.
    app.client
        .get(&path)
        .send()
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
}

/// The scheduled backups listed now.
async fn scheduled_now(app: &TestApp, cookie: &str) -> Vec<String> {
    names(&list(app, cookie, "en").await)
        .into_iter()
        .filter(|name| name.ends_with("-scheduled.tar"))
        .collect()
}

/// Waits until the list holds `count` scheduled backups.
async fn scheduled(app: &TestApp, cookie: &str, count: usize) -> Vec<String> {
    let mut names = Vec::new();
    wait_for(
        &format!("{count} scheduled backups"),
        Duration::from_secs(10),
        async || {
            names = scheduled_now(app, cookie).await;
            names.len() == count
        },
    )
    .await;
    names
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_schedule_makes_backups_on_the_test_clock_and_keeps_the_last_k() {
    let clock = Clock::fixed(START);
    let app = app_at(&clock);
    let cookie = app.signed_in().await;
    // Off by default: nothing is made however late it gets.
    clock.advance(48 * 3600);
    wait_for_pass(&app, "backups", clock.now()).await;
    assert_eq!(list(&app, &cookie, "en").await["items"], json!([]));

    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/backup-schedule",
            &cookie,
            Some(json!({"everyHours": 6, "keep": 2})),
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"everyHours": 6, "keep": 2})).await;
    // The first one at once, then one every six hours of the clock, not sooner.
    let first = scheduled(&app, &cookie, 1).await;
    clock.advance(5 * 3600);
    wait_for_pass(&app, "backups", clock.now()).await;
    assert_eq!(scheduled_now(&app, &cookie).await, first);
    clock.advance(3600);
    let second = scheduled(&app, &cookie, 2).await;
    clock.advance(6 * 3600);
    // A third, and the oldest pruned: the last two are kept.
    let mut kept = Vec::new();
    wait_for(
        "the third, the first pruned",
        Duration::from_secs(10),
        async || {
            kept = scheduled_now(&app, &cookie).await;
            kept.len() == 2 && kept[1] == second[0]
        },
    )
    .await;
    assert!(!kept.contains(&first[0]));
    // A manual backup is not the schedule's to prune.
    app.admin(Method::POST, "/api/admin/backups", &cookie, None)
        .await
        .assert_status(StatusCode::CREATED);
    assert_eq!(list(&app, &cookie, "en").await["total"], 3);
    let listed = list(&app, &cookie, "en").await;
    assert!(listed.get("warning").is_none(), "{listed}");
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let scheduled_entries = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["action"] == "backup.scheduled" && entry["actor"] == "schedule")
        .count();
    assert_eq!(scheduled_entries, 3);

    // Bad schedules are refused in the owner's language.
    let resp = app
        .client
        .put("/api/admin/backup-schedule")
        .header("cookie", &cookie)
        .header("origin", crate::helpers::ORIGIN)
        .header("accept-language", "vi")
        .body_json(&json!({"everyHours": 6, "keep": 0}))
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let body: Value = resp.json().await.value().deserialize();
    assert!(
        body["error"].as_str().unwrap().contains("Số bản giữ lại"),
        "{body}"
    );
}

/// A backup every hour, the last three kept.
async fn schedule_hourly(app: &TestApp, cookie: &str) {
    app.admin(
        Method::PUT,
        "/api/admin/backup-schedule",
        cookie,
        Some(json!({"everyHours": 1, "keep": 3})),
    )
    .await
    .assert_status_is_ok();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_scheduled_backup_warns_in_the_console_and_the_health() {
    let clock = Clock::fixed(START);
    let app = app_at(&clock);
    let cookie = app.signed_in().await;
    // A file where the backups' folder should be: every backup fails.
    std::fs::write(app.data_dir().join("backups"), "not a folder").unwrap();
    schedule_hourly(&app, &cookie).await;
    let mut warning = Value::Null;
    wait_for(
        "the console's warning",
        Duration::from_secs(10),
        async || {
            warning = list(&app, &cookie, "vi").await["warning"].clone();
            !warning.is_null()
        },
    )
    .await;
    let text = warning.as_str().expect("a warning");
    assert!(
        text.starts_with("Bản sao lưu theo lịch gần nhất bị lỗi"),
        "{text}"
    );
    // The health says so, and still answers 200: the site itself works.
    let resp = app.client.get("/api/health").send().await;
    resp.assert_status_is_ok();
    let health: Value = resp.json().await.value().deserialize();
    assert_eq!(health["components"]["backups"]["status"], "failing");
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert_eq!(activity["items"][0]["action"], "backup.failed");

    // Repaired: the next attempt (ten minutes on) succeeds and the warning goes.
    std::fs::remove_file(app.data_dir().join("backups")).unwrap();
    clock.advance(600);
    scheduled(&app, &cookie, 1).await;
    backups_health_becomes(&app, "ok").await;
    assert!(list(&app, &cookie, "en").await.get("warning").is_none());
}

/// The `backups` component of `/api/health`: its status and its error.
async fn backups_health(app: &TestApp) -> (String, String) {
    let resp = app.client.get("/api/health").send().await;
    // Late backups warn without turning the site's status to 503.
    resp.assert_status_is_ok();
    let health: Value = resp.json().await.value().deserialize();
    let component = &health["components"]["backups"];
    (
        component["status"].as_str().unwrap_or_default().to_owned(),
        component["error"].as_str().unwrap_or_default().to_owned(),
    )
}

/// Waits until the health's `backups` status is `status`; its error then.
async fn backups_health_becomes(app: &TestApp, status: &str) -> String {
    let mut last = (String::new(), String::new());
    wait_for(
        &format!("the backups' health {status}"),
        Duration::from_secs(10),
        async || {
            last = backups_health(app).await;
            last.0 == status
        },
    )
    .await;
    last.1
}

/// Waits until the health has been told how late the schedule is at `at` (or later) while a
/// backup was being made: the proof a backup hangs, and that its lateness was judged.
async fn late_checked(app: &TestApp, at: i64) {
    wait_for(
        "a check of the schedule's lateness",
        Duration::from_secs(10),
        async || app.state.backups.late_checked_at() >= at,
    )
    .await;
}

/// The schedule stops without failing: a scheduled backup hangs reading a picture (a named
/// pipe stands for a stalled disk). Past twice the interval since the last backup, the
/// console and the health say the schedule is not running; once the backup goes through,
/// both are quiet again.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schedule_older_than_twice_its_interval_warns_in_the_console_and_the_health() {
    let clock = Clock::fixed(START);
    let app = app_at(&clock);
    let cookie = app.signed_in().await;
    schedule_hourly(&app, &cookie).await;
    scheduled(&app, &cookie, 1).await;
    backups_health_becomes(&app, "ok").await;

    // A picture the database names whose file never answers.
    let hash = "c".repeat(32);
    let media = app.data_dir().join("media");
    std::fs::create_dir_all(&media).unwrap();
    let pipe = media.join(format!("{hash}.png"));
    let made = std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .unwrap();
    assert!(made.success());
    app.execute(&format!(
        "INSERT INTO media (id, hash, ext, alt_vi, alt_en, width, height, bytes)
         VALUES ('stalled', '{hash}', 'png', 'Kho', 'Warehouse', 800, 600, 17)"
    ));

    // The next backup is due in an hour, starts, and hangs; an hour on, the last backup is
    // only twice the interval old (not late yet); a minute later it is.
    clock.advance(3600);
    late_checked(&app, clock.now()).await;
    clock.advance(3600);
    late_checked(&app, clock.now()).await;
    assert_eq!(backups_health(&app).await.0, "ok");
    assert!(list(&app, &cookie, "en").await.get("warning").is_none());
    clock.advance(60);

    let error = backups_health_becomes(&app, "failing").await;
    assert_eq!(
        error,
        "The last scheduled backup is older than twice its interval: the schedule is not running."
    );
    let warning = list(&app, &cookie, "vi").await["warning"].clone();
    assert_eq!(
        warning,
        "Bản sao lưu theo lịch gần nhất đã cũ hơn hai lần chu kỳ: lịch sao lưu không chạy."
    );
    let warning = list(&app, &cookie, "en").await["warning"].clone();
    assert_eq!(warning, json!(error));
    // Still the one backup: the hung one is not listed as made.
    assert_eq!(scheduled(&app, &cookie, 1).await.len(), 1);

    // The disk answers (the row goes first, so the next backup does not name the pipe):
    // the hung backup completes, and the warnings go.
    app.execute("DELETE FROM media WHERE id = 'stalled'");
    tokio::task::spawn_blocking(move || {
        // Opening the writing end lets the waiting reader go on; closing it ends the file.
        drop(std::fs::OpenOptions::new().write(true).open(&pipe).unwrap());
    })
    .await
    .unwrap();
    scheduled(&app, &cookie, 2).await;
    backups_health_becomes(&app, "ok").await;
    assert!(list(&app, &cookie, "vi").await.get("warning").is_none());
}

/// What a backup killed midway leaves in the folder: the database copy and the unfinished
/// `.tar` (the names `write_tar` gives them), with some of their bytes.
fn leave_unfinished_backup(app: &TestApp, stamp: &str) -> Vec<std::path::PathBuf> {
    let dir = app.data_dir().join("backups");
    std::fs::create_dir_all(&dir).unwrap();
    let name = format!("tradelane-{stamp}-manual.tar");
    let pieces = vec![
        dir.join(format!("{name}.db.partial")),
        dir.join(format!("{name}.partial")),
    ];
    for piece in &pieces {
        std::fs::write(piece, vec![7u8; 64 * 1024]).unwrap();
    }
    pieces
}

#[tokio::test]
async fn an_unfinished_backup_is_swept_at_start_and_by_the_next_backup() {
    let clock = Clock::fixed(START);
    let app = app_at(&clock);
    let pieces = leave_unfinished_backup(&app, "20260101-000000");
    // Something that is not a backup's piece stays.
    let other = app.data_dir().join("backups").join("notes.partial");
    std::fs::write(&other, "mine").unwrap();

    let app = app.restart(|settings| settings.contact_rate_limit = 0);
    for piece in &pieces {
        assert!(!piece.exists(), "{} swept at start", piece.display());
    }
    assert!(other.exists());

    let pieces = leave_unfinished_backup(&app, "20260102-000000");
    let cookie = app.signed_in().await;
    let resp = app
        .admin(Method::POST, "/api/admin/backups", &cookie, None)
        .await;
    resp.assert_status(StatusCode::CREATED);
    for piece in &pieces {
        assert!(
            !piece.exists(),
            "{} swept by the next backup",
            piece.display()
        );
    }
    let listed = list(&app, &cookie, "en").await;
    assert_eq!(listed["total"], 1, "{listed}");
    let left: Vec<String> = std::fs::read_dir(app.data_dir().join("backups"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".partial"))
        .collect();
    assert_eq!(left, vec!["notes.partial".to_owned()]);
}
