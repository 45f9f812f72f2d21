//! A rate sheet from a spreadsheet (docs/decisions-spec.md §24): CSV or XLSX, read into the
//! card's rows with every refusal named by its line, all or nothing; and the export in the
//! same columns.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use chrono::NaiveDate;

use super::card::{self, DemurrageTariff, FreightLane, LineError, MAX_ROWS, Service, Tier};
use crate::kernel::language::Language;

/// The freight sheet's columns, in the spec's order.
pub const FREIGHT_COLUMNS: [&str; 17] = [
    "origin",
    "destination",
    "service",
    "container",
    "base",
    "baf",
    "caf",
    "lss",
    "pss",
    "thc",
    "doc",
    "security",
    "transit_min",
    "transit_max",
    "carrier",
    "valid_from",
    "valid_until",
];
/// The demurrage sheet's columns; a tiers cell is `day:rate` steps joined by `;`
/// (`1:15;6:25;11:40`).
pub const DEMURRAGE_COLUMNS: [&str; 6] = [
    "port",
    "carrier",
    "container",
    "free_days",
    "demurrage_tiers",
    "detention_tiers",
];

/// The largest file taken: 20,000 lines of the longest usual row, with room to spare.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;

/// XLSX's media type.
pub const XLSX_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Which list a sheet fills.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poem_openapi::Enum)]
#[oai(rename = "RateSheetKind", rename_all = "lowercase")]
pub enum Kind {
    Freight,
    Demurrage,
}

/// A sheet's data lines: each with its line number (the header is line 1) and its cells.
type Lines = Vec<(u32, Vec<String>)>;

/// Why a whole file is refused, or its lines' refusals.
#[derive(Debug)]
pub enum Refusal {
    File(String),
    Lines(Vec<LineError>),
}

/// The rows of a file, or why not.
pub enum Rows {
    Freight(Vec<FreightLane>),
    Demurrage(Vec<DemurrageTariff>),
}

fn say(lang: Language, vi: String, en: String) -> String {
    match lang {
        Language::Vi => vi,
        Language::En => en,
    }
}

/// Reads `bytes` (XLSX when `xlsx`, else CSV) as a sheet of `kind`.
pub fn read(bytes: &[u8], xlsx: bool, kind: Kind, lang: Language) -> Result<Rows, Refusal> {
    let (header, lines) = if xlsx {
        xlsx_lines(bytes, lang)?
    } else {
        csv_lines(bytes, lang)?
    };
    let columns: &[&str] = match kind {
        Kind::Freight => &FREIGHT_COLUMNS,
        Kind::Demurrage => &DEMURRAGE_COLUMNS,
    };
    let order = column_order(&header, columns, lang).map_err(Refusal::File)?;
    if lines.len() > MAX_ROWS {
        return Err(Refusal::File(say(
            lang,
            format!(
                "Tệp có {} dòng; tối đa {MAX_ROWS} dòng mỗi lần nhập.",
                lines.len()
            ),
            format!(
                "The file has {} lines; {MAX_ROWS} at most per import.",
                lines.len()
            ),
        )));
    }
    let cells = |cells: &[String]| -> Vec<String> {
        order
            .iter()
            .map(|&i| cells.get(i).cloned().unwrap_or_default())
            .collect()
    };
    let mut errors = Vec::new();
    let line_numbers: Vec<u32> = lines.iter().map(|(line, _)| *line).collect();
    let rows = match kind {
        Kind::Freight => {
            let lanes = freight_rows(&lines, &cells, lang, &mut errors);
            errors.extend(card::overlaps(&lanes, &line_numbers, lang));
            Rows::Freight(lanes)
        }
        Kind::Demurrage => {
            let tariffs = demurrage_rows(&lines, &cells, lang, &mut errors);
            errors.extend(card::duplicate_tariffs(&tariffs, &line_numbers, lang));
            Rows::Demurrage(tariffs)
        }
    };
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.line);
        return Err(Refusal::Lines(errors));
    }
    if line_numbers.is_empty() {
        return Err(Refusal::File(say(
            lang,
            "Tệp không có dòng dữ liệu nào dưới dòng tiêu đề.".to_owned(),
            "The file has no data lines under its header.".to_owned(),
        )));
    }
    Ok(rows)
}

