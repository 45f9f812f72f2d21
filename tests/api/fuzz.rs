//! Issue: whatever arrives as a contact body, the answer is 201, 400, 413 or 415: never a
//! 5xx, never a panic.

use poem::http::StatusCode;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{Map, Number, Value};

use crate::helpers::{TestApp, spawn_app};

const FIELDS: [&str; 7] = [
    "name",
    "email",
    "company",
    "phone",
    "message",
    "preferredLanguage",
    "website",
];

/// Text of every kind: unicode, control characters, Vietnamese, empty, blank, huge.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "\\PC{0,40}",
        "[\\x00-\\x1f\\x7f\"\\\\]{0,20}",
        Just(String::new()),
        Just("   \t\n ".to_owned()),
        Just("Nguyễn Thị Lan".to_owned()),
        Just("lan.nguyen@example.vn".to_owned()),
        Just("vi".to_owned()),
        Just("en".to_owned()),
        (1usize..40_000).prop_map(|n| "ữ".repeat(n)),
        (4_990usize..5_010).prop_map(|n| "a".repeat(n)),
        Just("\u{202e}\u{0}\u{feff}\u{1F600}".to_owned()),
    ]
}

/// Any JSON value, nested.
fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| Number::from_f64(f).map_or(Value::Null, Value::Number)),
        text().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::btree_map("\\PC{0,12}", inner, 0..8)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// An object with some of the contact fields, each of any value, plus extra keys.
fn contact_like() -> impl Strategy<Value = Value> {
    let field = prop_oneof![
        3 => text().prop_map(Value::String),
        1 => json(),
    ];
    (
        prop::collection::vec(prop::option::of(field), FIELDS.len()),
        prop::collection::btree_map("\\PC{0,12}", json(), 0..3),
    )
        .prop_map(|(values, extra)| {
            let mut object: Map<String, Value> = extra.into_iter().collect();
            for (key, value) in FIELDS.iter().zip(values) {
                if let Some(value) = value {
                    object.insert((*key).to_owned(), value);
                }
            }
            Value::Object(object)
        })
}

/// A valid enquiry with one field changed, removed or added: most of these are 201s.
fn near_valid() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(FIELDS.to_vec()),
        prop::option::of(prop_oneof![3 => text().prop_map(Value::String), 1 => json()]),
    )
        .prop_map(|(key, value)| {
            let mut object = crate::helpers::enquiry("fuzz");
            match value {
                Some(value) => object[key] = value,
                None => {
                    object.as_object_mut().unwrap().remove(key);
                }
            }
            object
        })
}

#[derive(Debug, Clone)]
enum Payload {
    Json(Value),
    Raw(Vec<u8>),
    Truncated(Value, usize),
}

impl Payload {
    fn bytes(&self) -> Vec<u8> {
        match self {
            Payload::Json(v) => serde_json::to_vec(v).unwrap(),
            Payload::Raw(bytes) => bytes.clone(),
            Payload::Truncated(v, cut) => {
                let bytes = serde_json::to_vec(v).unwrap();
                bytes[..(*cut).min(bytes.len())].to_vec()
            }
        }
    }
}

fn payload() -> impl Strategy<Value = Payload> {
    prop_oneof![
        4 => contact_like().prop_map(Payload::Json),
        4 => near_valid().prop_map(Payload::Json),
        2 => json().prop_map(Payload::Json),
        1 => prop::collection::vec(any::<u8>(), 0..256).prop_map(Payload::Raw),
        1 => (contact_like(), any::<usize>()).prop_map(|(v, cut)| Payload::Truncated(v, cut % 512)),
    ]
}

fn content_type() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        4 => Just(Some("application/json".to_owned())),
        1 => Just(Some("application/json; charset=utf-8".to_owned())),
        1 => Just(Some("application/problem+json".to_owned())),
        1 => Just(Some("text/plain".to_owned())),
        1 => Just(Some("application/x-www-form-urlencoded".to_owned())),
        1 => Just(None),
        1 => "[ -~]{0,30}".prop_map(Some),
    ]
}

async fn send(
    app: &TestApp,
    body: Vec<u8>,
    content_type: Option<&str>,
    lang: &str,
) -> (StatusCode, Value) {
    let mut req = app
        .client
        .post("/api/contact")
        .header("accept-language", lang)
        .body(body);
    if let Some(ct) = content_type {
        req = req.header("content-type", ct);
    }
    let resp = req.send().await;
    let status = resp.0.status();
    let text = resp.0.into_body().into_string().await.unwrap();
    let json =
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: JSON answer, got {text}"));
    (status, json)
}

#[test]
fn any_contact_body_gets_201_400_413_or_415() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let app = rt.block_on(async { spawn_app() });
    let mut runner = TestRunner::new(Config {
        cases: 400,
        failure_persistence: None,
        ..Config::default()
    });
    let seen = std::cell::RefCell::new(std::collections::BTreeMap::<u16, usize>::new());
    let strategy = (
        payload(),
        content_type(),
        prop::sample::select(vec!["vi", "en", "fr", ""]),
    );
    runner
        .run(&strategy, |(payload, content_type, lang)| {
            let (status, answer) =
                rt.block_on(send(&app, payload.bytes(), content_type.as_deref(), lang));
            prop_assert!(
                [201, 400, 413, 415].contains(&status.as_u16()),
                "status {} for {:?}",
                status,
                payload
            );
            *seen.borrow_mut().entry(status.as_u16()).or_default() += 1;
            if status == StatusCode::CREATED {
                prop_assert!(answer["id"].is_string());
            } else {
                prop_assert!(answer["error"].as_str().is_some_and(|e| !e.is_empty()));
            }
            Ok(())
        })
        .unwrap();
    // The generators reach every answer, so none of them is left untested.
    let seen = seen.into_inner();
    for status in [201, 400, 413, 415] {
        assert!(seen.contains_key(&status), "no {status} among {seen:?}");
    }
}
