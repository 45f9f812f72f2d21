//! The owner edits the five content lists and the standing pages (docs/decisions-spec.md §8): list
//! (drafts included), create, read, replace, delete, reorder, publish (the `published`
//! field). Each write re-renders the public side (pages, heads, sitemap, feeds, the lists'
//! API) before it answers, so a change shows at once, and is recorded in `activity`.
//!
//! One generic handler per operation; `content_api!` gives each list its routes.

use std::marker::PhantomData;
use std::sync::Arc;

use poem::{IntoResponse, Request, Response, web::Data};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Json, Payload};
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use poem_openapi::{ApiResponse, Enum, OpenApi};
use serde_json::{Map, Value};

use super::check::{self, Field};
use super::lists::{LIST_ADMIN_APIS, ListAdminApis};
use super::revisions::{self, RevisionEntry};
use super::schema::{
    BlogPostInput, BlogPostItem, CaseStudyInput, CaseStudyItem, IndustryInput, IndustryItem,
    OrderInput, PageInput, PageItem, ServiceInput, ServiceItem,
};
use super::store::{self, Table};
use crate::http::body::JsonBody;
use crate::http::check::check_body;
use crate::http::error::ErrorBody;
use crate::http::error::failed_body;
use crate::http::paging::page_links;
use crate::http::schema::Closed;
use crate::http::version::{self, IfMatch, Precondition, StaleBody};
use crate::kernel::changes::Changes;
use crate::kernel::db;
use crate::kernel::db::DbPool;
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::owners::roles::Role;
use crate::settings::SiteSettings;

/// The largest body of the owner's content writes: two long texts of Vietnamese.
pub const MAX_CONTENT_BYTES: usize = 512 * 1024;

pub(in crate::content) type Body<T> = JsonBody<T, MAX_CONTENT_BYTES>;

/// The errors of the content endpoints, each `{"error"}` in the owner's language.
#[derive(ApiResponse, Debug)]
pub enum ContentError {
    /// A field is missing or invalid; the text names it.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session (signed out, expired, or never signed in).
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// A state-changing request from another origin (or naming none).
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// No such item.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// Another item of the list already has this slug.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The version in `If-Match` is not the current one: who saved the current one, and when.
    #[oai(status = 412)]
    PreconditionFailed(Json<StaleBody>),
    /// The body is larger than 512 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// A write of an item without `If-Match` (the version it started from).
    #[oai(status = 428)]
    PreconditionRequired(Json<ErrorBody>),
    /// The server could not do it.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

impl ContentError {
    fn not_found(lang: Language) -> Self {
        Self::NotFound(ErrorBody::json(
            lang.pick("Không tìm thấy mục này.", "No such item."),
        ))
    }

