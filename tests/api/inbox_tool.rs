//! docs/decisions-spec.md §15: the inbox as a working tool. Read on open, bulk status and delete with
//! their activity entries, erasure of one person's data, exports that follow the filter
//! with notes, local dates and headers in the reader's language, the first owner as the
//! notice recipient.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{ORIGIN, OWNER_EMAIL, TestApp, spawn_app, tradelane_command};

async fn send(app: &TestApp, name: &str, email: &str, message: &str) -> String {
    let resp = app
        .client
        .post("/api/contact")
        .body_json(
            &json!({"name": name, "email": email, "company": "Công ty Cửu Long",
            "message": message, "preferredLanguage": "vi", "phone": "+84 90 000 0000"}),
        )
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    let created: Value = resp.json().await.value().deserialize();
    // Distinct timestamps, so "newest first" is well defined.
    crate::helpers::next_millisecond().await;
    created["id"].as_str().unwrap().to_owned()
}

fn ids(page: &Value) -> Vec<&str> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect()
}

/// The newest activity entries' actions and details.
async fn activity(app: &TestApp, cookie: &str) -> Vec<(String, String)> {
    let list = app.admin_json("/api/admin/activity", cookie).await;
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap().to_owned(),
                e["detail"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn scalar(app: &TestApp, sql: &str) -> i64 {
    app.pool
        .get()
        .unwrap()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

#[tokio::test]
async fn opening_an_enquiry_marks_it_read_and_the_list_filters_by_it() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let a = send(&app, "Nguyễn Thị Lan", "lan@example.vn", "Báo giá").await;
    let b = send(&app, "Trần Đức", "duc@example.vn", "Mã HS").await;

    let unread = app
        .admin_json("/api/admin/enquiries?read=false", &cookie)
        .await;
    assert_eq!(ids(&unread), [b.as_str(), a.as_str()]);
    assert_eq!(unread["total"], 2);
    assert_eq!(unread["items"][0]["read"], false);

    let opened = app
        .admin_json(&format!("/api/admin/enquiries/{a}"), &cookie)
        .await;
    assert_eq!(opened["read"], true, "opening it marks it read");

    let unread = app
        .admin_json("/api/admin/enquiries?read=false", &cookie)
        .await;
    assert_eq!(ids(&unread), [b.as_str()]);
    assert_eq!(unread["total"], 1);
    let read = app
        .admin_json("/api/admin/enquiries?read=true&status=new", &cookie)
        .await;
    assert_eq!(ids(&read), [a.as_str()]);
    assert_eq!(read["total"], 1);
    let all = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(all["items"][1]["read"], true);

    // Marked unread again.
    let resp = app
        .admin(
            Method::PATCH,
            &format!("/api/admin/enquiries/{a}"),
            &cookie,
            Some(json!({"read": false})),
        )
        .await;
    resp.assert_status_is_ok();
    let back: Value = resp.json().await.value().deserialize();
    assert_eq!(back["read"], false);
    let unread = app
        .admin_json("/api/admin/enquiries?read=false&q=lan", &cookie)
        .await;
    assert_eq!(ids(&unread), [a.as_str()]);
}

#[tokio::test]
async fn bulk_status_and_delete_change_only_the_chosen_and_are_recorded() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let a = send(&app, "An", "an@example.vn", "Một").await;
    let b = send(&app, "Bình", "binh@example.vn", "Hai").await;
    let c = send(&app, "Chi", "chi@example.vn", "Ba").await;
    app.admin(
        Method::PATCH,
        &format!("/api/admin/enquiries/{a}"),
        &cookie,
        Some(json!({"note": "Gọi lại thứ Hai"})),
    )
    .await
    .assert_status_is_ok();

    let resp = app
        .admin(
            Method::POST,
            "/api/admin/enquiries/bulk-status",
            &cookie,
            Some(json!({"ids": [a, c, "no-such-id"], "status": "contacted"})),
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"count": 2})).await;
    let contacted = app
        .admin_json("/api/admin/enquiries?status=contacted", &cookie)
        .await;
    assert_eq!(ids(&contacted), [c.as_str(), a.as_str()]);
    let log = activity(&app, &cookie).await;
    assert_eq!(log[0].0, "enquiry.bulk_status");
    assert!(log[0].1.starts_with("2 → contacted"), "{}", log[0].1);

    let resp = app
        .admin(
            Method::POST,
            "/api/admin/enquiries/bulk-delete",
            &cookie,
            Some(json!({"ids": [a, b]})),
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"count": 2})).await;
    let left = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(ids(&left), [c.as_str()]);
    assert_eq!(left["total"], 1);
    assert_eq!(app.count("enquiry_notes"), 0, "the notes went with it");
    let log = activity(&app, &cookie).await;
    assert_eq!(log[0].0, "enquiry.bulk_delete");
    assert!(log[0].1.starts_with("2: "), "{}", log[0].1);

    // Blank ids are ids that match nothing (the schema allows them), not a malformed body;
    // a reorder naming an item that does not exist is a 404, as for any other unknown id.
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/enquiries/bulk-delete",
            &cookie,
            Some(json!({"ids": ["", " ", ""]})),
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"count": 0})).await;
    let resp = app
        .admin(
            Method::PUT,
            "/api/admin/content/services",
            &cookie,
            Some(json!({"ids": ["", "khong-co"]})),
        )
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);

    // A bad body is a 400 in the owner's language, never a 500.
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/enquiries/bulk-status",
            &cookie,
            Some(json!({"ids": [c], "status": "archived"})),
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);

    // One at a time.
    let one = format!("/api/admin/enquiries/{c}");
    app.admin(Method::DELETE, &one, &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    app.admin(Method::DELETE, &one, &cookie, None)
        .await
        .assert_status(StatusCode::NOT_FOUND);
    let log = activity(&app, &cookie).await;
    assert_eq!(log[0], ("enquiry.delete".to_owned(), c.clone()));
    assert_eq!(scalar(&app, "SELECT count(*) FROM contact_submissions"), 0);
    assert_eq!(
        scalar(
            &app,
            "SELECT coalesce(sum(n), 0) FROM contact_submission_counts"
        ),
        0
    );
}

