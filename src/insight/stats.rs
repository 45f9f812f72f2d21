//! The figures the Dashboard shows (docs/decisions-spec.md §16), from the daily totals of
//! finished days and, for days not rolled up yet (today), from the live totals the event
//! writer keeps as it stores each event (`insight_live`), capped the same way.
//! A period's visitors are the sum of its days' visitors: a visitor is known for one day
//! only, by design, so someone who came on three days counts three times.

use std::collections::{BTreeMap, HashMap};

use poem_openapi::Object;
use rusqlite::{Connection, params};

use super::periods;
use super::visitor::{day_number, day_of_utc_text, day_start_utc, day_text};
use crate::enquiries::store::{EnquiryOrigin, origins_between};

/// The dimensions of a day's totals, as `insight_daily` and `insight_live` name them.
pub(super) const DIMENSIONS: [&str; 12] = [
    "total",
    "page",
    "landing",
    "source",
    "campaign",
    "device",
    "language",
    "tool",
    "tool:calculated",
    "tool:pdf",
    "tool:link",
    "tool:quote",
];

/// One total of one day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Total {
    pub day: String,
    pub dimension: String,
    pub value: String,
    pub visitors: i64,
    pub count: i64,
}

/// Rows one day keeps per dimension at most (docs/decisions-spec.md §21): the largest
/// `ROWS_PER_DIMENSION - 1` values, and the rest summed as [`OTHER`].
pub const ROWS_PER_DIMENSION: usize = 1_000;

/// The value of the row that sums the values left out of a dimension. No counted value can
/// be it: paths, hosts, labels and tools never hold control characters.
pub const OTHER: &str = "\u{1}other";

/// Adds `count` events of `kind` past the day's raw budget to its `overflow` totals: page
/// views also move the day's live total (nothing else is known of them).
pub fn add_overflow(conn: &Connection, day: &str, kind: &str, count: i64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO insight_daily (day, dimension, value, visitors, count)
         VALUES (?1, 'overflow', ?2, 0, ?3)
         ON CONFLICT (day, dimension, value) DO UPDATE SET count = count + excluded.count",
    )?
    .execute(params![day, kind, count])?;
    if kind == "pageview" {
        conn.prepare_cached(
            "INSERT INTO insight_live (day, dimension, value, visitors, count)
             VALUES (?1, 'total', '', 0, ?2)
             ON CONFLICT (day, dimension, value) DO UPDATE SET count = count + excluded.count",
        )?
        .execute(params![day, count])?;
    }
    Ok(())
}

/// Counts one stored event in its day's live totals, in the writer's transaction: one
/// more of each (dimension, value) it has, and one more visitor where this visitor was not
/// counted yet. What the Dashboard reads of today is then a few indexed rows, not a
/// grouping of the day's raw events (docs/decisions-spec.md §21).
pub fn count_live(
    conn: &Connection,
    day: &str,
    visitor: i64,
    values: &[(&str, &str)],
) -> rusqlite::Result<()> {
    let mut upsert = conn.prepare_cached(
        "INSERT INTO insight_live (day, dimension, value, visitors, count)
         VALUES (?1, ?2, ?3, 0, 1)
         ON CONFLICT (day, dimension, value) DO UPDATE SET count = count + 1
         RETURNING id",
    )?;
    let mut seen = conn.prepare_cached(
        "INSERT OR IGNORE INTO insight_live_seen (live_id, visitor) VALUES (?1, ?2)",
    )?;
    let mut new_visitor =
        conn.prepare_cached("UPDATE insight_live SET visitors = visitors + 1 WHERE id = ?1")?;
    for (dimension, value) in values {
        let id: i64 = upsert.query_row(params![day, dimension, value], |r| r.get(0))?;
        if seen.execute(params![id, visitor])? > 0 {
            new_visitor.execute([id])?;
        }
    }
    Ok(())
}

