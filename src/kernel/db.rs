//! The embedded SQLite database: a connection pool, the schema migrations and the seed.

use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use std::time::Duration;

use anyhow::Context;
use anyhow::bail;
use r2d2::Pool;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};
use rusqlite_migration::{M, Migrations};

pub type DbPool = Pool<SqliteConnectionManager>;

/// The database's file name inside the data folder.
pub const DATABASE_FILE: &str = "tradelane.db";

/// The database file of a data folder.
pub fn database_path(data_dir: &Path) -> PathBuf {
    data_dir.join(DATABASE_FILE)
}

/// Opens the database of `data_dir` read-only, for the commands that read it beside a
/// running server (a plain WAL reader). A missing database is an error, never created; a
/// file no migration ever ran on is not a tradelane database.
pub fn open_existing(data_dir: &Path) -> anyhow::Result<Connection> {
    let path = database_path(data_dir);
    if !path.is_file() {
        bail!(
            "the database {} does not exist: nothing has been stored there (check --data-dir; \
             `tradelane serve` creates it)",
            path.display()
        );
    }
    let conn = Connection::open_with_flags(
        &path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .with_context(|| format!("cannot open the database {}", path.display()))?;
    conn.busy_timeout(Duration::from_secs(5))?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .with_context(|| format!("cannot read the database {}", path.display()))?;
    if version == 0 {
        bail!("{} is not a tradelane database", path.display());
    }
    Ok(conn)
}

/// The schema: the files of `migrations/`, applied in the order of their names and
/// recorded in `user_version` (one version per file). A new file needs no edit here.
#[derive(rust_embed::RustEmbed)]
#[folder = "migrations/"]
#[include = "*.sql"]
struct MigrationFiles;

/// The migrations' texts, in the order of their names (`0001_…`, `0002_…`).
static MIGRATION_TEXTS: LazyLock<Vec<Result<String, String>>> = LazyLock::new(|| {
    let mut names: Vec<_> = MigrationFiles::iter().collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let file = MigrationFiles::get(&name).ok_or_else(|| format!("{name} is missing"))?;
            String::from_utf8(file.data.into_owned()).map_err(|_| format!("{name} is not UTF-8"))
        })
        .collect()
});

fn migrations() -> anyhow::Result<Migrations<'static>> {
    let mut all = Vec::with_capacity(MIGRATION_TEXTS.len());
    for text in MIGRATION_TEXTS.iter() {
        match text {
            Ok(sql) => all.push(M::up(sql)),
            Err(why) => bail!("cannot read the migrations: {why}"),
        }
    }
    Ok(Migrations::new(all))
}

/// The content a fresh installation starts with.
const SEED: &str = include_str!("../../data/seed.sql");

/// Tables whose rows come from the seed; the seed runs only when all of them are empty.
const CONTENT_TABLES: [&str; 5] = [
    "services",
    "industries",
    "case_studies",
    "blog_posts",
    "testimonials",
];

/// Settings for a web server: WAL lets readers run beside the writer, the busy timeout
/// makes concurrent writers wait instead of failing, and NORMAL sync is durable under WAL
/// except on power loss of the machine itself. The enquiry writer raises its own
/// connection to FULL (see `enquiries::writer`): enquiries must survive that too. Each
/// connection keeps at most 512 KiB of pages (SQLite's default is 2 MiB, times every
/// connection of the pool and the writers): the system's file cache holds the database
/// anyway, and the server's memory stays small (docs/decisions-spec.md §20).
fn configure(conn: &mut Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.execute_batch(
        "PRAGMA journal_mode = WAL;
         PRAGMA synchronous = NORMAL;
         PRAGMA foreign_keys = ON;
         PRAGMA cache_size = -512;",
    )
}

/// Begins a transaction that writes. `IMMEDIATE` takes the write lock at `BEGIN`, where
/// SQLite's busy timeout applies; a deferred transaction that reads first and writes later
/// fails at once with "database is locked" when another writer went first, and SQLite never
/// retries it (docs/decisions-spec.md §21). Every write transaction begins here.
/// Bytes the room probe writes: well over what one enquiry's commit adds to the database
/// and its log (its row, its search entry, a few pages).
const PROBE_BYTES: usize = 64 * 1024;

/// Whether the database's disk has room for a new enquiry: writes [`PROBE_BYTES`] beside
/// the database file, to the disk, and removes them. A write to the database alone can
/// reuse pages it already has and succeed on a full disk (docs/decisions-spec.md §21).
pub fn probe_room(conn: &Connection) -> anyhow::Result<()> {
    use std::io::Write as _;
    let Some(database) = conn.path().filter(|p| !p.is_empty()) else {
        return Ok(());
    };
    let probe = PathBuf::from(format!("{database}.probe"));
    let written = std::fs::File::create(&probe).and_then(|mut file| {
        file.write_all(&[0u8; PROBE_BYTES])?;
        file.sync_all()
    });
    let _ = std::fs::remove_file(&probe);
    written.map_err(|err| match err.kind() {
        std::io::ErrorKind::StorageFull => {
            anyhow::anyhow!("the database's disk is full ({err})")
        }
        _ => anyhow::anyhow!("nothing can be written beside the database ({err})"),
    })
}

