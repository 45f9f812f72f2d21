//! Sign-in lock-out: 5 failures within 15 minutes, counted per client address and per
//! account, lock that address or account out until the oldest of them is 15 minutes old.
//! In memory: a restart forgets, which only gives an attacker 5 more tries per restart.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const MAX_FAILURES: usize = 5;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// More keys than this and every stale one is dropped at once.
const PRUNE_ABOVE: usize = 10_000;

#[derive(Default)]
pub struct Lockout {
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl Lockout {
    /// `Err(wait)` when any of `keys` is locked out.
    pub fn check(&self, keys: &[String]) -> Result<(), Duration> {
        let now = Instant::now();
        let mut failures = self.failures.lock().expect("lockout lock");
        let wait = keys
            .iter()
            .filter_map(|key| {
                let times = failures.get_mut(key)?;
                forget_old(times, now);
                (times.len() >= MAX_FAILURES).then(|| {
                    (times[times.len() - MAX_FAILURES] + WINDOW).saturating_duration_since(now)
                })
            })
            .max();
        wait.map_or(Ok(()), Err)
    }

    pub fn fail(&self, keys: &[String]) {
        let now = Instant::now();
        let mut failures = self.failures.lock().expect("lockout lock");
        if failures.len() > PRUNE_ABOVE {
            failures.retain(|_, times| {
                forget_old(times, now);
                !times.is_empty()
            });
        }
        for key in keys {
            let times = failures.entry(key.clone()).or_default();
            forget_old(times, now);
            times.push_back(now);
            if times.len() > MAX_FAILURES {
                times.pop_front();
            }
        }
    }

    pub fn clear(&self, key: &str) {
        self.failures.lock().expect("lockout lock").remove(key);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_failures_lock_the_key() {
        let lockout = Lockout::default();
        let keys = ["ip:1".to_owned(), "account:a".to_owned()];
        for _ in 0..MAX_FAILURES {
            assert!(lockout.check(&keys).is_ok());
            lockout.fail(&keys);
        }
        let wait = lockout.check(&["account:a".to_owned()]).unwrap_err();
        assert!(wait > Duration::from_secs(14 * 60) && wait <= WINDOW);
        assert!(lockout.check(&["ip:2".to_owned()]).is_ok());
        lockout.clear("account:a");
        assert!(lockout.check(&["account:a".to_owned()]).is_ok());
    }
}
