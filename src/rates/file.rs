//! The import's body: a CSV or XLSX file as sent, at most [`MAX_FILE_BYTES`], documented as
//! either media type.

use poem::{Request, RequestBody, error::ReadBodyError};
use poem_openapi::registry::{MetaMediaType, MetaRequest, MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::{ApiExtractor, ApiExtractorType, ExtractParamOptions};

use super::import::{MAX_FILE_BYTES, XLSX_TYPE};
use crate::http::body::Rejection;
use crate::kernel::language::Language;

pub struct RateFile {
    content_type: Option<String>,
    bytes: Result<bytes::Bytes, ReadBodyError>,
}

fn binary() -> MetaSchemaRef {
    MetaSchemaRef::Inline(Box::new(MetaSchema {
        format: Some("binary"),
        ..MetaSchema::new("string")
    }))
}

impl<'a> ApiExtractor<'a> for RateFile {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::RequestObject];
    type ParamType = ();
    type ParamRawType = ();

    fn register(_registry: &mut Registry) {}

    fn request_meta() -> Option<MetaRequest> {
        Some(MetaRequest {
            description: Some("The rate sheet: CSV (UTF-8) or XLSX, line 1 the columns."),
            content: vec![
                MetaMediaType {
                    content_type: "text/csv",
                    schema: binary(),
                },
                MetaMediaType {
                    content_type: XLSX_TYPE,
                    schema: binary(),
                },
            ],
            required: true,
        })
    }

    async fn from_request(
        request: &'a Request,
        body: &mut RequestBody,
        _param_opts: ExtractParamOptions<Self::ParamType>,
    ) -> poem::Result<Self> {
        let content_type = request.content_type().map(str::to_owned);
        let bytes = body.take()?.into_bytes_limit(MAX_FILE_BYTES).await;
        Ok(RateFile {
            content_type,
            bytes,
        })
    }
}

impl RateFile {
    /// The file's bytes and whether it is XLSX; or why it is refused (415, 413, 400).
    pub fn read(self, lang: Language) -> Result<(Vec<u8>, bool), Rejection> {
        let essence = self
            .content_type
            .as_deref()
            .and_then(|v| v.split(';').next())
            .map(|v| v.trim().to_ascii_lowercase());
        let xlsx = match essence.as_deref() {
            Some("text/csv") => false,
            Some(XLSX_TYPE) => true,
            _ => {
                return Err(Rejection::UnsupportedMediaType(
                    lang.pick(
                        "Hãy gửi tệp CSV (Content-Type: text/csv) hoặc XLSX.",
                        "Send a CSV file (Content-Type: text/csv) or an XLSX file.",
                    )
                    .to_owned(),
                ));
            }
        };
        match self.bytes {
            Ok(bytes) => Ok((bytes.to_vec(), xlsx)),
            Err(ReadBodyError::PayloadTooLarge) => Err(Rejection::TooLarge(
                lang.pick(
                    "Tệp quá lớn (tối đa 8 MB).",
                    "The file is too large (8 MB at most).",
                )
                .to_owned(),
            )),
            Err(_) => Err(Rejection::BadRequest(
                lang.pick("Không đọc được tệp gửi lên.", "The file could not be read.")
                    .to_owned(),
            )),
        }
    }
}
