//! The supervised worker of personal data (docs/decisions-spec.md §27), counted by the
//! server's clock (a test moves it): once a day, when retention is on, it erases enquiries
//! older than the set months and subscribers bounced longer ago, and records the run in the
//! activity list; it drops requests never confirmed within 7 days; every few minutes it
//! reminds the notice recipients of requests whose deadline is near or past.

use std::time::Duration;

use chrono::Months;
use rusqlite::{Connection, params};

use super::{CONFIRM_DAYS, PersonalDataSettings, stamp};
use crate::enquiries::store as enquiry_store;
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::MailWake;
use crate::kernel::workers::{Component, Components, supervise};
use crate::notices::outbox::{self, PrivacyMail, PrivacyReminder};
use crate::owners::activity;
use crate::subscriptions;

const COMPONENT: &str = "personalDataWorker";
/// How often the worker looks at the clock (cheap: it reads no row).
const TICK: Duration = Duration::from_secs(1);
const RETENTION_EVERY_SECS: i64 = 86_400;
const REMINDERS_EVERY_SECS: i64 = 300;
/// Rows deleted per transaction, so a large backlog never holds the writer long.
const CHUNK: i64 = 500;
/// Reminders go this long before the deadline to acknowledge, and to complete.
const ACKNOWLEDGE_WARNING_SECS: i64 = 86_400;
const COMPLETE_WARNING_SECS: i64 = 3 * 86_400;

/// What a retention run erased.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Swept {
    pub enquiries: usize,
    pub subscriptions: usize,
}

/// `now` less `months` calendar months, as stored.
fn months_before(now: i64, months: u32) -> String {
    let at = chrono::DateTime::from_timestamp(now, 0).unwrap_or_default();
    stamp(
        at.checked_sub_months(Months::new(months))
            .unwrap_or(at)
            .timestamp(),
    )
}

/// Deletes in chunks, each its own transaction; how many in all.
fn in_chunks(
    conn: &mut Connection,
    delete: impl Fn(&Connection) -> rusqlite::Result<usize>,
) -> rusqlite::Result<usize> {
    let mut total = 0;
    loop {
        let tx = db::write(conn)?;
        let deleted = delete(&tx)?;
        tx.commit()?;
        total += deleted;
        if deleted < usize::try_from(CHUNK).unwrap_or(usize::MAX) {
            return Ok(total);
        }
    }
}

/// One retention run at `now`: when retention is on, erases what is older than the
/// settings keep and records the run in the activity list (`None` when it is off: off
/// keeps everything). Unconfirmed requests older than 7 days go either way.
pub fn run_retention(conn: &mut Connection, now: i64) -> rusqlite::Result<Option<Swept>> {
    let unconfirmed = stamp(now - CONFIRM_DAYS * 86_400);
    in_chunks(conn, |tx| {
        tx.prepare_cached(
            "DELETE FROM personal_data_requests WHERE rowid IN (
                 SELECT rowid FROM personal_data_requests
                 WHERE state = 'unconfirmed' AND created_at < ?1 LIMIT ?2)",
        )?
        .execute(params![unconfirmed, CHUNK])
    })?;
    let settings = PersonalDataSettings::load(conn)?;
    if !settings.retention {
        return Ok(None);
    }
    let enquiries_before = months_before(now, settings.enquiry_months);
    let bounced_before = months_before(now, settings.subscriber_months);
    let swept = Swept {
        enquiries: in_chunks(conn, |tx| {
            enquiry_store::delete_older_than(tx, &enquiries_before, CHUNK)
        })?,
        subscriptions: in_chunks(conn, |tx| {
            subscriptions::drop_bounced_before(tx, &bounced_before, CHUNK)
        })?,
    };
    let tx = db::write(conn)?;
    activity::record(
        &tx,
        "retention",
        "privacy.retention",
        &format!(
            "{} enquiries before {enquiries_before}, {} bounced subscribers before {bounced_before}",
            swept.enquiries, swept.subscriptions
        ),
    )?;
    tx.commit()?;
    Ok(Some(swept))
}

/// Queues a reminder to every notice recipient for each open request whose deadline to
/// acknowledge is within a day, or to complete within three days (or past), once per
/// deadline; how many requests were reminded of.
pub fn queue_reminders(conn: &mut Connection, now: i64) -> rusqlite::Result<usize> {
    let tx = db::write(conn)?;
    let due: Vec<(String, String, String, String, String)> = tx
        .prepare_cached(
            "SELECT id, email, kind, acknowledge_by, due_at FROM personal_data_requests
             WHERE state IN ('received', 'acknowledged')
               AND ((state = 'received' AND reminded IS NULL AND acknowledge_by < ?1)
                    OR (coalesce(reminded, '') <> 'complete' AND due_at < ?2))
             ORDER BY due_at LIMIT 100",
        )?
        .query_map(
            params![
                stamp(now + ACKNOWLEDGE_WARNING_SECS),
                stamp(now + COMPLETE_WARNING_SECS)
            ],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )?
        .collect::<rusqlite::Result<_>>()?;
    let recipients = outbox::enquiry_recipients(&tx)?;
    let complete_soon = stamp(now + COMPLETE_WARNING_SECS);
    for (id, email, kind, acknowledge_by, due_at) in &due {
        let (step, by) = if *due_at < complete_soon {
            ("complete", due_at)
        } else {
            ("acknowledge", acknowledge_by)
        };
        let reminder = PrivacyReminder {
            email: email.clone(),
            kind: kind.clone(),
            step: step.to_owned(),
            by: by.clone(),
        };
        let secret = serde_json::to_string(&reminder).unwrap_or_default();
        for (to, language) in &recipients {
            let lang = Language::parse(language).unwrap_or_default();
            outbox::queue_privacy(&tx, PrivacyMail::Reminder, to, lang, &secret)?;
        }
        tx.prepare_cached("UPDATE personal_data_requests SET reminded = ?2 WHERE id = ?1")?
            .execute(params![id, step])?;
    }
    tx.commit()?;
    Ok(due.len())
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
    let (mut retained, mut reminded): (Option<i64>, Option<i64>) = (None, None);
    loop {
        let now = clock.now();
        let mut result = Ok(());
        if retained.is_none_or(|at| now - at >= RETENTION_EVERY_SECS) {
            result = db::run(&pool, move |conn| Ok(run_retention(conn, now)?))
                .await
                .map(|swept| {
                    if let Some(swept) = swept {
                        tracing::info!(?swept, "retention run");
                    }
                    retained = Some(now);
                });
        }
        if result.is_ok() && reminded.is_none_or(|at| now - at >= REMINDERS_EVERY_SECS) {
            result = db::run(&pool, move |conn| Ok(queue_reminders(conn, now)?))
                .await
                .map(|queued| {
                    if queued > 0 {
                        wake.wake();
                    }
                    reminded = Some(now);
                });
        }
        match result {
            Ok(()) => health.ok(),
            Err(err) => {
                tracing::warn!(error = %err, "personal data worker failed");
                health.failing(&err);
            }
        }
        health.passed(now);
        clock.pause(TICK).await;
    }
}