pub fn write(conn: &mut Connection) -> rusqlite::Result<Transaction<'_>> {
    conn.transaction_with_behavior(TransactionBehavior::Immediate)
}

/// [`write`] on a shared connection (the command line's, which hands `&Connection` around).
pub fn write_shared(conn: &Connection) -> rusqlite::Result<Transaction<'_>> {
    Transaction::new_unchecked(conn, TransactionBehavior::Immediate)
}

/// Opens (creating when missing) the database in `data_dir`, migrates it and seeds it.
pub fn open(database_path: &Path) -> anyhow::Result<DbPool> {
    if let Some(dir) = database_path.parent() {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the data folder {}", dir.display()))?;
    }
    refuse_unreadable(database_path)?;
    let manager = SqliteConnectionManager::file(database_path).with_init(configure);
    let pool = Pool::builder()
        .max_size(8)
        .build(manager)
        .with_context(|| format!("cannot open the database {}", database_path.display()))?;

    let mut conn = pool.get()?;
    migrate(&mut conn)?;
    seed_if_empty(&mut conn)?;
    Ok(pool)
}

/// Refuses, at once, a database file that is there but cannot be a database: zero bytes (a
/// disk that filled or a copy cut short; SQLite would take it as a new, empty database and
/// the seed would make a new site over the owner's) or one SQLite cannot read (a damaged
/// header or schema), which the pool would otherwise retry for its whole connection timeout
/// (docs/decisions-spec.md §21). A missing file is a new installation and is created.
fn refuse_unreadable(database_path: &Path) -> anyhow::Result<()> {
    let meta = match std::fs::metadata(database_path) {
        Ok(meta) => meta,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(err) => {
            return Err(err)
                .with_context(|| format!("cannot read the database {}", database_path.display()));
        }
    };
    if meta.len() == 0 {
        bail!(
            "the database {} is empty (0 bytes): it is not started over as a new site; \
             restore a backup (`tradelane restore`) or move the file away",
            database_path.display()
        );
    }
    // Read-write without create: the file is there, and a WAL database may need its `-shm`.
    let conn = Connection::open_with_flags(
        database_path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .and_then(|conn| {
        conn.busy_timeout(Duration::from_secs(5))?;
        conn.query_row("SELECT count(*) FROM sqlite_schema", [], |r| {
            r.get::<_, i64>(0)
        })?;
        Ok(conn)
    })
    .with_context(|| {
        format!(
            "the database {} cannot be read (damaged, or not a database); restore a backup \
             (`tradelane restore`)",
            database_path.display()
        )
    })?;
    drop(conn);
    Ok(())
}

pub fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    migrations()?
        .to_latest(conn)
        .context("cannot migrate the database")
}

/// Loads the seed in one transaction, and only into a database without content, so a
/// restart never duplicates or overwrites anything.
pub fn seed_if_empty(conn: &mut Connection) -> anyhow::Result<bool> {
    let tx = write(conn)?;
    for table in CONTENT_TABLES {
        let rows: i64 = tx.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))?;
        if rows > 0 {
            return Ok(false);
        }
    }
    tx.execute_batch(SEED)
        .context("cannot load data/seed.sql")?;
    tx.commit()?;
    tracing::info!("database seeded with the initial content");
    Ok(true)
}

/// Runs blocking SQLite work on tokio's blocking pool, away from the async executor.
pub async fn run<T, F>(pool: &DbPool, work: F) -> anyhow::Result<T>
where
    T: Send + 'static,
    F: FnOnce(&mut Connection) -> anyhow::Result<T> + Send + 'static,
{
    let pool = pool.clone();
    tokio::task::spawn_blocking(move || {
        let mut conn = pool.get()?;
        work(&mut conn)
    })
    .await?
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file of the folder is a version, in the order of the names, and they apply.
    #[test]
    fn the_migrations_are_the_folder_in_order() -> anyhow::Result<()> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut names: Vec<String> = std::fs::read_dir(&dir)?
            .map(|e| e.map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect::<Result<_, _>>()?;
        names.retain(|n| n.ends_with(".sql"));
        names.sort();
        assert_eq!(MIGRATION_TEXTS.len(), names.len());
        for (text, name) in MIGRATION_TEXTS.iter().zip(&names) {
            let on_disk = std::fs::read_to_string(dir.join(name))?;
            assert_eq!(text.as_deref().ok(), Some(on_disk.as_str()), "{name}");
        }
        let mut conn = Connection::open_in_memory()?;
        migrate(&mut conn)?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        assert_eq!(usize::try_from(version)?, names.len());
        Ok(())
    }
}
