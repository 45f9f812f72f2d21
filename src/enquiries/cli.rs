//! `tradelane enquiries list|export`: the business reads its enquiries. The database is
//! opened read-only (a plain WAL reader, safe beside a running server) and never created or
//! migrated here.

use std::io;
use std::path::Path;

use super::store::{count, export_all, load, write_table};
use crate::kernel::db::open_existing;
use crate::kernel::export::{ExportFormat, ignore_broken_pipe, write_out};

/// The newest `limit` enquiries (all with 0), one line each.
pub fn list(data_dir: &Path, limit: usize) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    let total = count(&conn)?;
    let rows = load(&conn, (limit > 0).then_some(limit))?;
    let mut out = io::stdout().lock();
    ignore_broken_pipe(write_table(&mut out, &rows, total))
}

/// Every enquiry with every field, to `output` or standard output, a row at a time as it
/// is read (the memory does not grow with the number of enquiries).
pub fn export(data_dir: &Path, format: ExportFormat, output: Option<&Path>) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    write_out(output, |out| export_all(&conn, out, format))
}
