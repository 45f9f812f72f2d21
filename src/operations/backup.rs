//! `tradelane backup`: a consistent copy of the database while the server serves.
//!
//! SQLite's online backup API copies every page inside one read transaction. The database is
//! in WAL mode, so that reader never blocks the server's writers: the copy is the database as
//! it was when the backup began, and enquiries keep arriving meanwhile. The copy is written
//! beside the target under a temporary name, checked, and only then renamed into place, so a
//! failed backup never leaves a half-written file under the name a restore would use.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use rusqlite::{Connection, OpenFlags, backup::Backup};

use crate::enquiries::store::count as count_enquiries;
use crate::insight::visitor::forget_salts;
use crate::kernel::db::{database_path, open_existing};
use crate::media::MEDIA_DIR;

/// What a backup wrote, for the summary line.
#[derive(Debug)]
pub struct BackupReport {
    pub database: PathBuf,
    pub enquiries: i64,
    /// The copied media folder and how many files it holds, when the data folder has one.
    pub media: Option<(PathBuf, u64)>,
}

/// `tradelane backup --output FILE`: the copy, then a summary line. A FILE ending in `.tar`
/// gets the one-file form the console makes (docs/decisions-spec.md §20); any other name the
/// database file with its media folder beside it.
pub fn run(data_dir: &Path, output: &Path) -> anyhow::Result<()> {
    if output.extension().is_some_and(|ext| ext == "tar") {
        let report = write_tar(data_dir, output)?;
        println!(
            "backup written to {} (integrity ok, {} enquiries, {} pictures' files)",
            output.display(),
            report.enquiries,
            report.files
        );
        return Ok(());
    }
    let report = backup(data_dir, output)?;
    println!(
        "backup written to {} (integrity ok, {} enquiries)",
        report.database.display(),
        report.enquiries
    );
    if let Some((media, files)) = report.media {
        println!("media copied to {} ({files} files)", media.display());
    }
    Ok(())
}

/// Where the media of a backup at `output` go: `<output>.media/` beside it.
pub fn media_path(output: &Path) -> PathBuf {
    with_suffix(output, ".media")
}

/// Copies the database of `data_dir` to `output`, then its media folder (when there is one).
pub fn backup(data_dir: &Path, output: &Path) -> anyhow::Result<BackupReport> {
    let source = open_existing(data_dir)?;
    let database = database_path(data_dir);
    if same_file(&database, output) {
        bail!("--output must not be the database itself");
    }
    let partial = with_suffix(output, ".partial");
    let result = copy_database(&source, &partial).and_then(|enquiries| {
        fs::rename(&partial, output)
            .with_context(|| format!("cannot write {}", output.display()))?;
        Ok(enquiries)
    });
    let enquiries = match result {
        Ok(enquiries) => enquiries,
        Err(err) => {
            let _ = fs::remove_file(&partial);
            return Err(err);
        }
    };
    // The media the copied rows name, and only those: an upload writes its files before its
    // row commits, so each named file is complete, and the files of an upload that commits
    // after the snapshot (or never) stay out of the copy.
    let media_source = data_dir.join(MEDIA_DIR);
    let media = if media_source.is_dir() {
        let target = media_path(output);
        let names = Connection::open_with_flags(output, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .and_then(|copy| crate::media::named_files(&copy))
            .context("cannot read the pictures of the copy")?;
        let files = copy_named(&media_source, &target, &names).with_context(|| {
            format!(
                "cannot copy {} to {}",
                media_source.display(),
                target.display()
            )
        })?;
        Some((target, files))
    } else {
        None
    };
    Ok(BackupReport {
        database: output.to_owned(),
        enquiries,
        media,
    })
}

/// What a `.tar` backup holds.
#[derive(Debug)]
pub struct TarReport {
    pub enquiries: i64,
    /// How many media files it holds.
    pub files: u64,
}

/// The database's name inside a `.tar` backup, and the folder of its media.
pub const TAR_DATABASE: &str = "tradelane.db";
pub const TAR_MEDIA: &str = "media";

/// Writes one `.tar` at `output` (mode 0600): `tradelane.db`, SQLite's online backup, and
/// `media/<file>` for each file that copy names, and no other (an upload that commits after
/// the snapshot is not in it). Written under `<output>.partial` and renamed when whole.
pub fn write_tar(data_dir: &Path, output: &Path) -> anyhow::Result<TarReport> {
    let source = open_existing(data_dir)?;
    let database = with_suffix(output, ".db.partial");
    let partial = with_suffix(output, ".partial");
    let result = copy_database(&source, &database).and_then(|enquiries| {
        drop(source);
        let files = tar_into(data_dir, &database, &partial)?;
        fs::rename(&partial, output)
            .with_context(|| format!("cannot write {}", output.display()))?;
        Ok(TarReport { enquiries, files })
    });
    let _ = fs::remove_file(&database);
    if result.is_err() {
        let _ = fs::remove_file(&partial);
    }
    result
}

fn tar_into(data_dir: &Path, database: &Path, target: &Path) -> anyhow::Result<u64> {
    let names = Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .and_then(|copy| crate::media::named_files(&copy))
        .context("cannot read the pictures of the copy")?;
    let file = create_private(target)?;
    let mut tar = tar::Builder::new(std::io::BufWriter::new(file));
    tar.mode(tar::HeaderMode::Deterministic);
    tar.append_path_with_name(database, TAR_DATABASE)?;
    let media = data_dir.join(MEDIA_DIR);
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    let mut files = 0;
    for name in sorted {
        match fs::File::open(media.join(name)) {
            Ok(mut picture) => {
                tar.append_file(format!("{TAR_MEDIA}/{name}"), &mut picture)?;
                files += 1;
            }
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                tracing::warn!(file = name, "picture removed during the backup: not copied");
            }
            Err(err) => return Err(err.into()),
        }
    }
    let file = tar
        .into_inner()?
        .into_inner()
        .map_err(std::io::IntoInnerError::into_error)?;
    file.sync_all()?;
    Ok(files)
}

