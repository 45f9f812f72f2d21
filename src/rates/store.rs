//! The rate card's SQL (the only place `rate_draft`, `rate_versions` and `rate_publication`
//! are named).

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension, params};

use super::card::RateCard;

/// The draft and who saved it last.
#[derive(Debug, Clone)]
pub struct Draft {
    pub card: RateCard,
    pub based_on: Option<i64>,
    pub updated_at: Option<String>,
    pub updated_by: Option<String>,
}

/// One published version, without its rows.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename = "RateVersion", rename_all = "camelCase")]
pub struct VersionInfo {
    pub version: i64,
    /// RFC 3339, UTC.
    pub published_at: String,
    /// The owner who published it (an e-mail address).
    pub published_by: String,
    pub freight_lanes: i64,
    pub demurrage_tariffs: i64,
    /// Whether the site shows this version now.
    pub current: bool,
}

/// The version the site shows.
#[derive(Debug, Clone)]
pub struct Published {
    pub version: i64,
    pub published_at: String,
    pub card: RateCard,
}

fn card_of(text: &str) -> RateCard {
    // Written only by this module, from checked cards; a row edited by hand into something
    // else reads as an empty card rather than failing every calculator.
    serde_json::from_str(text).unwrap_or_default()
}

pub fn draft(conn: &Connection) -> rusqlite::Result<Draft> {
    Ok(conn
        .query_row(
            "SELECT card, based_on, updated_at, updated_by FROM rate_draft WHERE id = 1",
            [],
            |row| {
                Ok(Draft {
                    card: card_of(&row.get::<_, String>(0)?),
                    based_on: row.get(1)?,
                    updated_at: row.get(2)?,
                    updated_by: row.get(3)?,
                })
            },
        )
        .optional()?
        .unwrap_or(Draft {
            card: RateCard::default(),
            based_on: None,
            updated_at: None,
            updated_by: None,
        }))
}

pub fn save_draft(
    conn: &Connection,
    card: &RateCard,
    based_on: Option<i64>,
    at: &str,
    actor: &str,
) -> rusqlite::Result<()> {
    let text = serde_json::to_string(card).expect("a card serialises");
    conn.execute(
        "INSERT INTO rate_draft (id, card, based_on, updated_at, updated_by) VALUES (1, ?1, ?2, ?3, ?4) \
         ON CONFLICT(id) DO UPDATE SET card = excluded.card, based_on = excluded.based_on, \
         updated_at = excluded.updated_at, updated_by = excluded.updated_by",
        params![text, based_on, at, actor],
    )?;
    Ok(())
}

/// Publishes the draft as a new version, which the site shows from now on.
pub fn publish(conn: &Connection, at: &str, actor: &str) -> rusqlite::Result<i64> {
    let draft = draft(conn)?;
    let text = serde_json::to_string(&draft.card).expect("a card serialises");
    let version: i64 = conn.query_row(
        "INSERT INTO rate_versions (version, card, freight_lanes, demurrage_tariffs, published_at, published_by) \
         VALUES ((SELECT coalesce(max(version), 0) + 1 FROM rate_versions), ?1, ?2, ?3, ?4, ?5) RETURNING version",
        params![
            text,
            draft.card.freight.len() as i64,
            draft.card.demurrage.len() as i64,
            at,
            actor
        ],
        |row| row.get(0),
    )?;
    conn.execute(
        "UPDATE rate_publication SET version = ?1, changed_at = ?2, changed_by = ?3 WHERE id = 1",
        params![version, at, actor],
    )?;
    Ok(version)
}

/// Takes the card off the site (the calculators say "indicative" again); false when none
/// was shown.
pub fn withdraw(conn: &Connection, at: &str, actor: &str) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "UPDATE rate_publication SET version = NULL, changed_at = ?1, changed_by = ?2 \
         WHERE id = 1 AND version IS NOT NULL",
        params![at, actor],
    )? > 0)
}

pub fn published(conn: &Connection) -> rusqlite::Result<Option<Published>> {
    conn.query_row(
        "SELECT v.version, v.published_at, v.card FROM rate_publication p \
         JOIN rate_versions v ON v.version = p.version WHERE p.id = 1",
        [],
        |row| {
            Ok(Published {
                version: row.get(0)?,
                published_at: row.get(1)?,
                card: card_of(&row.get::<_, String>(2)?),
            })
        },
    )
    .optional()
}

/// A page of the versions, newest first, and how many there are.
pub fn versions(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<VersionInfo>, i64)> {
    let total = conn.query_row("SELECT count(*) FROM rate_versions", [], |row| row.get(0))?;
    let mut stmt = conn.prepare_cached(
        "SELECT v.version, v.published_at, v.published_by, v.freight_lanes, v.demurrage_tariffs, \
         v.version = (SELECT version FROM rate_publication WHERE id = 1) \
         FROM rate_versions v ORDER BY v.version DESC LIMIT ?1 OFFSET ?2",
    )?;
    let items = stmt
        .query_map(params![limit, offset], |row| {
            Ok(VersionInfo {
                version: row.get(0)?,
                published_at: row.get(1)?,
                published_by: row.get(2)?,
                freight_lanes: row.get(3)?,
                demurrage_tariffs: row.get(4)?,
                current: row.get::<_, Option<bool>>(5)?.unwrap_or(false),
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((items, total))
}

pub fn version_card(conn: &Connection, version: i64) -> rusqlite::Result<Option<RateCard>> {
    conn.query_row(
        "SELECT card FROM rate_versions WHERE version = ?1",
        [version],
        |row| Ok(card_of(&row.get::<_, String>(0)?)),
    )
    .optional()
}
