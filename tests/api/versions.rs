//! docs/decisions-spec.md §18: every owner write of an item, a standing page or
//! the settings carries the version it started from (412 stale, 428 missing); every save is
//! kept as a revision that can be compared and restored.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::content_admin::{LISTS, body};
use crate::helpers::{ORIGIN, OWNER_EMAIL, TestApp, spawn_app};

/// `method path` with `If-Match: version` (or none), in Vietnamese.
async fn write(
    app: &TestApp,
    method: Method,
    path: &str,
    cookie: &str,
    version: Option<&str>,
    body: Option<&Value>,
) -> (StatusCode, Option<String>, Value) {
    let mut req = app
        .client
        .request(method, path)
        .header("cookie", cookie)
        .header("origin", ORIGIN)
        .header("accept-language", "vi");
    if let Some(version) = version {
        req = req.header("if-match", version);
    }
    if let Some(body) = body {
        req = req.body_json(body);
    }
    let resp = req.send().await;
    let status = resp.0.status();
    let etag = resp
        .0
        .headers()
        .get("etag")
        .map(|v| v.to_str().unwrap().to_owned());
    let text = resp.0.into_body().into_string().await.unwrap();
    (
        status,
        etag,
        serde_json::from_str(&text).unwrap_or(Value::Null),
    )
}

fn without(mut item: Value, keys: &[&str]) -> Value {
    for key in keys {
        item.as_object_mut().unwrap().remove(*key);
    }
    item
}

/// A write without `If-Match` is 428, one with a stale version 412 naming who saved and when;
/// neither changes anything, and the current version goes through.
async fn versions_guard(app: &TestApp, cookie: &str, path: &str, first: Value, second: Value) {
    let (status, v1, _) = write(app, Method::GET, path, cookie, None, None).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    let v1 = v1.expect("GET answers an ETag");

    let (status, _, error) = write(app, Method::PUT, path, cookie, None, Some(&first)).await;
    assert_eq!(status, StatusCode::PRECONDITION_REQUIRED, "{path}: {error}");
    assert!(
        error["error"].as_str().unwrap().contains("If-Match"),
        "{error}"
    );

    let (status, v2, _) = write(app, Method::PUT, path, cookie, Some(&v1), Some(&first)).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    let v2 = v2.expect("a save answers the new ETag");
    assert_ne!(v1, v2);

    // A second tab still holding the first version is told who saved, and when.
    let (status, _, stale) = write(app, Method::PUT, path, cookie, Some(&v1), Some(&second)).await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED, "{path}: {stale}");
    assert_eq!(stale["changedBy"], json!(OWNER_EMAIL), "{path}: {stale}");
    assert!(
        stale["changedAt"].as_str().unwrap().starts_with("20"),
        "{stale}"
    );
    let text = stale["error"].as_str().unwrap();
    assert!(text.contains(&format!("{OWNER_EMAIL} đã lưu")), "{text}");

    // The first save stands; the current version saves.
    let (_, now, _) = write(app, Method::GET, path, cookie, None, None).await;
    assert_eq!(
        now.as_deref(),
        Some(v2.as_str()),
        "{path}: the refusals changed nothing"
    );
    let (status, _, _) = write(app, Method::PUT, path, cookie, Some(&v2), Some(&second)).await;
    assert_eq!(status, StatusCode::OK, "{path}");
}

#[tokio::test]
async fn items_and_pages_need_the_version_they_started_from() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    for list in LISTS {
        let (status, created, item) = write(
            &app,
            Method::POST,
            &format!("/api/admin/content/{list}"),
            &cookie,
            None,
            Some(&body(list, "v", true)),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{list}: {item}");
        assert!(created.is_some(), "{list}: a new item answers its version");
        let path = format!("/api/admin/content/{list}/{}", item["id"].as_str().unwrap());
        let mut first = body(list, "v", true);
        first["published"] = json!(false);
        versions_guard(&app, &cookie, &path, first, body(list, "v", true)).await;
    }
    let about = app.admin_json("/api/admin/pages/about", &cookie).await;
    let mut first = without(about, &["slug", "updatedAt"]);
    first["bodyVi"] = json!("Phiên bản thứ nhất.");
    let mut second = first.clone();
    second["bodyVi"] = json!("Phiên bản thứ hai.");
    versions_guard(&app, &cookie, "/api/admin/pages/about", first, second).await;
}

