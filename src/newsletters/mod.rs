//! Newsletters (docs/decisions-spec.md §17): campaigns the owner writes in the console, from a
//! published post or free Markdown, per language; previewed, tested, sent now or at a
//! time. Delivery is the outbox's (`notices`): one row per recipient, throttled, resumable,
//! retried; this noun hands it each recipient's message through
//! [`crate::notices::outbox::NewsletterLookup`].

pub mod admin_api;
pub mod letter;
pub mod schedule;

use std::sync::Arc;

use poem_openapi::{Enum, Object};
use rusqlite::{Connection, OptionalExtension, params};

use crate::content::public::{BlogPost, live_post_by_id};
use crate::kernel::language::Language;
use crate::notices::outbox::{self, NewsletterLookup, NewsletterMessage};
use crate::settings::{SiteSettings, store_value, stored_value};
use crate::subscriptions;

/// Renders Markdown as e-mail HTML with the site's one Markdown renderer (the app's, in the
/// server's JavaScript engine): start-up hands it in, the site being a noun above this one.
/// Blocking.
pub type MailMarkdown = Arc<dyn Fn(&str, &str) -> anyhow::Result<String> + Send + Sync>;

/// Who receives a newsletter: the Vietnamese subscribers, the English ones, or all (each in
/// their language).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, serde::Deserialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum Audience {
    Vi,
    En,
    All,
}

impl Audience {
    pub fn code(self) -> &'static str {
        match self {
            Audience::Vi => "vi",
            Audience::En => "en",
            Audience::All => "all",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "vi" => Some(Audience::Vi),
            "en" => Some(Audience::En),
            "all" => Some(Audience::All),
            _ => None,
        }
    }

    /// The languages it needs a version in.
    pub fn languages(self) -> &'static [Language] {
        match self {
            Audience::Vi => &[Language::Vi],
            Audience::En => &[Language::En],
            Audience::All => &[Language::Vi, Language::En],
        }
    }
}

/// The settings key of the throttle: newsletter messages a minute.
const PER_MINUTE_KEY: &str = "newsletter_per_minute";
pub const DEFAULT_PER_MINUTE: u32 = 60;

pub fn per_minute(conn: &Connection) -> rusqlite::Result<u32> {
    Ok(stored_value(conn, PER_MINUTE_KEY)?
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_PER_MINUTE))
}

pub fn store_per_minute(conn: &Connection, value: u32) -> rusqlite::Result<()> {
    store_value(conn, PER_MINUTE_KEY, &value.to_string())
}

/// One version of a newsletter, ready to store: what was typed and what is sent.
#[derive(Debug, Clone, Default)]
pub struct Version {
    pub subject: String,
    pub markdown: Option<String>,
    pub html: String,
    pub text: String,
}

/// A newsletter to store.
#[derive(Debug, Clone)]
pub struct NewNewsletter {
    pub audience: Audience,
    pub post_id: Option<String>,
    pub vi: Option<Version>,
    pub en: Option<Version>,
    pub created_by: String,
}

/// What the owner wrote, before it is checked and rendered.
#[derive(Debug, Clone, Default)]
pub struct Draft {
    pub audience: Option<Audience>,
    pub post_id: Option<String>,
    pub subject_vi: Option<String>,
    pub subject_en: Option<String>,
    pub body_vi: Option<String>,
    pub body_en: Option<String>,
}