/// One live day's rows of `dimension`, capped as a finished day is: the largest
/// `ROWS_PER_DIMENSION - 1` (by visitors, then count, then value) read through the ranking
/// index, the rest summed into one [`OTHER`] row.
fn live_dimension(conn: &Connection, day: &str, dimension: &str) -> rusqlite::Result<Vec<Total>> {
    let total = |value: String, visitors: i64, count: i64| Total {
        day: day.to_owned(),
        dimension: dimension.to_owned(),
        value,
        visitors,
        count,
    };
    let mut rows: Vec<Total> = conn
        .prepare_cached(
            "SELECT value, visitors, count FROM insight_live WHERE day = ?1 AND dimension = ?2
             ORDER BY visitors DESC, count DESC, value LIMIT ?3",
        )?
        .query_map(
            params![
                day,
                dimension,
                i64::try_from(ROWS_PER_DIMENSION + 1).unwrap_or(i64::MAX)
            ],
            |r| Ok(total(r.get(0)?, r.get(1)?, r.get(2)?)),
        )?
        .collect::<rusqlite::Result<_>>()?;
    if rows.len() > ROWS_PER_DIMENSION {
        rows.truncate(ROWS_PER_DIMENSION - 1);
        let (visitors, count): (i64, i64) = conn
            .prepare_cached(
                "SELECT coalesce(sum(visitors), 0), coalesce(sum(count), 0) FROM insight_live
                 WHERE day = ?1 AND dimension = ?2",
            )?
            .query_row(params![day, dimension], |r| Ok((r.get(0)?, r.get(1)?)))?;
        let kept_visitors: i64 = rows.iter().map(|t| t.visitors).sum();
        let kept_count: i64 = rows.iter().map(|t| t.count).sum();
        rows.push(total(
            OTHER.to_owned(),
            visitors - kept_visitors,
            count - kept_count,
        ));
    }
    Ok(rows)
}

/// A live day's totals (only the `total` row when `all` is false).
fn live_totals(conn: &Connection, day: &str, all: bool) -> rusqlite::Result<Vec<Total>> {
    let mut totals = Vec::new();
    for dimension in DIMENSIONS.iter().filter(|d| all || **d == "total") {
        totals.extend(live_dimension(conn, day, dimension)?);
    }
    Ok(totals)
}

/// The earliest day with live totals, if it is before `before`.
pub fn live_day_before(conn: &Connection, before: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row("SELECT min(day) FROM insight_live", [], |r| {
        r.get::<_, Option<String>>(0)
    })
    .map(|day| day.filter(|day| day.as_str() < before))
}

/// Moves a finished day's live totals into `insight_daily`, capped at
/// [`ROWS_PER_DIMENSION`] rows a dimension, and forgets its live rows and visitor keys. A
/// day already rolled up (events written after its roll-up, past the grace) keeps its
/// totals: only its live rows go.
pub fn roll_up(conn: &Connection, day: &str) -> rusqlite::Result<()> {
    let rolled_up = conn
        .prepare_cached(
            "SELECT 1 FROM insight_daily WHERE day = ?1 AND dimension = 'total' LIMIT 1",
        )?
        .exists([day])?;
    if !rolled_up {
        let mut totals = live_totals(conn, day, true)?;
        // The `total` row marks the day rolled up, even a day of tool events only.
        if !totals.iter().any(|t| t.dimension == "total") {
            totals.push(Total {
                day: day.to_owned(),
                dimension: "total".to_owned(),
                value: String::new(),
                visitors: 0,
                count: 0,
            });
        }
        let mut insert = conn.prepare_cached(
            "INSERT INTO insight_daily (day, dimension, value, visitors, count)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        for t in totals {
            insert.execute(params![t.day, t.dimension, t.value, t.visitors, t.count])?;
        }
        // The periods summed ahead that cover the day take its rows in the same transaction.
        if let Some(number) = super::visitor::day_of_text(day) {
            periods::add_rolled_up(conn, number)?;
        }
    }
    conn.prepare_cached(
        "DELETE FROM insight_live_seen
          WHERE live_id IN (SELECT id FROM insight_live WHERE day = ?1)",
    )?
    .execute([day])?;
    conn.prepare_cached("DELETE FROM insight_live WHERE day = ?1")?
        .execute([day])?;
    Ok(())
}

