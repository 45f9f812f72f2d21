//! Writes the counted events in batches on its own thread, off the request path
//! (docs/decisions-spec.md §16). A request only puts its event in a bounded queue; when the queue
//! is full (the writer fell behind, or the disk is failing) the event is dropped, never
//! queued without bound. The writer commits what arrived within [`BATCH_WINDOW`] in one
//! transaction, so a kill loses at most the events acknowledged in that window (and those
//! still queued behind it). It also rolls each finished day up into daily totals and deletes
//! raw events after [`KEEP_RAW_DAYS`] days. Registered as `eventRecorder` in
//! `GET /api/health`; a panic is logged and the loop starts again.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use super::periods;
use super::stats;
use super::visitor::{self, day_number, day_text};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::workers::{Component, Components, panic_text};

/// The writer's name in `GET /api/health`.
pub const COMPONENT: &str = "eventRecorder";
/// Events waiting at most; more are dropped. Counted beside an unbounded channel rather than
/// by a bounded one, which would hold room for all of them from the start (2 MB).
pub const QUEUE: usize = 10_000;
/// The most events one transaction takes.
const MAX_BATCH: usize = 2_000;
/// How long the writer gathers events before committing them.
pub const BATCH_WINDOW: Duration = Duration::from_secs(1);
/// How often finished days are rolled up and old raw events deleted.
const MAINTAIN_EVERY: Duration = Duration::from_secs(60);
/// How soon maintenance goes on while the Dashboard's periods are still catching up (a pass
/// moves a bounded share of them; events are written in between).
const CATCH_UP_EVERY: Duration = Duration::from_secs(1);
/// Raw events are kept for today and the 29 days before it.
pub const KEEP_RAW_DAYS: i64 = 30;
/// A day is rolled up this long after it ended, once late events have surely been written.
const ROLLUP_GRACE_SECS: i64 = 10;
/// Raw events stored a day at most (docs/decisions-spec.md §21): past it an event only
/// moves the day's totals (the `overflow` row of its kind), so a flood costs no disk and
/// the Dashboard reads a bounded day.
pub const DAILY_BUDGET: usize = 50_000;

/// The raw events of one day the writer has stored, against the budget.
struct Budget {
    limit: usize,
    /// The day counted and its stored events; `None`: read again from the database.
    day: Option<(i64, usize)>,
}

impl Budget {
    fn new(limit: usize) -> Self {
        Budget { limit, day: None }
    }

    /// Whether one more raw event of `day` may be stored; counts it when so.
    fn admits(&mut self, conn: &Connection, day: i64) -> rusqlite::Result<bool> {
        let stored = match self.day {
            Some((counted, stored)) if counted == day => stored,
            _ => {
                let stored: i64 = conn.query_row(
                    "SELECT count(*) FROM insight_events WHERE day = ?1",
                    [day_text(day)],
                    |r| r.get(0),
                )?;
                usize::try_from(stored).unwrap_or(usize::MAX)
            }
        };
        let admitted = stored < self.limit;
        self.day = Some((day, stored + usize::from(admitted)));
        Ok(admitted)
    }
}

/// One counted event, already stripped of everything personal.
#[derive(Debug, Clone)]
pub struct Event {
    pub day: i64,
    pub at: i64,
    pub visitor: i64,
    /// `pageview`, `calculated`, `pdf`, `link` or `quote`.
    pub kind: &'static str,
    pub path: String,
    pub entry: bool,
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub device: &'static str,
    pub language: &'static str,
    pub tool: Option<String>,
}

/// An enquiry sent by a counted visitor: its visit is looked up when it is written.
#[derive(Debug, Clone)]
pub struct Conversion {
    pub enquiry_id: String,
    pub day: i64,
    pub at: i64,
    pub visitor: i64,
}

enum Job {
    Event(Event),
    Conversion(Conversion),
    /// Answered once everything queued before it is committed.
    Flush(oneshot::Sender<()>),
    /// Rolls up and deletes now, then answers.
    Maintain(oneshot::Sender<()>),
}

/// The queue's sending side; cloned into every handler.
#[derive(Clone)]
pub struct Recorder {
    queue: Sender<Job>,
    /// Events and conversions sent and not yet taken by the writer.
    waiting: Arc<AtomicUsize>,
    dropped: Arc<AtomicU64>,
}

