//! docs/decisions-spec.md §8: the owner edits the five lists and the standing pages in the console.
//! Every write shows on the public side when it answers (no waiting for the watcher), and
//! drafts reach no public page, list, sitemap or feed.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{ORIGIN, TestApp, spawn_app};
use crate::seo::{between, page as get};

pub(crate) const LISTS: [&str; 5] = [
    "services",
    "industries",
    "case-studies",
    "blog-posts",
    "testimonials",
];

/// A valid body for `list`, its texts marked with `tag`.
pub(crate) fn body(list: &str, tag: &str, published: bool) -> Value {
    let slug = format!("muc-moi-{tag}");
    match list {
        "services" => json!({
            "slug": slug, "icon": "ship",
            "titleVi": format!("Dịch vụ {tag}"), "titleEn": format!("Service {tag}"),
            "descriptionVi": "Mô tả dịch vụ", "descriptionEn": "Service description",
            "contentVi": "Giới thiệu\n- Ý một\n- Ý hai", "contentEn": "Intro\n- One\n- Two",
            "published": published
        }),
        "industries" => json!({
            "slug": slug, "icon": "food",
            "titleVi": format!("Ngành {tag}"), "titleEn": format!("Industry {tag}"),
            "descriptionVi": "Mô tả ngành", "descriptionEn": "Industry description",
            "published": published
        }),
        "case-studies" => json!({
            "slug": slug,
            "titleVi": format!("Dự án {tag}"), "titleEn": format!("Case {tag}"),
            "descriptionVi": "Mô tả", "descriptionEn": "Description",
            "contentVi": "- Giảm 20% chi phí", "contentEn": "- 20% lower cost",
            "clientName": "Công ty Minh Phát", "industry": "Dệt may",
            "imageUrl": "/images/case-studies/seafood.svg",
            "published": published
        }),
        "blog-posts" => json!({
            "slug": slug,
            "titleVi": format!("Bài viết {tag}"), "titleEn": format!("Post {tag}"),
            "descriptionVi": "Tóm tắt bài viết", "descriptionEn": "Post summary",
            "contentVi": "Đoạn một.\n\nĐoạn hai.", "contentEn": "First.\n\nSecond.",
            "author": "Nguyễn Văn An", "publishedAt": "2026-11-20T08:00:00+07:00",
            "imageUrl": "",
            "published": published
        }),
        "testimonials" => json!({
            "nameVi": format!("Khách {tag}"), "nameEn": format!("Client {tag}"),
            "positionVi": "Giám đốc", "positionEn": "Director",
            "companyVi": "Công ty An Phú", "companyEn": "An Phu Co.",
            "contentVi": "Rất hài lòng.", "contentEn": "Very satisfied.",
            "published": published
        }),
        _ => unreachable!(),
    }
}

async fn signed_in() -> (TestApp, String) {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    (app, cookie)
}

async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    cookie: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let resp = app.admin(method, path, cookie, body).await;
    let status = resp.0.status();
    let text = resp.0.into_body().into_string().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// An item as read back, made a body again: without its key (`id`, or a page's `slug`) and
/// `updatedAt`, which the closed body schemas refuse.
fn input(mut item: Value, key: &str) -> Value {
    let object = item.as_object_mut().unwrap();
    object.remove(key);
    object.remove("updatedAt");
    item
}

