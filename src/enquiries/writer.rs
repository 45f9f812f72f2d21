//! Stores enquiries with group commit: one writer thread takes every enquiry waiting at that
//! moment and commits them in one `BEGIN IMMEDIATE` transaction, then answers each request.
//! An enquiry is still acknowledged only after the transaction holding it has committed; under
//! load many share one commit instead of queueing for one each, which keeps waits short.
//!
//! A second thread copies committed pages from the WAL into the database file (a passive
//! checkpoint) shortly after each commit. SQLite would otherwise do all of that inside the
//! commit that fills the WAL to 1,000 pages, with two `fsync`s, while every waiting enquiry
//! waits too; that commit now finds almost nothing left to copy. The WAL stays bounded by
//! that same automatic checkpoint, which also lets it start over from its beginning.
//!
//! The same transaction queues the e-mail notices of each new (non-spam) enquiry in the
//! outbox (`notices`), so an enquiry is never stored without them; the sender is woken once
//! the batch has committed.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::oneshot;

use crate::enquiries::rules::NewEnquiry;
use crate::kernel::changes::probe_write;
use crate::kernel::db::{self, DbPool};
use crate::kernel::mail::MailWake;
use crate::kernel::workers::{Component, Components};
use crate::notices::outbox::{enquiry_recipients, queue_enquiry};

/// The most enquiries one transaction takes.
const MAX_BATCH: usize = 256;

/// When other enquiries are already waiting (a burst), the writer waits this long for the
/// rest of it before committing. Each commit writes every page it touched, so one commit for
/// many enquiries writes far less than many small ones; a lone enquiry never waits.
const GATHER: Duration = Duration::from_micros(100);

/// The checkpointer waits this long after a commit, so one checkpoint covers many commits.
const CHECKPOINT_DELAY: Duration = Duration::from_millis(5);

/// After a failed commit (a full disk...), the writer tries a small write this often until
/// one succeeds, so that its health turns back without waiting for the next enquiry.
const PROBE_EVERY: Duration = Duration::from_secs(1);

/// The writer's name in `GET /api/health`.
pub const COMPONENT: &str = "enquiryWriter";

type Reply = oneshot::Sender<anyhow::Result<String>>;

enum Job {
    Store(Box<NewEnquiry>, Reply),
    /// Ends the thread after the jobs queued before it.
    Stop,
}

#[derive(Clone)]
pub struct EnquiryWriter {
    /// The running thread's queue; replaced when a stopped thread is started again.
    queue: Arc<Mutex<Sender<Job>>>,
    pool: DbPool,
    health: Component,
    /// Woken after a commit that queued e-mail notices.
    notices: MailWake,
}

impl EnquiryWriter {
    /// Starts the writer thread, registered in `components`; it ends when the last handle
    /// is dropped.
    pub fn start(pool: DbPool, components: &Components, notices: MailWake) -> anyhow::Result<Self> {
        let health = components.register(COMPONENT);
        let queue = spawn(&pool, &health, &notices)?;
        Ok(EnquiryWriter {
            queue: Arc::new(Mutex::new(queue)),
            pool,
            health,
            notices,
        })
    }

    /// Stores the enquiry; `Ok(id)` once it is committed. A writer thread that has ended
    /// (a panic) is started again first.
    pub async fn store(&self, enquiry: NewEnquiry) -> anyhow::Result<String> {
        let (reply, answer) = oneshot::channel();
        self.send(Job::Store(Box::new(enquiry), reply))?;
        answer
            .await
            .map_err(|_| anyhow::anyhow!("the enquiry writer has stopped"))?
    }

    /// Ends the writer thread once the enquiries queued before are stored; health reports it
    /// stopped until the next enquiry starts a new one. (Tests use it to see that report.)
    pub fn stop(&self) {
        let queue = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = queue.send(Job::Stop);
    }

    fn send(&self, job: Job) -> anyhow::Result<()> {
        let mut queue = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        let Err(mpsc::SendError(job)) = queue.send(job) else {
            return Ok(());
        };
        tracing::warn!("the enquiry writer had stopped; starting it again");
        *queue = spawn(&self.pool, &self.health, &self.notices)?;
        queue
            .send(job)
            .map_err(|_| anyhow::anyhow!("the enquiry writer has stopped"))
    }
}

