//! Issue: bodies over 32 KB answer 413 with or without Content-Length (chunked too, never
//! 411); a panic answers 500 {"error"} without internals and the server keeps serving.

use poem::{Body, EndpointExt, Route, get, handler, http::StatusCode, test::TestClient};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{TestServer, enquiry, spawn_app};

const LIMIT: usize = 32 * 1024;

/// A body of `size` bytes, sent in 1 KB pieces without a Content-Length.
fn chunked(size: usize) -> Body {
    let pieces = (0..size.div_ceil(1024)).map(move |i| {
        let len = 1024.min(size - i * 1024);
        Ok::<_, std::io::Error>(vec![b' '; len])
    });
    Body::from_bytes_stream(futures_util::stream::iter(pieces))
}

#[tokio::test]
async fn a_5000_character_vietnamese_message_fits_even_escaped() {
    let app = spawn_app();
    let mut body = enquiry("long");
    body["message"] = Value::String("ự".repeat(5000));
    // "\u1ef1" for every character: six bytes each, the worst a JSON encoder does.
    let text = serde_json::to_string(&body)
        .unwrap()
        .replace('ự', "\\u1ef1");
    assert!(text.len() > 30_000 && text.len() <= LIMIT, "{}", text.len());
    let resp = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body(text)
        .send()
        .await;
    resp.assert_status(StatusCode::CREATED);
}

#[tokio::test]
async fn oversized_bodies_are_413_with_or_without_content_length() {
    let app = spawn_app();
    // Exactly the limit is read (and refused as JSON); one byte more is too large.
    let resp = app
        .client
        .post("/api/contact")
        .content_type("application/json")
        .body(chunked(LIMIT))
        .send()
        .await;
    resp.assert_status(StatusCode::BAD_REQUEST);

    for size in [LIMIT + 1, 100 * 1024, 3 * 1024 * 1024] {
        let resp = app
            .client
            .post("/api/contact")
            .content_type("application/json")
            .body(chunked(size))
            .send()
            .await;
        resp.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
        let answer: Value = resp.json().await.value().deserialize();
        assert!(
            answer["error"].as_str().unwrap().contains("32 KB"),
            "{size}"
        );
    }

    // A declared length over the limit is refused before reading.
    let resp = app
        .client
        .post("/api/contact")
        .header("accept-language", "en")
        .header("content-length", "50000000")
        .content_type("application/json")
        .body(chunked(10))
        .send()
        .await;
    resp.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
    let answer: Value = resp.json().await.value().deserialize();
    assert_eq!(
        answer["error"],
        "The request body is too large (32 KB at most)."
    );
    assert_eq!(app.count("contact_submissions"), 0);
}

/// Sends a raw HTTP/1.1 request to the real binary and returns the status line and body.
async fn raw_request(server: &TestServer, head: &str, body: Vec<u8>) -> (String, String) {
    let stream = tokio::net::TcpStream::connect(server.authority())
        .await
        .unwrap();
    let (mut read, mut write) = stream.into_split();
    let head = head.to_owned();
    let sender = tokio::spawn(async move {
        write.write_all(head.as_bytes()).await?;
        write.write_all(&body).await?;
        write.flush().await
    });
    let mut answer = Vec::new();
    tokio::time::timeout(
        std::time::Duration::from_secs(30),
        read.read_to_end(&mut answer),
    )
    .await
    .expect("the server answers and closes")
    .expect("the answer arrives whole");
    let _ = sender.await;
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text.lines().next().unwrap_or_default().to_owned();
    let body = text.split("\r\n\r\n").nth(1).unwrap_or_default().to_owned();
    (status, body)
}

fn chunked_encoding(total: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut left = total;
    while left > 0 {
        let n = left.min(4096);
        out.extend_from_slice(format!("{n:x}\r\n").as_bytes());
        out.extend(std::iter::repeat_n(b'a', n));
        out.extend_from_slice(b"\r\n");
        left -= n;
    }
    out.extend_from_slice(b"0\r\n\r\n");
    out
}

#[tokio::test]
async fn the_binary_answers_413_to_a_chunked_body_never_411() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &["--contact-rate-limit", "0"]);
    let head = format!(
        "POST /api/contact HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Accept-Language: en\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        server.authority()
    );
    for size in [LIMIT + 1, 40 * 1024, 512 * 1024] {
        let (status, body) = raw_request(&server, &head, chunked_encoding(size)).await;
        assert!(status.starts_with("HTTP/1.1 413"), "{size}: {status}");
        assert!(body.contains("too large"), "{body}");
    }

    // A small chunked enquiry is read whole and stored.
    let body = serde_json::to_vec(&enquiry("chunked")).unwrap();
    let mut encoded = format!("{:x}\r\n", body.len()).into_bytes();
    encoded.extend_from_slice(&body);
    encoded.extend_from_slice(b"\r\n0\r\n\r\n");
    let (status, _) = raw_request(&server, &head, encoded).await;
    assert!(status.starts_with("HTTP/1.1 201"), "{status}");

    // Declared too large: refused without waiting for the body.
    let head = format!(
        "POST /api/contact HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 40000\r\nConnection: close\r\n\r\n",
        server.authority()
    );
    let (status, _) = raw_request(&server, &head, vec![b'{'; 40_000]).await;
    assert!(status.starts_with("HTTP/1.1 413"), "{status}");
}

#[handler]
fn boom() -> &'static str {
    panic!("secret internals: password=hunter2");
}

#[handler]
fn fine() -> &'static str {
    "fine"
}

#[tokio::test]
async fn a_panic_is_a_json_500_without_internals_and_serving_goes_on() {
    let settings = tradelane::configuration::Settings::new("unused");
    let app = tradelane::startup::harden(
        Route::new()
            .at("/api/boom", get(boom))
            .at("/api/fine", get(fine)),
        &settings,
        tradelane::http::security::app_csp(&[]),
    );
    let client = TestClient::new(app.map_to_response());
    let resp = client
        .get("/api/boom")
        .header("accept-language", "en")
        .send()
        .await;
    resp.assert_status(StatusCode::INTERNAL_SERVER_ERROR);
    resp.assert_content_type("application/json; charset=utf-8");
    resp.assert_header_exist("content-security-policy");
    let text = resp.0.into_body().into_string().await.unwrap();
    assert!(
        !text.contains("hunter2") && !text.contains("secret"),
        "{text}"
    );
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        body["error"],
        "The server ran into a problem. Please try again later."
    );
    let resp = client.get("/api/boom").send().await;
    let body: Value = resp.json().await.value().deserialize();
    assert!(body["error"].as_str().unwrap().starts_with("Máy chủ"));

    client
        .get("/api/fine")
        .send()
        .await
        .assert_text("fine")
        .await;
}
