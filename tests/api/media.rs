//! The picture library (docs/decisions-spec.md §8): uploads told by their bytes, limits, variants,
//! nothing half-stored, `/media/…` answers, removal, alt texts on the public lists.

use std::io::Cursor;

use image::{DynamicImage, GenericImageView, ImageFormat};
use poem::http::{Method, StatusCode};
use poem::test::{TestForm, TestFormField, TestResponse};
use serde_json::Value;

use crate::helpers::{ORIGIN, TestApp, spawn_app};

/// A picture of `w` × `h` pixels in `format`, with some detail so encoders have work to do.
fn picture(w: u32, h: u32, format: ImageFormat) -> Vec<u8> {
    let img = DynamicImage::ImageRgb8(image::RgbImage::from_fn(w, h, |x, y| {
        image::Rgb([
            (x * 7 % 256) as u8,
            (y * 5 % 256) as u8,
            ((x + y) % 256) as u8,
        ])
    }));
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, format).unwrap();
    out.into_inner()
}

const SVG: &[u8] =
    b"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"300\"><script>alert(1)</script></svg>";

fn form(file: Option<(&[u8], &str, &str)>, alt_vi: Option<&str>, alt_en: Option<&str>) -> TestForm {
    let mut form = TestForm::new();
    if let Some((bytes, filename, content_type)) = file {
        form = form.field(
            TestFormField::bytes(bytes.to_vec())
                .name("file")
                .filename(filename)
                .content_type(content_type),
        );
    }
    if let Some(alt) = alt_vi {
        form = form.text("altVi", alt);
    }
    if let Some(alt) = alt_en {
        form = form.text("altEn", alt);
    }
    form
}

async fn upload(app: &TestApp, cookie: &str, form: TestForm, lang: &str) -> TestResponse {
    app.client
        .post("/api/admin/media")
        .header("cookie", cookie)
        .header("origin", ORIGIN)
        .header("accept-language", lang)
        .multipart(form)
        .send()
        .await
}

async fn upload_file(
    app: &TestApp,
    cookie: &str,
    bytes: &[u8],
    filename: &str,
    content_type: &str,
) -> TestResponse {
    let form = form(
        Some((bytes, filename, content_type)),
        Some("Cảng Cát Lái lúc bình minh"),
        Some("Cat Lai port at dawn"),
    );
    upload(app, cookie, form, "en").await
}

async fn json(resp: TestResponse) -> Value {
    resp.json().await.value().deserialize()
}

async fn error_text(resp: TestResponse) -> String {
    json(resp).await["error"].as_str().unwrap().to_owned()
}

