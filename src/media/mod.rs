//! The owner's picture library (docs/decisions-spec.md §8): uploads checked by their bytes, stored as
//! re-encoded variants in `<data-dir>/media/` under their content hash, described by a row
//! of the `media` table (alt texts in both languages), served from `/media/…` with a
//! year-long immutable cache.
//!
//! Nothing is half-stored: the files are written under temporary names, synced and renamed
//! before the row is inserted; when anything fails, what was written is removed. A removal
//! deletes the row first, then the files, so a row never names a missing file. What a crash
//! can leave between those steps (temporary files, files whose row never committed or was
//! just deleted) no row names, and the start-up sweep removes it before the first request.

pub mod api;
pub mod files;
pub mod picture;
pub mod upload;
pub mod webp;

/// The folder of uploaded pictures inside the data folder.
pub const MEDIA_DIR: &str = "media";

/// SQL joining a list to the media library by picture URL (`alias.column` = the main
/// file's URL), as `m`: the lists show a library picture's alt texts.
macro_rules! media_join {
    ($alias:literal, $column:literal) => {
        concat!(
            " LEFT JOIN media m ON ",
            $alias,
            ".",
            $column,
            " = '/media/' || m.hash || '.' || m.ext"
        )
    };
}
pub(crate) use media_join;

use std::collections::HashSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension, params};

use crate::kernel::language::Language;
use picture::Variants;

/// Where the files are, and the lock that makes uploads and removals one at a time (they
/// are rare, and decoding is the costliest thing the server does).
pub struct MediaLibrary {
    pub dir: PathBuf,
    pub(crate) changes: tokio::sync::Mutex<()>,
    /// Who still shows a picture: content's tables are content's own, and `content` sits above
    /// `media`, so `startup` hands its lookup in (docs/architecture.md).
    pub(crate) uses: PictureUses,
}

/// The content items (drafts too) that show a picture at any of `urls` (its main, card and
/// share addresses), named for the owner in `lang`: "blog post “…”".
pub type PictureUses = fn(&Connection, [&str; 3], Language) -> rusqlite::Result<Vec<String>>;

impl MediaLibrary {
    pub fn new(data_dir: &Path, uses: PictureUses) -> Self {
        MediaLibrary {
            dir: data_dir.join(MEDIA_DIR),
            changes: tokio::sync::Mutex::new(()),
            uses,
        }
    }
}

/// A picture of the library, as the console sees it.
#[derive(Debug, Clone, Object, PartialEq, Eq)]
#[oai(rename_all = "camelCase")]
pub struct MediaItem {
    pub id: String,
    /// The main picture (at most 1600 px on its longest side): `/media/<hash>.jpg` or `.png`.
    pub url: String,
    /// The card picture (at most 800 px): `/media/<hash>-card.jpg` or `.png`.
    pub card_url: String,
    /// The 1200×630 share picture (Open Graph): `/media/<hash>-share.jpg`.
    pub share_url: String,
    pub alt_vi: String,
    pub alt_en: String,
    /// Of the main picture, in pixels.
    pub width: u32,
    pub height: u32,
    /// The size of the main picture's file.
    pub bytes: u64,
    /// RFC 3339, UTC.
    pub created_at: String,
}

/// The file names of a picture: main, card, share, then one WebP copy per width of
/// [`picture::WEBP_WIDTHS`] (`<hash>-400.webp`…).
pub fn file_names(hash: &str, ext: &str) -> [String; 6] {
    let [small, medium, large] = picture::WEBP_WIDTHS;
    [
        format!("{hash}.{ext}"),
        format!("{hash}-card.{ext}"),
        format!("{hash}-share.jpg"),
        format!("{hash}-{small}.webp"),
        format!("{hash}-{medium}.webp"),
        format!("{hash}-{large}.webp"),
    ]
}

const COLUMNS: &str = "id, hash, ext, alt_vi, alt_en, width, height, bytes, created_at";

fn item(r: &rusqlite::Row<'_>) -> rusqlite::Result<MediaItem> {
    let hash: String = r.get(1)?;
    let ext: String = r.get(2)?;
    let [main, card, share, ..] = file_names(&hash, &ext);
    Ok(MediaItem {
        id: r.get(0)?,
        url: format!("/media/{main}"),
        card_url: format!("/media/{card}"),
        share_url: format!("/media/{share}"),
        alt_vi: r.get(3)?,
        alt_en: r.get(4)?,
        width: r.get(5)?,
        height: r.get(6)?,
        bytes: r.get::<_, i64>(7)? as u64,
        created_at: r.get(8)?,
    })
}

