//! Issue 39: the consultancy's own rate card (docs/decisions-spec.md §24): import from CSV and
//! XLSX (all or nothing, refusals by line), the draft's `If-Match`, publish, versions,
//! restore as the draft, withdraw, `GET /api/rates` with its `ETag` and CDN lifetime, and
//! the expiry warning on the test clock.

use std::io::Read;
use std::time::Instant;

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;

use crate::helpers::{ORIGIN, TestApp, header, spawn_app, spawn_app_with};

const HEADER: &str = "origin,destination,service,container,base,baf,caf,lss,pss,thc,doc,security,transit_min,transit_max,carrier,valid_from,valid_until\n";
const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async fn import(
    app: &TestApp,
    cookie: &str,
    kind: &str,
    content_type: &str,
    body: Vec<u8>,
    lang: &str,
) -> poem::test::TestResponse {
    app.client
        .post(format!("/api/admin/rates/import?kind={kind}"))
        .header("cookie", cookie)
        .header("origin", ORIGIN)
        .header("accept-language", lang)
        .content_type(content_type)
        .body(body)
        .send()
        .await
}

async fn public_rates(app: &TestApp) -> Value {
    let resp = app.client.get("/api/rates").send().await;
    resp.assert_status_is_ok();
    resp.json().await.value().deserialize()
}

#[tokio::test]
async fn a_csv_sheet_is_imported_whole_or_refused_by_line() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let good = format!(
        "{HEADER}sgn,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-01-01,2026-06-30\n\
         sgn,NLRTM,fcl40,standard,2100,10,2,4,0,250,50,30,28,35,ONE,2026-07-01,2026-12-31\n\
         hph,USLAX,lcl,,75,10,0,0,0,50,50,0,20,25,,2026-01-01,2026-12-31\n"
    );
    let resp = import(
        &app,
        &cookie,
        "freight",
        "text/csv",
        good.into_bytes(),
        "en",
    )
    .await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"kind": "freight", "imported": 3}))
        .await;
    let draft = app.admin_json("/api/admin/rates/draft", &cookie).await;
    assert_eq!(draft["card"]["freight"].as_array().unwrap().len(), 3);
    assert_eq!(draft["card"]["freight"][2]["base"], 75.0);
    assert_eq!(draft["published"], Value::Null, "nothing published yet");

    // Each refusal, by line, in the owner's language; nothing changes.
    let bad = format!(
        "{HEADER}sgn,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-01-01,2026-06-30\n\
         xxx,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-01-01,2026-06-30\n\
         sgn,NLRTM,fcl20,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-02-30,2026-06-30\n\
         sgn,NLRTM,fcl20,reefer,-5,10,2,4,0,250,50,30,28,35,ONE,2026-01-01,2026-06-30\n\
         sgn,NLRTM,fcl20,opentop,,10,2,4,0,250,50,30,28,35,ONE,2026-01-01,2026-06-30\n\
         sgn,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-06-01,2026-07-31\n"
    );
    let resp = import(
        &app,
        &cookie,
        "freight",
        "text/csv",
        bad.clone().into_bytes(),
        "en",
    )
    .await;
    resp.assert_status(StatusCode::UNPROCESSABLE_ENTITY);
    let report: Value = resp.json().await.value().deserialize();
    let lines: Vec<(i64, String)> = report["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["line"].as_i64().unwrap(),
                l["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let at = |n: i64| {
        lines
            .iter()
            .filter(|(l, _)| *l == n)
            .map(|(_, m)| m.as_str())
            .collect::<Vec<_>>()
            .join(" | ")
    };
    assert!(at(3).contains("Unknown origin port \"xxx\""), "{lines:?}");
    assert!(at(4).contains("not a real date"), "{lines:?}");
    assert!(
        at(5).contains("base column must be a number of 0 or more"),
        "{lines:?}"
    );
    assert!(at(6).contains("base is missing"), "{lines:?}");
    assert!(
        at(7).contains("overlaps the validity of line 2"),
        "{lines:?}"
    );
    assert!(at(2).is_empty(), "a good line is not refused: {lines:?}");
    assert!(
        report["error"]
            .as_str()
            .unwrap()
            .starts_with("Nothing was imported")
    );
    let draft = app.admin_json("/api/admin/rates/draft", &cookie).await;
    assert_eq!(
        draft["card"]["freight"].as_array().unwrap().len(),
        3,
        "all or nothing"
    );

    // In Vietnamese for a Vietnamese owner.
    let resp = import(&app, &cookie, "freight", "text/csv", bad.into_bytes(), "vi").await;
    let report: Value = resp.json().await.value().deserialize();
    assert!(
        report["error"]
            .as_str()
            .unwrap()
            .starts_with("Chưa nhập gì"),
        "{report}"
    );
    assert!(
        report["lines"][0]["message"]
            .as_str()
            .unwrap()
            .contains("Cảng đi"),
        "{report}"
    );

    // A file with the wrong columns, or of another type, is refused whole.
    let resp = import(
        &app,
        &cookie,
        "freight",
        "text/csv",
        b"port,rate\nsgn,1\n".to_vec(),
        "en",
    )
    .await;
    resp.assert_status(StatusCode::BAD_REQUEST);
    let body: Value = resp.json().await.value().deserialize();
    assert!(
        body["error"].as_str().unwrap().contains("Missing: origin"),
        "{body}"
    );
    let resp = import(
        &app,
        &cookie,
        "freight",
        "application/pdf",
        b"%PDF".to_vec(),
        "en",
    )
    .await;
    resp.assert_status(StatusCode::UNSUPPORTED_MEDIA_TYPE);

    // Demurrage tariffs with their tiers; the export imports back the same.
    let tariffs = "port,carrier,container,free_days,demurrage_tiers,detention_tiers\nsgn,,40hc,5,1:30;6:50,1:20;6:40\ncmv,Maersk,20gp,7,1:15,1:10\n";
    import(
        &app,
        &cookie,
        "demurrage",
        "text/csv",
        tariffs.as_bytes().to_vec(),
        "en",
    )
    .await
    .assert_status_is_ok();
    let exported = app
        .admin(
            Method::GET,
            "/api/admin/rates/export?kind=freight",
            &cookie,
            None,
        )
        .await;
    exported.assert_status_is_ok();
    let file = exported.0.into_body().into_vec().await.unwrap();
    assert!(String::from_utf8_lossy(&file).contains(HEADER.trim_end()));
    import(&app, &cookie, "freight", "text/csv", file, "en")
        .await
        .assert_status_is_ok();
    let again = app.admin_json("/api/admin/rates/draft", &cookie).await;
    assert_eq!(again["card"]["freight"], draft["card"]["freight"]);
    assert_eq!(
        again["card"]["demurrage"][0]["demurrage"][1],
        json!({"fromDay": 6, "rate": 50.0})
    );
}