#[tokio::test]
async fn erasure_removes_every_row_of_the_address_and_records_it_without_it() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let a = send(
        &app,
        "Nguyễn Thị Lan",
        "lan.nguyen@example.vn",
        "Báo giá lạnh",
    )
    .await;
    let b = send(&app, "Lan", "LAN.Nguyen@Example.vn", "Lần hai").await;
    let other = send(&app, "Trần Đức", "duc@example.vn", "Mã HS cho vải").await;
    app.admin(
        Method::PATCH,
        &format!("/api/admin/enquiries/{a}"),
        &cookie,
        Some(json!({"note": "Khách quen"})),
    )
    .await
    .assert_status_is_ok();
    app.client
        .post("/api/subscriptions")
        .body_json(&json!({"email": "Lan.Nguyen@example.vn", "language": "vi", "source": "blog"}))
        .send()
        .await
        .assert_status(StatusCode::CREATED);
    // The visit each enquiry was tied to (the insight noun's row, keyed by the enquiry).
    app.execute(&format!(
        "INSERT OR REPLACE INTO insight_conversions (enquiry_id, day, landing_path) VALUES
         ('{a}', '2026-01-01', '/tools/freight'), ('{b}', '2026-01-01', '/'),
         ('{other}', '2026-01-01', '/')"
    ));

    let resp = app
        .admin(
            Method::POST,
            "/api/admin/enquiries/erasure",
            &cookie,
            Some(json!({"email": "lan.nguyen@EXAMPLE.vn"})),
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"enquiries": 2, "subscriptions": 1}))
        .await;

    let like = "lower(email) = 'lan.nguyen@example.vn'";
    assert_eq!(
        scalar(
            &app,
            &format!("SELECT count(*) FROM contact_submissions WHERE {like}")
        ),
        0
    );
    assert_eq!(
        scalar(
            &app,
            &format!("SELECT count(*) FROM subscriptions WHERE {like}")
        ),
        0
    );
    assert_eq!(scalar(&app, "SELECT count(*) FROM enquiry_notes"), 0);
    assert_eq!(
        scalar(
            &app,
            "SELECT count(*) FROM contact_submissions_fts WHERE contact_submissions_fts MATCH 'lan*'"
        ),
        0,
        "nothing of it left in the search index"
    );
    assert_eq!(
        scalar(&app, "SELECT count(*) FROM contact_submissions_fts"),
        1
    );
    assert_eq!(
        scalar(
            &app,
            &format!("SELECT count(*) FROM insight_conversions WHERE enquiry_id IN ('{a}', '{b}')")
        ),
        0
    );
    assert_eq!(scalar(&app, "SELECT count(*) FROM insight_conversions"), 1);
    let left = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(ids(&left), [other.as_str()]);
    assert_eq!(left["newCount"], 1);

    let log = activity(&app, &cookie).await;
    assert_eq!(log[0].0, "privacy.erase");
    assert!(log[0].1.contains("@example.vn"), "{}", log[0].1);
    assert!(
        log[0].1.contains("2 enquiries, 1 subscriptions"),
        "{}",
        log[0].1
    );
    let everything = serde_json::to_string(&log).unwrap().to_lowercase();
    assert!(!everything.contains("lan.nguyen"), "{everything}");

    // A body that is not an address: 400 in the owner's language.
    let resp = app
        .client
        .post("/api/admin/enquiries/erasure")
        .header("cookie", &cookie)
        .header("origin", ORIGIN)
        .header("accept-language", "vi")
        .body_json(&json!({"email": "không phải email"}))
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let body: Value = resp.json().await.value().deserialize();
    assert!(body["error"].as_str().unwrap().contains("email"), "{body}");
}