    fn bad_request(text: String) -> Self {
        Self::BadRequest(ErrorBody::json(text))
    }
}

crate::rejection_answers!(ContentError);

/// JSON made by the generic handlers, documented as `T`.
pub struct JsonOf<T> {
    value: Value,
    _schema: PhantomData<fn() -> T>,
}

impl<T> JsonOf<T> {
    fn new(value: Value) -> Self {
        JsonOf {
            value,
            _schema: PhantomData,
        }
    }
}

impl<T: Type> Payload for JsonOf<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: Type> IntoResponse for JsonOf<T> {
    fn into_response(self) -> Response {
        poem::web::Json(self.value).into_response()
    }
}

#[derive(ApiResponse)]
pub enum Found<T: Type + Send + Sync> {
    #[oai(status = 200)]
    Ok(JsonOf<T>),
}

/// One item and its version, which a write of it sends back as `If-Match`.
#[derive(ApiResponse)]
pub enum Versioned<T: Type + Send + Sync> {
    #[oai(status = 200)]
    Ok(JsonOf<T>, #[oai(header = "ETag")] String),
}

#[derive(ApiResponse)]
pub enum Created<T: Type + Send + Sync> {
    /// Stored; the item as it now is, and its version.
    #[oai(status = 201)]
    Created(JsonOf<T>, #[oai(header = "ETag")] String),
}

#[derive(ApiResponse)]
pub enum Deleted {
    /// Removed (from the public site too).
    #[oai(status = 204)]
    Done,
}

/// A list the console edits.
pub struct Kind {
    pub table: Table,
    /// The fields of its body.
    pub fields: fn() -> &'static [Field],
    /// The field that names an item in the activity list (its slug where it has one).
    pub name_field: &'static str,
    /// The words of the fields only this list has (`check::label` knows the shared ones).
    pub labels: &'static [check::Label],
}

impl Kind {
    /// A list in its own order (`sort_order`), its items named by their slug.
    pub(in crate::content) const fn list(
        name: &'static str,
        fields: fn() -> &'static [Field],
    ) -> Kind {
        Kind {
            table: Table {
                name,
                key: "id",
                order: "sort_order, rowid",
            },
            fields,
            name_field: "slug",
            labels: &[],
        }
    }
}

const SERVICES: Kind = Kind::list("services", check::fields_of::<ServiceInput>);
const INDUSTRIES: Kind = Kind::list("industries", check::fields_of::<IndustryInput>);
const CASE_STUDIES: Kind = Kind::list("case_studies", check::fields_of::<CaseStudyInput>);
/// Posts are shown newest first on the blog, and so in the console; their order only
/// settles posts of the same date.
const BLOG_POSTS: Kind = Kind {
    table: Table {
        order: "published_at DESC, sort_order, rowid",
        ..Kind::list("blog_posts", check::fields_of::<BlogPostInput>).table
    },
    ..Kind::list("blog_posts", check::fields_of::<BlogPostInput>)
};
const PAGES: Kind = Kind {
    table: Table {
        name: "pages",
        key: "slug",
        order: "CASE slug WHEN 'about' THEN 0 WHEN 'faq' THEN 1 WHEN 'support' THEN 2 \
                WHEN 'privacy' THEN 3 ELSE 4 END",
    },
    fields: check::fields_of::<PageInput>,
    name_field: "slug",
    labels: &[],
};

fn failed(lang: Language, err: impl std::fmt::Display) -> ContentError {
    ContentError::Failed(failed_body(lang, err))
}

fn duplicate_slug(lang: Language, slug: &str) -> ContentError {
    ContentError::Conflict(ErrorBody::json(match lang {
        Language::Vi => format!(
            "Đường dẫn (slug) \"{slug}\" đã được dùng cho một mục khác trong danh sách này. Hãy chọn đường dẫn khác."
        ),
        Language::En => format!(
            "The slug \"{slug}\" is already used by another item of this list. Please choose another."
        ),
    }))
}

/// What a write changed, for the activity list: `table/name`.
fn detail(kind: &Kind, values: &Map<String, Value>) -> String {
    let name = values
        .get(kind.name_field)
        .and_then(Value::as_str)
        .unwrap_or_default();
    format!("{}/{name}", kind.table.name)
}

/// What the content's console endpoints use: the database, and the change counter that
/// brings the public side up to date after a write.
#[derive(Clone)]
pub struct ContentState {
    pub pool: DbPool,
    pub changes: Arc<Changes>,
}

/// Runs a write in one transaction; after it commits, the public side is rendered again
/// (pages, heads, sitemap, feeds) and the lists' cache moves on, before the answer leaves.
async fn write<T, F>(state: &ContentState, lang: Language, work: F) -> Result<T, ContentError>
where
    T: Send + 'static,
    F: FnOnce(&rusqlite::Transaction<'_>) -> anyhow::Result<Result<T, ContentError>>
        + Send
        + 'static,
{
    let changes = state.changes.clone();
    db::run(&state.pool, move |conn| {
        let tx = db::write(conn)?;
        let outcome = match work(&tx)? {
            Ok(outcome) => outcome,
            // Dropping the transaction rolls it back: nothing half-stored.
            Err(refusal) => return Ok(Err(refusal)),
        };
        tx.commit()?;
        changes.committed(conn)?;
        Ok(Ok(outcome))
    })
    .await
    .map_err(|err| failed(lang, err))?
}

async fn read<T, F>(state: &ContentState, lang: Language, work: F) -> Result<T, ContentError>
where
    T: Send + 'static,
    F: FnOnce(&rusqlite::Connection) -> rusqlite::Result<Option<T>> + Send + 'static,
{
    db::run(&state.pool, move |conn| Ok(work(conn)?))
        .await
        .map_err(|err| failed(lang, err))?
        .ok_or_else(|| ContentError::not_found(lang))
}

/// One page of a list in the console: the items, how many there are, the other pages.
#[derive(ApiResponse)]
pub enum Listed<T: Type + Send + Sync> {
    /// The page (empty past the end: an item deleted from the last page leaves it empty).
    #[oai(status = 200)]
    Ok(
        JsonOf<Vec<T>>,
        /// How many items the whole list holds, drafts included.
        #[oai(header = "X-Total-Count")]
        i64,
        /// The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are.
        #[oai(header = "Link")]
        Option<String>,
    ),
}

/// Items a console page shows unless it asks for another number (as the inbox).
const CONSOLE_PAGE: i64 = 50;

pub(in crate::content) async fn list_items<T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    (path, limit, offset): (&str, Option<i64>, Option<i64>),
) -> Result<Listed<T>, ContentError> {
    let lang = Language::from_request(req);
    let fields = (kind.fields)();
    let (limit, offset) = (limit.unwrap_or(CONSOLE_PAGE), offset.unwrap_or(0));
    let (items, total) = read(state, lang, move |conn| {
        store::page(conn, kind.table, fields, limit, offset).map(Some)
    })
    .await?;
    Ok(Listed::Ok(
        JsonOf::new(Value::Array(items)),
        total,
        page_links(&format!("/api{path}"), limit, offset, total),
    ))
}

/// The item's version: its stored fields and its latest save, so that saving the same text
/// again is still a new version.
fn version_of(
    conn: &rusqlite::Connection,
    kind: &Kind,
    key: &str,
    item: &Map<String, Value>,
) -> rusqlite::Result<(String, Option<RevisionEntry>)> {
    let latest = revisions::latest(conn, kind.table.name, key)?;
    let saved = latest.as_ref().map_or(0, |r| r.id);
    let text = Value::Object(item.clone()).to_string();
    Ok((
        version::tag(&[text.as_bytes(), &saved.to_be_bytes()]),
        latest,
    ))
}

/// An item's fields and its version (`ETag`).
type Current = (Map<String, Value>, String);

/// The item as it now is, with its version.
fn current(
    conn: &rusqlite::Connection,
    kind: &Kind,
    key: &str,
) -> rusqlite::Result<Option<Current>> {
    let Some(item) = store::get(conn, kind.table, (kind.fields)(), key)? else {
        return Ok(None);
    };
    let (tag, _) = version_of(conn, kind, key, &item)?;
    Ok(Some((item, tag)))
}

/// Ok when `If-Match` names the item's current version; else the 428 or the 412 (with who
/// saved the current one and when).
fn current_version(
    conn: &rusqlite::Connection,
    kind: &Kind,
    key: &str,
    item: &Map<String, Value>,
    if_match: &IfMatch,
    lang: Language,
) -> rusqlite::Result<Result<(), ContentError>> {
    let (tag, latest) = version_of(conn, kind, key, item)?;
    Ok(match if_match.check(&tag) {
        Precondition::Current => Ok(()),
        Precondition::Missing => Err(ContentError::PreconditionRequired(ErrorBody::json(
            version::missing_text(lang),
        ))),
        Precondition::Stale => {
            let (by, at) = latest.map_or((None, None), |r| (Some(r.saved_by), Some(r.saved_at)));
            let mut body = version::stale(lang, by, at, SiteSettings::time_zone(conn)?);
            // The item and its version ride along: the console merges this tab's changes
            // over it field by field.
            body.0.current = Some(Box::new(Value::Object(item.clone())));
            body.0.version = Some(tag);
            Err(ContentError::PreconditionFailed(body))
        }
    })
}

fn versioned<T: Type + Send + Sync>((item, tag): Current) -> Versioned<T> {
    Versioned::Ok(JsonOf::new(Value::Object(item)), tag)
}

pub(in crate::content) async fn get_item<T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    key: String,
) -> Result<Versioned<T>, ContentError> {
    let lang = Language::from_request(req);
    let found = read(state, lang, move |conn| current(conn, kind, &key)).await?;
    Ok(versioned(found))
}

/// The checked body, or the 400/413/415.
fn checked<T>(
    kind: &Kind,
    lang: Language,
    body: Body<T>,
) -> Result<Map<String, Value>, ContentError> {
    let bytes = body.bytes(lang)?;
    let object = check::object(&bytes, lang).map_err(ContentError::bad_request)?;
    check::check(&object, (kind.fields)(), kind.labels, lang).map_err(ContentError::bad_request)
}

fn slug_free(
    tx: &rusqlite::Connection,
    kind: &Kind,
    lang: Language,
    values: &Map<String, Value>,
    except: Option<&str>,
) -> anyhow::Result<Result<(), ContentError>> {
    match values.get("slug").and_then(Value::as_str) {
        Some(slug) if store::slug_taken(tx, kind.table, slug, except)? => {
            Ok(Err(duplicate_slug(lang, slug)))
        }
        _ => Ok(Ok(())),
    }
}

pub(in crate::content) async fn create_item<I, T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    session: OwnerSession,
    body: Body<I>,
) -> Result<Created<T>, ContentError> {
    let lang = Language::from_request(req);
    let values = checked(kind, lang, body)?;
    let fields = (kind.fields)();
    let actor = session.owner.email;
    let item = write(state, lang, move |tx| {
        if let Err(refusal) = slug_free(tx, kind, lang, &values, None)? {
            return Ok(Err(refusal));
        }
        let id = store::insert(tx, kind.table, fields, &values)?;
        revisions::record(tx, kind.table.name, &id, &actor, &values)?;
        activity::record(tx, &actor, "content.create", &detail(kind, &values))?;
        Ok(current(tx, kind, &id)?.ok_or_else(|| ContentError::not_found(lang)))
    })
    .await?;
    let (item, tag) = item;
    Ok(Created::Created(JsonOf::new(Value::Object(item)), tag))
}

pub(in crate::content) async fn update_item<I, T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    session: OwnerSession,
    key: String,
    body: Body<I>,
) -> Result<Versioned<T>, ContentError> {
    let lang = Language::from_request(req);
    let values = checked(kind, lang, body)?;
    let if_match = IfMatch::from_request(req);
    let actor = session.owner.email;
    let item = write(state, lang, move |tx| {
        save(tx, kind, lang, &if_match, &actor, &key, &values, None)
    })
    .await?;
    Ok(versioned(item))
}

