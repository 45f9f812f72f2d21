//! The sender's loop, one sending slot at a time by priority (docs/decisions-spec.md §21):
//! security mail, enquiry notices and the owner's own e-mails first; then subscription
//! confirmations, at most `confirmationsPerHour` in all; then newsletters, at their
//! per-minute throttle. A slot's messages go out together, and after each slot the sender
//! looks again from the top, so a flood of one kind delays an enquiry notice by one slot
//! at most, and a newsletter reaches its throttle instead of going one message at a time.

use std::panic::AssertUnwindSafe;
use std::sync::PoisonError;
use std::time::{Duration, Instant};

use futures_util::FutureExt;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use rusqlite::{Connection, params};

use super::failures::{self, Failure, Scope};
use super::outbox::{
    DIGEST_LIST, Due, EnquiryNotice, FollowUpLookup, NewsletterLookup, Outbox, digest_minutes,
    gather, hold_digest, today_in,
};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::{FailureKind, SmtpUrl};
use crate::kernel::workers::panic_text;
use crate::owners::accounts;
use crate::settings::SiteSettings;

/// A class of mail: its rows' condition, the partial index of its waiting rows (named, so a
/// planner without statistics never reads the whole queue through `notices_due`) and that
/// of its sent rows, which its budget counts.
struct Class {
    condition: &'static str,
    waiting: &'static str,
    sent: &'static str,
}

/// Before every class: the owner's test e-mails, the answer they wait for on the Mail
/// screen (also tried while the sender waits for mended settings).
const TESTS: Class = Class {
    condition: "kind = 'test'",
    waiting: "notices_due_tests",
    sent: "",
};
/// The first class: everything but confirmations and campaign newsletters (a test of a
/// newsletter to the owner is not held behind a campaign); nothing budgets it.
const URGENT: Class = Class {
    condition: "kind <> 'confirm' AND NOT (kind = 'newsletter' AND subscription_id IS NOT NULL)",
    waiting: "notices_due_urgent",
    sent: "",
};
/// The second: subscription confirmations.
const CONFIRMS: Class = Class {
    condition: "kind = 'confirm'",
    waiting: "notices_due_confirms",
    sent: "notices_confirms_sent",
};
/// The third: newsletter rows to subscribers, which the per-minute setting throttles.
const THROTTLED: Class = Class {
    condition: "kind = 'newsletter' AND subscription_id IS NOT NULL",
    waiting: "notices_due_letters",
    sent: "notices_letters_sent",
};

/// Messages sent together in one slot.
pub const SLOT: i64 = 8;
/// How long one SMTP conversation may take.
const SMTP_TIMEOUT: Duration = Duration::from_secs(20);

/// The sender stopped after a failure of the mail settings: until `until`, or until they
/// are no longer `settings` (the URL and the sender's address).
pub struct Pause {
    settings: (SmtpUrl, String),
    until: Instant,
}

/// What one look at the outbox found.
enum Look {
    /// A slot to send now.
    Send(Vec<Due>),
    /// Nothing due now; the seconds until something is (None: nothing waits).
    Wait(Option<f64>),
}

/// How many of a class the budget lets go now, and when it frees one if none.
struct Budget {
    allowed: i64,
    free_in: Option<f64>,
}