/// Every total of the days `from..=to` (only the `total` rows when `all` is false): rolled
/// up, or kept live for the days that are not. The `total` rows come by day (the chart's);
/// the other dimensions of the rolled-up days come summed over the period, with `day`
/// empty (every reader sums them by value anyway): from the period's sums kept ahead
/// (`periods`) when they cover exactly these days, else summed by SQLite (30 days at the
/// budget are up to 270,000 rows, far faster summed there than carried out one by one).
pub fn totals_between(
    conn: &Connection,
    from: i64,
    to: i64,
    all: bool,
) -> rusqlite::Result<Vec<Total>> {
    let (from_text, to_text) = (day_text(from), day_text(to));
    let mut totals: Vec<Total> = conn
        .prepare_cached(
            "SELECT day, dimension, value, visitors, count FROM insight_daily
             WHERE day BETWEEN ?1 AND ?2 AND dimension = 'total'",
        )?
        .query_map(params![from_text, to_text], total_of_row)?
        .collect::<rusqlite::Result<_>>()?;
    let rolled_up: std::collections::HashSet<String> =
        totals.iter().map(|t| t.day.clone()).collect();
    // Days not rolled up yet (today, and a day just ended): one look-up each.
    let mut live = Vec::new();
    let mut has_live = conn.prepare_cached("SELECT 1 FROM insight_live WHERE day = ?1 LIMIT 1")?;
    for day in (from..=to).map(day_text) {
        if rolled_up.contains(&day) || !has_live.exists([&day])? {
            continue;
        }
        live.extend(live_totals(conn, &day, all)?);
    }
    if all {
        match periods::summed(conn, from, to, &live)? {
            Some(rows) => totals.extend(rows),
            None => totals.extend(summed_by_sqlite(conn, &from_text, &to_text)?),
        }
    }
    totals.extend(live);
    Ok(totals)
}

fn total_of_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Total> {
    Ok(Total {
        day: r.get(0)?,
        dimension: r.get(1)?,
        value: r.get(2)?,
        visitors: r.get(3)?,
        count: r.get(4)?,
    })
}

/// The daily rows of `from..=to` other than the `total` ones, summed by dimension and value.
fn summed_by_sqlite(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<Vec<Total>> {
    conn.prepare_cached(
        "SELECT '', dimension, value, sum(visitors), sum(count) FROM insight_daily
         WHERE day BETWEEN ?1 AND ?2 AND dimension NOT IN ('total', 'overflow')
         GROUP BY dimension, value",
    )?
    .query_map(params![from, to], total_of_row)?
    .collect()
}

#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct DayFigures {
    /// `YYYY-MM-DD`, Vietnam's calendar.
    pub date: String,
    pub visitors: i64,
    pub pageviews: i64,
}

#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct PageFigures {
    /// `""` on the row of the other pages.
    pub path: String,
    pub visitors: i64,
    pub pageviews: i64,
    /// The sum of the pages not listed (past the Dashboard's 100 rows, or a day's 1,000).
    #[oai(skip_serializing_if_is_none)]
    pub other: Option<bool>,
}

