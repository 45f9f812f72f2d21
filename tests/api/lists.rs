//! Every list is a page (docs/decisions-spec.md §12): each public list route is rendered a page
//! at a time with its own canonical and prev/next (`/case-studies?page=2`…), its API says the
//! total and the other pages, the console's media library is paged the same way, and what a
//! page weighs does not grow with the site.

use poem::http::StatusCode;
use serde_json::Value;

use crate::helpers::{ORIGIN, TestApp, data_block, header, spawn_app, wait_for_total};

/// A public list: its route, its API name, and how one of its rows is inserted (`?1` the
/// item's number as four digits, `?2` its body, `?3` its place: ours come first, in number
/// order).
struct Kind {
    route: &'static str,
    api: &'static str,
    insert: &'static str,
    /// The item's Vietnamese and English names as its card shows them, before the number.
    names: (&'static str, &'static str),
}

const CASE_STUDIES: Kind = Kind {
    route: "/case-studies",
    api: "case-studies",
    insert: "INSERT INTO case_studies (slug, title_vi, title_en, description_vi, description_en,
                                       content_vi, content_en, client_name, industry, sort_order)
             VALUES ('nghien-cuu-' || ?1, 'Nghiên cứu số ' || ?1, 'Case study no. ' || ?1,
                     'Mô tả', 'Description', ?2, ?2, 'Công ty ' || ?1, 'manufacturing', ?3)",
    names: ("Nghiên cứu số ", "Case study no. "),
};

const TESTIMONIALS: Kind = Kind {
    route: "/testimonials",
    api: "testimonials",
    insert: "INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi,
                                       company_en, content_vi, content_en, sort_order)
             VALUES ('Khách hàng số ' || ?1, 'Client no. ' || ?1, 'Giám đốc', 'Director',
                     'Công ty', 'Company', ?2, ?2, ?3)",
    names: ("Khách hàng số ", "Client no. "),
};

const KINDS: [Kind; 4] = [
    CASE_STUDIES,
    TESTIMONIALS,
    Kind {
        route: "/services",
        api: "services",
        insert: "INSERT INTO services (slug, icon, title_vi, title_en, description_vi,
                                       description_en, content_vi, content_en, sort_order)
                 VALUES ('dich-vu-' || ?1, 'ship', 'Dịch vụ số ' || ?1, 'Service no. ' || ?1,
                         'Mô tả', 'Description', ?2, ?2, ?3)",
        names: ("Dịch vụ số ", "Service no. "),
    },
    Kind {
        route: "/industries",
        api: "industries",
        insert: "INSERT INTO industries (slug, icon, title_vi, title_en, description_vi,
                                         description_en, sort_order)
                 VALUES ('nganh-' || ?1, 'factory', 'Ngành số ' || ?1, 'Industry no. ' || ?1,
                         ?2, ?2, ?3)",
        names: ("Ngành số ", "Industry no. "),
    },
];

/// Items `from..to` of `kind`, each with a body of `words` words, in one transaction.
fn insert(app: &TestApp, kind: &Kind, from: usize, to: usize, words: usize) {
    let body = vec!["chữ"; words].join(" ");
    let mut conn = app.pool.get().unwrap();
    let tx = conn.transaction().unwrap();
    for i in from..to {
        tx.execute(
            kind.insert,
            rusqlite::params![format!("{i:04}"), body, i as i64 - 1_000_000],
        )
        .unwrap();
    }
    tx.commit().unwrap();
}

/// Posts `from..to` (`bai-0000`…), the higher the number the newer, all published.
fn insert_posts(app: &TestApp, from: usize, to: usize, words: usize) {
    let body = vec!["chữ"; words].join(" ");
    let mut conn = app.pool.get().unwrap();
    let tx = conn.transaction().unwrap();
    for i in from..to {
        tx.execute(
            "INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en,
                                     content_vi, content_en, author, published_at)
             VALUES ('bai-' || ?1, 'Bài số ' || ?1, 'Post no. ' || ?1, 'Mô tả', 'Description',
                     ?2, ?2, 'Tác giả', strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-2 days', ?3))",
            rusqlite::params![format!("{i:04}"), body, format!("+{i} seconds")],
        )
        .unwrap();
    }
    tx.commit().unwrap();
}

