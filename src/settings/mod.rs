//! The brand, contact and mail settings the owner edits in the console (docs/decisions-spec.md §7).
//! Stored one row per field in `settings`; a missing row means the default, which is
//! today's `brand.json` (so a new database shows what the site showed before).

pub mod admin_api;
pub mod api;
pub mod consent;
pub mod figures;
pub mod holidays;
pub mod holidays_api;
pub mod validate;

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::http::schema::Email;
use poem_openapi::Object;
use poem_openapi::types::MaybeUndefined;
use rusqlite::{Connection, OptionalExtension};
use serde::Deserialize;

use crate::http::schema::{HttpsLinkOrEmpty, SingleLine, SmtpUrlOrEmpty, TimeZoneName};
use crate::kernel::secrets;
pub use figures::{HomeFigures, HomeFiguresInput, PublicHomeFigures};

/// Every setting, as the server uses it.
#[derive(Clone, PartialEq, Eq)]
pub struct SiteSettings {
    pub company_name: String,
    pub legal_name: String,
    pub tagline_vi: String,
    pub tagline_en: String,
    pub phone: String,
    pub email: String,
    pub street_vi: String,
    pub street_en: String,
    pub city_vi: String,
    pub city_en: String,
    pub hours_vi: String,
    pub hours_en: String,
    pub facebook_url: String,
    pub linkedin_url: String,
    pub youtube_url: String,
    pub zalo_url: String,
    /// Who receives a notice of each new enquiry.
    pub notify_to: Vec<String>,
    /// `smtp://user:password@host:port` or `smtps://…`; holds a secret, never shown.
    pub smtp_url: Option<String>,
    /// The business's IANA time zone: the exports write local times in it.
    pub time_zone: String,
    /// The home page's marketing figures (docs/decisions-spec.md §15).
    pub home_figures: HomeFigures,
    /// The US dollar's rate in dong, with its date: what a calculator link with
    /// `currency=VND` and no `exchangeRate` prices at (docs/decisions-spec.md §22).
    pub usd_vnd_rate: ExchangeRate,
    /// Subscription confirmations sent at most per hour, all addresses together
    /// (docs/decisions-spec.md §21): past it they wait their turn.
    pub confirmations_per_hour: u32,
}

/// Dong for one US dollar on `date` (`YYYY-MM-DD`). Whole dong: the banks quote it so, and a
/// whole number keeps the settings comparable. Read it through [`SiteSettings::usd_vnd_rate`]
/// (a rate card may later set it).
#[derive(Debug, Clone, PartialEq, Eq, Object, serde::Serialize, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ExchangeRate {
    #[oai(validator(minimum(value = "1"), maximum(value = "10000000")))]
    pub vnd_per_usd: u32,
    #[oai(validator(pattern = r"^\d{4}-\d{2}-\d{2}$"))]
    pub date: String,
}

impl Default for ExchangeRate {
    /// The calculators' reference rate (frontend/src/tools/incoterms/data.ts) until the owner sets one.
    fn default() -> Self {
        Self {
            vnd_per_usd: 26_300,
            date: "2026-11-27".to_owned(),
        }
    }
}

/// Written by hand so that `{:?}` can never print the SMTP password.
impl std::fmt::Debug for SiteSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SiteSettings")
            .field("company_name", &self.company_name)
            .field("notify_to", &self.notify_to)
            .field("smtp_configured", &self.smtp_url.is_some())
            .finish_non_exhaustive()
    }
}

/// The public subset: `GET /api/settings`, and the data block in every page.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PublicSettings {
    pub company_name: String,
    pub legal_name: String,
    pub tagline_vi: String,
    pub tagline_en: String,
    pub phone: String,
    pub email: String,
    pub street_vi: String,
    pub street_en: String,
    pub city_vi: String,
    pub city_en: String,
    /// Opening hours, one line of text.
    pub hours_vi: String,
    pub hours_en: String,
    /// Absent when the owner left it empty (then the link is not shown).
    #[oai(skip_serializing_if_is_none)]
    pub facebook_url: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub linkedin_url: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub youtube_url: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub zalo_url: Option<String>,
    /// The home page's figures the owner shows, in order, row by row.
    pub home_figures: PublicHomeFigures,
    /// The US dollar's rate in dong and its date, for calculator links priced in dong.
    pub usd_vnd_rate: ExchangeRate,
}