/// Visitors by one value: a source (the referrer's host or `utm_source`; `""` for none,
/// i.e. typed or bookmarked), a campaign, a device class (`phone`, `tablet`, `desktop`), a
/// language (`vi`, `en`).
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct ValueFigures {
    pub value: String,
    pub visitors: i64,
    /// The sum of the values not listed (`value` is `""`).
    #[oai(skip_serializing_if_is_none)]
    pub other: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct SourceFigures {
    /// The referrer's host or `utm_source`; `""` when none (typed, bookmarked, an app).
    pub source: String,
    pub visitors: i64,
    /// The sum of the sources not listed (`source` is `""` then too).
    #[oai(skip_serializing_if_is_none)]
    pub other: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct ToolFigures {
    /// The tool's page name, e.g. `incoterms-calculator`.
    pub tool: String,
    /// Visitors who used it (any event).
    pub visitors: i64,
    pub calculated: i64,
    pub pdf: i64,
    pub link: i64,
    pub quote: i64,
    /// The sum of the tools not listed (`tool` is `""`).
    #[oai(skip_serializing_if_is_none)]
    pub other: Option<bool>,
}

/// Enquiries of the period with the same landing page, source, campaign and tool.
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct EnquiryGroup {
    /// The visit's landing page; absent when the enquiry's visit was not counted (no
    /// JavaScript, `Sec-GPC`, counting off).
    #[oai(skip_serializing_if_is_none)]
    pub landing_path: Option<String>,
    /// As in `sources` (`""`: none); absent when the visit was not counted.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub campaign: Option<String>,
    /// The last calculator used before sending it; absent when none.
    #[oai(skip_serializing_if_is_none)]
    pub tool: Option<String>,
    pub count: i64,
}

/// Conversion of one landing page, source, campaign or tool: enquiries ÷ visitors.
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct ConversionFigures {
    pub value: String,
    pub visitors: i64,
    pub enquiries: i64,
    /// `enquiries / visitors`; absent when there were no visitors.
    #[oai(skip_serializing_if_is_none)]
    pub rate: Option<f64>,
    /// The sum of the values not listed (`value` is `""`).
    #[oai(skip_serializing_if_is_none)]
    pub other: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct Conversions {
    /// By landing page (visitors who arrived on it).
    pub pages: Vec<ConversionFigures>,
    /// By source (visitors who arrived from it).
    pub sources: Vec<ConversionFigures>,
    pub campaigns: Vec<ConversionFigures>,
    /// By tool (visitors who used it; the enquiry's tool is the last one used).
    pub tools: Vec<ConversionFigures>,
    /// Enquiries whose visit was not counted.
    pub unattributed: i64,
}

#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct PreviousPeriod {
    pub from: String,
    pub to: String,
    pub visitors: i64,
    pub pageviews: i64,
    pub enquiry_count: i64,
    pub daily: Vec<DayFigures>,
}

/// `GET /api/admin/stats`: the period's figures, the previous period's beside them.
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct Stats {
    /// Whether the server counts visits now (`--no-analytics` turns it off).
    pub counting: bool,
    pub days: i64,
    /// First and last day of the period (`YYYY-MM-DD`, Vietnam's calendar); the last is today.
    pub from: String,
    pub to: String,
    /// The sum of each day's visitors (a visitor is recognised within one day only).
    pub visitors: i64,
    pub pageviews: i64,
    /// Enquiries received in the period (spam left out).
    pub enquiry_count: i64,
    pub previous: PreviousPeriod,
    pub daily: Vec<DayFigures>,
    pub pages: Vec<PageFigures>,
    pub sources: Vec<SourceFigures>,
    pub campaigns: Vec<ValueFigures>,
    pub devices: Vec<ValueFigures>,
    pub languages: Vec<ValueFigures>,
    pub tools: Vec<ToolFigures>,
    pub enquiries: Vec<EnquiryGroup>,
    pub conversion: Conversions,
}

/// Landing page, source, campaign and tool: what groups the enquiries.
type OriginKey = (
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// Rows kept in each list, the largest first.
pub(super) const TOP: usize = 100;

/// Where one enquiry came from: the enquiry's own record (docs/decisions-spec.md §15's `source`
/// and `context`, once the enquiries carry them) wins over the counted visit's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Origin {
    counted: bool,
    landing_path: Option<String>,
    source: Option<String>,
    campaign: Option<String>,
    tool: Option<String>,
}

fn origin(enquiry: &EnquiryOrigin, visit: Option<&Origin>) -> Origin {
    let visit = visit.cloned().unwrap_or_default();
    let own = enquiry.landing_path.is_some() || enquiry.source.is_some();
    Origin {
        counted: visit.counted || own,
        landing_path: enquiry.landing_path.clone().or(visit.landing_path),
        source: if own {
            Some(enquiry.source.clone().unwrap_or_default())
        } else {
            visit.source
        },
        campaign: enquiry.campaign.clone().or(visit.campaign),
        tool: enquiry.tool.clone().or(visit.tool),
    }
}

/// The visit side of the enquiries received on days `from..=to`, by enquiry id.
fn visits_between(
    conn: &Connection,
    from: i64,
    to: i64,
) -> rusqlite::Result<HashMap<String, Origin>> {
    let mut stmt = conn.prepare_cached(
        "SELECT enquiry_id, landing_path, source, campaign, tool FROM insight_conversions
         WHERE day BETWEEN ?1 AND ?2",
    )?;
    stmt.query_map([day_text(from), day_text(to)], |r| {
        Ok((
            r.get::<_, String>(0)?,
            Origin {
                counted: true,
                landing_path: r.get(1)?,
                source: r.get(2)?,
                campaign: r.get(3)?,
                tool: r.get(4)?,
            },
        ))
    })?
    .collect()
}

struct Period {
    visitors: i64,
    pageviews: i64,
    daily: Vec<DayFigures>,
    totals: Vec<Total>,
    origins: Vec<Origin>,
}

fn period(conn: &Connection, from: i64, to: i64, all: bool) -> anyhow::Result<Period> {
    let totals = totals_between(conn, from, to, all)?;
    let mut by_day: BTreeMap<&str, (i64, i64)> = BTreeMap::new();
    for t in totals.iter().filter(|t| t.dimension == "total") {
        let entry = by_day.entry(&t.day).or_default();
        entry.0 += t.visitors;
        entry.1 += t.count;
    }
    let daily: Vec<DayFigures> = (from..=to)
        .map(|day| {
            let date = day_text(day);
            let (visitors, pageviews) = by_day.get(date.as_str()).copied().unwrap_or_default();
            DayFigures {
                date,
                visitors,
                pageviews,
            }
        })
        .collect();
    // Enquiries are stored in UTC: the period's bounds are Vietnam's midnights.
    let enquiries = origins_between(conn, &day_start_utc(from), &day_start_utc(to + 1))?;
    let visits = visits_between(conn, from - 1, to + 1)?;
    let origins = enquiries
        .iter()
        .filter(|e| day_of_utc_text(&e.created_at).is_some_and(|d| (from..=to).contains(&d)))
        .map(|e| origin(e, visits.get(&e.id)))
        .collect();
    Ok(Period {
        visitors: daily.iter().map(|d| d.visitors).sum(),
        pageviews: daily.iter().map(|d| d.pageviews).sum(),
        daily,
        totals,
        origins,
    })
}

/// Sums of one dimension's totals by value: (visitors, count), largest visitors first, at
/// most [`TOP`] rows: the rest, and every day's own [`OTHER`] row, summed in a last
/// [`OTHER`] row.
fn summed(totals: &[Total], dimension: &str) -> Vec<(String, i64, i64)> {
    let mut sums: HashMap<&str, (i64, i64)> = HashMap::new();
    for t in totals.iter().filter(|t| t.dimension == dimension) {
        let entry = sums.entry(&t.value).or_default();
        entry.0 += t.visitors;
        entry.1 += t.count;
    }
    let mut other = sums.remove(OTHER);
    let mut rows: Vec<(String, i64, i64)> = sums
        .into_iter()
        .map(|(value, (visitors, count))| (value.to_owned(), visitors, count))
        .collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)).then(a.0.cmp(&b.0)));
    if rows.len() > TOP || (other.is_some() && rows.len() == TOP) {
        for (_, visitors, count) in rows.split_off(TOP - 1) {
            let sum = other.get_or_insert_default();
            sum.0 += visitors;
            sum.1 += count;
        }
    }
    if let Some((visitors, count)) = other {
        rows.push((OTHER.to_owned(), visitors, count));
    }
    rows
}

