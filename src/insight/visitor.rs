//! Days and visitors (docs/decisions-spec.md §16). A day is a calendar day in Vietnam (UTC+7, no
//! daylight saving). A visitor is counted once a day as a keyed hash (BLAKE2s) of that day's
//! salt, the client address and the user agent: 32 random bytes made at the day's first
//! event and replaced (so forgotten) when the next day begins. The same person is a new
//! visitor the next day, and no stored value can be traced back to an address once the day
//! is over. The day's salt is also kept in `insight_salt` (that day's row only), so that a
//! restart within the day reuses it instead of counting everyone seen before it twice;
//! backups leave it out ([`forget_salts`]) and the recorder's maintenance deletes a past
//! day's ([`delete_past_salts`]).

use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};

use blake2::Blake2sMac256;
use blake2::digest::{KeyInit, Mac};
use rusqlite::{Connection, OptionalExtension, params};

use crate::kernel::db::{self, DbPool};

/// Vietnam's offset from UTC.
pub const UTC_OFFSET_SECS: i64 = 7 * 3600;
const DAY_SECS: i64 = 86_400;

/// The day (days since 1970-01-01 in Vietnam) of a Unix time.
pub fn day_number(unix_secs: i64) -> i64 {
    (unix_secs + UTC_OFFSET_SECS).div_euclid(DAY_SECS)
}

/// `YYYY-MM-DD` of a day number.
pub fn day_text(day: i64) -> String {
    let epoch = chrono::NaiveDate::from_ymd_opt(1970, 1, 1).expect("a date");
    let date = epoch + chrono::Duration::days(day);
    date.format("%Y-%m-%d").to_string()
}

/// The day number of a `YYYY-MM-DD` text.
pub fn day_of_text(text: &str) -> Option<i64> {
    let epoch = chrono::NaiveDate::from_ymd_opt(1970, 1, 1)?;
    let date = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()?;
    Some((date - epoch).num_days())
}

