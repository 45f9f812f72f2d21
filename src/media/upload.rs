//! The upload form (`multipart/form-data`: `file`, `altVi`, `altEn`), read here rather than
//! by poem-openapi so that every refusal speaks the owner's language and no part is read
//! past its limit. The document describes the form as the `MediaUpload` schema.

use std::time::Duration;

use poem::web::Multipart;
use poem::{FromRequest, Request, RequestBody};
use poem_openapi::registry::{MetaMediaType, MetaRequest, MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::{ApiExtractor, ApiExtractorType, ExtractParamOptions};
use tokio::io::{AsyncRead, AsyncReadExt};

use super::picture::MAX_BYTES;
use crate::http::schema::NOT_BLANK;
use crate::kernel::language::Language;

/// The longest alt text, in characters.
pub const MAX_ALT_CHARS: usize = 300;
/// What a text field may hold before it is refused unread (300 characters of 4 bytes, and more).
const MAX_TEXT_BYTES: u64 = 4096;
/// The whole body: the file, the two texts and the form's own framing.
const MAX_BODY_BYTES: u64 = MAX_BYTES as u64 + 64 * 1024;

/// A checked form: the file's bytes and the trimmed alt texts.
pub struct UploadForm {
    pub file: Vec<u8>,
    pub alt_vi: String,
    pub alt_en: String,
}

/// Why a form was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum FormRefusal {
    BadRequest(String),
    TooLarge(String),
    NotMultipart(String),
}

/// The extractor: the form, or why it was refused (answered by the handler after the
/// session was checked).
pub struct MediaUpload(pub Result<UploadForm, FormRefusal>);

impl<'a> ApiExtractor<'a> for MediaUpload {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::RequestObject];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        let alt = |description: &'static str| {
            MetaSchemaRef::Inline(Box::new(MetaSchema {
                description: Some(description),
                max_length: Some(MAX_ALT_CHARS),
                pattern: Some(NOT_BLANK.to_owned()),
                ..MetaSchema::new("string")
            }))
        };
        registry.schemas.insert(
            "MediaUpload".to_owned(),
            MetaSchema {
                description: Some(
                    "One picture and its alt texts. Other parts of the form are ignored; a \
                     second `file` is refused.",
                ),
                required: vec!["file", "altVi", "altEn"],
                properties: vec![
                    (
                        "file",
                        MetaSchemaRef::Inline(Box::new(MetaSchema {
                            description: Some(
                                "A JPEG, PNG or WebP picture of at most 5 MB (5,242,880 bytes), \
                                 100 to 8000 pixels a side and at most 25 megapixels. The type \
                                 is told by the bytes; the part's name and type are not read.",
                            ),
                            ..MetaSchema::new_with_format("string", "binary")
                        })),
                    ),
                    (
                        "altVi",
                        alt("What the picture shows, in Vietnamese: not blank, at most 300 characters (trimmed)."),
                    ),
                    (
                        "altEn",
                        alt("What the picture shows, in English: not blank, at most 300 characters (trimmed)."),
                    ),
                ],
                ..MetaSchema::new("object")
            },
        );
    }

    fn request_meta() -> Option<MetaRequest> {
        Some(MetaRequest {
            description: None,
            content: vec![MetaMediaType {
                content_type: "multipart/form-data",
                schema: MetaSchemaRef::Reference("MediaUpload".to_owned()),
            }],
            required: true,
        })
    }

    async fn from_request(
        request: &'a Request,
        body: &mut RequestBody,
        _param_opts: ExtractParamOptions<Self::ParamType>,
    ) -> poem::Result<Self> {
        let lang = Language::from_request(request);
        Ok(MediaUpload(read_form(request, body, lang).await))
    }
}

/// A form declared too large, or not a multipart form, is refused before it is read.
fn check_head(request: &Request, lang: Language) -> Result<(), FormRefusal> {
    let declared = request
        .header(poem::http::header::CONTENT_LENGTH)
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|len| len > MAX_BODY_BYTES) {
        return Err(too_large(lang));
    }
    let is_form = request
        .content_type()
        .and_then(|ct| ct.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case("multipart/form-data"));
    if !is_form {
        return Err(FormRefusal::NotMultipart(
            lang.pick(
                "Ảnh phải được gửi dưới dạng biểu mẫu tệp (Content-Type: multipart/form-data).",
                "The picture must be sent as a file form (Content-Type: multipart/form-data).",
            )
            .to_owned(),
        ));
    }
    Ok(())
}

fn unreadable(lang: Language) -> FormRefusal {
    FormRefusal::BadRequest(
        lang.pick(
            "Không đọc được biểu mẫu gửi lên.",
            "The form could not be read.",
        )
        .to_owned(),
    )
}

