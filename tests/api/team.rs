//! A team, not one owner (docs/decisions-spec.md §25): every operation of the served
//! document as each role and without a session, invitations, suspension, the last owner,
//! enquiries assigned to people.

use poem::http::{Method, StatusCode};
use serde_json::{Value, json};
use tradelane::kernel::clock::Clock;
use tradelane::owners::roles::Role;

use crate::helpers::{
    ORIGIN, OWNER_EMAIL, OWNER_PASSWORD, TestApp, session_cookie, spawn_app, spawn_app_with,
};

const EDITOR: &str = "editor@example.vn";
const SALES: &str = "sales@example.vn";
const PASSWORD: &str = "another-long-one-2";

fn create(app: &TestApp, email: &str, role: Role) {
    let hash = tradelane::owners::accounts::hash_password(PASSWORD).unwrap();
    app.pool
        .get()
        .unwrap()
        .execute(
            "INSERT INTO owners (email, password_hash, role) VALUES (?1, ?2, ?3)",
            [email, &hash, role.code()],
        )
        .unwrap();
}

/// Signs in (the console in `language`); the cookie.
async fn sign_in(app: &TestApp, email: &str, password: &str, language: &str) -> String {
    let resp = app
        .client
        .post("/api/admin/session")
        .header("origin", ORIGIN)
        .body_json(&json!({"email": email, "password": password, "language": language}))
        .send()
        .await;
    resp.assert_status(StatusCode::NO_CONTENT);
    session_cookie(&resp)
}

/// A path of the document with each `{param}` filled with a value of the right shape.
fn concrete(path: &str) -> String {
    path.split('/')
        .map(|segment| match segment {
            "{year}" => "2030",
            "{name}" => "none.tar",
            "{slug}" => "about",
            s if s.starts_with('{') => "999999",
            s => s,
        })
        .collect::<Vec<_>>()
        .join("/")
}

async fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    cookie: Option<&str>,
) -> (StatusCode, Value) {
    let method: Method = method.to_uppercase().parse().unwrap();
    let mut req = app
        .client
        .request(method.clone(), format!("/api{}", concrete(path)))
        .header("origin", ORIGIN);
    if let Some(cookie) = cookie {
        req = req.header("cookie", cookie);
    }
    if matches!(method, Method::POST | Method::PUT | Method::PATCH) {
        req = req.body_json(&json!({}));
    }
    let resp = req.send().await;
    let status = resp.0.status();
    let body = resp.0.into_body().into_string().await.unwrap_or_default();
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

/// Every operation under `/admin` of the served document, as an owner, an editor, a
/// salesperson and nobody: allowed when the document declares the role (an owner always),
/// else 403 with the refusal in the account's language; 401 without a session.
#[tokio::test]
async fn every_admin_operation_answers_each_role_as_the_document_declares() {
    let app = spawn_app();
    app.create_owner(OWNER_EMAIL, OWNER_PASSWORD);
    create(&app, EDITOR, Role::Editor);
    create(&app, SALES, Role::Sales);
    let document: Value = app
        .client
        .get("/api/openapi.json")
        .send()
        .await
        .json()
        .await
        .value()
        .deserialize();
    let mut operations = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        if !path.starts_with("/admin") {
            continue;
        }
        for (method, operation) in item.as_object().unwrap() {
            operations.push((path.clone(), method.clone(), operation.clone()));
        }
    }
    assert!(operations.len() > 100, "{}", operations.len());
    let accounts = [
        (Role::Owner, OWNER_EMAIL, OWNER_PASSWORD, "vi"),
        (Role::Editor, EDITOR, PASSWORD, "vi"),
        (Role::Sales, SALES, PASSWORD, "en"),
    ];
    let mut checked = [0usize; 2];
    for (role, email, password, language) in accounts {
        let mut cookie = sign_in(&app, email, password, language).await;
        let lang = tradelane::kernel::language::Language::parse(language).unwrap();
        let refusal = tradelane::owners::text::role_refused(lang, role);
        for (path, method, operation) in &operations {
            let public = operation["security"]
                .as_array()
                .is_none_or(|requirements| requirements.is_empty());
            if public {
                continue;
            }
            let declared = tradelane::owners::roles::declared(operation);
            let allowed = role == Role::Owner || declared.contains(&role);
            // Signing out ends the session it is sent with: those get a session of their own.
            let signs_out =
                method == "delete" && (path == "/admin/session" || path == "/admin/sessions");
            let own = match signs_out {
                true => sign_in(&app, email, password, language).await,
                false => cookie.clone(),
            };
            let (status, body) = call(&app, method, path, Some(&own)).await;
            if signs_out {
                // Signing out everywhere ended the walk's session too.
                cookie = sign_in(&app, email, password, language).await;
            }
            if allowed {
                assert_ne!(status, StatusCode::UNAUTHORIZED, "{role:?} {method} {path}");
                assert!(
                    status != StatusCode::FORBIDDEN || body["error"] != refusal,
                    "{role:?} {method} {path} refused: {body}"
                );
                checked[0] += 1;
            } else {
                assert_eq!(status, StatusCode::FORBIDDEN, "{role:?} {method} {path}");
                assert_eq!(body["error"], refusal, "{role:?} {method} {path}");
                checked[1] += 1;
            }
        }
    }
    // Without a session: 401 for every operation that has a requirement, none for the rest.
    for (path, method, operation) in &operations {
        let public = operation["security"]
            .as_array()
            .is_none_or(|requirements| requirements.is_empty());
        let (status, _) = call(&app, method, path, None).await;
        if public {
            assert_ne!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
        } else {
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
        }
    }
    assert!(checked[0] > 150 && checked[1] > 80, "{checked:?}");
}

