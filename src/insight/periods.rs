//! The Dashboard's periods summed ahead (docs/decisions-spec.md §21: 30 days at the budget
//! within 200 ms). Summing a period's daily totals when asked means grouping up to 1,000
//! rows per day and dimension: at the budget, 30 days are 270,000 rows, over a second. So
//! for each period length the Dashboard offers, the finished days' totals are kept summed
//! by value (`insight_period_sums`) and by dimension (`insight_period_totals`) over the
//! days `first_day..=last_day` (`insight_periods`).
//!
//! `insight_daily` stays the one source. The sums are of its rows only: a day rolled up
//! into a period's days adds its rows in the roll-up's transaction ([`add_rolled_up`]), and
//! the period moves one span of days per transaction, adding the days that enter and taking
//! away the days that leave ([`advance`]). Nothing else changes those rows (a day's
//! `overflow` counts are not shown; its `total` row is read by day), so the sums equal a
//! grouping of the same days. The Dashboard reads them only when their days are exactly
//! the ones asked for; otherwise it groups the daily rows as before.

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::{Connection, OptionalExtension, params};

use super::stats::{DIMENSIONS, OTHER, TOP, Total};
use super::visitor::day_text;
use crate::kernel::db;

/// The period lengths summed ahead: the Dashboard's 7 and 30 days, and its 12 months
/// (`days=365`).
pub const PERIODS: [i64; 3] = [7, 30, 365];

/// Daily rows one transaction moves at most (a day at the budget is about 10,000), so the
/// writer that advances the periods never holds the write lock for long.
const STEP_ROWS: i64 = 12_000;

/// Daily rows one maintenance pass moves at most; the rest waits for the next pass (the
/// Dashboard groups the daily rows meanwhile).
const PASS_ROWS: i64 = 60_000;

/// The days a period's sums cover now, `None` before they were first made.
fn covered(conn: &Connection, days: i64) -> rusqlite::Result<Option<(i64, i64)>> {
    conn.prepare_cached("SELECT first_day, last_day FROM insight_periods WHERE days = ?1")?
        .query_row([days], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()
}

fn set_covered(conn: &Connection, days: i64, first: i64, last: i64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO insight_periods (days, first_day, last_day) VALUES (?1, ?2, ?3)
         ON CONFLICT (days) DO UPDATE SET first_day = excluded.first_day,
                                          last_day = excluded.last_day",
    )?
    .execute([days, first, last])?;
    Ok(())
}

/// Adds (`sign` 1) or takes away (`sign` -1) one day's daily rows in a period's sums.
fn apply_day(conn: &Connection, days: i64, day: &str, sign: i64) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO insight_period_sums (days, dimension, value, visitors, count, rows)
         SELECT ?1, dimension, value, ?3 * visitors, ?3 * count, ?3 FROM insight_daily
          WHERE day = ?2 AND dimension NOT IN ('total', 'overflow')
         ON CONFLICT (days, dimension, value) DO UPDATE
            SET visitors = visitors + excluded.visitors, count = count + excluded.count,
                rows = rows + excluded.rows",
    )?
    .execute(params![days, day, sign])?;
    conn.prepare_cached(
        "INSERT INTO insight_period_totals (days, dimension, visitors, count)
         SELECT ?1, dimension, ?3 * sum(visitors), ?3 * sum(count) FROM insight_daily
          WHERE day = ?2 AND dimension NOT IN ('total', 'overflow')
          GROUP BY dimension
         ON CONFLICT (days, dimension) DO UPDATE
            SET visitors = visitors + excluded.visitors, count = count + excluded.count",
    )?
    .execute(params![days, day, sign])?;
    if sign < 0 {
        conn.prepare_cached(
            "DELETE FROM insight_period_sums
              WHERE days = ?1 AND rows = 0
                AND (dimension, value) IN
                    (SELECT dimension, value FROM insight_daily WHERE day = ?2)",
        )?
        .execute(params![days, day])?;
    }
    Ok(())
}

/// In the roll-up's transaction, after `day`'s rows went into `insight_daily`: adds them to
/// every period whose days include it.
pub fn add_rolled_up(conn: &Connection, day: i64) -> rusqlite::Result<()> {
    for days in PERIODS {
        if covered(conn, days)?.is_some_and(|(first, last)| (first..=last).contains(&day)) {
            apply_day(conn, days, &day_text(day), 1)?;
        }
    }
    Ok(())
}