impl Outbox {
    /// Sends one slot of due notices; then how long until the next look (zero: at once).
    pub(super) async fn deliver_due(&self, pool: &DbPool) -> anyhow::Result<Option<Duration>> {
        let settings = db::run(pool, |conn| Ok(SiteSettings::load(conn)?)).await?;
        let Some(url) = self.smtp_url(&settings) else {
            // No mail server now is a change of the settings too: what waited for them is
            // tried again once one is set, even the same one as before.
            let paused = self
                .paused
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take();
            if paused.is_some() {
                db::run(pool, |conn| Ok(failures::release_waiting(conn)?)).await?;
            }
            return Ok(None);
        };
        if let Some(wait) = self.paused_for(pool, (&url, &settings.email)).await? {
            // A test e-mail asks whether the settings work now: it is tried all the same.
            let tests = db::run(pool, |conn| Ok(due_rows(conn, &TESTS, SLOT)?)).await?;
            if tests.is_empty() {
                return Ok(Some(wait));
            }
            let (lookup, day) = (self.enquiry.clone(), self.digest_day(&settings));
            let due = db::run(pool, move |conn| {
                complete(conn, (&*lookup, &day), None, tests)
            })
            .await?;
            self.send_slot(pool, &settings, &url, due).await?;
            return Ok(Some(Duration::ZERO));
        }
        let (lookup, letters) = (self.enquiry.clone(), self.newsletters.get().cloned());
        let (clock, per_hour) = (self.clock.clone(), settings.confirmations_per_hour);
        let day = self.digest_day(&settings);
        let look = db::run(pool, move |conn| {
            look(conn, (&*lookup, &day), letters.as_deref(), &clock, per_hour)
        })
        .await?;
        match look {
            Look::Wait(secs) => Ok(secs.map(|s| Duration::from_secs_f64(s.clamp(0.0, 86_400.0)))),
            Look::Send(due) => {
                self.send_slot(pool, &settings, &url, due).await?;
                Ok(Some(Duration::ZERO))
            }
        }
    }

    /// Today in the business's time zone, for the digests' follow-ups.
    fn digest_day(&self, settings: &SiteSettings) -> DigestDay {
        let zone = settings
            .time_zone
            .parse()
            .unwrap_or(crate::settings::DEFAULT_TIME_ZONE);
        DigestDay {
            follow_ups: self.follow_ups.clone(),
            today: today_in(&self.clock, zone),
            clock: self.clock.clone(),
        }
    }

