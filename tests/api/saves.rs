//! docs/decisions-spec.md §21: a save costs the same at 10 and 10,000 posts. What a change
//! touches is read again and what shows it made again; the rest (other posts' pages, the
//! lists' JSON of other items) stays kept, while every page that lists the changed item
//! shows the change on the next load.

use std::time::Duration;

use poem::http::{Method, StatusCode};
use serde_json::Value;
use tradelane::content::cache::Key;
use tradelane::content::public::List;

use crate::helpers::{TestApp, spawn_app, wait_for};

/// Posts dated long before the seed's, oldest `bai-00`, as years of use leave them.
fn add_posts(app: &TestApp, n: usize) {
    for i in 0..n {
        app.execute(&format!(
            "INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en,
                                     content_vi, content_en, author, published_at)
             VALUES ('bai-{i:02}', 'Bài số {i}', 'Post number {i}', 'Mô tả.', 'Description.',
                     'Nội dung bài {i}.', 'Body of post {i}.', 'Tác giả',
                     '2015-01-{:02}T08:00:00Z')",
            i + 1
        ));
    }
}

async fn get(app: &TestApp, path: &str) -> (StatusCode, String) {
    let resp = app.client.get(path).send().await;
    let status = resp.0.status();
    (status, resp.0.into_body().into_string().await.unwrap())
}

/// The live posts' (id, slug), newest first.
fn live_posts(app: &TestApp) -> Vec<(String, String)> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT id, slug FROM blog_posts WHERE published = 1
             ORDER BY published_at DESC, sort_order, rowid",
        )
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// The owner's save of post `id` as the console makes it (read, changed, sent with its version).
async fn save_post(app: &TestApp, cookie: &str, id: &str, change: impl FnOnce(&mut Value)) {
    let path = format!("/api/admin/content/blog-posts/{id}");
    let mut item = app.admin_json(&path, cookie).await;
    for key in ["id", "updatedAt"] {
        item.as_object_mut().unwrap().remove(key);
    }
    change(&mut item);
    let resp = app.admin(Method::PUT, &path, cookie, Some(item)).await;
    resp.assert_status_is_ok();
}

fn kept(app: &TestApp, slug: &str) -> bool {
    app.state
        .content
        .current(&Key::Item {
            list: List::BlogPosts,
            slug: slug.to_owned(),
        })
        .is_some()
}

async fn setup() -> (TestApp, String) {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    add_posts(&app, 20);
    wait_for(
        "the added posts served",
        Duration::from_secs(20),
        async || get(&app, "/blog/bai-00").await.0 == StatusCode::OK,
    )
    .await;
    (app, cookie)
}

#[tokio::test]
async fn a_saved_post_leaves_an_unrelated_posts_page_and_json_kept() {
    let (app, cookie) = setup().await;
    let (edited_id, edited) = live_posts(&app).remove(0);
    let unrelated = "/blog/bai-10";
    let (_, vi) = get(&app, unrelated).await;
    let (_, en) = get(&app, &format!("{unrelated}?lang=en")).await;
    assert!(vi.contains("Bài số 10") && en.contains("Post number 10"));
    assert!(
        kept(&app, "bai-10"),
        "the post's JSON kept after its render"
    );
    let renders = app.state.web.renders();

    save_post(&app, &cookie, &edited_id, |item| {
        item["titleVi"] = "Tiêu đề đã sửa".into();
    })
    .await;

    assert!(kept(&app, "bai-10"), "an unrelated post's JSON stays kept");
    assert!(!kept(&app, &edited), "the saved post's JSON is read again");
    assert_eq!(get(&app, unrelated).await.1, vi);
    assert_eq!(get(&app, &format!("{unrelated}?lang=en")).await.1, en);
    assert_eq!(
        app.state.web.renders(),
        renders,
        "the unrelated post's pages served as kept, not rendered again"
    );
    let (status, html) = get(&app, &format!("/blog/{edited}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Tiêu đề đã sửa"));
    assert_eq!(
        app.state.web.renders(),
        renders + 1,
        "the saved post's page, once"
    );
}