#[tokio::test]
async fn the_cli_erases_too_and_records_it_as_cli() {
    let app = spawn_app();
    send(&app, "Lan", "lan@example.vn", "Một").await;
    send(&app, "Đức", "duc@example.vn", "Hai").await;
    let out = tradelane_command()
        .args([
            "enquiries",
            "erase",
            "--email",
            "LAN@example.vn",
            "--data-dir",
        ])
        .arg(app.data_dir())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("1 enquiries"), "{said}");
    assert_eq!(
        scalar(
            &app,
            "SELECT count(*) FROM contact_submissions WHERE email = 'lan@example.vn'"
        ),
        0
    );
    assert_eq!(scalar(&app, "SELECT count(*) FROM contact_submissions"), 1);
    assert_eq!(
        scalar(
            &app,
            "SELECT count(*) FROM activity WHERE actor = 'cli' AND action = 'privacy.erase'
             AND detail LIKE 'sha256:% @example.vn: 1 enquiries, 0 subscriptions'"
        ),
        1
    );
    let bad = tradelane_command()
        .args([
            "enquiries",
            "erase",
            "--email",
            "not an address",
            "--data-dir",
        ])
        .arg(app.data_dir())
        .output()
        .unwrap();
    assert!(!bad.status.success());
}

/// `GET path` as the console sends it in `lang`.
async fn download(app: &TestApp, path: &str, cookie: &str, lang: &str) -> Vec<u8> {
    let resp = app
        .client
        .get(path)
        .header("cookie", cookie)
        .header("accept-language", lang)
        .send()
        .await;
    resp.assert_status_is_ok();
    resp.0.into_body().into_vec().await.unwrap()
}

fn csv_rows(bytes: &[u8]) -> (Vec<String>, Vec<csv::StringRecord>) {
    let text = std::str::from_utf8(bytes)
        .unwrap()
        .strip_prefix('\u{feff}')
        .unwrap();
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    (header, reader.records().map(Result::unwrap).collect())
}

/// `stored` (RFC 3339 UTC) `hours` later, as `YYYY-MM-DD HH:MM`.
fn shifted(stored: &str, hours: i64) -> String {
    let at = chrono::DateTime::parse_from_rfc3339(stored).unwrap() + chrono::Duration::hours(hours);
    at.format("%Y-%m-%d %H:%M").to_string()
}