    /// The wait left of a pause, if the mail settings are still those that failed; when
    /// they changed, what waited for them is due again at once.
    async fn paused_for(
        &self,
        pool: &DbPool,
        now: (&SmtpUrl, &String),
    ) -> anyhow::Result<Option<Duration>> {
        let pause = self
            .paused
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        let Some(pause) = pause else {
            return Ok(None);
        };
        if (&pause.settings.0, &pause.settings.1) != now {
            let released = db::run(pool, |conn| Ok(failures::release_waiting(conn)?)).await?;
            tracing::info!(released, "mail settings changed: waiting messages retried");
            return Ok(None);
        }
        let left = pause.until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Ok(None);
        }
        *self.paused.lock().unwrap_or_else(PoisonError::into_inner) = Some(pause);
        Ok(Some(left))
    }

    /// Sends `due` together over one transport, each recorded as it ends.
    async fn send_slot(
        &self,
        pool: &DbPool,
        settings: &SiteSettings,
        url: &SmtpUrl,
        due: Vec<Due>,
    ) -> anyhow::Result<()> {
        let transport = url.transport(SMTP_TIMEOUT)?;
        let digest_every = self.unit * db::run(pool, |conn| Ok(digest_minutes(conn)?)).await?;
        let zone = settings
            .time_zone
            .parse()
            .unwrap_or(crate::settings::DEFAULT_TIME_ZONE);
        let sends = due.iter().map(|notice| {
            self.deliver_one(
                pool,
                notice,
                (settings, url, zone),
                &transport,
                digest_every,
            )
        });
        for outcome in futures_util::future::join_all(sends).await {
            outcome?;
        }
        Ok(())
    }

    /// Sends one notice (or holds a digest not yet due) and records the outcome.
    async fn deliver_one(
        &self,
        pool: &DbPool,
        notice: &Due,
        (settings, url, zone): (&SiteSettings, &SmtpUrl, chrono_tz::Tz),
        transport: &AsyncSmtpTransport<Tokio1Executor>,
        digest_every: Duration,
    ) -> anyhow::Result<()> {
        if let Some((_, _, last)) = &notice.digest {
            // At most one digest per interval to each recipient: a later one waits,
            // gathering what comes meanwhile.
            let since = self.digest_sent(&notice.recipient);
            if let Some(wait) = since.and_then(|s| digest_every.checked_sub(s.elapsed()))
                && !wait.is_zero()
            {
                let (recipient, last) = (notice.recipient.clone(), *last);
                db::run(pool, move |conn| hold_digest(conn, &recipient, last, wait)).await?;
                return Ok(());
            }
        }
        let result = self.attempt(notice, settings, url, zone, transport).await;
        match &result {
            Ok(()) => tracing::info!(notice = notice.id, kind = notice.kind, "notice sent"),
            Err(failure) => {
                tracing::warn!(notice = notice.id, error = failure.text, "notice not sent");
            }
        }
        // A recipient's address refused for good (5xx) is marked bounced, with the rest of
        // its queued newsletters (docs/decisions-spec.md §17); a refused password is not
        // the address's fault.
        let bounced = match (&result, &notice.newsletter) {
            (Err(failure), Some((_, Some(subscription))))
                if failure.permanent && failure.from_server && !failure.waits_for_owner() =>
            {
                Some(subscription.clone())
            }
            _ => None,
        };
        let waits = matches!(&result, Err(failure) if failure.waits_for_owner());
        let scope = match &notice.digest {
            Some((_, _, last)) => {
                if result.is_ok() {
                    self.digests
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .insert(notice.recipient.clone(), Instant::now());
                }
                Scope::Digest(notice.recipient.clone(), *last)
            }
            None => Scope::One(notice.id, notice.secret.clone()),
        };
        let (unit, clock) = (self.unit, self.clock.clone());
        let letters = self.newsletters.get().cloned();
        let delay = db::run(pool, move |conn| {
            let tx = db::write(conn)?;
            let delay = failures::record(&tx, &scope, result, unit, &clock)?;
            if let (Some(subscription), Some(letters)) = (bounced, letters) {
                letters.bounced(&tx, &subscription)?;
                fail_queued_of(&tx, &subscription)?;
            }
            tx.commit()?;
            Ok(delay)
        })
        .await?;
        if waits {
            // Every other message would meet the same refusal: none is tried before this
            // one's next attempt, unless the owner changes the mail settings first.
            *self.paused.lock().unwrap_or_else(PoisonError::into_inner) = Some(Pause {
                settings: (url.clone(), settings.email.clone()),
                until: Instant::now() + delay.unwrap_or(self.unit),
            });
        }
        Ok(())
    }

    /// Builds and sends one message. One that cannot be built, or a library that panics on
    /// it, fails that notice for good (building it again gives the same result).
    async fn attempt(
        &self,
        notice: &Due,
        settings: &SiteSettings,
        url: &SmtpUrl,
        zone: chrono_tz::Tz,
        transport: &AsyncSmtpTransport<Tokio1Executor>,
    ) -> Result<(), Failure> {
        let attempt = async {
            match self.message(notice, settings, url, zone) {
                Ok(message) => transport
                    .send(message)
                    .await
                    .map(|_| ())
                    .map_err(|err| Failure {
                        permanent: err.is_permanent(),
                        kind: FailureKind::of(&err),
                        text: url.redact(&err.to_string()),
                        from_server: true,
                    }),
                Err(text) => Err(Failure {
                    permanent: true,
                    kind: FailureKind::Other,
                    text,
                    from_server: false,
                }),
            }
        };
        AssertUnwindSafe(attempt)
            .catch_unwind()
            .await
            .unwrap_or_else(|panic| {
                let reason = panic_text(&*panic);
                tracing::error!(
                    notice = notice.id,
                    reason,
                    "building or sending a notice panicked"
                );
                Err(Failure {
                    permanent: true,
                    kind: FailureKind::Other,
                    text: format!("the message could not be built: {reason}"),
                    from_server: false,
                })
            })
    }
}