/// Replaces the item by `values` if `If-Match` names its current version, keeping the save
/// as a revision and in the activity list (`restored`: the revision it brings back).
// Each argument is one part of the save (who, what, which version); a struct would only
// rename them.
#[allow(clippy::too_many_arguments)]
fn save(
    tx: &rusqlite::Transaction<'_>,
    kind: &Kind,
    lang: Language,
    if_match: &IfMatch,
    actor: &str,
    key: &str,
    values: &Map<String, Value>,
    restored: Option<i64>,
) -> anyhow::Result<Result<Current, ContentError>> {
    let fields = (kind.fields)();
    let Some(before) = store::get(tx, kind.table, fields, key)? else {
        return Ok(Err(ContentError::not_found(lang)));
    };
    if let Err(refusal) = current_version(tx, kind, key, &before, if_match, lang)? {
        return Ok(Err(refusal));
    }
    if let Err(refusal) = slug_free(tx, kind, lang, values, Some(key))? {
        return Ok(Err(refusal));
    }
    store::update(tx, kind.table, fields, key, values)?;
    revisions::record(tx, kind.table.name, key, actor, values)?;
    // A change of state says so; any other change is an edit.
    let action = match (restored, before.get("published"), values.get("published")) {
        (Some(_), _, _) => "content.restore",
        (None, Some(Value::Bool(false)), Some(Value::Bool(true))) => "content.publish",
        (None, Some(Value::Bool(true)), Some(Value::Bool(false))) => "content.unpublish",
        _ => "content.update",
    };
    let mut named = values.clone();
    if kind.table.key == "slug" {
        named.insert("slug".to_owned(), Value::String(key.to_owned()));
    }
    activity::record(tx, actor, action, &detail(kind, &named))?;
    Ok(current(tx, kind, key)?.ok_or_else(|| ContentError::not_found(lang)))
}