#[tokio::test]
async fn settings_need_the_version_they_started_from() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let current = app.admin_json("/api/admin/settings", &cookie).await;
    let mut first = without(current, &["smtpConfigured", "smtpFromEnv"]);
    first["phone"] = json!("+84 90 111 2222");
    let mut second = first.clone();
    second["phone"] = json!("+84 90 333 4444");
    versions_guard(&app, &cookie, "/api/admin/settings", first, second).await;
}

#[tokio::test]
async fn every_save_is_a_revision_that_can_be_compared_and_restored() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let (_, v1, post) = write(
        &app,
        Method::POST,
        "/api/admin/content/blog-posts",
        &cookie,
        None,
        Some(&body("blog-posts", "r", true)),
    )
    .await;
    let path = format!(
        "/api/admin/content/blog-posts/{}",
        post["id"].as_str().unwrap()
    );
    let mut edited = body("blog-posts", "r", true);
    edited["titleVi"] = json!("Tiêu đề đã sửa");
    let (status, v2, _) = write(
        &app,
        Method::PUT,
        &path,
        &cookie,
        v1.as_deref(),
        Some(&edited),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let revisions = app.admin_json(&format!("{path}/revisions"), &cookie).await;
    let revisions = revisions.as_array().unwrap();
    assert_eq!(revisions.len(), 2, "{revisions:?}");
    assert!(
        revisions[0]["id"].as_i64() > revisions[1]["id"].as_i64(),
        "newest first"
    );
    assert_eq!(revisions[0]["savedBy"], json!(OWNER_EMAIL));
    assert!(revisions[0]["savedAt"].as_str().unwrap().ends_with('Z'));

    // Compare: each version's fields as saved.
    let first_id = revisions[1]["id"].as_i64().unwrap();
    let old = app
        .admin_json(&format!("{path}/revisions/{first_id}"), &cookie)
        .await;
    assert_eq!(old["titleVi"], json!("Bài viết r"));
    assert!(
        old.as_object().unwrap().values().all(|v| !v.is_null()),
        "a field without a value is left out, as the schema says: {old}"
    );
    let new_id = revisions[0]["id"].as_i64().unwrap();
    let new = app
        .admin_json(&format!("{path}/revisions/{new_id}"), &cookie)
        .await;
    assert_eq!(new["titleVi"], json!("Tiêu đề đã sửa"));

    // Restoring is a save: it needs the current version, and is a revision and an activity.
    let restore = format!("{path}/revisions/{first_id}/restore");
    let (status, _, _) = write(&app, Method::POST, &restore, &cookie, None, None).await;
    assert_eq!(status, StatusCode::PRECONDITION_REQUIRED);
    let (status, _, _) = write(&app, Method::POST, &restore, &cookie, v1.as_deref(), None).await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED);
    let (status, v3, item) =
        write(&app, Method::POST, &restore, &cookie, v2.as_deref(), None).await;
    assert_eq!(status, StatusCode::OK, "{item}");
    assert_eq!(item["titleVi"], json!("Bài viết r"));
    assert_ne!(v3, v2);
    let public = app
        .get_text(&format!("/api/blog-posts/{}", "muc-moi-r"))
        .await;
    assert!(
        public.contains("Bài viết r"),
        "the public side shows the restored text"
    );
    let revisions = app.admin_json(&format!("{path}/revisions"), &cookie).await;
    assert_eq!(revisions.as_array().unwrap().len(), 3);
    let conn = app.pool.get().unwrap();
    let restored: i64 = conn
        .query_row(
            "SELECT count(*) FROM activity WHERE action = 'content.restore' AND detail = 'blog_posts/muc-moi-r'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(restored, 1);
    drop(conn);

    // An unknown revision, or another item's: 404.
    let (status, _, _) = write(
        &app,
        Method::GET,
        &format!("{path}/revisions/999999"),
        &cookie,
        None,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Deleting the item forgets its history.
    let (status, _, _) = write(&app, Method::DELETE, &path, &cookie, None, None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.count("content_revisions"), 0);
}

#[tokio::test]
async fn revisions_are_bounded_per_item() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let path = "/api/admin/pages/faq";
    let page = app.admin_json(path, &cookie).await;
    let mut input = without(page, &["slug", "updatedAt"]);
    for n in 0..53 {
        input["bodyEn"] = json!(format!("Version {n}"));
        let resp = app
            .admin(Method::PUT, path, &cookie, Some(input.clone()))
            .await;
        resp.assert_status_is_ok();
    }
    let revisions = app.admin_json(&format!("{path}/revisions"), &cookie).await;
    let revisions = revisions.as_array().unwrap();
    assert_eq!(revisions.len(), 50);
    assert_eq!(app.count("content_revisions"), 50);
    let newest = revisions[0]["id"].as_i64().unwrap();
    let text = app
        .admin_json(&format!("{path}/revisions/{newest}"), &cookie)
        .await;
    assert_eq!(text["bodyEn"], json!("Version 52"));
}