/// Pictures `from..to` of the library (rows only: the list reads no file), the higher the
/// number the newer.
fn insert_pictures(app: &TestApp, from: usize, to: usize) {
    let mut conn = app.pool.get().unwrap();
    let tx = conn.transaction().unwrap();
    for i in from..to {
        tx.execute(
            "INSERT INTO media (id, hash, ext, alt_vi, alt_en, width, height, bytes, created_at)
             VALUES ('anh-' || ?1, ?2, 'jpg', 'Ảnh kho số ' || ?1, 'Warehouse no. ' || ?1,
                     1600, 900, 200000,
                     strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', ?3))",
            rusqlite::params![
                format!("{i:04}"),
                format!("{i:032x}"),
                format!("+{i} seconds")
            ],
        )
        .unwrap();
    }
    tx.commit().unwrap();
}

/// How many items `/api/{api}` holds now.
async fn total_of(app: &TestApp, api: &str) -> i64 {
    let resp = app.client.get(format!("/api/{api}?limit=1")).send().await;
    resp.assert_status_is_ok();
    header(&resp, "x-total-count").unwrap().parse().unwrap()
}

/// The page's head (up to `</head>`), for messages.
fn head(html: &str) -> &str {
    &html[..html.find("</head>").unwrap_or(html.len())]
}

#[tokio::test]
async fn every_public_list_is_rendered_a_page_at_a_time_with_its_own_canonical() {
    let app = spawn_app();
    for kind in &KINDS {
        let before = total_of(&app, kind.api).await;
        insert(&app, kind, 0, 30, 20);
        let total = before + 30;
        wait_for_total(&app, kind.api, total).await;
        let last = (total as usize).div_ceil(12);
        let (route, api) = (kind.route, kind.api);
        let (vi, en) = kind.names;

        // The API: a page of the asked size, the total and the next page.
        let resp = app.client.get(format!("/api/{api}?limit=12")).send().await;
        resp.assert_status_is_ok();
        resp.assert_header("x-total-count", total.to_string());
        resp.assert_header(
            "link",
            format!("</api/{api}?limit=12&offset=12>; rel=\"next\""),
        );
        let items: Vec<Value> = resp.json().await.value().deserialize();
        assert_eq!(items.len(), 12, "{api}");
        let resp = app
            .client
            .get(format!("/api/{api}?limit=12&offset=12"))
            .send()
            .await;
        resp.assert_header(
            "link",
            format!(
                "</api/{api}?limit=12&offset=24>; rel=\"next\", </api/{api}?limit=12&offset=0>; rel=\"prev\""
            ),
        );

        // The first page: its canonical is the route, it links the second, and it is
        // rendered in the server with its own items only.
        let resp = app.client.get(route).send().await;
        resp.assert_status_is_ok();
        let first = resp.0.into_body().into_string().await.unwrap();
        assert!(
            first.contains(&format!("<link rel=\"canonical\" href=\"{ORIGIN}{route}\"")),
            "{}",
            head(&first)
        );
        assert!(
            first.contains(&format!(
                "<link rel=\"next\" href=\"{ORIGIN}{route}?page=2\""
            )),
            "{}",
            head(&first)
        );
        assert!(!first.contains("<link rel=\"prev\""), "{route}");
        assert!(first.contains(&format!("{vi}0000")), "{route}: first item");
        assert!(
            first.contains(&format!("{vi}0011")),
            "{route}: twelfth item"
        );
        assert!(
            !first.contains(&format!("{vi}0012")),
            "{route}: not the 13th"
        );
        assert!(first.contains("Trang 1/"), "{route}: the pager");

        // The second page, in English: its own canonical, both links, its own items.
        let resp = app
            .client
            .get(format!("{route}?page=2&lang=en"))
            .send()
            .await;
        resp.assert_status_is_ok();
        let second = resp.0.into_body().into_string().await.unwrap();
        assert!(
            second.contains(&format!(
                "<link rel=\"canonical\" href=\"{ORIGIN}{route}?page=2&amp;lang=en\""
            )) || second.contains(&format!(
                "<link rel=\"canonical\" href=\"{ORIGIN}{route}?page=2&lang=en\""
            )),
            "{}",
            head(&second)
        );
        assert!(second.contains("<link rel=\"prev\""), "{route}");
        assert!(second.contains("<link rel=\"next\""), "{route}");
        assert!(second.contains(&format!("Page 2 of {last}")), "{route}");
        assert!(second.contains(&format!("{en}0012")), "{route}");
        assert!(!second.contains(&format!("{en}0000")), "{route}");
        assert!(
            second.contains(&format!("Page 2 of {last}</title>"))
                || second.contains(&format!("— Page 2 of {last}")),
            "{route}: its own title"
        );

        // The last page links back only; past it, or no page number: 404.
        let resp = app.client.get(format!("{route}?page={last}")).send().await;
        resp.assert_status_is_ok();
        let html = resp.0.into_body().into_string().await.unwrap();
        assert!(!html.contains("<link rel=\"next\""), "{route}");
        assert!(html.contains("<link rel=\"prev\""), "{route}");
        for past in [format!("{}", last + 1), "0".into(), "x".into(), "-1".into()] {
            app.client
                .get(format!("{route}?page={past}"))
                .send()
                .await
                .assert_status(StatusCode::NOT_FOUND);
        }
    }
}

#[tokio::test]
async fn the_media_library_is_a_page_at_a_time() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    insert_pictures(&app, 0, 60);
    let page = |query: &str| {
        app.client
            .get(format!("/api/admin/media{query}"))
            .header("cookie", &cookie)
            .header("accept-language", "vi")
            .send()
    };

    // The seed's pictures are library items too, listed after every upload.
    let seeds = app.count("seed_pictures");
    assert!(seeds > 0);
    let total = 60 + seeds;

    // The first page: the 24 newest, the total in the body and the headers, the next page.
    let resp = page("").await;
    resp.assert_status_is_ok();
    resp.assert_header("x-total-count", total.to_string());
    resp.assert_header(
        "link",
        "</api/admin/media?limit=24&offset=24>; rel=\"next\"",
    );
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(body["total"], total);
    let ids: Vec<&str> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 24);
    assert_eq!((ids[0], ids[23]), ("anh-0059", "anh-0036"));

    // The page where the uploads end goes on with the seed's pictures; the last links back
    // only; past the end is an empty page.
    let resp = page("?limit=24&offset=48").await;
    resp.assert_status_is_ok();
    let body: Value = resp.json().await.value().deserialize();
    let items = body["items"].as_array().unwrap();
    assert_eq!(items.len() as i64, (12 + seeds).min(24));
    assert_eq!(items[11]["id"], "anh-0000");
    assert!(items[12]["id"].as_str().unwrap().starts_with("seed-"));
    let last = (total - 1) / 24 * 24;
    let resp = page(&format!("?limit=24&offset={last}")).await;
    resp.assert_status_is_ok();
    resp.assert_header(
        "link",
        format!(
            "</api/admin/media?limit=24&offset={}>; rel=\"prev\"",
            last - 24
        ),
    );
    let resp = page("?offset=9223372036854775807").await;
    resp.assert_status_is_ok();
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(
        (body["items"].as_array().unwrap().len(), &body["total"]),
        (0, &Value::from(total))
    );

    // One picture by any of its addresses (what the editor's picker shows), whatever page
    // it is on; an address that is not the library's finds nothing.
    let card = format!("/media/{:032x}-card.jpg", 3);
    let resp = page(&format!("?url={card}")).await;
    resp.assert_status_is_ok();
    assert!(header(&resp, "link").is_none());
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(body["total"], 1);
    assert_eq!(body["items"][0]["id"], "anh-0003");
    assert_eq!(body["items"][0]["cardUrl"], card);
    for other in [
        "/images/blog/dem-det.svg".to_owned(),
        format!("/media/{:032x}-card.png", 3),
        "/media/%C4%91%C3%A2y".to_owned(),
        format!("/media/{:032x}.jpg", 999),
    ] {
        let resp = page(&format!("?url={other}")).await;
        resp.assert_status_is_ok();
        let body: Value = resp.json().await.value().deserialize();
        assert_eq!(body["items"], Value::Array(vec![]), "{other}");
    }

    // Out of range: 400 in the owner's language; without a session: 401.
    for query in ["?limit=0", "?limit=201", "?offset=-1", "?limit=x"] {
        page(query).await.assert_status(StatusCode::BAD_REQUEST);
    }
    app.client
        .get("/api/admin/media?limit=24")
        .send()
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
}

