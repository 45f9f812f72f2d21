//! `tradelane enquiries list|export|erase`: the business reads its enquiries. For `list` and
//! `export` the database is opened read-only (a plain WAL reader, safe beside a running
//! server) and never created or migrated; `erase` writes, in one transaction.

use std::io;
use std::path::Path;

use super::erasure;
use super::store::{self, Filter, count, load, write_table};
use crate::kernel::db::{self, database_path, open_existing};
use crate::kernel::export::{ExportFormat, ignore_broken_pipe, write_out};
use crate::kernel::language::Language;
use crate::kernel::mail::is_valid_email;
use crate::settings::SiteSettings;

/// The newest `limit` enquiries (all with 0), one line each.
pub fn list(data_dir: &Path, limit: usize) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    let total = count(&conn)?;
    let rows = load(&conn, (limit > 0).then_some(limit))?;
    let mut out = io::stdout().lock();
    ignore_broken_pipe(write_table(&mut out, &rows, total))
}

/// The enquiries `filter` selects, with every field and their notes, to `output` or
/// standard output, a row at a time as it is read (the memory does not grow with the number
/// of enquiries); the CSV header row in `lang`.
pub fn export(
    data_dir: &Path,
    format: ExportFormat,
    output: Option<&Path>,
    filter: &Filter,
    lang: Language,
) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    let zone = SiteSettings::time_zone(&conn)?;
    write_out(output, |out| {
        store::export(&conn, out, format, filter, zone, lang)
    })
}

/// Erases one person's data (see [`erasure`]) and says what was removed.
pub fn erase(data_dir: &Path, email: &str) -> anyhow::Result<()> {
    let email = email.trim();
    if email.chars().count() > 254 || !is_valid_email(email) {
        anyhow::bail!("`{email}` is not a valid e-mail address");
    }
    let path = database_path(data_dir);
    if !path.is_file() {
        anyhow::bail!(
            "the database {} does not exist (check --data-dir)",
            path.display()
        );
    }
    let pool = db::open(&path)?;
    let mut conn = pool.get()?;
    let tx = db::write(&mut conn)?;
    let erased = erasure::erase(&tx, "cli", email)?;
    tx.commit()?;
    println!(
        "Erased {email}: {} enquiries (with their notes), {} newsletter subscriptions.",
        erased.enquiries, erased.subscriptions
    );
    Ok(())
}
