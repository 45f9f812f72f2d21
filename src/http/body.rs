//! A JSON request body read as bytes, at most 32 KB. poem-openapi's `Json` would answer a
//! bad body on its own, in no particular language; reading the bytes here lets every
//! refusal speak the caller's language, while the document still describes the body as `T`.

use std::marker::PhantomData;
use std::time::Duration;

use poem::{Request, RequestBody, error::ReadBodyError, http::header};
use poem_openapi::{
    ApiExtractor, ApiExtractorType, ExtractParamOptions,
    registry::{MetaMediaType, MetaRequest, Registry},
    types::Type,
};
use tokio::io::{AsyncRead, AsyncReadExt};

use crate::kernel::language::Language;

/// `MAX` is the largest body read, in bytes (the contact form's 32 KB unless a route says).
pub struct JsonBody<T, const MAX: usize = MAX_BODY_BYTES> {
    content_type: Option<String>,
    bytes: Result<Vec<u8>, ReadBodyError>,
    _schema: PhantomData<fn() -> T>,
}

impl<'a, T: Type, const MAX: usize> ApiExtractor<'a> for JsonBody<T, MAX> {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::RequestObject];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        // What a derive cannot say is in `T` itself (see `crate::http::schema`).
        T::register(registry);
    }

    fn request_meta() -> Option<MetaRequest> {
        Some(MetaRequest {
            description: None,
            content: vec![MetaMediaType {
                content_type: "application/json",
                schema: T::schema_ref(),
            }],
            required: true,
        })
    }

    async fn from_request(
        request: &'a Request,
        body: &mut RequestBody,
        _param_opts: ExtractParamOptions<Self::ParamType>,
    ) -> poem::Result<Self> {
        let content_type = request.content_type().map(str::to_owned);
        let declared = request
            .header(header::CONTENT_LENGTH)
            .and_then(|v| v.trim().parse::<u64>().ok());
        let bytes = read_limited(body.take()?, declared, MAX).await;
        Ok(JsonBody {
            content_type,
            bytes,
            _schema: PhantomData,
        })
    }
}

impl<T, const MAX: usize> JsonBody<T, MAX> {
    /// The request's `Content-Type`, as sent.
    pub fn content_type(&self) -> Option<&str> {
        self.content_type.as_deref()
    }

    /// The body's bytes, or why it is refused (413, 400, 415) in `lang`.
    pub fn bytes(self, lang: Language) -> Result<Vec<u8>, Rejection> {
        if !is_json_content_type(self.content_type.as_deref()) {
            return self.read(lang).and(Err(unsupported_media_type(lang)));
        }
        self.read(lang)
    }

    /// As [`Self::bytes`], whatever the `Content-Type` says: for a route that also takes
    /// JSON sent as `text/plain` (`navigator.sendBeacon` of a string).
    pub fn bytes_as_json(self, lang: Language) -> Result<Vec<u8>, Rejection> {
        self.read(lang)
    }

    fn read(self, lang: Language) -> Result<Vec<u8>, Rejection> {
        let bytes = match self.bytes {
            Ok(bytes) => bytes,
            Err(ReadBodyError::PayloadTooLarge) if MAX == MAX_BODY_BYTES => {
                return Err(too_large(lang));
            }
            Err(ReadBodyError::PayloadTooLarge) => {
                let kb = MAX / 1024;
                return Err(Rejection::TooLarge(match lang {
                    Language::Vi => format!("Nội dung gửi lên quá lớn (tối đa {kb} KB)."),
                    Language::En => format!("The request body is too large ({kb} KB at most)."),
                }));
            }
            Err(_) => {
                return Err(Rejection::BadRequest(
                    lang.pick(
                        "Không đọc được nội dung gửi lên.",
                        "The request body could not be read.",
                    )
                    .to_owned(),
                ));
            }
        };
        Ok(bytes)
    }
}

/// How much of an oversized body is still read (and thrown away) so that the client, which
/// is still sending, receives the 413: closing a socket with unread data resets it, and the
/// answer can be lost with it.
const DRAIN_MAX_BYTES: u64 = 1024 * 1024;
const DRAIN_TIMEOUT: Duration = Duration::from_secs(2);

/// Reads at most `max` bytes, with or without a Content-Length (chunked bodies too).
async fn read_limited(
    body: poem::Body,
    declared: Option<u64>,
    max: usize,
) -> Result<Vec<u8>, ReadBodyError> {
    let mut reader = body.into_async_read();
    if let Some(len) = declared.filter(|&len| len > max as u64) {
        // Larger than that, it is not worth reading: the connection is closed instead.
        if len <= DRAIN_MAX_BYTES {
            drain(&mut reader).await;
        }
        return Err(ReadBodyError::PayloadTooLarge);
    }
    let mut data = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let n = reader.read(&mut buf).await?;
        if n == 0 {
            return Ok(data);
        }
        if data.len() + n > max {
            drain(&mut reader).await;
            return Err(ReadBodyError::PayloadTooLarge);
        }
        data.extend_from_slice(&buf[..n]);
    }
}

