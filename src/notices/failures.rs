//! What a delivery leaves on its row: sent, retrying on a schedule, waiting for the owner
//! to mend the mail settings, or failed; and the Mail screen's "send again"
//! (docs/decisions-spec.md §17, §21).

use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};

use crate::kernel::clock::Clock;
use crate::kernel::mail::FailureKind;

/// Retry delays in units (one unit is a minute in production): 1, 5, 15 and 60 minutes,
/// then every 6 hours, until the notice is 2 days old.
const RETRY_UNITS: [u32; 4] = [1, 5, 15, 60];
const LATER_UNITS: u32 = 360;
const GIVE_UP_UNITS: u32 = 2 * 24 * 60;

/// The kinds a failure of the mail settings leaves (see [`FailureKind::owner_can_fix`]),
/// as SQL; the index `notices_waiting_fix` names the same list.
const WAITING_FIX: &str =
    "state = 'retrying' AND error_kind IN ('authFailed', 'connectionRefused', 'tls', 'timeout')";

/// Kinds whose text needs the link kept in `secret`: once failed (the link dropped) they
/// cannot be sent again.
const LINK_KINDS: &str =
    "('reset', 'invitation', 'confirm', 'privacy-confirm', 'privacy-answer', 'privacy-reminder')";

/// Why a delivery failed: for good or not, its kind, and the SMTP server's words.
pub(super) struct Failure {
    pub(super) permanent: bool,
    pub(super) kind: FailureKind,
    pub(super) text: String,
    /// The SMTP server (or the way to it) refused, not a message that could not be built.
    pub(super) from_server: bool,
}

impl Failure {
    /// A failure the owner mends in the mail settings: the message waits for them.
    pub(super) fn waits_for_owner(&self) -> bool {
        self.from_server && self.kind.owner_can_fix()
    }
}

/// The rows one delivery covers: one notice (with the link its message carried), or a
/// recipient's digest rows up to an id.
pub(super) enum Scope {
    One(i64, Option<String>),
    Digest(String, i64),
}

/// The delay before the next attempt after `attempts` failed ones.
pub(super) fn retry_delay(attempts: i64, unit: Duration) -> Duration {
    let units = usize::try_from(attempts)
        .ok()
        .and_then(|n| RETRY_UNITS.get(n).copied())
        .unwrap_or(LATER_UNITS);
    unit * units
}

/// Marks a delivery: sent (at the server's clock, which the budgets count by), failed for
/// good (a permanent refusal of this message, or 2 days of trying), or retrying after the
/// next delay of the schedule. A failure of the mail settings is never given up: the
/// message waits until they are mended (or the owner cancels it). The delay of the next
/// attempt, when there is one.
pub(super) fn record(
    conn: &Connection,
    scope: &Scope,
    result: Result<(), Failure>,
    unit: Duration,
    clock: &Clock,
) -> rusqlite::Result<Option<Duration>> {
    // ?1: the notice, or the highest digest row covered; ?2: the digest's recipient. Each
    // scope its own condition, so each is read through its index (the row id; the waiting
    // rows of `notices_due`).
    let (id, recipient, rows) = match scope {
        Scope::One(id, _) => (*id, None, "id = ?1 AND ?2 IS NULL"),
        Scope::Digest(recipient, last) => (
            *last,
            Some(recipient.as_str()),
            "state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?2 AND id <= ?1",
        ),
    };
    let failure = match result {
        Ok(()) if renewed_meanwhile(conn, scope)? => return Ok(None),
        Ok(()) => {
            conn.execute(
                &format!(
                    "UPDATE notices SET state = 'sent', attempts = attempts + 1, last_error = NULL,
                            error_kind = NULL, secret = NULL, sent_at = ?3
                     WHERE {rows}"
                ),
                params![id, recipient, clock.stamp(0)],
            )?;
            return Ok(None);
        }
        Err(failure) => failure,
    };
    let attempts: i64 = conn
        .query_row("SELECT attempts FROM notices WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .optional()?
        .unwrap_or(0);
    let delay = retry_delay(attempts, unit);
    let waits = failure.waits_for_owner();
    let give_up = if waits {
        f64::INFINITY
    } else {
        unit.as_secs_f64() * f64::from(GIVE_UP_UNITS)
    };
    let permanent = failure.permanent && !waits;
    let error: String = failure.text.chars().take(500).collect();
    conn.execute(
        &format!(
            "UPDATE notices SET attempts = attempts + 1, last_error = ?3, error_kind = ?7,
                    state = CASE
                        WHEN ?4 OR (julianday('now') - julianday(created_at)) * 86400.0 + ?5 > ?6
                        THEN 'failed' ELSE 'retrying' END,
                    secret = CASE
                        WHEN ?4 OR (julianday('now') - julianday(created_at)) * 86400.0 + ?5 > ?6
                        THEN NULL ELSE secret END,
                    next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now',
                                               printf('+%.3f seconds', ?5))
             WHERE {rows}"
        ),
        params![
            id,
            recipient,
            error,
            permanent,
            delay.as_secs_f64(),
            give_up,
            failure.kind.code()
        ],
    )?;
    Ok((!permanent).then_some(delay))
}

