//! docs/decisions-spec.md §12: lists are pages, a page's data block carries what the
//! page shows, a failed render is not kept, inbox search goes through an FTS index, and
//! exports stream.

use poem::http::StatusCode;
use serde_json::Value;

use crate::helpers::{
    TestApp, data_block, spawn_app, spawn_app_rendering, spawn_app_with, tradelane_command,
    urlencode, wait_for_total,
};
use tradelane::site::render::{PageRenderer, Script};

/// `n` published posts straight into the database (as a site filled over years), each with
/// bodies of `words` words, the newest first by slug number.
fn insert_posts(app: &TestApp, n: usize, words: usize) {
    let mut conn = app.pool.get().unwrap();
    let tx = conn.transaction().unwrap();
    let body = vec!["chữ"; words].join(" ");
    for i in 0..n {
        tx.execute(
            "INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en,
                                     content_vi, content_en, author, published_at)
             VALUES (?1, ?2, ?2, 'Mô tả', 'Description', ?3, ?3, 'Tác giả',
                     strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-1 day', ?4))",
            rusqlite::params![
                format!("post-{i:04}"),
                format!("Bài {i}"),
                body,
                format!("+{i} seconds")
            ],
        )
        .unwrap();
    }
    tx.commit().unwrap();
}

fn published_posts(app: &TestApp) -> i64 {
    app.pool
        .get()
        .unwrap()
        .query_row(
            "SELECT count(*) FROM blog_posts WHERE published = 1",
            [],
            |r| r.get(0),
        )
        .unwrap()
}

