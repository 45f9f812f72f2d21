//! The owner's exports as HTTP downloads (`?format=csv|json`): the file, named
//! `<list>-YYYY-MM-DD.<ext>`, documented as an array of its rows.

use std::marker::PhantomData;

use poem::IntoResponse;
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

/// A JSON file already written (the CLI's bytes), documented as an array of `T`.
pub struct JsonFile<T>(Vec<u8>, PhantomData<fn() -> T>);

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
    Csv(Binary<Vec<u8>>),
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

impl<T: Type> ExportResponse<T> {
    /// A download named `<stem>-<today>.<ext>`.
    pub fn new(
        conn: &Connection,
        stem: &str,
        format: FileFormat,
        bytes: Vec<u8>,
    ) -> rusqlite::Result<Self> {
        let today: String = conn.query_row("SELECT date('now')", [], |r| r.get(0))?;
        let (file, ext) = match format {
            FileFormat::Csv => (ExportFile::Csv(Binary(bytes)), "csv"),
            FileFormat::Json => (ExportFile::Json(JsonFile(bytes, PhantomData)), "json"),
        };
        Ok(ExportResponse::File(
            file,
            format!("attachment; filename=\"{stem}-{today}.{ext}\""),
        ))
    }
}
