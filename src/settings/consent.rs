//! The consent statement the contact form and the newsletter boxes show
//! (docs/decisions-spec.md §27): versioned, never edited in place, so each enquiry and
//! subscription proves the words its sender agreed to. Kept here, below the nouns that
//! record a version, so they can check it.

use std::sync::{Arc, RwLock};

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;

use crate::http::body::Rejection;
use crate::http::check::Catalogue;
use crate::kernel::changes::ChangeListener;
use crate::kernel::language::Language;

/// One version of the statement, in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Object, Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ConsentStatement {
    pub version: i64,
    pub text_vi: String,
    pub text_en: String,
    /// When it was written (RFC 3339, UTC).
    pub created_at: String,
}

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ConsentStatement> {
    Ok(ConsentStatement {
        version: r.get(0)?,
        text_vi: r.get(1)?,
        text_en: r.get(2)?,
        created_at: r.get(3)?,
    })
}

/// The version the forms show now.
pub fn current(conn: &Connection) -> rusqlite::Result<ConsentStatement> {
    conn.prepare_cached(
        "SELECT version, text_vi, text_en, created_at FROM consent_statements
         ORDER BY version DESC LIMIT 1",
    )?
    .query_row([], row)
}

/// Version `version`, if it was ever shown.
pub fn find(conn: &Connection, version: i64) -> rusqlite::Result<Option<ConsentStatement>> {
    conn.prepare_cached(
        "SELECT version, text_vi, text_en, created_at FROM consent_statements WHERE version = ?1",
    )?
    .query_row([version], row)
    .optional()
}

/// Stores new words as the next version (by `owner`); the new version.
pub fn publish(
    conn: &Connection,
    text_vi: &str,
    text_en: &str,
    owner: &str,
) -> rusqlite::Result<ConsentStatement> {
    conn.prepare_cached(
        "INSERT INTO consent_statements (version, text_vi, text_en, created_by)
         SELECT coalesce(max(version), 0) + 1, ?1, ?2, ?3 FROM consent_statements",
    )?
    .execute(params![text_vi, text_en, owner])?;
    current(conn)
}

/// Every version, newest first (a handful: the owner writes them by hand).
pub fn history(conn: &Connection) -> rusqlite::Result<Vec<ConsentStatement>> {
    conn.prepare_cached(
        "SELECT version, text_vi, text_en, created_at FROM consent_statements
         ORDER BY version DESC LIMIT 100",
    )?
    .query_map([], row)?
    .collect()
}

/// The versions among `versions` that exist, for an access file.
pub fn of_versions(conn: &Connection, versions: &[i64]) -> rusqlite::Result<Vec<ConsentStatement>> {
    let mut found = Vec::new();
    for v in versions {
        if let Some(s) = find(conn, *v)? {
            found.push(s);
        }
    }
    Ok(found)
}

/// The statement shown now, as JSON, kept in memory for the server's renders (the contact
/// form and the newsletter boxes carry it in their page), following the content counter.
pub struct CurrentConsent(RwLock<Arc<String>>);

impl CurrentConsent {
    pub fn load(conn: &Connection) -> rusqlite::Result<Arc<Self>> {
        Ok(Arc::new(CurrentConsent(RwLock::new(json(conn)?))))
    }

    pub fn json(&self) -> Arc<String> {
        self.0.read().expect("consent lock").clone()
    }
}

fn json(conn: &Connection) -> rusqlite::Result<Arc<String>> {
    use poem_openapi::types::ToJSON;
    Ok(Arc::new(current(conn)?.to_json_string()))
}

impl ChangeListener for CurrentConsent {
    fn changed(&self, conn: &Connection) -> anyhow::Result<()> {
        let next = json(conn)?;
        if next != self.json() {
            *self.0.write().expect("consent lock") = next;
        }
        Ok(())
    }
}

/// The `consentVersion` of a checked body: a whole number from 1 (the check reads types,
/// not bounds); whether that version exists is the handler's to ask the database. A body's
/// catalogue refuses one its struct cannot read (`1.5`, `"1"`) with [`unknown_consent`] too.
pub fn version_of(
    version: Option<i64>,
    catalogue: &dyn Catalogue,
    lang: Language,
) -> Result<Option<i64>, Rejection> {
    match version {
        Some(v) if v < 1 => Err(Rejection::BadRequest(unknown_consent(
            &catalogue.label("consentVersion", lang),
            lang,
        ))),
        version => Ok(version),
    }
}

/// The refusal of a consent version that was never shown.
pub fn unknown_consent(name: &str, lang: Language) -> String {
    match lang {
        Language::Vi => {
            format!("{name} không khớp với lời đồng ý nào của trang: hãy tải lại trang và gửi lại.")
        }
        Language::En => format!(
            "{name} matches no consent statement of this site: reload the page and send again."
        ),
    }
}
