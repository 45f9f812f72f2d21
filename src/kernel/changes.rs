//! What the server keeps in memory of the database (the content lists' JSON, the rendered
//! pages, the settings' and standing pages' snapshots) follows one counter, moved by
//! triggers on every table the public side shows (the `content_version` table). A watcher
//! thread reads that one-row counter a few times a second, so a request never touches SQLite
//! unless something changed, and a change made outside the server (the sqlite3 shell) is
//! seen too. Listeners are told of each change with a connection to read the new state.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use rusqlite::Connection;

use super::db::DbPool;

/// How often the watcher looks at the counter: the longest a change made outside the server
/// can take to show.
pub const WATCH_INTERVAL: Duration = Duration::from_millis(100);

/// Something kept in memory that follows the database.
pub trait ChangeListener: Send + Sync {
    /// The counter moved; `conn` reads the new state.
    fn changed(&self, conn: &Connection) -> anyhow::Result<()>;
}

pub struct Changes {
    version: AtomicU64,
    listeners: Mutex<Vec<Weak<dyn ChangeListener>>>,
}

/// The counter as stored.
pub fn version_in(conn: &Connection) -> rusqlite::Result<u64> {
    conn.query_row(
        "SELECT version FROM content_version WHERE id = 1",
        [],
        |r| r.get::<_, i64>(0),
    )
    .map(|v| v as u64)
}

/// A small committed write that changes nothing for readers (the counter set to its own
/// value): whether the database can be written again after a failure.
pub fn probe_write(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("UPDATE content_version SET version = version", [])?;
    Ok(())
}

/// Moves the counter with no row changed: what the public side shows changed by the clock
/// alone (a scheduled post's time came).
pub fn bump(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE content_version SET version = version + 1 WHERE id = 1",
        [],
    )?;
    Ok(())
}

impl Changes {
    /// The counter over `pool`, with its watcher thread; the thread ends when it goes.
    pub fn start(pool: &DbPool) -> anyhow::Result<Arc<Self>> {
        let version = version_in(&*pool.get()?)?;
        let changes = Arc::new(Changes {
            version: AtomicU64::new(version),
            listeners: Mutex::new(Vec::new()),
        });
        let weak = Arc::downgrade(&changes);
        let pool = pool.clone();
        std::thread::Builder::new()
            .name("content-watcher".into())
            .spawn(move || watch(weak, pool, version))?;
        Ok(changes)
    }

    /// The version what is kept in memory should be of.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Tells `listener` of every later change (held weakly).
    pub fn subscribe(&self, listener: Weak<dyn ChangeListener>) {
        self.listeners
            .lock()
            .expect("listeners lock")
            .push(listener);
    }

    /// Notes a change the server itself committed on `conn`, without waiting for the
    /// listeners (the watcher tells them).
    pub fn note(&self, conn: &Connection) -> rusqlite::Result<()> {
        self.set_version(version_in(conn)?);
        Ok(())
    }

    /// A change the server itself committed on `conn`: every listener is brought up to date
    /// before the write is answered, then the version moves.
    pub fn committed(&self, conn: &Connection) -> anyhow::Result<()> {
        for listener in self.live_listeners() {
            listener.changed(conn)?;
        }
        self.note(conn)?;
        Ok(())
    }

    /// Moves the version to `version` when it is behind (the owner's own change renders
    /// the pages before the watcher has seen it).
    pub fn catch_up(&self, version: u64) {
        self.version.fetch_max(version, Ordering::AcqRel);
    }

    fn set_version(&self, version: u64) {
        self.version.store(version, Ordering::Release);
    }

    fn live_listeners(&self) -> Vec<Arc<dyn ChangeListener>> {
        let mut listeners = self.listeners.lock().expect("listeners lock");
        listeners.retain(|l| l.strong_count() > 0);
        listeners.iter().filter_map(Weak::upgrade).collect()
    }

    fn notify(&self, conn: &Connection) {
        for listener in self.live_listeners() {
            if let Err(err) = listener.changed(conn) {
                tracing::warn!(error = %err, "kept state not brought up to date");
            }
        }
    }
}

fn watch(changes: Weak<Changes>, pool: DbPool, start_version: u64) {
    let mut conn = None;
    let mut seen = start_version;
    loop {
        std::thread::sleep(WATCH_INTERVAL);
        let Some(changes) = changes.upgrade() else {
            return;
        };
        if conn.is_none() {
            conn = pool.get().ok();
        }
        // A connection of its own, kept between looks, so the watcher never waits for one.
        match conn.as_ref().map(|c| version_in(c)) {
            Some(Ok(version)) => {
                changes.set_version(version);
                if seen != version
                    && let Some(conn) = &conn
                {
                    changes.notify(conn);
                }
                seen = version;
            }
            Some(Err(err)) => {
                tracing::warn!(error = %err, "content version unreadable");
                conn = None;
            }
            None => {}
        }
    }
}
