//! The supervised worker that makes the WebP copies (`<hash>-400|800|1600.webp`,
//! docs/decisions-spec.md §28) of pictures uploaded before the copies existed. It goes
//! through the library once after start, oldest first, one picture at a time and off the
//! async executor, so a large library never holds the server up; until it reaches a picture
//! its copies' addresses lead to the JPEG/PNG (`files::serve`). A picture whose copies
//! cannot be made (its file is missing or damaged) is logged and skipped.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, params};

use super::{MediaLibrary, file_names, picture};
use crate::kernel::db::{self, DbPool};
use crate::kernel::workers::{Component, Components, supervise};

const COMPONENT: &str = "pictureCopies";
/// Pictures read per query (keyset paging by rowid).
const BATCH: i64 = 50;

pub fn start(pool: DbPool, components: &Components, library: std::sync::Arc<MediaLibrary>) {
    let health = components.register(COMPONENT);
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        health.failing("no async runtime to run in");
        return;
    };
    supervise(&runtime, COMPONENT, health.clone(), move || {
        run(pool.clone(), health.clone(), library.clone())
    });
}

async fn run(pool: DbPool, health: Component, library: std::sync::Arc<MediaLibrary>) {
    // One pass; a pass that cannot read the library is tried again a minute later. Then the
    // part stays (done, not stopped: health counts a part that ended as failing).
    while let Err(err) = one_pass(&pool, &library).await {
        health.failing(format!("cannot read the library: {err:#}"));
        tokio::time::sleep(std::time::Duration::from_secs(60)).await;
    }
    health.ok();
    std::future::pending::<()>().await;
}

async fn one_pass(pool: &DbPool, library: &std::sync::Arc<MediaLibrary>) -> anyhow::Result<()> {
    let mut after = 0_i64;
    loop {
        let batch = db::run(pool, move |conn| Ok(uploads_after(conn, after)?)).await?;
        let Some(&(last, _, _)) = batch.last() else {
            return Ok(());
        };
        after = last;
        for (_, hash, ext) in batch {
            // Uploads and removals hold this lock: a picture is never copied while removed.
            let _one_at_a_time = library.changes.lock().await;
            let dir = library.dir.clone();
            let made = tokio::task::spawn_blocking(move || make_copies(&dir, &hash, &ext)).await;
            match made {
                Ok(Ok(_)) => {}
                Ok(Err(err)) => tracing::warn!(error = %err, "a picture's WebP copies not made"),
                Err(err) => tracing::warn!(error = %err, "a picture's WebP copies not made"),
            }
        }
    }
}

/// `(rowid, hash, ext)` of the uploaded pictures after `after`, oldest first.
fn uploads_after(conn: &Connection, after: i64) -> rusqlite::Result<Vec<(i64, String, String)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT rowid, hash, ext FROM media WHERE rowid > ?1 ORDER BY rowid LIMIT ?2",
    )?;
    stmt.query_map(params![after, BATCH], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })?
    .collect()
}

/// Makes the copies of one picture from its main file when any is missing; whether it did.
pub fn make_copies(dir: &Path, hash: &str, ext: &str) -> anyhow::Result<bool> {
    let names = file_names(hash, ext);
    let copies: Vec<PathBuf> = names[3..].iter().map(|n| dir.join(n)).collect();
    if copies.iter().all(|p| p.is_file()) {
        return Ok(false);
    }
    let main = std::fs::read(dir.join(&names[0]))?;
    let encoded = picture::webp_copies_of_file(&main)?;
    let variants = copies.iter().zip(encoded);
    for (path, bytes) in variants {
        super::write_file(path, &bytes)?;
    }
    Ok(true)
}
