//! Issue: concurrent enquiries are never lost, duplicated or failed with a busy database; an
//! enquiry answered 201 survives kill -9 of the server right after.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::helpers::{TestServer, enquiry, stored_ids};

/// Posts one enquiry; the id when the server answered 201.
async fn send(
    client: &reqwest::Client,
    server_url: &str,
    tag: &str,
) -> reqwest::Result<Option<String>> {
    let resp = client
        .post(format!("{server_url}/api/contact"))
        .header("content-type", "application/json")
        .body(serde_json::to_vec(&enquiry(tag)).unwrap())
        .send()
        .await?;
    if resp.status() != 201 {
        return Ok(None);
    }
    let body: serde_json::Value = serde_json::from_slice(&resp.bytes().await?).unwrap();
    Ok(body["id"].as_str().map(str::to_owned))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_thousand_concurrent_enquiries_make_exactly_two_thousand_rows() {
    const TOTAL: usize = 2_000;
    const CONNECTIONS: usize = 32;
    let dir = tempfile::tempdir().unwrap();
    let server = TestServer::start(dir.path(), &["--contact-rate-limit", "0"]);
    let url = server.base_url.clone();

    let mut tasks = Vec::new();
    for c in 0..CONNECTIONS {
        let url = url.clone();
        // One client per task, one kept-alive connection each: 32 connections in parallel.
        let client = reqwest::Client::builder()
            .pool_max_idle_per_host(1)
            .timeout(Duration::from_secs(60))
            .build()
            .unwrap();
        tasks.push(tokio::spawn(async move {
            let mut ids = Vec::new();
            for n in (c..TOTAL).step_by(CONNECTIONS) {
                let id = send(&client, &url, &n.to_string())
                    .await
                    .expect("the request completes")
                    .unwrap_or_else(|| panic!("enquiry {n} answered 201"));
                ids.push(id);
            }
            ids
        }));
    }
    let mut answered = HashSet::new();
    for task in tasks {
        for id in task.await.unwrap() {
            assert!(answered.insert(id), "ids are unique");
        }
    }
    assert_eq!(answered.len(), TOTAL);

    let stored = stored_ids(dir.path());
    assert_eq!(stored.len(), TOTAL, "exactly one row per enquiry");
    assert_eq!(stored.into_iter().collect::<HashSet<_>>(), answered);
    let log = server.log.lock().unwrap().join("\n");
    assert!(!log.contains("enquiry not stored"), "no failed insert");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_acknowledged_enquiry_survives_kill_9() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = TestServer::start(dir.path(), &["--contact-rate-limit", "0"]);
    let url = server.base_url.clone();
    let acknowledged = Arc::new(Mutex::new(Vec::new()));

    // Four senders stream enquiries until the server dies under them.
    let mut senders = Vec::new();
    for s in 0..4 {
        let url = url.clone();
        let acknowledged = acknowledged.clone();
        senders.push(tokio::spawn(async move {
            let client = reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .build()
                .unwrap();
            for n in 0.. {
                match send(&client, &url, &format!("{s}-{n}")).await {
                    Ok(Some(id)) => acknowledged.lock().unwrap().push(id),
                    Ok(None) => panic!("an enquiry was refused before the crash"),
                    Err(_) => break, // the server is gone
                }
            }
        }));
    }
    // Kill it mid-stream, once a good number of enquiries are in.
    crate::helpers::wait_for("200 enquiries in", Duration::from_secs(60), async || {
        acknowledged.lock().unwrap().len() >= 200
    })
    .await;
    server.kill();
    for sender in senders {
        sender.await.unwrap();
    }
    let acknowledged: Vec<String> = acknowledged.lock().unwrap().clone();
    assert!(acknowledged.len() >= 200);

    // Start it again over the same folder: it recovers the WAL and serves.
    let restarted = TestServer::start(dir.path(), &[]);
    let health = reqwest::get(restarted.url("/api/health")).await.unwrap();
    assert_eq!(health.status(), 200);

    let stored: HashSet<String> = stored_ids(dir.path()).into_iter().collect();
    let lost: Vec<&String> = acknowledged
        .iter()
        .filter(|id| !stored.contains(*id))
        .collect();
    assert!(
        lost.is_empty(),
        "{} acknowledged enquiries lost: {lost:?}",
        lost.len()
    );
}
