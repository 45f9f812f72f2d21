//! Checks a JSON request body against the very schema the document publishes for it:
//! unknown keys (a closed body), required and nullable fields, types, enums, lengths counted
//! on the text as sent, patterns, `format: email` and `date-time`, lists. What the document
//! says and what the server does are one thing; every refusal names the field in the
//! caller's language, with the label the noun's catalogue gives it. What passes is ready to
//! read: text trimmed (passwords as sent), an empty optional text `null`, a date in UTC;
//! [`check_body`] hands it back as the body's own struct (docs/decisions-spec.md §29), so no
//! handler reads a body by key.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use regex::Regex;
use serde::Deserialize;
use serde::de::{DeserializeOwned, Deserializer, IgnoredAny};
use serde_json::{Map, Value};

use super::body::{deny_unknown, not_one_line, object};
use super::schema::{
    CLOSED_MARK, Closed, HTTPS_LINK_OR_EMPTY, NOT_BLANK, NonEmpty, ONE_LINE_OR_BLANK, SINGLE_LINE,
    SMTP_URL_OR_EMPTY,
};
use crate::kernel::language::Language;
use crate::kernel::mail::is_valid_email;

/// A noun's names for the fields of its bodies, and its explanations of the patterns only
/// it declares (a slug, a picture of the site).
pub trait Catalogue: Sync {
    /// The field's name for the caller.
    fn label(&self, key: &str, lang: Language) -> String;

    /// The refusal of `name`'s text that does not match `pattern`, for a pattern of the
    /// noun's own.
    fn pattern(&self, _pattern: &str, _name: &str, _lang: Language) -> Option<String> {
        None
    }

    /// The refusal of `name`'s text that is not an e-mail address.
    fn invalid_email(&self, name: &str, lang: Language) -> String {
        invalid_email(name, lang)
    }

    /// The refusal of the field `key` (named `name`) that passed the schema's checks but
    /// does not fit its type (a number too large for it).
    fn unreadable(&self, _key: &str, name: &str, lang: Language) -> String {
        not_valid(name, lang)
    }

    /// The refusal of a body without the required field `key` (named `name`).
    fn missing(&self, _key: &str, name: &str, lang: Language) -> String {
        match lang {
            Language::Vi => format!("Thiếu {name}."),
            Language::En => format!("{name} is missing."),
        }
    }
}

#[derive(Debug, Clone)]
pub enum Rule {
    Text {
        min: Option<usize>,
        max: Option<usize>,
        pattern: Option<(String, Regex)>,
        /// `format: date-time`: stored in UTC to the second.
        date: bool,
        /// `format: email`: an address as browsers' forms take it, as sent.
        email: bool,
        /// `format: password`: kept as sent, never trimmed.
        secret: bool,
    },
    Flag,
    OneOf(Vec<String>),
    List {
        max_items: Option<usize>,
        /// `uniqueItems`.
        unique: bool,
        item: Box<Rule>,
    },
    /// An object declared with its own fields (an enquiry's `context`): checked as a body.
    Object(Box<Shape>),
    /// Anything (a honeypot field): kept as sent.
    Any,
}

#[derive(Debug, Clone)]
pub struct Field {
    /// The JSON name (camelCase).
    pub key: &'static str,
    /// The column (snake_case).
    pub column: String,
    pub required: bool,
    pub nullable: bool,
    pub rule: Rule,
}

/// What the schema of a body says, read once.
#[derive(Debug, Clone)]
pub struct Shape {
    pub fields: Vec<Field>,
    /// `additionalProperties: false`: an unknown key is refused.
    pub closed: bool,
    /// `minProperties`.
    pub min_properties: Option<usize>,
}

/// The shape of the body `T` (`Closed<…>` and `NonEmpty<…>` included), read from its
/// schema once.
pub fn shape_of<T: Type>() -> &'static Shape {
    static CACHE: LazyLock<Mutex<HashMap<String, &'static Shape>>> =
        LazyLock::new(Default::default);
    let mut registry = Registry::new();
    T::register(&mut registry);
    let name = T::name().into_owned();
    let schema = &registry.schemas[name.as_str()];
    let closed = schema
        .additional_properties
        .as_deref()
        .is_some_and(|extra| match extra {
            MetaSchemaRef::Inline(s) => s.title.as_deref() == Some(CLOSED_MARK),
            MetaSchemaRef::Reference(_) => false,
        });
    // Closed<T> and T share a name; the cache key tells them apart.
    let key = format!("{name}/{closed}/{:?}", schema.min_properties);
    let mut cache = CACHE.lock().expect("shapes cache");
    if let Some(shape) = cache.get(&key) {
        return shape;
    }
    let shape: &'static Shape = Box::leak(Box::new(shape_from(&registry, schema, closed)));
    cache.insert(key, shape);
    shape
}