/// Starts the writer and checkpointer threads; returns the writer's queue.
fn spawn(pool: &DbPool, health: &Component, notices: &MailWake) -> anyhow::Result<Sender<Job>> {
    let (queue, inbox) = mpsc::channel();
    // One slot: a commit only has to say "there is something to copy".
    let (committed, commits) = mpsc::sync_channel(1);
    let checkpoint_pool = pool.clone();
    std::thread::Builder::new()
        .name("wal-checkpoint".into())
        .spawn(move || checkpoint_loop(&checkpoint_pool, &commits))?;
    let (pool, health, notices) = (pool.clone(), health.clone(), notices.clone());
    let liveness = health.liveness();
    std::thread::Builder::new()
        .name("enquiry-writer".into())
        .spawn(move || {
            let _liveness = liveness;
            // Supervised in its thread: a panic fails the batch in hand (its callers see
            // their answer dropped and say so), is logged, and the loop starts again.
            loop {
                let run = std::panic::AssertUnwindSafe(|| {
                    write_loop(&pool, &inbox, &committed, &health, &notices);
                });
                match std::panic::catch_unwind(run) {
                    Ok(()) => return,
                    Err(panic) => {
                        let reason = crate::kernel::workers::panic_text(&*panic);
                        tracing::error!(reason, "the enquiry writer panicked; restarting it");
                        health.failing(format!("restarting after a panic: {reason}"));
                        std::thread::sleep(PROBE_EVERY);
                    }
                }
            }
        })?;
    Ok(queue)
}

fn write_loop(
    pool: &DbPool,
    inbox: &Receiver<Job>,
    committed: &SyncSender<()>,
    health: &Component,
    notices: &MailWake,
) {
    // The writer's own connection, kept between batches (so an enquiry never waits for a
    // free one in the pool), and taken again after an error.
    let mut conn: Option<Writer> = None;
    // A read-only database or a full disk shows in health from the start, before an
    // enquiry is lost to it (docs/decisions-spec.md §21).
    probe(pool, &mut conn, health);
    loop {
        let first = if health.status().is_ok() {
            inbox.recv().ok()
        } else {
            match inbox.recv_timeout(PROBE_EVERY) {
                Ok(job) => Some(job),
                Err(RecvTimeoutError::Timeout) => {
                    probe(pool, &mut conn, health);
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => None,
            }
        };
        let Some(Job::Store(enquiry, reply)) = first else {
            return;
        };
        let mut batch = vec![(*enquiry, reply)];
        let mut stop = gather(inbox, &mut batch);
        if batch.len() > 1 && !stop {
            std::thread::sleep(GATHER);
            stop = gather(inbox, &mut batch);
        }
        let (ids, queued) = {
            let _busy = health.busy();
            commit(pool, &mut conn, &batch)
        };
        if queued {
            notices.wake();
        }
        match ids.iter().find_map(|id| id.as_ref().err()) {
            Some(err) => health.failing(err),
            None => health.ok(),
        }
        for ((_, reply), id) in batch.into_iter().zip(ids) {
            let _ = reply.send(id);
        }
        // Full means a checkpoint is already due.
        let _ = committed.try_send(());
        if stop {
            return;
        }
    }
}

/// Adds the enquiries waiting now to `batch` (up to [`MAX_BATCH`]); true when a stop came.
fn gather(inbox: &Receiver<Job>, batch: &mut Vec<(NewEnquiry, Reply)>) -> bool {
    while batch.len() < MAX_BATCH {
        match inbox.try_recv() {
            Ok(Job::Store(enquiry, reply)) => batch.push((*enquiry, reply)),
            Ok(Job::Stop) => return true,
            Err(_) => break,
        }
    }
    false
}

/// Whether the writer can write again after a failure: a committed write to the database
/// (the content counter set to its own value: nothing changes for readers) and room on its
/// disk for an enquiry (a write that reuses the database's pages needs none).
fn probe(pool: &DbPool, conn: &mut Option<Writer>, health: &Component) {
    let mut attempt = || -> anyhow::Result<()> {
        let conn = match conn {
            Some(conn) => conn,
            None => conn.insert(writer_connection(pool)?),
        };
        let tx = db::write(conn)?;
        probe_write(&tx)?;
        tx.commit()?;
        db::probe_room(conn)
    };
    let was_failing = !health.status().is_ok();
    match attempt() {
        Ok(()) => {
            if was_failing {
                tracing::info!("the enquiry writer can write again");
            }
            health.ok();
        }
        Err(err) => {
            *conn = None;
            health.failing(err);
        }
    }
}

/// Runs a passive checkpoint shortly after commits; it never blocks the writer or readers.
/// Ends with the writer thread, which holds the other end of `commits`.
fn checkpoint_loop(pool: &DbPool, commits: &Receiver<()>) {
    let mut conn = None;
    while commits.recv().is_ok() {
        std::thread::sleep(CHECKPOINT_DELAY);
        while commits.try_recv().is_ok() {}
        if conn.is_none() {
            conn = pool.get().ok();
        }
        let checkpoint = conn
            .as_ref()
            .map(|c| c.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())));
        if let Some(Err(err)) = checkpoint {
            // Harmless: the next commit's automatic checkpoint does the work instead.
            tracing::warn!(error = %err, "background checkpoint failed");
            conn = None;
        }
    }
}

