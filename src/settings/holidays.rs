//! Vietnam's public holidays as the owner corrects them (docs/decisions-spec.md §19): a year's
//! decreed schedule replaces the demurrage tracker's built-in year (the default, in
//! `frontend/src/tools/demurrage/vn-holidays.ts`). The table is small and bounded (one row
//! a year, 2000–2100, at most [`MAX_DAYS`] days each); the tracker's page carries it whole in
//! its data block, since a date anywhere in it may fall inside free time.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, LazyLock, RwLock};

use chrono::{Datelike, NaiveDate, Weekday};
use poem_openapi::{Enum, Object};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::http::check::{Catalogue, check_body};
use crate::http::encoding::Encoded;
use crate::http::schema::Closed;
use crate::kernel::changes::ChangeListener;
use crate::kernel::language::Language;

/// The first and last year the owner may set.
pub const FIRST_YEAR: i32 = 2000;
pub const LAST_YEAR: i32 = 2100;
/// Days a year's schedule may list (days off and make-up workdays together).
pub const MAX_DAYS: usize = 80;

/// What a day is: a day off of one of the occasions of Labour Code art. 112 (and the
/// Culture Day of 24 November), a day off made up or swapped, or a weekend day worked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Serialize, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub enum HolidayKind {
    NewYear,
    Tet,
    HungKings,
    Reunification,
    LabourDay,
    NationalDay,
    CultureDay,
    /// A holiday that fell on a weekend, made up on a working day.
    Compensatory,
    /// A working day off, swapped for a Saturday worked.
    Swapped,
    /// A Saturday or Sunday worked in exchange for a swapped day off.
    Workday,
}

/// One day of a year's schedule.
#[derive(Debug, Clone, PartialEq, Eq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HolidayDay {
    /// `YYYY-MM-DD`, in the year it is listed under.
    #[oai(validator(pattern = r"^\d{4}-\d{2}-\d{2}$"))]
    pub date: String,
    pub kind: HolidayKind,
}

/// A year the owner set.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct HolidayYear {
    pub year: i32,
    /// In date order.
    pub days: Vec<HolidayDay>,
    /// When the owner saved it (RFC 3339, UTC).
    pub updated_at: String,
}

/// Every year the owner set, oldest first: `GET /api/holidays`, and the demurrage page's
/// data block.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct HolidayCalendar {
    pub years: Vec<HolidayYear>,
}

/// The body of `PUT /api/admin/holidays/{year}`: the year's whole schedule.
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
pub struct HolidayYearInput {
    /// Days off and make-up workdays, each once.
    #[oai(validator(max_items = 80))]
    pub days: Vec<HolidayDay>,
}

/// Every year the owner set.
pub fn load(conn: &Connection) -> rusqlite::Result<HolidayCalendar> {
    let mut stmt =
        conn.prepare_cached("SELECT year, schedule, updated_at FROM holiday_years ORDER BY year")?;
    let years = stmt
        .query_map([], |row| {
            let schedule: String = row.get(1)?;
            Ok(HolidayYear {
                year: row.get(0)?,
                // Written only by `save`, from checked days; a row edited by hand into
                // something else reads as an empty year rather than failing every page.
                days: serde_json::from_str(&schedule).unwrap_or_default(),
                updated_at: row.get(2)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(HolidayCalendar { years })
}

/// Stores `days` (checked by [`parse`]) as `year`'s schedule.
pub fn save(conn: &Connection, year: i32, days: &[HolidayDay]) -> rusqlite::Result<HolidayYear> {
    let schedule = serde_json::to_string(days).expect("days serialise");
    let updated_at = conn.query_row(
        "INSERT INTO holiday_years (year, schedule, updated_at) \
         VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) \
         ON CONFLICT(year) DO UPDATE SET schedule = excluded.schedule, updated_at = excluded.updated_at \
         RETURNING updated_at",
        params![year, schedule],
        |row| row.get(0),
    )?;
    Ok(HolidayYear {
        year,
        days: days.to_vec(),
        updated_at,
    })
}

/// The built-in years (2024–2030), as the demurrage tracker computes them in
/// `frontend/src/tools/demurrage/vn-holidays.ts`; a test there keeps this copy the same.
static BUILT_IN: LazyLock<BTreeMap<i32, Vec<HolidayDay>>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("vn-holidays.json")).expect("the built-in holidays parse")
});

/// A built-in year's days, date order: what applies while the owner has not set the year.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct BuiltInYear {
    pub year: i32,
    pub days: Vec<HolidayDay>,
}

