//! `tradelane subscribers export`: the newsletter list as a file. The database is opened
//! read-only (safe beside a running server) and never created or migrated here.
//! `tradelane subscribers import FILE`: a CSV list added as the console's Import does.

use std::path::Path;

use super::export_all;
use crate::kernel::db::{self, database_path, open_existing};
use crate::kernel::export::{ExportFormat, write_out};
use crate::kernel::language::Language;

/// Every subscription (never an unsubscribe token), newest first, to `output` or standard
/// output, a row at a time as it is read: as the console downloads it without a language
/// (Vietnamese headers and words, the business's time zone).
pub fn export(data_dir: &Path, format: ExportFormat, output: Option<&Path>) -> anyhow::Result<()> {
    let conn = open_existing(data_dir)?;
    let zone = crate::settings::SiteSettings::time_zone(&conn)?;
    write_out(output, |out| {
        export_all(&conn, out, format, zone, Language::Vi)
    })
}

/// Imports the CSV file `file` (see [`super::import`]) and prints the report in English.
pub fn import(data_dir: &Path, file: &Path) -> anyhow::Result<()> {
    let meta = std::fs::metadata(file)
        .map_err(|err| anyhow::anyhow!("cannot read {}: {err}", file.display()))?;
    if meta.len() > super::import::MAX_BYTES as u64 + 3 {
        anyhow::bail!("{} is larger than 1 MB: split it", file.display());
    }
    let bytes = std::fs::read(file)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| anyhow::anyhow!("{} is not UTF-8 text", file.display()))?;
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
    let zone = crate::settings::SiteSettings::time_zone(&tx)?;
    let today = chrono::Utc::now().with_timezone(&zone).date_naive();
    let report = match super::import::import(&tx, &text, Language::En, today)? {
        Ok(report) => report,
        Err(reason) => super::import::ImportReport::refused_file(reason),
    };
    if report.imported > 0 {
        crate::owners::activity::record(
            &tx,
            "cli",
            "subscription.import",
            &report.imported.to_string(),
        )?;
    }
    tx.commit()?;
    for line in &report.refused {
        eprintln!("refused: line {}: {}", line.line, line.reason);
    }
    for line in &report.skipped {
        println!("skipped: line {}: {}", line.line, line.reason);
    }
    if report.refused_count > 0 {
        anyhow::bail!(
            "nothing imported: {} lines refused (correct them and import the file again)",
            report.refused_count
        );
    }
    println!(
        "Imported {} subscribers ({} lines skipped).",
        report.imported, report.skipped_count
    );
    Ok(())
}