pub(in crate::content) async fn list_revisions(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    key: String,
) -> Result<Json<Vec<RevisionEntry>>, ContentError> {
    let lang = Language::from_request(req);
    let entries = read(state, lang, move |conn| {
        if store::get(conn, kind.table, (kind.fields)(), &key)?.is_none() {
            return Ok(None);
        }
        revisions::list(conn, kind.table.name, &key).map(Some)
    })
    .await?;
    Ok(Json(entries))
}

pub(in crate::content) async fn get_revision<T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    key: String,
    id: i64,
) -> Result<Found<T>, ContentError> {
    let lang = Language::from_request(req);
    let (_, mut values) = read(state, lang, move |conn| {
        revisions::body(conn, kind.table.name, &key, id)
    })
    .await?;
    // A revision keeps an optional field without a value as null; the answer leaves it out,
    // as the item's own answer and the schema do.
    values.retain(|_, value| !value.is_null());
    Ok(Found::Ok(JsonOf::new(Value::Object(values))))
}

/// The fields a restore leaves as they now are unless the owner asks for everything
/// (docs/decisions-spec.md §23): whether and when the item is live, and its picture. An old
/// version's text must not take a live post off the site or drop its new picture.
pub const KEPT_ON_RESTORE: [&str; 4] = ["published", "publishedAt", "imageUrl", "avatarUrl"];

