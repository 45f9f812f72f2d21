//! Stores enquiries with group commit: one writer thread takes every enquiry waiting at that
//! moment and commits them in one `BEGIN IMMEDIATE` transaction, then answers each request.
//! An enquiry is still acknowledged only after the transaction holding it has committed; under
//! load many share one commit instead of queueing for one each, which keeps waits short.

use std::sync::mpsc::{self, Receiver, Sender};

use tokio::sync::oneshot;

use crate::db::DbPool;
use crate::domain::contact::NewEnquiry;

/// The most enquiries one transaction takes.
const MAX_BATCH: usize = 256;

type Reply = oneshot::Sender<anyhow::Result<String>>;

#[derive(Clone)]
pub struct EnquiryWriter {
    queue: Sender<(NewEnquiry, Reply)>,
}

impl EnquiryWriter {
    /// Starts the writer thread; it ends when the last handle is dropped.
    pub fn start(pool: DbPool) -> anyhow::Result<Self> {
        let (queue, inbox) = mpsc::channel();
        std::thread::Builder::new()
            .name("enquiry-writer".into())
            .spawn(move || write_loop(&pool, &inbox))?;
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

fn write_loop(pool: &DbPool, inbox: &Receiver<(NewEnquiry, Reply)>) {
    while let Ok(first) = inbox.recv() {
        let mut batch = vec![first];
        batch.extend(inbox.try_iter().take(MAX_BATCH - 1));
        let ids = commit(pool, &batch);
        for ((_, reply), id) in batch.into_iter().zip(ids) {
            let _ = reply.send(id);
        }
    }
}

/// Inserts the batch in one transaction. Each enquiry gets its id, or the error that kept
/// the transaction from committing (then none of them is stored, and all are told).
fn commit(pool: &DbPool, batch: &[(NewEnquiry, Reply)]) -> Vec<anyhow::Result<String>> {
    let attempt = || -> anyhow::Result<Vec<String>> {
        let mut conn = pool.get()?;
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let ids = {
            let mut insert = tx.prepare_cached(
                "INSERT INTO contact_submissions
                     (id, name, email, company, phone, message, preferred_language, status)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?;
            batch
                .iter()
                .map(|(e, _)| {
                    let id = uuid::Uuid::new_v4().to_string();
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
                    Ok(id)
                })
                .collect::<anyhow::Result<Vec<_>>>()?
        };
        tx.commit()?;
        Ok(ids)
    };
    match attempt() {
        Ok(ids) => ids.into_iter().map(Ok).collect(),
        Err(err) => {
            tracing::error!(error = %err, enquiries = batch.len(), "enquiries not stored");
            batch
                .iter()
                .map(|_| Err(anyhow::anyhow!("{err:#}")))
                .collect()
        }
    }
}
