//! The two export formats of the owner's lists (enquiries, subscribers), in the console and
//! the CLI alike: CSV that spreadsheets open safely, or JSON.

use std::io::{self, Write};

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    Csv,
    Json,
}

/// A row of an export: its JSON form (serde) and its CSV cells, in the header's order.
pub trait ExportRow: Serialize {
    fn cells(&self) -> Vec<&str>;
}

/// `rows` as JSON (an array of objects) or as CSV: UTF-8 with a BOM (spreadsheet programs
/// then read Vietnamese names right), CRLF lines, `header` first, every cell
/// [`spreadsheet_safe`].
pub fn write<W: Write, R: ExportRow>(
    out: W,
    header: &[&str],
    rows: &[R],
    format: ExportFormat,
) -> io::Result<()> {
    write_each::<W, R, &R>(out, header, rows.iter().map(Ok), format)
}

/// As [`write`], one row at a time as `rows` yields them: the export's memory does not grow
/// with its length (docs/decisions-spec.md §12). JSON is an array with one object a line.
pub fn write_each<W: Write, R: ExportRow, B: std::borrow::Borrow<R>>(
    mut out: W,
    header: &[&str],
    rows: impl Iterator<Item = io::Result<B>>,
    format: ExportFormat,
) -> io::Result<()> {
    match format {
        ExportFormat::Json => {
            let mut first = true;
            for row in rows {
                out.write_all(if first { b"[\n  " } else { b",\n  " })?;
                first = false;
                serde_json::to_writer(&mut out, row?.borrow())?;
            }
            out.write_all(if first { b"[]\n" } else { b"\n]\n" })?;
        }
        ExportFormat::Csv => {
            out.write_all("\u{feff}".as_bytes())?;
            let mut csv = csv::WriterBuilder::new()
                .terminator(csv::Terminator::CRLF)
                .from_writer(&mut out);
            csv.write_record(header)?;
            for row in rows {
                let row = row?;
                let cells = row.borrow().cells();
                csv.write_record(
                    cells
                        .iter()
                        .map(|cell| spreadsheet_safe(cell))
                        .collect::<Vec<_>>()
                        .iter()
                        .map(|c| c.as_bytes()),
                )?;
            }
            csv.flush()?;
        }
    }
    out.flush()
}

/// A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
/// leading `'`: enquiries and subscriptions are written by strangers, and the export is
/// opened in spreadsheets.
pub fn spreadsheet_safe(field: &str) -> std::borrow::Cow<'_, str> {
    match field.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{field}").into(),
        _ => field.into(),
    }
}

/// `tradelane … export | head` is fine: a closed pipe is not an error.
pub fn ignore_broken_pipe(result: io::Result<()>) -> anyhow::Result<()> {
    match result {
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => Ok(other?),
    }
}

/// What `tradelane … export` does with the rows `write` writes: into `output`, or to
/// standard output, buffered and a row at a time (the memory does not grow with the rows).
pub fn write_out(
    output: Option<&std::path::Path>,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let result = match output {
        Some(path) => {
            let file = std::fs::File::create(path)
                .map_err(|err| anyhow::anyhow!("cannot write {}: {err}", path.display()))?;
            write(&mut io::BufWriter::new(file))
        }
        None => write(&mut io::BufWriter::new(io::stdout().lock())),
    };
    match result {
        Err(err) => match err.downcast::<io::Error>() {
            Ok(io) => ignore_broken_pipe(Err(io)),
            Err(other) => Err(other),
        },
        Ok(()) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_neutralised() {
        assert_eq!(spreadsheet_safe("=1+1"), "'=1+1");
        assert_eq!(spreadsheet_safe("+84 90"), "'+84 90");
        assert_eq!(spreadsheet_safe("Nguyễn"), "Nguyễn");
        assert_eq!(spreadsheet_safe(""), "");
    }
}
