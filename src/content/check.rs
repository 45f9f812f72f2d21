//! Checks an owner's body against the very schema the document publishes for it (required
//! fields, types, lengths, patterns, enums, the date format), so what the document says and
//! what the server does are one thing; every refusal names the field in the owner's
//! language. What passes is trimmed, ready to store.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use regex::Regex;
use serde_json::{Map, Value};

use super::schema::{SITE_IMAGE, SLUG};
use crate::http::schema::NOT_BLANK;
use crate::kernel::language::Language;

#[derive(Debug, Clone)]
pub enum Rule {
    Text {
        max: Option<usize>,
        pattern: Option<(&'static str, Regex)>,
        date: bool,
    },
    Flag,
    OneOf(Vec<String>),
}

#[derive(Debug, Clone)]
pub struct Field {
    /// The JSON name (camelCase).
    pub key: &'static str,
    /// The column (snake_case).
    pub column: String,
    pub required: bool,
    pub rule: Rule,
}

/// The fields of the object `T`, read from its schema once.
pub fn fields_of<T: Type>() -> &'static [Field] {
    static CACHE: LazyLock<Mutex<HashMap<String, &'static [Field]>>> =
        LazyLock::new(Default::default);
    let name = T::name().into_owned();
    let mut cache = CACHE.lock().expect("fields cache");
    if let Some(fields) = cache.get(&name) {
        return fields;
    }
    let mut registry = Registry::new();
    T::register(&mut registry);
    let schema = &registry.schemas[name.as_str()];
    let fields: &'static [Field] = Vec::leak(
        schema
            .properties
            .iter()
            .map(|(key, property)| Field {
                key,
                column: snake_case(key),
                required: schema.required.contains(key),
                rule: rule(&registry, property),
            })
            .collect(),
    );
    cache.insert(name, fields);
    fields
}

fn rule(registry: &Registry, property: &MetaSchemaRef) -> Rule {
    let resolve = |r: &MetaSchemaRef| -> Option<MetaSchema> {
        match r {
            MetaSchemaRef::Reference(name) => registry.schemas.get(name.as_str()).cloned(),
            MetaSchemaRef::Inline(schema) => Some((**schema).clone()),
        }
    };
    let mut schema = resolve(property).expect("a registered schema");
    // A documented reference is `allOf: [$ref, {description}]`.
    if let Some(inner) = schema.all_of.iter().find_map(|r| match r {
        MetaSchemaRef::Reference(_) => resolve(r),
        MetaSchemaRef::Inline(_) => None,
    }) {
        schema = inner;
    }
    if !schema.enum_items.is_empty() {
        return Rule::OneOf(
            schema
                .enum_items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect(),
        );
    }
    match schema.ty {
        "boolean" => Rule::Flag,
        _ => Rule::Text {
            max: schema.max_length,
            pattern: schema.pattern.as_deref().map(|p| {
                let known = [NOT_BLANK, SLUG, SITE_IMAGE]
                    .into_iter()
                    .find(|k| *k == p)
                    .expect("a pattern the checks can explain");
                (known, Regex::new(p).expect("a valid pattern"))
            }),
            date: schema.format == Some("date-time"),
        },
    }
}

