//! The time of day the server counts by: the system's, or one a test sets and moves.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Seconds since 1970 (UTC). `Clock::default()` is the system's clock; [`Clock::fixed`] one a
/// test moves with [`Clock::advance`], shared by every clone.
#[derive(Debug, Clone, Default)]
pub struct Clock(Option<Arc<Fixed>>);

#[derive(Debug)]
struct Fixed {
    secs: AtomicI64,
    /// Wakes the workers pausing on this clock when a test moves it, so a test waits for
    /// their next pass, not for their tick (docs/decisions-spec.md §29).
    moved: tokio::sync::Notify,
}

impl Clock {
    /// A clock standing at `unix_secs` until a test moves it.
    pub fn fixed(unix_secs: i64) -> Self {
        Clock(Some(Arc::new(Fixed {
            secs: AtomicI64::new(unix_secs),
            moved: tokio::sync::Notify::new(),
        })))
    }

    pub fn now(&self) -> i64 {
        match &self.0 {
            Some(fixed) => fixed.secs.load(Ordering::SeqCst),
            None => SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)),
        }
    }

    /// The moment `offset_secs` from now as SQLite writes `strftime('%Y-%m-%dT%H:%M:%fZ')`,
    /// so it compares as text with the times the database stamps (milliseconds from the
    /// system clock; whole seconds from a fixed one).
    pub fn stamp(&self, offset_secs: i64) -> String {
        let at = match &self.0 {
            Some(fixed) => chrono::DateTime::from_timestamp(fixed.secs.load(Ordering::SeqCst), 0)
                .unwrap_or_default(),
            None => chrono::Utc::now(),
        } + chrono::TimeDelta::seconds(offset_secs);
        at.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
    }

    /// Moves a fixed clock on by `secs` (the system clock cannot be moved).
    pub fn advance(&self, secs: i64) {
        if let Some(fixed) = &self.0 {
            fixed.secs.fetch_add(secs, Ordering::SeqCst);
            fixed.moved.notify_waiters();
        }
    }

    /// A worker's rest between two looks at this clock: `wait`, cut short when a test moves
    /// a fixed clock.
    pub async fn pause(&self, wait: Duration) {
        match &self.0 {
            Some(fixed) => {
                let _ = tokio::time::timeout(wait, fixed.moved.notified()).await;
            }
            None => tokio::time::sleep(wait).await,
        }
    }
}

/// An RFC 3339 moment written in `zone` (`2026-11-20T06:30:00+07:00`), so that its first ten
/// characters are the date there: a post's date is the business's day, never UTC's
/// (docs/decisions-spec.md §23). Text that is not such a moment is returned as it is.
pub fn in_zone(moment: &str, zone: chrono_tz::Tz) -> String {
    chrono::DateTime::parse_from_rfc3339(moment).map_or_else(
        |_| moment.to_owned(),
        |at| {
            at.with_timezone(&zone)
                .format("%Y-%m-%dT%H:%M:%S%:z")
                .to_string()
        },
    )
}

/// An RFC 3339 time as stored, as local `YYYY-MM-DD HH:MM` in `zone`, as the exports write
/// it (the text unchanged if it is not one, e.g. a row written by hand).
pub fn local_minute(stored: &str, zone: chrono_tz::Tz) -> String {
    chrono::DateTime::parse_from_rfc3339(stored).map_or_else(
        |_| stored.to_owned(),
        |at| at.with_timezone(&zone).format("%Y-%m-%d %H:%M").to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::in_zone;

    #[test]
    fn a_moment_is_written_in_the_business_zone() {
        let zone = chrono_tz::Asia::Ho_Chi_Minh;
        assert_eq!(
            in_zone("2026-11-19T23:30:00Z", zone),
            "2026-11-20T06:30:00+07:00"
        );
        assert_eq!(
            in_zone("2026-11-20T06:30:00+07:00", zone),
            "2026-11-20T06:30:00+07:00"
        );
        assert_eq!(in_zone("not a date", zone), "not a date");
    }
}