/// One page of the library, newest upload first and the seed's pictures (older than any
/// upload) last, and how many pictures it holds.
pub fn page(conn: &Connection, limit: i64, offset: i64) -> rusqlite::Result<(Vec<MediaItem>, i64)> {
    let uploads: i64 = conn.query_row("SELECT count(*) FROM media", [], |r| r.get(0))?;
    let seeds: i64 = conn.query_row("SELECT count(*) FROM seed_pictures", [], |r| r.get(0))?;
    let mut items: Vec<MediaItem> = conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM media ORDER BY created_at DESC, rowid DESC LIMIT ?1 OFFSET ?2"
        ))?
        .query_map([limit, offset], item)?
        .collect::<rusqlite::Result<_>>()?;
    let room = limit.saturating_sub(items.len() as i64);
    if room > 0 {
        let skip = offset.saturating_sub(uploads).max(0);
        items.extend(
            conn.prepare_cached(&format!(
                "SELECT {SEED_COLUMNS} FROM seed_pictures ORDER BY rowid LIMIT ?1 OFFSET ?2"
            ))?
            .query_map([room, skip], seed_item)?
            .collect::<rusqlite::Result<Vec<_>>>()?,
        );
    }
    Ok((items, uploads + seeds))
}

/// The picture one of whose addresses is `url`: an upload's three (main, card, share), looked
/// up by the hash the address starts with, or a seed picture's one (an index either way,
/// whatever the library's size).
pub fn by_url(conn: &Connection, url: &str) -> rusqlite::Result<Option<MediaItem>> {
    if url.starts_with("/images/") {
        return conn
            .prepare_cached(&format!(
                "SELECT {SEED_COLUMNS} FROM seed_pictures WHERE url = ?1"
            ))?
            .query_row([url], seed_item)
            .optional();
    }
    let Some(hash) = url
        .strip_prefix("/media/")
        .and_then(|name| name.get(..32))
        .filter(|hash| hash.bytes().all(|b| b.is_ascii_hexdigit()))
    else {
        return Ok(None);
    };
    Ok(by_hash(conn, hash)?
        .filter(|found| [&found.url, &found.card_url, &found.share_url].contains(&&url.to_owned())))
}

const SEED_COLUMNS: &str = "id, url, alt_vi, alt_en, width, height, bytes, created_at";

/// A picture the seed came with (`/images/…`, shipped in the app): one file for every use.
fn seed_item(r: &rusqlite::Row<'_>) -> rusqlite::Result<MediaItem> {
    let url: String = r.get(1)?;
    Ok(MediaItem {
        id: r.get(0)?,
        card_url: url.clone(),
        share_url: url.clone(),
        url,
        alt_vi: r.get(2)?,
        alt_en: r.get(3)?,
        width: r.get(4)?,
        height: r.get(5)?,
        bytes: r.get::<_, i64>(6)? as u64,
        created_at: r.get(7)?,
    })
}

/// Whether `item` is an upload (files in `<data-dir>/media`), not one of the seed's.
pub fn uploaded(item: &MediaItem) -> bool {
    item.url.starts_with("/media/")
}

pub fn by_hash(conn: &Connection, hash: &str) -> rusqlite::Result<Option<MediaItem>> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM media WHERE hash = ?1"),
        [hash],
        item,
    )
    .optional()
}

pub fn by_id(conn: &Connection, id: &str) -> rusqlite::Result<Option<MediaItem>> {
    let upload = conn
        .query_row(
            &format!("SELECT {COLUMNS} FROM media WHERE id = ?1"),
            [id],
            item,
        )
        .optional()?;
    if upload.is_some() {
        return Ok(upload);
    }
    conn.query_row(
        &format!("SELECT {SEED_COLUMNS} FROM seed_pictures WHERE id = ?1"),
        [id],
        seed_item,
    )
    .optional()
}