#[tokio::test]
async fn an_xlsx_sheet_is_imported_with_its_numbers_and_date_cells() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let file = include_bytes!("../fixtures/rates-freight.xlsx").to_vec();
    let resp = import(&app, &cookie, "freight", XLSX, file, "en").await;
    resp.assert_status_is_ok();
    resp.assert_json(json!({"kind": "freight", "imported": 2}))
        .await;
    let draft = app.admin_json("/api/admin/rates/draft", &cookie).await;
    let lane = &draft["card"]["freight"][1];
    assert_eq!(lane["origin"], "qui");
    assert_eq!(lane["container"], "opentop");
    assert_eq!(lane["base"], 2500.5);
    assert_eq!(lane["validFrom"], "2026-01-01");
    assert_eq!(lane["validUntil"], "2030-12-31");
    // Not a spreadsheet at all.
    let resp = import(&app, &cookie, "freight", XLSX, b"not a zip".to_vec(), "en").await;
    resp.assert_status(StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn publish_versions_restore_and_withdraw_show_on_the_public_card() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    // Before anything is published the card is empty: the calculators say "indicative".
    let empty = public_rates(&app).await;
    assert_eq!(empty["version"], Value::Null);
    assert_eq!(empty["freight"], json!([]));

    let lane = |base: f64| {
        json!({
            "origin": "sgn", "destination": "NLRTM", "service": "fcl40", "container": "standard",
            "base": base, "baf": 10, "caf": 2, "lss": 4, "pss": 0, "thc": 250, "doc": 50, "security": 30,
            "transitMin": 28, "transitMax": 35, "carrier": "ONE", "validFrom": "2026-01-01", "validUntil": "2026-12-31"
        })
    };
    let card = |base: f64| json!({"usdVnd": {"rate": 25400, "date": "2026-11-28"}, "freight": [lane(base)], "demurrage": []});
    // The draft's PUT needs the version it started from.
    let resp = app
        .client
        .put("/api/admin/rates/draft")
        .header("cookie", &cookie)
        .header("origin", ORIGIN)
        .body_json(&card(2000.0))
        .send()
        .await;
    resp.assert_status(StatusCode::PRECONDITION_REQUIRED);
    let stale = app
        .version_of("/api/admin/rates/draft", &cookie)
        .await
        .unwrap();
    app.admin(
        Method::PUT,
        "/api/admin/rates/draft",
        &cookie,
        Some(card(2000.0)),
    )
    .await
    .assert_status_is_ok();
    let resp = app
        .client
        .put("/api/admin/rates/draft")
        .header("cookie", &cookie)
        .header("origin", ORIGIN)
        .header("if-match", stale)
        .body_json(&card(1.0))
        .send()
        .await;
    resp.assert_status(StatusCode::PRECONDITION_FAILED);
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(body["changedBy"], crate::helpers::OWNER_EMAIL);
    // A row the import would refuse is refused here too, named by its row.
    let mut bad = card(2000.0);
    bad["freight"][0]["destination"] = json!("XXXXX");
    let resp = app
        .admin(Method::PUT, "/api/admin/rates/draft", &cookie, Some(bad))
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);

    // Publish version 1.
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/rates/draft/publish",
            &cookie,
            None,
        )
        .await;
    resp.assert_status_is_ok();
    let published: Value = resp.json().await.value().deserialize();
    assert_eq!(published["version"], 1);

    let resp = app.client.get("/api/rates").send().await;
    resp.assert_status_is_ok();
    let etag = header(&resp, "etag").expect("an ETag");
    let caching = header(&resp, "cache-control").unwrap();
    assert!(
        caching.contains("public") && caching.contains("s-maxage="),
        "{caching}"
    );
    let body: Value = resp.json().await.value().deserialize();
    assert_eq!(body["version"], 1);
    assert_eq!(
        body["usdVnd"],
        json!({"rate": 25400.0, "date": "2026-11-28"})
    );
    assert_eq!(body["freight"][0]["base"], 2000.0);
    let resp = app
        .client
        .get("/api/rates")
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status(StatusCode::NOT_MODIFIED);
    assert_eq!(header(&resp, "etag").as_deref(), Some(etag.as_str()));
    // Compressed for a client (or CDN) that asks.
    let resp = app
        .client
        .get("/api/rates")
        .header("accept-encoding", "gzip")
        .send()
        .await;
    assert_eq!(header(&resp, "content-encoding").as_deref(), Some("gzip"));

    // A second version; the first is kept, with who and when.
    app.admin(
        Method::PUT,
        "/api/admin/rates/draft",
        &cookie,
        Some(card(2500.0)),
    )
    .await
    .assert_status_is_ok();
    assert_eq!(
        public_rates(&app).await["freight"][0]["base"],
        2000.0,
        "the draft is not public"
    );
    app.admin(
        Method::POST,
        "/api/admin/rates/draft/publish",
        &cookie,
        None,
    )
    .await
    .assert_status_is_ok();
    let now = public_rates(&app).await;
    assert_eq!(now["version"], 2);
    assert_eq!(now["freight"][0]["base"], 2500.0);
    let resp = app
        .client
        .get("/api/rates")
        .header("if-none-match", &etag)
        .send()
        .await;
    resp.assert_status_is_ok();
    let versions = app.admin_json("/api/admin/rates/versions", &cookie).await;
    assert_eq!(versions["total"], 2);
    assert_eq!(versions["items"][0]["version"], 2);
    assert_eq!(versions["items"][0]["current"], true);
    assert_eq!(
        versions["items"][1]["publishedBy"],
        crate::helpers::OWNER_EMAIL
    );
    assert_eq!(versions["items"][1]["freightLanes"], 1);
    assert!(
        versions["items"][1]["publishedAt"]
            .as_str()
            .unwrap()
            .ends_with('Z')
    );

    // Restore version 1 as the draft: the site is unchanged until it is published.
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/rates/versions/1/restore",
            &cookie,
            None,
        )
        .await;
    resp.assert_status_is_ok();
    let draft: Value = resp.json().await.value().deserialize();
    assert_eq!(draft["basedOn"], 1);
    assert_eq!(draft["card"]["freight"][0]["base"], 2000.0);
    assert_eq!(public_rates(&app).await["version"], 2);
    app.admin(
        Method::POST,
        "/api/admin/rates/versions/9/restore",
        &cookie,
        None,
    )
    .await
    .assert_status(StatusCode::NOT_FOUND);

    // Withdrawn: the public card is empty again.
    app.admin(Method::POST, "/api/admin/rates/withdraw", &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    assert_eq!(public_rates(&app).await["version"], Value::Null);
    app.admin(Method::POST, "/api/admin/rates/withdraw", &cookie, None)
        .await
        .assert_status(StatusCode::NOT_FOUND);

    // The console's calls need the owner's session.
    app.client
        .get("/api/admin/rates/draft")
        .send()
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
}

