use tradelane::kernel::db;

const CONTENT_TABLES: [&str; 5] = [
    "services",
    "industries",
    "case_studies",
    "blog_posts",
    "testimonials",
];

fn counts(pool: &db::DbPool) -> Vec<i64> {
    let conn = pool.get().unwrap();
    CONTENT_TABLES
        .iter()
        .chain(["contact_submissions"].iter())
        .map(|t| {
            conn.query_row(&format!("SELECT count(*) FROM {t}"), [], |r| r.get(0))
                .unwrap()
        })
        .collect()
}

#[test]
fn migrations_and_seed_are_idempotent_across_starts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/tradelane.db");

    let first = db::open(&path).expect("first start creates the file and the folder");
    assert!(path.exists());
    let seeded = counts(&first);
    assert!(
        seeded[..5].iter().all(|&n| n > 0),
        "every list is seeded: {seeded:?}"
    );
    first
        .get()
        .unwrap()
        .execute(
            "INSERT INTO contact_submissions (name, email, company, message, preferred_language)
             VALUES ('An', 'an@example.vn', 'ABC', 'Xin chào', 'vi')",
            [],
        )
        .unwrap();
    drop(first);

    let second = db::open(&path).expect("second start");
    let mut expected = seeded.clone();
    expected[5] = 1;
    assert_eq!(
        counts(&second),
        expected,
        "no duplicate content, enquiry kept"
    );
}

#[test]
fn seed_never_runs_over_existing_content() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tradelane.db");
    let pool = db::open(&path).unwrap();
    pool.get()
        .unwrap()
        .execute_batch("DELETE FROM services; DELETE FROM industries;")
        .unwrap();
    drop(pool);
    // Other lists still hold rows: the database is not empty, so nothing is re-seeded.
    let pool = db::open(&path).unwrap();
    assert_eq!(counts(&pool)[0], 0);
}

#[test]
fn connections_are_set_for_a_web_server() {
    let dir = tempfile::tempdir().unwrap();
    let pool = db::open(&dir.path().join("tradelane.db")).unwrap();
    let conn = pool.get().unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    let sync: i64 = conn
        .query_row("PRAGMA synchronous", [], |r| r.get(0))
        .unwrap();
    let fk: i64 = conn
        .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
        .unwrap();
    let busy: i64 = conn
        .query_row("PRAGMA busy_timeout", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    assert_eq!(sync, 1, "NORMAL");
    assert_eq!(fk, 1);
    assert!(busy >= 1000);
}

#[test]
fn defaults_give_uuid_ids_timestamps_and_status_new() {
    let dir = tempfile::tempdir().unwrap();
    let pool = db::open(&dir.path().join("tradelane.db")).unwrap();
    let conn = pool.get().unwrap();
    conn.execute(
        "INSERT INTO contact_submissions (name, email, company, message, preferred_language)
         VALUES ('An', 'an@example.vn', 'ABC', 'Xin chào', 'vi')",
        [],
    )
    .unwrap();
    let (id, created, status): (String, String, String) = conn
        .query_row(
            "SELECT id, created_at, status FROM contact_submissions",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    let uuid = uuid::Uuid::parse_str(&id).expect("a uuid");
    assert_eq!(uuid.get_version_num(), 4);
    assert!(created.ends_with('Z') && created.contains('T'), "{created}");
    assert_eq!(status, "new");
    // Required columns refuse NULL; slugs are unique.
    assert!(
        conn.execute(
            "INSERT INTO contact_submissions (name, email, company, message, preferred_language)
             VALUES (NULL, 'a@b.co', 'c', 'm', 'en')",
            [],
        )
        .is_err()
    );
    let slug: String = conn
        .query_row("SELECT slug FROM services LIMIT 1", [], |r| r.get(0))
        .unwrap();
    assert!(
        conn.execute(
            "INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en)
             VALUES (?1, 'ship', 'a', 'a', 'a', 'a', 'a', 'a')",
            [slug],
        )
        .is_err()
    );
}

/// `tradelane serve` over `data_dir`: how it ended, what it said, and how long it took.
fn serve_once(
    data_dir: &std::path::Path,
) -> (std::process::ExitStatus, String, std::time::Duration) {
    let started = std::time::Instant::now();
    let mut child = crate::helpers::tradelane_command()
        .args(["serve", "--host", "127.0.0.1", "--port", "0", "--data-dir"])
        .arg(data_dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Waits for its exit (polled); one that keeps serving is killed and fails the test.
    let deadline = started + std::time::Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("tradelane kept running over a database it cannot use");
        }
        // A poll that kills the child at its deadline.
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let elapsed = started.elapsed();
    let mut log = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut log).unwrap();
    (status, log, elapsed)
}

#[test]
fn a_zero_length_database_is_refused_at_start_and_never_reseeded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tradelane.db");
    std::fs::write(&path, b"").unwrap();
    let (status, log, elapsed) = serve_once(dir.path());
    assert!(!status.success(), "{log}");
    assert!(log.contains("is empty (0 bytes)"), "{log}");
    assert!(elapsed < std::time::Duration::from_secs(1), "{elapsed:?}");
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 0, "never reseeded");
}

#[test]
fn a_damaged_database_is_refused_at_start_at_once() {
    let dir = tempfile::tempdir().unwrap();
    // A real database whose first pages were overwritten.
    drop(db::open(&dir.path().join("tradelane.db")).unwrap());
    let path = dir.path().join("tradelane.db");
    let mut bytes = std::fs::read(&path).unwrap();
    let len = bytes.len().min(8192);
    bytes[..len].fill(0x5a);
    std::fs::write(&path, &bytes).unwrap();
    let (status, log, elapsed) = serve_once(dir.path());
    assert!(!status.success(), "{log}");
    assert!(log.contains("cannot be read"), "{log}");
    assert!(elapsed < std::time::Duration::from_secs(1), "{elapsed:?}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "left as it was");
}