fn daily_rows(conn: &Connection, day: i64) -> rusqlite::Result<i64> {
    conn.prepare_cached("SELECT count(*) FROM insight_daily WHERE day = ?1")?
        .query_row([day_text(day)], |r| r.get(0))
}

/// The next day to add to (1) or take away from (-1) days `now` on their way to `target`,
/// and the days covered after it; `None` once they are the same. Days leave first, from
/// either end, then days join at either end: the sums always cover one run of days.
fn next_move(now: (i64, i64), target: (i64, i64)) -> Option<(i64, i64, (i64, i64))> {
    let ((first, last), (want_first, want_last)) = (now, target);
    if first > last {
        // Emptied (or never made): it starts again at the target's last day.
        return Some((want_last, 1, (want_last, want_last)));
    }
    if first < want_first {
        Some((first, -1, (first + 1, last)))
    } else if last > want_last {
        Some((last, -1, (first, last - 1)))
    } else if last < want_last {
        Some((last + 1, 1, (first, last + 1)))
    } else if first > want_first {
        Some((first - 1, 1, (first - 1, last)))
    } else {
        None
    }
}

/// Moves a period's sums towards `target` in one transaction, a day at a time, until they
/// are there or [`STEP_ROWS`] daily rows moved (one day at least); the daily rows moved, or
/// `None` when nothing was left to move.
fn step(conn: &mut Connection, days: i64, target: (i64, i64)) -> rusqlite::Result<Option<i64>> {
    let tx = db::write(conn)?;
    let stored = covered(&tx, days)?;
    let mut now = stored.unwrap_or((target.1 + 1, target.1));
    let mut moved = 0;
    while let Some((day, sign, next)) = next_move(now, target) {
        let rows = daily_rows(&tx, day)?;
        if moved > 0 && moved + rows > STEP_ROWS {
            break;
        }
        apply_day(&tx, days, &day_text(day), sign)?;
        moved += rows;
        now = next;
    }
    if stored == Some(now) {
        return Ok(None);
    }
    set_covered(&tx, days, now.0, now.1)?;
    tx.commit()?;
    Ok(Some(moved))
}