/// What each measured page weighs: (what, HTML bytes, data block bytes).
async fn weigh(app: &TestApp, cookie: &str) -> Vec<(String, usize, usize)> {
    let mut sizes = Vec::new();
    for path in [
        "/blog",
        "/blog?page=2",
        "/blog/bai-0005",
        "/case-studies",
        "/case-studies/nghien-cuu-0005",
        "/testimonials",
        "/testimonials?page=2",
    ] {
        // A render that fails (a renderer starved by a busy machine) is served bare and not
        // kept: the next request renders again.
        let mut html = String::new();
        crate::helpers::wait_for(
            &format!("{path} rendered"),
            std::time::Duration::from_secs(5),
            async || {
                let resp = app.client.get(path).send().await;
                resp.assert_status_is_ok();
                html = resp.0.into_body().into_string().await.unwrap();
                html.contains("id=\"tradelane-data\"")
            },
        )
        .await;
        let block = data_block(&html).len();
        sizes.push((path.to_owned(), html.len(), block));
    }
    let resp = app
        .client
        .get("/api/admin/media")
        .header("cookie", cookie)
        .send()
        .await;
    resp.assert_status_is_ok();
    let json = resp.0.into_body().into_string().await.unwrap();
    sizes.push(("/api/admin/media".to_owned(), json.len(), 0));
    for api in ["blog-posts", "case-studies", "testimonials"] {
        let resp = app.client.get(format!("/api/{api}")).send().await;
        resp.assert_status_is_ok();
        let json = resp.0.into_body().into_string().await.unwrap();
        sizes.push((format!("/api/{api}"), json.len(), 0));
    }
    sizes
}