/// A value as the Dashboard gets it: the [`OTHER`] row as `""` with `other: true`.
fn shown(value: String) -> (String, Option<bool>) {
    if value == OTHER {
        (String::new(), Some(true))
    } else {
        (value, None)
    }
}

fn conversion(
    totals: &[Total],
    dimension: &str,
    origins: &[Origin],
    key: impl Fn(&Origin) -> Option<&String>,
) -> Vec<ConversionFigures> {
    let mut rows: BTreeMap<String, (i64, i64)> = summed(totals, dimension)
        .into_iter()
        .map(|(value, visitors, _)| (value, (visitors, 0)))
        .collect();
    for o in origins.iter().filter(|o| o.counted) {
        if let Some(value) = key(o) {
            rows.entry(value.clone()).or_default().1 += 1;
        }
    }
    let mut rows: Vec<ConversionFigures> = rows
        .into_iter()
        .map(|(value, (visitors, enquiries))| {
            let (value, other) = shown(value);
            ConversionFigures {
                value,
                visitors,
                enquiries,
                #[allow(clippy::cast_precision_loss)]
                rate: (visitors > 0).then(|| enquiries as f64 / visitors as f64),
                other,
            }
        })
        .collect();
    // The other values' row last, whatever its figures.
    rows.sort_by(|a, b| {
        a.other
            .cmp(&b.other)
            .then(b.enquiries.cmp(&a.enquiries))
            .then(b.visitors.cmp(&a.visitors))
            .then(a.value.cmp(&b.value))
    });
    if rows.len() > TOP {
        let other = rows.pop().filter(|r| r.other.is_some());
        rows.truncate(TOP - usize::from(other.is_some()));
        rows.extend(other);
    }
    rows
}

