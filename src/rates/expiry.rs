//! Lanes that stop applying soon (docs/decisions-spec.md §24): the console warns, and the
//! owner's digest says, 7 days ahead, counted in the business's time zone.

use chrono::{NaiveDate, TimeZone, Utc};
use poem_openapi::Object;
use rusqlite::Connection;

use super::card::{self, FreightLane};
use super::store;
use crate::kernel::clock::Clock;
use crate::settings::SiteSettings;

/// Days ahead the console (and the digest) warn of lanes that stop applying.
pub const WARN_DAYS: i64 = 7;
/// Lanes listed in a warning; the count says how many there are in all.
const WARN_LIST: usize = 50;

/// Lanes of the published card that stop applying soon, or already did.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExpiryWarning {
    /// Lanes whose `validUntil` is within 7 days (today included), soonest first; 50 at most.
    pub expiring: Vec<FreightLane>,
    /// How many lanes expire within 7 days.
    pub expiring_count: u32,
    /// How many lanes are past their `validUntil`.
    pub expired_count: u32,
    /// The business's today (`YYYY-MM-DD`, in its time zone), which the warning counts from.
    pub today: String,
}

/// The business's date now.
pub fn business_today(conn: &Connection, clock: &Clock) -> rusqlite::Result<NaiveDate> {
    let zone = SiteSettings::time_zone(conn)?;
    Ok(Utc
        .timestamp_opt(clock.now(), 0)
        .single()
        .unwrap_or_default()
        .with_timezone(&zone)
        .date_naive())
}

/// The lanes of the published card that stop applying within [`WARN_DAYS`].
pub fn warning(conn: &Connection, clock: &Clock) -> rusqlite::Result<ExpiryWarning> {
    let today = business_today(conn, clock)?;
    let card = store::published(conn)?.map(|p| p.card).unwrap_or_default();
    let (soon, expired) = card::expiring(&card, today, WARN_DAYS);
    Ok(ExpiryWarning {
        expiring_count: soon.len() as u32,
        expiring: soon.into_iter().take(WARN_LIST).cloned().collect(),
        expired_count: expired as u32,
        today: today.format("%Y-%m-%d").to_string(),
    })
}