/// The files of the data folder's media folder (temporary ones included).
fn media_files(app: &TestApp) -> Vec<String> {
    let dir = app.data_dir().join("media");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// The body of `GET path` (which must answer 200) and its Content-Type.
async fn get_bytes(app: &TestApp, path: &str) -> (String, Vec<u8>) {
    let resp = app.client.get(path).send().await;
    resp.assert_status_is_ok();
    let content_type = resp.0.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    (content_type, resp.0.into_body().into_vec().await.unwrap())
}

#[tokio::test]
async fn jpeg_png_and_webp_are_stored_with_their_variants() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    for (format, ext, content_type) in [
        (ImageFormat::Jpeg, "jpg", "image/jpeg"),
        (ImageFormat::Png, "png", "image/png"),
        (ImageFormat::WebP, "jpg", "image/jpeg"),
    ] {
        let bytes = picture(2000, 1000, format);
        let resp = upload_file(
            &app,
            &cookie,
            &bytes,
            "photo.bin",
            "application/octet-stream",
        )
        .await;
        resp.assert_status(StatusCode::CREATED);
        let item = json(resp).await;
        let url = item["url"].as_str().unwrap();
        assert!(
            url.starts_with("/media/") && url.ends_with(&format!(".{ext}")),
            "{item}"
        );
        assert_eq!(item["width"], 1600, "{format:?}: longest side at most 1600");
        assert_eq!(item["height"], 800);
        assert_eq!(item["altVi"], "Cảng Cát Lái lúc bình minh");
        assert_eq!(item["altEn"], "Cat Lai port at dawn");
        assert!(item["id"].as_str().is_some_and(|id| !id.is_empty()));
        assert!(item["createdAt"].as_str().is_some());

        // The three files, each served with its type.
        let stem = url
            .trim_start_matches("/media/")
            .rsplit_once('.')
            .unwrap()
            .0;
        assert_eq!(item["cardUrl"], format!("/media/{stem}-card.{ext}"));
        assert_eq!(item["shareUrl"], format!("/media/{stem}-share.jpg"));
        let (served_type, main) = get_bytes(&app, url).await;
        assert_eq!(served_type, content_type);
        assert_eq!(item["bytes"], main.len());
        assert_eq!(
            image::load_from_memory(&main).unwrap().dimensions(),
            (1600, 800)
        );
        let (_, card) = get_bytes(&app, item["cardUrl"].as_str().unwrap()).await;
        assert_eq!(
            image::load_from_memory(&card).unwrap().dimensions(),
            (800, 400)
        );
        let (served_type, share) = get_bytes(&app, item["shareUrl"].as_str().unwrap()).await;
        assert_eq!(served_type, "image/jpeg");
        assert_eq!(image::guess_format(&share).unwrap(), ImageFormat::Jpeg);
        assert_eq!(
            image::load_from_memory(&share).unwrap().dimensions(),
            (1200, 630),
            "the share picture is 1200×630"
        );
    }
    assert_eq!(app.count("media"), 3);
    assert_eq!(
        media_files(&app).len(),
        18,
        "main, card, share and three WebP copies"
    );

    // Newest first, and every upload in the activity list.
    let list = app.admin_json("/api/admin/media", &cookie).await;
    let items: Vec<&Value> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["url"].as_str().unwrap().starts_with("/media/"))
        .collect();
    assert_eq!(items.len(), 3);
    assert!(items[0]["createdAt"].as_str() >= items[2]["createdAt"].as_str());
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let uploads = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["action"] == "media.upload")
        .count();
    assert_eq!(uploads, 3);
}

#[tokio::test]
async fn the_bytes_decide_the_type_not_the_name() {
    let app = spawn_app();
    let cookie = app.signed_in().await;

    // A PNG named .svg and declared as SVG is a PNG.
    let png = picture(300, 200, ImageFormat::Png);
    let resp = upload_file(&app, &cookie, &png, "logo.svg", "image/svg+xml").await;
    resp.assert_status(StatusCode::CREATED);
    assert!(json(resp).await["url"].as_str().unwrap().ends_with(".png"));

    // An SVG named .png and declared as PNG is refused, as are GIF and text.
    let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;";
    for (bytes, name, declared) in [
        (SVG, "photo.png", "image/png"),
        (SVG, "drawing.svg", "image/svg+xml"),
        (&gif[..], "anim.gif", "image/gif"),
        (
            &b"just some text, not a picture"[..],
            "notes.jpg",
            "image/jpeg",
        ),
    ] {
        let resp = upload_file(&app, &cookie, bytes, name, declared).await;
        resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
        let text = error_text(resp).await;
        assert!(text.contains("JPEG, PNG or WebP"), "{name}: {text}");
    }
    // In Vietnamese for a Vietnamese console.
    let form = form(
        Some((SVG, "a.png", "image/png")),
        Some("Ảnh"),
        Some("Picture"),
    );
    let text = error_text(upload(&app, &cookie, form, "vi").await).await;
    assert!(
        text.starts_with("Chỉ nhận ảnh JPEG, PNG hoặc WebP"),
        "{text}"
    );
    assert_eq!(app.count("media"), 1);
}