/// Each line's refusals, by its line number.
fn at_line(line: u32, messages: Vec<String>) -> impl Iterator<Item = LineError> {
    messages
        .into_iter()
        .map(move |message| LineError { line, message })
}

/// The freight lanes of the lines (a placeholder where a line cannot be read), their
/// refusals added to `errors`.
fn freight_rows(
    lines: &[(u32, Vec<String>)],
    cells: &dyn Fn(&[String]) -> Vec<String>,
    lang: Language,
    errors: &mut Vec<LineError>,
) -> Vec<FreightLane> {
    let mut lanes = Vec::with_capacity(lines.len());
    for (line, raw) in lines {
        match freight_row(&cells(raw), lang) {
            Ok(lane) => {
                errors.extend(at_line(*line, card::lane_errors(&lane, lang)));
                lanes.push(lane);
            }
            Err(messages) => {
                errors.extend(at_line(*line, messages));
                lanes.push(placeholder_lane());
            }
        }
    }
    lanes
}

/// The demurrage tariffs of the lines, as [`freight_rows`] does for lanes.
fn demurrage_rows(
    lines: &[(u32, Vec<String>)],
    cells: &dyn Fn(&[String]) -> Vec<String>,
    lang: Language,
    errors: &mut Vec<LineError>,
) -> Vec<DemurrageTariff> {
    let mut tariffs = Vec::with_capacity(lines.len());
    for (line, raw) in lines {
        match demurrage_row(&cells(raw), lang) {
            Ok(tariff) => {
                errors.extend(at_line(*line, card::tariff_errors(&tariff, lang)));
                tariffs.push(tariff);
            }
            Err(messages) => {
                errors.extend(at_line(*line, messages));
                tariffs.push(placeholder_tariff(*line));
            }
        }
    }
    tariffs
}

/// A row that could not be read keeps its place (so later lines keep their numbers) and
/// overlaps nothing.
fn placeholder_lane() -> FreightLane {
    FreightLane {
        origin: String::new(),
        destination: String::new(),
        service: Service::Lcl,
        container: String::new(),
        base: 0.0,
        baf: 0.0,
        caf: 0.0,
        lss: 0.0,
        pss: 0.0,
        thc: 0.0,
        doc: 0.0,
        security: 0.0,
        transit_min: 0,
        transit_max: 0,
        carrier: String::new(),
        valid_from: String::new(),
        valid_until: String::new(),
    }
}

fn placeholder_tariff(line: u32) -> DemurrageTariff {
    DemurrageTariff {
        port: String::new(),
        // Unique, so that it repeats no other row.
        carrier: format!("\u{0}{line}"),
        container: String::new(),
        free_days: 0,
        demurrage: Vec::new(),
        detention: Vec::new(),
    }
}

/// Where each expected column is in the header (any order, any case).
fn column_order(header: &[String], columns: &[&str], lang: Language) -> Result<Vec<usize>, String> {
    let names: Vec<String> = header
        .iter()
        .map(|h| h.trim().to_ascii_lowercase())
        .collect();
    let unknown: Vec<&str> = names
        .iter()
        .filter(|n| !n.is_empty() && !columns.contains(&n.as_str()))
        .map(String::as_str)
        .collect();
    let missing: Vec<&str> = columns
        .iter()
        .filter(|c| !names.iter().any(|n| n == *c))
        .copied()
        .collect();
    if !missing.is_empty() || !unknown.is_empty() {
        let expected = columns.join(",");
        return Err(say(
            lang,
            format!(
                "Dòng 1 (tiêu đề) phải có đúng các cột: {expected}.{}{}",
                if missing.is_empty() {
                    String::new()
                } else {
                    format!(" Thiếu: {}.", missing.join(", "))
                },
                if unknown.is_empty() {
                    String::new()
                } else {
                    format!(" Không rõ: {}.", unknown.join(", "))
                },
            ),
            format!(
                "Line 1 (the header) must have exactly these columns: {expected}.{}{}",
                if missing.is_empty() {
                    String::new()
                } else {
                    format!(" Missing: {}.", missing.join(", "))
                },
                if unknown.is_empty() {
                    String::new()
                } else {
                    format!(" Unknown: {}.", unknown.join(", "))
                },
            ),
        ));
    }
    Ok(columns
        .iter()
        .map(|c| names.iter().position(|n| n == c).expect("checked above"))
        .collect())
}

