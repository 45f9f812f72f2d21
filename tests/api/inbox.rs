//! docs/decisions-spec.md §7: the inbox. Filter, search, status, notes, and the same export files as the CLI.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, urlencode};

async fn send(app: &TestApp, body: Value) -> String {
    let resp = app
        .client
        .post("/api/contact")
        .body_json(&body)
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
    let created: Value = resp.json().await.value().deserialize();
    // Distinct timestamps, so "newest first" is well defined.
    crate::helpers::next_millisecond().await;
    created["id"].as_str().unwrap().to_owned()
}

fn enquiry(name: &str, company: &str, email: &str, message: &str) -> Value {
    json!({"name": name, "email": email, "company": company, "message": message,
           "preferredLanguage": "vi", "phone": "+84 90 000 0000"})
}

/// Three enquiries (one spam), oldest first; their ids.
async fn three(app: &TestApp) -> [String; 3] {
    let a = send(
        app,
        enquiry(
            "Nguyễn Thị Lan",
            "Thủy sản Cửu Long",
            "lan@example.vn",
            "Báo giá container lạnh",
        ),
    )
    .await;
    let mut spam = enquiry("Bot", "Spam Inc", "bot@example.com", "Buy now");
    spam["website"] = json!("http://spam.example");
    let b = send(app, spam).await;
    let c = send(
        app,
        enquiry(
            "ĐỨC Trần",
            "Dệt may Việt Thắng",
            "duc@example.vn",
            "Tư vấn mã HS cho vải",
        ),
    )
    .await;
    [a, b, c]
}

fn ids(page: &Value) -> Vec<&str> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn the_inbox_lists_filters_and_searches_newest_first() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let [a, spam, c] = three(&app).await;

    let all = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(ids(&all), [c.as_str(), spam.as_str(), a.as_str()]);
    assert_eq!(all["total"], 3);
    assert_eq!(all["newCount"], 2);
    let first = &all["items"][0];
    assert_eq!(first["name"], "ĐỨC Trần");
    assert_eq!(first["phone"], "+84 90 000 0000");
    assert_eq!(first["status"], "new");

    let spam_only = app
        .admin_json("/api/admin/enquiries?status=spam", &cookie)
        .await;
    assert_eq!(ids(&spam_only), [spam.as_str()]);
    assert_eq!(spam_only["total"], 1);
    assert_eq!(
        spam_only["newCount"], 2,
        "the count of new ones ignores the filter"
    );

    // Search in any case, Vietnamese letters included: name, company, e-mail, message.
    for (q, expected) in [
        ("đức", vec![c.as_str()]),
        ("cửu long", vec![a.as_str()]),
        ("LAN@EXAMPLE", vec![a.as_str()]),
        ("mã hs", vec![c.as_str()]),
        ("example.vn", vec![c.as_str(), a.as_str()]),
        ("nothing-like-this", vec![]),
    ] {
        let path = format!("/api/admin/enquiries?q={}", urlencode(q));
        let page = app.admin_json(&path, &cookie).await;
        assert_eq!(ids(&page), expected, "q={q}");
        assert_eq!(page["total"], expected.len(), "q={q}");
    }
    let page = app
        .admin_json(
            "/api/admin/enquiries?status=new&q=example.vn&limit=1&offset=1",
            &cookie,
        )
        .await;
    assert_eq!(ids(&page), [a.as_str()]);
    assert_eq!(page["total"], 2);
    let page = app
        .admin_json("/api/admin/enquiries?limit=2", &cookie)
        .await;
    assert_eq!(ids(&page), [c.as_str(), spam.as_str()]);
    assert_eq!(page["total"], 3);

    for bad in ["status=open", "limit=0", "limit=201", "offset=-1"] {
        let resp = app
            .admin(
                Method::GET,
                &format!("/api/admin/enquiries?{bad}"),
                &cookie,
                None,
            )
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let name = bad.split('=').next().unwrap();
        let error: Value = resp.json().await.value().deserialize();
        assert_eq!(error["error"], format!("Tham số \"{name}\" không hợp lệ."));
    }
}