/// Whether the notice was given a new link while its message was on its way (a visitor who
/// subscribes again: `queue_confirm`). The message that went carries the old link, which no
/// longer works, so the notice stays due, to go again with the new one.
fn renewed_meanwhile(conn: &Connection, scope: &Scope) -> rusqlite::Result<bool> {
    let Scope::One(id, sent) = scope else {
        return Ok(false);
    };
    let now: Option<Option<String>> = conn
        .query_row(
            "SELECT secret FROM notices WHERE id = ?1 AND state IN ('pending', 'retrying')",
            [id],
            |r| r.get(0),
        )
        .optional()?;
    Ok(matches!(now, Some(Some(link)) if Some(&link) != sent.as_ref()))
}

/// Makes every message that waits for the mail settings due now: they changed (or the
/// server started again, perhaps with another `--smtp-url`). How many.
pub(super) fn release_waiting(conn: &Connection) -> rusqlite::Result<usize> {
    conn.execute(
        &format!(
            "UPDATE notices INDEXED BY notices_waiting_fix
             SET next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE {WAITING_FIX}"
        ),
        [],
    )
}

/// Why a message cannot be sent again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAgain {
    /// No message has this id.
    Unknown,
    /// It is not failed (sent, or still waiting its turn).
    NotFailed,
    /// Its link was dropped when it failed (a reset, a confirmation…): the person asks again.
    LinkGone,
    /// A newsletter's recipient: the newsletter's own counts and throttle govern it.
    Newsletter,
}

/// Puts a failed message back in the queue as new (the Mail screen's "send again"): due
/// now, its attempts counted from zero. Its recipient, or why it cannot go again.
pub fn send_again(conn: &Connection, id: i64) -> rusqlite::Result<Result<String, NotAgain>> {
    let row: Option<(String, String, bool, bool)> = conn
        .query_row(
            &format!(
                "SELECT state, recipient, kind = 'newsletter' AND subscription_id IS NOT NULL,
                        kind IN {LINK_KINDS} AND secret IS NULL
                 FROM notices WHERE id = ?1"
            ),
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let Some((state, recipient, newsletter, link_gone)) = row else {
        return Ok(Err(NotAgain::Unknown));
    };
    if state != "failed" {
        return Ok(Err(NotAgain::NotFailed));
    }
    if newsletter {
        return Ok(Err(NotAgain::Newsletter));
    }
    if link_gone {
        return Ok(Err(NotAgain::LinkGone));
    }
    conn.execute(
        "UPDATE notices SET state = 'pending', attempts = 0, last_error = NULL, error_kind = NULL,
                next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
        [id],
    )?;
    Ok(Ok(recipient))
}