fn unreadable(lang: Language, what: &str) -> Refusal {
    Refusal::File(say(
        lang,
        format!(
            "Không đọc được tệp {what}. Hãy lưu lại bảng tính dưới dạng {what} rồi thử lần nữa."
        ),
        format!(
            "The {what} file could not be read. Save the spreadsheet as {what} again and retry."
        ),
    ))
}

fn csv_lines(bytes: &[u8], lang: Language) -> Result<(Vec<String>, Lines), Refusal> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    let mut records = reader.records();
    let header = match records.next() {
        Some(Ok(record)) => record.iter().map(str::to_owned).collect(),
        Some(Err(_)) => return Err(unreadable(lang, "CSV")),
        None => {
            return Err(Refusal::File(say(
                lang,
                "Tệp trống.".to_owned(),
                "The file is empty.".to_owned(),
            )));
        }
    };
    let mut lines = Vec::new();
    for record in records {
        let record = record.map_err(|_| unreadable(lang, "CSV (UTF-8)"))?;
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        let line = record.position().map_or(0, |p| p.line() as u32);
        lines.push((line, record.iter().map(str::to_owned).collect()));
        if lines.len() > MAX_ROWS {
            break;
        }
    }
    Ok((header, lines))
}

fn xlsx_lines(bytes: &[u8], lang: Language) -> Result<(Vec<String>, Lines), Refusal> {
    let mut book = Xlsx::new(Cursor::new(bytes)).map_err(|_| unreadable(lang, "XLSX"))?;
    let range = match book.worksheet_range_at(0) {
        Some(Ok(range)) => range,
        _ => return Err(unreadable(lang, "XLSX")),
    };
    // Line numbers as the spreadsheet shows them (the used range may start below row 1).
    let first = range.start().map_or(0, |(row, _)| row);
    let mut rows = range.rows().enumerate();
    let Some((_, header)) = rows.next() else {
        return Err(Refusal::File(say(
            lang,
            "Trang tính đầu tiên trống.".to_owned(),
            "The first sheet is empty.".to_owned(),
        )));
    };
    let header = header.iter().map(cell_text).collect();
    let mut lines = Vec::new();
    for (index, row) in rows {
        let cells: Vec<String> = row.iter().map(cell_text).collect();
        if cells.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        lines.push((first + index as u32 + 1, cells));
        if lines.len() > MAX_ROWS {
            break;
        }
    }
    Ok((header, lines))
}

/// A cell as the text a CSV would hold: whole numbers without a decimal point, dates
/// `YYYY-MM-DD`.
fn cell_text(cell: &Data) -> String {
    match cell {
        Data::Empty | Data::Error(_) => String::new(),
        Data::String(text) | Data::DateTimeIso(text) | Data::DurationIso(text) => text.clone(),
        Data::Int(n) => n.to_string(),
        Data::Float(f) => number_text(*f),
        Data::Bool(b) => b.to_string(),
        Data::DateTime(when) => {
            let serial = when.as_f64();
            if when.is_datetime() {
                // Excel's day 0 is 1899-12-30 (counting its 1900 leap-year error).
                NaiveDate::from_ymd_opt(1899, 12, 30)
                    .and_then(|d| {
                        d.checked_add_signed(chrono::Duration::days(serial.floor() as i64))
                    })
                    .map_or_else(|| number_text(serial), |d| d.format("%Y-%m-%d").to_string())
            } else {
                number_text(serial)
            }
        }
    }
}

fn number_text(f: f64) -> String {
    if f.fract() == 0.0 && f.abs() < 1e15 {
        format!("{}", f as i64)
    } else {
        f.to_string()
    }
}

/// A figure's refusal text.
fn figure_refused(name: &str, text: &str, lang: Language) -> String {
    if text.trim().is_empty() {
        say(
            lang,
            format!("Thiếu {name}."),
            format!("{name} is missing."),
        )
    } else {
        say(
            lang,
            format!("{name} \"{text}\" không phải là một số (dùng dấu chấm cho phần thập phân)."),
            format!("{name} \"{text}\" is not a number (use a point for decimals)."),
        )
    }
}