/// Checks `draft` against the post it names and renders each version the audience needs.
/// A language without its text is refused with the reason, in `lang`.
pub fn compose(
    conn: &Connection,
    draft: &Draft,
    created_by: &str,
    public_url: &str,
    markdown: &MailMarkdown,
    lang: Language,
) -> anyhow::Result<Result<NewNewsletter, String>> {
    let audience = draft.audience.unwrap_or(Audience::All);
    let post = match named_post(conn, draft, lang)? {
        Ok(post) => post,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let writing = Writing {
        draft,
        post: post.as_ref(),
        public_url,
        markdown,
    };
    let mut versions = [None, None];
    for &language in audience.languages() {
        match writing.version(language, lang)? {
            Ok(version) => versions[usize::from(language == Language::En)] = Some(version),
            Err(refusal) => return Ok(Err(refusal)),
        }
    }
    let [vi, en] = versions;
    Ok(Ok(NewNewsletter {
        audience,
        post_id: post.map(|p| p.id),
        vi,
        en,
        created_by: created_by.to_owned(),
    }))
}

/// The published post `draft` is made from, if it names one; a refusal in `lang` when it
/// names one that is not live.
fn named_post(
    conn: &Connection,
    draft: &Draft,
    lang: Language,
) -> anyhow::Result<Result<Option<BlogPost>, String>> {
    let Some(id) = draft.post_id.as_deref() else {
        return Ok(Ok(None));
    };
    Ok(live_post_by_id(conn, id)?.map(Some).ok_or_else(|| {
        lang.pick(
            "Không tìm thấy bài viết đã xuất bản này (postId).",
            "There is no published post with this id (postId).",
        )
        .to_owned()
    }))
}

/// What every version of one newsletter is written from.
struct Writing<'a> {
    draft: &'a Draft,
    post: Option<&'a BlogPost>,
    public_url: &'a str,
    markdown: &'a MailMarkdown,
}

impl Writing<'_> {
    /// The version in `language`: its subject (typed, else the post's title) and its body
    /// (the typed Markdown rendered, after the post's card). A refusal, in `lang`, when it
    /// has neither its subject nor a text.
    fn version(
        &self,
        language: Language,
        lang: Language,
    ) -> anyhow::Result<Result<Version, String>> {
        let (subject, body) = match language {
            Language::Vi => (&self.draft.subject_vi, &self.draft.body_vi),
            Language::En => (&self.draft.subject_en, &self.draft.body_en),
        };
        let body = body.as_deref().map(str::trim).filter(|b| !b.is_empty());
        let subject = subject
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .or_else(|| {
                self.post.map(|p| match language {
                    Language::Vi => p.title_vi.clone(),
                    Language::En => p.title_en.clone(),
                })
            });
        let which = |vi: &'static str, en: &'static str| -> String {
            match (language, lang) {
                (Language::Vi, Language::Vi) => format!("Bản tiếng Việt {vi}"),
                (Language::En, Language::Vi) => format!("Bản tiếng Anh {vi}"),
                (Language::Vi, Language::En) => format!("The Vietnamese version {en}"),
                (Language::En, Language::En) => format!("The English version {en}"),
            }
        };
        let Some(subject) = subject else {
            return Ok(Err(which(
                "chưa có tiêu đề: hãy nhập tiêu đề hoặc chọn một bài viết.",
                "has no subject: write one or choose a post.",
            )));
        };
        if body.is_none() && self.post.is_none() {
            return Ok(Err(which(
                "chưa có nội dung: hãy viết nội dung hoặc chọn một bài viết.",
                "has no text: write it or choose a post.",
            )));
        }
        let rendered = match body {
            Some(text) => (self.markdown)(text, self.public_url)?,
            None => String::new(),
        };
        let (html, text) = self.bodies(language, &rendered);
        Ok(Ok(Version {
            html,
            text,
            subject,
            markdown: body.map(str::to_owned),
        }))
    }

    /// The letter's HTML and text in `language`: the post's card, if any, then `rendered`.
    fn bodies(&self, language: Language, rendered: &str) -> (String, String) {
        let public_url = self.public_url;
        // Absolute addresses: the post in this language, and its picture if it is the
        // site's own.
        let link = self
            .post
            .map(|p| format!("{public_url}/blog/{}?lang={}", p.slug, language.code()));
        let picture_url = self.post.and_then(|p| {
            p.image_url
                .as_deref()
                .filter(|u| u.starts_with('/') && !u.starts_with("//"))
                .map(|u| format!("{public_url}{u}"))
        });
        let part = self.post.zip(link.as_deref()).map(|(p, link)| {
            let (title, summary, alt) = match language {
                Language::Vi => (&p.title_vi, &p.description_vi, &p.image_alt_vi),
                Language::En => (&p.title_en, &p.description_en, &p.image_alt_en),
            };
            letter::PostPart {
                title,
                summary,
                link,
                picture: picture_url
                    .as_deref()
                    .map(|u| (u, alt.as_deref().unwrap_or(title.as_str()))),
            }
        });
        (
            letter::body_html(part.as_ref(), rendered, language),
            letter::body_text(part.as_ref(), rendered, language),
        )
    }
}