impl Recorder {
    /// Starts the writer thread, registered in `components`; it ends when the last handle
    /// is dropped.
    /// At most `daily_budget` raw events are stored a day ([`DAILY_BUDGET`] but in tests).
    pub fn start(
        pool: DbPool,
        components: &Components,
        clock: Clock,
        daily_budget: usize,
    ) -> anyhow::Result<Self> {
        let health = components.register(COMPONENT);
        let (queue, inbox) = mpsc::channel();
        let waiting = Arc::new(AtomicUsize::new(0));
        let taken = waiting.clone();
        let liveness = health.liveness();
        std::thread::Builder::new()
            .name("event-recorder".into())
            .spawn(move || {
                let _liveness = liveness;
                let mut conn = None;
                let mut budget = Budget::new(daily_budget);
                loop {
                    let run = std::panic::AssertUnwindSafe(|| {
                        let writer = Writing {
                            pool: &pool,
                            health: &health,
                            clock: &clock,
                        };
                        write_loop(&writer, &mut conn, &mut budget, &inbox, &taken);
                    });
                    match std::panic::catch_unwind(run) {
                        Ok(()) => return,
                        Err(panic) => {
                            let reason = panic_text(&*panic);
                            tracing::error!(reason, "the event recorder panicked; restarting it");
                            health.failing(format!("restarting after a panic: {reason}"));
                            conn = None;
                            budget.day = None;
                            std::thread::sleep(Duration::from_secs(1));
                        }
                    }
                }
            })?;
        Ok(Recorder {
            queue,
            waiting,
            dropped: Arc::new(AtomicU64::new(0)),
        })
    }

    /// Queues an event; false when it was dropped (the queue is full).
    pub fn record(&self, event: Event) -> bool {
        self.offer(Job::Event(event))
    }

    pub fn convert(&self, conversion: Conversion) -> bool {
        self.offer(Job::Conversion(conversion))
    }

    fn offer(&self, job: Job) -> bool {
        let full = self.waiting.fetch_add(1, Ordering::Relaxed) >= QUEUE;
        if full || self.queue.send(job).is_err() {
            self.waiting.fetch_sub(1, Ordering::Relaxed);
            let dropped = self.dropped.fetch_add(1, Ordering::Relaxed) + 1;
            if dropped.is_power_of_two() {
                tracing::warn!(dropped, "the event queue is full; events dropped");
            }
            return false;
        }
        true
    }

    /// Events dropped since the start.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    /// Waits until every event queued before is committed.
    pub async fn flush(&self) {
        self.ask(Job::Flush).await;
    }

    /// Rolls finished days up and deletes old raw events now (the writer also does so every
    /// minute), after committing what is queued.
    pub async fn maintain(&self) {
        self.ask(Job::Maintain).await;
    }

    async fn ask(&self, job: impl FnOnce(oneshot::Sender<()>) -> Job + Send + 'static) {
        let (reply, done) = oneshot::channel();
        // Never refused for a full queue: it answers once what is queued before it is done.
        if self.queue.send(job(reply)).is_ok() {
            let _ = done.await;
        }
    }
}

type Writer = r2d2::PooledConnection<r2d2_sqlite::SqliteConnectionManager>;

/// What the writer works with.
struct Writing<'a> {
    pool: &'a DbPool,
    health: &'a Component,
    clock: &'a Clock,
}

fn write_loop(
    writer: &Writing<'_>,
    conn: &mut Option<Writer>,
    budget: &mut Budget,
    inbox: &Receiver<Job>,
    waiting: &AtomicUsize,
) {
    let Writing {
        pool,
        health,
        clock,
    } = *writer;
    let mut next_maintenance = Instant::now();
    loop {
        let wait = next_maintenance.saturating_duration_since(Instant::now());
        let first = match inbox.recv_timeout(wait) {
            Ok(job) => job,
            Err(RecvTimeoutError::Timeout) => {
                next_maintenance = Instant::now() + maintain(pool, conn, health, clock);
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let mut batch = Vec::new();
        let mut replies = Vec::new();
        let mut maintain_now = false;
        let mut ended = false;
        let mut job = Some(first);
        let deadline = Instant::now() + BATCH_WINDOW;
        while let Some(next) = job.take() {
            match next {
                Job::Event(_) | Job::Conversion(_) => {
                    waiting.fetch_sub(1, Ordering::Relaxed);
                    batch.push(next);
                }
                Job::Flush(reply) => {
                    replies.push(reply);
                    break;
                }
                Job::Maintain(reply) => {
                    replies.push(reply);
                    maintain_now = true;
                    break;
                }
            }
            if batch.len() >= MAX_BATCH {
                break;
            }
            match inbox.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(more) => job = Some(more),
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => ended = true,
            }
        }
        if !batch.is_empty() {
            let _busy = health.busy();
            match commit(pool, conn, budget, &batch) {
                Ok(()) => health.ok(),
                Err(err) => {
                    tracing::error!(error = %err, events = batch.len(), "events not stored");
                    *conn = None;
                    budget.day = None;
                    health.failing(err);
                }
            }
        }
        if maintain_now {
            next_maintenance = Instant::now() + maintain(pool, conn, health, clock);
        }
        for reply in replies {
            let _ = reply.send(());
        }
        if ended {
            return;
        }
    }
}

fn connection<'c>(pool: &DbPool, conn: &'c mut Option<Writer>) -> anyhow::Result<&'c mut Writer> {
    Ok(match conn {
        Some(conn) => conn,
        None => conn.insert(pool.get()?),
    })
}