/// Posts and pictures `from..posts`, case studies and testimonials `from..others` (bodies of
/// 300 words: a list that carried them would show at once); then waits until the lists show
/// them over the `seed` counts (posts, case studies, testimonials).
async fn fill(app: &TestApp, from: usize, (posts, others): (usize, usize), seed: [i64; 3]) {
    insert_posts(app, from, posts, 300);
    insert(app, &CASE_STUDIES, from, others, 300);
    insert(app, &TESTIMONIALS, from, others, 60);
    insert_pictures(app, from, posts);
    wait_for_total(app, "blog-posts", seed[0] + posts as i64).await;
    wait_for_total(app, "case-studies", seed[1] + others as i64).await;
    wait_for_total(app, "testimonials", seed[2] + others as i64).await;
}

/// A site filled over years (1,000 posts, 300 case studies, 300 testimonials, 1,000
/// pictures, inserted by SQL) answers each page with the same bytes, give or take its
/// numbers, as the same site with two dozen of each: pages, data blocks and lists weigh
/// what they show, never the whole list.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_and_lists_weigh_the_same_at_two_dozen_and_at_a_thousand_items() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let mut seed = [0; 3];
    for (count, api) in seed
        .iter_mut()
        .zip(["blog-posts", "case-studies", "testimonials"])
    {
        *count = total_of(&app, api).await;
    }
    fill(&app, 0, (24, 24), seed).await;
    let small = weigh(&app, &cookie).await;
    fill(&app, 24, (1_000, 300), seed).await;
    let large = weigh(&app, &cookie).await;

    for ((path, small_html, small_block), (_, large_html, large_block)) in small.iter().zip(&large)
    {
        // Only numbers change (the totals, "page 1 of 84", the newest items' numbers).
        assert!(
            large_html.abs_diff(*small_html) < 300,
            "{path}: {small_html} bytes at two dozen items, {large_html} at a thousand"
        );
        assert!(
            large_block.abs_diff(*small_block) < 100,
            "{path}: data block of {small_block} bytes at two dozen items, {large_block} at a thousand"
        );
        assert!(*large_html <= 200_000, "{path}: {large_html} bytes");
    }
}

