use poem::http::StatusCode;
use serde_json::Value;

use crate::helpers::spawn_app;

#[tokio::test]
async fn every_route_of_the_table_is_the_app_with_200() {
    let app = spawn_app();
    let mut paths: Vec<&str> = tradelane::site::routes::route_paths().collect();
    // The 13 pages of docs/product-spec.md §2, /unsubscribe (docs/decisions-spec.md §7) and
    // /subscribe/confirm (§17), /personal-data and /personal-data/confirm (§27).
    assert_eq!(paths.len(), 17);
    // The standing pages (docs/decisions-spec.md §8), and a detail page of each list.
    paths.extend([
        "/about",
        "/faq",
        "/support",
        "/privacy",
        "/terms",
        "/services/customs-brokerage-and-trade-compliance",
        "/blog/demurrage-detention-hidden-costs",
    ]);
    for path in paths {
        let resp = app.client.get(path).send().await;
        resp.assert_status_is_ok();
        resp.assert_content_type("text/html; charset=utf-8");
        resp.assert_header(
            "cache-control",
            "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
        );
        let html = resp.0.into_body().into_string().await.unwrap();
        assert!(html.contains("<div id=\"root\">"), "{path} serves the app");
    }
}

#[tokio::test]
async fn unknown_paths_are_404_with_the_app() {
    let app = spawn_app();
    for path in [
        "/no-such-page",
        "/about/extra",
        "/tools/container-calculator",
        "/services/extra",
        "/blog/extra/more",
    ] {
        let resp = app.client.get(path).send().await;
        resp.assert_status(StatusCode::NOT_FOUND);
        resp.assert_content_type("text/html; charset=utf-8");
        let html = resp.0.into_body().into_string().await.unwrap();
        assert!(html.contains("<div id=\"root\">"), "{path}");
    }
}

#[tokio::test]
async fn unknown_api_paths_are_404_with_json() {
    let app = spawn_app();
    for path in ["/api/nope", "/api/services/extra", "/api/"] {
        let resp = app.client.get(path).send().await;
        resp.assert_status(StatusCode::NOT_FOUND);
        resp.assert_content_type("application/json; charset=utf-8");
        let body: Value = resp.json().await.value().deserialize();
        assert!(body["error"].is_string(), "{path}");
    }
    let resp = app.client.delete("/api/services").send().await;
    resp.assert_status(StatusCode::METHOD_NOT_ALLOWED);
    let body: Value = resp.json().await.value().deserialize();
    assert!(body["error"].is_string());
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_revalidate_with_etag() {
    let app = spawn_app();
    let html = app.get_text("/").await;
    let script = html
        .split("src=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("index.html loads a script");
    assert!(script.starts_with("/assets/"), "{script}");

    let resp = app.client.get(script).send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("text/javascript; charset=utf-8");
    resp.assert_header("cache-control", "public, max-age=31536000, immutable");
    let etag = resp.0.headers()["etag"].to_str().unwrap().to_owned();

    let resp = app
        .client
        .get(script)
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_MODIFIED);

    // The page carries its stylesheet (docs/decisions-spec.md §28); the build's files are
    // still served, as CSS.
    assert!(
        html.contains("<style>@font-face"),
        "the stylesheet in the page"
    );
    assert!(
        html.split("rel=\"stylesheet\"").skip(1).all(|tag| tag
            .split('>')
            .next()
            .unwrap()
            .ends_with(" disabled")),
        "none fetched"
    );
    let stylesheet =
        std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/frontend/dist/assets"))
            .unwrap()
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .find(|name| name.ends_with(".css"))
            .expect("a stylesheet in the build");
    let resp = app.client.get(format!("/assets/{stylesheet}")).send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("text/css; charset=utf-8");

    let resp = app.client.get("/favicon.svg").send().await;
    resp.assert_status_is_ok();
    resp.assert_content_type("image/svg+xml; charset=utf-8");
}

#[tokio::test]
async fn index_html_revalidates_and_404s_carry_no_etag() {
    let app = spawn_app();
    let resp = app.client.get("/services").send().await;
    let etag = resp.0.headers()["etag"].to_str().unwrap().to_owned();
    let resp = app
        .client
        .get("/services")
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_MODIFIED);
    // Each page and language has its own head, so its own validator.
    let resp = app
        .client
        .get("/services?lang=en")
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status_is_ok();
    let resp = app
        .client
        .get("/nowhere")
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_FOUND);
    assert!(resp.0.headers().get("etag").is_none());
}