/// The shape an object schema declares.
fn shape_from(registry: &Registry, schema: &MetaSchema, closed: bool) -> Shape {
    Shape {
        fields: schema
            .properties
            .iter()
            .map(|(key, property)| {
                let resolved = resolve(registry, property);
                Field {
                    key,
                    column: snake_case(key),
                    required: schema.required.contains(key),
                    nullable: resolved.nullable,
                    rule: rule(registry, &resolved),
                }
            })
            .collect(),
        closed,
        min_properties: schema.min_properties,
    }
}

/// The fields of the object `T`, read from its schema once.
pub fn fields_of<T: Type>() -> &'static [Field] {
    &shape_of::<T>().fields
}

/// The schema a property stands for: a reference resolved, a documented reference
/// (`allOf: [$ref, {description}]`) unwrapped, the property's own validators kept.
fn resolve(registry: &Registry, property: &MetaSchemaRef) -> MetaSchema {
    let lookup = |r: &MetaSchemaRef| -> Option<MetaSchema> {
        match r {
            MetaSchemaRef::Reference(name) => registry.schemas.get(name.as_str()).cloned(),
            MetaSchemaRef::Inline(schema) => Some((**schema).clone()),
        }
    };
    let outer = lookup(property).expect("a registered schema");
    let Some(mut inner) = outer.all_of.iter().find_map(|r| match r {
        MetaSchemaRef::Reference(_) => lookup(r),
        MetaSchemaRef::Inline(_) => None,
    }) else {
        return outer;
    };
    inner.nullable |= outer.nullable;
    inner.max_length = outer.max_length.or(inner.max_length);
    inner.min_length = outer.min_length.or(inner.min_length);
    inner.max_items = outer.max_items.or(inner.max_items);
    inner
}

fn rule(registry: &Registry, schema: &MetaSchema) -> Rule {
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
        "array" => {
            let item = schema.items.as_deref().expect("an array's items");
            let mut item_schema = resolve(registry, item);
            // `#[oai(validator(max_length))]` on a list applies to its items.
            item_schema.max_length = schema.max_length.or(item_schema.max_length);
            Rule::List {
                max_items: schema.max_items,
                unique: schema.unique_items == Some(true),
                item: Box::new(rule(registry, &item_schema)),
            }
        }
        "string" => Rule::Text {
            min: schema.min_length,
            max: schema.max_length,
            pattern: schema
                .pattern
                .as_deref()
                .map(|p| (p.to_owned(), Regex::new(p).expect("a valid pattern"))),
            date: schema.format == Some("date-time"),
            email: schema.format == Some("email"),
            secret: schema.format == Some("password"),
        },
        "object" if !schema.properties.is_empty() => {
            Rule::Object(Box::new(shape_from(registry, schema, false)))
        }
        _ => Rule::Any,
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

/// A body type, and the struct it is read as once it passed its checks: itself, or for
/// `Closed<T>` and `NonEmpty<T>` (which only document) what `T` is read as.
pub trait Body: Type {
    type Read: DeserializeOwned;
}

impl<T: Type + DeserializeOwned> Body for T {
    type Read = T;
}

impl<T: Body> Body for Closed<T> {
    type Read = T::Read;
}

impl<T: Body> Body for NonEmpty<T> {
    type Read = T::Read;
}

/// The body `bytes` checked as the body `T` declares, and read as its struct; the 400 text
/// otherwise.
pub fn check_body<T: Body>(
    bytes: &[u8],
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<T::Read, String> {
    check_object::<T>(&object(bytes, lang)?, catalogue, lang)
}

/// As [`check_body`], its refusals in the language the body itself asks for: the peek `P`
/// (a struct of [`Sent`] fields, each `#[serde(default)]`) is read leniently from the same
/// object first, and `language` chooses from it (`None`: `fallback`, which a body that is
/// no JSON object is refused in). Returns the struct and the language chosen.
pub fn check_body_in<T: Body, P: DeserializeOwned + Default>(
    bytes: &[u8],
    catalogue: &dyn Catalogue,
    fallback: Language,
    language: impl FnOnce(P) -> Option<Language>,
) -> Result<(T::Read, Language), String> {
    let body = object(bytes, fallback)?;
    let lang = language(P::deserialize(&body).unwrap_or_default()).unwrap_or(fallback);
    Ok((check_object::<T>(&body, catalogue, lang)?, lang))
}

/// A field of a body as sent, read before its check for what the check's refusals need
/// (the language they speak): absent, text, or anything else (`null`, a number, a list).
/// It reads any value, so a peek never fails where the check has the say.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Sent {
    #[default]
    Absent,
    Text(String),
    Other,
}

impl Sent {
    /// The text sent, if the field is text.
    pub fn text(&self) -> Option<&str> {
        match self {
            Sent::Text(text) => Some(text),
            Sent::Absent | Sent::Other => None,
        }
    }
}

impl<'de> Deserialize<'de> for Sent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Any {
            Text(String),
            Other(IgnoredAny),
        }
        Ok(match Any::deserialize(deserializer)? {
            Any::Text(text) => Sent::Text(text),
            Any::Other(_) => Sent::Other,
        })
    }
}