/// What the owner reads: every field (URLs as `""` when empty), the recipients, and whether
/// mail can be sent, never the SMTP URL itself.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminSettings {
    pub company_name: String,
    pub legal_name: String,
    pub tagline_vi: String,
    pub tagline_en: String,
    pub phone: String,
    pub email: String,
    pub street_vi: String,
    pub street_en: String,
    pub city_vi: String,
    pub city_en: String,
    pub hours_vi: String,
    pub hours_en: String,
    pub facebook_url: String,
    pub linkedin_url: String,
    pub youtube_url: String,
    pub zalo_url: String,
    /// Addresses that receive a notice of each new enquiry.
    pub notify_to: Vec<String>,
    /// An SMTP URL is stored or given on the command line.
    pub smtp_configured: bool,
    /// `--smtp-url` / `TRADELANE_SMTP_URL` is set: it wins over the stored one.
    pub smtp_from_env: bool,
    /// The business's IANA time zone (default `Asia/Ho_Chi_Minh`): exports write local
    /// `YYYY-MM-DD HH:MM` times in it.
    pub time_zone: String,
    /// The home page's figures, each with its values and labels in both languages and
    /// whether it is shown.
    pub home_figures: HomeFigures,
    /// The US dollar's rate in dong and its date.
    pub usd_vnd_rate: ExchangeRate,
    /// Subscription confirmations sent at most per hour, all addresses together (default
    /// 100); past it a subscription is stored and its confirmation waits its turn.
    pub confirmations_per_hour: u32,
}

/// The body of `PUT /api/admin/settings` (documented; checked by [`validate::parse`], with
/// the rules of `crate::http::schema`). Lengths count the text as sent; text fields are
/// stored trimmed. Unknown keys are refused.
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct AdminSettingsInput {
    /// One line, not blank, at most 200 characters; likewise the other text fields but
    /// `phone`.
    #[oai(validator(max_length = 200))]
    pub company_name: SingleLine,
    #[oai(validator(max_length = 200))]
    pub legal_name: SingleLine,
    #[oai(validator(max_length = 200))]
    pub tagline_vi: SingleLine,
    #[oai(validator(max_length = 200))]
    pub tagline_en: SingleLine,
    /// One line, not blank, at most 50 characters.
    #[oai(validator(max_length = 50))]
    pub phone: SingleLine,
    /// A valid address as sent, at most 254 characters.
    #[oai(validator(max_length = 254))]
    pub email: Email,
    #[oai(validator(max_length = 200))]
    pub street_vi: SingleLine,
    #[oai(validator(max_length = 200))]
    pub street_en: SingleLine,
    #[oai(validator(max_length = 200))]
    pub city_vi: SingleLine,
    #[oai(validator(max_length = 200))]
    pub city_en: SingleLine,
    #[oai(validator(max_length = 200))]
    pub hours_vi: SingleLine,
    #[oai(validator(max_length = 200))]
    pub hours_en: SingleLine,
    /// `""` (no link) or an `https://` URL of at most 500 characters; likewise the other
    /// links.
    #[oai(validator(max_length = 500))]
    pub facebook_url: HttpsLinkOrEmpty,
    #[oai(validator(max_length = 500))]
    pub linkedin_url: HttpsLinkOrEmpty,
    #[oai(validator(max_length = 500))]
    pub youtube_url: HttpsLinkOrEmpty,
    #[oai(validator(max_length = 500))]
    pub zalo_url: HttpsLinkOrEmpty,
    /// At most 10 valid addresses of at most 254 characters; a repeat (in any case) is
    /// kept once.
    #[oai(validator(max_items = 10, max_length = 254))]
    pub notify_to: Vec<Email>,
    /// Absent: keep the stored one; `""`: remove it; else `smtp://` (STARTTLS) or `smtps://`
    /// (TLS) with a host, and the user and password in the URL (percent-encoded). Never
    /// answered back.
    #[serde(default)]
    pub smtp_url: MaybeUndefined<SmtpUrlOrEmpty>,
    /// Absent: keep the stored one; else an IANA time zone name.
    pub time_zone: Option<TimeZoneName>,
    /// Absent: keep the stored ones; else every figure.
    pub home_figures: Option<HomeFiguresInput>,
    /// Absent: keep the stored one; else whole dong for one US dollar (1–10,000,000) and
    /// the rate's date, `YYYY-MM-DD`.
    pub usd_vnd_rate: Option<ExchangeRate>,
    /// Absent: keep the stored one; else subscription confirmations sent at most per hour,
    /// all addresses together, 1–10,000.
    #[oai(validator(minimum(value = "1"), maximum(value = "10000")))]
    pub confirmations_per_hour: Option<u32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Brand {
    name: String,
    legal_name: String,
    tagline: Bilingual,
    email: String,
    phone: String,
    street: Bilingual,
    city: Bilingual,
    social: Vec<Social>,
}

#[derive(Deserialize)]
struct Bilingual {
    vi: String,
    en: String,
}

#[derive(Deserialize)]
struct Social {
    id: String,
    href: String,
}

/// The defaults of a new database: `brand.json` as the site was built, and the opening
/// hours the contact page showed (frontend/src/contact/business-hours.ts).
static DEFAULTS: LazyLock<SiteSettings> = LazyLock::new(|| {
    let brand: Brand = serde_json::from_str(include_str!("../../frontend/src/config/brand.json"))
        .expect("brand.json is valid");
    let social = |id: &str| {
        brand
            .social
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.href.clone())
            .unwrap_or_default()
    };
    SiteSettings {
        facebook_url: social("facebook"),
        linkedin_url: social("linkedin"),
        youtube_url: social("youtube"),
        zalo_url: social("zalo"),
        company_name: brand.name,
        legal_name: brand.legal_name,
        tagline_vi: brand.tagline.vi,
        tagline_en: brand.tagline.en,
        phone: brand.phone,
        email: brand.email,
        street_vi: brand.street.vi,
        street_en: brand.street.en,
        city_vi: brand.city.vi,
        city_en: brand.city.en,
        hours_vi: "Thứ Hai – Thứ Sáu: 8:00 – 18:00; Thứ Bảy: 8:00 – 12:00; Chủ nhật: nghỉ".into(),
        hours_en: "Monday – Friday: 8:00 – 18:00; Saturday: 8:00 – 12:00; Sunday: closed".into(),
        notify_to: Vec::new(),
        smtp_url: None,
        time_zone: DEFAULT_TIME_ZONE.name().to_owned(),
        home_figures: HomeFigures::default(),
        usd_vnd_rate: ExchangeRate::default(),
        confirmations_per_hour: DEFAULT_CONFIRMATIONS_PER_HOUR,
    }
});

