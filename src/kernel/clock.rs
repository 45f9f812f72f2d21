//! The time of day the server counts by: the system's, or one a test sets and moves.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970 (UTC). `Clock::default()` is the system's clock; [`Clock::fixed`] one a
/// test moves with [`Clock::advance`], shared by every clone.
#[derive(Debug, Clone, Default)]
pub struct Clock(Option<Arc<AtomicI64>>);

impl Clock {
    /// A clock standing at `unix_secs` until a test moves it.
    pub fn fixed(unix_secs: i64) -> Self {
        Clock(Some(Arc::new(AtomicI64::new(unix_secs))))
    }

    pub fn now(&self) -> i64 {
        match &self.0 {
            Some(fixed) => fixed.load(Ordering::SeqCst),
            None => SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)),
        }
    }

    /// Moves a fixed clock on by `secs` (the system clock cannot be moved).
    pub fn advance(&self, secs: i64) {
        if let Some(fixed) = &self.0 {
            fixed.fetch_add(secs, Ordering::SeqCst);
        }
    }
}