#[tokio::test]
async fn size_alt_texts_and_dimensions_are_checked() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let png = picture(300, 200, ImageFormat::Png);

    // Over 5 MB: 413, whatever it holds.
    let mut big = picture(300, 200, ImageFormat::Png);
    big.resize(5 * 1024 * 1024 + 1, 0);
    let resp = upload_file(&app, &cookie, &big, "big.png", "image/png").await;
    resp.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
    assert!(error_text(resp).await.contains("5 MB"));

    // Alt texts: missing, blank, too long.
    for (alt_vi, alt_en, expected) in [
        (None, Some("Port"), "Alt text (Vietnamese) is required"),
        (Some("Cảng"), None, "Alt text (English) is required"),
        (
            Some("   "),
            Some("Port"),
            "Alt text (Vietnamese) is required",
        ),
        (
            Some("Cảng"),
            Some(&*"x".repeat(301)),
            "at most 300 characters",
        ),
    ] {
        let resp = upload(
            &app,
            &cookie,
            form(Some((&png, "a.png", "image/png")), alt_vi, alt_en),
            "en",
        )
        .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let text = error_text(resp).await;
        assert!(text.contains(expected), "{text}");
    }
    let resp = upload(&app, &cookie, form(None, Some("Cảng"), Some("Port")), "vi").await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    assert_eq!(error_text(resp).await, "Hãy chọn một ảnh để tải lên.");
    // 300 characters as sent (Vietnamese letters and a space around) is fine, and trimmed.
    let long = "ệ".repeat(298);
    let resp = upload(
        &app,
        &cookie,
        form(
            Some((&png, "a.png", "image/png")),
            Some(&format!(" {long} ")),
            Some("Port"),
        ),
        "en",
    )
    .await;
    resp.assert_status(StatusCode::CREATED);
    assert_eq!(json(resp).await["altVi"], long);

    // One file per request.
    let two = form(
        Some((&png, "a.png", "image/png")),
        Some("Cảng"),
        Some("Port"),
    )
    .field(
        TestFormField::bytes(png.clone())
            .name("file")
            .filename("b.png"),
    );
    let resp = upload(&app, &cookie, two, "en").await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    assert_eq!(error_text(resp).await, "Send one picture at a time.");

    // Too small, and a header claiming 9000 pixels a side.
    let tiny = picture(60, 60, ImageFormat::Png);
    let resp = upload_file(&app, &cookie, &tiny, "tiny.png", "image/png").await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    assert!(error_text(resp).await.contains("too small"));
    let mut huge = picture(120, 120, ImageFormat::Png);
    huge[16..20].copy_from_slice(&9000u32.to_be_bytes());
    let mut crc = flate2::Crc::new();
    crc.update(&huge[12..29]);
    huge[29..33].copy_from_slice(&crc.sum().to_be_bytes());
    let resp = upload_file(&app, &cookie, &huge, "huge.png", "image/png").await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    assert!(error_text(resp).await.contains("too large"));

    // Not a form at all.
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/media",
            &cookie,
            Some(serde_json::json!({})),
        )
        .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(app.count("media"), 1);
}

#[tokio::test]
async fn only_a_signed_in_owner_from_the_site_uploads() {
    let app = spawn_app();
    let png = picture(300, 200, ImageFormat::Png);
    let resp = app
        .client
        .post("/api/admin/media")
        .header("origin", ORIGIN)
        .multipart(form(
            Some((&png, "a.png", "image/png")),
            Some("Cảng"),
            Some("Port"),
        ))
        .send()
        .await;
    resp.assert_status(StatusCode::UNAUTHORIZED);
    app.client
        .get("/api/admin/media")
        .send()
        .await
        .assert_status(StatusCode::UNAUTHORIZED);

    let cookie = app.signed_in().await;
    let resp = app
        .client
        .post("/api/admin/media")
        .header("cookie", &cookie)
        .header("origin", "https://evil.example")
        .multipart(form(
            Some((&png, "a.png", "image/png")),
            Some("Cảng"),
            Some("Port"),
        ))
        .send()
        .await;
    resp.assert_status(StatusCode::FORBIDDEN);
    assert_eq!(app.count("media"), 0);
    assert!(media_files(&app).is_empty());
}

#[tokio::test]
async fn a_failed_upload_leaves_no_file_and_no_row() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // The files get written, then the row cannot be inserted.
    app.execute(
        "CREATE TRIGGER media_refused BEFORE INSERT ON media
         BEGIN SELECT RAISE(ABORT, 'disk trouble'); END;",
    );
    let jpeg = picture(400, 300, ImageFormat::Jpeg);
    let resp = upload_file(&app, &cookie, &jpeg, "a.jpg", "image/jpeg").await;
    resp.assert_status(StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(
        error_text(resp).await,
        "The server ran into a problem. Please try again later."
    );
    assert_eq!(app.count("media"), 0);
    assert_eq!(media_files(&app), Vec::<String>::new());
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    assert!(!activity.to_string().contains("media.upload"));

    // Once the trouble is gone, the same picture is stored.
    app.execute("DROP TRIGGER media_refused;");
    let resp = upload_file(&app, &cookie, &jpeg, "a.jpg", "image/jpeg").await;
    resp.assert_status(StatusCode::CREATED);
    assert_eq!(media_files(&app).len(), 6);
}