fn commit(
    pool: &DbPool,
    conn: &mut Option<Writer>,
    budget: &mut Budget,
    batch: &[Job],
) -> anyhow::Result<()> {
    let conn = connection(pool, conn)?;
    let tx = db::write(conn)?;
    store(&tx, budget, batch)?;
    tx.commit()?;
    Ok(())
}

/// Stores a batch: each event raw while its day's budget lasts, else as one more of its
/// kind in the day's `overflow` totals.
fn store(tx: &Connection, budget: &mut Budget, batch: &[Job]) -> rusqlite::Result<()> {
    let mut overflow: BTreeMap<(i64, &str), i64> = BTreeMap::new();
    {
        let mut insert = tx.prepare_cached(
            "INSERT INTO insight_events
                 (day, at, visitor, kind, path, entry, source, medium, campaign, device,
                  language, tool)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        )?;
        for job in batch {
            match job {
                Job::Event(e) if !budget.admits(tx, e.day)? => {
                    *overflow.entry((e.day, e.kind)).or_default() += 1;
                }
                Job::Event(e) => {
                    let day = day_text(e.day);
                    insert.execute(params![
                        day, e.at, e.visitor, e.kind, e.path, e.entry, e.source, e.medium,
                        e.campaign, e.device, e.language, e.tool
                    ])?;
                    stats::count_live(tx, &day, e.visitor, &live_values(e))?;
                }
                Job::Conversion(c) => record_conversion(tx, c)?,
                Job::Flush(_) | Job::Maintain(_) => {}
            }
        }
    }
    for ((day, kind), count) in overflow {
        stats::add_overflow(tx, &day_text(day), kind, count)?;
    }
    Ok(())
}

/// What one stored event adds to its day's totals, as (dimension, value): a page view to
/// the day's total, its page, device and language, and when it opens a visit to its landing
/// page, source and campaign; a tool event to its tool and to its tool's kind.
fn live_values(e: &Event) -> Vec<(&'static str, &str)> {
    if e.kind != "pageview" {
        let kind = match e.kind {
            "calculated" => "tool:calculated",
            "pdf" => "tool:pdf",
            "link" => "tool:link",
            "quote" => "tool:quote",
            _ => return Vec::new(),
        };
        return e
            .tool
            .as_deref()
            .map(|tool| vec![("tool", tool), (kind, tool)])
            .unwrap_or_default();
    }
    let mut values = vec![
        ("total", ""),
        ("page", e.path.as_str()),
        ("device", e.device),
        ("language", e.language),
    ];
    if e.entry {
        values.push(("landing", e.path.as_str()));
        values.push(("source", e.source.as_deref().unwrap_or_default()));
        if let Some(campaign) = &e.campaign {
            values.push(("campaign", campaign));
        }
    }
    values
}