/// The console's own operations are declared as the spec gives them out.
#[tokio::test]
async fn roles_are_declared_as_the_spec_gives_them() {
    let document: Value = serde_json::from_str(&tradelane::startup::openapi_document()).unwrap();
    let roles = |path: &str, method: &str| {
        tradelane::owners::roles::declared(&document["paths"][path][method])
    };
    assert_eq!(roles("/admin/enquiries/{id}", "patch"), [Role::Sales]);
    assert_eq!(roles("/admin/enquiries/{id}", "delete"), []);
    assert_eq!(roles("/admin/content/blog-posts", "post"), [Role::Editor]);
    assert_eq!(roles("/admin/settings", "put"), []);
    assert_eq!(roles("/admin/backups", "get"), []);
    assert_eq!(roles("/admin/invitations", "post"), []);
    assert_eq!(
        roles("/admin/subscriptions", "get"),
        [Role::Editor, Role::Sales]
    );
    assert_eq!(roles("/admin/stats", "get"), [Role::Sales]);
}

async fn invite(app: &TestApp, cookie: &str, email: &str, role: &str) -> (StatusCode, Value) {
    let resp = app
        .admin(
            Method::POST,
            "/api/admin/invitations",
            cookie,
            Some(json!({"email": email, "role": role})),
        )
        .await;
    let status = resp.0.status();
    (status, resp.json().await.value().deserialize())
}

/// The token waiting in the outbox for `email`'s newest invitation (no SMTP in tests: it
/// stays queued).
fn invitation_token(app: &TestApp, email: &str) -> String {
    app.pool
        .get()
        .unwrap()
        .query_row(
            "SELECT secret FROM notices WHERE kind = 'invitation' AND recipient = ?1 ORDER BY id DESC LIMIT 1",
            [email],
            |r| r.get(0),
        )
        .unwrap()
}

async fn accept(app: &TestApp, token: &str, password: &str) -> poem::test::TestResponse {
    app.client
        .post("/api/admin/invitations/accept")
        .header("origin", ORIGIN)
        .header("accept-language", "en")
        .body_json(&json!({"token": token, "password": password, "language": "en"}))
        .send()
        .await
}