/// Whether every page that lists post `slug` shows `title` (`shown`), and whether the post
/// is there at all (`live`: its page, the sitemap).
async fn listed_everywhere(
    app: &TestApp,
    (slug, newer): (&str, &str),
    title: &str,
    (live, shown): (bool, bool),
) {
    let post = format!("/blog/{slug}");
    let (status, html) = get(app, &post).await;
    let pages = [
        ("/blog", get(app, "/blog").await.1),
        (
            "the newer post's page",
            get(app, &format!("/blog/{newer}")).await.1,
        ),
        ("the feed", get(app, "/blog/feed.xml").await.1),
        ("the list's JSON", get(app, "/api/blog-posts").await.1),
        (
            "the newer post's JSON",
            get(app, &format!("/api/blog-posts/{newer}")).await.1,
        ),
    ];
    let sitemap = get(app, "/sitemap.xml").await.1;
    let expected = if live {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    assert_eq!(status, expected, "{post}");
    assert_eq!(sitemap.contains(&post), live, "the sitemap listing {post}");
    assert_eq!(html.contains(title), shown, "{post} showing {title:?}");
    for (name, text) in pages {
        assert_eq!(text.contains(title), shown, "{name} showing {title:?}");
    }
}

#[tokio::test]
async fn an_edit_an_unpublish_and_a_delete_show_on_every_page_that_lists_the_post() {
    let (app, cookie) = setup().await;
    // The second newest: the newest one's page shows it among its related posts.
    let posts = live_posts(&app);
    let ((_, newer), (id, slug)) = (posts[0].clone(), posts[1].clone());
    let old_title = app
        .admin_json(&format!("/api/admin/content/blog-posts/{id}"), &cookie)
        .await["titleVi"]
        .as_str()
        .unwrap()
        .to_owned();
    // Every page rendered and kept before each change.
    let post = (slug.as_str(), newer.as_str());
    let renamed = "Bài viết đổi tên";
    listed_everywhere(&app, post, &old_title, (true, true)).await;

    save_post(&app, &cookie, &id, |item| item["titleVi"] = renamed.into()).await;
    listed_everywhere(&app, post, renamed, (true, true)).await;
    listed_everywhere(&app, post, &old_title, (true, false)).await;

    save_post(&app, &cookie, &id, |item| item["published"] = false.into()).await;
    listed_everywhere(&app, post, renamed, (false, false)).await;

    save_post(&app, &cookie, &id, |item| item["published"] = true.into()).await;
    listed_everywhere(&app, post, renamed, (true, true)).await;
    let resp = app
        .admin(
            Method::DELETE,
            &format!("/api/admin/content/blog-posts/{id}"),
            &cookie,
            None,
        )
        .await;
    assert!(resp.0.status().is_success());
    listed_everywhere(&app, post, renamed, (false, false)).await;
}

#[tokio::test]
async fn a_scheduled_post_shows_in_the_lists_sitemap_and_json_when_its_time_comes() {
    let (app, cookie) = setup().await;
    let (id, slug) = live_posts(&app).remove(3);
    // Moved a little into the future: off every page until its time comes.
    let due = chrono::Utc::now() + chrono::Duration::seconds(3);
    save_post(&app, &cookie, &id, |item| {
        item["publishedAt"] = due.format("%Y-%m-%dT%H:%M:%SZ").to_string().into();
    })
    .await;
    assert_eq!(
        get(&app, &format!("/blog/{slug}")).await.0,
        StatusCode::NOT_FOUND
    );
    wait_for("the post gone live", Duration::from_secs(20), async || {
        get(&app, &format!("/blog/{slug}")).await.0 == StatusCode::OK
    })
    .await;
    assert!(
        get(&app, "/sitemap.xml")
            .await
            .1
            .contains(&format!("/blog/{slug}"))
    );
    assert!(get(&app, "/api/blog-posts").await.1.contains(&slug));
}