/// 2026-12-01 12:00 UTC.
const DEC_1: i64 = 1_796_126_400;

#[tokio::test]
async fn the_console_warns_seven_days_before_lanes_expire() {
    let clock = Clock::fixed(DEC_1);
    let app = spawn_app_with({
        let clock = clock.clone();
        move |s| s.clock = clock
    });
    let cookie = app.signed_in().await;
    let csv = format!(
        "{HEADER}sgn,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-11-01,2026-12-12\n\
         hph,NLRTM,fcl40,standard,1900,10,2,4,0,250,50,30,28,35,ONE,2026-11-01,2026-12-31\n"
    );
    import(&app, &cookie, "freight", "text/csv", csv.into_bytes(), "en")
        .await
        .assert_status_is_ok();
    app.admin(
        Method::POST,
        "/api/admin/rates/draft/publish",
        &cookie,
        None,
    )
    .await
    .assert_status_is_ok();
    let warning = |draft: Value| draft["warning"].clone();
    let now = warning(app.admin_json("/api/admin/rates/draft", &cookie).await);
    assert_eq!(now["today"], "2026-12-01");
    assert_eq!(now["expiringCount"], 0);
    // 5 December: the first lane ends within 7 days (12 December).
    clock.advance(4 * 86_400);
    let now = warning(app.admin_json("/api/admin/rates/draft", &cookie).await);
    assert_eq!(now["expiringCount"], 1);
    assert_eq!(now["expiring"][0]["origin"], "sgn");
    assert_eq!(now["expiredCount"], 0);
    // 13 December: it has expired.
    clock.advance(8 * 86_400);
    let now = warning(app.admin_json("/api/admin/rates/draft", &cookie).await);
    assert_eq!(now["expiringCount"], 0);
    assert_eq!(now["expiredCount"], 1);
}

