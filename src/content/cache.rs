//! The public lists' pages and items, kept in memory as the JSON the API sends (and, once
//! asked for, its gzip and brotli forms), for the current version of the kernel's change
//! counter: a request touches SQLite only for a page or an item not read since the content
//! last changed. What is kept is bounded: at most [`MAX_ENTRIES`] pages and items, all
//! dropped when the content changes.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::content::public::{self, List};
use crate::http::encoding::Encoded;
use crate::kernel::changes::Changes;
use crate::kernel::db::DbPool;

/// The most pages and items kept at once; past it the oldest version's are dropped first
/// (all of them: they are cheap to read again).
const MAX_ENTRIES: usize = 1024;

/// What is kept: one page of a list, or one item with its related ones.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Key {
    Page { list: List, limit: i64, offset: i64 },
    Item { list: List, slug: String },
}

/// A page (its JSON array and the list's size) or an item (its JSON; None: no such item).
#[derive(Clone)]
pub struct Cached {
    pub json: Option<Arc<Encoded>>,
    /// The list's size (pages only).
    pub total: i64,
}

#[derive(Default)]
struct Kept {
    version: u64,
    entries: HashMap<Key, Cached>,
}

pub struct ContentCache {
    changes: Arc<Changes>,
    pool: DbPool,
    kept: Mutex<Kept>,
}

impl ContentCache {
    pub fn new(changes: Arc<Changes>, pool: DbPool) -> Arc<Self> {
        Arc::new(ContentCache {
            changes,
            pool,
            kept: Mutex::default(),
        })
    }

    /// The version what is kept follows.
    pub fn version(&self) -> u64 {
        self.changes.version()
    }

    /// Makes the cache follow version `version` at least.
    pub fn catch_up(&self, version: u64) {
        self.changes.catch_up(version);
    }

    /// What `key` holds now, from memory when kept for the current content.
    pub fn current(&self, key: &Key) -> Option<Cached> {
        let version = self.changes.version();
        let kept = self.kept.lock().expect("content cache lock");
        (kept.version == version)
            .then(|| kept.entries.get(key).cloned())
            .flatten()
    }

    /// What `key` holds, from memory or read from the database (blocking: callers run it
    /// off the async executor), then kept.
    pub fn get(&self, key: &Key) -> anyhow::Result<Cached> {
        let version = self.changes.version();
        if let Some(cached) = self.current(key) {
            return Ok(cached);
        }
        let conn = self.pool.get()?;
        let cached = match key {
            Key::Page {
                list,
                limit,
                offset,
            } => {
                let page = public::page(&conn, *list, *limit, *offset)?;
                Cached {
                    json: Some(Arc::new(Encoded::new(serde_json::to_vec(&page.items)?))),
                    total: page.total,
                }
            }
            Key::Item { list, slug } => Cached {
                json: public::detail(&conn, *list, slug)?
                    .map(|json| serde_json::to_vec(&json).map(|b| Arc::new(Encoded::new(b))))
                    .transpose()?,
                total: 0,
            },
        };
        // Compressed here, off the async executor, rather than by the first request that
        // asks for an encoding (small bodies are sent as they are).
        if let Some(json) = &cached.json
            && json.identity.len() >= crate::http::encoding::KEPT_COMPRESSED_FROM
        {
            json.gzip();
            json.brotli();
        }
        let mut kept = self.kept.lock().expect("content cache lock");
        if kept.version != version || kept.entries.len() >= MAX_ENTRIES {
            if kept.version > version {
                // The content moved on while this was read: answer it, keep nothing.
                return Ok(cached);
            }
            kept.version = version;
            kept.entries.clear();
        }
        kept.entries.insert(key.clone(), cached.clone());
        Ok(cached)
    }
}
