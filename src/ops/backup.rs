//! `tradelane backup`: a consistent copy of the database while the server serves.
//!
//! SQLite's online backup API copies every page inside one read transaction. The database is
//! in WAL mode, so that reader never blocks the server's writers: the copy is the database as
//! it was when the backup began, and enquiries keep arriving meanwhile. The copy is written
//! beside the target under a temporary name, checked, and only then renamed into place, so a
//! failed backup never leaves a half-written file under the name a restore would use.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use rusqlite::{Connection, backup::Backup};

use crate::cli::BackupArgs;
use crate::enquiries::open_existing;

/// The folder of uploaded files inside the data folder (issue 13 keeps uploads there).
pub const MEDIA_DIR: &str = "media";

/// What a backup wrote, for the summary line.
#[derive(Debug)]
pub struct BackupReport {
    pub database: PathBuf,
    pub enquiries: i64,
    /// The copied media folder and how many files it holds, when the data folder has one.
    pub media: Option<(PathBuf, u64)>,
}

pub fn run(args: &BackupArgs) -> anyhow::Result<()> {
    let report = backup(&args.data.data_dir, &args.output)?;
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
    let database = crate::configuration::database_path(data_dir);
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
    // After the database: an upload's file is written before the row that names it, so every
    // file the copied rows refer to already exists when the folder is copied.
    let media_source = data_dir.join(MEDIA_DIR);
    let media = if media_source.is_dir() {
        let target = media_path(output);
        let files = copy_tree(&media_source, &target).with_context(|| {
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
    copy.execute_batch("PRAGMA journal_mode = DELETE;")?;
    let check: String = copy.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if check != "ok" {
        bail!("the copy failed its integrity check: {check}");
    }
    let enquiries = copy.query_row("SELECT count(*) FROM contact_submissions", [], |r| r.get(0))?;
    copy.close().map_err(|(_, err)| err)?;
    fs::File::open(target)?.sync_all()?;
    Ok(enquiries)
}

/// Copies a folder recursively (files and folders; symbolic links are skipped), replacing
/// files of the same name in `to`. Returns how many files were copied.
fn copy_tree(from: &Path, to: &Path) -> std::io::Result<u64> {
    fs::create_dir_all(to)?;
    let mut files = 0;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            files += copy_tree(&entry.path(), &target)?;
        } else if kind.is_file() {
            fs::copy(entry.path(), &target)?;
            files += 1;
        }
    }
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