/// docs/decisions-spec.md §24 and bench/RESULTS.md: a card of 5,000 lanes imports in under 5 s
/// and `GET /api/rates` answers it whole under 300 KB gzip.
#[tokio::test]
async fn five_thousand_lanes_import_quickly_and_answer_small() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let origins = ["sgn", "hph", "dad", "cmv", "qui", "nha"];
    let destinations = [
        "CNSHA", "SGSIN", "USNYC", "USLAX", "NLRTM", "DEHAM", "AEDXB", "JPTYO", "KRPUS", "GBFXT",
    ];
    let services = [
        ("fcl20", "standard"),
        ("fcl20", "reefer"),
        ("fcl40", "standard"),
        ("fcl40", "reefer"),
        ("fcl40", "opentop"),
        ("lcl", ""),
    ];
    let mut csv = HEADER.to_owned();
    let mut n = 0;
    // Two validity periods a month, so that no lane overlaps itself.
    'fill: for half in 0..24 {
        let month = half / 2 + 1;
        let (first, last) = if half % 2 == 0 { (1, 14) } else { (15, 28) };
        for o in origins {
            for d in destinations {
                for (s, c) in services {
                    if n == 5000 {
                        break 'fill;
                    }
                    let base = 900 + (n * 37) % 2500;
                    csv.push_str(&format!(
                        "{o},{d},{s},{c},{base},{},{},{},{},{},50,30,{},{},Carrier {},2027-{month:02}-{first:02},2027-{month:02}-{last:02}\n",
                        8 + n % 9, n % 4, 3 + n % 3, n % 6, 150 + n % 120, 10 + n % 20, 30 + n % 10, n % 7
                    ));
                    n += 1;
                }
            }
        }
    }
    assert_eq!(n, 5000);
    let started = Instant::now();
    let resp = import(&app, &cookie, "freight", "text/csv", csv.into_bytes(), "en").await;
    let took = started.elapsed();
    resp.assert_status_is_ok();
    resp.assert_json(json!({"kind": "freight", "imported": 5000}))
        .await;
    app.admin(
        Method::POST,
        "/api/admin/rates/draft/publish",
        &cookie,
        None,
    )
    .await
    .assert_status_is_ok();
    let resp = app
        .client
        .get("/api/rates")
        .header("accept-encoding", "gzip")
        .send()
        .await;
    resp.assert_status_is_ok();
    let gz = resp.0.into_body().into_vec().await.unwrap();
    let mut raw = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut raw)
        .unwrap();
    let card: Value = serde_json::from_slice(&raw).unwrap();
    assert_eq!(card["freight"].as_array().unwrap().len(), 5000);
    println!(
        "5,000 lanes: import {} ms (this build), GET /api/rates {} bytes, {} bytes gzip",
        took.as_millis(),
        raw.len(),
        gz.len()
    );
    assert!(gz.len() < 300 * 1024, "{} bytes gzip", gz.len());
    // The 5 s of the spec is for the release build (bench/RESULTS.md); an unoptimised test
    // build on a shared machine gets room, so that the test measures and does not flake.
    assert!(took.as_secs() < 30, "{took:?}");
}

