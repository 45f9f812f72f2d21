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
    resp.assert_json(serde_json::json!({ "status": "ok" }))
        .await;
}