type Lookup = dyn Fn(&Connection, &str) -> rusqlite::Result<Option<EnquiryNotice>> + Send + Sync;

/// What a digest reads besides the outbox: the follow-ups due by the business's day, and the
/// clock the rate card's expiry is told by.
struct DigestDay {
    follow_ups: FollowUpLookup,
    clock: Clock,
    /// `YYYY-MM-DD` in the business's time zone, by `clock`.
    today: String,
}

/// The next slot: the most urgent class with a row due now, as many as a slot and its
/// budget allow; or, when none is, how long until one is.
fn look(
    conn: &Connection,
    lookup: (&Lookup, &DigestDay),
    letters: Option<&dyn NewsletterLookup>,
    clock: &Clock,
    per_hour: u32,
) -> anyhow::Result<Look> {
    let tests = due_rows(conn, &TESTS, SLOT)?;
    if !tests.is_empty() {
        return Ok(Look::Send(complete(conn, lookup, letters, tests)?));
    }
    let urgent = due_rows(conn, &URGENT, SLOT)?;
    if !urgent.is_empty() {
        return Ok(Look::Send(complete(conn, lookup, letters, urgent)?));
    }
    let confirms = budget(conn, &CONFIRMS, i64::from(per_hour), 3600, clock)?;
    if confirms.allowed > 0 {
        let rows = due_rows(conn, &CONFIRMS, confirms.allowed.min(SLOT))?;
        if !rows.is_empty() {
            return Ok(Look::Send(complete(conn, lookup, letters, rows)?));
        }
    }
    let throttle = match letters {
        Some(letters) => {
            let per_minute = i64::from(letters.per_minute(conn)?.max(1));
            let throttle = budget(conn, &THROTTLED, per_minute, 60, clock)?;
            if throttle.allowed > 0 {
                let rows = due_rows(conn, &THROTTLED, throttle.allowed.min(SLOT))?;
                if !rows.is_empty() {
                    return Ok(Look::Send(complete(conn, lookup, Some(letters), rows)?));
                }
            }
            throttle
        }
        None => Budget {
            allowed: 0,
            free_in: None,
        },
    };
    // Nothing to send now: the soonest row of each class, those a budget holds back
    // waiting for it rather than for their own time.
    let held = |class: &Class, budget: &Budget| -> rusqlite::Result<Option<f64>> {
        let at = next_due(conn, class)?;
        Ok(match (at, budget.allowed, budget.free_in) {
            (Some(at), 0, Some(free)) => Some(at.max(free)),
            (at, _, _) => at,
        })
    };
    let soonest = [
        next_due(conn, &URGENT)?,
        held(&CONFIRMS, &confirms)?,
        held(&THROTTLED, &throttle)?,
    ]
    .into_iter()
    .flatten()
    .reduce(f64::min);
    Ok(Look::Wait(soonest))
}

