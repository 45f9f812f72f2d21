//! `tradelane restore FILE --data-dir DIR` (docs/decisions-spec.md §20): a backup (`.tar` or a
//! database file) put back into a data folder no server is using.
//!
//! A serving server holds an exclusive `flock` on `<data-dir>/tradelane.lock` for as long as
//! it runs (the kernel drops it when the process ends, even killed, so a stale lock cannot
//! stay behind); restore takes the same lock, so it refuses a served folder and a server
//! cannot start on a folder half restored. The backup is unpacked and checked beside the
//! data first; only then is what it replaces renamed to `*.before-restore`.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use rusqlite::{Connection, OpenFlags};

use super::backup::{TAR_DATABASE, TAR_MEDIA};
use crate::enquiries::store::count as count_enquiries;
use crate::kernel::db::database_path;
use crate::media::MEDIA_DIR;

pub const LOCK_FILE: &str = "tradelane.lock";
/// Where an `s3://` backup is downloaded before it is restored (removed afterwards).
const DOWNLOAD: &str = "restore.download.tar";
const STAGING: &str = "restore.partial";
const BEFORE: &str = ".before-restore";

/// The lock a server holds on its data folder while it serves (created with the folder).
pub fn hold_lock(data_dir: &Path) -> anyhow::Result<fs::File> {
    fs::create_dir_all(data_dir)
        .with_context(|| format!("cannot create {}", data_dir.display()))?;
    let path = data_dir.join(LOCK_FILE);
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .with_context(|| format!("cannot open {}", path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(fs::TryLockError::WouldBlock) => bail!(
            "a tradelane server is using {}: stop it first",
            data_dir.display()
        ),
        Err(fs::TryLockError::Error(err)) => {
            Err(err).with_context(|| format!("cannot lock {}", path.display()))
        }
    }
}

/// Where [`download_s3`] puts the backup it fetched.
pub fn download_path(data_dir: &Path) -> PathBuf {
    data_dir.join(DOWNLOAD)
}

/// Fetches `BUCKET/PREFIX/NAME.tar` (the part of `s3://…` after the scheme) from the
/// S3-compatible store at `endpoint`, with the keys of `AWS_ACCESS_KEY_ID` and
/// `AWS_SECRET_ACCESS_KEY` (docs/decisions-spec.md §26), into the data folder; returns the
/// file to restore. The data folder's lock is taken first: no download over a served folder.
pub async fn download_s3(
    location: &str,
    endpoint: Option<&str>,
    region: &str,
    data_dir: &Path,
) -> anyhow::Result<PathBuf> {
    let Some(endpoint) = endpoint else {
        bail!("an s3:// backup needs --s3-endpoint URL (the store's address)");
    };
    let Some((bucket, key)) = location
        .split_once('/')
        .filter(|(b, k)| !b.is_empty() && !k.is_empty())
    else {
        bail!("an s3:// backup is named s3://BUCKET/PREFIX/NAME.tar");
    };
    let env = |name: &str| {
        std::env::var(name)
            .ok()
            .filter(|v| !v.is_empty())
            .with_context(|| format!("{name} must hold the store's key to read s3:// backups"))
    };
    let (key_id, secret) = (env("AWS_ACCESS_KEY_ID")?, env("AWS_SECRET_ACCESS_KEY")?);
    let _lock = hold_lock(data_dir)?;
    let (prefix, name) = key.rsplit_once('/').unwrap_or(("", key));
    let destination = super::remote::Destination {
        endpoint: endpoint.to_owned(),
        region: region.to_owned(),
        bucket: bucket.to_owned(),
        prefix: prefix.to_owned(),
        access_key_id: key_id,
    };
    let client = super::remote::bucket(&destination, &secret).map_err(|err| {
        anyhow::anyhow!(
            super::remote::Failure::from(err).say(crate::kernel::language::Language::En)
        )
    })?;
    let target = download_path(data_dir);
    let fetched = super::remote::download(&client, &destination.key_of(name), &target).await;
    if let Err(err) = fetched {
        let _ = fs::remove_file(&target);
        return Err(err.context(format!("cannot download s3://{location}")));
    }
    println!("downloaded s3://{location}");
    Ok(target)
}

/// What a restore put in place.
#[derive(Debug)]
pub struct Restored {
    pub enquiries: i64,
    /// Media files restored (`None` for a database file, which leaves the media as they are).
    pub media_files: Option<u64>,
}

pub fn run(file: &Path, data_dir: &Path) -> anyhow::Result<()> {
    let restored = restore(file, data_dir)?;
    println!(
        "restored {} into {} (integrity ok, {} enquiries{})",
        file.display(),
        data_dir.display(),
        restored.enquiries,
        restored
            .media_files
            .map(|n| format!(", {n} media files"))
            .unwrap_or_default()
    );
    println!("what it replaced is kept beside it as *{BEFORE}");
    Ok(())
}

pub fn restore(file: &Path, data_dir: &Path) -> anyhow::Result<Restored> {
    let _lock = hold_lock(data_dir)?;
    let staging = data_dir.join(STAGING);
    if staging.exists() {
        fs::remove_dir_all(&staging)?;
    }
    fs::create_dir_all(staging.join(MEDIA_DIR))?;
    let result = stage(file, &staging).and_then(|media| {
        let enquiries = check(&staging.join(TAR_DATABASE))?;
        put_in_place(&staging, data_dir, media.is_some())?;
        Ok(Restored {
            enquiries,
            media_files: media,
        })
    });
    let _ = fs::remove_dir_all(&staging);
    result
}

/// Unpacks `file` into `staging`: `tradelane.db`, and `media/` for a `.tar`. Returns how
/// many media files a `.tar` held (`None` for a database file).
fn stage(file: &Path, staging: &Path) -> anyhow::Result<Option<u64>> {
    let mut head = [0u8; 16];
    let mut source =
        fs::File::open(file).with_context(|| format!("cannot open {}", file.display()))?;
    let read = source.read(&mut head)?;
    if head[..read] == *b"SQLite format 3\0" {
        fs::copy(file, staging.join(TAR_DATABASE))
            .with_context(|| format!("cannot copy {}", file.display()))?;
        return Ok(None);
    }
    let mut archive = tar::Archive::new(
        fs::File::open(file).with_context(|| format!("cannot open {}", file.display()))?,
    );
    let mut database = false;
    let mut files = 0;
    for entry in archive
        .entries()
        .context("not a backup: neither a .tar nor a database")?
    {
        let mut entry = entry.context("the .tar is damaged")?;
        if !entry.header().entry_type().is_file() {
            continue;
        }
        // Only the two shapes a backup has; a name is never used as a path unchecked.
        let name = entry.path()?.to_string_lossy().into_owned();
        let target = if name == TAR_DATABASE {
            database = true;
            staging.join(TAR_DATABASE)
        } else if let Some(picture) = name
            .strip_prefix(TAR_MEDIA)
            .and_then(|rest| rest.strip_prefix('/'))
            .filter(|picture| is_plain_name(picture))
        {
            files += 1;
            staging.join(MEDIA_DIR).join(picture)
        } else {
            tracing::warn!(entry = name, "not part of a backup: skipped");
            continue;
        };
        let mut out = fs::File::create(&target)?;
        std::io::copy(&mut entry, &mut out)?;
        out.sync_all()?;
    }
    if !database {
        bail!("not a backup: the .tar holds no {TAR_DATABASE}");
    }
    Ok(Some(files))
}

fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// The database passes SQLite's integrity check and is a tradelane database; returns how
/// many enquiries it holds.
fn check(database: &Path) -> anyhow::Result<i64> {
    let conn = Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .context("not a database")?;
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .context("not a database")?;
    if check != "ok" {
        bail!("the backup's database fails its integrity check: {check}");
    }
    let enquiries = count_enquiries(&conn).context("not a tradelane database")?;
    Ok(i64::try_from(enquiries).unwrap_or(i64::MAX))
}

/// Moves what is there to `*.before-restore` (an older one is replaced) and the staged
/// backup into its place.
fn put_in_place(staging: &Path, data_dir: &Path, with_media: bool) -> anyhow::Result<()> {
    let database = database_path(data_dir);
    let mut replaced: Vec<PathBuf> = ["", "-wal", "-shm"]
        .iter()
        .map(|suffix| suffixed(&database, suffix))
        .collect();
    if with_media {
        replaced.push(data_dir.join(MEDIA_DIR));
    }
    for path in &replaced {
        if fs::symlink_metadata(path).is_err() {
            continue;
        }
        let kept = suffixed(path, BEFORE);
        if kept.is_dir() {
            fs::remove_dir_all(&kept)?;
        } else if kept.exists() {
            fs::remove_file(&kept)?;
        }
        fs::rename(path, &kept).with_context(|| format!("cannot move {} aside", path.display()))?;
    }
    let staged = staging.join(TAR_DATABASE);
    #[cfg(unix)]
    fs::set_permissions(&staged, std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    fs::rename(&staged, &database)?;
    if with_media {
        fs::rename(staging.join(MEDIA_DIR), data_dir.join(MEDIA_DIR))?;
    }
    fs::File::open(data_dir)?.sync_all()?;
    Ok(())
}

fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