pub fn insert(conn: &Connection, n: &NewNewsletter) -> rusqlite::Result<i64> {
    let part = |v: &Option<Version>| {
        v.as_ref().map_or((None, None, None, None), |v| {
            (
                Some(v.subject.clone()),
                v.markdown.clone(),
                Some(v.html.clone()),
                Some(v.text.clone()),
            )
        })
    };
    let (svi, bvi, hvi, tvi) = part(&n.vi);
    let (sen, ben, hen, ten) = part(&n.en);
    conn.prepare_cached(
        "INSERT INTO newsletters (audience, post_id, subject_vi, subject_en, body_vi, body_en,
                                  html_vi, html_en, text_vi, text_en, created_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        n.audience.code(),
        n.post_id,
        svi,
        sen,
        bvi,
        ben,
        hvi,
        hen,
        tvi,
        ten,
        n.created_by
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Replaces the text of newsletter `id` (a draft or a scheduled one: its schedule stays) by
/// `n`, written by `n.created_by` now (docs/decisions-spec.md §23).
pub fn rewrite(conn: &Connection, id: i64, n: &NewNewsletter) -> rusqlite::Result<()> {
    let part = |v: &Option<Version>| {
        v.as_ref().map_or((None, None, None, None), |v| {
            (
                Some(v.subject.clone()),
                v.markdown.clone(),
                Some(v.html.clone()),
                Some(v.text.clone()),
            )
        })
    };
    let (svi, bvi, hvi, tvi) = part(&n.vi);
    let (sen, ben, hen, ten) = part(&n.en);
    conn.prepare_cached(
        "UPDATE newsletters SET audience = ?2, post_id = ?3, subject_vi = ?4, subject_en = ?5,
                body_vi = ?6, body_en = ?7, html_vi = ?8, html_en = ?9, text_vi = ?10,
                text_en = ?11
         WHERE id = ?1 AND state IN ('draft', 'scheduled')",
    )?
    .execute(params![
        id,
        n.audience.code(),
        n.post_id,
        svi,
        sen,
        bvi,
        ben,
        hvi,
        hen,
        tvi,
        ten
    ])?;
    Ok(())
}

/// Forgets newsletter `id` if it was never sent (a draft or a scheduled one); whether it did.
pub fn remove_unsent(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn
        .prepare_cached(
            "DELETE FROM newsletters WHERE id = ?1 AND state IN ('draft', 'scheduled')",
        )?
        .execute([id])?
        > 0)
}

/// A scheduled newsletter `id` back to a draft; whether it was scheduled.
pub fn unschedule(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn
        .prepare_cached(
            "UPDATE newsletters SET state = 'draft', send_at = NULL
             WHERE id = ?1 AND state = 'scheduled'",
        )?
        .execute([id])?
        > 0)
}