/// Each tool's figures, most visitors first; past [`TOP`] the rest summed in a last row.
fn tool_figures(totals: &[Total]) -> Vec<ToolFigures> {
    let mut tools: BTreeMap<String, ToolFigures> = BTreeMap::new();
    for t in totals.iter().filter(|t| t.dimension.starts_with("tool")) {
        let row = tools.entry(t.value.clone()).or_insert_with(|| {
            let (tool, other) = shown(t.value.clone());
            ToolFigures {
                tool,
                visitors: 0,
                calculated: 0,
                pdf: 0,
                link: 0,
                quote: 0,
                other,
            }
        });
        match t.dimension.as_str() {
            "tool" => row.visitors += t.visitors,
            "tool:calculated" => row.calculated += t.count,
            "tool:pdf" => row.pdf += t.count,
            "tool:link" => row.link += t.count,
            "tool:quote" => row.quote += t.count,
            _ => {}
        }
    }
    let mut other = tools.remove(OTHER);
    let mut tools: Vec<ToolFigures> = tools.into_values().collect();
    tools.sort_by(|a, b| b.visitors.cmp(&a.visitors).then(a.tool.cmp(&b.tool)));
    if tools.len() > TOP || (other.is_some() && tools.len() == TOP) {
        for rest in tools.split_off(TOP - 1) {
            let sum = other.get_or_insert_with(|| ToolFigures {
                tool: String::new(),
                visitors: 0,
                calculated: 0,
                pdf: 0,
                link: 0,
                quote: 0,
                other: Some(true),
            });
            sum.visitors += rest.visitors;
            sum.calculated += rest.calculated;
            sum.pdf += rest.pdf;
            sum.link += rest.link;
            sum.quote += rest.quote;
        }
    }
    tools.extend(other);
    tools
}