/// A new file only its owner can read (a backup holds every enquiry and the owners' hashes).
fn create_private(path: &Path) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

/// Runs the online backup into `target` (replaced when it exists), makes the copy a single
/// self-contained file (rollback journal, no `-wal` beside it), checks it and counts its
/// enquiries.
fn copy_database(source: &Connection, target: &Path) -> anyhow::Result<i64> {
    let _ = fs::remove_file(target);
    let mut copy =
        Connection::open(target).with_context(|| format!("cannot create {}", target.display()))?;
    {
        let backup = Backup::new(source, &mut copy).context("cannot start the backup")?;
        // All pages in one step: one read transaction, so one consistent snapshot (a
        // step-by-step copy would start over each time the server commits).
        backup
            .step(-1)
            .context("the backup could not read the database")?;
    }
    copy.execute_batch("PRAGMA journal_mode = DELETE; PRAGMA secure_delete = ON;")?;
    // The day's visitor salt must not outlive the day in a copy (docs/decisions-spec.md §16);
    // secure_delete overwrites its bytes rather than leave them on a free page.
    forget_salts(&copy)?;
    let check: String = copy.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if check != "ok" {
        bail!("the copy failed its integrity check: {check}");
    }
    let enquiries = i64::try_from(count_enquiries(&copy)?).unwrap_or(i64::MAX);
    copy.close().map_err(|(_, err)| err)?;
    fs::File::open(target)?.sync_all()?;
    Ok(enquiries)
}

/// Copies the files `names` of `from` into a new folder `to` (replacing an older copy there),
/// each synced. A named file that is gone was removed since the snapshot (a removal deletes
/// the row first): it is left out with a warning. Returns how many files were copied.
fn copy_named(from: &Path, to: &Path, names: &HashSet<String>) -> std::io::Result<u64> {
    let partial = with_suffix(to, ".partial");
    if partial.exists() {
        fs::remove_dir_all(&partial)?;
    }
    fs::create_dir_all(&partial)?;
    let mut files = 0;
    for name in names {
        let mut source = match fs::File::open(from.join(name)) {
            Ok(file) => file,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                tracing::warn!(file = name, "picture removed during the backup: not copied");
                continue;
            }
            Err(err) => return Err(err),
        };
        // Created anew (not `fs::copy`, which would carry an older file's wider mode over).
        let mut copy = fs::File::create(partial.join(name))?;
        std::io::copy(&mut source, &mut copy)?;
        copy.sync_all()?;
        files += 1;
    }
    if to.exists() {
        fs::remove_dir_all(to)?;
    }
    fs::rename(&partial, to)?;
    Ok(files)
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
