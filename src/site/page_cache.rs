//! The rendered pages kept in memory within a budget (`--page-cache-mb`): past it the least
//! recently used go. Each page is kept with what it was made from, so that after a change
//! it is kept when none of that changed and rendered again otherwise.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use crate::http::encoding::Encoded;

/// A page as kept: its bytes, the content version it was last known current at, and what
/// it was made from (its head's validator and each query's answer, hashed), so that after
/// a change it is kept when none of that changed and rendered again otherwise.
///
/// Shared (`Arc`), so that a request's look-up copies pointers, not the queries' JSON.
struct Entry {
    key: Arc<str>,
    pub(super) page: Arc<Encoded>,
    pub(super) version: u64,
    pub(super) head: Arc<str>,
    pub(super) deps: Arc<Deps>,
    size: usize,
    tick: u64,
}

#[derive(Default)]
struct CacheInner {
    entries: HashMap<Arc<str>, Entry>,
    /// Keys by last use, oldest first.
    order: BTreeMap<u64, Arc<str>>,
    bytes: usize,
    tick: u64,
}

/// The rendered pages, within a memory budget: past it the least recently used go.
pub struct PageCache {
    budget: usize,
    inner: Mutex<CacheInner>,
}

/// What a page was made from: each query's key and its answer, hashed.
pub(super) type Deps = Vec<(Vec<serde_json::Value>, u64)>;

/// A kept page, as a request sees it.
pub(super) struct Kept {
    pub(super) page: Arc<Encoded>,
    pub(super) version: u64,
    pub(super) head: Arc<str>,
    pub(super) deps: Arc<Deps>,
}

impl PageCache {
    pub fn new(budget_bytes: usize) -> Self {
        PageCache {
            budget: budget_bytes,
            inner: Mutex::default(),
        }
    }

    pub(super) fn get(&self, key: &str) -> Option<Kept> {
        let mut inner = self.inner.lock().expect("page cache lock");
        inner.tick += 1;
        let tick = inner.tick;
        let entry = inner.entries.get_mut(key)?;
        let old = std::mem::replace(&mut entry.tick, tick);
        let kept = Kept {
            page: entry.page.clone(),
            version: entry.version,
            head: entry.head.clone(),
            deps: entry.deps.clone(),
        };
        let key = entry.key.clone();
        inner.order.remove(&old);
        inner.order.insert(tick, key);
        Some(kept)
    }

    /// Notes that the page kept under `key` is current at `version` too.
    pub(super) fn confirm(&self, key: &str, page: &Arc<Encoded>, version: u64) {
        let mut inner = self.inner.lock().expect("page cache lock");
        if let Some(entry) = inner.entries.get_mut(key)
            && Arc::ptr_eq(&entry.page, page)
            && entry.version < version
        {
            entry.version = version;
        }
    }

    pub(super) fn insert(
        &self,
        key: String,
        page: Arc<Encoded>,
        version: u64,
        head: String,
        deps: Vec<(Vec<serde_json::Value>, u64)>,
    ) {
        let size = page.identity.len()
            + page.gzip().len()
            + page.brotli().len()
            + key.len()
            + head.len()
            + deps.iter().map(|(k, _)| 64 + k.len() * 32).sum::<usize>()
            + 256;
        let mut inner = self.inner.lock().expect("page cache lock");
        if let Some(old) = inner.entries.get(key.as_str())
            && old.version > version
        {
            return;
        }
        inner.tick += 1;
        let tick = inner.tick;
        if let Some(old) = inner.entries.remove(key.as_str()) {
            inner.order.remove(&old.tick);
            inner.bytes -= old.size;
        }
        if size > self.budget {
            return;
        }
        let key: Arc<str> = key.into();
        inner.order.insert(tick, key.clone());
        inner.bytes += size;
        inner.entries.insert(
            key.clone(),
            Entry {
                key,
                page,
                version,
                head: head.into(),
                deps: Arc::new(deps),
                size,
                tick,
            },
        );
        while inner.bytes > self.budget {
            let Some((_, oldest)) = inner.order.pop_first() else {
                break;
            };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.bytes -= gone.size;
            }
        }
    }

    /// How many pages are kept, and their bytes.
    pub fn usage(&self) -> (usize, usize) {
        let inner = self.inner.lock().expect("page cache lock");
        (inner.entries.len(), inner.bytes)
    }
}