/// The peek of a body whose `language` field chooses the language of its refusals.
#[derive(Debug, Default, Deserialize)]
pub struct LanguagePeek {
    #[serde(default)]
    pub language: Sent,
}

impl LanguagePeek {
    /// The language the field names, exactly as the schema's enum spells it.
    pub fn chosen(self) -> Option<Language> {
        self.language.text().and_then(Language::parse)
    }
}

/// `body` (a JSON object already read) checked as the body `T` declares, and read as its
/// struct.
fn check_object<T: Body>(
    body: &Map<String, Value>,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<T::Read, String> {
    let shape = shape_of::<T>();
    read(check(body, shape, catalogue, lang)?, shape, catalogue, lang)
}

/// What passed the checks, as the struct `R`: the values as the check left them (trimmed,
/// blank optional text `null`), and a key the body did not name left out, so that a
/// `MaybeUndefined` field tells absent from `null`. What the schema does not check (a
/// number's range for its type) is refused by the field's name.
fn read<R: DeserializeOwned>(
    checked: Checked,
    shape: &Shape,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<R, String> {
    let Checked(mut values, sent) = checked;
    values.retain(|key, _| sent.contains(key));
    blanks_as_sent(&mut values, shape);
    serde_path_to_error::deserialize(Value::Object(values)).map_err(|err| {
        let key = match err.path().iter().next() {
            Some(serde_path_to_error::Segment::Map { key }) => key.clone(),
            _ => String::new(),
        };
        tracing::debug!(%err, "a checked body its struct cannot read");
        catalogue.unreadable(&key, &catalogue.label(&key, lang), lang)
    })
}

/// A required text the check found blank (a link sent as `""`) is read as `""`, not `null`,
/// in the body and in its objects and lists of objects; so is a blank text in a list.
fn blanks_as_sent(values: &mut Map<String, Value>, shape: &Shape) {
    for field in &shape.fields {
        match (&field.rule, values.get_mut(field.key)) {
            (Rule::Text { .. }, Some(value @ Value::Null)) if field.required && !field.nullable => {
                *value = Value::String(String::new());
            }
            (Rule::Object(inner), Some(Value::Object(fields))) => blanks_as_sent(fields, inner),
            (Rule::List { item, .. }, Some(Value::Array(items))) => match item.as_ref() {
                Rule::Object(inner) => {
                    for fields in items.iter_mut().filter_map(Value::as_object_mut) {
                        blanks_as_sent(fields, inner);
                    }
                }
                // A list's text is there because it was sent: a blank one is `""` (an id
                // that matches nothing), never a hole in the list.
                Rule::Text { .. } => {
                    for value in items.iter_mut().filter(|v| v.is_null()) {
                        *value = Value::String(String::new());
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }
}

/// A body that passed its checks: each declared field, absent ones `null` (a list whose
/// fields are chosen at run time reads it so); and the keys the body named.
#[derive(Debug, Clone)]
pub struct Checked(pub Map<String, Value>, Vec<String>);

/// `body` checked against `shape`.
pub fn check(
    body: &Map<String, Value>,
    shape: &Shape,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<Checked, String> {
    if shape.closed {
        let known: Vec<&str> = shape.fields.iter().map(|f| f.key).collect();
        deny_unknown(body, &known, lang)?;
    }
    if let Some(min) = shape.min_properties {
        let named = shape
            .fields
            .iter()
            .filter(|f| body.contains_key(f.key))
            .count();
        if named < min {
            let names: Vec<String> = shape
                .fields
                .iter()
                .map(|f| catalogue.label(f.key, lang))
                .collect();
            return Err(match lang {
                Language::Vi => format!("Cần ít nhất một trong: {}.", names.join(", ")),
                Language::En => format!("Send at least one of: {}.", names.join(", ")),
            });
        }
    }
    let mut out = Map::new();
    for field in &shape.fields {
        let name = || catalogue.label(field.key, lang);
        let value = match body.get(field.key) {
            None if field.required => return Err(catalogue.missing(field.key, &name(), lang)),
            None => Value::Null,
            Some(Value::Null) if field.nullable && !field.required => Value::Null,
            Some(value) => checked(value, &field.rule, &name(), catalogue, lang)?,
        };

        out.insert(field.key.to_owned(), value);
    }
    let sent = shape
        .fields
        .iter()
        .filter(|f| body.contains_key(f.key))
        .map(|f| f.key.to_owned())
        .collect();
    Ok(Checked(out, sent))
}

fn checked(
    value: &Value,
    rule: &Rule,
    name: &str,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<Value, String> {
    match (rule, value) {
        (Rule::Any, value) => Ok(value.clone()),
        // A refusal inside names the object it is in: which figure's label is too long.
        (Rule::Object(shape), Value::Object(fields)) => check(fields, shape, catalogue, lang)
            .map(|inner| Value::Object(inner.0))
            .map_err(|inner| format!("{name}: {inner}")),
        (Rule::Object(_), _) => Err(match lang {
            Language::Vi => format!("{name} phải là một đối tượng JSON."),
            Language::En => format!("{name} must be a JSON object."),
        }),
        (Rule::Flag, Value::Bool(b)) => Ok(Value::Bool(*b)),
        (Rule::Flag, _) => Err(match lang {
            Language::Vi => format!("{name} phải là true hoặc false."),
            Language::En => format!("{name} must be true or false."),
        }),
        (Rule::OneOf(allowed), Value::String(text)) if allowed.contains(text) => {
            Ok(Value::String(text.clone()))
        }
        (Rule::OneOf(allowed), _) => {
            let quoted: Vec<String> = allowed.iter().map(|a| format!("\"{a}\"")).collect();
            Err(match lang {
                Language::Vi => format!("{name} phải là một trong: {}.", quoted.join(", ")),
                Language::En => format!("{name} must be one of: {}.", quoted.join(", ")),
            })
        }
        (rule @ Rule::List { .. }, Value::Array(items)) => {
            list_value(items, rule, name, catalogue, lang)
        }
        (Rule::List { .. }, _) => Err(match lang {
            Language::Vi => format!("{name} phải là một danh sách."),
            Language::En => format!("{name} must be a list."),
        }),
        (rule @ Rule::Text { .. }, Value::String(text)) => {
            text_value(text, rule, name, catalogue, lang)
        }
        (Rule::Text { .. }, _) => Err(match lang {
            Language::Vi => format!("{name} phải là chuỗi ký tự."),
            Language::En => format!("{name} must be text."),
        }),
    }
}

/// A list checked against `rule`: each item once if it must be, at most so many, each item
/// checked as the rule's item.
fn list_value(
    items: &[Value],
    rule: &Rule,
    name: &str,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<Value, String> {
    let Rule::List {
        max_items,
        unique,
        item,
    } = rule
    else {
        unreachable!("a list rule");
    };
    if *unique
        && let Some(twice) = items
            .iter()
            .enumerate()
            .find(|(i, v)| items[..*i].contains(v))
            .map(|(_, v)| v)
    {
        return Err(match lang {
            Language::Vi => format!("{name}: {twice} xuất hiện nhiều lần."),
            Language::En => format!("{name}: {twice} appears more than once."),
        });
    }
    if let Some(max) = max_items
        && items.len() > *max
    {
        return Err(match lang {
            Language::Vi => format!("{name} có nhiều nhất {max} mục."),
            Language::En => format!("{name} takes at most {max} items."),
        });
    }
    items
        .iter()
        .map(|v| {
            // An item is named by its list and its own text: which address is wrong.
            let named = match v {
                Value::String(text) => format!("{name}: \"{text}\""),
                _ => name.to_owned(),
            };
            checked(v, item, &named, catalogue, lang)
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Value::Array)
}

fn text_value(
    text: &str,
    rule: &Rule,
    name: &str,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<Value, String> {
    let Rule::Text {
        min,
        max,
        pattern,
        date,
        email,
        secret,
    } = rule
    else {
        unreachable!("a text rule");
    };
    let count = text.chars().count();
    if let Some(max) = max
        && count > *max
    {
        return Err(match lang {
            Language::Vi => format!("{name} không được dài quá {max} ký tự."),
            Language::En => format!("{name} must be at most {max} characters."),
        });
    }
    if let Some(min) = min
        && count < *min
    {
        return Err(if *min == 1 {
            required_text(name, lang)
        } else {
            match lang {
                Language::Vi => format!("{name} phải có ít nhất {min} ký tự."),
                Language::En => format!("{name} must be at least {min} characters."),
            }
        });
    }
    if let Some((pattern, regex)) = pattern
        && !regex.is_match(text)
    {
        return Err(pattern_refusal(pattern, text, name, catalogue, lang));
    }
    if *email && text.is_empty() {
        return Err(required_text(name, lang));
    }
    if *email && !is_valid_email(text) {
        return Err(catalogue.invalid_email(name, lang));
    }
    if *date {
        return date_value(text, name, lang);
    }
    if *secret {
        return Ok(Value::String(text.to_owned()));
    }
    // Stored without control characters but tab, line feed and carriage return: pasted
    // text carries them unseen, and they make feeds and e-mails ill-formed
    // (docs/decisions-spec.md §21). Patterns above saw the text as sent.
    let kept = without_controls(text);
    let trimmed = kept.trim();
    // A text declared not empty (`minLength`, or a not-blank pattern) that is only white
    // space or control characters says nothing: refused here, so a handler never finds a
    // required field missing.
    let not_blank = pattern
        .as_ref()
        .is_some_and(|(p, _)| p.as_str() == NOT_BLANK || p.as_str() == SINGLE_LINE);
    if trimmed.is_empty() && (min.is_some_and(|m| m >= 1) || not_blank) {
        return Err(required_text(name, lang));
    }
    Ok(if trimmed.is_empty() {
        Value::Null
    } else {
        Value::String(trimmed.to_owned())
    })
}

/// The refusal of `text`, which does not match `pattern`.
fn pattern_refusal(
    pattern: &str,
    text: &str,
    name: &str,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> String {
    match pattern {
        NOT_BLANK => required_text(name, lang),
        SINGLE_LINE if text.trim().is_empty() => required_text(name, lang),
        SINGLE_LINE | ONE_LINE_OR_BLANK => not_one_line(name, lang),
        HTTPS_LINK_OR_EMPTY => match lang {
            Language::Vi => format!(
                "{name} phải để trống hoặc là một địa chỉ bắt đầu bằng https://, ví dụ https://www.facebook.com/congty."
            ),
            Language::En => format!(
                "{name} must be empty or an address starting with https://, e.g. https://www.facebook.com/company."
            ),
        },
        SMTP_URL_OR_EMPTY => match lang {
            Language::Vi => format!(
                "{name} phải bắt đầu bằng smtp:// hoặc smtps:// và có tên máy chủ, ví dụ smtps://user:mat-khau@smtp.example.com:465; ký tự đặc biệt trong tên người dùng hoặc mật khẩu phải được mã hoá (ví dụ @ thành %40)."
            ),
            Language::En => format!(
                "{name} must start with smtp:// or smtps:// and name a host, e.g. smtps://user:password@smtp.example.com:465; special characters in the user or password must be percent-encoded (e.g. @ as %40)."
            ),
        },
        other => catalogue
            .pattern(other, name, lang)
            .unwrap_or_else(|| not_valid(name, lang)),
    }
}

/// An RFC 3339 date and time, kept in UTC to the second.
fn date_value(text: &str, name: &str, lang: Language) -> Result<Value, String> {
    match chrono::DateTime::parse_from_rfc3339(text) {
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
    }
}

/// `text` without Unicode control characters (C0, DEL, C1) other than tab, LF and CR, and
/// without U+FFFE and U+FFFF, which XML forbids as well.
pub fn without_controls(text: &str) -> std::borrow::Cow<'_, str> {
    let kept = |c: &char| {
        (!c.is_control() || matches!(c, '\t' | '\n' | '\r'))
            && !matches!(c, '\u{fffe}' | '\u{ffff}')
    };
    if text.chars().all(|c| kept(&c)) {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(text.chars().filter(kept).collect())
    }
}

/// "`name` is not valid".
pub fn not_valid(name: &str, lang: Language) -> String {
    match lang {
        Language::Vi => format!("{name} không hợp lệ."),
        Language::En => format!("{name} is not valid."),
    }
}

/// "`name` is required", for a blank text.
pub fn required_text(name: &str, lang: Language) -> String {
    match lang {
        Language::Vi => format!("{name} là bắt buộc."),
        Language::En => format!("{name} is required."),
    }
}

/// The refusal of an address that is not one.
pub fn invalid_email(name: &str, lang: Language) -> String {
    match (name, lang) {
        ("Email", Language::Vi) => "Email không hợp lệ.".to_owned(),
        ("Email", Language::En) => "Invalid email address.".to_owned(),
        (_, Language::Vi) => format!("{name} không phải địa chỉ email hợp lệ."),
        (_, Language::En) => format!("{name} is not a valid email address."),
    }
}
