//! `tradelane subscribers export`: the newsletter list as a file. The database is opened
//! read-only (safe beside a running server) and never created or migrated here.

use std::path::Path;

use super::export_all;
use crate::kernel::db::open_existing;
use crate::kernel::export::{ExportFormat, write_out};

/// Every subscription (never an unsubscribe token), newest first, to `output` or standard
/// output, a row at a time as it is read.
pub fn export(data_dir: &Path, format: ExportFormat, output: Option<&Path>) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    write_out(output, |out| export_all(&conn, out, format))
}
