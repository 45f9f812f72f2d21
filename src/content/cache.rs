//! The public lists' pages and items, kept in memory as the JSON the API sends (and, once
//! asked for, its gzip and brotli forms), for the current version of the kernel's change
//! counter: a request touches SQLite only for a page or an item not read since the content
//! last changed. What is kept is bounded by bytes, within its share of `--page-cache-mb`
//! (docs/decisions-spec.md §21): past it the least recently used go. A change drops only what
//! shows the items it touched (the change log, `super::changes`): every page of their list,
//! and the items that show them (a post shows the few posts after it; a service or a case
//! study the first of its list, so any change of those lists drops all of theirs); anything
//! else that moved the counter (settings, pictures) drops everything.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};

use rusqlite::Connection;

use crate::content::changes::{self as log, Change};
use crate::content::public::{self, List, RELATED};
use crate::http::encoding::Encoded;
use crate::kernel::changes::{ChangeListener, Changes, version_in};
use crate::kernel::db::DbPool;

/// What one kept entry costs besides its JSON: the key, the map's and the order's slots.
const ENTRY_OVERHEAD: usize = 192;

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

impl Key {
    fn size(&self) -> usize {
        match self {
            Key::Page { .. } => ENTRY_OVERHEAD,
            Key::Item { slug, .. } => ENTRY_OVERHEAD + slug.len(),
        }
    }
}

impl Cached {
    /// The bytes it holds: the JSON and the compressed forms made of it.
    fn size(&self) -> usize {
        self.json.as_ref().map_or(0, |json| {
            json.identity.len()
                + json.gzip_if_made().map_or(0, |b| b.len())
                + json.brotli_if_made().map_or(0, |b| b.len())
        })
    }
}

/// What is kept for one content version, least recently used first out.
#[derive(Default)]
struct Kept {
    version: u64,
    entries: HashMap<Key, (Cached, usize, u64)>,
    /// Keys by last use, oldest first.
    order: BTreeMap<u64, Key>,
    bytes: usize,
    tick: u64,
}

/// What a change made stale.
#[derive(Debug, Default)]
struct Stale {
    /// Lists whose pages (and, for those not in `items`, items) are dropped.
    lists: HashSet<List>,
    /// Lists whose items are dropped one by one: these.
    items: HashMap<List, HashSet<String>>,
}

impl Stale {
    fn covers(&self, key: &Key) -> bool {
        match key {
            Key::Page { list, .. } => self.lists.contains(list),
            Key::Item { list, slug } => match self.items.get(list) {
                Some(slugs) => slugs.contains(slug),
                None => self.lists.contains(list),
            },
        }
    }

    /// What `changes` made stale, read from the database as it now is.
    fn of(conn: &Connection, changes: &[Change]) -> rusqlite::Result<Self> {
        let mut stale = Stale::default();
        for change in changes {
            stale.lists.insert(change.list);
            if change.list != List::BlogPosts {
                continue;
            }
            let slugs = stale.items.entry(List::BlogPosts).or_default();
            slugs.extend(change.old_slug.iter().chain(&change.new_slug).cloned());
            // A post shows the RELATED posts after it: the posts just before its old and new
            // places, and the last ones (whose related are the list's end), show a change.
            let places = [change.old_key.clone(), log::post_key(conn, change.item)?];
            for place in places.iter().flatten() {
                slugs.extend(log::posts_before(conn, place, RELATED + 1)?);
            }
            slugs.extend(log::last_posts(conn, RELATED + 2)?);
        }
        Ok(stale)
    }
}

impl Kept {
    /// Drops what `stale` covers; what is left is current at `version`.
    fn forget(&mut self, stale: &Stale, version: u64) {
        let gone: Vec<Key> = self
            .entries
            .keys()
            .filter(|key| stale.covers(key))
            .cloned()
            .collect();
        for key in gone {
            if let Some((_, size, tick)) = self.entries.remove(&key) {
                self.order.remove(&tick);
                self.bytes -= size;
            }
        }
        self.version = version;
    }

    fn clear(&mut self, version: u64) {
        *self = Kept {
            version,
            tick: self.tick,
            ..Kept::default()
        };
    }

