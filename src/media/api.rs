//! The owner's picture library: upload, list, remove (tag Admin, session cookie).

use crate::kernel::changes::Changes;
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use std::sync::Arc;

use super::picture::{self, Refusal};
use super::upload::{FormRefusal, MediaUpload};
use super::{MediaItem, MediaLibrary};
use crate::http::error::ErrorBody;
use crate::http::error::failed_body;
use crate::http::paging::page_links;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::owners::roles::Role;

pub struct MediaApi;

#[derive(Debug, Object)]
pub struct MediaList {
    /// One page of the library, newest first.
    pub items: Vec<MediaItem>,
    /// How many pictures the library holds (with `url`: 1 when it has that picture, else 0).
    pub total: i64,
}

/// One page of the library, with the total and the other pages in the headers too.
#[derive(ApiResponse)]
pub enum Listed {
    /// The page (empty past the end: a picture deleted from the last page leaves it empty).
    #[oai(status = 200)]
    Ok(
        Json<MediaList>,
        /// How many pictures the library holds.
        #[oai(header = "X-Total-Count")]
        i64,
        /// The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are.
        #[oai(header = "Link")]
        Option<String>,
    ),
}

/// Pictures a page of the library holds unless it asks for another number: four rows of
/// the console's grid of four.
const MEDIA_PAGE: i64 = 24;

#[derive(ApiResponse)]
pub enum Uploaded {
    /// Stored: the new picture.
    #[oai(status = 201)]
    Created(Json<MediaItem>),
    /// The very same picture (same bytes) is already in the library: that item, with the
    /// alt texts just sent.
    #[oai(status = 200)]
    Existing(Json<MediaItem>),
}

#[derive(ApiResponse)]
pub enum UploadError {
    /// A field is missing or invalid, a second file was sent, or the picture is damaged,
    /// smaller than 100 pixels a side, larger than 8000 pixels a side or 25 megapixels.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Not sent from the site's own origin.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// The file is larger than 5 MB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `multipart/form-data`, or the file is not JPEG, PNG or WebP (by its
    /// bytes: SVG, GIF and anything else are refused whatever their name).
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// The server could not store it; nothing was kept.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum ListError {
    /// `limit` or `offset` is not valid; the text names it.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// The server could not read the library.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum Removed {
    /// The row and its files are gone.
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum RemoveError {
    /// No valid session.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Not sent from the site's own origin.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// No such picture.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The picture is still shown by content (drafts included); the text names where.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The server could not remove it.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

enum Outcome {
    Created(MediaItem),
    Existing(MediaItem),
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl MediaApi {
    /// Upload a picture with its alt texts. It is checked by its bytes, re-encoded without
    /// its metadata and stored as three files (main, card, share); the same picture sent
    /// again is the same item.
    #[oai(path = "/admin/media", method = "post", operation_id = "uploadMedia")]
    async fn upload(
        &self,
        req: &Request,
        media: Data<&Arc<MediaLibrary>>,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        form: MediaUpload,
    ) -> Result<Uploaded, UploadError> {
        let lang = Language::from_request(req);
        let form = form.0.map_err(|refusal| match refusal {
            FormRefusal::BadRequest(text) => UploadError::BadRequest(ErrorBody::json(text)),
            FormRefusal::TooLarge(text) => UploadError::PayloadTooLarge(ErrorBody::json(text)),
            FormRefusal::NotMultipart(text) => {
                UploadError::UnsupportedMediaType(ErrorBody::json(text))
            }
        })?;
        let format = picture::sniff(&form.file, lang).map_err(refused)?;
        let library = media.0.clone();
        let _one_at_a_time = media.0.changes.lock().await;
        let db = pool.0.clone();
        let actor = session.owner.email;
        let outcome =
            tokio::task::spawn_blocking(move || store(&db, &library, form, format, &actor, lang))
                .await
                .map_err(|err| UploadError::Failed(failed_body(lang, err)))??;
        note_change(pool.0, changes.0).await;
        Ok(match outcome {
            Outcome::Created(item) => Uploaded::Created(Json(item)),
            Outcome::Existing(item) => Uploaded::Existing(Json(item)),
        })
    }

    /// One page of the library, newest first (`limit`, default 24, at most 200; `offset`);
    /// `X-Total-Count` and `Link` say the rest. With `url` (any of a picture's three
    /// addresses), the page holds that picture alone, or nothing when the library has not.
    #[oai(path = "/admin/media", method = "get", operation_id = "listMedia")]
    async fn list(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
        url: Query<Option<String>>,
    ) -> Result<Listed, ListError> {
        let lang = Language::from_request(req);
        let (limit, offset) = (limit.0.unwrap_or(MEDIA_PAGE), offset.0.unwrap_or(0));
        let one = url.0.is_some();
        let (items, total) = db::run(pool.0, move |conn| {
            Ok(match url.0 {
                Some(url) => {
                    let found: Vec<MediaItem> = super::by_url(conn, &url)?.into_iter().collect();
                    let total = found.len() as i64;
                    (found, total)
                }
                None => super::page(conn, limit, offset)?,
            })
        })
        .await
        .map_err(|err| ListError::Failed(failed_body(lang, err)))?;
        // A picture looked up by its address has no other pages.
        let links = (!one)
            .then(|| page_links("/api/admin/media", limit, offset, total))
            .flatten();
        Ok(Listed::Ok(Json(MediaList { items, total }), total, links))
    }

    /// Remove a picture and its files. Refused (409) while content still shows it.
    #[oai(
        path = "/admin/media/:id",
        method = "delete",
        operation_id = "deleteMedia"
    )]
    async fn remove(
        &self,
        req: &Request,
        media: Data<&Arc<MediaLibrary>>,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        id: Path<String>,
    ) -> Result<Removed, RemoveError> {
        let lang = Language::from_request(req);
        let library = media.0.clone();
        let _one_at_a_time = library.changes.lock().await;
        let actor = session.owner.email;
        let id = id.0;
        let uses_of = library.uses;
        let result = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(item) = super::by_id(&tx, &id)? else {
                return Ok(Err(RemoveError::NotFound(ErrorBody::json(lang.pick(
                    "Không tìm thấy ảnh này trong thư viện.",
                    "No such picture in the library.",
                )))));
            };
            let uses = uses_of(&tx, [&item.url, &item.card_url, &item.share_url], lang)?;
            if !uses.is_empty() {
                let text = match lang {
                    Language::Vi => format!(
                        "Ảnh này đang được dùng ở: {}. Hãy bỏ ảnh khỏi các mục đó trước khi xóa.",
                        uses.join(", ")
                    ),
                    Language::En => format!(
                        "This picture is still used by: {}. Remove it from them before deleting it.",
                        uses.join(", ")
                    ),
                };
                return Ok(Err(RemoveError::Conflict(ErrorBody::json(text))));
            }
            super::delete(&tx, &item.id)?;
            activity::record(&tx, &actor, "media.remove", &describe(&item))?;
            tx.commit()?;
            Ok(Ok(item))
        })
        .await
        .map_err(|err| RemoveError::Failed(failed_body(lang, err)))?;
        let item = result?;
        // After the commit: a row never names a missing file. The seed's pictures are the
        // app's own files: only their row goes.
        if super::uploaded(&item) {
            super::remove_files(&super::item_files(&library.dir, &item));
        }
        note_change(pool.0, changes.0).await;
        Ok(Removed::Done)
    }
}

