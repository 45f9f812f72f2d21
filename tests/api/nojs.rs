//! Issue 43: usable before JavaScript (docs/decisions-spec.md §28), as the server answers it.
//! A calculator's form sent before the app has loaded is a link the server renders with its
//! result, its numbers read as the page's language writes them (§22); the contact form posts
//! to its page and is checked, limited and stored by the API's own code; each page's head
//! preloads its own route's scripts and no other route's.

use poem::http::StatusCode;

use crate::helpers::{TestApp, spawn_app_with};
use crate::seo::{page as get, public_app};

/// The EXW price the Incoterms calculator shows for a submitted form.
async fn exw_shown(app: &TestApp, query: &str) -> String {
    let (status, html) = get(app, &format!("/tools/incoterms-calculator?{query}")).await;
    assert_eq!(status, StatusCode::OK, "{query}");
    let marker = "data-testid=\"price-EXW\">";
    let at = html
        .find(marker)
        .unwrap_or_else(|| panic!("no result for {query}"))
        + marker.len();
    html[at..at + html[at..].find('<').unwrap()].to_owned()
}

#[tokio::test]
async fn form_submissions_read_numbers_as_the_page_writes_them() {
    let app = public_app();
    // As a browser sends the form: the hidden language, the mode, the box and its hidden
    // `false`, the numbers exactly as typed.
    let form = "advancedMode=false&currency=USD&quantity=1&unit=tonne&insureAt110=false";
    for (lang, typed, shown) in [
        // Vietnamese groups thousands with dots and marks decimals with a comma...
        ("vi", "92.000", "92.000,00\u{a0}US$"),
        ("vi", "92.000,5", "92.000,50\u{a0}US$"),
        ("vi", "1.250.000", "1.250.000,00\u{a0}US$"),
        // ...so a comma then three digits is a decimal mark on the Vietnamese page.
        ("vi", "92,000", "92,00\u{a0}US$"),
        // English the other way round.
        ("en", "92,000", "$92,000.00"),
        ("en", "92,000.5", "$92,000.50"),
        ("en", "92.000", "$92.00"),
        // The app's own links write plain numbers, read the same on both pages.
        ("vi", "92000", "92.000,00\u{a0}US$"),
        ("en", "92000", "$92,000.00"),
    ] {
        let query = format!(
            "lang={lang}&{form}&exwPrice={}",
            url::form_urlencoded::byte_serialize(typed.as_bytes()).collect::<String>()
        );
        assert_eq!(exw_shown(&app, &query).await, shown, "{lang} {typed}");
    }
}

#[tokio::test]
async fn calculator_forms_are_get_forms_to_their_own_page_with_the_language() {
    let app = public_app();
    for (path, field) in [
        ("/tools/incoterms-calculator", "exwPrice"),
        ("/tools/freight-calculator", "cargoValue"),
        ("/tools/demurrage-calculator", "containerNumber"),
        ("/tools/hs-code-analyzer", "productDescription"),
    ] {
        for lang in ["vi", "en"] {
            let (status, html) = get(&app, &format!("{path}?lang={lang}")).await;
            assert_eq!(status, StatusCode::OK);
            let form = html
                .split("<form")
                .skip(1)
                .find(|form| form.contains(&format!("name=\"{field}\"")))
                .unwrap_or_else(|| panic!("{path}: no form with {field}"));
            let tag = &form[..form.find('>').unwrap()];
            assert!(tag.contains(&format!("action=\"{path}\"")), "{tag}");
            assert!(tag.contains("method=\"get\""), "{tag}");
            assert!(
                form.contains(&format!("name=\"lang\" value=\"{lang}\"")),
                "{path} {lang}"
            );
        }
    }
}

/// `POST /contact` as a browser sends the form.
async fn post_form(
    app: &TestApp,
    query: &str,
    fields: &[(&str, &str)],
) -> poem::test::TestResponse {
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields)
        .finish();
    app.client
        .post(format!("/contact{query}"))
        .header("origin", "https://tradelane.example")
        .content_type("application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
}