async fn drain(reader: &mut (impl AsyncRead + Unpin)) {
    let mut sink = tokio::io::sink();
    let mut limited = reader.take(DRAIN_MAX_BYTES);
    let _ = tokio::time::timeout(DRAIN_TIMEOUT, tokio::io::copy(&mut limited, &mut sink)).await;
}

/// The body as a JSON object, or the 400 text in `lang`.
pub fn object(
    bytes: &[u8],
    lang: Language,
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    match serde_json::from_slice(bytes) {
        Ok(serde_json::Value::Object(object)) => Ok(object),
        Ok(_) => Err(lang
            .pick(
                "Dữ liệu gửi lên phải là một đối tượng JSON.",
                "The request body must be a JSON object.",
            )
            .to_owned()),
        Err(_) => Err(lang
            .pick(
                "Dữ liệu gửi lên không phải JSON hợp lệ.",
                "The request body is not valid JSON.",
            )
            .to_owned()),
    }
}

/// A text field of `object`: `Ok(None)` when absent, `Err` (naming `label`) when not text.
/// `null` is not text: the document declares optional fields as absent-or-text (see
/// `crate::http::schema`), so a `null` is refused like a number would be.
pub fn text_field<'o>(
    object: &'o serde_json::Map<String, serde_json::Value>,
    key: &str,
    label: &str,
    lang: Language,
) -> Result<Option<&'o str>, String> {
    match object.get(key) {
        None => Ok(None),
        Some(serde_json::Value::String(text)) => Ok(Some(text)),
        Some(_) => Err(match lang {
            Language::Vi => format!("{label} phải là chuỗi ký tự."),
            Language::En => format!("{label} must be text."),
        }),
    }
}

/// Refuses keys other than `known`, naming the first one.
pub fn deny_unknown(
    object: &serde_json::Map<String, serde_json::Value>,
    known: &[&str],
    lang: Language,
) -> Result<(), String> {
    match object.keys().find(|k| !known.contains(&k.as_str())) {
        None => Ok(()),
        Some(key) => Err(match lang {
            Language::Vi => format!("Trường \"{key}\" không được hỗ trợ."),
            Language::En => format!("Unknown field \"{key}\"."),
        }),
    }
}

/// The largest body read unless a route says: room for a 5,000-character Vietnamese message.
pub const MAX_BODY_BYTES: usize = 32 * 1024;

/// `From<Rejection>` for an answer enum with `BadRequest`, `PayloadTooLarge` and
/// `UnsupportedMediaType` variants of `Json<ErrorBody>`: a refused body is answered alike
/// everywhere.
#[macro_export]
macro_rules! rejection_answers {
    ($answer:ty) => {
        impl From<$crate::http::body::Rejection> for $answer {
            fn from(rejection: $crate::http::body::Rejection) -> Self {
                use $crate::http::body::Rejection;
                use $crate::http::error::ErrorBody;
                match rejection {
                    Rejection::BadRequest(text) => Self::BadRequest(ErrorBody::json(text)),
                    Rejection::TooLarge(text) => Self::PayloadTooLarge(ErrorBody::json(text)),
                    Rejection::UnsupportedMediaType(text) => {
                        Self::UnsupportedMediaType(ErrorBody::json(text))
                    }
                }
            }
        }
    };
}

/// Why a request body was refused, with its status and its text in the caller's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    BadRequest(String),
    TooLarge(String),
    UnsupportedMediaType(String),
}

pub fn too_large(lang: Language) -> Rejection {
    Rejection::TooLarge(
        lang.pick(
            "Nội dung gửi lên quá lớn (tối đa 32 KB).",
            "The request body is too large (32 KB at most).",
        )
        .to_owned(),
    )
}

pub fn unsupported_media_type(lang: Language) -> Rejection {
    Rejection::UnsupportedMediaType(
        lang.pick(
            "Dữ liệu phải được gửi ở định dạng JSON (Content-Type: application/json).",
            "The request body must be JSON (Content-Type: application/json).",
        )
        .to_owned(),
    )
}

/// Whether a `Content-Type` is JSON (`application/json`, `application/*+json`, any charset).
pub fn is_json_content_type(content_type: Option<&str>) -> bool {
    let Some(essence) = content_type.and_then(|v| v.split(';').next()) else {
        return false;
    };
    let essence = essence.trim().to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// The 400 text for a one-line field holding a line break or a control character.
pub fn not_one_line(label: &str, lang: Language) -> String {
    match lang {
        Language::Vi => format!(
            "{label} phải nằm trên một dòng, không có ký tự xuống dòng hay ký tự điều khiển."
        ),
        Language::En => {
            format!("{label} must be a single line, without line breaks or control characters.")
        }
    }
}

/// Whether the hidden `website` field holds anything. People never see it, so any value
/// (of any type) marks a bot; it is never a reason to refuse, so bots learn nothing.
pub fn fills_honeypot(website: Option<&serde_json::Value>) -> bool {
    match website {
        None | Some(serde_json::Value::Null) => false,
        Some(serde_json::Value::String(text)) => !text.trim().is_empty(),
        Some(_) => true,
    }
}
