//! docs/decisions-spec.md §19: Vietnam's holiday calendar is data the owner corrects per year; the demurrage
//! tracker's page carries it in its data block (docs/decisions-spec.md §19).

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::spawn_app;

/// The demurrage page's data block.
fn data_block(html: &str) -> Value {
    serde_json::from_str(crate::helpers::data_block(html)).unwrap()
}

/// The answer to `["api", "holidays", "vn"]` in a page's data block.
fn holidays_in(html: &str) -> Value {
    let data = data_block(html);
    data["queries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q[0] == json!(["api", "holidays", "vn"]))
        .unwrap_or_else(|| panic!("no holidays in {data}"))[1]
        .clone()
}

#[tokio::test]
async fn the_owner_sets_a_year_and_the_tracker_page_carries_it() {
    let app = spawn_app();
    let page = "/tools/demurrage-calculator";
    // Before: no year of the owner's; the page carries the empty calendar (built-in applies).
    let html = app.get_text(page).await;
    assert_eq!(holidays_in(&html), json!({"years": []}));

    let cookie = app.signed_in().await;
    let days = json!({"days": [
        {"date": "2027-02-10", "kind": "tet"},
        {"date": "2027-02-05", "kind": "tet"},
        {"date": "2027-02-20", "kind": "workday"},
    ]});
    let resp = app
        .admin(Method::PUT, "/api/admin/holidays/2027", &cookie, Some(days))
        .await;
    resp.assert_status_is_ok();
    let saved: Value = resp.json().await.value().deserialize();
    assert_eq!(saved["year"], 2027);
    assert_eq!(saved["days"][0]["date"], "2027-02-05", "sorted by date");

    // The page shows the change at once (the page kept before checks its data again).
    let html = app.get_text(page).await;
    let carried = holidays_in(&html);
    assert_eq!(carried["years"][0]["year"], 2027);
    assert_eq!(carried["years"][0]["days"].as_array().unwrap().len(), 3);
    assert_eq!(carried["years"][0]["days"][2]["kind"], "workday");
    // Only the tracker's page carries it.
    assert!(!app.get_text("/services").await.contains("\"holidays\""));
    // The public read (the page opened from a link has no data block) says the same.
    let public: Value = app
        .client
        .get("/api/holidays")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    assert_eq!(public, carried);
    let listed = app.admin_json("/api/admin/holidays", &cookie).await;
    assert_eq!(listed["years"], carried["years"]);

    // Removed: the built-in year applies again.
    app.admin(Method::DELETE, "/api/admin/holidays/2027", &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    assert_eq!(holidays_in(&app.get_text(page).await), json!({"years": []}));
    app.admin(Method::DELETE, "/api/admin/holidays/2027", &cookie, None)
        .await
        .assert_status(StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn only_the_signed_in_owner_from_the_site_may_write() {
    let app = spawn_app();
    let body = json!({"days": [{"date": "2027-01-01", "kind": "newYear"}]});
    let resp = app
        .client
        .put("/api/admin/holidays/2027")
        .header("origin", crate::helpers::ORIGIN)
        .body_json(&body)
        .send()
        .await;
    resp.assert_status(StatusCode::UNAUTHORIZED);
    app.client
        .get("/api/admin/holidays")
        .send()
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
    let cookie = app.signed_in().await;
    let resp = app
        .client
        .put("/api/admin/holidays/2027")
        .header("cookie", &cookie)
        .header("origin", "https://evil.example")
        .body_json(&body)
        .send()
        .await;
    resp.assert_status(StatusCode::FORBIDDEN);
    assert_eq!(app.count("holiday_years"), 0);
}

#[tokio::test]
async fn invalid_schedules_are_refused_in_the_owners_language() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let cases = [
        (
            "2027",
            json!({"days": [{"date": "2027-02-30", "kind": "tet"}]}),
            "không phải là một ngày có thật",
        ),
        (
            "2027",
            json!({"days": [{"date": "2026-12-31", "kind": "tet"}]}),
            "không thuộc năm 2027",
        ),
        (
            "2027",
            json!({"days": [{"date": "2027-01-04", "kind": "workday"}]}),
            "thứ Bảy hoặc Chủ nhật",
        ),
        (
            "2027",
            json!({"days": [{"date": "2027-01-01", "kind": "newYear"}, {"date": "2027-01-01", "kind": "tet"}]}),
            "hai lần",
        ),
        (
            "2027",
            json!({"days": [{"date": "2027-01-01", "kind": "feast"}]}),
            "kind",
        ),
        ("2027", json!({"days": [], "extra": 1}), "extra"),
        ("2027", json!({}), "days"),
        ("1999", json!({"days": []}), ""),
        ("2101", json!({"days": []}), ""),
    ];
    for (year, body, needle) in cases {
        let resp = app
            .client
            .put(format!("/api/admin/holidays/{year}"))
            .header("cookie", &cookie)
            .header("origin", crate::helpers::ORIGIN)
            .header("accept-language", "vi")
            .body_json(&body)
            .send()
            .await;
        resp.assert_status(StatusCode::BAD_REQUEST);
        let text: Value = resp.json().await.value().deserialize();
        let error = text["error"].as_str().unwrap_or_default().to_owned();
        assert!(error.contains(needle), "{year} {body}: {error}");
    }
    assert_eq!(app.count("holiday_years"), 0);
}

#[tokio::test]
async fn adding_a_day_keeps_the_years_built_in_days() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // The editor starts from the days in force: the built-in years come with the owner's.
    let calendar = app.admin_json("/api/admin/holidays", &cookie).await;
    let built_in = calendar["builtIn"].as_array().unwrap();
    let y2027 = built_in.iter().find(|y| y["year"] == 2027).unwrap();
    let dates = |days: &Value| -> Vec<String> {
        days.as_array()
            .unwrap()
            .iter()
            .map(|d| d["date"].as_str().unwrap().to_owned())
            .collect()
    };
    let before = dates(&y2027["days"]);
    for day in ["2027-01-01", "2027-04-30", "2027-05-03", "2027-09-02"] {
        assert!(
            before.iter().any(|d| d == day),
            "{day} built in: {before:?}"
        );
    }

    // One day added: every built-in day of 2027 stays (30/4, 1/5, 2/9, Tết...).
    let add = |date: &str, kind: &str| {
        app.admin(
            Method::POST,
            "/api/admin/holidays/2027/days",
            &cookie,
            Some(json!({"date": date, "kind": kind})),
        )
    };
    let resp = add("2027-03-15", "swapped").await;
    resp.assert_status_is_ok();
    let saved: Value = resp.json().await.value().deserialize();
    let after = dates(&saved["days"]);
    assert_eq!(after.len(), before.len() + 1, "{after:?}");
    assert!(before.iter().all(|d| after.contains(d)));
    // A second day keeps the first, and the tracker's calendar says the same.
    add("2027-03-13", "workday").await.assert_status_is_ok();
    let public: Value = app
        .client
        .get("/api/holidays")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    let kept = dates(&public["years"][0]["days"]);
    assert_eq!(kept.len(), before.len() + 2);
    assert!(kept.contains(&"2027-03-15".to_owned()) && kept.contains(&"2027-04-30".to_owned()));
    // Refused like a whole year: a weekday "worked", a day of another year.
    add("2027-03-16", "workday")
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    add("2028-01-02", "tet")
        .await
        .assert_status(StatusCode::BAD_REQUEST);
}
