//! The owner's exports as HTTP downloads (`?format=csv|json`): the file, named
//! `<list>-YYYY-MM-DD.<ext>`, documented as an array of its rows, streamed as it is written
//! (on the blocking pool, a chunk at a time): its memory does not grow with its length.

use std::marker::PhantomData;

use std::io;

use bytes::Bytes;
use poem::{Body, IntoResponse};
use poem_openapi::payload::{Binary, Payload};
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use poem_openapi::{ApiResponse, Enum, ResponseContent};
use rusqlite::Connection;

use crate::kernel::export::ExportFormat;

/// `csv` (UTF-8 with BOM) or `json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum FileFormat {
    Csv,
    Json,
}

impl From<FileFormat> for ExportFormat {
    fn from(format: FileFormat) -> Self {
        match format {
            FileFormat::Csv => ExportFormat::Csv,
            FileFormat::Json => ExportFormat::Json,
        }
    }
}

/// A JSON file (the CLI's bytes), documented as an array of `T`.
pub struct JsonFile<T>(Body, PhantomData<fn() -> T>);

impl<T: Type> Payload for JsonFile<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        <Vec<T>>::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T> IntoResponse for JsonFile<T> {
    fn into_response(self) -> poem::Response {
        poem::Response::builder()
            .content_type("application/json; charset=utf-8")
            .body(self.0)
    }
}

#[derive(ResponseContent)]
pub enum ExportFile<T: Type> {
    #[oai(content_type = "text/csv; charset=utf-8")]
    Csv(Binary<Body>),
    Json(JsonFile<T>),
}

/// An export of `T` rows (the JSON file is an array of them).
#[derive(ApiResponse)]
pub enum ExportResponse<T: Type> {
    /// The file, as a download.
    #[oai(status = 200)]
    File(
        ExportFile<T>,
        /// `attachment; filename="<name>-YYYY-MM-DD.csv"`.
        #[oai(header = "Content-Disposition")]
        String,
    ),
}

/// How much of an export is written before it is sent.
const CHUNK: usize = 64 << 10;

/// Sends what is written to it, a chunk at a time, to the response body; an error once the
/// client has gone, which ends the export.
struct ChunkWriter {
    buffer: Vec<u8>,
    tx: tokio::sync::mpsc::Sender<io::Result<Bytes>>,
}

impl ChunkWriter {
    fn send(&mut self) -> io::Result<()> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        let chunk = Bytes::from(std::mem::replace(
            &mut self.buffer,
            Vec::with_capacity(CHUNK),
        ));
        self.tx
            .blocking_send(Ok(chunk))
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the download was abandoned"))
    }
}

impl io::Write for ChunkWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.buffer.extend_from_slice(bytes);
        if self.buffer.len() >= CHUNK {
            self.send()?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send()
    }
}

/// A body written by `write` on the blocking pool while it is sent; a failure midway ends
/// the body with an error (the client sees a cut download, never a truncated "complete"
/// file).
pub fn streamed(
    write: impl FnOnce(&mut dyn io::Write) -> anyhow::Result<()> + Send + 'static,
) -> Body {
    // A few chunks in flight at most: a slow client holds the writer back.
    let (tx, rx) = tokio::sync::mpsc::channel::<io::Result<Bytes>>(4);
    tokio::task::spawn_blocking(move || {
        let mut out = ChunkWriter {
            buffer: Vec::with_capacity(CHUNK),
            tx: tx.clone(),
        };
        let result = write(&mut out).and_then(|()| Ok(io::Write::flush(&mut out)?));
        if let Err(err) = result {
            tracing::warn!(error = %format!("{err:#}"), "export not finished");
            let _ = tx.blocking_send(Err(io::Error::other(err.to_string())));
        }
    });
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|item| (item, rx))
    });
    Body::from_bytes_stream(stream)
}

impl<T: Type> ExportResponse<T> {
    /// A download named `<stem>-<today>.<ext>`.
    pub fn new(
        conn: &Connection,
        stem: &str,
        format: FileFormat,
        body: Body,
    ) -> rusqlite::Result<Self> {
        let today: String = conn.query_row("SELECT date('now')", [], |r| r.get(0))?;
        let (file, ext) = match format {
            FileFormat::Csv => (ExportFile::Csv(Binary(body)), "csv"),
            FileFormat::Json => (ExportFile::Json(JsonFile(body, PhantomData)), "json"),
        };
        Ok(ExportResponse::File(
            file,
            format!("attachment; filename=\"{stem}-{today}.{ext}\""),
        ))
    }
}