/// Moves each period's sums towards the period ending `today`, a span of days per
/// transaction, until they are there or [`PASS_ROWS`] daily rows moved (the next pass goes
/// on). True when every period is there.
pub fn advance(conn: &mut Connection, today: i64) -> rusqlite::Result<bool> {
    let mut moved = 0;
    for days in PERIODS {
        let target = (today - (days - 1), today);
        while let Some(rows) = step(conn, days, target)? {
            moved += rows;
            if moved >= PASS_ROWS {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// The rolled-up days `from..=to` summed by dimension and value, as the Dashboard reads
/// them (`day` empty), when a period's sums cover exactly those days; else `None`.
///
/// Not every value: of each dimension, its [`TOP`] largest values (as many as the
/// Dashboard lists, and those tied with the last of them), the values `live` (the days not
/// rolled up) has, and one [`OTHER`] row with the rest. The Dashboard then lists the same rows as from every value: any
/// value left out has no more than each of those largest, live days add nothing to it, so
/// it could only have been summed in the other row there too. Tool figures are read by
/// tool across the `tool` dimensions, so those share one set of values.
pub fn summed(
    conn: &Connection,
    from: i64,
    to: i64,
    live: &[Total],
) -> rusqlite::Result<Option<Vec<Total>>> {
    let days = to - from + 1;
    if !PERIODS.contains(&days) || covered(conn, days)? != Some((from, to)) {
        return Ok(None);
    }
    let mut wanted: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for dimension in DIMENSIONS.iter().filter(|d| **d != "total") {
        let values = largest(conn, days, dimension)?;
        wanted.entry(group(dimension)).or_default().extend(values);
    }
    for t in live
        .iter()
        .filter(|t| t.value != OTHER && t.dimension != "total")
    {
        wanted
            .entry(group(&t.dimension))
            .or_default()
            .insert(t.value.clone());
    }
    let (mut rows, none) = (Vec::new(), BTreeSet::new());
    for dimension in DIMENSIONS.iter().filter(|d| **d != "total") {
        let values = wanted.get(group(dimension)).unwrap_or(&none);
        rows.extend(dimension_rows(conn, days, dimension, values)?);
    }
    Ok(Some(rows))
}

/// Dimensions read with the same values: the tool ones together.
fn group(dimension: &str) -> &str {
    if dimension.starts_with("tool") {
        "tool"
    } else {
        dimension
    }
}

/// A dimension's [`TOP`] largest values in a period's sums, with every value tied (in
/// visitors) with the last of them: listed by visitors alone, any of them could come next.
fn largest(conn: &Connection, days: i64, dimension: &str) -> rusqlite::Result<Vec<String>> {
    let top: Vec<(String, i64)> = conn
        .prepare_cached(
            "SELECT value, visitors FROM insight_period_sums
              WHERE days = ?1 AND dimension = ?2 AND value <> ?3
              ORDER BY visitors DESC, count DESC, value LIMIT ?4",
        )?
        .query_map(
            params![
                days,
                dimension,
                OTHER,
                i64::try_from(TOP).unwrap_or(i64::MAX)
            ],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?
        .collect::<rusqlite::Result<_>>()?;
    let mut values: Vec<String> = top.iter().map(|(value, _)| value.clone()).collect();
    if let Some((_, last)) = top.last().filter(|_| top.len() == TOP) {
        let mut tied = conn.prepare_cached(
            "SELECT value FROM insight_period_sums
              WHERE days = ?1 AND dimension = ?2 AND visitors = ?3 AND value <> ?4",
        )?;
        for value in tied.query_map(params![days, dimension, last, OTHER], |r| r.get(0))? {
            values.push(value?);
        }
    }
    Ok(values)
}

/// A dimension's sums of `values` (those it has), and the rest of its total as [`OTHER`].
fn dimension_rows(
    conn: &Connection,
    days: i64,
    dimension: &str,
    values: &BTreeSet<String>,
) -> rusqlite::Result<Vec<Total>> {
    let row = |value: String, visitors: i64, count: i64| Total {
        day: String::new(),
        dimension: dimension.to_owned(),
        value,
        visitors,
        count,
    };
    let Some((mut visitors, mut count)) = conn
        .prepare_cached(
            "SELECT visitors, count FROM insight_period_totals WHERE days = ?1 AND dimension = ?2",
        )?
        .query_row(params![days, dimension], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?
    else {
        return Ok(Vec::new());
    };
    let mut one = conn.prepare_cached(
        "SELECT visitors, count FROM insight_period_sums
          WHERE days = ?1 AND dimension = ?2 AND value = ?3",
    )?;
    let mut rows = Vec::new();
    for value in values {
        let found: Option<(i64, i64)> = one
            .query_row(params![days, dimension, value], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()?;
        if let Some((v, c)) = found {
            visitors -= v;
            count -= c;
            rows.push(row(value.clone(), v, c));
        }
    }
    if visitors != 0 || count != 0 {
        rows.push(row(OTHER.to_owned(), visitors, count));
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insight::recorder::maintain_at;
    use crate::insight::stats::{Stats, count_live, stats};

    /// Noon of a day (Vietnam's calendar), as a clock reads it.
    fn noon(day: i64) -> i64 {
        day * 86_400 - 7 * 3_600 + 12 * 3_600
    }

    /// A day's events counted live as the writer counts them: pages, sources, campaigns and
    /// tools overlapping from day to day, more than the Dashboard lists, with ties; one
    /// day past the roll-up's 1,000 rows of pages (its other row).
    fn count_day(conn: &mut Connection, day: i64) {
        let tx = db::write(conn).unwrap();
        let text = day_text(day);
        let extra = if day % 9 == 0 { 1_100 } else { 0 };
        for j in 0..(300 + extra) {
            let page = if j >= 300 {
                format!("/x{day}-{j}")
            } else {
                format!("/p{}", (j * 7 + day) % 160)
            };
            let source = format!("s{}", (j + day * 3) % 130);
            let campaign = format!("c{}", j % 5);
            let tool = format!("t{}", (j / 4 + day) % 120);
            let mut values = vec![
                ("total", ""),
                ("page", page.as_str()),
                ("device", if j % 2 == 0 { "phone" } else { "desktop" }),
                ("language", "vi"),
            ];
            if j % 3 == 0 {
                values.extend([("landing", page.as_str()), ("source", source.as_str())]);
                values.push(("campaign", campaign.as_str()));
            }
            if j % 4 == 0 {
                values.extend([("tool", tool.as_str()), ("tool:pdf", tool.as_str())]);
            }
            count_live(&tx, &text, j % 97, &values).unwrap();
        }
        tx.commit().unwrap();
    }

    /// The Dashboard's figures from the sums kept ahead, and from the daily rows summed
    /// when asked (the sums set aside in a transaction that is then dropped).
    fn both(conn: &mut Connection, today: i64, days: i64) -> (Stats, Stats) {
        assert_eq!(
            covered(conn, days).unwrap(),
            Some((today - days + 1, today)),
            "the {days} days are summed ahead"
        );
        let ahead = stats(conn, noon(today), days, true).unwrap();
        let tx = db::write(conn).unwrap();
        tx.execute("DELETE FROM insight_periods", []).unwrap();
        let grouped = stats(&tx, noon(today), days, true).unwrap();
        drop(tx);
        (ahead, grouped)
    }

    /// Days counted, rolled up and left behind one after another, the clock jumping ahead
    /// and back: the figures read from the sums kept ahead are those of the days' daily
    /// rows summed, for 7, 30 and 365 days; and the period's visitors and page views are
    /// the sum of its days'.
    #[test]
    fn the_periods_summed_ahead_equal_the_sum_of_their_days() {
        let mut conn = Connection::open_in_memory().unwrap();
        db::migrate(&mut conn).unwrap();
        let start = 20_100;
        for day in start..start + 45 {
            count_day(&mut conn, day);
            maintain_at(&mut conn, noon(day)).unwrap();
            if [start + 5, start + 31, start + 44].contains(&day) {
                for days in PERIODS {
                    let (ahead, grouped) = both(&mut conn, day, days);
                    assert_eq!(ahead, grouped, "{days} days to {day}");
                }
            }
        }
        let today = start + 44;
        let (ahead, _) = both(&mut conn, today, 30);
        assert!(ahead.pages.len() == 100 && ahead.pages[99].other == Some(true));
        assert_eq!((ahead.tools.len(), ahead.sources.len()), (100, 100));
        let summed: (i64, i64) = conn
            .query_row(
                "SELECT sum(visitors), sum(count) FROM insight_daily
                  WHERE dimension = 'total' AND day BETWEEN ?1 AND ?2",
                [day_text(today - 29), day_text(today - 1)],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        let live = ahead.daily.last().unwrap();
        assert_eq!(ahead.visitors, summed.0 + live.visitors);
        assert_eq!(ahead.pageviews, summed.1 + live.pageviews);
        let first = &ahead.pages[0];
        let page: (i64, i64) = conn
            .query_row(
                "SELECT sum(visitors), sum(count) FROM insight_daily
                  WHERE dimension = 'page' AND value = ?1 AND day BETWEEN ?2 AND ?3",
                [
                    first.path.clone(),
                    day_text(today - 29),
                    day_text(today - 1),
                ],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        let today_page: (i64, i64) = conn
            .query_row(
                "SELECT visitors, count FROM insight_live
                  WHERE dimension = 'page' AND value = ?1 AND day = ?2",
                [first.path.clone(), day_text(today)],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap_or((0, 0));
        assert_eq!(
            (first.visitors, first.pageviews),
            (page.0 + today_page.0, page.1 + today_page.1)
        );

        // A month away and back: the sums move with the clock both ways.
        for today in [start + 80, start + 60] {
            maintain_at(&mut conn, noon(today)).unwrap();
            for days in PERIODS {
                let (ahead, grouped) = both(&mut conn, today, days);
                assert_eq!(ahead, grouped, "{days} days to {today}");
            }
        }
    }

    #[test]
    fn a_period_moves_a_day_at_a_time_leaving_first() {
        assert_eq!(next_move((10, 16), (10, 16)), None);
        assert_eq!(next_move((10, 16), (11, 17)), Some((10, -1, (11, 16))));
        assert_eq!(next_move((11, 16), (11, 17)), Some((17, 1, (11, 17))));
        assert_eq!(next_move((10, 16), (8, 14)), Some((16, -1, (10, 15))));
        assert_eq!(next_move((10, 14), (8, 14)), Some((9, 1, (9, 14))));
        // Emptied, or never made: it starts again at the last day.
        assert_eq!(next_move((41, 40), (20, 26)), Some((26, 1, (26, 26))));
    }
}