/// kill -9 in the middle of an upload (files written, row not committed) or of a removal
/// (row deleted, files not yet): the next start removes what no row names, before it serves.
/// A row without its files cannot happen: the files are in place before the row commits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_a_crash_left_without_a_row_are_swept_at_start() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let jpeg = picture(400, 300, ImageFormat::Jpeg);
    let item = json(upload_file(&app, &cookie, &jpeg, "a.jpg", "image/jpeg").await).await;
    let kept = media_files(&app);
    assert_eq!(kept.len(), 6);

    // What a kill leaves: an upload's three files and another's temporary one, no row.
    let media = app.data_dir().join("media");
    let orphan = "0123456789abcdef0123456789abcdef";
    let left = [
        format!("{orphan}.png"),
        format!("{orphan}-card.png"),
        format!("{orphan}-share.jpg"),
        format!("{orphan}-800.webp"),
        format!(".{}-card.jpg.partial", "f".repeat(32)),
        format!(".{}-400.webp.partial", "f".repeat(32)),
    ];
    for name in &left {
        std::fs::write(media.join(name), b"cut short").unwrap();
    }
    // Not the library's: left alone.
    std::fs::write(media.join("README.txt"), b"the owner's note").unwrap();

    let server = crate::helpers::TestServer::start(app.data_dir(), &[]);
    let mut expected = kept.clone();
    expected.push("README.txt".to_owned());
    expected.sort();
    assert_eq!(media_files(&app), expected);
    let client = reqwest::Client::new();
    let get = |path: String| client.get(server.url(&path)).send();
    assert_eq!(
        get(format!("/media/{orphan}.png")).await.unwrap().status(),
        404
    );
    let url = item["url"].as_str().unwrap().to_owned();
    assert_eq!(get(url).await.unwrap().status(), 200);
}

#[tokio::test]
async fn the_same_picture_twice_is_one_item() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let png = picture(300, 200, ImageFormat::Png);
    let first = json(upload_file(&app, &cookie, &png, "a.png", "image/png").await).await;
    let resp = upload(
        &app,
        &cookie,
        form(
            Some((&png, "again.png", "image/png")),
            Some("Kho hàng"),
            Some("Warehouse"),
        ),
        "en",
    )
    .await;
    resp.assert_status_is_ok();
    let again = json(resp).await;
    assert_eq!(again["id"], first["id"]);
    assert_eq!(again["url"], first["url"]);
    assert_eq!(
        (&again["altVi"], &again["altEn"]),
        (&"Kho hàng".into(), &"Warehouse".into())
    );
    assert_eq!(app.count("media"), 1);
    assert_eq!(media_files(&app).len(), 6);
}