fn activity(app: &TestApp) -> Vec<(String, String, String)> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare("SELECT actor, action, detail FROM activity ORDER BY id")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[tokio::test]
async fn every_content_route_needs_a_session_and_changes_need_the_sites_origin() {
    let (app, cookie) = signed_in().await;
    let mut paths: Vec<String> = LISTS
        .iter()
        .flat_map(|l| {
            [
                format!("/api/admin/content/{l}"),
                format!("/api/admin/content/{l}/x"),
            ]
        })
        .collect();
    paths.extend(["/api/admin/pages".into(), "/api/admin/pages/about".into()]);
    for path in &paths {
        let resp = app.client.get(path).send().await;
        resp.assert_status(StatusCode::UNAUTHORIZED);
        resp.assert_header("cache-control", "no-store");
    }
    for list in LISTS {
        let path = format!("/api/admin/content/{list}");
        let resp = app
            .client
            .post(&path)
            .header("origin", ORIGIN)
            .body_json(&body(list, "x", true))
            .send()
            .await;
        resp.assert_status(StatusCode::UNAUTHORIZED);
        for (method, path) in [
            (Method::POST, path.clone()),
            (Method::PUT, path.clone()),
            (Method::PUT, format!("{path}/x")),
            (Method::DELETE, format!("{path}/x")),
        ] {
            let resp = app
                .client
                .request(method.clone(), &path)
                .header("cookie", &cookie)
                .header("origin", "https://evil.example")
                .body_json(&body(list, "x", true))
                .send()
                .await;
            resp.assert_status(StatusCode::FORBIDDEN);
        }
    }
    let resp = app
        .client
        .put("/api/admin/pages/about")
        .header("cookie", &cookie)
        .body_json(&json!({}))
        .send()
        .await;
    resp.assert_status(StatusCode::FORBIDDEN);
    // Nothing was stored by any of those.
    assert!(
        activity(&app)
            .iter()
            .all(|(_, a, _)| !a.starts_with("content."))
    );
}