#[tokio::test]
async fn an_invitation_works_once_within_seven_days_under_the_password_rules() {
    let now = 1_795_748_400;
    let clock = Clock::fixed(now);
    let app = spawn_app_with({
        let clock = clock.clone();
        move |s| {
            s.contact_rate_limit = 0;
            s.clock = clock;
        }
    });
    let owner = app.signed_in().await;
    let (status, invitation) = invite(&app, &owner, "lan@example.vn", "sales").await;
    assert_eq!(status, StatusCode::CREATED, "{invitation}");
    assert_eq!(invitation["role"], "sales");
    assert_eq!(invitation["expiresAt"], "2026-12-04T03:00:00Z");
    let token = invitation_token(&app, "lan@example.vn");

    // The password rules of every account.
    let weak = accept(&app, &token, "password1234").await;
    weak.assert_status(StatusCode::BAD_REQUEST);
    let error: Value = weak.json().await.value().deserialize();
    assert!(
        error["error"]
            .as_str()
            .unwrap()
            .contains("too easy to guess"),
        "{error}"
    );
    let named = accept(&app, &token, "lan-is-my-long-name-77").await;
    named.assert_status(StatusCode::BAD_REQUEST);

    // Accepted: the account exists with its role and is signed in.
    let accepted = accept(&app, &token, PASSWORD).await;
    accepted.assert_status(StatusCode::CREATED);
    let cookie = session_cookie(&accepted);
    let member: Value = accepted.json().await.value().deserialize();
    assert_eq!(member["email"], "lan@example.vn");
    assert_eq!(member["role"], "sales");
    let me = app.admin_json("/api/admin/session", &cookie).await;
    assert_eq!(me["role"], "sales");
    assert_eq!(me["language"], "en");

    // Single use.
    let again = accept(&app, &token, "a-different-long-pass-3").await;
    again.assert_status(StatusCode::BAD_REQUEST);
    let error: Value = again.json().await.value().deserialize();
    assert!(
        error["error"].as_str().unwrap().contains("used, withdrawn"),
        "{error}"
    );

    // An address with an account cannot be invited again.
    let (status, _) = invite(&app, &owner, "lan@example.vn", "editor").await;
    assert_eq!(status, StatusCode::CONFLICT);

    // Expiry by the server's clock: valid for 7 days, not a second more.
    let (_, second) = invite(&app, &owner, "minh@example.vn", "editor").await;
    clock.advance(7 * 86_400 - 1);
    let token = invitation_token(&app, "minh@example.vn");
    clock.advance(1);
    accept(&app, &token, PASSWORD)
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    // A resend gives a new link for 7 more days; the old one stays dead.
    let resent = app
        .admin(
            Method::POST,
            &format!("/api/admin/invitations/{}/resend", second["id"]),
            &owner,
            None,
        )
        .await;
    resent.assert_status_is_ok();
    accept(&app, &token, PASSWORD)
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    let fresh = invitation_token(&app, "minh@example.vn");
    assert_ne!(fresh, token);
    // Withdrawn: the new link stops too.
    app.admin(
        Method::DELETE,
        &format!("/api/admin/invitations/{}", second["id"]),
        &owner,
        None,
    )
    .await
    .assert_status(StatusCode::NO_CONTENT);
    accept(&app, &fresh, PASSWORD)
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    assert_eq!(app.count("owners"), 2);
}

