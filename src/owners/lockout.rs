//! Sign-in lock-out: 5 attempts that failed within 15 minutes, counted per key, lock that
//! key out until the oldest of them is 15 minutes old. A key is a client address and an
//! account, or, for a browser that has signed in to that account before, its device (so
//! guesses from elsewhere cannot lock the real owner out of a browser they use).
//!
//! An attempt is *reserved* before the password is checked, under the same lock as the
//! check, and counts as a failure unless it succeeds: parallel guesses cannot all pass the
//! check before any failure is recorded. Password checks also run at most [`Checks`] at a
//! time server-wide (each argon2 check holds ~19 MiB), and beyond that the answer is 429 at
//! once. In memory: a restart forgets, which only gives an attacker 5 more tries per restart.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

pub const MAX_FAILURES: usize = 5;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// More keys than this and every stale one is dropped at once.
const PRUNE_ABOVE: usize = 10_000;

#[derive(Default)]
pub struct Lockout {
    attempts: Mutex<HashMap<String, VecDeque<Instant>>>,
}

/// A reserved attempt: a failure for each of its keys unless [`Attempt::succeeded`] says
/// otherwise.
#[must_use]
pub struct Attempt<'a> {
    lockout: &'a Lockout,
    keys: Vec<String>,
    at: Instant,
    /// This attempt is the last one its keys allow: failing it locks them out.
    pub last_allowed: bool,
}

impl Lockout {
    /// Reserves one attempt on every key; `Err(wait)` (nothing recorded) when any key is
    /// locked out.
    pub fn reserve(&self, keys: &[String]) -> Result<Attempt<'_>, Duration> {
        let now = Instant::now();
        let mut attempts = self.attempts.lock().unwrap_or_else(PoisonError::into_inner);
        if attempts.len() > PRUNE_ABOVE {
            attempts.retain(|_, times| {
                forget_old(times, now);
                !times.is_empty()
            });
        }
        let mut wait = None;
        let mut last_allowed = false;
        for key in keys {
            let Some(times) = attempts.get_mut(key) else {
                continue;
            };
            forget_old(times, now);
            if times.len() >= MAX_FAILURES {
                let until = times[times.len() - MAX_FAILURES] + WINDOW;
                wait = wait.max(Some(until.saturating_duration_since(now)));
            }
            last_allowed |= times.len() + 1 == MAX_FAILURES;
        }
        if let Some(wait) = wait {
            return Err(wait.max(Duration::from_secs(1)));
        }
        for key in keys {
            attempts.entry(key.clone()).or_default().push_back(now);
        }
        Ok(Attempt {
            lockout: self,
            keys: keys.to_vec(),
            at: now,
            last_allowed,
        })
    }

    /// Forgets every failure of `key`.
    pub fn clear(&self, key: &str) {
        self.attempts
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(key);
    }
}

impl Attempt<'_> {
    /// The attempt succeeded: it is not a failure, and the keys' earlier failures are
    /// forgotten (the owner has proved who they are).
    pub fn succeeded(self) {
        let mut attempts = self
            .lockout
            .attempts
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        for key in &self.keys {
            if let Some(times) = attempts.get_mut(key) {
                if let Some(i) = times.iter().position(|t| *t == self.at) {
                    times.remove(i);
                }
                if times.is_empty() {
                    attempts.remove(key);
                }
            }
        }
    }
}

fn forget_old(times: &mut VecDeque<Instant>, now: Instant) {
    while times
        .front()
        .is_some_and(|t| now.duration_since(*t) >= WINDOW)
    {
        times.pop_front();
    }
}

/// The server-wide cap on password checks running at once.
#[derive(Clone)]
pub struct Checks(Arc<Semaphore>);

impl Default for Checks {
    /// One check per core: more in parallel would only queue for the CPU while holding
    /// their memory.
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Checks(Arc::new(Semaphore::new(cores)))
    }
}

impl Checks {
    /// A place for one check, or `None` when all are taken (answer 429 at once).
    pub fn try_start(&self) -> Option<OwnedSemaphorePermit> {
        self.0.clone().try_acquire_owned().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_reserved_attempts_lock_the_key_and_a_success_does_not_count() {
        let lockout = Lockout::default();
        let keys = ["ip:1".to_owned(), "account:a".to_owned()];
        lockout.reserve(&keys).unwrap().succeeded();
        let mut held = Vec::new();
        for n in 1..=MAX_FAILURES {
            let attempt = lockout.reserve(&keys).unwrap();
            assert_eq!(attempt.last_allowed, n == MAX_FAILURES);
            // Not finished yet (a check in flight): still counted.
            held.push(attempt);
        }
        let wait = lockout.reserve(&["account:a".to_owned()]).err().unwrap();
        assert!(wait > Duration::from_secs(14 * 60) && wait <= WINDOW);
        assert!(lockout.reserve(&["ip:2".to_owned()]).is_ok());
        drop(held);
        lockout.clear("account:a");
        lockout.clear("ip:1");
        assert!(lockout.reserve(&keys).is_ok());
    }

    #[test]
    fn parallel_reservations_never_pass_the_limit() {
        let lockout = Arc::new(Lockout::default());
        let passed = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..64 {
                s.spawn(|| {
                    if let Ok(attempt) = lockout.reserve(&["ip:9".to_owned()]) {
                        passed.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        drop(attempt);
                    }
                });
            }
        });
        assert_eq!(passed.into_inner(), MAX_FAILURES);
    }
}