#[tokio::test]
async fn status_changes_and_notes_are_kept_with_author_and_time() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let [a, spam, _] = three(&app).await;

    let path = format!("/api/admin/enquiries/{a}");
    let resp = app
        .admin(
            Method::PATCH,
            &path,
            &cookie,
            Some(json!({"status": "contacted", "note": "  Đã gọi điện, hẹn gặp thứ Hai.  "})),
        )
        .await;
    resp.assert_status_is_ok();
    let detail: Value = resp.json().await.value().deserialize();
    assert_eq!(detail["status"], "contacted");
    assert_eq!(detail["notes"][0]["text"], "Đã gọi điện, hẹn gặp thứ Hai.");
    assert_eq!(detail["notes"][0]["author"], crate::helpers::OWNER_EMAIL);
    assert!(
        detail["notes"][0]["createdAt"]
            .as_str()
            .unwrap()
            .ends_with('Z')
    );
    // The first owner receives the notices (migrations/0014_inbox.sql).
    assert_eq!(
        detail["notices"][0]["recipient"],
        crate::helpers::OWNER_EMAIL
    );

    let resp = app
        .admin(
            Method::PATCH,
            &path,
            &cookie,
            Some(json!({"note": "Gửi báo giá"})),
        )
        .await;
    resp.assert_status_is_ok();
    let detail = app.admin_json(&path, &cookie).await;
    let notes: Vec<&str> = detail["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["text"].as_str().unwrap())
        .collect();
    assert_eq!(
        notes,
        ["Đã gọi điện, hẹn gặp thứ Hai.", "Gửi báo giá"],
        "oldest first"
    );

    // Not spam after all.
    let resp = app
        .admin(
            Method::PATCH,
            &format!("/api/admin/enquiries/{spam}"),
            &cookie,
            Some(json!({"status": "new"})),
        )
        .await;
    resp.assert_status_is_ok();
    let page = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(page["newCount"], 2);

    for (body, status) in [
        (json!({}), StatusCode::BAD_REQUEST),
        (json!({"note": "   "}), StatusCode::BAD_REQUEST),
        (json!({"note": "x".repeat(5001)}), StatusCode::BAD_REQUEST),
        // Lengths count the note as sent, as the document's maxLength does.
        (
            json!({"note": format!("{} ", "x".repeat(5000))}),
            StatusCode::BAD_REQUEST,
        ),
        // Optional fields may be left out, not sent as null (the document does not say
        // nullable).
        (
            json!({"status": "closed", "note": null}),
            StatusCode::BAD_REQUEST,
        ),
        (json!({"status": null}), StatusCode::BAD_REQUEST),
        (json!({"status": "archived"}), StatusCode::BAD_REQUEST),
        (
            json!({"status": "closed", "extra": 1}),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        let resp = app
            .admin(Method::PATCH, &path, &cookie, Some(body.clone()))
            .await;
        resp.assert_status(status);
        let error: Value = resp.json().await.value().deserialize();
        assert!(error["error"].is_string(), "{body}");
    }
    let resp = app
        .admin(
            Method::PATCH,
            "/api/admin/enquiries/no-such-id",
            &cookie,
            Some(json!({"status": "closed"})),
        )
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
    let resp = app
        .admin(
            Method::GET,
            "/api/admin/enquiries/no-such-id",
            &cookie,
            None,
        )
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);

    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let actions: Vec<&str> = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        &actions[..4],
        [
            "enquiry.status",
            "enquiry.note",
            "enquiry.note",
            "enquiry.status"
        ]
    );
}

#[tokio::test]
async fn exports_are_the_cli_files_byte_for_byte() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    three(&app).await;
    for (format, content_type) in [
        ("csv", "text/csv; charset=utf-8"),
        ("json", "application/json; charset=utf-8"),
    ] {
        let resp = app
            .admin(
                Method::GET,
                &format!("/api/admin/enquiries/export?format={format}"),
                &cookie,
                None,
            )
            .await;
        resp.assert_status_is_ok();
        resp.assert_header("content-type", content_type);
        let disposition = resp.0.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            disposition.starts_with("attachment; filename=\"enquiries-20"),
            "{disposition}"
        );
        assert!(
            disposition.ends_with(&format!(".{format}\"")),
            "{disposition}"
        );
        let bytes = resp.0.into_body().into_vec().await.unwrap();
        // `tradelane enquiries export`, the real binary, over the same data folder.
        let cli = crate::helpers::tradelane_command()
            .args(["enquiries", "export", "--format", format, "--data-dir"])
            .arg(app.data_dir())
            .output()
            .unwrap();
        assert!(cli.status.success());
        assert_eq!(bytes, cli.stdout, "{format}");
    }
    let resp = app
        .admin(
            Method::GET,
            "/api/admin/enquiries/export?format=xml",
            &cookie,
            None,
        )
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
}
