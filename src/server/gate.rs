//! The connection caps (docs/decisions-spec.md §21): how many connections the server holds,
//! in all and per client address, and which one gives its place to a new one.
//!
//! Carrier-grade NAT puts many phones behind one address, and their browsers keep idle
//! keep-alive connections open, so a cap that refuses outright locks visitors out behind
//! their neighbours' idle connections. At a cap, the gate closes the connection idle the
//! longest instead, and refuses a new one only when every connection it could close is busy.
//!
//! Closing a kept-alive connection races with its client, which may be writing its next
//! request at that moment (HTTP/1.1 keep-alive's own race; a client does not retry a POST it
//! wrote, so the request would be lost with a reset). Hence a connection may give its place
//! only after [`GRACE`] with no byte moving since its last answer, and the chosen one is not
//! closed at once (see `server::drive`): for another grace, a request that comes in on it is
//! answered with `Connection: close`, and it closes, through hyper's graceful shutdown, only
//! once quiet. The new connection is admitted over the cap while the chosen one
//! drains. A new connection that finds none to close yet waits for one to pass its grace or
//! close (the header timeout at most, in a bounded line); one that finds only connections
//! that sent no request within their grace (the slow clients the caps are for) is refused
//! at once.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::Notify;

use crate::http::rate_limit::counted_address;

use super::Limits;

/// How long a connection must have been quiet since its last answer before the gate may
/// close it for another: longer than a client takes between reading an answer and sending
/// its next request on the same connection, short enough that a visitor waiting behind it
/// barely notices.
pub(super) const GRACE: Duration = Duration::from_secs(2);

/// Connections waiting for a place at most, in all (each holds a descriptor meanwhile).
pub(super) const MAX_WAITING: usize = 128;

/// When a byte last moved on a connection, in milliseconds since the gate's epoch (so that
/// connections compare).
pub(super) struct Activity {
    epoch: Instant,
    last_ms: AtomicU64,
}

impl Activity {
    pub(super) fn new(epoch: Instant) -> Self {
        let activity = Activity {
            epoch,
            last_ms: AtomicU64::new(0),
        };
        activity.touch();
        activity
    }

    fn now_ms(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    pub(super) fn touch(&self) {
        self.last_ms.store(self.now_ms(), Ordering::Relaxed);
    }

    fn last(&self) -> u64 {
        self.last_ms.load(Ordering::Relaxed)
    }

    /// Completes once nothing has moved for `limit`.
    pub(super) async fn idle_for(&self, limit: Duration) {
        loop {
            let last = self.epoch + Duration::from_millis(self.last());
            let quiet = last.elapsed();
            if quiet >= limit {
                return;
            }
            tokio::time::sleep(limit - quiet).await;
        }
    }
}

/// One open connection, as the gate sees it.
pub(super) struct Conn {
    id: u64,
    /// The address it counts under (an IPv6 /64).
    key: IpAddr,
    /// When it was admitted (ms since the gate's epoch; atomic for the tests' sake).
    opened: AtomicU64,
    pub(super) activity: Activity,
    /// Answers being made or written now.
    answering: AtomicUsize,
    /// Answers made whole: a keep-alive connection has made one at least.
    answered: AtomicU64,
    /// Set when the gate chose it to give its place: its answers say `Connection: close`.
    closing: AtomicBool,
    /// Told when the gate chose it.
    pub(super) evicted: Notify,
}

impl Conn {
    /// When it may give its place, if it is idle (answered, nothing in flight): `GRACE`
    /// after its last byte moved.
    fn free_at(&self) -> Option<u64> {
        let idle = self.answering.load(Ordering::Acquire) == 0
            && self.answered.load(Ordering::Acquire) > 0;
        idle.then(|| self.activity.last() + millis(GRACE))
    }

    pub(super) fn closing(&self) -> bool {
        self.closing.load(Ordering::Acquire)
    }