/// Stores where an enquiry's visit began: the visitor's last page view that day reached
/// from outside the site (else their first page view), and the last tool they used before
/// sending it. The visitor key itself is not kept.
fn record_conversion(conn: &Connection, c: &Conversion) -> rusqlite::Result<()> {
    let day = day_text(c.day);
    let landing: Option<(String, Option<String>, Option<String>)> = conn
        .query_row(
            "SELECT path, source, campaign FROM insight_events
             WHERE day = ?1 AND visitor = ?2 AND kind = 'pageview' AND at <= ?3
             ORDER BY entry DESC, CASE WHEN entry = 1 THEN -at ELSE at END, id
             LIMIT 1",
            params![day, c.visitor, c.at],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let tool: Option<String> = conn
        .query_row(
            "SELECT tool FROM insight_events
             WHERE day = ?1 AND visitor = ?2 AND tool IS NOT NULL AND at <= ?3
             ORDER BY at DESC, id DESC LIMIT 1",
            params![day, c.visitor, c.at],
            |r| r.get(0),
        )
        .optional()?;
    let (landing_path, source, campaign) = match landing {
        Some((path, source, campaign)) => (Some(path), Some(source.unwrap_or_default()), campaign),
        None => (None, None, None),
    };
    conn.execute(
        "INSERT OR IGNORE INTO insight_conversions
             (enquiry_id, day, landing_path, source, campaign, tool)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![c.enquiry_id, day, landing_path, source, campaign, tool],
    )?;
    Ok(())
}

/// One maintenance pass; how long until the next.
fn maintain(
    pool: &DbPool,
    conn: &mut Option<Writer>,
    health: &Component,
    clock: &Clock,
) -> Duration {
    let result = connection(pool, conn).and_then(|conn| {
        let _busy = health.busy();
        maintain_at(conn, clock.now())
    });
    match result {
        Ok(true) => MAINTAIN_EVERY,
        Ok(false) => CATCH_UP_EVERY,
        Err(err) => {
            tracing::error!(error = %err, "visit counts not rolled up");
            *conn = None;
            health.failing(err);
            MAINTAIN_EVERY
        }
    }
}

/// Rolls up every finished day that has live totals, then deletes the raw events older
/// than [`KEEP_RAW_DAYS`] days (their totals stay) and the past days' salts, and moves the
/// Dashboard's periods summed ahead (`periods`) to today. False while those are still
/// catching up (the next pass goes on).
pub fn maintain_at(conn: &mut Connection, now: i64) -> anyhow::Result<bool> {
    let finished_before = day_text(day_number(now - ROLLUP_GRACE_SECS));
    let keep_from = day_text(day_number(now) - (KEEP_RAW_DAYS - 1));
    let tx = db::write(conn)?;
    let mut days = 0;
    // The earliest live day each time: one indexed look-up, not a scan of today's rows.
    while let Some(day) = stats::live_day_before(&tx, &finished_before)? {
        stats::roll_up(&tx, &day)?;
        days += 1;
    }
    let deleted = tx.execute("DELETE FROM insight_events WHERE day < ?1", [&keep_from])?;
    visitor::delete_past_salts(&tx, day_number(now))?;
    tx.commit()?;
    // After the roll-up, so a day just finished is in the daily rows the periods sum.
    let caught_up = periods::advance(conn, day_number(now))?;
    if days > 0 || deleted > 0 {
        tracing::info!(
            days_rolled_up = days,
            raw_events_deleted = deleted,
            "visit counts rolled up"
        );
    }
    Ok(caught_up)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(day: i64, path: String) -> Job {
        Job::Event(Event {
            day,
            at: 0,
            visitor: 7,
            kind: "pageview",
            path,
            entry: false,
            source: None,
            medium: None,
            campaign: None,
            device: "phone",
            language: "vi",
            tool: None,
        })
    }

    fn stored(conn: &Connection, day: i64) -> i64 {
        conn.query_row(
            "SELECT count(*) FROM insight_events WHERE day = ?1",
            [day_text(day)],
            |r| r.get(0),
        )
        .unwrap()
    }

    /// The default budget, in the writer's batches: 50,000 raw events a day and no more,
    /// the rest counted in the day's page views; a writer started again reads the day's
    /// count back; and the finished day keeps at most 1,000 rows per dimension.
    #[test]
    fn the_default_budget_holds_a_day_to_50_000_raw_events() {
        let mut conn = Connection::open_in_memory().unwrap();
        db::migrate(&mut conn).unwrap();
        let day = day_number(1_741_575_600);
        let mut budget = Budget::new(DAILY_BUDGET);
        let jobs: Vec<Job> = (0..DAILY_BUDGET + 300)
            .map(|i| view(day, format!("/p{}", i % 1_500)))
            .collect();
        for batch in jobs.chunks(MAX_BATCH) {
            let tx = db::write(&mut conn).unwrap();
            store(&tx, &mut budget, batch).unwrap();
            tx.commit().unwrap();
        }
        assert_eq!(stored(&conn, day), 50_000);
        let mut restarted = Budget::new(DAILY_BUDGET);
        store(&conn, &mut restarted, &[view(day, "/".into())]).unwrap();
        assert_eq!(stored(&conn, day), 50_000);
        store(&conn, &mut restarted, &[view(day + 1, "/".into())]).unwrap();
        assert_eq!(stored(&conn, day + 1), 1);
        let pageviews = |conn: &Connection| -> i64 {
            stats::totals_between(conn, day, day, false)
                .unwrap()
                .iter()
                .map(|t| t.count)
                .sum()
        };
        assert_eq!(pageviews(&conn), 50_301);
        stats::roll_up(&conn, &day_text(day)).unwrap();
        assert_eq!(pageviews(&conn), 50_301, "the same once rolled up");
        let rows = |dimension: &str| -> i64 {
            conn.query_row(
                "SELECT count(*) FROM insight_daily WHERE day = ?1 AND dimension = ?2",
                [day_text(day), dimension.to_owned()],
                |r| r.get(0),
            )
            .unwrap()
        };
        assert_eq!(rows("page"), 1_000);
        let other: (i64, i64) = conn
            .query_row(
                "SELECT visitors, count FROM insight_daily WHERE day = ?1 AND value = ?2",
                [day_text(day), stats::OTHER.to_owned()],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        // 1,500 paths a visitor each: 999 kept, 501 summed; 50,000 page views of which the
        // 999 kept paths hold 34 each (the first 500 paths had 34, the rest 33).
        assert_eq!(other.0, 501);
        assert_eq!(other.1, 50_000 - 500 * 34 - 499 * 33);
    }
}