fn figure(name: &str, text: &str, lang: Language, errors: &mut Vec<String>) -> f64 {
    match text.trim().parse::<f64>() {
        Ok(value) if value.is_finite() => value,
        _ => {
            errors.push(figure_refused(name, text, lang));
            0.0
        }
    }
}

fn days(name: &str, text: &str, lang: Language, errors: &mut Vec<String>) -> u32 {
    match text.trim().parse::<u32>() {
        Ok(value) => value,
        Err(_) => {
            errors.push(if text.trim().is_empty() {
                say(
                    lang,
                    format!("Thiếu {name}."),
                    format!("{name} is missing."),
                )
            } else {
                say(
                    lang,
                    format!("{name} \"{text}\" phải là số ngày nguyên, không âm."),
                    format!("{name} \"{text}\" must be a whole number of days, 0 or more."),
                )
            });
            0
        }
    }
}

fn freight_row(cells: &[String], lang: Language) -> Result<FreightLane, Vec<String>> {
    let mut errors = Vec::new();
    let c = |i: usize| cells[i].trim();
    let service = Service::parse(c(2));
    if service.is_none() {
        errors.push(say(
            lang,
            format!("Dịch vụ \"{}\" phải là fcl20, fcl40 hoặc lcl.", c(2)),
            format!("Service \"{}\" must be fcl20, fcl40 or lcl.", c(2)),
        ));
    }
    let lane = FreightLane {
        origin: c(0).to_ascii_lowercase(),
        destination: c(1).to_ascii_uppercase(),
        service: service.unwrap_or(Service::Lcl),
        container: c(3).to_ascii_lowercase(),
        base: figure("base", c(4), lang, &mut errors),
        baf: figure("baf", c(5), lang, &mut errors),
        caf: figure("caf", c(6), lang, &mut errors),
        lss: figure("lss", c(7), lang, &mut errors),
        pss: figure("pss", c(8), lang, &mut errors),
        thc: figure("thc", c(9), lang, &mut errors),
        doc: figure("doc", c(10), lang, &mut errors),
        security: figure("security", c(11), lang, &mut errors),
        transit_min: days("transit_min", c(12), lang, &mut errors),
        transit_max: days("transit_max", c(13), lang, &mut errors),
        carrier: c(14).chars().take(100).collect(),
        valid_from: c(15).to_owned(),
        valid_until: c(16).to_owned(),
    };
    if errors.is_empty() {
        Ok(lane)
    } else {
        Err(errors)
    }
}

fn tiers(name: &str, text: &str, lang: Language, errors: &mut Vec<String>) -> Vec<Tier> {
    let parsed: Option<Vec<Tier>> = text
        .split(';')
        .filter(|step| !step.trim().is_empty())
        .map(|step| {
            let (day, rate) = step.split_once(':')?;
            let rate: f64 = rate.trim().parse().ok()?;
            Some(Tier {
                from_day: day.trim().parse().ok()?,
                rate,
            })
        })
        .collect();
    match parsed {
        Some(list) if !list.is_empty() => list,
        _ => {
            errors.push(say(
                lang,
                format!("{name} \"{text}\" phải có dạng ngày:giá;ngày:giá (ví dụ 1:15;6:25)."),
                format!("{name} \"{text}\" must read day:rate;day:rate (e.g. 1:15;6:25)."),
            ));
            Vec::new()
        }
    }
}

fn demurrage_row(cells: &[String], lang: Language) -> Result<DemurrageTariff, Vec<String>> {
    let mut errors = Vec::new();
    let c = |i: usize| cells[i].trim();
    let tariff = DemurrageTariff {
        port: c(0).to_ascii_lowercase(),
        carrier: c(1).chars().take(100).collect(),
        container: c(2).to_ascii_lowercase(),
        free_days: days("free_days", c(3), lang, &mut errors),
        demurrage: tiers("demurrage_tiers", c(4), lang, &mut errors),
        detention: tiers("detention_tiers", c(5), lang, &mut errors),
    };
    if errors.is_empty() {
        Ok(tariff)
    } else {
        Err(errors)
    }
}

fn tiers_text(tiers: &[Tier]) -> String {
    tiers
        .iter()
        .map(|t| format!("{}:{}", t.from_day, t.rate))
        .collect::<Vec<_>>()
        .join(";")
}

