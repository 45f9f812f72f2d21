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

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, SyncSender};
use std::time::Duration;

use tokio::sync::{Notify, oneshot};

use crate::db::DbPool;
use crate::domain::contact::NewEnquiry;
use crate::mail::outbox::QUEUE_ENQUIRY_NOTICES;

/// The most enquiries one transaction takes.
const MAX_BATCH: usize = 256;

/// When other enquiries are already waiting (a burst), the writer waits this long for the
/// rest of it before committing. Each commit writes every page it touched, so one commit for
/// many enquiries writes far less than many small ones; a lone enquiry never waits.
const GATHER: Duration = Duration::from_micros(100);

/// The checkpointer waits this long after a commit, so one checkpoint covers many commits.
const CHECKPOINT_DELAY: Duration = Duration::from_millis(5);

type Reply = oneshot::Sender<anyhow::Result<String>>;

#[derive(Clone)]
pub struct EnquiryWriter {
    queue: Sender<(NewEnquiry, Reply)>,
}

impl EnquiryWriter {
    /// Starts the writer thread; it ends when the last handle is dropped. `notices` is
    /// woken after a commit that queued e-mail notices.
    pub fn start(pool: DbPool, notices: Arc<Notify>) -> anyhow::Result<Self> {
        let (queue, inbox) = mpsc::channel();
        // One slot: a commit only has to say "there is something to copy".
        let (committed, commits) = mpsc::sync_channel(1);
        let checkpoint_pool = pool.clone();
        std::thread::Builder::new()
            .name("wal-checkpoint".into())
            .spawn(move || checkpoint_loop(&checkpoint_pool, &commits))?;
        std::thread::Builder::new()
            .name("enquiry-writer".into())
            .spawn(move || write_loop(&pool, &inbox, &committed, &notices))?;
        Ok(EnquiryWriter { queue })
    }

    /// Stores the enquiry; `Ok(id)` once it is committed.
    pub async fn store(&self, enquiry: NewEnquiry) -> anyhow::Result<String> {
        let (reply, answer) = oneshot::channel();
        self.queue
            .send((enquiry, reply))
            .map_err(|_| anyhow::anyhow!("the enquiry writer has stopped"))?;
        answer
            .await
            .map_err(|_| anyhow::anyhow!("the enquiry writer has stopped"))?
    }
}

fn write_loop(
    pool: &DbPool,
    inbox: &Receiver<(NewEnquiry, Reply)>,
    committed: &SyncSender<()>,
    notices: &Notify,
) {
    // The writer's own connection, kept between batches (so an enquiry never waits for a
    // free one in the pool), and taken again after an error.
    let mut conn: Option<Writer> = None;
    while let Ok(first) = inbox.recv() {
        let mut batch = vec![first];
        batch.extend(inbox.try_iter().take(MAX_BATCH - 1));
        if batch.len() > 1 {
            std::thread::sleep(GATHER);
            let room = MAX_BATCH - batch.len();
            batch.extend(inbox.try_iter().take(room));
        }
        let (ids, queued) = commit(pool, &mut conn, &batch);
        if queued {
            notices.notify_one();
        }
        for ((_, reply), id) in batch.into_iter().zip(ids) {
            let _ = reply.send(id);
        }
        // Full means a checkpoint is already due.
        let _ = committed.try_send(());
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
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let mut queued = 0;
        let ids = {
            let mut queue = tx.prepare_cached(QUEUE_ENQUIRY_NOTICES)?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO contact_submissions
                     (id, name, email, company, phone, message, preferred_language, status)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
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
                        e.status()
                    ])?;
                    if !e.spam {
                        queued += queue.execute([&id])?;
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