fn refused(refusal: Refusal) -> UploadError {
    match refusal {
        Refusal::NotAPicture(text) => UploadError::UnsupportedMediaType(ErrorBody::json(text)),
        Refusal::Unusable(text) => UploadError::BadRequest(ErrorBody::json(text)),
    }
}

/// The activity's words for a picture: its file and its alt texts.
fn describe(item: &MediaItem) -> String {
    format!("{} — {} / {}", item.url, item.alt_vi, item.alt_en)
}

/// Decodes, writes the files, inserts the row (with its activity); on any failure removes
/// the files it wrote. Runs on the blocking pool, under the library's lock.
fn store(
    pool: &db::DbPool,
    library: &MediaLibrary,
    form: super::upload::UploadForm,
    format: image::ImageFormat,
    actor: &str,
    lang: Language,
) -> Result<Outcome, UploadError> {
    let failed = |err: &dyn std::fmt::Display| UploadError::Failed(failed_body(lang, err));
    let mut conn = pool.get().map_err(|err| failed(&err))?;
    let hash = picture::content_hash(&form.file);
    if let Some(existing) = super::by_hash(&conn, &hash).map_err(|err| failed(&err))? {
        let changed = existing.alt_vi != form.alt_vi || existing.alt_en != form.alt_en;
        if changed {
            let tx = db::write(&mut conn).map_err(|err| failed(&err))?;
            super::set_alt(&tx, &existing.id, &form.alt_vi, &form.alt_en)
                .and_then(|()| {
                    let item = MediaItem {
                        alt_vi: form.alt_vi.clone(),
                        alt_en: form.alt_en.clone(),
                        ..existing.clone()
                    };
                    activity::record(&tx, actor, "media.alt", &describe(&item))
                })
                .and_then(|()| tx.commit())
                .map_err(|err| failed(&err))?;
        }
        let item = super::by_id(&conn, &existing.id)
            .map_err(|err| failed(&err))?
            .unwrap_or(existing);
        return Ok(Outcome::Existing(item));
    }
    let variants = picture::process(&form.file, format, lang).map_err(refused)?;
    let written = super::write_files(&library.dir, &variants).map_err(|err| failed(&err))?;
    let inserted = (|| {
        let tx = db::write(&mut conn)?;
        let item = super::insert(&tx, &variants, &form.alt_vi, &form.alt_en)?;
        activity::record(&tx, actor, "media.upload", &describe(&item))?;
        tx.commit()?;
        Ok::<_, rusqlite::Error>(item)
    })();
    match inserted {
        Ok(item) => Ok(Outcome::Created(item)),
        Err(err) => {
            super::remove_files(&written);
            Err(failed(&err))
        }
    }
}

/// The content counter after a change of the library (whose triggers moved it), so the
/// public lists, which carry alt texts, are read again at once.
async fn note_change(pool: &DbPool, changes: &Arc<Changes>) {
    let changes = changes.clone();
    if let Err(err) = db::run(pool, move |conn| Ok(changes.note(conn)?)).await {
        tracing::warn!(error = %err, "content counter unreadable");
    }
}
