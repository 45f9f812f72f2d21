//! docs/decisions-spec.md §13: the HTTP server holds against clients that open connections and never finish
//! them (header-read and idle timeouts, caps per address and in all), and stays calm when
//! the process runs out of file descriptors.

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::TestServer;

/// How long until the server closes `tcp` (reads to the end, answers included).
async fn closed_after(tcp: &mut TcpStream, limit: Duration) -> Duration {
    let started = Instant::now();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout(limit, tcp.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return started.elapsed(),
            Ok(Ok(_)) => {}
            Err(_) => panic!("still open after {limit:?}"),
        }
    }
}

/// Whether a plain request on a new connection is answered.
async fn answers(server: &TestServer) -> bool {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(2))
        .build()
        .unwrap();
    client
        .get(server.url("/api/health"))
        .send()
        .await
        .is_ok_and(|r| r.status().is_success())
}

#[tokio::test]
async fn a_half_sent_header_and_an_idle_connection_are_closed_in_time() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(
        dir.path(),
        &["--header-timeout", "1", "--idle-timeout", "2"],
    );
    // Headers started, never finished (slowloris): closed after the header timeout, even
    // while bytes keep trickling in.
    let mut slow = TcpStream::connect(server.authority()).await.unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let trickle = async {
        for _ in 0..10 {
            // Deliberate: the slow client's pace is the thing under test.
            tokio::time::sleep(Duration::from_millis(300)).await;
            if slow.write_all(b"X-A: b\r\n").await.is_err() {
                break;
            }
        }
    };
    let mut reader = TcpStream::connect(server.authority()).await.unwrap();
    reader
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let (waited, ()) = tokio::join!(closed_after(&mut reader, Duration::from_secs(10)), trickle);
    assert!(waited < Duration::from_secs(4), "{waited:?}");
    // Connected, nothing sent: closed after the idle timeout.
    let mut idle = TcpStream::connect(server.authority()).await.unwrap();
    let waited = closed_after(&mut idle, Duration::from_secs(10)).await;
    assert!(waited < Duration::from_secs(5), "{waited:?}");
    // A keep-alive connection left open after its answer: likewise.
    let mut kept = TcpStream::connect(server.authority()).await.unwrap();
    kept.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let waited = closed_after(&mut kept, Duration::from_secs(10)).await;
    assert!(waited < Duration::from_secs(5), "{waited:?}");
    assert!(answers(&server).await);
}

#[tokio::test]
async fn connections_are_capped_per_address_and_in_all() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &["--max-connections-per-address", "4"]);
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(TcpStream::connect(server.authority()).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    // The fifth from the same address is closed at once; so is a plain request.
    let mut fifth = TcpStream::connect(server.authority()).await.unwrap();
    assert!(closed_after(&mut fifth, Duration::from_secs(5)).await < Duration::from_secs(1));
    assert!(!answers(&server).await);
    // One place given back: served again.
    held.pop();
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(answers(&server).await);
    drop(held);

    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(
        dir.path(),
        &[
            "--max-connections",
            "10",
            "--max-connections-per-address",
            "0",
        ],
    );
    let mut held = Vec::new();
    for _ in 0..10 {
        held.push(TcpStream::connect(server.authority()).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut extra = TcpStream::connect(server.authority()).await.unwrap();
    assert!(closed_after(&mut extra, Duration::from_secs(5)).await < Duration::from_secs(1));
    drop(held);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(answers(&server).await);
    let log = server.log.lock().unwrap().join("\n");
    assert_eq!(
        log.matches("connection refused").count(),
        1,
        "once a minute:\n{log}"
    );
}

/// Out of file descriptors, the accept loop slows down and logs once instead of every
/// 50 ms, and serves again once the flood is gone.
#[tokio::test]
async fn out_of_file_descriptors_the_server_stays_calm_and_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(
        dir.path(),
        &["--max-connections-per-address", "0", "--idle-timeout", "3"],
    );
    let pid = server.child.id().to_string();
    let status = std::process::Command::new("prlimit")
        .args(["--pid", &pid, "--nofile=96:96"])
        .status()
        .expect("prlimit (util-linux) runs");
    assert!(status.success());
    let mut flood = Vec::new();
    for _ in 0..300 {
        if let Ok(tcp) = TcpStream::connect(server.authority()).await {
            flood.push(tcp);
        }
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let log = server.log.lock().unwrap().join("\n");
    let failures = log.matches("accept failed").count();
    assert!((1..=2).contains(&failures), "{failures} lines:\n{log}");
    drop(flood);
    let started = Instant::now();
    while !answers(&server).await {
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "never served again"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}