/// The page's body as the server rendered it, and its data block.
fn rendered_parts(html: &str) -> (&str, &str) {
    let start = html.find("<div id=\"root\">").expect("a root element") + 15;
    let end = html
        .find("</div><script id=\"tradelane-data\"")
        .unwrap_or_else(|| panic!("no server-rendered body in {html}"));
    let data_end = html[end..].find("</script>").expect("the data block's end") + end;
    (&html[start..end], &html[end..data_end])
}

#[tokio::test]
async fn a_freight_link_is_rendered_on_the_published_card() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let lane = |origin: &str, destination: &str, base: f64| {
        json!({
            "origin": origin, "destination": destination, "service": "fcl40", "container": "reefer",
            "base": base, "baf": 10, "caf": 0, "lss": 0, "pss": 0, "thc": 200, "doc": 50, "security": 25,
            "transitMin": 25, "transitMax": 30, "carrier": "ONE", "validFrom": "2020-01-01", "validUntil": "2099-12-31"
        })
    };
    let card = json!({
        "usdVnd": {"rate": 25000, "date": "2026-11-28"},
        "freight": [lane("sgn", "NLRTM", 3000.0), lane("hph", "DEHAM", 2500.0)],
        "demurrage": []
    });
    app.admin(Method::PUT, "/api/admin/rates/draft", &cookie, Some(card))
        .await
        .assert_status_is_ok();
    app.admin(
        Method::POST,
        "/api/admin/rates/draft/publish",
        &cookie,
        None,
    )
    .await
    .assert_status_is_ok();

    let link = "/tools/freight-calculator?serviceType=fcl40&containerType=reefer&destinationPort=NLRTM&originPorts=sgn&includeInsurance=false&lang=en";
    let html = app.get_text(link).await;
    let (body, data) = rendered_parts(&html);
    // 3,000 base + 10 % BAF + 200 THC + 50 documents + 25 security, as the browser computes
    // it (frontend/src/tools/freight/calc.ts), and in VND at the card's rate.
    assert!(body.contains("3,575"), "{body}");
    assert!(body.contains("89,375,000"), "{body}");
    assert!(body.contains("(rate card 1)"), "{body}");
    assert!(!body.contains("Indicative rates."), "{body}");
    // The page carries the lanes to its destination only, and says so (the browser then
    // fetches the whole card).
    assert!(data.contains(r#""only":{"destination":"NLRTM"}"#), "{data}");
    assert!(!data.contains("DEHAM"), "{data}");
    // The calculator without inputs is kept for everyone: it never carries the card.
    let bare = app.get_text("/tools/freight-calculator?lang=en").await;
    assert!(!bare.contains(r#"["api","rates"]"#), "{bare}");

    // Withdrawn: the same link renders on the indicative rates.
    app.admin(Method::POST, "/api/admin/rates/withdraw", &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let withdrawn = app.get_text(link).await;
    let (body, data) = rendered_parts(&withdrawn);
    assert!(body.contains("Indicative rates."), "{body}");
    assert!(!body.contains("3,575"), "{body}");
    assert!(!data.contains(r#""only""#), "{data}");
}

#[tokio::test]
async fn a_demurrage_link_is_rendered_on_the_published_card() {
    let app = spawn_app();
    let cookie = app.signed_in().await;
    let tariff = |port: &str, detention: f64| {
        json!({
            "port": port, "carrier": "", "container": "40hc", "freeDays": 5,
            "demurrage": [{"fromDay": 1, "rate": 30}, {"fromDay": 4, "rate": 60}],
            "detention": [{"fromDay": 1, "rate": detention}]
        })
    };
    let card = json!({"freight": [], "demurrage": [tariff("sgn", 20.0), tariff("hph", 45.0)]});
    app.admin(Method::PUT, "/api/admin/rates/draft", &cookie, Some(card))
        .await
        .assert_status_is_ok();
    app.admin(
        Method::POST,
        "/api/admin/rates/draft/publish",
        &cookie,
        None,
    )
    .await
    .assert_status_is_ok();

    // An import waiting at Cát Lái on the card's tariff for it, as the tracker fills it in.
    let link = |detention: &str| {
        format!(
            "/tools/demurrage-calculator?containerType=40hc&containerNumber=MSCU1234567&direction=import\
             &dischargePort=sgn&etaDate=2026-03-02&currentDate=2026-03-12&freeTimeDays=5&dayType=calendar\
             &chargeType=both&demurrageRate=30&detentionRate={detention}&demurrageTiers=1:30,4:60\
             &detentionTiers=1:{detention}&lang=en"
        )
    };
    let html = app.get_text(&link("20")).await;
    let (body, data) = rendered_parts(&html);
    // Charged 7–12 March: demurrage 30 × 3 + 60 × 3, detention 20 × 6 (as calc.ts computes).
    assert!(body.contains("$390"), "{body}");
    assert!(body.contains("s tariff (rate card 1, published"), "{body}");
    assert!(!body.contains("Indicative tariff"), "{body}");
    // The page carries the tariffs at its port only, and says so.
    assert!(data.contains(r#""only":{"port":"sgn"}"#), "{data}");
    assert!(!data.contains(r#""hph""#), "{data}");

    // A figure the visitor changed is not the company's tariff.
    let changed = app.get_text(&link("25")).await;
    let (body, _) = rendered_parts(&changed);
    assert!(body.contains("Indicative tariff"), "{body}");
    assert!(!body.contains("(rate card 1"), "{body}");

    // The tracker without inputs is kept for everyone: it never carries the card.
    let bare = app.get_text("/tools/demurrage-calculator?lang=en").await;
    assert!(!bare.contains(r#"["api","rates"]"#), "{bare}");

    // Withdrawn: the same link names the indicative tariff.
    app.admin(Method::POST, "/api/admin/rates/withdraw", &cookie, None)
        .await
        .assert_status(StatusCode::NO_CONTENT);
    let withdrawn = app.get_text(&link("20")).await;
    let (body, data) = rendered_parts(&withdrawn);
    assert!(body.contains("Indicative tariff"), "{body}");
    assert!(!data.contains(r#""only""#), "{data}");
}