/// `values` (a revision's fields) with the [`KEPT_ON_RESTORE`] fields of `now`.
fn keep_state(mut values: Map<String, Value>, now: &Map<String, Value>) -> Map<String, Value> {
    for field in KEPT_ON_RESTORE {
        match now.get(field) {
            Some(value) if !value.is_null() => {
                values.insert(field.to_owned(), value.clone());
            }
            _ => {
                values.remove(field);
            }
        }
    }
    values
}

pub(in crate::content) async fn restore_revision<T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    session: OwnerSession,
    key: String,
    id: i64,
    everything: bool,
) -> Result<Versioned<T>, ContentError> {
    let lang = Language::from_request(req);
    let if_match = IfMatch::from_request(req);
    let actor = session.owner.email;
    let item = write(state, lang, move |tx| {
        let Some((_, values)) = revisions::body(tx, kind.table.name, &key, id)? else {
            return Ok(Err(ContentError::not_found(lang)));
        };
        let values = if everything {
            values
        } else {
            let Some(now) = store::get(tx, kind.table, (kind.fields)(), &key)? else {
                return Ok(Err(ContentError::not_found(lang)));
            };
            keep_state(values, &now)
        };
        save(tx, kind, lang, &if_match, &actor, &key, &values, Some(id))
    })
    .await?;
    Ok(versioned(item))
}

pub(in crate::content) async fn delete_item(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    session: OwnerSession,
    key: String,
) -> Result<Deleted, ContentError> {
    let lang = Language::from_request(req);
    let fields = (kind.fields)();
    let actor = session.owner.email;
    write(state, lang, move |tx| {
        let Some(before) = store::get(tx, kind.table, fields, &key)? else {
            return Ok(Err(ContentError::not_found(lang)));
        };
        store::delete(tx, kind.table, &key)?;
        revisions::forget(tx, kind.table.name, &key)?;
        activity::record(tx, &actor, "content.delete", &detail(kind, &before))?;
        Ok(Ok(Deleted::Done))
    })
    .await
}

pub(in crate::content) async fn reorder_items<T: Type + Send + Sync>(
    kind: &'static Kind,
    req: &Request,
    state: &ContentState,
    session: OwnerSession,
    body: Body<Closed<OrderInput>>,
) -> Result<Found<Vec<T>>, ContentError> {
    let lang = Language::from_request(req);
    let bytes = body.bytes(lang)?;
    let ids = parse_ids(&bytes, lang).map_err(ContentError::bad_request)?;
    let fields = (kind.fields)();
    let actor = session.owner.email;
    let items = write(state, lang, move |tx| {
        let Ok(items) = store::reorder(tx, kind.table, fields, &ids)? else {
            return Ok(Err(ContentError::not_found(lang)));
        };
        activity::record(tx, &actor, "content.reorder", kind.table.name)?;
        Ok(Ok(items))
    })
    .await?;
    Ok(Found::Ok(JsonOf::new(Value::Array(items))))
}

/// `{"ids": [...]}`: text ids, each once, at most 1,000 (as `OrderInput` declares).
fn parse_ids(bytes: &[u8], lang: Language) -> Result<Vec<String>, String> {
    check_body::<Closed<OrderInput>>(bytes, &check::ContentText(&[]), lang).map(|order| order.ids)
}