    pub(super) fn busy(&self) -> bool {
        self.answering.load(Ordering::Acquire) > 0
    }
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[derive(Default)]
struct Open {
    conns: HashMap<u64, Arc<Conn>>,
    /// Each address's connections.
    by_key: HashMap<IpAddr, Vec<u64>>,
    /// Each address's connections waiting for a place, and all of them.
    waiting: HashMap<IpAddr, usize>,
    waiting_all: usize,
    next_id: u64,
}

/// What a connection over a cap may do now.
#[derive(Debug, PartialEq, Eq)]
enum Full {
    /// Take the place of this idle connection.
    Evict(u64),
    /// Wait: the first idle one may give its place at this time (ms since the epoch).
    Wait(Wait),
}

/// Whether a connection refused now may wait for a place.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Wait {
    /// An idle one passes its grace at this time (ms since the gate's epoch).
    At(u64),
    /// Every one is answering a request, has answered one, or was just opened: one may be
    /// idle soon.
    Later,
    /// None has even sent a request within its grace (nor may be idle soon): the
    /// slow-client flood the caps are for.
    Never,
}

/// What the gate says to a new connection.
pub(super) enum Entry {
    Admitted(Ticket),
    /// Over a cap, with an idle connection soon to pass its grace.
    Wait(Pending),
    Refused(&'static str),
}

/// A connection in line for a place.
pub(super) struct Pending {
    waiting: Waiting,
    reason: &'static str,
    at: u64,
}

impl Open {
    /// Among `ids`, the one that may give its place now (the one quiet the longest), or
    /// when the first one may.
    fn choose<'a>(&self, ids: impl Iterator<Item = &'a u64>, now: u64) -> Full {
        let mut first = None;
        let mut in_use = false;
        for conn in ids.filter_map(|id| self.conns.get(id)) {
            // Just opened counts too: its request is likely on its way (a burst of
            // visitors opens connections faster than their requests are read).
            in_use |= conn.answered.load(Ordering::Acquire) > 0
                || conn.busy()
                || now < conn.opened.load(Ordering::Relaxed) + millis(GRACE);
            if let Some(at) = conn.free_at()
                && first.is_none_or(|earliest| (at, conn.id) < earliest)
            {
                first = Some((at, conn.id));
            }
        }
        match first {
            Some((at, id)) if at <= now => Full::Evict(id),
            Some((at, _)) => Full::Wait(Wait::At(at)),
            None if in_use => Full::Wait(Wait::Later),
            None => Full::Wait(Wait::Never),
        }
    }

    /// Takes a connection off the count and tells it to close.
    fn evict(&mut self, id: u64) {
        if let Some(conn) = self.conns.remove(&id) {
            self.forget(&conn);
            conn.closing.store(true, Ordering::Release);
            conn.evicted.notify_one();
        }
    }