/// `GET /api/admin/holidays`: the owner's years, and the built-in ones the editor starts
/// from (§23: a year's editor starts from the days in force).
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminHolidayCalendar {
    pub years: Vec<HolidayYear>,
    pub built_in: Vec<BuiltInYear>,
}

/// Every built-in year.
pub fn built_in() -> Vec<BuiltInYear> {
    BUILT_IN
        .iter()
        .map(|(year, days)| BuiltInYear {
            year: *year,
            days: days.clone(),
        })
        .collect()
}

/// The days in force in `year`: the owner's, else the built-in ones (none outside them).
pub fn in_force(conn: &Connection, year: i32) -> rusqlite::Result<Vec<HolidayDay>> {
    let saved: Option<String> = conn
        .query_row(
            "SELECT schedule FROM holiday_years WHERE year = ?1",
            [year],
            |r| r.get(0),
        )
        .optional()?;
    Ok(match saved {
        Some(schedule) => serde_json::from_str(&schedule).unwrap_or_default(),
        None => BUILT_IN.get(&year).cloned().unwrap_or_default(),
    })
}

/// `day` added to the days in force in `year` (a day already listed takes the new kind);
/// every other day stays (§23). The days are checked as a whole year's are.
pub fn with_day(
    conn: &Connection,
    year: i32,
    day: HolidayDay,
    lang: Language,
) -> anyhow::Result<Result<Vec<HolidayDay>, String>> {
    let mut days = in_force(conn, year)?;
    days.retain(|d| d.date != day.date);
    days.push(day);
    let body = serde_json::to_vec(&serde_json::json!({ "days": days }))?;
    Ok(parse(&body, year, lang))
}

/// Removes `year`'s schedule (the built-in one applies again); false when there was none.
pub fn remove(conn: &Connection, year: i32) -> rusqlite::Result<bool> {
    Ok(conn.execute("DELETE FROM holiday_years WHERE year = ?1", [year])? > 0)
}

/// The names of the body's fields.
pub struct HolidayText;

impl Catalogue for HolidayText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "days" => lang.pick("Danh sách ngày (days)", "Days (days)").to_owned(),
            _ => key.to_owned(),
        }
    }

    /// A day the schema lets through that is not `{date, kind}`.
    fn unreadable(&self, _key: &str, _name: &str, lang: Language) -> String {
        day_shape(lang)
    }
}

/// A day that is not `{date, kind}`.
pub fn day_shape(lang: Language) -> String {
    lang.pick(
        "Mỗi ngày cần đúng hai trường: date (YYYY-MM-DD) và kind (một loại ngày đã định).",
        "Each day needs exactly two fields: date (YYYY-MM-DD) and kind (one of the listed kinds).",
    )
    .to_owned()
}