#[tokio::test]
async fn exports_follow_the_filter_with_notes_local_dates_and_headers_in_the_language() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let a = send(
        &app,
        "Nguyễn Thị Lan",
        "lan@example.vn",
        "Báo giá container lạnh",
    )
    .await;
    send(&app, "Trần Đức", "duc@example.vn", "Mã HS cho vải").await;
    let c = send(
        &app,
        "Lê Văn Ánh",
        "anh@example.vn",
        "Container lạnh đi Nhật",
    )
    .await;
    app.admin(
        Method::PATCH,
        &format!("/api/admin/enquiries/{a}"),
        &cookie,
        Some(json!({"status": "contacted", "note": "Đã gọi, gửi báo giá"})),
    )
    .await
    .assert_status_is_ok();
    let stored = app
        .admin_json(&format!("/api/admin/enquiries/{a}"), &cookie)
        .await;
    let created = stored["createdAt"].as_str().unwrap().to_owned();
    let noted = stored["notes"][0]["createdAt"].as_str().unwrap().to_owned();

    // Status and search: only `a`; Vietnamese headers, Vietnam's time (UTC+7).
    let path = "/api/admin/enquiries/export?format=csv&status=contacted&q=lanh";
    let (header, rows) = csv_rows(&download(&app, path, &cookie, "vi").await);
    assert_eq!(header[..3], ["Mã", "Ngày nhận", "Trạng thái"]);
    assert_eq!(header[18], "Ghi chú");
    assert_eq!(header.last().unwrap(), "Phiên bản nội dung đồng ý");
    assert_eq!(rows.len(), 1);
    assert_eq!(&rows[0][0], a.as_str());
    assert_eq!(&rows[0][1], shifted(&created, 7).as_str());
    assert_eq!(&rows[0][3], "có", "opened, so read");
    assert_eq!(
        &rows[0][18],
        format!("{} {OWNER_EMAIL}: Đã gọi, gửi báo giá", shifted(&noted, 7)).as_str()
    );

    // Search only, unread only, English headers.
    let path = "/api/admin/enquiries/export?format=csv&q=lanh&read=false";
    let (header, rows) = csv_rows(&download(&app, path, &cookie, "en").await);
    assert_eq!(header[..4], ["ID", "Received", "Status", "Read"]);
    assert_eq!(rows.len(), 1);
    assert_eq!(&rows[0][0], c.as_str());
    assert_eq!(&rows[0][3], "no");
    assert_eq!(&rows[0][18], "", "no notes");

    // The business's time zone is a setting.
    app.execute("INSERT INTO settings (key, value) VALUES ('timeZone', 'America/New_York')");
    let path = "/api/admin/enquiries/export?format=json&status=contacted";
    let bytes = download(&app, path, &cookie, "en").await;
    let json: Vec<Value> = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(json.len(), 1);
    let month = &created[5..7];
    // New York is UTC-5 in winter and UTC-4 in summer.
    let offset = if ("04"..="10").contains(&month) {
        -4
    } else {
        -5
    };
    assert_eq!(json[0]["createdAt"], shifted(&created, offset));
    assert_eq!(json[0]["notes"][0]["text"], "Đã gọi, gửi báo giá");
    assert_eq!(json[0]["notes"][0]["author"], OWNER_EMAIL);
    assert_eq!(json[0]["read"], true);

    // The CLI writes the same bytes for the same filter and language.
    let cli = tradelane_command()
        .args([
            "enquiries",
            "export",
            "--format",
            "json",
            "--status",
            "contacted",
            "--language",
            "en",
            "--data-dir",
        ])
        .arg(app.data_dir())
        .output()
        .unwrap();
    assert!(
        cli.status.success(),
        "{}",
        String::from_utf8_lossy(&cli.stderr)
    );
    assert_eq!(cli.stdout, bytes);
    let cli = tradelane_command()
        .args([
            "enquiries",
            "export",
            "--format",
            "csv",
            "--search",
            "lanh",
            "--read",
            "false",
            "--data-dir",
        ])
        .arg(app.data_dir())
        .output()
        .unwrap();
    assert!(cli.status.success());
    let (header, rows) = csv_rows(&cli.stdout);
    assert_eq!(header[1], "Ngày nhận", "Vietnamese by default");
    assert_eq!(rows.len(), 1);
}

#[tokio::test]
async fn the_time_zone_setting_takes_only_known_zones() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let mut body = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(body["timeZone"], "Asia/Ho_Chi_Minh");
    let object = body.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    object.insert("timeZone".into(), json!("Mars/Olympus"));
    app.admin(
        Method::PUT,
        "/api/admin/settings",
        &cookie,
        Some(body.clone()),
    )
    .await
    .assert_status(StatusCode::BAD_REQUEST);
    body["timeZone"] = json!("Asia/Bangkok");
    let resp = app
        .admin(Method::PUT, "/api/admin/settings", &cookie, Some(body))
        .await;
    resp.assert_status_is_ok();
    let saved: Value = resp.json().await.value().deserialize();
    assert_eq!(saved["timeZone"], "Asia/Bangkok");
}

#[tokio::test]
async fn the_first_owner_receives_the_notices_until_someone_else_is_named() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let settings = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(settings["notifyTo"], json!([OWNER_EMAIL]));
    // A second owner changes nothing.
    app.create_owner("second@example.vn", "another-long-passphrase-9");
    let settings = app.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(settings["notifyTo"], json!([OWNER_EMAIL]));

    // Recipients named before the first account are kept.
    let other = spawn_app();
    other
        .execute("INSERT INTO settings (key, value) VALUES ('notifyTo', '[\"sales@example.vn\"]')");
    let cookie = other.signed_in().await;
    let settings = other.admin_json("/api/admin/settings", &cookie).await;
    assert_eq!(settings["notifyTo"], json!(["sales@example.vn"]));
}
