//! Scheduled posts (docs/decisions-spec.md §18): a post published with a `publishedAt` still to
//! come stays off every public surface (the queries hide it) until that time; then this
//! supervised timer moves the content counter, so the lists, pages, sitemap, feeds and the
//! page cache show it with no request needed to trigger it.

use std::time::Duration;

use rusqlite::Connection;

use crate::kernel::db::{self, DbPool};
use crate::kernel::workers::{Component, Components, supervise};

/// The condition of a post the public sees: published, and its time has come. SQLite reads
/// the offset of `published_at` (`+07:00`, `Z`), so any time zone compares right.
pub const LIVE_POST: &str = "published = 1 AND julianday(published_at) <= julianday('now')";

const COMPONENT: &str = "scheduler";

/// The longest the timer sleeps before looking again: how late a post scheduled for a
/// moment nearer than that (or moved while it slept) can go live.
const LOOK_AGAIN: Duration = Duration::from_secs(2);

/// Seconds until the next scheduled post goes live, if any.
pub fn next_in(conn: &Connection) -> rusqlite::Result<Option<f64>> {
    conn.prepare_cached(
        "SELECT min((julianday(published_at) - julianday('now')) * 86400.0) FROM blog_posts
         WHERE published = 1 AND julianday(published_at) > julianday('now')",
    )?
    .query_row([], |r| r.get(0))
}

pub fn start(pool: DbPool, components: &Components) {
    let health = components.register(COMPONENT);
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        health.failing("no async runtime to run in");
        return;
    };
    supervise(&runtime, COMPONENT, health.clone(), move || {
        run(pool.clone(), health.clone())
    });
}

async fn run(pool: DbPool, health: Component) {
    loop {
        let wait = match db::run(&pool, |conn| Ok(next_in(conn)?)).await {
            Ok(Some(secs)) if secs <= LOOK_AGAIN.as_secs_f64() => {
                // A little past the moment, so that SQLite's 'now' is past it too.
                tokio::time::sleep(Duration::from_secs_f64(secs.max(0.0) + 0.05)).await;
                let went_live = |conn: &mut rusqlite::Connection| {
                    let tx = db::write(conn)?;
                    super::changes::went_live(&tx)?;
                    tx.commit()?;
                    Ok(())
                };
                match db::run(&pool, went_live).await {
                    Ok(()) => health.ok(),
                    Err(err) => {
                        tracing::warn!(error = %err, "a scheduled post could not go live");
                        health.failing(&err);
                    }
                }
                continue;
            }
            Ok(_) => {
                health.ok();
                LOOK_AGAIN
            }
            Err(err) => {
                tracing::warn!(error = %err, "scheduled posts unreadable");
                health.failing(&err);
                LOOK_AGAIN
            }
        };
        tokio::time::sleep(wait).await;
    }
}