/// Confirmations an hour unless the owner says otherwise (docs/decisions-spec.md §21).
pub const DEFAULT_CONFIRMATIONS_PER_HOUR: u32 = 100;

/// Vietnam's, where the business is (docs/decisions-spec.md §15).
pub const DEFAULT_TIME_ZONE: chrono_tz::Tz = chrono_tz::Asia::Ho_Chi_Minh;

impl Default for SiteSettings {
    fn default() -> Self {
        DEFAULTS.clone()
    }
}

/// The text fields, by their API name, for reading and writing rows.
macro_rules! text_fields {
    ($m:ident) => {
        $m!(
            company_name "companyName",
            legal_name "legalName",
            tagline_vi "taglineVi",
            tagline_en "taglineEn",
            phone "phone",
            email "email",
            street_vi "streetVi",
            street_en "streetEn",
            city_vi "cityVi",
            city_en "cityEn",
            hours_vi "hoursVi",
            hours_en "hoursEn",
            facebook_url "facebookUrl",
            linkedin_url "linkedinUrl",
            youtube_url "youtubeUrl",
            zalo_url "zaloUrl"
        )
    };
}
pub(crate) use text_fields;

const NOTIFY_TO: &str = "notifyTo";
const SMTP_URL: &str = "smtpUrl";
const TIME_ZONE: &str = "timeZone";
const HOME_FIGURES: &str = "homeFigures";
const USD_VND_RATE: &str = "usdVndRate";
const CONFIRMATIONS_PER_HOUR: &str = "confirmationsPerHour";

impl SiteSettings {
    /// The business's time zone (the default when none or an unknown one is stored).
    pub fn time_zone(conn: &Connection) -> rusqlite::Result<chrono_tz::Tz> {
        let name: Option<String> = conn
            .query_row(
                "SELECT value FROM settings WHERE key = ?1",
                [TIME_ZONE],
                |r| r.get(0),
            )
            .optional()?;
        Ok(name
            .and_then(|n| n.parse().ok())
            .unwrap_or(DEFAULT_TIME_ZONE))
    }

    /// The US dollar's rate in dong and its date: the one accessor for it (a rate card may
    /// feed this setting later).
    pub fn usd_vnd_rate(&self) -> &ExchangeRate {
        &self.usd_vnd_rate
    }

    /// The addresses that get a notice of each enquiry.
    pub fn notify_to(conn: &Connection) -> rusqlite::Result<Vec<String>> {
        let list: Option<String> = conn
            .query_row(
                "SELECT value FROM settings WHERE key = ?1",
                [NOTIFY_TO],
                |r| r.get(0),
            )
            .optional()?;
        Ok(list
            .and_then(|l| serde_json::from_str(&l).ok())
            .unwrap_or_default())
    }

