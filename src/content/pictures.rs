//! Which content shows a picture: the media library refuses to delete one still in use. The
//! SQL is here because `content` owns these tables (docs/architecture.md).

use rusqlite::{Connection, params};

use crate::content::lists::LISTS;
use crate::kernel::language::Language;

/// The content items (drafts too) that show a picture at any of `urls` (its main, card and
/// share addresses), named for the owner: "blog post “…”". `media` calls it through
/// `media::PictureUses`, handed in by `startup`.
pub fn uses(conn: &Connection, urls: [&str; 3], lang: Language) -> rusqlite::Result<Vec<String>> {
    let mut found = Vec::new();
    for spec in &LISTS {
        let Some(picture) = &spec.picture else {
            continue;
        };
        let sql = format!(
            "SELECT {}_{} FROM {} WHERE {} IN (?1, ?2, ?3) ORDER BY rowid",
            picture.named_by,
            lang.code(),
            spec.table,
            picture.column
        );
        let mut stmt = conn.prepare_cached(&sql)?;
        let names = stmt.query_map(params![urls[0], urls[1], urls[2]], |r| {
            r.get::<_, String>(0)
        })?;
        for title in names {
            found.push(format!(
                "{} “{}”",
                lang.pick(picture.label_vi, picture.label_en),
                title?
            ));
        }
    }
    Ok(found)
}