/// A newsletter as the console lists it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NewsletterSummary {
    pub id: i64,
    /// `vi`, `en` or `all`.
    pub audience: String,
    /// The subject in Vietnamese, else in English.
    pub subject: String,
    /// `draft`, `scheduled`, `sending` (recipients left to deliver) or `sent`.
    pub state: String,
    /// When a scheduled newsletter goes (RFC 3339, UTC).
    #[oai(skip_serializing_if_is_none)]
    pub send_at: Option<String>,
    /// When its recipients were queued (RFC 3339, UTC).
    #[oai(skip_serializing_if_is_none)]
    pub queued_at: Option<String>,
    pub created_at: String,
    pub created_by: String,
    /// Recipients still to deliver (waiting, or retrying after a refusal).
    pub queued: i64,
    pub sent: i64,
    /// Refused for good (the address is then marked bounced).
    pub failed: i64,
    /// Recipients who unsubscribed after receiving it.
    pub unsubscribed: i64,
}

/// One newsletter with its versions.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct Newsletter {
    #[oai(flatten)]
    pub summary: NewsletterSummary,
    #[oai(skip_serializing_if_is_none)]
    pub post_id: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub subject_vi: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub subject_en: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub body_vi: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub body_en: Option<String>,
}

const SUMMARY: &str = "id, audience, coalesce(subject_vi, subject_en, ''),
     CASE WHEN state = 'sending' AND queued <= 0 THEN 'sent' ELSE state END,
     send_at, queued_at, created_at, created_by, max(queued, 0), sent, failed, unsubscribed";

fn summary(r: &rusqlite::Row<'_>) -> rusqlite::Result<NewsletterSummary> {
    Ok(NewsletterSummary {
        id: r.get(0)?,
        audience: r.get(1)?,
        subject: r.get(2)?,
        state: r.get(3)?,
        send_at: r.get(4)?,
        queued_at: r.get(5)?,
        created_at: r.get(6)?,
        created_by: r.get(7)?,
        queued: r.get(8)?,
        sent: r.get(9)?,
        failed: r.get(10)?,
        unsubscribed: r.get(11)?,
    })
}