/// The Dashboard's figures for the `days` days ending today (`now`), with the `days` before.
pub fn stats(conn: &Connection, now: i64, days: i64, counting: bool) -> anyhow::Result<Stats> {
    let to = day_number(now);
    let from = to - (days - 1);
    let current = period(conn, from, to, true)?;
    // Only the previous period's daily totals are shown.
    let previous = period(conn, from - days, from - 1, false)?;
    let totals = &current.totals;
    let origins = &current.origins;
    Ok(Stats {
        counting,
        days,
        from: day_text(from),
        to: day_text(to),
        visitors: current.visitors,
        pageviews: current.pageviews,
        enquiry_count: count(origins.len()),
        previous: PreviousPeriod {
            from: day_text(from - days),
            to: day_text(from - 1),
            visitors: previous.visitors,
            pageviews: previous.pageviews,
            enquiry_count: count(previous.origins.len()),
            daily: previous.daily,
        },
        pages: page_figures(totals),
        sources: source_figures(totals),
        campaigns: value_figures(totals, "campaign"),
        devices: value_figures(totals, "device"),
        languages: value_figures(totals, "language"),
        tools: tool_figures(totals),
        enquiries: enquiry_groups(origins),
        conversion: conversions(totals, origins),
        daily: current.daily,
    })
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// The pages most visited, the rest summed as one "other" row.
fn page_figures(totals: &[Total]) -> Vec<PageFigures> {
    summed(totals, "page")
        .into_iter()
        .map(|(path, visitors, pageviews)| {
            let (path, other) = shown(path);
            PageFigures {
                path,
                visitors,
                pageviews,
                other,
            }
        })
        .collect()
}

/// The sources visitors came from, the rest summed as one "other" row.
fn source_figures(totals: &[Total]) -> Vec<SourceFigures> {
    summed(totals, "source")
        .into_iter()
        .map(|(source, visitors, _)| {
            let (source, other) = shown(source);
            SourceFigures {
                source,
                visitors,
                other,
            }
        })
        .collect()
}

/// The visitors by each value of `dimension` (campaign, device, language).
fn value_figures(totals: &[Total], dimension: &str) -> Vec<ValueFigures> {
    summed(totals, dimension)
        .into_iter()
        .map(|(value, visitors, _)| {
            let (value, other) = shown(value);
            ValueFigures {
                value,
                visitors,
                other,
            }
        })
        .collect()
}

/// The period's enquiries grouped by where they came from, the largest groups first.
fn enquiry_groups(origins: &[Origin]) -> Vec<EnquiryGroup> {
    let mut groups: BTreeMap<OriginKey, i64> = BTreeMap::new();
    for o in origins {
        let key = (
            o.landing_path.clone(),
            o.source.clone(),
            o.campaign.clone(),
            o.tool.clone(),
        );
        *groups.entry(key).or_default() += 1;
    }
    let mut enquiries: Vec<EnquiryGroup> = groups
        .into_iter()
        .map(
            |((landing_path, source, campaign, tool), count)| EnquiryGroup {
                landing_path,
                source,
                campaign,
                tool,
                count,
            },
        )
        .collect();
    enquiries.sort_by_key(|e| std::cmp::Reverse(e.count));
    enquiries.truncate(TOP);
    enquiries
}

/// Enquiries per visitor by landing page, source, campaign and tool.
fn conversions(totals: &[Total], origins: &[Origin]) -> Conversions {
    Conversions {
        pages: conversion(totals, "landing", origins, |o| o.landing_path.as_ref()),
        sources: conversion(totals, "source", origins, |o| o.source.as_ref()),
        campaigns: conversion(totals, "campaign", origins, |o| o.campaign.as_ref()),
        tools: conversion(totals, "tool", origins, |o| o.tool.as_ref()),
        unattributed: count(origins.iter().filter(|o| !o.counted).count()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Once enquiries carry §15's `source` and `context`, those win; the counted visit
    /// fills what they leave out, and an enquiry with neither is unattributed.
    #[test]
    fn an_enquirys_own_origin_wins_over_its_visit() {
        let visit = Origin {
            counted: true,
            landing_path: Some("/blog/a".into()),
            source: Some("google.com".into()),
            campaign: None,
            tool: Some("freight-calculator".into()),
        };
        let today = EnquiryOrigin {
            id: "1".into(),
            created_at: "2025-03-10T03:00:00.000Z".into(),
            ..EnquiryOrigin::default()
        };
        assert_eq!(origin(&today, Some(&visit)), visit);
        assert!(!origin(&today, None).counted);
        let with_source = EnquiryOrigin {
            landing_path: Some("/services".into()),
            source: Some("zalo".into()),
            campaign: Some("tet".into()),
            tool: Some("incoterms-calculator".into()),
            ..today.clone()
        };
        let joined = origin(&with_source, Some(&visit));
        assert_eq!(joined.landing_path.as_deref(), Some("/services"));
        assert_eq!(joined.source.as_deref(), Some("zalo"));
        assert_eq!(joined.campaign.as_deref(), Some("tet"));
        assert_eq!(joined.tool.as_deref(), Some("incoterms-calculator"));
        // A §15 enquiry without a counted visit (GPC, no JavaScript) is still attributed.
        let alone = origin(&with_source, None);
        assert!(alone.counted);
        // A direct visit (no referrer, no utm) has the empty source.
        let direct = EnquiryOrigin {
            landing_path: Some("/".into()),
            ..today
        };
        assert_eq!(origin(&direct, None).source.as_deref(), Some(""));
    }
}