/// A list's first page is answered from memory ahead of the API's router (docs/decisions-spec.md
/// §20, the per-request line): header for header and byte for byte what the router answers,
/// in every encoding; a page the content has moved past goes through the router again.
#[tokio::test]
async fn the_first_page_from_memory_is_what_the_router_answers() {
    async fn answer(app: &TestApp, path: &str, encoding: Option<&str>) -> (String, Vec<u8>) {
        let mut req = app.client.get(path);
        if let Some(encoding) = encoding {
            req = req.header("Accept-Encoding", encoding);
        }
        let resp = req.send().await;
        resp.assert_status_is_ok();
        let mut headers: Vec<String> = resp
            .0
            .headers()
            .iter()
            .filter(|(name, _)| *name != "date")
            .map(|(name, value)| format!("{name}: {}", value.to_str().unwrap()))
            .collect();
        headers.sort();
        let body = resp.0.into_body().into_vec().await.unwrap();
        (headers.join("\n"), body)
    }
    let app = spawn_app();
    let fast = |path: &str| {
        let req = poem::Request::builder().uri_str(path).finish();
        tradelane::content::api::first_page(&req, &app.state.content).is_some()
    };
    for list in [
        "services",
        "industries",
        "case-studies",
        "blog-posts",
        "testimonials",
    ] {
        let path = format!("/api/{list}");
        assert!(
            !fast(&path),
            "{path}: nothing in memory before the first read"
        );
        for encoding in [
            None,
            Some("gzip"),
            Some("br"),
            Some("gzip, deflate, br, zstd"),
        ] {
            // A change: what was kept is not current any more.
            app.execute("UPDATE content_version SET version = version + 1 WHERE id = 1");
            app.state.changes.note(&app.pool.get().unwrap()).unwrap();
            assert!(!fast(&path), "{path}: not current after a change");
            let routed = answer(&app, &path, encoding).await;
            assert!(fast(&path), "{path}: kept after the router's answer");
            let from_memory = answer(&app, &path, encoding).await;
            assert_eq!(routed.0, from_memory.0, "{path} {encoding:?}: headers");
            assert_eq!(routed.1, from_memory.1, "{path} {encoding:?}: body");
            assert!(routed.0.contains("x-total-count: "), "{}", routed.0);
            assert!(routed.0.contains("vary: Accept-Encoding"), "{}", routed.0);
        }
        // Other pages, HEAD and other methods take the router's way.
        assert!(!fast(&format!("{path}?limit=12")));
        let head = poem::Request::builder()
            .method(poem::http::Method::HEAD)
            .uri_str(&path)
            .finish();
        assert!(tradelane::content::api::first_page(&head, &app.state.content).is_none());
    }
    assert!(!fast("/api/services/"));
    assert!(!fast("/api/admin/services"));
}