/// The days of `body` for `year`, in date order; the 400 text otherwise. Rules no schema
/// can say: a real date, inside the year, each once, and a make-up workday on a weekend.
pub fn parse(body: &[u8], year: i32, lang: Language) -> Result<Vec<HolidayDay>, String> {
    let days = check_body::<Closed<HolidayYearInput>>(body, &HolidayText, lang)?.days;
    let mut seen = BTreeSet::new();
    let mut dated = Vec::with_capacity(days.len());
    for day in days {
        let Ok(date) = NaiveDate::parse_from_str(&day.date, "%Y-%m-%d") else {
            return Err(match lang {
                Language::Vi => format!("{} không phải là một ngày có thật.", day.date),
                Language::En => format!("{} is not a real date.", day.date),
            });
        };
        if date.year() != year {
            return Err(match lang {
                Language::Vi => format!("Ngày {} không thuộc năm {year}.", day.date),
                Language::En => format!("{} is not in {year}.", day.date),
            });
        }
        if !seen.insert(date) {
            return Err(match lang {
                Language::Vi => format!("Ngày {} được nhập hai lần.", day.date),
                Language::En => format!("{} is listed twice.", day.date),
            });
        }
        let weekend = matches!(date.weekday(), Weekday::Sat | Weekday::Sun);
        if day.kind == HolidayKind::Workday && !weekend {
            return Err(match lang {
                Language::Vi => format!(
                    "Ngày làm bù {} phải là thứ Bảy hoặc Chủ nhật (ngày thường vốn đã là ngày làm việc).",
                    day.date
                ),
                Language::En => format!(
                    "The make-up workday {} must be a Saturday or Sunday (a weekday is a working day already).",
                    day.date
                ),
            });
        }
        dated.push((date, day));
    }
    dated.sort_by_key(|(date, _)| *date);
    Ok(dated.into_iter().map(|(_, day)| day).collect())
}

/// The calendar's JSON as kept in memory: `GET /api/holidays` and the render's answer.
pub struct CurrentHolidays(RwLock<Arc<Encoded>>);

impl CurrentHolidays {
    pub fn load(conn: &Connection) -> rusqlite::Result<Arc<Self>> {
        Ok(Arc::new(CurrentHolidays(RwLock::new(encoded(conn)?))))
    }

    pub fn json(&self) -> Arc<Encoded> {
        self.0.read().expect("holidays lock").clone()
    }
}

fn encoded(conn: &Connection) -> rusqlite::Result<Arc<Encoded>> {
    use poem_openapi::types::ToJSON;
    let json = load(conn)?.to_json_string();
    Ok(Arc::new(Encoded::new(json.into_bytes())))
}

impl ChangeListener for CurrentHolidays {
    fn changed(&self, conn: &Connection) -> anyhow::Result<()> {
        let next = encoded(conn)?;
        if next.identity != self.json().identity {
            *self.0.write().expect("holidays lock") = next;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(v: serde_json::Value) -> Vec<u8> {
        serde_json::to_vec(&v).unwrap()
    }

    #[test]
    fn days_are_checked_and_sorted() {
        let ok = parse(
            &body(serde_json::json!({"days": [
                {"date": "2026-01-10", "kind": "workday"},
                {"date": "2026-01-01", "kind": "newYear"},
            ]})),
            2026,
            Language::En,
        )
        .unwrap();
        assert_eq!(ok[0].date, "2026-01-01");
        for (days, needle) in [
            (
                serde_json::json!([{"date": "2026-02-30", "kind": "tet"}]),
                "real date",
            ),
            (
                serde_json::json!([{"date": "2027-01-01", "kind": "newYear"}]),
                "not in 2026",
            ),
            (
                serde_json::json!([{"date": "2026-01-01", "kind": "newYear"}, {"date": "2026-01-01", "kind": "tet"}]),
                "twice",
            ),
            (
                serde_json::json!([{"date": "2026-01-02", "kind": "workday"}]),
                "Saturday",
            ),
            (
                serde_json::json!([{"date": "2026-01-02", "kind": "party"}]),
                "kind",
            ),
            (serde_json::json!([{"date": "2026-01-02"}]), "kind"),
        ] {
            let err = parse(
                &body(serde_json::json!({ "days": days })),
                2026,
                Language::En,
            )
            .unwrap_err();
            assert!(err.contains(needle), "{err}");
        }
    }
}
