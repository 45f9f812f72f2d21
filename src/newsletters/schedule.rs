//! The scheduled sends (docs/decisions-spec.md §17): a supervised timer that queues each
//! scheduled newsletter once its time has come, by the server's clock (a test one moves).

use std::time::Duration;

use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::mail::MailWake;
use crate::kernel::workers::{Component, Components, supervise};

const COMPONENT: &str = "newsletterScheduler";

/// How often it looks: how late a scheduled newsletter can go.
const LOOK_AGAIN: Duration = Duration::from_secs(1);

/// `unix_secs` as the RFC 3339 UTC text `send_at` is stored in (sorts as it compares).
pub fn utc_text(unix_secs: i64) -> String {
    chrono::DateTime::from_timestamp(unix_secs, 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

pub fn start(pool: DbPool, components: &Components, clock: Clock, wake: MailWake) {
    let health = components.register(COMPONENT);
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        health.failing("no async runtime to run in");
        return;
    };
    supervise(&runtime, COMPONENT, health.clone(), move || {
        run(pool.clone(), health.clone(), clock.clone(), wake.clone())
    });
}

async fn run(pool: DbPool, health: Component, clock: Clock, wake: MailWake) {
    loop {
        let clock_now = clock.now();
        let now = utc_text(clock_now);
        let queued = db::run(&pool, move |conn| {
            let tx = db::write(conn)?;
            let mut count = 0;
            for (id, audience) in super::due(&tx, &now)? {
                let recipients = super::queue(&tx, id, audience)?;
                tracing::info!(newsletter = id, recipients, "scheduled newsletter queued");
                count += 1;
            }
            tx.commit()?;
            Ok(count)
        })
        .await;
        match queued {
            Ok(count) => {
                health.ok();
                if count > 0 {
                    wake.wake();
                }
            }
            Err(err) => {
                tracing::warn!(error = %err, "scheduled newsletters unreadable");
                health.failing(&err);
            }
        }
        health.passed(clock_now);
        clock.pause(LOOK_AGAIN).await;
    }
}