#[tokio::test]
async fn public_lists_are_pages_with_their_total_and_links() {
    let app = spawn_app();
    insert_posts(&app, 30, 50);
    let total = published_posts(&app);
    wait_for_total(&app, "blog-posts", total).await;

    // The default page: 12 posts, newest first, cards without bodies.
    let resp = app.client.get("/api/blog-posts").send().await;
    resp.assert_status_is_ok();
    resp.assert_header("x-total-count", total.to_string());
    resp.assert_header("link", "</api/blog-posts?limit=12&offset=12>; rel=\"next\"");
    let items: Vec<Value> = resp.json().await.value().deserialize();
    assert_eq!(items.len(), 12);
    assert_eq!(items[0]["slug"], "post-0029");
    assert!(items[0].get("contentVi").is_none(), "no bodies in a list");
    assert_eq!(items[0]["readingMinutesVi"], 1);

    // A middle page links both ways; the last one only back.
    let resp = app
        .client
        .get("/api/blog-posts?limit=10&offset=10")
        .send()
        .await;
    resp.assert_status_is_ok();
    resp.assert_header(
        "link",
        "</api/blog-posts?limit=10&offset=20>; rel=\"next\", </api/blog-posts?limit=10&offset=0>; rel=\"prev\"",
    );
    let last_offset = total - 1;
    let resp = app
        .client
        .get(format!("/api/blog-posts?limit=10&offset={last_offset}"))
        .send()
        .await;
    resp.assert_status_is_ok();
    let link = resp
        .0
        .headers()
        .get("link")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        !link.contains("rel=\"next\"") && link.contains("rel=\"prev\""),
        "{link}"
    );

    // Past the end: 404; out of range: 400.
    let resp = app
        .client
        .get(format!("/api/blog-posts?offset={total}"))
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
    for query in ["limit=0", "limit=101", "offset=-1", "limit=x"] {
        let resp = app
            .client
            .get(format!("/api/blog-posts?{query}"))
            .send()
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
    }
    // The other lists page the same way.
    for list in ["services", "industries", "case-studies", "testimonials"] {
        let resp = app.client.get(format!("/api/{list}?limit=1")).send().await;
        resp.assert_status_is_ok();
        assert!(resp.0.headers().contains_key("x-total-count"), "{list}");
        let items: Vec<Value> = resp.json().await.value().deserialize();
        assert_eq!(items.len(), 1, "{list}");
    }

    // One post with its bodies and its neighbours.
    let resp = app.client.get("/api/blog-posts/post-0010").send().await;
    resp.assert_status_is_ok();
    let post: Value = resp.json().await.value().deserialize();
    assert!(post["contentVi"].as_str().unwrap().starts_with("chữ"));
    let related: Vec<&str> = post["related"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["slug"].as_str().unwrap())
        .collect();
    assert_eq!(related, ["post-0009", "post-0008", "post-0007"]);
    app.client
        .get("/api/blog-posts/no-such-post")
        .send()
        .await
        .assert_status(StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_blog_is_rendered_a_page_at_a_time_with_its_own_canonical() {
    let app = spawn_app();
    insert_posts(&app, 30, 50);
    let total = published_posts(&app) as usize;
    wait_for_total(&app, "blog-posts", total as i64).await;
    let last = total.div_ceil(12);
    let origin = "http://127.0.0.1:8080";

    let first = app.get_text("/blog").await;
    assert!(first.contains(&format!("<link rel=\"canonical\" href=\"{origin}/blog\"")));
    assert!(
        first.contains(&format!("<link rel=\"next\" href=\"{origin}/blog?page=2\"")),
        "{}",
        &first[..first.find("</head>").unwrap()]
    );
    assert!(!first.contains("rel=\"prev\" href"));
    assert!(
        first.contains("Bài 29"),
        "the newest post is on the first page"
    );

    let resp = app.client.get("/blog?page=2&lang=en").send().await;
    resp.assert_status_is_ok();
    let second = resp.0.into_body().into_string().await.unwrap();
    assert!(
        second.contains(&format!(
            "<link rel=\"canonical\" href=\"{origin}/blog?page=2&amp;lang=en\""
        )) || second.contains(&format!(
            "<link rel=\"canonical\" href=\"{origin}/blog?page=2&lang=en\""
        )),
        "{second}"
    );
    assert!(second.contains("rel=\"prev\" href"));
    assert!(second.contains("Page 2 of"), "the pager, in English");
    // Server-rendered: the second page's posts are in the HTML, the first page's are not.
    assert!(second.contains("Bài 17") && !second.contains("Bài 29"));
    assert!(second.contains("rel=\"next\""));

    let resp = app.client.get(format!("/blog?page={last}")).send().await;
    resp.assert_status_is_ok();
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(!html.contains("<link rel=\"next\""));

    for past in [format!("{}", last + 1), "0".into(), "x".into()] {
        app.client
            .get(format!("/blog?page={past}"))
            .send()
            .await
            .assert_status(StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn a_post_pages_data_block_does_not_grow_with_the_number_of_posts() {
    let app = spawn_app();
    insert_posts(&app, 3, 400);
    wait_for_total(&app, "blog-posts", published_posts(&app)).await;
    let few = app.get_text("/blog/post-0001").await;
    let few_block = data_block(&few).len();

    insert_posts_after(&app, 300, 400);
    wait_for_total(&app, "blog-posts", published_posts(&app)).await;
    let many = app.get_text("/blog/post-0001").await;
    let many_block = data_block(&many).len();
    assert!(many.contains("Bài 1"), "the post is rendered");
    // The same post and the same number of related summaries: the block stays the same size
    // within a few hundred bytes, whatever the number of posts.
    assert!(
        many_block.abs_diff(few_block) < 1_000,
        "{few_block} bytes with 3 posts, {many_block} with 303: {}",
        data_block(&few)
    );
    assert!(many.len() < 200_000, "{} bytes", many.len());
}

/// Past 10,000 addresses the sitemap is an index of child sitemaps, each within the limit,
/// that together list every published address once per language.
#[tokio::test]
async fn past_ten_thousand_addresses_the_sitemap_is_an_index_of_children() {
    let app = spawn_app();
    let small = app.get_text("/sitemap.xml").await;
    assert!(small.contains("<urlset"), "one sitemap while it fits");
    assert_eq!(
        app.client.get("/sitemap-1.xml").send().await.0.status(),
        StatusCode::NOT_FOUND
    );

    // 5,100 posts: 10,200 post addresses alone (two languages each).
    insert_posts(&app, 5_100, 1);
    wait_for_total(&app, "blog-posts", published_posts(&app)).await;
    // The site's snapshot follows the lists' a moment later.
    let mut index = String::new();
    crate::helpers::wait_for(
        "a sitemap index",
        std::time::Duration::from_secs(10),
        async || {
            index = app.get_text("/sitemap.xml").await;
            index.contains("<sitemapindex")
        },
    )
    .await;
    let children: Vec<String> = index
        .split("<loc>")
        .skip(1)
        .map(|rest| rest[..rest.find("</loc>").unwrap()].to_owned())
        .collect();
    assert_eq!(children.len(), 2, "{children:?}");
    let mut addresses = Vec::new();
    for (i, child) in children.iter().enumerate() {
        let path = format!("/sitemap-{}.xml", i + 1);
        assert!(child.ends_with(&path), "{child}");
        let xml = app.get_text(&path).await;
        assert!(xml.contains("<urlset"));
        let locs: Vec<String> = xml
            .split("<loc>")
            .skip(1)
            .map(|rest| rest[..rest.find("</loc>").unwrap()].to_owned())
            .collect();
        assert!(locs.len() <= 10_000, "{path}: {} addresses", locs.len());
        addresses.extend(locs);
    }
    assert_eq!(
        app.client.get("/sitemap-3.xml").send().await.0.status(),
        StatusCode::NOT_FOUND
    );
    let count = addresses.len();
    addresses.sort();
    addresses.dedup();
    assert_eq!(addresses.len(), count, "no address twice");
    for slug in ["post-0000", "post-2550", "post-5099"] {
        let listed = addresses
            .iter()
            .filter(|a| a.contains(&format!("/blog/{slug}")))
            .count();
        assert_eq!(listed, 2, "{slug}: once per language");
    }
    let posts = addresses
        .iter()
        .filter(|a| a.contains("/blog/post-"))
        .count();
    assert_eq!(posts, 2 * 5_100);
}

/// More posts, older than those of [`insert_posts`].
fn insert_posts_after(app: &TestApp, n: usize, words: usize) {
    let mut conn = app.pool.get().unwrap();
    let tx = conn.transaction().unwrap();
    let body = vec!["chữ"; words].join(" ");
    for i in 0..n {
        tx.execute(
            "INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en,
                                     content_vi, content_en, author, published_at)
             VALUES (?1, 'Cũ', 'Old', 'Mô tả', 'Description', ?2, ?2, 'Tác giả',
                     strftime('%Y-%m-%dT%H:%M:%SZ', '2010-01-01', ?3))",
            rusqlite::params![format!("old-{i:04}"), body, format!("+{i} seconds")],
        )
        .unwrap();
    }
    tx.commit().unwrap();
}

#[tokio::test]
async fn a_failed_render_is_not_kept_and_shows_in_health() {
    // Every render fails, each with its own text.
    let script = "var TradelaneServer = { prepare: function () { return Promise.resolve() }, \
         render: function () { throw new Error('broken ' + Date.now() + ' ' + Math.random()) } };";
    let app = spawn_app_rendering(PageRenderer::new(Some(Script::Source(script))), |_| {});
    let bare = app.get_text("/services").await;
    assert!(bare.contains("<div id=\"root\"></div>"), "served bare");
    let health: Value = app
        .client
        .get("/api/health")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(health["components"]["renderer"]["status"], "failing");
    let first_error = health["components"]["renderer"]["error"].clone();
    assert!(first_error.as_str().unwrap().contains("broken"), "{health}");
    // Not kept: the next request renders again (a new failure, with its own text), and is
    // served bare again.
    let second = app.get_text("/services").await;
    assert!(second.contains("<div id=\"root\"></div>"));
    let health: Value = app
        .client
        .get("/api/health")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(health["components"]["renderer"]["status"], "failing");
    assert_ne!(health["components"]["renderer"]["error"], first_error);
    // A working renderer reports ok.
    let app = spawn_app();
    assert!(app.get_text("/services").await.contains("tradelane-data"));
    let health: Value = app
        .client
        .get("/api/health")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(health["components"]["renderer"]["status"], "ok");
}

#[tokio::test]
async fn inbox_search_finds_rows_written_from_outside_with_or_without_diacritics() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    {
        let conn = app.pool.get().unwrap();
        conn.execute(
            "INSERT INTO contact_submissions (name, email, company, message, preferred_language)
             VALUES ('Trần Thị Hương', 'huong@example.vn', 'Công ty Đức Phát', 'Cần báo giá', 'vi')",
            [],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO contact_submissions (name, email, company, message, preferred_language)
             VALUES ('Ann Lee', 'ann@example.com', 'Lee Trading', 'A quote please', 'en')",
            [],
        )
        .unwrap();
    }
    for q in ["huong", "Hương", "HƯƠNG", "duc phat", "Đức", "huo"] {
        let page = app
            .admin_json(&format!("/api/admin/enquiries?q={}", urlencode(q)), &cookie)
            .await;
        assert_eq!(page["total"], 1, "{q}: {page}");
        assert_eq!(page["items"][0]["name"], "Trần Thị Hương", "{q}");
    }
    let page = app
        .admin_json("/api/admin/enquiries?q=nobody", &cookie)
        .await;
    assert_eq!(page["total"], 0);
    // The counts follow rows written from outside too.
    let page = app.admin_json("/api/admin/enquiries", &cookie).await;
    assert_eq!(page["total"], 2);
    assert_eq!(page["newCount"], 2);
}

/// The resident memory of a process, in kB.
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[test]
#[cfg(target_os = "linux")]
fn an_export_of_many_rows_streams_in_flat_memory() {
    let dir = tempfile::tempdir().unwrap();
    let pool = tradelane::kernel::db::open(&dir.path().join("tradelane.db")).unwrap();
    {
        // 40,000 enquiries of 2 KB each: 80 MB of text.
        let mut conn = pool.get().unwrap();
        let tx = conn.transaction().unwrap();
        let message = "x".repeat(2_000);
        let mut stmt = tx
            .prepare(
                "INSERT INTO contact_submissions (name, email, company, message, preferred_language)
                 VALUES ('Nguyễn Văn ' || ?1, 'a@example.vn', 'C', ?2, 'vi')",
            )
            .unwrap();
        for i in 0..40_000 {
            stmt.execute(rusqlite::params![i, message]).unwrap();
        }
        drop(stmt);
        tx.commit().unwrap();
    }
    drop(pool);
    for format in ["csv", "json"] {
        let (read, peak) = export_peak(dir.path(), "enquiries", format);
        assert!(read > 80_000_000, "{format}: {read} bytes");
        // Building the file in memory would take 80 MB and more.
        assert!(
            peak > 0 && peak < 40_000,
            "{format}: {peak} kB resident while exporting"
        );
    }
}

/// `tradelane <noun> export --format <format>` over `dir`, read as it comes: the bytes it
/// wrote and the process's peak resident memory meanwhile, in kB.
#[cfg(target_os = "linux")]
fn export_peak(dir: &std::path::Path, noun: &str, format: &str) -> (usize, u64) {
    use std::io::Read;
    let mut child = tradelane_command()
        .args([noun, "export", "--format", format, "--data-dir"])
        .arg(dir)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut out = child.stdout.take().unwrap();
    let mut buf = vec![0u8; 1 << 16];
    let (mut read, mut peak) = (0usize, 0u64);
    loop {
        let n = out.read(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        read += n;
        if let Some(rss) = rss_kb(pid) {
            peak = peak.max(rss);
        }
    }
    assert!(child.wait().unwrap().success(), "{noun} {format}");
    (read, peak)
}

#[test]
#[cfg(target_os = "linux")]
fn a_subscriber_export_of_many_rows_streams_in_flat_memory() {
    let dir = tempfile::tempdir().unwrap();
    let pool = tradelane::kernel::db::open(&dir.path().join("tradelane.db")).unwrap();
    // 400,000 subscribers: about 40 MB of CSV, and 90 MB and more as rows in memory.
    pool.get()
        .unwrap()
        .execute_batch(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400000)
             INSERT INTO subscriptions (id, email, language, source, unsubscribe_token)
             SELECT 'sub-' || i, 'nguoi-dang-ky-' || i || '@congty.example.vn', 'vi', 'blog',
                    'token-' || i FROM n;",
        )
        .unwrap();
    drop(pool);
    for format in ["csv", "json"] {
        let (read, peak) = export_peak(dir.path(), "subscribers", format);
        assert!(read > 25_000_000, "{format}: {read} bytes");
        assert!(
            peak > 0 && peak < 40_000,
            "{format}: {peak} kB resident while exporting"
        );
    }
}

/// docs/decisions-spec.md §21: the lists' JSON kept in memory is bounded by bytes, within its
/// share of `--page-cache-mb` (a quarter): one client walking 1,000 offsets of a list does
/// not make it grow past it, and what is kept is still answered from memory.
#[tokio::test]
async fn the_list_cache_stays_within_its_bytes() {
    let app = spawn_app_with(|s| s.page_cache_bytes = 1 << 20);
    insert_posts(&app, 1_000, 5);
    let budget = (1 << 20) / 4;
    for offset in 0..1_000 {
        let resp = app
            .client
            .get(format!("/api/blog-posts?limit=20&offset={offset}"))
            .send()
            .await;
        resp.assert_status_is_ok();
    }
    let (entries, bytes) = app.state.content.usage();
    assert!(bytes <= budget, "{bytes} bytes kept, {budget} allowed");
    assert!(
        entries > 10 && entries < 1_000,
        "the most recent pages kept, the oldest dropped: {entries}"
    );
}