async fn read_form(
    request: &Request,
    body: &mut RequestBody,
    lang: Language,
) -> Result<UploadForm, FormRefusal> {
    check_head(request, lang)?;
    let unreadable = || unreadable(lang);
    let mut form = <Multipart as FromRequest>::from_request(request, body)
        .await
        .map_err(|_| unreadable())?;
    let (mut file, mut alt_vi, mut alt_en) = (None, None, None);
    let mut total = 0u64;
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(_) => return Err(unreadable()),
        };
        let name = field.name().unwrap_or_default().to_owned();
        let limit = if name == "file" {
            MAX_BYTES as u64
        } else {
            MAX_TEXT_BYTES
        };
        let mut reader = field.into_async_read();
        let data = read_at_most(&mut reader, limit)
            .await
            .map_err(|_| unreadable())?;
        total += data.as_ref().map_or(limit + 1, |d| d.len() as u64);
        let Some(data) = data.filter(|_| total <= MAX_BODY_BYTES) else {
            drain(&mut reader).await;
            return Err(if name == "file" || total > MAX_BODY_BYTES {
                too_large(lang)
            } else {
                too_long(&name, lang)
            });
        };
        match name.as_str() {
            "file" if file.is_some() => {
                return Err(FormRefusal::BadRequest(
                    lang.pick("Mỗi lần chỉ gửi một ảnh.", "Send one picture at a time.")
                        .to_owned(),
                ));
            }
            "file" => file = Some(data),
            "altVi" => alt_vi = Some(data),
            "altEn" => alt_en = Some(data),
            _ => {}
        }
    }
    let Some(file) = file.filter(|f| !f.is_empty()) else {
        return Err(FormRefusal::BadRequest(
            lang.pick(
                "Hãy chọn một ảnh để tải lên.",
                "Choose a picture to upload.",
            )
            .to_owned(),
        ));
    };
    Ok(UploadForm {
        file,
        alt_vi: alt_text(alt_vi, "altVi", lang)?,
        alt_en: alt_text(alt_en, "altEn", lang)?,
    })
}

/// The field's bytes, or `None` when it holds more than `limit`.
async fn read_at_most(
    reader: &mut (impl AsyncRead + Unpin),
    limit: u64,
) -> std::io::Result<Option<Vec<u8>>> {
    let mut data = Vec::new();
    (&mut *reader)
        .take(limit + 1)
        .read_to_end(&mut data)
        .await?;
    Ok((data.len() as u64 <= limit).then_some(data))
}

/// Reads (and throws away) a little more of a refused body, so the client, still sending,
/// gets the answer instead of a reset connection.
async fn drain(reader: &mut (impl AsyncRead + Unpin)) {
    let mut sink = tokio::io::sink();
    let mut limited = reader.take(2 * MAX_BYTES as u64);
    let _ = tokio::time::timeout(
        Duration::from_secs(2),
        tokio::io::copy(&mut limited, &mut sink),
    )
    .await;
}

fn label(field: &str, lang: Language) -> &'static str {
    match (field, lang) {
        ("altVi", Language::Vi) => "Mô tả ảnh (tiếng Việt)",
        ("altVi", Language::En) => "Alt text (Vietnamese)",
        ("altEn", Language::Vi) => "Mô tả ảnh (tiếng Anh)",
        ("altEn", Language::En) => "Alt text (English)",
        (_, Language::Vi) => "Trường này",
        (_, Language::En) => "This field",
    }
}

fn alt_text(value: Option<Vec<u8>>, field: &str, lang: Language) -> Result<String, FormRefusal> {
    let Some(bytes) = value else {
        return Err(required(field, lang));
    };
    let text = String::from_utf8(bytes).map_err(|_| {
        FormRefusal::BadRequest(match lang {
            Language::Vi => format!("{} phải là văn bản UTF-8.", label(field, lang)),
            Language::En => format!("{} must be UTF-8 text.", label(field, lang)),
        })
    })?;
    if text.chars().count() > MAX_ALT_CHARS {
        return Err(too_long(field, lang));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(required(field, lang));
    }
    Ok(trimmed.to_owned())
}

fn required(field: &str, lang: Language) -> FormRefusal {
    FormRefusal::BadRequest(match lang {
        Language::Vi => format!(
            "{} là bắt buộc: hãy mô tả ngắn gọn ảnh thể hiện điều gì.",
            label(field, lang)
        ),
        Language::En => format!(
            "{} is required: say briefly what the picture shows.",
            label(field, lang)
        ),
    })
}

fn too_long(field: &str, lang: Language) -> FormRefusal {
    FormRefusal::BadRequest(match lang {
        Language::Vi => format!("{} tối đa {MAX_ALT_CHARS} ký tự.", label(field, lang)),
        Language::En => format!(
            "{} must be at most {MAX_ALT_CHARS} characters.",
            label(field, lang)
        ),
    })
}

fn too_large(lang: Language) -> FormRefusal {
    FormRefusal::TooLarge(
        lang.pick(
            "Ảnh lớn hơn 5 MB. Hãy chọn ảnh nhỏ hơn hoặc giảm kích thước ảnh rồi thử lại.",
            "The picture is larger than 5 MB. Choose a smaller one, or reduce its size and try again.",
        )
        .to_owned(),
    )
}