const FORM: [(&str, &str); 6] = [
    ("name", "Nguyễn Thị Lan"),
    ("email", " lan@example.vn "),
    ("phone", ""),
    ("company", "Thủy sản Cửu Long"),
    ("message", "Báo giá 2 container 40 feet đi Rotterdam"),
    ("website", ""),
];

fn stored(app: &TestApp) -> Vec<(String, String, String, String)> {
    let conn = app.pool.get().unwrap();
    let mut stmt = conn
        .prepare("SELECT name, email, preferred_language, status FROM contact_submissions ORDER BY rowid")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

#[tokio::test]
async fn the_contact_form_without_javascript_is_stored_and_confirmed() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 0);
    let resp = post_form(&app, "?lang=en", &FORM).await;
    resp.assert_status(StatusCode::SEE_OTHER);
    resp.assert_header("location", "/contact?sent=1&lang=en");
    assert_eq!(
        stored(&app),
        [(
            "Nguyễn Thị Lan".to_owned(),
            "lan@example.vn".to_owned(),
            "en".to_owned(),
            "new".to_owned()
        )]
    );
    // The confirmation is the page's own, rendered in its language.
    for (lang, words) in [
        ("en", "We have received your enquiry"),
        ("vi", "Chúng tôi đã nhận được yêu cầu của bạn"),
    ] {
        let (status, html) = get(&app, &format!("/contact?sent=1&lang={lang}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            html.contains("data-testid=\"contact-confirmation\""),
            "{lang}"
        );
        assert!(html.contains(words), "{lang}");
    }
    // Without the `sent` mark it is the form.
    let (_, html) = get(&app, "/contact?lang=en").await;
    assert!(!html.contains("contact-confirmation"));
    assert!(html.contains("method=\"post\""));
    // The honeypot filled: answered the same, stored as spam (as the API does).
    let mut bot = FORM;
    bot[5] = ("website", "http://spam.example");
    post_form(&app, "", &bot)
        .await
        .assert_status(StatusCode::SEE_OTHER);
    assert_eq!(stored(&app)[1].3, "spam");

    // The form carries the consent statement's version it showed; it is kept (§27).
    assert!(html.contains("name=\"consentVersion\""), "{html}");
    let mut agreed = FORM.to_vec();
    agreed[0] = ("name", "Trần Văn Nam");
    agreed.push(("consentVersion", "1"));
    post_form(&app, "", &agreed)
        .await
        .assert_status(StatusCode::SEE_OTHER);
    let version: Option<i64> = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT consent_version FROM contact_submissions WHERE name = 'Trần Văn Nam'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(version, Some(1));
}