fn snake_case(key: &str) -> String {
    let mut out = String::with_capacity(key.len() + 4);
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The field's name for the owner: its label and its JSON key.
pub fn label(key: &str, lang: Language) -> String {
    let (vi, en) = match key {
        "slug" => ("Đường dẫn", "Slug"),
        "icon" => ("Biểu tượng", "Icon"),
        "titleVi" => ("Tiêu đề (tiếng Việt)", "Title (Vietnamese)"),
        "titleEn" => ("Tiêu đề (tiếng Anh)", "Title (English)"),
        "descriptionVi" => ("Mô tả (tiếng Việt)", "Description (Vietnamese)"),
        "descriptionEn" => ("Mô tả (tiếng Anh)", "Description (English)"),
        "contentVi" => ("Nội dung (tiếng Việt)", "Content (Vietnamese)"),
        "contentEn" => ("Nội dung (tiếng Anh)", "Content (English)"),
        "bodyVi" => ("Nội dung trang (tiếng Việt)", "Page text (Vietnamese)"),
        "bodyEn" => ("Nội dung trang (tiếng Anh)", "Page text (English)"),
        "clientName" => ("Tên khách hàng", "Client name"),
        "industry" => ("Ngành", "Industry"),
        "imageUrl" => ("Hình ảnh", "Image"),
        "avatarUrl" => ("Ảnh chân dung", "Photo"),
        "author" => ("Tác giả", "Author"),
        "publishedAt" => ("Ngày đăng", "Publication date"),
        "nameVi" => ("Họ tên (tiếng Việt)", "Name (Vietnamese)"),
        "nameEn" => ("Họ tên (tiếng Anh)", "Name (English)"),
        "positionVi" => ("Chức vụ (tiếng Việt)", "Position (Vietnamese)"),
        "positionEn" => ("Chức vụ (tiếng Anh)", "Position (English)"),
        "companyVi" => ("Công ty (tiếng Việt)", "Company (Vietnamese)"),
        "companyEn" => ("Công ty (tiếng Anh)", "Company (English)"),
        "published" => ("Xuất bản", "Published"),
        "ids" => ("Thứ tự", "Order"),
        other => (other, other),
    };
    format!("{} ({key})", lang.pick(vi, en))
}

/// The body as JSON text, or the 400 text.
pub fn object(bytes: &[u8], lang: Language) -> Result<Map<String, Value>, String> {
    crate::http::body::object(bytes, lang)
}

/// The fields of `body` that `fields` describe, checked and trimmed; a key they do not
/// describe is refused (the document says `additionalProperties: false`). A date is stored in UTC to the second; an empty optional text becomes null.
pub fn check(
    body: &Map<String, Value>,
    fields: &[Field],
    lang: Language,
) -> Result<Map<String, Value>, String> {
    let known: Vec<&str> = fields.iter().map(|f| f.key).collect();
    crate::http::body::deny_unknown(body, &known, lang)?;
    let mut out = Map::new();
    for field in fields {
        let name = || label(field.key, lang);
        let value = match body.get(field.key) {
            None if field.required => {
                return Err(match lang {
                    Language::Vi => format!("Thiếu {}.", name()),
                    Language::En => format!("{} is missing.", name()),
                });
            }
            None => {
                out.insert(field.key.to_owned(), Value::Null);
                continue;
            }
            Some(value) => value,
        };
        let checked = match (&field.rule, value) {
            (Rule::Flag, Value::Bool(b)) => Value::Bool(*b),
            (Rule::Flag, _) => {
                return Err(match lang {
                    Language::Vi => format!("{} phải là true hoặc false.", name()),
                    Language::En => format!("{} must be true or false.", name()),
                });
            }
            (Rule::OneOf(allowed), Value::String(text)) if allowed.contains(text) => {
                Value::String(text.clone())
            }
            (Rule::OneOf(allowed), _) => {
                return Err(match lang {
                    Language::Vi => {
                        format!("{} phải là một trong: {}.", name(), allowed.join(", "))
                    }
                    Language::En => format!("{} must be one of: {}.", name(), allowed.join(", ")),
                });
            }
            (Rule::Text { max, pattern, date }, Value::String(text)) => {
                text_value(text, *max, pattern.as_ref(), *date, &name(), lang)?
            }
            (Rule::Text { .. }, _) => {
                return Err(match lang {
                    Language::Vi => format!("{} phải là chuỗi ký tự.", name()),
                    Language::En => format!("{} must be text.", name()),
                });
            }
        };
        out.insert(field.key.to_owned(), checked);
    }
    Ok(out)
}

fn text_value(
    text: &str,
    max: Option<usize>,
    pattern: Option<&(&'static str, Regex)>,
    date: bool,
    name: &str,
    lang: Language,
) -> Result<Value, String> {
    if let Some(max) = max
        && text.chars().count() > max
    {
        return Err(match lang {
            Language::Vi => format!("{name} không được dài quá {max} ký tự."),
            Language::En => format!("{name} must be at most {max} characters."),
        });
    }
    if let Some((kind, regex)) = pattern
        && !regex.is_match(text)
    {
        return Err(match (*kind, lang) {
            (NOT_BLANK, Language::Vi) => format!("{name} là bắt buộc."),
            (NOT_BLANK, Language::En) => format!("{name} is required."),
            (SLUG, Language::Vi) => format!(
                "{name} chỉ gồm chữ thường không dấu (a–z), chữ số và dấu gạch ngang giữa các từ, ví dụ van-tai-bien."
            ),
            (SLUG, Language::En) => format!(
                "{name} may hold only lowercase letters a–z, digits and single hyphens between words, e.g. sea-freight."
            ),
            (_, Language::Vi) => format!(
                "{name} phải để trống hoặc là một ảnh của trang web (/media/… hoặc /images/…), không dùng ảnh từ trang khác."
            ),
            (_, Language::En) => format!(
                "{name} must be empty or a picture of this site (/media/… or /images/…), never one from another site."
            ),
        });
    }
    if date {
        return match chrono::DateTime::parse_from_rfc3339(text) {
            Ok(at) => Ok(Value::String(
                at.to_utc().format("%Y-%m-%dT%H:%M:%SZ").to_string(),
            )),
            Err(_) => Err(match lang {
                Language::Vi => {
                    format!("{name} phải là ngày giờ theo RFC 3339, ví dụ 2026-03-15T08:00:00Z.")
                }
                Language::En => {
                    format!("{name} must be an RFC 3339 date and time, e.g. 2026-03-15T08:00:00Z.")
                }
            }),
        };
    }
    let trimmed = text.trim();
    Ok(if trimmed.is_empty() {
        Value::Null
    } else {
        Value::String(trimmed.to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::schema::{BlogPostInput, ServiceInput};

    fn json(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => unreachable!(),
        }
    }

    #[test]
    fn the_schema_is_the_check() {
        let fields = fields_of::<ServiceInput>();
        assert!(
            fields
                .iter()
                .any(|f| f.key == "titleVi" && f.column == "title_vi")
        );
        let ok = json(serde_json::json!({
            "slug": "van-tai-bien", "icon": "ship", "titleVi": " Vận tải biển ",
            "titleEn": "Sea", "descriptionVi": "d", "descriptionEn": "d",
            "contentVi": "- a", "contentEn": "- a", "published": false
        }));
        let out = check(&ok, fields, Language::Vi).unwrap();
        assert_eq!(out["titleVi"], "Vận tải biển");
        let mut extra = ok.clone();
        extra.insert("extra".into(), 1.into());
        assert!(
            check(&extra, fields, Language::En)
                .unwrap_err()
                .contains("\"extra\"")
        );
        let mut bad = ok.clone();
        bad.insert("icon".into(), "rocket".into());
        assert!(
            check(&bad, fields, Language::Vi)
                .unwrap_err()
                .contains("icon")
        );
        let mut bad = ok.clone();
        bad.insert("slug".into(), "Vận-tải".into());
        assert!(
            check(&bad, fields, Language::En)
                .unwrap_err()
                .contains("Slug")
        );
        let mut bad = ok.clone();
        bad.insert("titleEn".into(), " \u{3000}".into());
        assert!(
            check(&bad, fields, Language::Vi)
                .unwrap_err()
                .contains("bắt buộc")
        );
        let mut bad = ok;
        bad.remove("published");
        assert!(
            check(&bad, fields, Language::En)
                .unwrap_err()
                .contains("published")
        );
    }

    #[test]
    fn dates_are_rfc3339_stored_in_utc() {
        let fields = fields_of::<BlogPostInput>();
        let date = fields.iter().find(|f| f.key == "publishedAt").unwrap();
        assert!(matches!(date.rule, Rule::Text { date: true, .. }));
        let Rule::Text { max, .. } = &date.rule else {
            unreachable!()
        };
        assert_eq!(
            text_value(
                "2026-03-15T08:00:00+07:00",
                *max,
                None,
                true,
                "d",
                Language::En
            )
            .unwrap(),
            "2026-03-15T01:00:00Z"
        );
        assert!(text_value("2026-02-30", *max, None, true, "d", Language::En).is_err());
    }

    #[test]
    fn images_only_from_this_site() {
        let re = Regex::new(SITE_IMAGE).unwrap();
        for ok in ["", "/media/ab12-photo.jpg", "/images/blog/x.svg"] {
            assert!(re.is_match(ok), "{ok}");
        }
        for bad in [
            "https://evil.example/x.png",
            "//evil.example/x.png",
            "/media/../admin",
            "/media/x.png?x=1",
            "javascript:alert(1)",
            "/api/admin/x",
        ] {
            assert!(!re.is_match(bad), "{bad}");
        }
    }
}