#[tokio::test]
async fn each_list_is_created_read_updated_reordered_and_deleted_with_activity() {
    let (app, cookie) = signed_in().await;
    for list in LISTS {
        let base = format!("/api/admin/content/{list}");
        let (status, before) = send(&app, Method::GET, &base, &cookie, None).await;
        assert_eq!(status, StatusCode::OK, "{list}");
        let count = before.as_array().unwrap().len();
        assert!(count >= 4, "{list}: the seed is listed");
        assert!(before[0]["updatedAt"].is_string() && before[0]["published"] == true);

        let (status, created) = send(
            &app,
            Method::POST,
            &base,
            &cookie,
            Some(body(list, "a", false)),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{list}: {created}");
        let id = created["id"].as_str().unwrap().to_owned();
        assert_eq!(created["published"], false);
        let (_, all) = send(&app, Method::GET, &base, &cookie, None).await;
        let all = all.as_array().unwrap();
        assert_eq!(all.len(), count + 1, "{list}: drafts are listed");
        if list != "blog-posts" {
            assert_eq!(
                all.last().unwrap()["id"],
                id,
                "{list}: a new item comes last"
            );
        }

        let mut changed = body(list, "a", true);
        let title = if list == "testimonials" {
            "nameEn"
        } else {
            "titleEn"
        };
        changed[title] = json!("  Changed title  ");
        let (status, updated) = send(
            &app,
            Method::PUT,
            &format!("{base}/{id}"),
            &cookie,
            Some(changed),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{list}: {updated}");
        assert_eq!(updated[title], "Changed title", "stored trimmed");
        assert_eq!(updated["published"], true);
        let (_, read) = send(&app, Method::GET, &format!("{base}/{id}"), &cookie, None).await;
        assert_eq!(read, updated);

        // Reorder the whole list: the new item first, the others after it as they were.
        let mut all_ids: Vec<Value> = vec![json!(id)];
        all_ids.extend(before.as_array().unwrap().iter().map(|i| i["id"].clone()));
        let (status, ordered) = send(
            &app,
            Method::PUT,
            &base,
            &cookie,
            Some(json!({ "ids": all_ids })),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{list}: {ordered}");
        if list != "blog-posts" {
            let ids: Vec<&str> = ordered
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["id"].as_str().unwrap())
                .collect();
            assert_eq!(ids[0], id);
            let rest: Vec<&str> = before
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["id"].as_str().unwrap())
                .collect();
            assert_eq!(ids[1..], rest[..]);
        }
        let (status, _) = send(
            &app,
            Method::PUT,
            &base,
            &cookie,
            Some(json!({"ids": ["no-such-id"]})),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = send(
            &app,
            Method::PUT,
            &base,
            &cookie,
            Some(json!({"ids": [id, id]})),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "an id twice");

        let (status, _) = send(&app, Method::DELETE, &format!("{base}/{id}"), &cookie, None).await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        for method in [Method::GET, Method::DELETE] {
            let (status, error) = send(&app, method, &format!("{base}/{id}"), &cookie, None).await;
            assert_eq!(status, StatusCode::NOT_FOUND);
            assert_eq!(error["error"], "Không tìm thấy mục này.");
        }
        let (status, _) = send(
            &app,
            Method::PUT,
            &format!("{base}/{id}"),
            &cookie,
            Some(body(list, "a", true)),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    let rows = activity(&app);
    for list in LISTS {
        let table = list.replace('-', "_");
        let actions: Vec<&str> = rows
            .iter()
            .filter(|(_, _, d)| d == &table || d.starts_with(&format!("{table}/")))
            .map(|(actor, action, _)| {
                assert_eq!(actor, crate::helpers::OWNER_EMAIL);
                action.as_str()
            })
            .collect();
        assert_eq!(
            actions,
            [
                "content.create",
                "content.publish",
                "content.reorder",
                "content.delete"
            ],
            "{list}"
        );
    }
    assert!(rows.iter().any(|(_, _, d)| d == "services/muc-moi-a"));
    assert!(rows.iter().any(|(_, _, d)| d == "testimonials/Khách a"));
}

/// The console's lists are pages: `limit`/`offset`, the total in `X-Total-Count`, the other
/// pages in `Link`; a reorder of two neighbours moves only them, across pages too.
#[tokio::test]
async fn console_lists_are_pages_and_two_neighbours_swap_across_them() {
    let (app, cookie) = signed_in().await;
    let base = "/api/admin/content/services";
    for i in 0..8 {
        let (status, _) = send(
            &app,
            Method::POST,
            base,
            &cookie,
            Some(body("services", &format!("p{i}"), false)),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let ids_of = |page: &Value| -> Vec<String> {
        page.as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_str().unwrap().to_owned())
            .collect()
    };
    let (_, whole) = send(&app, Method::GET, base, &cookie, None).await;
    let whole = ids_of(&whole);
    let n = whole.len();
    assert!(n >= 12, "the seed and eight more: {n}");

    let resp = app
        .admin(
            Method::GET,
            &format!("{base}?limit=5&offset=5"),
            &cookie,
            None,
        )
        .await;
    resp.assert_status_is_ok();
    resp.assert_header("x-total-count", n.to_string());
    resp.assert_header(
        "link",
        "</api/admin/content/services?limit=5&offset=10>; rel=\"next\", \
         </api/admin/content/services?limit=5&offset=0>; rel=\"prev\"",
    );
    let page: Value =
        serde_json::from_str(&resp.0.into_body().into_string().await.unwrap()).unwrap();
    assert_eq!(ids_of(&page), whole[5..10]);
    let (status, past) = send(
        &app,
        Method::GET,
        &format!("{base}?offset={n}"),
        &cookie,
        None,
    )
    .await;
    assert_eq!(
        (status, past),
        (StatusCode::OK, json!([])),
        "past the end: an empty page"
    );
    let (status, past) = send(
        &app,
        Method::GET,
        &format!("{base}?limit=1&offset={}", i64::MAX),
        &cookie,
        None,
    )
    .await;
    assert_eq!(
        (status, past),
        (StatusCode::OK, json!([])),
        "the largest offset: an empty page, no overflow"
    );
    for bad in ["limit=0", "limit=201", "offset=-1", "limit=x"] {
        let (status, _) = send(&app, Method::GET, &format!("{base}?{bad}"), &cookie, None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    }

    // The first of the second page moves up: it swaps with the last of the first page.
    let (status, answer) = send(
        &app,
        Method::PUT,
        base,
        &cookie,
        Some(json!({"ids": [whole[5], whole[4]]})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(ids_of(&answer), [whole[5].clone(), whole[4].clone()]);
    let (_, after) = send(&app, Method::GET, base, &cookie, None).await;
    let mut expected = whole.clone();
    expected.swap(4, 5);
    assert_eq!(ids_of(&after), expected, "only the two moved");
}

#[tokio::test]
async fn a_draft_is_nowhere_public_and_publishing_shows_it_everywhere_at_once() {
    let (app, cookie) = signed_in().await;
    let base = "/api/admin/content/blog-posts";
    let (status, post) = send(
        &app,
        Method::POST,
        base,
        &cookie,
        Some(body("blog-posts", "draft", false)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let id = post["id"].as_str().unwrap();
    let path = "/blog/muc-moi-draft";
    let absent = |text: &str| !text.contains("muc-moi-draft");
    assert_eq!(get(&app, path).await.0, StatusCode::NOT_FOUND);
    assert_eq!(
        get(&app, &format!("{path}?lang=en")).await.0,
        StatusCode::NOT_FOUND
    );
    assert!(absent(&app.get_text("/api/blog-posts").await));
    assert!(absent(&app.get_text("/sitemap.xml").await));
    assert!(absent(&app.get_text("/blog/feed.xml").await));
    assert!(absent(&app.get_text("/blog/feed.xml?lang=en").await));

    // Published: everywhere, with no wait (the write re-rendered before answering).
    let (status, _) = send(
        &app,
        Method::PUT,
        &format!("{base}/{id}"),
        &cookie,
        Some(body("blog-posts", "draft", true)),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, html) = get(&app, path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(between(&html, "<title>", "</title>").contains("Bài viết draft"));
    let (_, html) = get(&app, &format!("{path}?lang=en")).await;
    assert!(between(&html, "<title>", "</title>").contains("Post draft"));
    assert!(
        app.get_text("/api/blog-posts")
            .await
            .contains("\"muc-moi-draft\"")
    );
    assert!(app.get_text("/sitemap.xml").await.contains(path));
    assert!(
        app.get_text("/blog/feed.xml")
            .await
            .contains("Bài viết draft")
    );
    assert!(
        app.get_text("/blog/feed.xml?lang=en")
            .await
            .contains("Post draft")
    );
    // Stored in UTC to the second.
    let (_, read) = send(&app, Method::GET, &format!("{base}/{id}"), &cookie, None).await;
    assert_eq!(read["publishedAt"], "2026-11-20T01:00:00Z");

    // Withdrawn again: gone at once.
    let (status, _) = send(
        &app,
        Method::PUT,
        &format!("{base}/{id}"),
        &cookie,
        Some(body("blog-posts", "draft", false)),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(get(&app, path).await.0, StatusCode::NOT_FOUND);
    assert!(absent(&app.get_text("/sitemap.xml").await));

    // A service's English title: the list API, its page and its head, at once.
    let (_, services) = send(
        &app,
        Method::GET,
        "/api/admin/content/services",
        &cookie,
        None,
    )
    .await;
    let mut service = services[0].clone();
    let id = service["id"].as_str().unwrap().to_owned();
    let slug = service["slug"].as_str().unwrap().to_owned();
    service["titleEn"] = json!("Ocean freight, re-titled");
    let (status, _) = send(
        &app,
        Method::PUT,
        &format!("/api/admin/content/services/{id}"),
        &cookie,
        Some(input(service, "id")),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        app.get_text("/api/services")
            .await
            .contains("Ocean freight, re-titled")
    );
    let (_, html) = get(&app, &format!("/services/{slug}?lang=en")).await;
    assert!(between(&html, "<title>", "</title>").contains("Ocean freight, re-titled"));
    // A deleted item leaves at once too.
    let (status, _) = send(
        &app,
        Method::DELETE,
        &format!("/api/admin/content/services/{id}"),
        &cookie,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(
        get(&app, &format!("/services/{slug}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert!(
        !app.get_text("/sitemap.xml")
            .await
            .contains(&format!("/services/{slug}"))
    );
}

#[tokio::test]
async fn slugs_follow_the_pattern_and_a_duplicate_is_a_409() {
    let (app, cookie) = signed_in().await;
    let base = "/api/admin/content/case-studies";
    for bad in [
        "Có-dấu",
        "two  words",
        "-lead",
        "trail-",
        "a--b",
        "UPPER",
        "",
        "a/b",
    ] {
        let mut b = body("case-studies", "x", true);
        b["slug"] = json!(bad);
        let (status, error) = send(&app, Method::POST, base, &cookie, Some(b)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
        assert!(
            error["error"]
                .as_str()
                .unwrap()
                .starts_with("Đường dẫn (slug)"),
            "{error}"
        );
    }
    let (status, first) = send(
        &app,
        Method::POST,
        base,
        &cookie,
        Some(body("case-studies", "x", true)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, error) = send(
        &app,
        Method::POST,
        base,
        &cookie,
        Some(body("case-studies", "x", true)),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(
        error["error"].as_str().unwrap().contains("\"muc-moi-x\""),
        "{error}"
    );
    let (status, second) = send(
        &app,
        Method::POST,
        base,
        &cookie,
        Some(body("case-studies", "y", true)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    // Renaming onto the other's slug: 409; keeping one's own: fine.
    let id = second["id"].as_str().unwrap();
    let (status, _) = send(
        &app,
        Method::PUT,
        &format!("{base}/{id}"),
        &cookie,
        Some(body("case-studies", "x", true)),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, _) = send(
        &app,
        Method::PUT,
        &format!("{base}/{id}"),
        &cookie,
        Some(body("case-studies", "y", false)),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    // The same slug in another list is no conflict.
    let (status, _) = send(
        &app,
        Method::POST,
        "/api/admin/content/services",
        &cookie,
        Some(body("services", "x", true)),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(first["slug"], "muc-moi-x");
}

#[tokio::test]
async fn icons_come_from_each_lists_own_set() {
    let (app, cookie) = signed_in().await;
    for (list, good, bad) in [
        (
            "services",
            ["package", "truck", "warehouse", "ship", "plane", "document"],
            "factory",
        ),
        (
            "industries",
            ["factory", "shopping", "food", "fashion", "tech", "health"],
            "ship",
        ),
    ] {
        let base = format!("/api/admin/content/{list}");
        let mut b = body(list, "icon", true);
        b["icon"] = json!(bad);
        let (status, error) = send(&app, Method::POST, &base, &cookie, Some(b.clone())).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(
            error["error"]
                .as_str()
                .unwrap()
                .contains("Biểu tượng (icon)"),
            "{error}"
        );
        for (i, icon) in good.iter().enumerate() {
            b["icon"] = json!(icon);
            b["slug"] = json!(format!("icon-{i}"));
            let (status, created) = send(&app, Method::POST, &base, &cookie, Some(b.clone())).await;
            assert_eq!(status, StatusCode::CREATED, "{list} {icon}");
            assert_eq!(created["icon"], *icon);
        }
    }
}

#[tokio::test]
async fn bad_input_is_a_4xx_naming_the_field_in_the_owners_language() {
    let (app, cookie) = signed_in().await;
    let base = "/api/admin/content/blog-posts";
    let cases: Vec<(&str, Value, &str, &str)> = vec![
        (
            "titleVi",
            Value::Null,
            "Thiếu Tiêu đề (tiếng Việt) (titleVi).",
            "Title (Vietnamese) (titleVi) is missing.",
        ),
        (
            "titleEn",
            json!("   "),
            "Tiêu đề (tiếng Anh) (titleEn) là bắt buộc.",
            "Title (English) (titleEn) is required.",
        ),
        (
            "descriptionVi",
            json!("x".repeat(501)),
            "không được dài quá 500 ký tự",
            "at most 500 characters",
        ),
        ("author", json!(12), "phải là chuỗi ký tự", "must be text"),
        (
            "published",
            json!("yes"),
            "phải là true hoặc false",
            "must be true or false",
        ),
        (
            "publishedAt",
            json!("2026-02-30"),
            "Ngày đăng (publishedAt)",
            "Publication date (publishedAt)",
        ),
        (
            "imageUrl",
            json!("https://evil.example/x.png"),
            "Hình ảnh (imageUrl)",
            "Image (imageUrl)",
        ),
        (
            "imageUrl",
            json!("//evil.example/x.png"),
            "không dùng ảnh từ trang khác",
            "never one from another site",
        ),
        (
            "imageUrl",
            json!("javascript:alert(1)"),
            "Hình ảnh (imageUrl)",
            "Image (imageUrl)",
        ),
    ];
    // Each case: the field, the body, and what the 400 says in each language.
    let mut bodies: Vec<(&str, Value, &str, &str)> = Vec::new();
    for (field, value, vi, en) in cases {
        let mut b = body("blog-posts", "bad", true);
        if value.is_null() {
            b.as_object_mut().unwrap().remove(field);
        } else {
            b[field] = value;
        }
        bodies.push((field, b, vi, en));
    }
    // A key the body does not declare (the document says additionalProperties: false), and
    // null where a field may only be absent.
    for (extra, value, vi, en) in [
        (
            "updatedAt",
            json!("2026-01-01T00:00:00Z"),
            "Trường \"updatedAt\" không được hỗ trợ",
            "Unknown field \"updatedAt\"",
        ),
        (
            "imageUrl",
            Value::Null,
            "Hình ảnh (imageUrl) phải là chuỗi ký tự",
            "Image (imageUrl) must be text",
        ),
    ] {
        let mut b = body("blog-posts", "bad", true);
        b[extra] = value;
        bodies.push((extra, b, vi, en));
    }
    for (field, b, vi, en) in bodies {
        for (lang, expected) in [("vi", vi), ("en", en)] {
            let resp = app
                .client
                .post(base)
                .header("cookie", &cookie)
                .header("origin", ORIGIN)
                .header("accept-language", lang)
                .body_json(&b)
                .send()
                .await;
            resp.assert_status(StatusCode::BAD_REQUEST);
            let error: Value = resp.json().await.value().deserialize();
            assert!(
                error["error"].as_str().unwrap().contains(expected),
                "{field} {lang}: {error}"
            );
        }
    }
    // Not JSON, not an object, not application/json.
    for (content_type, raw, status) in [
        ("application/json", "{", StatusCode::BAD_REQUEST),
        ("application/json", "[1]", StatusCode::BAD_REQUEST),
        ("text/plain", "{}", StatusCode::UNSUPPORTED_MEDIA_TYPE),
    ] {
        let resp = app
            .client
            .post(base)
            .header("cookie", &cookie)
            .header("origin", ORIGIN)
            .content_type(content_type)
            .body(raw)
            .send()
            .await;
        resp.assert_status(status);
    }
    // Nothing half-stored.
    let (_, posts) = send(&app, Method::GET, base, &cookie, None).await;
    assert!(!posts.to_string().contains("muc-moi-bad"));
}

#[tokio::test]
async fn owner_text_is_inert_on_the_public_pages_the_head_sitemap_and_feed() {
    let (app, cookie) = signed_in().await;
    let evil = r#"<script>alert(1)</script>"><img src=x onerror=alert(1)>"#;
    let mut slugs = Vec::new();
    for list in LISTS {
        let mut b = body(list, "evil", true);
        for (key, value) in b.as_object_mut().unwrap() {
            if value.is_string()
                && !["slug", "icon", "imageUrl", "publishedAt"].contains(&key.as_str())
            {
                *value = json!(format!("{evil} {key}\n- {evil}"));
            }
        }
        let (status, created) = send(
            &app,
            Method::POST,
            &format!("/api/admin/content/{list}"),
            &cookie,
            Some(b),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{list}: {created}");
        if let Some(slug) = created["slug"].as_str() {
            slugs.push((list, slug.to_owned()));
        }
    }
    let (_, mut page) = send(&app, Method::GET, "/api/admin/pages/faq", &cookie, None).await;
    for key in [
        "titleVi",
        "titleEn",
        "descriptionVi",
        "descriptionEn",
        "bodyVi",
        "bodyEn",
    ] {
        page[key] = json!(format!("{evil}\n\n### {evil}\n\n{evil}"));
    }
    let (status, _) = send(
        &app,
        Method::PUT,
        "/api/admin/pages/faq",
        &cookie,
        Some(input(page, "slug")),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let mut paths = vec![
        "/".to_owned(),
        "/services".into(),
        "/industries".into(),
        "/case-studies".into(),
        "/blog".into(),
        "/testimonials".into(),
        "/faq".into(),
        "/sitemap.xml".into(),
        "/blog/feed.xml".into(),
        "/blog/feed.xml?lang=en".into(),
    ];
    for (list, slug) in &slugs {
        let section = match *list {
            "services" => "services",
            "case-studies" => "case-studies",
            "blog-posts" => "blog",
            _ => continue,
        };
        paths.push(format!("/{section}/{slug}"));
        paths.push(format!("/{section}/{slug}?lang=en"));
    }
    let mut seen = 0;
    for path in &paths {
        let (status, text) = get(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(!text.contains("<script>alert"), "{path}");
        assert!(!text.contains("<img src=x"), "{path}");
        if text.contains("alert(1)") {
            seen += 1;
        }
    }
    assert!(seen >= 8, "the text is there, escaped ({seen})");
    // The lists' JSON carries it as text, for React to render as text.
    let services = app.get_text("/api/services").await;
    assert!(services.contains("<script>alert(1)</script>"));
}

#[tokio::test]
async fn standing_pages_are_edited_and_withdrawn_but_never_created_or_deleted() {
    let (app, cookie) = signed_in().await;
    let (status, pages) = send(&app, Method::GET, "/api/admin/pages", &cookie, None).await;
    assert_eq!(status, StatusCode::OK);
    let slugs: Vec<&str> = pages
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["slug"].as_str().unwrap())
        .collect();
    assert_eq!(slugs, ["about", "faq", "support", "privacy", "terms"]);

    let mut about = pages[0].clone();
    about["titleEn"] = json!("Who we are");
    about["bodyVi"] = json!("## Giới thiệu\n\n{companyName} làm logistics.");
    let (status, saved) = send(
        &app,
        Method::PUT,
        "/api/admin/pages/about",
        &cookie,
        Some(input(about.clone(), "slug")),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, html) = get(&app, "/about?lang=en").await;
    assert!(between(&html, "<title>", "</title>").contains("Who we are"));
    assert!(
        app.get_text("/api/pages/about")
            .await
            .contains("{companyName} làm logistics.")
    );

    about["published"] = json!(false);
    let (status, _) = send(
        &app,
        Method::PUT,
        "/api/admin/pages/about",
        &cookie,
        Some(input(about, "slug")),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(get(&app, "/about").await.0, StatusCode::NOT_FOUND);
    assert!(!app.get_text("/sitemap.xml").await.contains("/about<"));
    assert!(
        activity(&app)
            .iter()
            .any(|(_, a, d)| a == "content.unpublish" && d == "pages/about")
    );

    let (status, _) = send(&app, Method::GET, "/api/admin/pages/home", &cookie, None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    for method in [Method::POST, Method::DELETE] {
        let (status, _) = send(&app, method, "/api/admin/pages/about", &cookie, None).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    }
    let (status, error) = send(
        &app,
        Method::PUT,
        "/api/admin/pages/faq",
        &cookie,
        Some(json!({"titleVi": "x"})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        error["error"].as_str().unwrap().contains("titleEn"),
        "{error}"
    );
}

/// Every control character (C0, DEL, C1) and the two non-characters XML forbids.
fn every_control() -> String {
    (0u32..0x20)
        .chain(0x7f..0xa0)
        .chain([0xfffe, 0xffff])
        .filter_map(char::from_u32)
        .collect()
}

#[tokio::test]
async fn owner_text_is_stored_without_control_characters_and_feeds_stay_well_formed() {
    let (app, cookie) = signed_in().await;
    let controls = every_control();
    // Multi-line text takes them (pasted text carries them unseen): stored without them,
    // tab, line feed and carriage return kept.
    let mut post = body("blog-posts", "controls", true);
    post["contentVi"] = json!(format!("Đoạn{controls}một."));
    post["descriptionEn"] = json!(format!("Sum{controls}mary"));
    let (status, created) = send(
        &app,
        Method::POST,
        "/api/admin/content/blog-posts",
        &cookie,
        Some(post),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["id"].as_str().unwrap().to_owned();
    let (content, description): (String, String) = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT content_vi, description_en FROM blog_posts WHERE id = ?1",
            [&id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(content, "Đoạn\t\n\rmột.");
    assert_eq!(description, "Sum\t\n\rmary");
    // A title too: stored without them.
    let mut post = body("blog-posts", "controls", true);
    post["titleVi"] = json!(format!("Tiêu{controls}đề"));
    let (status, saved) = send(
        &app,
        Method::PUT,
        &format!("/api/admin/content/blog-posts/{id}"),
        &cookie,
        Some(post),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let title: String = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT title_vi FROM blog_posts WHERE id = ?1",
            [&id],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(title, "Tiêu\t\n\rđề");

    // A title stored with every one of them (before this rule, or by hand in SQLite): both
    // feeds still parse as XML, with the title's other characters.
    app.execute(&format!(
        "UPDATE blog_posts SET title_vi = 'Tiêu' || {0} || 'đề', title_en = 'Ti' || {0} || 'tle' \
         WHERE id = '{id}'",
        sql_text(&controls)
    ));
    for (path, title, end) in [
        ("/blog/feed.xml", "Tiêu\t\n\r\u{7f}", "đề"),
        ("/blog/feed.xml?lang=en", "Ti\t\n\r\u{7f}", "tle"),
    ] {
        let mut feed = String::new();
        crate::helpers::wait_for(
            &format!("{path} showing the title"),
            std::time::Duration::from_secs(20),
            async || {
                feed = app.get_text(path).await;
                feed.contains(title)
            },
        )
        .await;
        let doc = roxmltree::Document::parse(&feed)
            .unwrap_or_else(|e| panic!("{path} is well-formed XML: {e}\n{feed}"));
        assert!(
            // (An XML parser reads a carriage return as a line feed.)
            doc.descendants().any(|n| n.has_tag_name("title")
                && n.text()
                    .is_some_and(|t| t.starts_with(&title[..title.len() - 4])
                        && t.ends_with(&format!("\u{9f}{end}")))),
            "{path}"
        );
    }
}

/// `text` as an SQL expression, each character by its code point (`char(…)`): the
/// controls cannot be written in a literal.
fn sql_text(text: &str) -> String {
    let codes: Vec<String> = text.chars().map(|c| (c as u32).to_string()).collect();
    format!("char({})", codes.join(", "))
}
