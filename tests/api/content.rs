use serde_json::Value;

use crate::helpers::spawn_app;

async fn list(path: &str) -> Vec<Value> {
    let app = spawn_app();
    let resp = app.client.get(path).send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("application/json; charset=utf-8");
    let body: Value = resp.json().await.value().deserialize();
    body.as_array().expect("an array").clone()
}

fn assert_fields(item: &Value, fields: &[&str]) {
    for field in fields {
        assert!(item.get(*field).is_some(), "field {field} in {item}");
    }
}

#[tokio::test]
async fn services_are_listed_with_camel_case_fields() {
    let items = list("/api/services").await;
    assert!(!items.is_empty());
    assert_fields(
        &items[0],
        &[
            "id",
            "slug",
            "icon",
            "titleVi",
            "titleEn",
            "descriptionVi",
            "descriptionEn",
            "contentVi",
            "contentEn",
        ],
    );
}

#[tokio::test]
async fn industries_case_studies_and_testimonials_are_listed() {
    for (path, fields) in [
        (
            "/api/industries",
            &["id", "slug", "icon", "titleVi", "titleEn"][..],
        ),
        (
            "/api/case-studies",
            &["id", "slug", "clientName", "industry", "contentVi"][..],
        ),
        (
            "/api/testimonials",
            &["id", "nameVi", "nameEn", "positionVi", "companyEn"][..],
        ),
    ] {
        let items = list(path).await;
        assert!(!items.is_empty(), "{path}");
        assert_fields(&items[0], fields);
    }
}

#[tokio::test]
async fn blog_posts_come_newest_first() {
    let items = list("/api/blog-posts").await;
    assert!(!items.is_empty());
    let dates: Vec<&str> = items
        .iter()
        .map(|p| p["publishedAt"].as_str().unwrap())
        .collect();
    let mut sorted = dates.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted);
}

#[tokio::test]
async fn health_answers_ok() {
    let app = spawn_app();
    let resp = app.client.get("/api/health").send().await;
    resp.assert_status_is_ok();
    resp.assert_json(serde_json::json!({
        "status": "ok",
        "components": {
            "database": { "status": "ok" },
            "enquiryWriter": { "status": "ok" },
            "eventRecorder": { "status": "ok" },
            "newsletterScheduler": { "status": "ok" },
            "noticeSender": { "status": "ok" },
            "renderer": { "status": "ok" },
            "scheduler": { "status": "ok" },
            "subscriptionSweeper": { "status": "ok" },
            "backups": { "status": "ok" },
            "backupUploads": { "status": "ok" },
            "personalDataWorker": { "status": "ok" },
            "pictureCopies": { "status": "ok" }
        }
    }))
    .await;
}

#[tokio::test]
async fn lists_are_served_from_memory_until_the_content_changes() {
    let app = spawn_app();
    let first = app.client.get("/api/services").send().await;
    first.assert_status_is_ok();
    let first: Value = first.json().await.value().deserialize();

    // Renaming the table moves no content counter: a read from SQLite would now fail, so a
    // 200 with the same list proves the answer came from memory.
    let conn = app.pool.get().unwrap();
    conn.execute_batch("ALTER TABLE services RENAME TO services_hidden")
        .unwrap();
    let again = app.client.get("/api/services").send().await;
    again.assert_status_is_ok();
    let again: Value = again.json().await.value().deserialize();
    assert_eq!(first, again);
    conn.execute_batch("ALTER TABLE services_hidden RENAME TO services")
        .unwrap();
}

#[tokio::test]
async fn a_content_change_shows_without_a_restart() {
    let app = spawn_app();
    app.client
        .get("/api/industries")
        .send()
        .await
        .assert_status_is_ok();
    app.pool
        .get()
        .unwrap()
        .execute(
            "UPDATE industries SET title_en = 'Changed industry' WHERE sort_order = 1",
            [],
        )
        .unwrap();
    crate::helpers::wait_for(
        "the change seen",
        std::time::Duration::from_secs(3),
        async || {
            let body: Value = app
                .client
                .get("/api/industries")
                .send()
                .await
                .json()
                .await
                .value()
                .deserialize();
            body[0]["titleEn"] == "Changed industry"
        },
    )
    .await;
}

#[tokio::test]
async fn a_failed_read_answers_500_in_the_callers_language() {
    let app = spawn_app();
    app.pool
        .get()
        .unwrap()
        .execute_batch("ALTER TABLE testimonials RENAME TO testimonials_gone")
        .unwrap();
    for (accept, expected) in [
        ("en-US,en;q=0.9", "The content could not be read."),
        ("vi", "Không thể đọc nội dung."),
    ] {
        let resp = app
            .client
            .get("/api/testimonials")
            .header("accept-language", accept)
            .send()
            .await;
        resp.assert_status(poem::http::StatusCode::INTERNAL_SERVER_ERROR);
        let body: Value = resp.json().await.value().deserialize();
        let error = body["error"].as_str().unwrap();
        assert!(error.starts_with(expected), "{accept}: {error}");
    }
}

#[tokio::test]
async fn lists_are_sent_precompressed_and_other_api_answers_compressed_on_the_fly() {
    use std::io::Read;

    let app = spawn_app();
    let plain = app.client.get("/api/services").send().await;
    plain.assert_status_is_ok();
    plain.assert_header("vary", "Accept-Encoding");
    assert!(plain.0.headers().get("content-encoding").is_none());
    let plain = plain.0.into_body().into_vec().await.unwrap();

    let decoded = |coding: &'static str, body: Vec<u8>| {
        let mut out = Vec::new();
        match coding {
            "br" => brotli::Decompressor::new(&body[..], 4096)
                .read_to_end(&mut out)
                .unwrap(),
            _ => flate2::read::GzDecoder::new(&body[..])
                .read_to_end(&mut out)
                .unwrap(),
        };
        out
    };
    for (accept, coding) in [("gzip", "gzip"), ("gzip, deflate, br, zstd", "br")] {
        // Twice: the second answer is the same bytes, kept from the first.
        let mut bodies = Vec::new();
        for _ in 0..2 {
            let resp = app
                .client
                .get("/api/services")
                .header("accept-encoding", accept)
                .send()
                .await;
            resp.assert_status_is_ok();
            resp.assert_header("content-encoding", coding);
            resp.assert_header("vary", "Accept-Encoding");
            resp.assert_content_type("application/json; charset=utf-8");
            bodies.push(resp.0.into_body().into_vec().await.unwrap());
        }
        assert_eq!(bodies[0], bodies[1]);
        assert!(bodies[0].len() < plain.len() / 2, "{coding} is smaller");
        assert_eq!(decoded(coding, bodies.remove(0)), plain);
    }

    // Any other API answer is compressed on the fly, once.
    let resp = app
        .client
        .get("/api/nothing-here")
        .header("accept-encoding", "br")
        .send()
        .await;
    resp.assert_status(poem::http::StatusCode::NOT_FOUND);
    resp.assert_header("content-encoding", "br");
    let body = decoded("br", resp.0.into_body().into_vec().await.unwrap());
    let error: Value = serde_json::from_slice(&body).unwrap();
    assert!(error["error"].is_string());
}