/// What a list's own file (`content::lists::<list>`) needs in scope for `content_api!`, whose
/// expansion names these at the call site.
pub(in crate::content) mod prelude {
    pub(in crate::content) use super::{
        Body, ContentError, ContentState, Created, Deleted, Found, Kind, Listed, Versioned,
        content_api, create_item, delete_item, get_item, get_revision, list_items, list_revisions,
        reorder_items, restore_revision, update_item,
    };
    pub(in crate::content) use crate::content::check::fields_of;
    pub(in crate::content) use crate::content::revisions::RevisionEntry;
    pub(in crate::content) use crate::content::schema::{OrderInput, content_objects};
    pub(in crate::content) use crate::http::schema::Closed;
    pub(in crate::content) use crate::owners::guard::OwnerSession;
    pub(in crate::content) use crate::owners::roles::Role;
    pub(in crate::content) use poem::{Request, web::Data};
    pub(in crate::content) use poem_openapi::param::{Path, Query};
    pub(in crate::content) use poem_openapi::payload::Json;
    pub(in crate::content) use poem_openapi::{Object, OpenApi};
}

/// The routes of one list: `path` (GET list, POST create, PUT order) and `path/{id}` (GET,
/// PUT, DELETE), with their operation ids.
macro_rules! content_api {
    (
        $api:ident, $kind:ident, $input:ty, $item:ty, $path:tt, $item_path:tt,
        [$list:tt, $get:tt, $create:tt, $update:tt, $delete:tt, $reorder:tt],
        [$revisions_path:tt, $revision_path:tt, $restore_path:tt,
         $revisions:tt, $revision:tt, $restore:tt]
    ) => {
        pub struct $api;

        #[OpenApi(tag = "crate::http::ApiTags::Admin")]
        impl $api {
            /// One page of the list (`limit`, default 50, at most 200; `offset`), drafts
            /// included, in display order; `X-Total-Count` and `Link` say the rest.
            #[oai(path = $path, method = "get", operation_id = $list)]
            async fn list(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] _session: OwnerSession,
                #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<
                    Option<i64>,
                >,
                #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
            ) -> Result<Listed<$item>, ContentError> {
                list_items(&$kind, req, &state, ($path, limit.0, offset.0)).await
            }

            /// A new item, at the end of the list. A slug another item has: 409.
            #[oai(path = $path, method = "post", operation_id = $create)]
            async fn create(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] session: OwnerSession,
                body: Body<Closed<$input>>,
            ) -> Result<Created<$item>, ContentError> {
                create_item(&$kind, req, &state, session, body).await
            }

            /// A new order: the listed ids take, in the listed order, the places they
            /// hold now; the others stay where they are (a page, or two neighbours, is
            /// reordered without the rest). An unknown id: 404, nothing changed. Answers
            /// the listed items in their new order.
            #[oai(path = $path, method = "put", operation_id = $reorder)]
            async fn reorder(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] session: OwnerSession,
                body: Body<Closed<OrderInput>>,
            ) -> Result<Found<Vec<$item>>, ContentError> {
                reorder_items(&$kind, req, &state, session, body).await
            }

            /// One item, draft or published.
            #[oai(path = $item_path, method = "get", operation_id = $get)]
            async fn get(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] _session: OwnerSession,
                id: Path<String>,
            ) -> Result<Versioned<$item>, ContentError> {
                get_item(&$kind, req, &state, id.0).await
            }

            /// Replace the item (every field; `published` publishes or withdraws it), sending
            /// in `If-Match` the version it started from (428 without, 412 when another save
            /// came first). The public site shows the change when this answers.
            #[oai(path = $item_path, method = "put", operation_id = $update)]
            async fn update(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] session: OwnerSession,
                id: Path<String>,
                body: Body<Closed<$input>>,
            ) -> Result<Versioned<$item>, ContentError> {
                update_item(&$kind, req, &state, session, id.0, body).await
            }

            /// The item's saved versions, newest first (the latest 50).
            #[oai(path = $revisions_path, method = "get", operation_id = $revisions)]
            async fn revisions(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] _session: OwnerSession,
                id: Path<String>,
            ) -> Result<Json<Vec<RevisionEntry>>, ContentError> {
                list_revisions(&$kind, req, &state, id.0).await
            }

            /// The fields of one saved version, as they were saved.
            #[oai(path = $revision_path, method = "get", operation_id = $revision)]
            async fn revision(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] _session: OwnerSession,
                id: Path<String>,
                #[oai(name = "revisionId")] revision_id: Path<i64>,
            ) -> Result<Found<$input>, ContentError> {
                get_revision(&$kind, req, &state, id.0, revision_id.0).await
            }

            /// Make a saved version's text and fields the current ones: a new save (with
            /// `If-Match`, as any). Whether the item is published, when, and its picture stay
            /// as they are unless `everything` is true.
            #[oai(path = $restore_path, method = "post", operation_id = $restore)]
            async fn restore(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] session: OwnerSession,
                id: Path<String>,
                #[oai(name = "revisionId")] revision_id: Path<i64>,
                /// Also bring back the version's publication state and picture.
                everything: Query<Option<bool>>,
            ) -> Result<Versioned<$item>, ContentError> {
                restore_revision(
                    &$kind,
                    req,
                    &state,
                    session,
                    id.0,
                    revision_id.0,
                    everything.0.unwrap_or(false),
                )
                .await
            }

            /// Delete the item, from the public site too.
            #[oai(path = $item_path, method = "delete", operation_id = $delete)]
            async fn delete(
                &self,
                req: &Request,
                state: Data<&ContentState>,
                #[oai(scope = "Role::Editor")] session: OwnerSession,
                id: Path<String>,
            ) -> Result<Deleted, ContentError> {
                delete_item(&$kind, req, &state, session, id.0).await
            }
        }
    };
}