/// How many of `class` may go now when at most `limit` go per `window` seconds (counted on
/// disk by the server's clock, so a restart resets nothing), and when one more may go.
fn budget(
    conn: &Connection,
    class: &Class,
    limit: i64,
    window: i64,
    clock: &Clock,
) -> rusqlite::Result<Budget> {
    let (sent, oldest): (i64, Option<String>) = conn
        .prepare_cached(&format!(
            "SELECT count(*), min(sent_at) FROM notices INDEXED BY {}
             WHERE {} AND state = 'sent' AND sent_at > ?1",
            class.sent, class.condition
        ))?
        .query_row([clock.stamp(-window)], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let free_in = oldest
        .and_then(|at| chrono::DateTime::parse_from_rfc3339(&at).ok())
        .map(|at| (at.timestamp() + window - clock.now()).max(1) as f64);
    Ok(Budget {
        allowed: (limit - sent).max(0),
        free_in,
    })
}

/// Seconds until the soonest waiting row of `class` is due (negative: already).
fn next_due(conn: &Connection, class: &Class) -> rusqlite::Result<Option<f64>> {
    conn.prepare_cached(&format!(
        "SELECT (julianday(min(next_attempt_at)) - julianday('now')) * 86400.0
         FROM notices INDEXED BY {} WHERE state IN ('pending', 'retrying') AND {}",
        class.waiting, class.condition
    ))?
    .query_row([], |r| r.get(0))
}

/// Up to `limit` due rows of `class`, oldest first, with the enquiry id they announce.
fn due_rows(
    conn: &Connection,
    class: &Class,
    limit: i64,
) -> rusqlite::Result<Vec<(Due, Option<String>)>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT id, kind, recipient, language, enquiry_id, secret, newsletter_id, subscription_id
         FROM notices INDEXED BY {}
         WHERE state IN ('pending', 'retrying')
           AND next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           AND {}
         ORDER BY next_attempt_at, id
         LIMIT ?1",
        class.waiting, class.condition
    ))?;
    stmt.query_map([limit], |r| {
        let newsletter = match r.get::<_, Option<i64>>(6)? {
            Some(n) => Some((n, r.get(7)?)),
            None => None,
        };
        Ok((
            Due {
                id: r.get(0)?,
                kind: r.get(1)?,
                recipient: r.get(2)?,
                language: Language::parse(&r.get::<_, String>(3)?).unwrap_or_default(),
                enquiry: None,
                secret: r.get(5)?,
                digest: None,
                newsletter,
                letter: None,
                rates_expiring: None,
                follow_ups: (Vec::new(), 0),
            },
            r.get(4)?,
        ))
    })?
    .collect()
}

/// Reads what each row's text needs: the enquiry, a digest's enquiries, the newsletter.
fn complete(
    conn: &Connection,
    (lookup, day): (&Lookup, &DigestDay),
    letters: Option<&dyn NewsletterLookup>,
    rows: Vec<(Due, Option<String>)>,
) -> anyhow::Result<Vec<Due>> {
    let mut due: Vec<Due> = Vec::new();
    for (mut notice, enquiry_id) in rows {
        // A notice to an owner speaks the language their console uses now, not the one it
        // used when the notice was queued; a subscriber's keeps the subscription's.
        if notice.kind != "confirm"
            && notice.kind != "newsletter"
            && let Some(language) = accounts::language_of(conn, &notice.recipient)?
        {
            notice.language = Language::parse(&language).unwrap_or_default();
        }
        if notice.kind == "digest" {
            // One e-mail per recipient gathers every digest row waiting for them.
            if due
                .iter()
                .any(|d| d.kind == "digest" && d.recipient == notice.recipient)
            {
                continue;
            }
            notice.digest = Some(gather(conn, lookup, &notice.recipient)?);
            let warning = crate::rates::expiry::warning(conn, &day.clock)?;
            notice.follow_ups = (day.follow_ups)(conn, &day.today, DIGEST_LIST)?;
            notice.rates_expiring = warning
                .expiring
                .first()
                .map(|lane| (warning.expiring_count, lane.valid_until.clone()));
        } else if let Some(id) = enquiry_id {
            notice.enquiry = lookup(conn, &id)?;
        }
        if let (Some((newsletter, subscription)), Some(letters)) = (&notice.newsletter, letters) {
            notice.letter =
                letters.message(conn, *newsletter, subscription.as_deref(), notice.language)?;
        }
        due.push(notice);
    }
    Ok(due)
}

/// A subscription bounced: its other queued newsletters fail at once.
fn fail_queued_of(conn: &Connection, subscription: &str) -> rusqlite::Result<usize> {
    conn.execute(
        "UPDATE notices SET state = 'failed', secret = NULL,
                last_error = 'the address was refused for good by the mail server earlier'
         WHERE subscription_id = ?1 AND kind = 'newsletter' AND state IN ('pending', 'retrying')",
        params![subscription],
    )
}