#[tokio::test]
async fn media_files_are_served_for_a_year_and_nothing_else_is() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let jpeg = picture(400, 300, ImageFormat::Jpeg);
    let item = json(upload_file(&app, &cookie, &jpeg, "a.jpg", "image/jpeg").await).await;
    let url = item["url"].as_str().unwrap();

    let resp = app.client.get(url).send().await;
    resp.assert_status_is_ok();
    resp.assert_header("cache-control", "public, max-age=31536000, immutable");
    resp.assert_header("content-type", "image/jpeg");
    resp.assert_header("x-content-type-options", "nosniff");
    let etag = resp.0.headers()["etag"].to_str().unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.contains(url.trim_start_matches("/media/")));

    let resp = app
        .client
        .get(url)
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_MODIFIED);
    let resp = app.client.head(url).send().await;
    resp.assert_status_is_ok();
    resp.assert_header("content-type", "image/jpeg");
    resp.assert_header("cache-control", "public, max-age=31536000, immutable");

    // Unknown names, other folders and the temporary names are not found.
    let secret = app.data_dir().join("tradelane.db");
    assert!(secret.exists());
    for path in [
        "/media/0123456789abcdef0123456789abcdef.jpg",
        "/media/..%2Ftradelane.db",
        "/media/%2E%2E%2Ftradelane.db",
        "/media/../tradelane.db",
        "/media/tradelane.db",
        "/media/nothing.svg",
    ] {
        let resp = app.client.get(path).send().await;
        assert_eq!(resp.0.status(), StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn a_picture_in_use_is_kept_and_an_unused_one_is_removed() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let jpeg = picture(400, 300, ImageFormat::Jpeg);
    let item = json(upload_file(&app, &cookie, &jpeg, "a.jpg", "image/jpeg").await).await;
    let (id, url) = (item["id"].as_str().unwrap(), item["url"].as_str().unwrap());

    // The public list carries the alt texts of a post's library picture.
    app.execute(&format!(
        "UPDATE blog_posts SET image_url = '{url}'
         WHERE id = (SELECT id FROM blog_posts ORDER BY published_at DESC LIMIT 1)"
    ));
    let posts: Value = app
        .client
        .get("/api/blog-posts")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    let post = posts
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["imageUrl"] == url)
        .expect("the post with the picture");
    assert_eq!(post["imageAltVi"], "Cảng Cát Lái lúc bình minh");
    assert_eq!(post["imageAltEn"], "Cat Lai port at dawn");
    let title_vi = post["titleVi"].as_str().unwrap().to_owned();
    assert!(
        posts
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["imageUrl"] != url)
            .all(|p| p.get("imageAltVi").is_none()),
        "no alt texts for pictures outside the library"
    );
    // A new alt text shows on the public list at once.
    upload(
        &app,
        &cookie,
        form(
            Some((&jpeg, "a.jpg", "image/jpeg")),
            Some("Tàu vào cảng"),
            Some("A ship coming in"),
        ),
        "en",
    )
    .await
    .assert_status_is_ok();
    let posts: Value = app
        .client
        .get("/api/blog-posts")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert!(posts.to_string().contains("A ship coming in"));

    let path = format!("/api/admin/media/{id}");
    let resp = app.admin(Method::DELETE, &path, &cookie, None).await;
    resp.assert_status(StatusCode::CONFLICT);
    let text = error_text(resp).await;
    assert!(text.contains(&format!("bài viết “{title_vi}”")), "{text}");
    assert_eq!(media_files(&app).len(), 6);

    // Once the post no longer shows it, it goes, files and all.
    app.execute(&format!(
        "UPDATE blog_posts SET image_url = NULL WHERE image_url = '{url}'"
    ));
    let resp = app
        .client
        .delete(&path)
        .header("cookie", &cookie)
        .header("origin", "https://evil.example")
        .send()
        .await;
    resp.assert_status(StatusCode::FORBIDDEN);
    app.admin(Method::DELETE, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    assert_eq!(app.count("media"), 0);
    assert!(media_files(&app).is_empty());
    app.client
        .get(url)
        .send()
        .await
        .assert_status(StatusCode::NOT_FOUND);
    app.admin(Method::DELETE, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NOT_FOUND);
    let activity = app.admin_json("/api/admin/activity", &cookie).await;
    let actions: Vec<_> = activity["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        actions.contains(&"media.remove".to_owned()) && actions.contains(&"media.alt".to_owned()),
        "{actions:?}"
    );
}

