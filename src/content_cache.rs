//! The five content lists, kept in memory as the JSON the API sends (and, once asked for,
//! its gzip and brotli forms). They change only when
//! the database's content does; a counter moved by triggers on the content tables
//! (migration 0002) tells when. A watcher thread reads that one-row counter a few times a
//! second, so a request never touches SQLite unless the lists changed since they were read.
//! Listeners (the rendered pages, which show the owner's settings) are told of each change
//! by that thread, with its connection.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock, Weak};
use std::time::Duration;

use rusqlite::Connection;

use crate::db::DbPool;
use crate::encoding::Encoded;

/// How often the watcher looks at the content counter: the longest a change made outside
/// the server (e.g. with the sqlite3 shell) can take to show.
pub const WATCH_INTERVAL: Duration = Duration::from_millis(100);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum List {
    Services,
    Industries,
    CaseStudies,
    BlogPosts,
    Testimonials,
}

impl List {
    fn index(self) -> usize {
        self as usize
    }
}

struct Cached {
    version: u64,
    json: Arc<Encoded>,
}

pub struct ContentCache {
    version: AtomicU64,
    lists: [RwLock<Option<Cached>>; 5],
    listeners: Mutex<Vec<Weak<dyn ContentListener>>>,
}

/// Something kept in memory that depends on the database's content or settings.
pub trait ContentListener: Send + Sync {
    /// The content version moved; `conn` reads the new state (on the watcher thread).
    fn content_changed(&self, conn: &Connection);
}

pub fn content_version(conn: &Connection) -> rusqlite::Result<u64> {
    conn.query_row(
        "SELECT version FROM content_version WHERE id = 1",
        [],
        |r| r.get::<_, i64>(0),
    )
    .map(|v| v as u64)
}

impl ContentCache {
    /// A cache over `pool`, with its watcher thread; the thread ends when the cache goes.
    pub fn start(pool: &DbPool) -> anyhow::Result<Arc<Self>> {
        let version = content_version(&*pool.get()?)?;
        let cache = Arc::new(ContentCache {
            version: AtomicU64::new(version),
            lists: Default::default(),
            listeners: Mutex::new(Vec::new()),
        });
        let weak = Arc::downgrade(&cache);
        let pool = pool.clone();
        std::thread::Builder::new()
            .name("content-watcher".into())
            .spawn(move || watch(weak, pool, version))?;
        Ok(cache)
    }

    /// The list's JSON, from memory when it is current, else from `read` (then kept).
    pub fn get(
        &self,
        list: List,
        read: impl FnOnce() -> anyhow::Result<Vec<u8>>,
    ) -> anyhow::Result<Arc<Encoded>> {
        let version = self.version.load(Ordering::Acquire);
        let slot = &self.lists[list.index()];
        if let Some(cached) = slot.read().expect("cache lock").as_ref()
            && cached.version == version
        {
            return Ok(cached.json.clone());
        }
        let json = Arc::new(Encoded::new(read()?));
        // Compressed here, off the async executor (callers run this on the blocking pool),
        // rather than by the first request that asks for an encoding.
        json.gzip();
        json.brotli();
        *slot.write().expect("cache lock") = Some(Cached {
            version,
            json: json.clone(),
        });
        Ok(json)
    }

    /// The list's JSON when it is in memory for the current content.
    pub fn current(&self, list: List) -> Option<Arc<Encoded>> {
        let version = self.version.load(Ordering::Acquire);
        self.lists[list.index()]
            .read()
            .expect("cache lock")
            .as_ref()
            .filter(|c| c.version == version)
            .map(|c| c.json.clone())
    }

    /// Notes a content change seen by the watcher (or made by the server itself).
    pub fn set_version(&self, version: u64) {
        self.version.store(version, Ordering::Release);
    }

    /// The version the lists are kept for.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Tells `listener` of every later change seen by the watcher (held weakly).
    pub fn subscribe(&self, listener: Weak<dyn ContentListener>) {
        self.listeners
            .lock()
            .expect("listeners lock")
            .push(listener);
    }

    fn notify(&self, conn: &Connection) {
        let listeners: Vec<_> = {
            let mut listeners = self.listeners.lock().expect("listeners lock");
            listeners.retain(|l| l.strong_count() > 0);
            listeners.iter().filter_map(Weak::upgrade).collect()
        };
        for listener in listeners {
            listener.content_changed(conn);
        }
    }
}

fn watch(cache: Weak<ContentCache>, pool: DbPool, start_version: u64) {
    let mut conn = None;
    let mut seen = start_version;
    loop {
        std::thread::sleep(WATCH_INTERVAL);
        let Some(cache) = cache.upgrade() else { return };
        if conn.is_none() {
            conn = pool.get().ok();
        }
        // A connection of its own, kept between looks, so the watcher never waits for one.
        match conn.as_ref().map(|c| content_version(c)) {
            Some(Ok(version)) => {
                cache.set_version(version);
                if seen != version
                    && let Some(conn) = &conn
                {
                    cache.notify(conn);
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