    fn get(&mut self, key: &Key) -> Option<Cached> {
        self.tick += 1;
        let tick = self.tick;
        let (cached, _, used) = self.entries.get_mut(key)?;
        let old = std::mem::replace(used, tick);
        let cached = cached.clone();
        if let Some(key) = self.order.remove(&old) {
            self.order.insert(tick, key);
        }
        Some(cached)
    }

    fn insert(&mut self, key: Key, cached: Cached, budget: usize) {
        let size = key.size() + cached.size();
        if let Some((_, old_size, old_tick)) = self.entries.remove(&key) {
            self.order.remove(&old_tick);
            self.bytes -= old_size;
        }
        if size > budget {
            return;
        }
        self.tick += 1;
        self.order.insert(self.tick, key.clone());
        self.entries.insert(key, (cached, size, self.tick));
        self.bytes += size;
        while self.bytes > budget {
            let Some((_, oldest)) = self.order.pop_first() else {
                break;
            };
            if let Some((_, gone, _)) = self.entries.remove(&oldest) {
                self.bytes -= gone;
            }
        }
    }
}

pub struct ContentCache {
    changes: Arc<Changes>,
    pool: DbPool,
    /// The bytes what is kept may take.
    budget: usize,
    kept: Mutex<Kept>,
}

impl ContentCache {
    /// The cache, keeping at most `budget` bytes.
    pub fn new(changes: Arc<Changes>, pool: DbPool, budget: usize) -> Arc<Self> {
        let kept = Kept {
            version: changes.version(),
            ..Kept::default()
        };
        Arc::new(ContentCache {
            changes,
            pool,
            budget,
            kept: Mutex::new(kept),
        })
    }

    /// How many pages and items are kept, and their bytes.
    pub fn usage(&self) -> (usize, usize) {
        let kept = self.kept.lock().expect("content cache lock");
        (kept.entries.len(), kept.bytes)
    }

    /// The version what is kept follows.
    pub fn version(&self) -> u64 {
        self.changes.version()
    }

    /// Makes the cache follow version `version` at least.
    pub fn catch_up(&self, version: u64) {
        self.changes.catch_up(version);
    }

    /// Brings what is kept to the content version in `conn`: what the changes since the kept
    /// version touched dropped, the rest kept.
    fn advance(&self, conn: &Connection) -> anyhow::Result<()> {
        let to = version_in(conn)?;
        let from = self.kept.lock().expect("content cache lock").version;
        if to <= from {
            return Ok(());
        }
        let stale = match log::between(conn, from, to)? {
            Some(steps) if steps.only_lists => Some(Stale::of(conn, &steps.changes)?),
            _ => None,
        };
        let mut kept = self.kept.lock().expect("content cache lock");
        match stale {
            Some(stale) if kept.version == from => kept.forget(&stale, to),
            _ if kept.version < to => kept.clear(to),
            _ => {}
        }
        Ok(())
    }

    /// What `key` holds now, from memory when kept for the current content.
    pub fn current(&self, key: &Key) -> Option<Cached> {
        let version = self.changes.version();
        let mut kept = self.kept.lock().expect("content cache lock");
        if kept.version == version {
            kept.get(key)
        } else {
            None
        }
    }

    /// What `key` holds, from memory or read from the database (blocking: callers run it
    /// off the async executor), then kept.
    pub fn get(&self, key: &Key) -> anyhow::Result<Cached> {
        let version = self.changes.version();
        if let Some(cached) = self.current(key) {
            return Ok(cached);
        }
        let conn = self.pool.get()?;
        // Behind the counter (a change the watcher has not told of yet): brought up to date
        // here, by the first reader that sees it.
        if self.kept.lock().expect("content cache lock").version < version {
            self.advance(&conn)?;
            if let Some(cached) = self.current(key) {
                return Ok(cached);
            }
        }
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
        // Kept only under the version it was read at: the content moved on while this was
        // read, or what is kept is not brought up to date yet (the listener drops what the
        // change made stale): answer it, keep nothing.
        if kept.version == version {
            kept.insert(key.clone(), cached.clone(), self.budget);
        }
        Ok(cached)
    }
}

impl ChangeListener for ContentCache {
    fn changed(&self, conn: &Connection) -> anyhow::Result<()> {
        self.advance(conn)
    }
}