pub(in crate::content) use content_api;

content_api!(
    ServicesAdminApi,
    SERVICES,
    ServiceInput,
    ServiceItem,
    "/admin/content/services",
    "/admin/content/services/:id",
    [
        "listAdminServices",
        "getAdminService",
        "createAdminService",
        "updateAdminService",
        "deleteAdminService",
        "reorderAdminServices"
    ],
    [
        "/admin/content/services/:id/revisions",
        "/admin/content/services/:id/revisions/:revisionId",
        "/admin/content/services/:id/revisions/:revisionId/restore",
        "listAdminServiceRevisions",
        "getAdminServiceRevision",
        "restoreAdminServiceRevision"
    ]
);
content_api!(
    IndustriesAdminApi,
    INDUSTRIES,
    IndustryInput,
    IndustryItem,
    "/admin/content/industries",
    "/admin/content/industries/:id",
    [
        "listAdminIndustries",
        "getAdminIndustry",
        "createAdminIndustry",
        "updateAdminIndustry",
        "deleteAdminIndustry",
        "reorderAdminIndustries"
    ],
    [
        "/admin/content/industries/:id/revisions",
        "/admin/content/industries/:id/revisions/:revisionId",
        "/admin/content/industries/:id/revisions/:revisionId/restore",
        "listAdminIndustryRevisions",
        "getAdminIndustryRevision",
        "restoreAdminIndustryRevision"
    ]
);
content_api!(
    CaseStudiesAdminApi,
    CASE_STUDIES,
    CaseStudyInput,
    CaseStudyItem,
    "/admin/content/case-studies",
    "/admin/content/case-studies/:id",
    [
        "listAdminCaseStudies",
        "getAdminCaseStudy",
        "createAdminCaseStudy",
        "updateAdminCaseStudy",
        "deleteAdminCaseStudy",
        "reorderAdminCaseStudies"
    ],
    [
        "/admin/content/case-studies/:id/revisions",
        "/admin/content/case-studies/:id/revisions/:revisionId",
        "/admin/content/case-studies/:id/revisions/:revisionId/restore",
        "listAdminCaseStudyRevisions",
        "getAdminCaseStudyRevision",
        "restoreAdminCaseStudyRevision"
    ]
);
content_api!(
    BlogPostsAdminApi,
    BLOG_POSTS,
    BlogPostInput,
    BlogPostItem,
    "/admin/content/blog-posts",
    "/admin/content/blog-posts/:id",
    [
        "listAdminBlogPosts",
        "getAdminBlogPost",
        "createAdminBlogPost",
        "updateAdminBlogPost",
        "deleteAdminBlogPost",
        "reorderAdminBlogPosts"
    ],
    [
        "/admin/content/blog-posts/:id/revisions",
        "/admin/content/blog-posts/:id/revisions/:revisionId",
        "/admin/content/blog-posts/:id/revisions/:revisionId/restore",
        "listAdminBlogPostRevisions",
        "getAdminBlogPostRevision",
        "restoreAdminBlogPostRevision"
    ]
);

/// The five standing pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum PageSlug {
    About,
    Faq,
    Support,
    Privacy,
    Terms,
}