/// docs/decisions-spec.md §18: a post published with a time still to come is on no public surface until
/// then, and at that time it is on every one with no request made to bring it there.
#[tokio::test]
async fn a_scheduled_post_goes_live_on_its_own_at_its_time() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // Whole seconds, as `publishedAt` is sent: the post is due at this very instant.
    let at = chrono::DateTime::<chrono::Utc>::from_timestamp(
        (chrono::Utc::now() + chrono::Duration::seconds(10)).timestamp(),
        0,
    )
    .unwrap();
    let mut post = body("blog-posts", "hen-gio", true);
    post["publishedAt"] = json!(at.format("%Y-%m-%dT%H:%M:%SZ").to_string());
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/content/blog-posts",
            &cookie,
            Some(post),
        )
        .await;
    resp.assert_status(StatusCode::CREATED);
    let slug = "muc-moi-hen-gio";
    let surfaces = ["/api/blog-posts", "/blog", "/sitemap.xml", "/blog/feed.xml"];
    let (status, _) = crate::seo::page(&app, &format!("/blog/{slug}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "not before its time");
    let (status, _) = crate::seo::page(&app, &format!("/api/blog-posts/{slug}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    for path in surfaces {
        let (status, text) = crate::seo::page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        let at = text
            .find(slug)
            .map(|i| &text[i.saturating_sub(300)..(i + 100).min(text.len())]);
        assert!(at.is_none(), "{path} shows it before its time: {at:?}");
    }
    assert!(chrono::Utc::now() < at, "the checks ran before its time");
    // No request while its time comes (the pages were rendered before it): the event is the
    // timer moving the content counter, which the server then reads.
    // Counted from the stored counter: the server may not have read the post's own change yet.
    let before = tradelane::kernel::changes::version_in(&app.pool.get().unwrap()).unwrap();
    crate::helpers::wait_for(
        "the timer moving the content counter",
        std::time::Duration::from_secs(30),
        async || app.state.changes.version() > before,
    )
    .await;
    assert!(chrono::Utc::now() >= at, "live before its time");
    let (status, html) = crate::seo::page(&app, &format!("/blog/{slug}")).await;
    assert_eq!(status, StatusCode::OK, "live at its time");
    assert!(html.contains("Bài viết hen-gio"));
    for path in surfaces {
        let text = app.get_text(path).await;
        assert!(text.contains(slug), "{path} shows it at its time");
    }
}

/// Issue 38 (docs/decisions-spec.md §23): restoring an old version of a live post brings
/// back its text but leaves it live, with its picture; only `everything=true` brings back
/// the old publication state and picture too.
#[tokio::test]
async fn restoring_a_draft_version_of_a_live_post_keeps_it_live_with_its_picture() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let base = "/api/admin/content/blog-posts";
    let mut draft = body("blog-posts", "song", false);
    draft["titleVi"] = json!("Bản nháp đầu");
    let (_, v1, post) = write(&app, Method::POST, base, &cookie, None, Some(&draft)).await;
    let path = format!("{base}/{}", post["id"].as_str().unwrap());
    let first_id = app.admin_json(&format!("{path}/revisions"), &cookie).await[0]["id"]
        .as_i64()
        .unwrap();

    let mut live = body("blog-posts", "song", true);
    live["titleVi"] = json!("Bài đã đăng");
    live["imageUrl"] = json!("/images/case-studies/seafood.svg");
    let (status, v2, _) = write(
        &app,
        Method::PUT,
        &path,
        &cookie,
        v1.as_deref(),
        Some(&live),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(public_status(&app).await, StatusCode::OK);

    let restore = format!("{path}/revisions/{first_id}/restore");
    let (status, v3, item) =
        write(&app, Method::POST, &restore, &cookie, v2.as_deref(), None).await;
    assert_eq!(status, StatusCode::OK, "{item}");
    assert_eq!(
        item["titleVi"],
        json!("Bản nháp đầu"),
        "the text is the old one"
    );
    assert_eq!(item["published"], json!(true), "still live: {item}");
    assert_eq!(item["imageUrl"], json!("/images/case-studies/seafood.svg"));
    assert_eq!(
        public_status(&app).await,
        StatusCode::OK,
        "the site still shows it"
    );
    let public = app.get_text("/api/blog-posts/muc-moi-song").await;
    assert!(public.contains("Bản nháp đầu"), "{public}");

    // Asked for everything, the old version's state comes back: a draft without a picture.
    let (status, _, item) = write(
        &app,
        Method::POST,
        &format!("{restore}?everything=true"),
        &cookie,
        v3.as_deref(),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{item}");
    assert_eq!(item["published"], json!(false), "{item}");
    assert_ne!(item["imageUrl"], json!("/images/case-studies/seafood.svg"));
    assert_eq!(public_status(&app).await, StatusCode::NOT_FOUND);
}

async fn public_status(app: &TestApp) -> StatusCode {
    app.client
        .get("/api/blog-posts/muc-moi-song")
        .send()
        .await
        .0
        .status()
}

/// Issue 38 (docs/decisions-spec.md §23): a 412 carries the item as it now is and its
/// version, so "Keep mine" writes only this tab's changed fields over it: the other tab's
/// change to a field this one never touched stays, and a field both tabs changed takes the
/// side the owner chose for it. The save against the newer version stores exactly that
/// merge. The message's time is the business's.
#[tokio::test]
async fn a_conflict_is_merged_field_by_field_and_nothing_is_lost() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let base = "/api/admin/content/blog-posts";
    let (_, v1, post) = write(
        &app,
        Method::POST,
        base,
        &cookie,
        None,
        Some(&body("blog-posts", "hai-tab", true)),
    )
    .await;
    let path = format!("{base}/{}", post["id"].as_str().unwrap());
    let loaded = without(post.clone(), &["id", "updatedAt"]);

    // Tab A changes the English title and both bodies; tab B, from the same version, the
    // Vietnamese title and both bodies too.
    let mut a = loaded.clone();
    a["titleEn"] = json!("Title from tab A");
    a["contentVi"] = json!("Nội dung của tab A.");
    a["contentEn"] = json!("Text from tab A.");
    let (status, _, _) = write(&app, Method::PUT, &path, &cookie, v1.as_deref(), Some(&a)).await;
    assert_eq!(status, StatusCode::OK);
    let mut b = loaded.clone();
    b["titleVi"] = json!("Tiêu đề của tab B");
    b["contentVi"] = json!("Nội dung của tab B.");
    b["contentEn"] = json!("Text from tab B.");
    let (status, _, stale) =
        write(&app, Method::PUT, &path, &cookie, v1.as_deref(), Some(&b)).await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED);
    assert!(!stale["error"].as_str().unwrap().contains("UTC"), "{stale}");
    let current = &stale["current"];
    assert_eq!(current["titleEn"], json!("Title from tab A"), "{stale}");
    let version = stale["version"].as_str().expect("the current version");

    // Keep mine: the current item, with only the fields tab B changed; of the two both
    // tabs changed, the owner keeps tab A's Vietnamese body and tab B's English one.
    let theirs = ["contentVi"];
    let mut merged = without(current.clone(), &["id", "updatedAt"]);
    for (field, value) in b.as_object().unwrap() {
        if loaded[field] != *value && !theirs.contains(&field.as_str()) {
            merged[field] = value.clone();
        }
    }
    let (status, _, saved) = write(
        &app,
        Method::PUT,
        &path,
        &cookie,
        Some(version),
        Some(&merged),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, _, stored) = write(&app, Method::GET, &path, &cookie, None, None).await;
    assert_eq!(
        without(stored, &["id", "updatedAt"]),
        merged,
        "exactly the merge is stored"
    );
    assert_eq!(saved["titleVi"], json!("Tiêu đề của tab B"));
    assert_eq!(
        saved["titleEn"],
        json!("Title from tab A"),
        "tab A's change is kept"
    );
    assert_eq!(
        saved["contentVi"],
        json!("Nội dung của tab A."),
        "chosen: theirs"
    );
    assert_eq!(
        saved["contentEn"],
        json!("Text from tab B."),
        "chosen: mine"
    );
}