type Writer = r2d2::PooledConnection<r2d2_sqlite::SqliteConnectionManager>;

/// A connection for the writer: every commit is synced to disk before it returns
/// (`synchronous = FULL`), so an acknowledged enquiry survives a power cut, not only a
/// crash of the process. Group commit shares that one sync among the batch.
fn writer_connection(pool: &DbPool) -> anyhow::Result<Writer> {
    let conn = pool.get()?;
    conn.execute_batch("PRAGMA synchronous = FULL;")?;
    Ok(conn)
}

/// Inserts the batch in one transaction. Each enquiry gets its id, or the error that kept
/// the transaction from committing (then none of them is stored, and all are told); and
/// whether notices were queued.
fn commit(
    pool: &DbPool,
    conn: &mut Option<Writer>,
    batch: &[(NewEnquiry, Reply)],
) -> (Vec<anyhow::Result<String>>, bool) {
    let mut attempt = || -> anyhow::Result<(Vec<String>, bool)> {
        let conn = match conn {
            Some(conn) => conn,
            None => conn.insert(writer_connection(pool)?),
        };
        let tx = db::write(conn)?;
        let mut queued = 0;
        let ids = {
            let recipients = enquiry_recipients(&tx)?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO contact_submissions
                     (id, name, email, company, phone, message, preferred_language, status,
                      context_tool, context_link, context_summary, landing_path,
                      referrer_host, utm_source, utm_medium, utm_campaign, consent_version,
                      consent_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                         ?17, CASE WHEN ?17 IS NOT NULL
                                   THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END)",
            )?;
            batch
                .iter()
                .map(|(e, _)| {
                    // Time-ordered (v7, still 74 random bits): new ids append to the
                    // primary-key index instead of touching a random page of it each.
                    let id = uuid::Uuid::now_v7().to_string();
                    insert.execute(rusqlite::params![
                        id,
                        e.name,
                        e.email,
                        e.company,
                        e.phone,
                        e.message,
                        e.language.code(),
                        e.status(),
                        e.context.as_ref().map(|c| &c.tool),
                        e.context.as_ref().map(|c| &c.link),
                        e.context.as_ref().map(|c| &c.summary),
                        e.source.landing_path,
                        e.source.referrer_host,
                        e.source.utm_source,
                        e.source.utm_medium,
                        e.source.utm_campaign,
                        e.consent_version,
                    ])?;
                    if !e.spam {
                        queued += queue_enquiry(&tx, &id, &recipients)?;
                    }
                    Ok(id)
                })
                .collect::<anyhow::Result<Vec<_>>>()?
        };
        tx.commit()?;
        Ok((ids, queued > 0))
    };
    match attempt() {
        Ok((ids, queued)) => (ids.into_iter().map(Ok).collect(), queued),
        Err(err) => {
            tracing::error!(error = %err, enquiries = batch.len(), "enquiries not stored");
            *conn = None;
            let errors = batch
                .iter()
                .map(|_| Err(anyhow::anyhow!("{err:#}")))
                .collect();
            (errors, false)
        }
    }
}
