//! Issue: `tradelane enquiries list|export` read the enquiries, also while the server runs,
//! and never create a database.

use std::process::Output;

use serde_json::{Value, json};

use crate::helpers::{TestServer, tradelane_command};

fn cli(args: &[&str]) -> Output {
    tradelane_command()
        .args(args)
        .output()
        .expect("tradelane runs")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "exit {:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// Enquiries whose text tests quoting: Vietnamese, commas, quotes, new lines, a formula.
fn enquiries() -> Vec<Value> {
    vec![
        json!({
            "name": "Nguyễn Thị Lan",
            "email": "lan.nguyen@example.vn",
            "company": "Công ty TNHH Thủy sản \"Cửu Long\", chi nhánh Cần Thơ",
            "phone": "+84 292 3812 345",
            "message": "Xin chào,\nChúng tôi cần báo giá container lạnh 40' từ Cát Lái đi Rotterdam.\n\nTrân trọng.",
            "preferredLanguage": "vi"
        }),
        json!({
            "name": "Phạm Đức Anh",
            "email": "anh.pham@example.com",
            "company": "=HYPERLINK(\"http://evil.example\")",
            "message": "Need DDP pricing; Hải Phòng → Los Angeles.",
            "preferredLanguage": "en",
            "website": "http://spam.example"
        }),
        json!({
            "name": "Lê Văn Ánh",
            "email": "anh.le@example.vn",
            "company": "Tập đoàn Dệt may Việt Thắng",
            "message": "Tư vấn mã HS cho vải sợi bông.",
            "preferredLanguage": "vi"
        }),
    ]
}

/// A running server holding the three enquiries, sent in order (so the last is the newest).
async fn server_with_enquiries(dir: &std::path::Path) -> TestServer {
    let server = TestServer::start(dir, &["--contact-rate-limit", "0"]);
    for body in enquiries() {
        let resp = server.post_json("/api/contact", &body).await;
        assert_eq!(resp.status(), 201);
        // Distinct timestamps, so "newest first" is well defined.
        crate::helpers::next_millisecond().await;
    }
    server
}

#[tokio::test]
async fn csv_export_has_a_bom_a_header_and_every_field_quoted_properly() {
    let dir = tempfile::tempdir().unwrap();
    let _server = server_with_enquiries(dir.path()).await;
    let data_dir = dir.path().to_str().unwrap();

    // While the server runs.
    let out = stdout(&cli(&[
        "enquiries",
        "export",
        "--format",
        "csv",
        "--data-dir",
        data_dir,
    ]));
    let text = out.strip_prefix('\u{feff}').expect("a UTF-8 BOM first");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(
        header,
        [
            "Mã",
            "Ngày nhận",
            "Trạng thái",
            "Đã đọc",
            "Ngôn ngữ",
            "Họ và tên",
            "Email",
            "Công ty",
            "Số điện thoại",
            "Nội dung",
            "Công cụ tính",
            "Liên kết kết quả",
            "Tóm tắt kết quả",
            "Trang đến đầu tiên",
            "Trang giới thiệu",
            "Nguồn UTM",
            "Kênh UTM",
            "Chiến dịch UTM",
            "Ghi chú",
            "Phiên bản nội dung đồng ý"
        ],
        "Vietnamese headers unless --language en"
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 3);
    let sent = enquiries();
    // Newest first.
    assert_eq!(&rows[0][5], "Lê Văn Ánh");
    assert_eq!(&rows[2][5], "Nguyễn Thị Lan");
    assert_eq!(&rows[2][7], sent[0]["company"].as_str().unwrap());
    assert_eq!(&rows[2][9], sent[0]["message"].as_str().unwrap());
    assert_eq!(
        &rows[2][8], "'+84 292 3812 345",
        "a leading + would be a formula"
    );
    // Words, like the headers (§23).
    assert_eq!(&rows[2][2], "Mới");
    assert_eq!(&rows[2][3], "không", "not opened yet");
    assert_eq!(&rows[2][4], "Tiếng Việt");
    assert_eq!(&rows[1][2], "Thư rác", "the honeypot one is kept, marked");
    assert_eq!(&rows[1][7], "'=HYPERLINK(\"http://evil.example\")");
    assert_eq!(&rows[1][8], "", "no phone");
    let local = regex::Regex::new(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$").unwrap();
    for row in &rows {
        assert!(uuid::Uuid::parse_str(&row[0]).is_ok());
        assert!(local.is_match(&row[1]), "a local date: {}", &row[1]);
    }
    assert!(text.contains("\r\n"), "CRLF records for spreadsheets");
}

#[tokio::test]
async fn json_export_is_an_array_of_camel_case_objects() {
    let dir = tempfile::tempdir().unwrap();
    let server = server_with_enquiries(dir.path()).await;
    drop(server); // also fine with the server stopped

    let out = tradelane_command()
        .args(["enquiries", "export", "--format", "json"])
        .env("TRADELANE_DATA_DIR", dir.path())
        .output()
        .unwrap();
    let rows: Vec<Value> = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(rows.len(), 3);
    let keys: Vec<&str> = rows[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected = vec![
        "contextLink",
        "contextSummary",
        "contextTool",
        "landingPath",
        "referrerHost",
        "utmCampaign",
        "utmMedium",
        "utmSource",
        "company",
        "createdAt",
        "email",
        "id",
        "message",
        "name",
        "notes",
        "phone",
        "preferredLanguage",
        "read",
        "status",
    ];
    expected.sort();
    let mut keys = keys;
    keys.sort();
    assert_eq!(keys, expected);
    let sent = enquiries();
    assert_eq!(rows[2]["name"], "Nguyễn Thị Lan");
    assert_eq!(rows[2]["message"], sent[0]["message"]);
    assert_eq!(
        rows[2]["phone"], "+84 292 3812 345",
        "JSON keeps values as sent"
    );
    assert_eq!(rows[1]["company"], sent[1]["company"]);
    assert_eq!(rows[1]["phone"], Value::Null);
    assert_eq!(rows[1]["status"], "spam");
    assert_eq!(rows[0]["preferredLanguage"], "vi");

    // --output writes the same to a file.
    let file = dir.path().join("enquiries.json");
    stdout(&cli(&[
        "enquiries",
        "export",
        "--format",
        "json",
        "--data-dir",
        dir.path().to_str().unwrap(),
        "--output",
        file.to_str().unwrap(),
    ]));
    let from_file: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    assert_eq!(from_file, rows);
}

#[tokio::test]
async fn list_shows_one_readable_line_per_enquiry_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let _server = server_with_enquiries(dir.path()).await;
    let data_dir = dir.path().to_str().unwrap();
    let out = stdout(&cli(&["enquiries", "list", "--data-dir", data_dir]));
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("DATE"), "{out}");
    for column in [
        "STATUS", "LANG", "NAME", "COMPANY", "EMAIL", "PHONE", "MESSAGE",
    ] {
        assert!(lines[0].contains(column), "{column}");
    }
    assert!(lines[1].contains("Lê Văn Ánh") && lines[1].contains("Tư vấn mã HS"));
    assert!(lines[2].contains("spam") && lines[2].contains("anh.pham@example.com"));
    assert!(lines[3].contains("Nguyễn Thị Lan") && lines[3].contains("+84 292 3812 345"));
    assert!(lines[3].contains("Xin chào,"), "the message's first line");
    assert!(!out.contains("Rotterdam"), "only the first line");
    assert!(out.contains("3 enquiries"));

    let out = stdout(&cli(&[
        "enquiries",
        "list",
        "--limit",
        "1",
        "--data-dir",
        data_dir,
    ]));
    assert!(out.contains("Lê Văn Ánh") && !out.contains("Nguyễn Thị Lan"));
    assert!(out.contains("newest 1 of 3"));
}

#[test]
fn reading_a_missing_database_says_so_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("nowhere");
    for args in [
        &["enquiries", "list"][..],
        &["enquiries", "export", "--format", "csv"][..],
        &["enquiries", "export", "--format", "json"][..],
    ] {
        let out = tradelane_command()
            .args(args)
            .arg("--data-dir")
            .arg(&data_dir)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("does not exist"), "{err}");
        assert!(out.stdout.is_empty());
    }
    assert!(!data_dir.exists(), "no folder, no database created");

    // An empty database folder: same, and still nothing created.
    let out = cli(&[
        "enquiries",
        "list",
        "--data-dir",
        dir.path().to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn every_command_has_help() {
    for args in [
        &["--help"][..],
        &["serve", "--help"][..],
        &["openapi", "--help"][..],
        &["enquiries", "--help"][..],
        &["enquiries", "list", "--help"][..],
        &["enquiries", "export", "--help"][..],
    ] {
        let out = stdout(&cli(args));
        assert!(out.contains("Usage:"), "{args:?}: {out}");
    }
    let serve = stdout(&cli(&["serve", "--help"]));
    for flag in [
        "--public-url",
        "TRADELANE_PUBLIC_URL",
        "--contact-rate-limit",
        "TRADELANE_CONTACT_RATE_LIMIT",
        "--trust-proxy",
        "TRADELANE_TRUST_PROXY",
    ] {
        assert!(serve.contains(flag), "{flag}");
    }
    let export = stdout(&cli(&["enquiries", "export", "--help"]));
    assert!(export.contains("csv") && export.contains("json"));
    // Help speaks to the user, not of the implementation.
    let top = stdout(&cli(&["--help"]));
    assert!(!top.contains("Boxed"), "{top}");
}

#[test]
fn subscribers_export_refuses_the_enquiries_filters() {
    let dir = tempfile::tempdir().unwrap();
    for filter in [
        &["--status", "new"][..],
        &["--search", "an"][..],
        &["--read", "true"][..],
        &["--source", "zalo"][..],
        &["--language", "en"][..],
    ] {
        let mut args = vec!["subscribers", "export", "--format", "csv", "--data-dir"];
        args.push(dir.path().to_str().unwrap());
        args.extend_from_slice(filter);
        let out = cli(&args);
        assert!(!out.status.success(), "{filter:?} accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(filter[0]), "{filter:?}: {err}");
    }
}