#[tokio::test]
async fn a_refused_contact_form_comes_back_with_what_was_typed_and_why() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 0);
    let mut form = FORM;
    form[1] = ("email", "lan@");
    for (lang, why) in [
        ("en", "Invalid email address"),
        ("vi", "Email không hợp lệ"),
    ] {
        let resp = post_form(&app, &format!("?lang={lang}"), &form).await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        resp.assert_header("cache-control", "no-store");
        let html = resp.0.into_body().into_string().await.unwrap();
        assert!(html.contains("data-testid=\"contact-refusal\""), "{lang}");
        assert!(html.contains(why), "{lang}: {why}");
        assert!(html.contains("value=\"Nguyễn Thị Lan\""), "{lang}");
        assert!(html.contains("value=\"lan@\""), "{lang}");
        assert!(html.contains("Báo giá 2 container 40 feet đi Rotterdam</textarea>"));
        // The browser hydrates with the same: the data block carries it.
        assert!(html.contains("[\"contact\",\"posted\"]"), "{lang}");
    }
    // A required field left out, and one over its length: the API's words.
    let resp = post_form(&app, "?lang=en", &FORM[..3]).await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(html.contains("Company"), "the missing field is named");
    let long = "x".repeat(201);
    let mut form = FORM;
    form[0] = ("name", &long);
    post_form(&app, "?lang=en", &form)
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    assert!(stored(&app).is_empty(), "nothing refused is stored");

    // Not a form, or too large: a 4xx page, never a 500.
    let resp = app
        .client
        .post("/contact")
        .content_type("application/json")
        .body("{}")
        .send()
        .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let huge = "x".repeat(40 * 1024);
    let mut form = FORM;
    form[4] = ("message", &huge);
    post_form(&app, "?lang=en", &form)
        .await
        .assert_status(StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn the_contact_form_shares_the_apis_rate_limit() {
    let app = spawn_app_with(|s| s.contact_rate_limit = 1);
    post_form(&app, "?lang=en", &FORM)
        .await
        .assert_status(StatusCode::SEE_OTHER);
    // The API's allowance is the same one.
    let api = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body(
            serde_json::json!({"name": "A", "email": "a@example.vn", "company": "B",
                "message": "C", "preferredLanguage": "en"})
            .to_string(),
        )
        .send()
        .await;
    api.assert_status(StatusCode::TOO_MANY_REQUESTS);
    let resp = post_form(&app, "?lang=vi", &FORM).await;
    resp.assert_status(StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = resp.0.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry >= 1);
    let html = resp.0.into_body().into_string().await.unwrap();
    assert!(
        html.contains("Bạn đã gửi quá nhiều"),
        "in the page's language"
    );
    assert!(
        html.contains("value=\"Nguyễn Thị Lan\""),
        "what was typed is kept"
    );
    assert_eq!(stored(&app).len(), 1);
}

#[tokio::test]
async fn each_page_preloads_its_own_routes_chunks_only() {
    let app = public_app();
    let preloads = |html: &str| -> Vec<String> {
        html.split("<link rel=\"modulepreload\"")
            .skip(1)
            .map(|tag| {
                let href = &tag[tag.find("href=\"").unwrap() + 6..];
                href[..href.find('"').unwrap()].to_owned()
            })
            .collect()
    };
    // In the head, after what the first paint needs; none left for the body.
    let head = |html: &str| {
        let (head, body) = html.split_at(html.find("</head>").unwrap());
        assert!(preloads(body).is_empty(), "nothing preloaded in the body");
        let stylesheet = head.find("<style>").unwrap();
        assert!(head.find("modulepreload").is_none_or(|at| at > stylesheet));
        head.to_owned()
    };
    let mut seen: Vec<(String, Vec<String>)> = Vec::new();
    for path in [
        "/tools/incoterms-calculator",
        "/tools/freight-calculator",
        "/tools/demurrage-calculator",
        "/tools/hs-code-analyzer",
        "/contact",
    ] {
        let (_, html) = get(&app, path).await;
        let links = preloads(&head(&html));
        let screen: Vec<&String> = links.iter().filter(|l| l.contains("-screen-")).collect();
        assert_eq!(
            screen.len(),
            1,
            "{path}: one screen chunk, its own: {links:?}"
        );
        let stem = path.rsplit('/').next().unwrap().split('-').next().unwrap();
        assert!(screen[0].contains(stem), "{path}: {links:?}");
        assert!(
            links.iter().any(|l| l.contains("/main-")),
            "{path}: the app"
        );
        seen.push((path.to_owned(), links));
    }
    // The same page with a calculator's inputs carries the same links.
    let (_, linked) = get(&app, "/tools/incoterms-calculator?exwPrice=1000&quantity=1").await;
    assert_eq!(preloads(&head(&linked)), seen[0].1);
    // The console is not a route of the site: nothing of the site is preloaded for it.
    let (_, admin) = get(&app, "/admin").await;
    assert!(
        preloads(&head(&admin))
            .iter()
            .all(|l| !l.contains("-screen-"))
    );
}
