//! The enquiry digest (docs/decisions-spec.md §13): its setting, the enquiries a
//! recipient's digest gathers, and holding its rows until the interval has passed.

use std::time::Duration;

use rusqlite::{Connection, params};

use super::outbox::EnquiryNotice;
use crate::kernel::clock::Clock;
use crate::settings::stored_value;

/// The setting of the enquiry digest: minutes between two notices to one recipient (0 or
/// absent: a notice per enquiry, at once).
pub const DIGEST_KEY: &str = "noticeDigestMinutes";

/// The digest's interval now, in minutes (0: off).
pub fn digest_minutes(conn: &Connection) -> rusqlite::Result<u32> {
    Ok(stored_value(conn, DIGEST_KEY)?
        .and_then(|v| v.parse().ok())
        .unwrap_or(0))
}

/// Enquiries a digest lists in full; it counts the others.
pub(crate) const DIGEST_LIST: i64 = 50;

/// The enquiries waiting in `recipient`'s digest: the first [`DIGEST_LIST`] read in full,
/// how many there are, and the highest row id (the rows the e-mail covers).
pub(super) fn gather(
    conn: &Connection,
    lookup: &(dyn Fn(&Connection, &str) -> rusqlite::Result<Option<EnquiryNotice>> + Send + Sync),
    recipient: &str,
) -> rusqlite::Result<(Vec<EnquiryNotice>, i64, i64)> {
    let (total, last): (i64, i64) = conn
        .prepare_cached(
            "SELECT count(*), coalesce(max(id), 0) FROM notices
             WHERE state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?1",
        )?
        .query_row([recipient], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let ids: Vec<String> = conn
        .prepare_cached(
            "SELECT enquiry_id FROM notices
             WHERE state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?1
               AND enquiry_id IS NOT NULL
             ORDER BY id LIMIT ?2",
        )?
        .query_map(params![recipient, DIGEST_LIST], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut enquiries = Vec::with_capacity(ids.len());
    for id in ids {
        enquiries.extend(lookup(conn, &id)?);
    }
    Ok((enquiries, total, last))
}

/// Puts `recipient`'s digest rows (up to row `last`) off until `wait` from now.
pub(super) fn hold_digest(
    conn: &mut Connection,
    recipient: &str,
    last: i64,
    wait: Duration,
) -> anyhow::Result<()> {
    conn.execute(
        "UPDATE notices SET next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now',
                                                        printf('+%.3f seconds', ?3))
         WHERE state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?1
           AND id <= ?2",
        params![recipient, last, wait.as_secs_f64()],
    )?;
    Ok(())
}

/// The business's day now (`YYYY-MM-DD`), by `clock`: which follow-ups the digest lists.
pub(super) fn today_in(clock: &Clock, zone: chrono_tz::Tz) -> String {
    chrono::DateTime::from_timestamp(clock.now(), 0)
        .unwrap_or_default()
        .with_timezone(&zone)
        .format("%Y-%m-%d")
        .to_string()
}
