//! The supervised worker that drops subscriptions never confirmed within 7 days
//! (docs/decisions-spec.md §17), counted by the server's clock (a test moves it).

use std::time::Duration;

use rusqlite::{Connection, params};

use super::CONFIRM_DAYS;
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::workers::{Component, Components, supervise};

const COMPONENT: &str = "subscriptionSweeper";
/// How often the worker looks at the clock (cheap: it reads no row), and how often, by the
/// clock, it deletes.
const TICK: Duration = Duration::from_secs(1);
const EVERY_SECS: i64 = 600;
/// Rows deleted per transaction, so a large backlog never holds the writer long.
const CHUNK: i64 = 500;

/// Deletes the subscriptions unconfirmed since before `now` − 7 days (Unix seconds), a
/// chunk at a time; how many.
pub fn drop_unconfirmed(conn: &Connection, now: i64) -> rusqlite::Result<usize> {
    let cutoff = chrono::DateTime::from_timestamp(now - CONFIRM_DAYS * 86_400, 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string();
    let mut total = 0;
    loop {
        let deleted = conn
            .prepare_cached(
                "DELETE FROM subscriptions WHERE rowid IN (
                     SELECT rowid FROM subscriptions
                     WHERE confirmed_at IS NULL AND created_at < ?1 LIMIT ?2)",
            )?
            .execute(params![cutoff, CHUNK])?;
        total += deleted;
        if deleted < usize::try_from(CHUNK).unwrap_or(usize::MAX) {
            return Ok(total);
        }
    }
}

pub fn start(pool: DbPool, components: &Components, clock: Clock) {
    let health = components.register(COMPONENT);
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        health.failing("no async runtime to run in");
        return;
    };
    supervise(&runtime, COMPONENT, health.clone(), move || {
        run(pool.clone(), health.clone(), clock.clone())
    });
}

async fn run(pool: DbPool, health: Component, clock: Clock) {
    let mut last: Option<i64> = None;
    loop {
        let now = clock.now();
        if last.is_none_or(|at| now - at >= EVERY_SECS) {
            match db::run(&pool, move |conn| Ok(drop_unconfirmed(conn, now)?)).await {
                Ok(dropped) => {
                    if dropped > 0 {
                        tracing::info!(dropped, "unconfirmed subscriptions dropped");
                    }
                    last = Some(now);
                    health.ok();
                }
                Err(err) => {
                    tracing::warn!(error = %err, "unconfirmed subscriptions not dropped");
                    health.failing(&err);
                }
            }
        }
        health.passed(now);
        clock.pause(TICK).await;
    }
}