/// The UTC instant a day begins, as the enquiries store their times (RFC 3339 with
/// milliseconds), for comparing with them as text.
pub fn day_start_utc(day: i64) -> String {
    let secs = day * DAY_SECS - UTC_OFFSET_SECS;
    chrono::DateTime::from_timestamp(secs, 0)
        .expect("a time in range")
        .format("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string()
}

/// The day of an enquiry's `created_at` (RFC 3339, UTC).
pub fn day_of_utc_text(text: &str) -> Option<i64> {
    let at = chrono::DateTime::parse_from_rfc3339(text).ok()?;
    Some(day_number(at.timestamp()))
}

/// Today's salt; the one before it is gone. With a database, the salt is read from and
/// kept in it when the day changes (once a day: the hot path only locks the mutex).
#[derive(Default)]
pub struct Salts {
    current: Mutex<Option<(i64, [u8; 32])>>,
    pool: Option<DbPool>,
}

impl Salts {
    /// Salts kept in the database of `pool`, so that a restart within the day reuses them.
    pub fn kept_in(pool: DbPool) -> Self {
        Salts {
            current: Mutex::new(None),
            pool: Some(pool),
        }
    }

    /// The salt of `day` or of a later day already made: from the database when it has one,
    /// else a fresh one stored there (the past days' deleted in the same transaction). A
    /// database that cannot be reached gives a salt for this process only, logged: counting
    /// goes on, at worst counting a visitor twice after a restart that day.
    fn load(&self, day: i64) -> (i64, [u8; 32]) {
        let fresh: [u8; 32] = rand::random();
        let Some(pool) = &self.pool else {
            return (day, fresh);
        };
        let kept = pool
            .get()
            .map_err(anyhow::Error::from)
            .and_then(|mut conn| Ok(keep_salt(&mut conn, day, fresh)?));
        kept.unwrap_or_else(|err| {
            tracing::error!(error = %err, "the day's visitor salt could not be kept");
            (day, fresh)
        })
    }

    /// The visitor key of `address` and `user_agent` on `day`, and the day it counts for:
    /// `day`, or the later day whose salt has already replaced it (an event that raced
    /// midnight counts for the new day rather than bring the old salt back).
    pub fn visitor(&self, day: i64, address: IpAddr, user_agent: &str) -> (i64, i64) {
        let mut current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        let (day, salt) = match *current {
            Some((salt_day, salt)) if salt_day >= day => (salt_day, salt),
            _ => {
                let loaded = self.load(day);
                *current = Some(loaded);
                loaded
            }
        };
        drop(current);
        let mut mac = Blake2sMac256::new_from_slice(&salt).expect("a 32-byte key");
        match address {
            IpAddr::V4(v4) => mac.update(&v4.octets()),
            IpAddr::V6(v6) => mac.update(&v6.octets()),
        }
        mac.update(&[0]);
        mac.update(user_agent.as_bytes());
        let hash = mac.finalize().into_bytes();
        let mut key = [0u8; 8];
        key.copy_from_slice(&hash[..8]);
        (day, i64::from_le_bytes(key))
    }
}

/// The salt of `day` (or a later one) kept in `conn`, or `fresh` stored as `day`'s; the
/// salts of earlier days are deleted.
fn keep_salt(
    conn: &mut Connection,
    day: i64,
    fresh: [u8; 32],
) -> rusqlite::Result<(i64, [u8; 32])> {
    let tx = db::write(conn)?;
    tx.execute("DELETE FROM insight_salt WHERE day < ?1", [day])?;
    let kept: Option<(i64, Vec<u8>)> = tx
        .query_row(
            "SELECT day, salt FROM insight_salt ORDER BY day DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let found = match kept {
        Some((kept_day, salt)) => salt.try_into().ok().map(|salt| (kept_day, salt)),
        None => None,
    };
    let salt = match found {
        Some(found) => found,
        None => {
            tx.execute("DELETE FROM insight_salt", [])?;
            tx.execute(
                "INSERT INTO insight_salt (day, salt) VALUES (?1, ?2)",
                params![day, fresh.as_slice()],
            )?;
            (day, fresh)
        }
    };
    tx.commit()?;
    Ok(salt)
}

/// Deletes the salts of the days before `today` (the maintenance's part: a day without
/// visits after it still loses its salt).
pub fn delete_past_salts(conn: &Connection, today: i64) -> rusqlite::Result<usize> {
    conn.execute("DELETE FROM insight_salt WHERE day < ?1", [today])
}

/// Deletes every kept salt: what a backup copy does, so that no copy outlives the day with
/// the salt that would let someone test a known address against that day's keys.
pub fn forget_salts(conn: &Connection) -> rusqlite::Result<usize> {
    conn.execute("DELETE FROM insight_salt", [])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_follow_vietnam() {
        // 2025-03-01T16:59:59Z is 23:59:59 in Hanoi; a second later it is 2 March there.
        let before = 1_740_848_399;
        assert_eq!(day_text(day_number(before)), "2025-03-01");
        assert_eq!(day_text(day_number(before + 1)), "2025-03-02");
        assert_eq!(day_of_text("2025-03-02"), Some(day_number(before + 1)));
        assert_eq!(
            day_start_utc(day_number(before + 1)),
            "2025-03-01T17:00:00.000Z"
        );
        assert_eq!(
            day_of_utc_text("2025-03-01T17:00:00.000Z"),
            Some(day_number(before + 1))
        );
    }

    #[test]
    fn one_key_a_day_a_new_one_the_next() {
        let salts = Salts::default();
        let ip: IpAddr = "203.0.113.5".parse().unwrap();
        let (d, a) = salts.visitor(100, ip, "Mozilla/5.0 A");
        assert_eq!(d, 100);
        assert_eq!(salts.visitor(100, ip, "Mozilla/5.0 A").1, a);
        assert_ne!(salts.visitor(100, ip, "Mozilla/5.0 B").1, a);
        let (d, next) = salts.visitor(101, ip, "Mozilla/5.0 A");
        assert_eq!(d, 101);
        assert_ne!(next, a);
        // A late event of day 100 counts for day 101 with its salt.
        assert_eq!(salts.visitor(100, ip, "Mozilla/5.0 A"), (101, next));
    }
}