    /// The current settings: the stored rows over the defaults.
    pub fn load(conn: &Connection) -> rusqlite::Result<Self> {
        let mut stmt = conn.prepare_cached("SELECT key, value FROM settings")?;
        let rows: HashMap<String, String> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let mut settings = SiteSettings::default();
        macro_rules! read {
            ($($field:ident $key:literal),*) => {
                $(if let Some(value) = rows.get($key) {
                    settings.$field = value.clone();
                })*
            };
        }
        text_fields!(read);
        if let Some(list) = rows.get(NOTIFY_TO) {
            settings.notify_to = serde_json::from_str(list).unwrap_or_default();
        }
        // Sealed with another key (a restore without it): unset, so the console asks again.
        settings.smtp_url = rows.get(SMTP_URL).filter(|v| !v.is_empty()).and_then(|v| {
            match secrets::is_sealed(v) {
                true => secrets::open(conn, SMTP_URL, v),
                false => Some(v.clone()),
            }
        });
        if let Some(zone) = rows.get(TIME_ZONE) {
            settings.time_zone = zone.clone();
        }
        if let Some(figures) = rows.get(HOME_FIGURES) {
            settings.home_figures = HomeFigures::from_stored(figures);
        }
        if let Some(rate) = rows
            .get(USD_VND_RATE)
            .and_then(|r| serde_json::from_str(r).ok())
        {
            settings.usd_vnd_rate = rate;
        }
        if let Some(per_hour) = rows
            .get(CONFIRMATIONS_PER_HOUR)
            .and_then(|v| v.parse().ok())
        {
            settings.confirmations_per_hour = per_hour;
        }
        Ok(settings)
    }

    /// Writes every field (in the caller's transaction). Rows equal to the stored value are
    /// left alone, so an unchanged save does not move the content version.
    pub fn save(&self, conn: &Connection) -> rusqlite::Result<()> {
        let mut upsert = conn.prepare_cached(
            "INSERT INTO settings (key, value) VALUES (?1, ?2)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value
             WHERE settings.value IS NOT excluded.value",
        )?;
        macro_rules! write {
            ($($field:ident $key:literal),*) => {
                $(upsert.execute(rusqlite::params![$key, self.$field])?;)*
            };
        }
        text_fields!(write);
        let list = serde_json::to_string(&self.notify_to).expect("a list of strings");
        upsert.execute(rusqlite::params![NOTIFY_TO, list])?;
        upsert.execute(rusqlite::params![TIME_ZONE, self.time_zone])?;
        upsert.execute(rusqlite::params![HOME_FIGURES, self.home_figures.stored()])?;
        let rate = serde_json::to_string(&self.usd_vnd_rate).expect("a number and a text");
        upsert.execute(rusqlite::params![USD_VND_RATE, rate])?;
        upsert.execute(rusqlite::params![
            CONFIRMATIONS_PER_HOUR,
            self.confirmations_per_hour.to_string()
        ])?;
        match &self.smtp_url {
            Some(url) => {
                // A new nonce each time: compare the opened value, so an unchanged save
                // writes nothing.
                let same = stored_value(conn, SMTP_URL)?
                    .is_some_and(|v| secrets::open(conn, SMTP_URL, &v).as_ref() == Some(url));
                if !same {
                    upsert.execute(rusqlite::params![SMTP_URL, seal(conn, SMTP_URL, url)?])?;
                }
            }
            None => {
                conn.execute("DELETE FROM settings WHERE key = ?1", [SMTP_URL])?;
            }
        }
        Ok(())
    }

    pub fn public(&self) -> PublicSettings {
        let link = |url: &str| (!url.is_empty()).then(|| url.to_owned());
        PublicSettings {
            company_name: self.company_name.clone(),
            legal_name: self.legal_name.clone(),
            tagline_vi: self.tagline_vi.clone(),
            tagline_en: self.tagline_en.clone(),
            phone: self.phone.clone(),
            email: self.email.clone(),
            street_vi: self.street_vi.clone(),
            street_en: self.street_en.clone(),
            city_vi: self.city_vi.clone(),
            city_en: self.city_en.clone(),
            hours_vi: self.hours_vi.clone(),
            hours_en: self.hours_en.clone(),
            facebook_url: link(&self.facebook_url),
            linkedin_url: link(&self.linkedin_url),
            youtube_url: link(&self.youtube_url),
            zalo_url: link(&self.zalo_url),
            home_figures: self.home_figures.public(),
            usd_vnd_rate: self.usd_vnd_rate.clone(),
        }
    }