    fn forget(&mut self, conn: &Conn) {
        if let Some(ids) = self.by_key.get_mut(&conn.key) {
            ids.retain(|id| *id != conn.id);
            if ids.is_empty() {
                self.by_key.remove(&conn.key);
            }
        }
    }
}

/// Counts the open connections, in all and per client address.
pub(super) struct Gate {
    limits: Limits,
    epoch: Instant,
    open: Mutex<Open>,
    /// Told when a connection gives its place back: waiting ones try again.
    freed: Notify,
}

/// One open connection's place; dropping it gives the place back.
pub(super) struct Ticket {
    gate: Arc<Gate>,
    pub(super) conn: Arc<Conn>,
}

/// Why a connection is not admitted now, and whether it may wait.
type Refusal = (&'static str, Wait);

impl Gate {
    pub(super) fn new(limits: Limits) -> Self {
        Gate {
            limits,
            epoch: Instant::now(),
            open: Mutex::default(),
            freed: Notify::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn now_ms(&self) -> u64 {
        millis(self.epoch.elapsed())
    }

    /// A place for a connection from `ip` now, if there is one: the accept loop asks in the
    /// order connections arrive, so that the first ones get the places.
    pub(super) fn try_enter(self: &Arc<Self>, ip: IpAddr) -> Entry {
        let key = counted_address(ip);
        match self.enter(key) {
            Ok(ticket) => Entry::Admitted(ticket),
            Err((reason, Wait::Never)) => Entry::Refused(reason),
            Err((reason, wait)) => match self.wait_in_line(key) {
                Some(waiting) => Entry::Wait(Pending {
                    waiting,
                    reason,
                    at: match wait {
                        Wait::At(at) => at,
                        _ => self.now_ms() + millis(GRACE),
                    },
                }),
                None => Entry::Refused(reason),
            },
        }
    }

    /// Waits for a place for `pending`: once a connection passes its grace or closes, within
    /// `wait`.
    pub(super) async fn admit(
        self: &Arc<Self>,
        pending: Pending,
        wait: Duration,
    ) -> Result<Ticket, &'static str> {
        let Pending {
            waiting,
            reason,
            mut at,
        } = pending;
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let freed = self.freed.notified();
            tokio::pin!(freed);
            freed.as_mut().enable();
            let wake = tokio::time::Instant::from_std(self.epoch + Duration::from_millis(at));
            if tokio::time::timeout_at(wake.min(deadline), freed)
                .await
                .is_err()
                && tokio::time::Instant::now() >= deadline
            {
                return Err(reason);
            }
            at = match self.enter(waiting.key) {
                Ok(ticket) => return Ok(ticket),
                Err((_, Wait::At(at))) => at,
                // Every one busy now: look again after a grace, or when one closes.
                Err((_, Wait::Later)) => self.now_ms() + millis(GRACE),
                Err((reason, Wait::Never)) => return Err(reason),
            };
        }
    }

    fn enter(self: &Arc<Self>, key: IpAddr) -> Result<Ticket, Refusal> {
        let mut open = self.lock();
        let now = self.now_ms();
        if open.conns.len() >= self.limits.max_connections {
            // Bounded by the cap: one pass over at most `max_connections`.
            let ids: Vec<u64> = open.conns.keys().copied().collect();
            match open.choose(ids.iter(), now) {
                Full::Evict(id) => open.evict(id),
                Full::Wait(wait) => return Err(("too many connections in all", wait)),
            }
        }
        let mine = open.by_key.get(&key).map_or(0, Vec::len);
        if self.limits.per_address > 0 && mine >= self.limits.per_address {
            let ids = open.by_key.get(&key).cloned().unwrap_or_default();
            let reason = "every connection from this address is busy";
            match open.choose(ids.iter(), now) {
                Full::Evict(id) => open.evict(id),
                Full::Wait(wait) => return Err((reason, wait)),
            }
        }
        open.next_id += 1;
        let conn = Arc::new(Conn {
            id: open.next_id,
            key,
            opened: AtomicU64::new(now),
            activity: Activity::new(self.epoch),
            answering: AtomicUsize::new(0),
            answered: AtomicU64::new(0),
            closing: AtomicBool::new(false),
            evicted: Notify::new(),
        });
        open.conns.insert(conn.id, conn.clone());
        open.by_key.entry(key).or_default().push(conn.id);
        Ok(Ticket {
            gate: self.clone(),
            conn,
        })
    }

    /// A place in the line of waiting connections (as many as the address's cap, and
    /// [`MAX_WAITING`] in all, so that waiting ones cannot hold descriptors without bound);
    /// None when the line is full.
    fn wait_in_line(self: &Arc<Self>, key: IpAddr) -> Option<Waiting> {
        let mut open = self.lock();
        let per_address = match self.limits.per_address {
            0 => MAX_WAITING,
            n => n,
        };
        if open.waiting_all >= MAX_WAITING
            || open.waiting.get(&key).copied().unwrap_or(0) >= per_address
        {
            return None;
        }
        open.waiting_all += 1;
        *open.waiting.entry(key).or_default() += 1;
        Some(Waiting {
            gate: self.clone(),
            key,
        })
    }
}

/// A connection waiting for a place; dropping it leaves the line.
struct Waiting {
    gate: Arc<Gate>,
    key: IpAddr,
}

impl Drop for Waiting {
    fn drop(&mut self) {
        let mut open = self.gate.lock();
        open.waiting_all = open.waiting_all.saturating_sub(1);
        if let Some(line) = open.waiting.get_mut(&self.key) {
            *line = line.saturating_sub(1);
            if *line == 0 {
                open.waiting.remove(&self.key);
            }
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = self.gate.lock();
        if open.conns.remove(&self.conn.id).is_some() {
            open.forget(&self.conn);
            drop(open);
            self.gate.freed.notify_waiters();
        }
    }
}

/// One answer being made and written on a connection: the connection is busy meanwhile.
pub(super) struct Answering {
    conn: Arc<Conn>,
}

impl Answering {
    pub(super) fn start(conn: &Arc<Conn>) -> Self {
        conn.answering.fetch_add(1, Ordering::AcqRel);
        Answering { conn: conn.clone() }
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        // Moves the activity too: the grace counts from the answer's end.
        self.conn.activity.touch();
        self.conn.answered.fetch_add(1, Ordering::AcqRel);
        self.conn.answering.fetch_sub(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate(max_connections: usize, per_address: usize) -> Arc<Gate> {
        let mut gate = Gate::new(Limits {
            max_connections,
            per_address,
            ..Limits::default()
        });
        // A minute old, so that "quiet for 5 s" can be told from "for 3 s".
        gate.epoch = Instant::now().checked_sub(Duration::from_secs(60)).unwrap();
        Arc::new(gate)
    }

    /// Makes `conn` look answered and quiet for `ago` (its activity moved back).
    fn answered(gate: &Gate, conn: &Conn, ago: Duration) {
        conn.answered.fetch_add(1, Ordering::AcqRel);
        let at = gate.now_ms().saturating_sub(millis(ago));
        conn.activity.last_ms.store(at, Ordering::Relaxed);
    }

    /// Makes `conn` look opened long ago (past its grace).
    fn aged(conn: &Conn) {
        conn.opened.store(0, Ordering::Relaxed);
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn at_the_address_cap_the_longest_quiet_idle_connection_gives_its_place() {
        let gate = gate(100, 2);
        let a = gate.enter(ip("10.0.0.1")).unwrap();
        let b = gate.enter(ip("10.0.0.1")).unwrap();
        // Just opened, no request yet: their requests may be on their way, so wait; past
        // their grace with still none, refused at once.
        assert_eq!(
            gate.enter(ip("10.0.0.1")).err().map(|e| e.1),
            Some(Wait::Later)
        );
        aged(&a.conn);
        aged(&b.conn);
        assert_eq!(
            gate.enter(ip("10.0.0.1")).err().map(|e| e.1),
            Some(Wait::Never)
        );
        // Another address is not concerned.
        let other = gate.enter(ip("10.0.0.2")).unwrap();
        // Answered, still within the grace: wait until it passes.
        answered(&gate, &a.conn, Duration::from_millis(500));
        let Err((_, Wait::At(at))) = gate.enter(ip("10.0.0.1")) else {
            panic!("waits");
        };
        assert_eq!(at, a.conn.activity.last() + millis(GRACE));
        // Past the grace: the quietest idle one is closed for the newcomer.
        answered(&gate, &b.conn, Duration::from_secs(5));
        answered(&gate, &a.conn, Duration::from_secs(3));
        let c = gate.enter(ip("10.0.0.1")).unwrap();
        assert!(b.conn.closing() && !a.conn.closing() && !other.conn.closing());
        assert_eq!(
            gate.lock().by_key[&ip("10.0.0.1")],
            vec![a.conn.id, c.conn.id]
        );
        // One with an answer in flight is never chosen; while all are answering, one that
        // answered before may be idle soon: wait.
        let busy = Answering::start(&a.conn);
        let _busy_too = Answering::start(&c.conn);
        assert_eq!(
            gate.enter(ip("10.0.0.1")).err().map(|e| e.1),
            Some(Wait::Later)
        );
        drop(_busy_too);
        answered(&gate, &c.conn, Duration::from_secs(3));
        gate.enter(ip("10.0.0.1")).unwrap();
        assert!(!a.conn.closing() && c.conn.closing());
        drop(busy);
    }

    #[test]
    fn at_the_cap_in_all_any_address_s_idle_connection_gives_its_place() {
        let gate = gate(2, 0);
        let a = gate.enter(ip("10.0.0.1")).unwrap();
        let b = gate.enter(ip("10.0.0.2")).unwrap();
        aged(&a.conn);
        aged(&b.conn);
        assert_eq!(
            gate.enter(ip("10.0.0.3")).err().map(|e| e.1),
            Some(Wait::Never)
        );
        answered(&gate, &b.conn, Duration::from_secs(3));
        let _c = gate.enter(ip("10.0.0.3")).unwrap();
        assert!(b.conn.closing() && !a.conn.closing());
        assert_eq!(gate.lock().conns.len(), 2);
        // The evicted one's ticket, dropped when it has closed, takes nothing else away.
        drop(b);
        assert_eq!(gate.lock().conns.len(), 2);
    }

    /// The gate counts by the rate limiter's keying: an IPv6 client by its /64, an
    /// IPv4-mapped one as IPv4.
    #[test]
    fn ipv6_addresses_share_a_cap_per_64() {
        let key = |s: &str| counted_address(ip(s));
        assert_eq!(
            key("2001:db8:1:2::1"),
            key("2001:db8:1:2:ffff:ffff:ffff:ffff")
        );
        assert_eq!(key("2001:db8:1:2::1"), ip("2001:db8:1:2::"));
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("::ffff:192.0.2.7"), ip("192.0.2.7"));
        assert_eq!(key("192.0.2.7"), ip("192.0.2.7"));
        let gate = gate(100, 1);
        let _a = gate.enter(key("2001:db8:1:2::1")).unwrap();
        assert!(gate.enter(key("2001:db8:1:2:ffff::9")).is_err(), "same /64");
        assert!(gate.enter(key("2001:db8:1:3::1")).is_ok(), "another /64");
    }
}