#[tokio::test]
async fn the_seed_pictures_are_in_the_library_and_can_be_chosen_again() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let list = app.admin_json("/api/admin/media", &cookie).await;
    let seeded: Vec<Value> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["url"].as_str().unwrap().starts_with("/images/"))
        .cloned()
        .collect();
    // Every picture the seed's content shows, each a file the app serves.
    let conn = app.pool.get().unwrap();
    let shown: Vec<String> = conn
        .prepare(
            "SELECT image_url FROM blog_posts WHERE image_url LIKE '/images/%'
             UNION SELECT image_url FROM case_studies WHERE image_url LIKE '/images/%'",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    drop(conn);
    assert!(!shown.is_empty());
    for url in &shown {
        let item = seeded
            .iter()
            .find(|item| item["url"] == url.as_str())
            .unwrap_or_else(|| panic!("{url} in the library"));
        assert!(!item["altVi"].as_str().unwrap().is_empty());
        assert!(!item["altEn"].as_str().unwrap().is_empty());
        let resp = app.client.get(url).send().await;
        resp.assert_status_is_ok();
        let served = resp.0.headers()["content-type"].to_str().unwrap();
        assert!(served.starts_with("image/svg+xml"), "{served}");
    }
    // Listed after the uploads.
    let jpeg = picture(400, 300, ImageFormat::Jpeg);
    upload_file(&app, &cookie, &jpeg, "a.jpg", "image/jpeg")
        .await
        .assert_status(StatusCode::CREATED);
    let list = app.admin_json("/api/admin/media", &cookie).await;
    assert!(
        list["items"][0]["url"]
            .as_str()
            .unwrap()
            .starts_with("/media/")
    );

    // In use: kept; once no item shows it, removed from the library, its app file served still.
    let item = &seeded[0];
    let (id, url) = (item["id"].as_str().unwrap(), item["url"].as_str().unwrap());
    let path = format!("/api/admin/media/{id}");
    if shown.iter().any(|shown| shown == url) {
        app.admin(Method::DELETE, &path, &cookie, None)
            .await
            .assert_status(StatusCode::CONFLICT);
        app.execute(&format!(
            "UPDATE blog_posts SET image_url = NULL WHERE image_url = '{url}';
             UPDATE case_studies SET image_url = NULL WHERE image_url = '{url}';"
        ));
    }
    app.admin(Method::DELETE, &path, &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let list = app.admin_json("/api/admin/media", &cookie).await;
    assert!(!list.to_string().contains(url));
    app.client.get(url).send().await.assert_status_is_ok();
}

/// The WebP copies of each picture (docs/decisions-spec.md §28): at 400, 800 and 1600 px wide,
/// never wider than the picture, served as `image/webp`; a picture stored before the copies
/// existed leads to its JPEG until the worker started with the server has made them.
#[tokio::test]
async fn webp_copies_at_three_widths_also_for_older_pictures() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let mut stems = Vec::new();
    for (w, h, widths) in [
        (4000, 2000, [(400, 200), (800, 400), (1600, 800)]),
        (600, 300, [(400, 200), (600, 300), (600, 300)]),
    ] {
        let bytes = picture(w, h, ImageFormat::Jpeg);
        let resp = upload_file(&app, &cookie, &bytes, "photo.jpg", "image/jpeg").await;
        resp.assert_status(StatusCode::CREATED);
        let item = json(resp).await;
        let stem = item["url"].as_str().unwrap()["/media/".len()..]
            .trim_end_matches(".jpg")
            .to_owned();
        for (width, dims) in [400, 800, 1600].into_iter().zip(widths) {
            let (served, body) = get_bytes(&app, &format!("/media/{stem}-{width}.webp")).await;
            assert_eq!(served, "image/webp");
            assert_eq!(image::guess_format(&body).unwrap(), ImageFormat::WebP);
            assert_eq!(image::load_from_memory(&body).unwrap().dimensions(), dims);
        }
        stems.push(stem);
    }
    let (_, large) = get_bytes(&app, &format!("/media/{}-1600.webp", stems[0])).await;
    let (_, jpeg) = get_bytes(&app, &format!("/media/{}.jpg", stems[0])).await;
    assert!(
        large.len() < jpeg.len(),
        "the WebP copy is smaller than the JPEG"
    );

    // A picture from before the copies: they are missing, their addresses lead to the JPEG.
    let dir = app.data_dir().join("media");
    for width in [400, 800, 1600] {
        std::fs::remove_file(dir.join(format!("{}-{width}.webp", stems[0]))).unwrap();
    }
    let resp = app
        .client
        .get(format!("/media/{}-800.webp", stems[0]))
        .send()
        .await;
    resp.assert_status(StatusCode::FOUND);
    resp.assert_header("location", format!("/media/{}-card.jpg", stems[0]));
    let resp = app
        .client
        .get(format!("/media/{}-1600.webp", stems[0]))
        .send()
        .await;
    resp.assert_header("location", format!("/media/{}.jpg", stems[0]));
    resp.assert_header("cache-control", "no-store");

    // The next start makes them; the sweep leaves them alone (a row names them).
    let app = app.restart(|_| {});
    let made = dir.join(format!("{}-1600.webp", stems[0]));
    crate::helpers::wait_for(
        "the copies made",
        std::time::Duration::from_secs(30),
        async || made.is_file(),
    )
    .await;
    let (served, body) = get_bytes(&app, &format!("/media/{}-400.webp", stems[0])).await;
    assert_eq!(served, "image/webp");
    assert_eq!(
        image::load_from_memory(&body).unwrap().dimensions(),
        (400, 200)
    );
    assert_eq!(media_files(&app).len(), 12);
}
