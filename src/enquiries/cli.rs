//! `tradelane enquiries list|export`: the business reads its enquiries. The database is
//! opened read-only (a plain WAL reader, safe beside a running server) and never created or
//! migrated here.

use std::fs::File;
use std::io::{self, BufWriter};
use std::path::Path;

use anyhow::Context;

use super::store::{count, load, write_export, write_table};
use crate::kernel::db::open_existing;
use crate::kernel::export::{ExportFormat, ignore_broken_pipe};

/// The newest `limit` enquiries (all with 0), one line each.
pub fn list(data_dir: &Path, limit: usize) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    let total = count(&conn)?;
    let rows = load(&conn, (limit > 0).then_some(limit))?;
    let mut out = io::stdout().lock();
    ignore_broken_pipe(write_table(&mut out, &rows, total))
}

/// Every enquiry with every field, to `output` or standard output.
pub fn export(data_dir: &Path, format: ExportFormat, output: Option<&Path>) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    let rows = load(&conn, None)?;
    let result = match output {
        Some(path) => {
            let file =
                File::create(path).with_context(|| format!("cannot write {}", path.display()))?;
            write_export(BufWriter::new(file), &rows, format)
        }
        None => write_export(BufWriter::new(io::stdout().lock()), &rows, format),
    };
    ignore_broken_pipe(result)
}
