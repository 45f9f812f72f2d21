//! The five standing pages (About, FAQ, Support, Privacy, Terms; docs/decisions-spec.md §8) and the
//! snapshot of everything published that the rendered pages, the sitemap and the feed are
//! made from. Their body format is described at the top of migrations/0006_pages.sql: plain
//! text, never HTML.

pub mod api;
pub mod published;

use poem_openapi::Object;
use rusqlite::Connection;

use crate::kernel::language::Language;
use crate::settings::SiteSettings;

/// The slugs of the standing pages, in footer order.
pub const SLUGS: [&str; 5] = ["about", "faq", "support", "privacy", "terms"];

/// A standing page as `GET /api/pages/{slug}` answers it. The bodies still hold their
/// placeholders; the app fills them from the settings it shows.
#[derive(Debug, Clone, Object, PartialEq, Eq)]
#[oai(rename_all = "camelCase")]
pub struct StandingPage {
    /// One of about, faq, support, privacy, terms.
    pub slug: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    /// Plain text: blank lines separate blocks, `## ` starts a heading, `### ` a question
    /// (FAQ), `- ` a bulleted line; `{companyName}`, `{legalName}`, `{email}`, `{phone}` and
    /// `{address}` stand for the current settings.
    pub body_vi: String,
    pub body_en: String,
    /// RFC 3339 time of the last change.
    pub updated_at: String,
}

impl StandingPage {
    pub fn path(&self) -> String {
        format!("/{}", self.slug)
    }

    pub fn title(&self, lang: Language) -> &str {
        lang.pick(&self.title_vi, &self.title_en)
    }

    pub fn description(&self, lang: Language) -> &str {
        lang.pick(&self.description_vi, &self.description_en)
    }

    pub fn body(&self, lang: Language) -> &str {
        lang.pick(&self.body_vi, &self.body_en)
    }
}

/// The published standing pages, in footer order.
pub fn published(conn: &Connection) -> rusqlite::Result<Vec<StandingPage>> {
    let mut stmt = conn.prepare_cached(
        "SELECT slug, title_vi, title_en, description_vi, description_en, body_vi, body_en,
                updated_at
         FROM pages WHERE published = 1",
    )?;
    let mut pages = stmt
        .query_map([], |r| {
            Ok(StandingPage {
                slug: r.get(0)?,
                title_vi: r.get(1)?,
                title_en: r.get(2)?,
                description_vi: r.get(3)?,
                description_en: r.get(4)?,
                body_vi: r.get(5)?,
                body_en: r.get(6)?,
                updated_at: r.get(7)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    pages.sort_by_key(|p| SLUGS.iter().position(|s| *s == p.slug));
    Ok(pages)
}

/// `text` with its placeholders replaced by the current settings in `lang`.
pub fn fill(text: &str, settings: &SiteSettings, lang: Language) -> String {
    let address = match lang {
        Language::Vi => join_address(&settings.street_vi, &settings.city_vi),
        Language::En => join_address(&settings.street_en, &settings.city_en),
    };
    text.replace("{companyName}", &settings.company_name)
        .replace("{legalName}", &settings.legal_name)
        .replace("{email}", &settings.email)
        .replace("{phone}", &settings.phone)
        .replace("{address}", &address)
}

fn join_address(street: &str, city: &str) -> String {
    if street.is_empty() || street.contains(city) {
        street.to_owned()
    } else {
        format!("{street}, {city}")
    }
}

/// The questions of an FAQ body and their answers (the blocks after each `### ` line up to
/// the next heading), as plain text.
pub fn questions(body: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut in_question = false;
    for block in body.split("\n\n").map(str::trim).filter(|b| !b.is_empty()) {
        let mut lines = block.lines();
        let first = lines.next().unwrap_or_default();
        if let Some(question) = first.strip_prefix("### ") {
            let rest: Vec<&str> = lines.collect();
            out.push((question.trim().to_owned(), Vec::new()));
            in_question = true;
            if !rest.is_empty() {
                out.last_mut().expect("just pushed").1.push(rest.join("\n"));
            }
        } else if first.starts_with("## ") {
            in_question = false;
        } else if in_question && let Some((_, answer)) = out.last_mut() {
            answer.push(block.to_owned());
        }
    }
    out.into_iter()
        .filter(|(_, answer)| !answer.is_empty())
        .map(|(q, a)| {
            let answer = a
                .iter()
                .flat_map(|block| block.lines())
                .map(|line| line.strip_prefix("- ").unwrap_or(line).trim())
                .collect::<Vec<_>>()
                .join(" ");
            (q, answer)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_in_the_page_language() {
        let settings = SiteSettings::default();
        let vi = fill(
            "{companyName} ({legalName}) {email} {phone}: {address}",
            &settings,
            Language::Vi,
        );
        assert!(!vi.contains('{'), "{vi}");
        assert!(vi.contains(&settings.street_vi));
        let en = fill("{address}", &settings, Language::En);
        assert!(en.contains(&settings.street_en));
    }

    #[test]
    fn faq_questions_take_the_blocks_up_to_the_next_heading() {
        let body = "## Part\n\n### Q1?\n\nA1.\n\n- x\n- y\n\n### Q2?\nInline answer.\n\n## Next\n\nNot an answer.";
        assert_eq!(
            questions(body),
            vec![
                ("Q1?".to_owned(), "A1. x y".to_owned()),
                ("Q2?".to_owned(), "Inline answer.".to_owned()),
            ]
        );
    }
}
