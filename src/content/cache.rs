//! The five content lists, kept in memory as the JSON the API sends (and, once asked for,
//! its gzip and brotli forms), for the current version of the kernel's change counter:
//! a request never touches SQLite unless the lists changed since they were read.

use std::sync::{Arc, RwLock};

use crate::http::encoding::Encoded;
use crate::kernel::changes::Changes;
use crate::kernel::db::DbPool;

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
    changes: Arc<Changes>,
    pool: DbPool,
    lists: [RwLock<Option<Cached>>; 5],
}

impl ContentCache {
    pub fn new(changes: Arc<Changes>, pool: DbPool) -> Arc<Self> {
        Arc::new(ContentCache {
            changes,
            pool,
            lists: Default::default(),
        })
    }

    /// The version the lists are kept for.
    pub fn version(&self) -> u64 {
        self.changes.version()
    }

    /// Makes the lists follow version `version` at least.
    pub fn catch_up(&self, version: u64) {
        self.changes.catch_up(version);
    }

    /// The database the lists are read from.
    pub fn pool(&self) -> &DbPool {
        &self.pool
    }

    /// The list's JSON, from memory when it is current, else from `read` (then kept).
    pub fn get(
        &self,
        list: List,
        read: impl FnOnce() -> anyhow::Result<Vec<u8>>,
    ) -> anyhow::Result<Arc<Encoded>> {
        let version = self.changes.version();
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
        let version = self.changes.version();
        self.lists[list.index()]
            .read()
            .expect("cache lock")
            .as_ref()
            .filter(|c| c.version == version)
            .map(|c| c.json.clone())
    }
}