/// A page of newsletters, newest first, and how many there are.
pub fn list(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<NewsletterSummary>, i64)> {
    let total = conn
        .prepare_cached("SELECT count(*) FROM newsletters")?
        .query_row([], |r| r.get(0))?;
    let items = conn
        .prepare_cached(&format!(
            "SELECT {SUMMARY} FROM newsletters ORDER BY id DESC LIMIT ?1 OFFSET ?2"
        ))?
        .query_map(params![limit, offset], summary)?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Newsletter>> {
    conn.prepare_cached(&format!(
        "SELECT {SUMMARY}, post_id, subject_vi, subject_en, body_vi, body_en
         FROM newsletters WHERE id = ?1"
    ))?
    .query_row([id], |r| {
        Ok(Newsletter {
            summary: summary(r)?,
            post_id: r.get(12)?,
            subject_vi: r.get(13)?,
            subject_en: r.get(14)?,
            body_vi: r.get(15)?,
            body_en: r.get(16)?,
        })
    })
    .optional()
}

/// The stored state (`draft`, `scheduled`, `sending`) and audience of newsletter `id`.
pub fn state_of(conn: &Connection, id: i64) -> rusqlite::Result<Option<(String, Audience)>> {
    conn.prepare_cached("SELECT state, audience FROM newsletters WHERE id = ?1")?
        .query_row([id], |r| {
            Ok((
                r.get(0)?,
                Audience::parse(&r.get::<_, String>(1)?).unwrap_or(Audience::All),
            ))
        })
        .optional()
}

/// Queues newsletter `id` to its audience as it is now (confirmed, never bounced), in the
/// caller's transaction: one INSERT…SELECT, however many subscribers. How many.
pub fn queue(conn: &Connection, id: i64, audience: Audience) -> rusqlite::Result<usize> {
    let count = outbox::queue_newsletter(conn, id, subscriptions::AUDIENCE, audience.code())?;
    conn.prepare_cached(
        "UPDATE newsletters SET state = 'sending', send_at = NULL, queued = ?2,
                queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
    )?
    .execute(params![id, i64::try_from(count).unwrap_or(i64::MAX)])?;
    Ok(count)
}

/// Schedules newsletter `id` for `at` (RFC 3339, UTC).
pub fn schedule(conn: &Connection, id: i64, at: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE newsletters SET state = 'scheduled', send_at = ?2 WHERE id = ?1")?
        .execute(params![id, at])?;
    Ok(())
}

/// The scheduled newsletters whose time (`now`, RFC 3339 UTC) has come.
pub fn due(conn: &Connection, now: &str) -> rusqlite::Result<Vec<(i64, Audience)>> {
    conn.prepare_cached(
        "SELECT id, audience FROM newsletters WHERE state = 'scheduled' AND send_at <= ?1
         ORDER BY send_at, id",
    )?
    .query_map([now], |r| {
        Ok((
            r.get(0)?,
            Audience::parse(&r.get::<_, String>(1)?).unwrap_or(Audience::All),
        ))
    })?
    .collect()
}

/// The languages newsletter `id` has a version in.
pub fn languages_of(conn: &Connection, id: i64) -> rusqlite::Result<Vec<Language>> {
    let (vi, en): (bool, bool) = conn
        .prepare_cached(
            "SELECT html_vi IS NOT NULL, html_en IS NOT NULL FROM newsletters WHERE id = ?1",
        )?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?
        .unwrap_or((false, false));
    Ok([(vi, Language::Vi), (en, Language::En)]
        .into_iter()
        .filter_map(|(has, l)| has.then_some(l))
        .collect())
}

/// The token a test or preview's unsubscribe link carries: it names no subscription.
pub const PREVIEW_TOKEN: &str = "preview";

/// Newsletter `id` in `language` as `token`'s subscriber receives it; None without that
/// version.
pub fn message(
    conn: &Connection,
    id: i64,
    language: Language,
    token: &str,
    public_url: &str,
) -> rusqlite::Result<Option<NewsletterMessage>> {
    let version: Option<(Option<String>, Option<String>, Option<String>)> = conn
        .prepare_cached(match language {
            Language::Vi => "SELECT subject_vi, html_vi, text_vi FROM newsletters WHERE id = ?1",
            Language::En => "SELECT subject_en, html_en, text_en FROM newsletters WHERE id = ?1",
        })?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    let Some((Some(subject), Some(html), Some(text))) = version else {
        return Ok(None);
    };
    let settings = SiteSettings::load(conn)?;
    let unsubscribe_url = format!("{public_url}/unsubscribe?token={token}");
    let link = format!("{unsubscribe_url}&lang={}", language.code());
    let unsubscribe_mailto = crate::kernel::mail::is_valid_email(&settings.email)
        .then(|| format!("mailto:{}?subject=unsubscribe", settings.email));
    Ok(Some(NewsletterMessage {
        html: letter::html(&subject, &html, &settings, &link, language),
        text: letter::text(&text, &settings, &link, language),
        subject,
        unsubscribe_url,
        unsubscribe_mailto,
    }))
}

/// The newsletters' side of the outbox (docs/architecture.md: handed in at start-up).
pub struct Letters {
    pub public_url: String,
}

impl NewsletterLookup for Letters {
    fn message(
        &self,
        conn: &Connection,
        newsletter: i64,
        subscription: Option<&str>,
        language: Language,
    ) -> rusqlite::Result<Option<NewsletterMessage>> {
        let token = match subscription {
            Some(id) => match subscriptions::receiving_token(conn, id)? {
                Some(token) => token,
                None => return Ok(None),
            },
            None => PREVIEW_TOKEN.to_owned(),
        };
        message(conn, newsletter, language, &token, &self.public_url)
    }

    fn bounced(&self, conn: &Connection, subscription: &str) -> rusqlite::Result<()> {
        subscriptions::mark_bounced(conn, subscription)
    }

    fn per_minute(&self, conn: &Connection) -> rusqlite::Result<u32> {
        per_minute(conn)
    }
}