    /// `smtp_from_env`: whether the command line names an SMTP URL (it wins).
    pub fn admin(&self, smtp_from_env: bool) -> AdminSettings {
        AdminSettings {
            company_name: self.company_name.clone(),
            legal_name: self.legal_name.clone(),
            tagline_vi: self.tagline_vi.clone(),
            tagline_en: self.tagline_en.clone(),
            phone: self.phone.clone(),
            email: self.email.clone(),
            street_vi: self.street_vi.clone(),
            street_en: self.street_en.clone(),
            city_vi: self.city_vi.clone(),
            city_en: self.city_en.clone(),
            hours_vi: self.hours_vi.clone(),
            hours_en: self.hours_en.clone(),
            facebook_url: self.facebook_url.clone(),
            linkedin_url: self.linkedin_url.clone(),
            youtube_url: self.youtube_url.clone(),
            zalo_url: self.zalo_url.clone(),
            notify_to: self.notify_to.clone(),
            smtp_configured: smtp_from_env || self.smtp_url.is_some(),
            smtp_from_env,
            time_zone: self.time_zone.clone(),
            home_figures: self.home_figures.clone(),
            usd_vnd_rate: self.usd_vnd_rate.clone(),
            confirmations_per_hour: self.confirmations_per_hour,
        }
    }

    /// The social links the owner set, for JSON-LD's `sameAs`: a network's bare home page
    /// (the defaults a new site starts with) names no profile of the company.
    pub fn links(&self) -> Vec<&str> {
        [
            &self.facebook_url,
            &self.linkedin_url,
            &self.youtube_url,
            &self.zalo_url,
        ]
        .into_iter()
        .map(String::as_str)
        .filter(|link| {
            url::Url::parse(link).is_ok_and(|url| {
                !url.path().trim_matches('/').is_empty()
                    || url.query().is_some_and(|q| !q.is_empty())
            })
        })
        .collect()
    }

    /// The public settings as the JSON of `GET /api/settings`.
    pub fn public_json(&self) -> String {
        use poem_openapi::types::ToJSON;
        self.public().to_json_string()
    }
}

/// One stored setting the site's pages do not show (the backup schedule), by key; `None`
/// when it was never set.
pub fn stored_value(conn: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT value FROM settings WHERE key = ?1")?
        .query_row([key], |r| r.get(0))
        .optional()
}

/// A secret setting (docs/decisions-spec.md §26), opened; `None` when there is none or it was
/// sealed with another key.
pub fn stored_secret(conn: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    Ok(stored_value(conn, key)?.and_then(|v| secrets::open(conn, key, &v)))
}

/// Stores a secret setting sealed with the data folder's key.
pub fn store_secret(conn: &Connection, key: &str, plain: &str) -> rusqlite::Result<()> {
    store_value(conn, key, &seal(conn, key, plain)?)
}

/// Removes one setting by key.
pub fn remove_value(conn: &Connection, key: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM settings WHERE key = ?1")?
        .execute([key])?;
    Ok(())
}

fn seal(conn: &Connection, key: &str, plain: &str) -> rusqlite::Result<String> {
    secrets::seal(conn, key, plain)
        .map_err(|err| rusqlite::Error::ToSqlConversionFailure(err.into()))
}

/// Seals the secrets stored in plaintext before docs/decisions-spec.md §26 (the SMTP URL),
/// at start. `secure_delete` overwrites the old bytes and the checkpoint empties the WAL, so
/// the plaintext is left nowhere in the database's files. Returns how many were sealed.
pub fn seal_plaintext_secrets(conn: &mut Connection) -> anyhow::Result<usize> {
    let Some(plain) = stored_value(conn, SMTP_URL)?.filter(|v| !secrets::is_sealed(v)) else {
        return Ok(0);
    };
    conn.execute_batch("PRAGMA secure_delete = ON")?;
    let tx = crate::kernel::db::write(conn)?;
    store_value(&tx, SMTP_URL, &secrets::seal(&tx, SMTP_URL, &plain)?)?;
    tx.commit()?;
    conn.execute_batch("PRAGMA secure_delete = OFF")?;
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
    tracing::info!("the stored SMTP password is now sealed with the secret key");
    Ok(1)
}

/// Stores one setting by key (see [`stored_value`]).
pub fn store_value(conn: &Connection, key: &str, value: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?
    .execute([key, value])?;
    Ok(())
}