impl PageSlug {
    fn as_str(self) -> &'static str {
        match self {
            PageSlug::About => "about",
            PageSlug::Faq => "faq",
            PageSlug::Support => "support",
            PageSlug::Privacy => "privacy",
            PageSlug::Terms => "terms",
        }
    }
}

/// The standing pages: read and replace (they are neither created nor deleted).
pub struct PagesAdminApi;

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl PagesAdminApi {
    /// The five standing pages in footer order, unpublished ones included.
    #[oai(path = "/admin/pages", method = "get", operation_id = "listAdminPages")]
    async fn list(
        &self,
        req: &Request,
        state: Data<&ContentState>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
    ) -> Result<Found<Vec<PageItem>>, ContentError> {
        let lang = Language::from_request(req);
        let fields = (PAGES.fields)();
        // Five pages, never more: one page of the list is all of it.
        let (items, _) = read(&state, lang, move |conn| {
            store::page(conn, PAGES.table, fields, 100, 0).map(Some)
        })
        .await?;
        Ok(Found::Ok(JsonOf::new(Value::Array(items))))
    }

    /// One standing page, with its placeholders.
    #[oai(
        path = "/admin/pages/:slug",
        method = "get",
        operation_id = "getAdminPage"
    )]
    async fn get(
        &self,
        req: &Request,
        state: Data<&ContentState>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        slug: Path<PageSlug>,
    ) -> Result<Versioned<PageItem>, ContentError> {
        get_item(&PAGES, req, &state, slug.0.as_str().to_owned()).await
    }

    /// Replace a standing page's text and whether it is published, sending in `If-Match` the
    /// version it started from (428 without, 412 when another save came first). The public
    /// site shows the change when this answers.
    #[oai(
        path = "/admin/pages/:slug",
        method = "put",
        operation_id = "updateAdminPage"
    )]
    async fn update(
        &self,
        req: &Request,
        state: Data<&ContentState>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        slug: Path<PageSlug>,
        body: Body<Closed<PageInput>>,
    ) -> Result<Versioned<PageItem>, ContentError> {
        update_item(
            &PAGES,
            req,
            &state,
            session,
            slug.0.as_str().to_owned(),
            body,
        )
        .await
    }

    /// The page's saved versions, newest first (the latest 50).
    #[oai(
        path = "/admin/pages/:slug/revisions",
        method = "get",
        operation_id = "listAdminPageRevisions"
    )]
    async fn revisions(
        &self,
        req: &Request,
        state: Data<&ContentState>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        slug: Path<PageSlug>,
    ) -> Result<Json<Vec<RevisionEntry>>, ContentError> {
        list_revisions(&PAGES, req, &state, slug.0.as_str().to_owned()).await
    }

    /// The text of one saved version, as it was saved.
    #[oai(
        path = "/admin/pages/:slug/revisions/:revisionId",
        method = "get",
        operation_id = "getAdminPageRevision"
    )]
    async fn revision(
        &self,
        req: &Request,
        state: Data<&ContentState>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        slug: Path<PageSlug>,
        #[oai(name = "revisionId")] revision_id: Path<i64>,
    ) -> Result<Found<PageInput>, ContentError> {
        get_revision(
            &PAGES,
            req,
            &state,
            slug.0.as_str().to_owned(),
            revision_id.0,
        )
        .await
    }

    /// Make a saved version the current one: a new save (with `If-Match`, as any).
    #[oai(
        path = "/admin/pages/:slug/revisions/:revisionId/restore",
        method = "post",
        operation_id = "restoreAdminPageRevision"
    )]
    async fn restore(
        &self,
        req: &Request,
        state: Data<&ContentState>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        slug: Path<PageSlug>,
        #[oai(name = "revisionId")] revision_id: Path<i64>,
    ) -> Result<Versioned<PageItem>, ContentError> {
        let key = slug.0.as_str().to_owned();
        // A standing page has no publication state or picture: everything is its text.
        restore_revision(&PAGES, req, &state, session, key, revision_id.0, true).await
    }
}

/// Every owner content API, one entry of the service's tuple: the lists' (registered in
/// `content::lists`) and the standing pages'.
pub type ContentAdminApis = (ListAdminApis, PagesAdminApi);

pub const CONTENT_ADMIN_APIS: ContentAdminApis = (LIST_ADMIN_APIS, PagesAdminApi);