#[tokio::test]
async fn a_suspended_or_removed_account_is_refused_at_once_and_the_last_owner_stays() {
    let app = spawn_app();
    let owner = app.signed_in().await;
    create(&app, SALES, Role::Sales);
    let sales = sign_in(&app, SALES, PASSWORD, "en").await;
    app.admin(Method::GET, "/api/admin/enquiries", &sales, None)
        .await
        .assert_status_is_ok();
    let members = app.admin_json("/api/admin/team/members", &owner).await;
    let id_of = |email: &str| {
        members["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["email"] == email)
            .unwrap()["id"]
            .as_i64()
            .unwrap()
    };
    let (owner_id, sales_id) = (id_of(OWNER_EMAIL), id_of(SALES));

    // Suspended: the session in hand is refused on its very next request, sign-in too.
    let suspended = app
        .admin(
            Method::PATCH,
            &format!("/api/admin/team/members/{sales_id}"),
            &owner,
            Some(json!({"suspended": true})),
        )
        .await;
    suspended.assert_status_is_ok();
    app.admin(Method::GET, "/api/admin/enquiries", &sales, None)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
    app.sign_in_as(SALES, PASSWORD)
        .await
        .assert_status(StatusCode::FORBIDDEN);

    // The last owner can be neither demoted, suspended nor removed.
    for body in [json!({"role": "editor"}), json!({"suspended": true})] {
        let resp = app
            .admin(
                Method::PATCH,
                &format!("/api/admin/team/members/{owner_id}"),
                &owner,
                Some(body),
            )
            .await;
        resp.assert_status(StatusCode::CONFLICT);
    }
    app.admin(
        Method::DELETE,
        &format!("/api/admin/team/members/{owner_id}"),
        &owner,
        None,
    )
    .await
    .assert_status(StatusCode::CONFLICT);

    // A second owner: then the first may step down, and removal ends the sessions.
    app.admin(
        Method::PATCH,
        &format!("/api/admin/team/members/{sales_id}"),
        &owner,
        Some(json!({"suspended": false, "role": "owner"})),
    )
    .await
    .assert_status_is_ok();
    let second = sign_in(&app, SALES, PASSWORD, "en").await;
    app.admin(
        Method::DELETE,
        &format!("/api/admin/team/members/{owner_id}"),
        &second,
        None,
    )
    .await
    .assert_status(StatusCode::NO_CONTENT);
    app.admin(Method::GET, "/api/admin/session", &owner, None)
        .await
        .assert_status(StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn two_step_for_everyone_leaves_only_turning_it_on() {
    let app = spawn_app();
    let owner = app.signed_in().await;
    app.admin(
        Method::PUT,
        "/api/admin/team/policy",
        &owner,
        Some(json!({"requireTwoStep": true})),
    )
    .await
    .assert_status_is_ok();
    let me = app.admin_json("/api/admin/session", &owner).await;
    assert_eq!(me["twoStepRequired"], true);
    let refused = app
        .admin(Method::GET, "/api/admin/enquiries", &owner, None)
        .await;
    refused.assert_status(StatusCode::FORBIDDEN);
    app.admin(Method::POST, "/api/admin/totp", &owner, None)
        .await
        .assert_status_is_ok();
}

#[tokio::test]
async fn an_enquiry_is_assigned_noted_followed_up_and_filtered_by_person() {
    let app = spawn_app();
    let owner = app.signed_in().await;
    create(&app, SALES, Role::Sales);
    let sales = sign_in(&app, SALES, PASSWORD, "en").await;
    let sent = app
        .client
        .post("/api/contact")
        .body_json(&crate::helpers::enquiry("assign"))
        .send()
        .await;
    sent.assert_status(StatusCode::CREATED);
    let page = app.admin_json("/api/admin/enquiries", &owner).await;
    let id = page["items"][0]["id"].as_str().unwrap().to_owned();
    assert!(page["items"][0].get("assignee").is_none());

    // The owner assigns it: the salesperson is told by e-mail.
    let patched = app
        .admin(
            Method::PATCH,
            &format!("/api/admin/enquiries/{id}"),
            &owner,
            Some(json!({"assignee": SALES, "followUp": "2030-01-15"})),
        )
        .await;
    patched.assert_status_is_ok();
    let detail: Value = patched.json().await.value().deserialize();
    assert_eq!(detail["assignee"], SALES);
    assert_eq!(detail["followUp"], "2030-01-15");
    let told: i64 = app
        .pool
        .get()
        .unwrap()
        .query_row(
            "SELECT count(*) FROM notices WHERE kind = 'assigned' AND recipient = ?1 AND enquiry_id = ?2",
            [SALES, &id],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(told, 1);

    // "Assigned to me": the salesperson's, not the owner's.
    let mine = app
        .admin_json("/api/admin/enquiries?assigned=me", &sales)
        .await;
    assert_eq!(mine["total"], 1);
    let owners = app
        .admin_json("/api/admin/enquiries?assigned=me", &owner)
        .await;
    assert_eq!(owners["total"], 0);

    // A note keeps its author and time; the activity names the person.
    let noted = app
        .admin(
            Method::PATCH,
            &format!("/api/admin/enquiries/{id}"),
            &sales,
            Some(json!({"note": "Called back, quote on Monday."})),
        )
        .await;
    noted.assert_status_is_ok();
    let detail: Value = noted.json().await.value().deserialize();
    assert_eq!(detail["notes"][0]["author"], SALES);
    assert!(detail["notes"][0]["createdAt"].as_str().is_some());
    let activity = app.admin_json("/api/admin/activity", &owner).await;
    assert!(
        activity["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["action"] == "enquiry.assign" && a["actor"] == OWNER_EMAIL),
        "{activity}"
    );

    // Nobody outside the team, a day not on the calendar: clear 400s.
    for body in [
        json!({"assignee": "stranger@example.vn"}),
        json!({"followUp": "2030-02-30"}),
    ] {
        app.admin(
            Method::PATCH,
            &format!("/api/admin/enquiries/{id}"),
            &owner,
            Some(body),
        )
        .await
        .assert_status(StatusCode::BAD_REQUEST);
    }
    // Unassigned again with an empty text.
    let cleared = app
        .admin(
            Method::PATCH,
            &format!("/api/admin/enquiries/{id}"),
            &owner,
            Some(json!({"assignee": ""})),
        )
        .await;
    let detail: Value = cleared.json().await.value().deserialize();
    assert!(detail.get("assignee").is_none(), "{detail}");
}

/// The id of the enquiry sent with `crate::helpers::enquiry(tag)`.
fn enquiry_id(app: &TestApp, tag: &str) -> String {
    app.pool
        .get()
        .unwrap()
        .query_row(
            "SELECT id FROM contact_submissions WHERE name = ?1",
            [format!("Trần Minh Đức {tag}")],
            |r| r.get(0),
        )
        .unwrap()
}

async fn send_enquiry(app: &TestApp, tag: &str) -> String {
    app.client
        .post("/api/contact")
        .body_json(&crate::helpers::enquiry(tag))
        .send()
        .await
        .assert_status(StatusCode::CREATED);
    enquiry_id(app, tag)
}

async fn patch_enquiry(app: &TestApp, cookie: &str, id: &str, body: Value) {
    app.admin(
        Method::PATCH,
        &format!("/api/admin/enquiries/{id}"),
        cookie,
        Some(body),
    )
    .await
    .assert_status_is_ok();
}

#[tokio::test]
async fn the_assignee_is_told_by_e_mail_and_the_digest_lists_follow_ups_due_by_the_test_clock() {
    use crate::smtp_sink::SmtpSink;
    use std::time::Duration;

    let sink = SmtpSink::start(0);
    // 2026-11-27 10:00 in Vietnam (the business's time zone by default).
    let clock = Clock::fixed(1_795_748_400);
    let app = spawn_app_with({
        let (clock, url) = (clock.clone(), sink.url());
        move |s| {
            s.contact_rate_limit = 0;
            s.smtp_url = Some(tradelane::kernel::mail::SmtpUrl::parse(&url).unwrap());
            s.clock = clock;
        }
    });
    let owner = app.signed_in().await;
    let mut settings = app.admin_json("/api/admin/settings", &owner).await;
    let object = settings.as_object_mut().unwrap();
    object.remove("smtpConfigured");
    object.remove("smtpFromEnv");
    settings["notifyTo"] = json!([OWNER_EMAIL]);
    settings["email"] = json!("hello@cuulong.example");
    settings["companyName"] = json!("Cửu Long Logistics");
    app.admin(Method::PUT, "/api/admin/settings", &owner, Some(settings))
        .await
        .assert_status_is_ok();
    create(&app, SALES, Role::Sales);

    // Three enquiries (a notice each, the digest still off): one due today and given to the
    // salesperson, one due tomorrow, one overdue but closed.
    let due = send_enquiry(&app, "due").await;
    let later = send_enquiry(&app, "later").await;
    let closed = send_enquiry(&app, "closed").await;
    patch_enquiry(
        &app,
        &owner,
        &due,
        json!({"assignee": SALES, "followUp": "2026-11-27"}),
    )
    .await;
    patch_enquiry(&app, &owner, &later, json!({"followUp": "2026-11-28"})).await;
    patch_enquiry(
        &app,
        &owner,
        &closed,
        json!({"followUp": "2026-11-20", "status": "closed"}),
    )
    .await;
    let mails = sink.wait_for(4, Duration::from_secs(10)).await;
    let told = mails
        .iter()
        .find(|m| m.to.iter().any(|to| to == SALES))
        .expect("the assignee's notice");
    assert!(
        told.body().contains(&format!("/admin/enquiries/{due}")),
        "{}",
        told.body()
    );
    assert!(
        told.body().contains("vừa được giao cho bạn"),
        "{}",
        told.body()
    );

    // The digest on (1 "minute" is 0.1 s in tests): a new enquiry brings one, with today's
    // follow-ups by the test clock.
    app.admin(
        Method::PUT,
        "/api/admin/notices/digest",
        &owner,
        Some(json!({"minutes": 1})),
    )
    .await
    .assert_status_is_ok();
    let is_digest = |m: &crate::smtp_sink::Mail| {
        m.header("Subject")
            .is_some_and(|s| s.contains("yêu cầu tư vấn mới"))
            && m.body().contains("Cần liên hệ lại")
    };
    send_enquiry(&app, "new 1").await;
    let mails = sink.wait_for(5, Duration::from_secs(10)).await;
    let digest = mails.iter().find(|m| is_digest(m)).expect("a digest");
    let body = digest.body();
    assert!(
        body.contains("Cần liên hệ lại (đến hạn hôm nay hoặc đã quá hạn): 1"),
        "{body}"
    );
    assert!(
        body.contains(
            "• Trần Minh Đức due (Công ty Cổ phần Logistics Sài Gòn) — ngày 2026-11-27, phụ trách: sales@example.vn"
        ),
        "{body}"
    );
    assert!(!body.contains("Trần Minh Đức later"), "{body}");
    assert!(!body.contains("Trần Minh Đức closed"), "{body}");

    // A day later by the test clock, tomorrow's is due too (and nobody has it).
    clock.advance(86_400);
    send_enquiry(&app, "new 2").await;
    crate::helpers::wait_for("the next digest", Duration::from_secs(10), async || {
        sink.mails()
            .iter()
            .any(|m| is_digest(m) && m.body().contains("Trần Minh Đức new 2"))
    })
    .await;
    let last = sink
        .mails()
        .into_iter()
        .rfind(|m| is_digest(m) && m.body().contains("Trần Minh Đức new 2"))
        .unwrap();
    let body = last.body();
    assert!(body.contains("hoặc đã quá hạn): 2"), "{body}");
    assert!(
        body.contains("— ngày 2026-11-28, phụ trách: chưa có người phụ trách"),
        "{body}"
    );
    assert!(!body.contains("Trần Minh Đức closed"), "{body}");
}