pub fn insert(
    conn: &Connection,
    variants: &Variants,
    alt_vi: &str,
    alt_en: &str,
) -> rusqlite::Result<MediaItem> {
    let id = uuid::Uuid::now_v7().to_string();
    conn.execute(
        "INSERT INTO media (id, hash, ext, alt_vi, alt_en, width, height, bytes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            id,
            variants.hash,
            variants.ext,
            alt_vi,
            alt_en,
            variants.width,
            variants.height,
            variants.main.len() as i64,
        ],
    )?;
    Ok(by_id(conn, &id)?.expect("the row just inserted"))
}

pub fn set_alt(conn: &Connection, id: &str, alt_vi: &str, alt_en: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE media SET alt_vi = ?2, alt_en = ?3 WHERE id = ?1",
        params![id, alt_vi, alt_en],
    )?;
    Ok(())
}

pub fn delete(conn: &Connection, id: &str) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM media WHERE id = ?1", [id])?;
    conn.execute("DELETE FROM seed_pictures WHERE id = ?1", [id])?;
    Ok(())
}

/// Writes the variants' files into `dir`, each under a temporary name, synced, then renamed;
/// the folder is synced last so the names survive a power cut too. On failure nothing of
/// this call is left behind. Returns the paths written.
pub fn write_files(dir: &Path, variants: &Variants) -> std::io::Result<Vec<PathBuf>> {
    fs::create_dir_all(dir)?;
    let names = file_names(&variants.hash, variants.ext);
    let mut contents = vec![&variants.main, &variants.card, &variants.share];
    contents.extend(&variants.webp);
    let mut written = Vec::new();
    let result = (|| {
        for (name, bytes) in names.iter().zip(contents) {
            let target = dir.join(name);
            // Pushed first: a file cut off midway is removed with the others.
            written.push(target.clone());
            write_file(&target, bytes)?;
        }
        sync_dir(dir)
    })();
    match result {
        Ok(()) => Ok(written),
        Err(err) => {
            remove_files(&written);
            Err(err)
        }
    }
}

/// Writes one file under a temporary name (which the start-up sweep removes when a crash
/// leaves it), synced, then renamed into place: a reader never sees half a picture.
pub fn write_file(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = target.parent().unwrap_or(Path::new("."));
    let name = target.file_name().unwrap_or_default().to_string_lossy();
    let temp = dir.join(format!(".{name}.partial"));
    let result = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

/// Every file of an uploaded picture, found from its main address.
pub fn item_files(dir: &Path, item: &MediaItem) -> Vec<PathBuf> {
    let main = item.url.trim_start_matches("/media/");
    match main.split_once('.') {
        Some((hash, ext)) => file_names(hash, ext).iter().map(|n| dir.join(n)).collect(),
        None => Vec::new(),
    }
}

/// Every file name the library's rows name.
pub fn named_files(conn: &Connection) -> rusqlite::Result<HashSet<String>> {
    let mut stmt = conn.prepare("SELECT hash, ext FROM media")?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
    let mut names = HashSet::new();
    for row in rows {
        let (hash, ext) = row?;
        names.extend(file_names(&hash, &ext));
    }
    Ok(names)
}

/// The start-up sweep of `dir` (before the server takes requests, so no upload is under
/// way): removes the library's temporary files and the files of its naming no row names.
/// Anything else someone put in the folder is left alone. Returns how many were removed.
pub fn sweep(conn: &Connection, dir: &Path) -> anyhow::Result<usize> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(err) => return Err(err.into()),
    };
    let named = named_files(conn)?;
    let mut orphans = Vec::new();
    for entry in entries {
        let entry = entry?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        let temporary = name
            .strip_prefix('.')
            .and_then(|n| n.strip_suffix(".partial"))
            .is_some_and(|n| files::content_type(n).is_some());
        let orphan = files::content_type(&name).is_some() && !named.contains(&name);
        if (temporary || orphan) && entry.file_type()?.is_file() {
            orphans.push(entry.path());
        }
    }
    if !orphans.is_empty() {
        tracing::warn!(
            files = orphans.len(),
            folder = %dir.display(),
            "removing media files no picture names (left by an upload or removal cut short)"
        );
        remove_files(&orphans);
    }
    Ok(orphans.len())
}

/// Removes files, logging (not failing on) the ones that cannot be removed.
pub fn remove_files(paths: &[PathBuf]) {
    for path in paths {
        if let Err(err) = fs::remove_file(path)
            && err.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(path = %path.display(), error = %err, "media file not removed");
        }
    }
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    fs::File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}