/// The card's rows of `kind` as CSV (UTF-8 with BOM, for spreadsheets), in the import's
/// columns: an exported file imports back unchanged.
pub fn export(card: &card::RateCard, kind: Kind) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(b"\xEF\xBB\xBF".to_vec());
    let write_err = "CSV into memory";
    match kind {
        Kind::Freight => {
            writer.write_record(FREIGHT_COLUMNS).expect(write_err);
            for l in &card.freight {
                writer
                    .write_record([
                        l.origin.clone(),
                        l.destination.clone(),
                        l.service.code().to_owned(),
                        l.container.clone(),
                        l.base.to_string(),
                        l.baf.to_string(),
                        l.caf.to_string(),
                        l.lss.to_string(),
                        l.pss.to_string(),
                        l.thc.to_string(),
                        l.doc.to_string(),
                        l.security.to_string(),
                        l.transit_min.to_string(),
                        l.transit_max.to_string(),
                        l.carrier.clone(),
                        l.valid_from.clone(),
                        l.valid_until.clone(),
                    ])
                    .expect(write_err);
            }
        }
        Kind::Demurrage => {
            writer.write_record(DEMURRAGE_COLUMNS).expect(write_err);
            for t in &card.demurrage {
                writer
                    .write_record([
                        t.port.clone(),
                        t.carrier.clone(),
                        t.container.clone(),
                        t.free_days.to_string(),
                        tiers_text(&t.demurrage),
                        tiers_text(&t.detention),
                    ])
                    .expect(write_err);
            }
        }
    }
    writer.into_inner().expect(write_err)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "origin,destination,service,container,base,baf,caf,lss,pss,thc,doc,security,transit_min,transit_max,carrier,valid_from,valid_until\n";

    #[test]
    fn a_good_sheet_reads_and_exports_back_the_same() {
        let text = format!(
            "{HEADER}sgn,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-12-01,2026-12-31\nhph,USLAX,lcl,,75.5,10,0,0,0,50,50,0,20,25,,2026-12-01,2027-01-31\n"
        );
        let Ok(Rows::Freight(lanes)) = read(text.as_bytes(), false, Kind::Freight, Language::En)
        else {
            panic!("refused");
        };
        assert_eq!(lanes.len(), 2);
        assert_eq!(lanes[1].base, 75.5);
        let card = card::RateCard {
            usd_vnd: None,
            freight: lanes.clone(),
            demurrage: vec![],
        };
        let again = export(&card, Kind::Freight);
        let Ok(Rows::Freight(back)) = read(&again, false, Kind::Freight, Language::En) else {
            panic!("export does not import");
        };
        assert_eq!(back, lanes);
    }

    #[test]
    fn each_refusal_names_its_line() {
        let text = format!(
            "{HEADER}xxx,NLRTM,fcl40,standard,2000,10,2,4,0,250,50,30,28,35,ONE,2026-12-01,2026-12-31\n\
             sgn,NLRTM,fcl40,standard,,10,2,4,0,250,50,30,28,35,ONE,2026-12-01,2026-12-31\n\
             sgn,NLRTM,fcl40,standard,2000,-3,2,4,0,250,50,30,28,35,ONE,2026-12-01,2026-12-31\n\
             sgn,NLRTM,fcl40,reefer,2000,3,2,4,0,250,50,30,28,35,ONE,2026-13-01,2026-12-31\n"
        );
        let Err(Refusal::Lines(errors)) = read(text.as_bytes(), false, Kind::Freight, Language::En)
        else {
            panic!("accepted");
        };
        let lines: Vec<u32> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 3, 4, 5], "{errors:?}");
        assert!(errors[1].message.contains("base is missing"), "{errors:?}");
    }

    #[test]
    fn demurrage_tiers_read_from_one_cell() {
        let text = "port,carrier,container,free_days,demurrage_tiers,detention_tiers\nsgn,,40hc,5,1:30;6:50,1:20\n";
        let Ok(Rows::Demurrage(tariffs)) =
            read(text.as_bytes(), false, Kind::Demurrage, Language::En)
        else {
            panic!("refused");
        };
        assert_eq!(
            tariffs[0].demurrage[1],
            Tier {
                from_day: 6,
                rate: 50.0
            }
        );
    }
}
