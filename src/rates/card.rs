//! The rate card's model and its rules (docs/decisions-spec.md §24): freight lanes, demurrage
//! and detention tariffs, and the USD→VND rate. The same checks serve the console's JSON
//! (`PUT /api/admin/rates/draft`) and an imported file, each refusal named by its row.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;
use poem_openapi::{Enum, Object};
use serde::{Deserialize, Serialize};

use crate::kernel::language::Language;

/// The lines (rows) a card may hold of each kind.
pub const MAX_ROWS: usize = 20_000;

/// The origin ports of the freight calculator (`frontend/src/tools/shared/ports.ts`
/// `ORIGIN_PORT_CODES`; a test keeps the two lists equal).
pub const ORIGIN_PORTS: [&str; 6] = ["sgn", "hph", "dad", "cmv", "qui", "nha"];
/// Its destination ports (`DESTINATION_PORT_CODES` there).
pub const DESTINATION_PORTS: [&str; 10] = [
    "CNSHA", "SGSIN", "USNYC", "USLAX", "NLRTM", "DEHAM", "AEDXB", "JPTYO", "KRPUS", "GBFXT",
];
/// The freight calculator's container types (`frontend/src/tools/freight/data.ts`).
pub const FREIGHT_CONTAINERS: [&str; 4] = ["standard", "reefer", "opentop", "flatrack"];
/// The Vietnamese ports of the demurrage tracker (`frontend/src/tools/demurrage/data.ts`
/// `VN_PORT_CODES`), where a container waits.
pub const DEMURRAGE_PORTS: [&str; 6] = ["sgn", "cmv", "hph", "lch", "dad", "qui"];
/// Its container types (`CONTAINER_TYPE_CODES` there).
pub const DEMURRAGE_CONTAINERS: [&str; 7] =
    ["20gp", "40gp", "40hc", "20rf", "40rf", "20ot", "40fr"];

/// `fcl20`, `fcl40` or `lcl`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Enum, Serialize, Deserialize,
)]
#[oai(rename = "RateService", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum Service {
    Fcl20,
    Fcl40,
    Lcl,
}

impl Service {
    pub fn code(self) -> &'static str {
        match self {
            Service::Fcl20 => "fcl20",
            Service::Fcl40 => "fcl40",
            Service::Lcl => "lcl",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        match code.trim().to_ascii_lowercase().as_str() {
            "fcl20" => Some(Service::Fcl20),
            "fcl40" => Some(Service::Fcl40),
            "lcl" => Some(Service::Lcl),
            _ => None,
        }
    }
}

/// One freight lane: a port pair, service and container type, its charges in USD, valid on
/// departure dates from `validFrom` to `validUntil` (both included).
#[derive(Debug, Clone, PartialEq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FreightLane {
    /// An origin port code of the calculator (`sgn`, `hph`, …).
    pub origin: String,
    /// A destination port code (UN/LOCODE, `NLRTM`, …).
    pub destination: String,
    pub service: Service,
    /// `standard`, `reefer`, `opentop` or `flatrack`; empty for LCL.
    pub container: String,
    /// USD per container (FCL) or per m³ (LCL).
    pub base: f64,
    /// Percent of base.
    pub baf: f64,
    pub caf: f64,
    pub lss: f64,
    pub pss: f64,
    /// USD per container.
    pub thc: f64,
    /// USD per bill of lading.
    pub doc: f64,
    /// USD per container.
    pub security: f64,
    pub transit_min: u32,
    pub transit_max: u32,
    #[oai(validator(max_length = 100))]
    pub carrier: String,
    /// `YYYY-MM-DD`.
    pub valid_from: String,
    /// `YYYY-MM-DD`; the last departure date the lane applies to.
    pub valid_until: String,
}

/// One step of a tariff: from this charged day on (1 = the first day after free time),
/// `rate` USD a day.
#[derive(Debug, Clone, PartialEq, Object, Serialize, Deserialize)]
#[oai(rename = "RateTier", rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tier {
    pub from_day: u32,
    pub rate: f64,
}

/// A demurrage and detention tariff at a Vietnamese port.
#[derive(Debug, Clone, PartialEq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DemurrageTariff {
    /// A port code of the demurrage tracker (`sgn`, `cmv`, `hph`, `lch`, `dad`, `qui`).
    pub port: String,
    /// Empty: the port's tariff for any carrier.
    #[oai(validator(max_length = 100))]
    pub carrier: String,
    /// `20gp`, `40gp`, `40hc`, `20rf`, `40rf`, `20ot` or `40fr`.
    pub container: String,
    pub free_days: u32,
    /// Steps from day 1, in order.
    pub demurrage: Vec<Tier>,
    pub detention: Vec<Tier>,
}

/// The rate the card's VND figures are worked out at.
#[derive(Debug, Clone, PartialEq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UsdVnd {
    /// VND for one USD.
    pub rate: f64,
    /// `YYYY-MM-DD`: the day the rate was taken.
    pub date: String,
}

/// The card as the owner edits it (the draft) and as each version keeps it.
#[derive(Debug, Clone, Default, PartialEq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateCard {
    #[oai(skip_serializing_if_is_none)]
    pub usd_vnd: Option<UsdVnd>,
    #[oai(validator(max_items = 20000))]
    pub freight: Vec<FreightLane>,
    #[oai(validator(max_items = 20000))]
    pub demurrage: Vec<DemurrageTariff>,
}

/// A refused row: its line in the file (or its place in the list, from 1) and why.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename = "RateLineError", rename_all = "camelCase")]
pub struct LineError {
    pub line: u32,
    pub message: String,
}

fn date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    // Exactly `YYYY-MM-DD`: chrono alone would also take `2026-1-5`.
    (text.len() == 10)
        .then(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok())
        .flatten()
}

/// Whether `text` is a real `YYYY-MM-DD` date.
pub fn is_date(text: &str) -> bool {
    date(text).is_some()
}

fn say(lang: Language, vi: String, en: String) -> String {
    match lang {
        Language::Vi => vi,
        Language::En => en,
    }
}

/// The refusals of one freight lane (empty: it is good).
pub fn lane_errors(lane: &FreightLane, lang: Language) -> Vec<String> {
    let mut out = Vec::new();
    place_errors(lane, lang, &mut out);
    figure_errors(lane, lang, &mut out);
    date_errors(lane, lang, &mut out);
    out
}

/// Ports and container type.
fn place_errors(lane: &FreightLane, lang: Language, out: &mut Vec<String>) {
    if !ORIGIN_PORTS.contains(&lane.origin.as_str()) {
        out.push(say(
            lang,
            format!(
                "Cảng đi \"{}\" không có trong danh sách ({}).",
                lane.origin,
                ORIGIN_PORTS.join(", ")
            ),
            format!(
                "Unknown origin port \"{}\" (one of {}).",
                lane.origin,
                ORIGIN_PORTS.join(", ")
            ),
        ));
    }
    if !DESTINATION_PORTS.contains(&lane.destination.as_str()) {
        out.push(say(
            lang,
            format!(
                "Cảng đến \"{}\" không có trong danh sách ({}).",
                lane.destination,
                DESTINATION_PORTS.join(", ")
            ),
            format!(
                "Unknown destination port \"{}\" (one of {}).",
                lane.destination,
                DESTINATION_PORTS.join(", ")
            ),
        ));
    }
    let container_ok = match lane.service {
        Service::Lcl => lane.container.is_empty(),
        _ => FREIGHT_CONTAINERS.contains(&lane.container.as_str()),
    };
    if !container_ok {
        out.push(match lane.service {
            Service::Lcl => say(
                lang,
                "Hàng lẻ (lcl) không ghi loại container: để trống cột container.".to_owned(),
                "LCL has no container type: leave the container column empty.".to_owned(),
            ),
            _ => say(
                lang,
                format!(
                    "Loại container \"{}\" không hợp lệ ({}).",
                    lane.container,
                    FREIGHT_CONTAINERS.join(", ")
                ),
                format!(
                    "Unknown container type \"{}\" (one of {}).",
                    lane.container,
                    FREIGHT_CONTAINERS.join(", ")
                ),
            ),
        });
    }
}

/// Money, percentages and transit days.
fn figure_errors(lane: &FreightLane, lang: Language, out: &mut Vec<String>) {
    let figures = [
        ("base", lane.base),
        ("baf", lane.baf),
        ("caf", lane.caf),
        ("lss", lane.lss),
        ("pss", lane.pss),
        ("thc", lane.thc),
        ("doc", lane.doc),
        ("security", lane.security),
    ];
    for (name, value) in figures {
        if !value.is_finite() || value < 0.0 {
            out.push(say(
                lang,
                format!("Cột {name} phải là một số không âm."),
                format!("The {name} column must be a number of 0 or more."),
            ));
        }
    }
    if lane.base <= 0.0 && lane.base.is_finite() {
        out.push(say(
            lang,
            "Cước cơ bản (base) phải lớn hơn 0.".to_owned(),
            "The base rate must be more than 0.".to_owned(),
        ));
    }
    if lane.transit_min > lane.transit_max || lane.transit_max > 120 {
        out.push(say(
            lang,
            "Thời gian vận chuyển: transit_min không được lớn hơn transit_max (tối đa 120 ngày)."
                .to_owned(),
            "Transit days: transit_min must not exceed transit_max (120 days at most).".to_owned(),
        ));
    }
}

/// Validity: real dates, in order.
fn date_errors(lane: &FreightLane, lang: Language, out: &mut Vec<String>) {
    match (date(&lane.valid_from), date(&lane.valid_until)) {
        (Some(from), Some(until)) if from > until => out.push(say(
            lang,
            format!(
                "Ngày hiệu lực {} sau ngày hết hạn {}.",
                lane.valid_from, lane.valid_until
            ),
            format!(
                "valid_from {} is after valid_until {}.",
                lane.valid_from, lane.valid_until
            ),
        )),
        (from, until) => {
            for (name, text, parsed) in [
                ("valid_from", &lane.valid_from, from),
                ("valid_until", &lane.valid_until, until),
            ] {
                if parsed.is_none() {
                    out.push(say(
                        lang,
                        format!("{name} \"{text}\" không phải là ngày có thật dạng YYYY-MM-DD."),
                        format!("{name} \"{text}\" is not a real date written YYYY-MM-DD."),
                    ));
                }
            }
        }
    }
}

/// The refusals of one tariff (empty: it is good).
pub fn tariff_errors(tariff: &DemurrageTariff, lang: Language) -> Vec<String> {
    let mut out = Vec::new();
    if !DEMURRAGE_PORTS.contains(&tariff.port.as_str()) {
        out.push(say(
            lang,
            format!(
                "Cảng \"{}\" không có trong danh sách ({}).",
                tariff.port,
                DEMURRAGE_PORTS.join(", ")
            ),
            format!(
                "Unknown port \"{}\" (one of {}).",
                tariff.port,
                DEMURRAGE_PORTS.join(", ")
            ),
        ));
    }
    if !DEMURRAGE_CONTAINERS.contains(&tariff.container.as_str()) {
        out.push(say(
            lang,
            format!(
                "Loại container \"{}\" không hợp lệ ({}).",
                tariff.container,
                DEMURRAGE_CONTAINERS.join(", ")
            ),
            format!(
                "Unknown container type \"{}\" (one of {}).",
                tariff.container,
                DEMURRAGE_CONTAINERS.join(", ")
            ),
        ));
    }
    if tariff.free_days > 60 {
        out.push(say(
            lang,
            "Số ngày miễn phí (free_days) tối đa là 60.".to_owned(),
            "free_days is 60 at most.".to_owned(),
        ));
    }
    for (name, tiers) in [
        ("demurrage", &tariff.demurrage),
        ("detention", &tariff.detention),
    ] {
        let steps_ok = !tiers.is_empty()
            && tiers.len() <= 10
            && tiers[0].from_day == 1
            && tiers.windows(2).all(|w| w[0].from_day < w[1].from_day);
        let rates_ok = tiers.iter().all(|t| t.rate.is_finite() && t.rate >= 0.0);
        if !steps_ok || !rates_ok {
            out.push(say(
                lang,
                format!("Biểu phí {name} cần 1–10 bậc \"ngày:giá\" bắt đầu từ ngày 1, ngày tăng dần, giá không âm (ví dụ 1:15;6:25)."),
                format!("The {name} tiers need 1–10 steps \"day:rate\" starting at day 1, days rising, rates 0 or more (e.g. 1:15;6:25)."),
            ));
        }
    }
    out
}

/// The rows' identity for overlaps: the calculator picks one row for a lane and date.
type LaneKey<'a> = (&'a str, &'a str, Service, &'a str);

/// Freight rows of the same lane whose validity overlaps: each later row, with the line of
/// the row it overlaps. `lines[i]` is row i's line.
pub fn overlaps(lanes: &[FreightLane], lines: &[u32], lang: Language) -> Vec<LineError> {
    let mut by_lane: HashMap<LaneKey<'_>, Vec<(NaiveDate, NaiveDate, u32)>> = HashMap::new();
    for (lane, &line) in lanes.iter().zip(lines) {
        if let (Some(from), Some(until)) = (date(&lane.valid_from), date(&lane.valid_until)) {
            let key = (
                lane.origin.as_str(),
                lane.destination.as_str(),
                lane.service,
                lane.container.as_str(),
            );
            by_lane.entry(key).or_default().push((from, until, line));
        }
    }
    let mut out = Vec::new();
    for (key, mut spans) in by_lane {
        spans.sort();
        // Sorted by start: a span overlaps an earlier one exactly when it starts on or before
        // the latest end seen so far.
        let mut latest: Option<(NaiveDate, u32)> = None;
        for (from, until, line) in spans {
            if let Some((end, other)) = latest
                && from <= end
            {
                out.push(LineError {
                    line: line.max(other),
                    message: say(
                        lang,
                        format!(
                            "Tuyến {} → {} {} {} trùng thời gian hiệu lực với dòng {}.",
                            key.0,
                            key.1,
                            key.2.code(),
                            key.3,
                            line.min(other)
                        ),
                        format!(
                            "Lane {} → {} {} {} overlaps the validity of line {}.",
                            key.0,
                            key.1,
                            key.2.code(),
                            key.3,
                            line.min(other)
                        ),
                    ),
                });
            }
            if latest.is_none_or(|(end, _)| until > end) {
                latest = Some((until, line));
            }
        }
    }
    out
}

/// Tariffs listed twice for one port, carrier and container.
pub fn duplicate_tariffs(
    tariffs: &[DemurrageTariff],
    lines: &[u32],
    lang: Language,
) -> Vec<LineError> {
    let mut seen: BTreeMap<(&str, String, &str), u32> = BTreeMap::new();
    let mut out = Vec::new();
    for (tariff, &line) in tariffs.iter().zip(lines) {
        let key = (
            tariff.port.as_str(),
            tariff.carrier.trim().to_lowercase(),
            tariff.container.as_str(),
        );
        if let Some(first) = seen.get(&key) {
            out.push(LineError {
                line,
                message: say(
                    lang,
                    format!("Biểu phí này trùng với dòng {first} (cùng cảng, hãng tàu và loại container)."),
                    format!("This tariff repeats line {first} (same port, carrier and container)."),
                ),
            });
        } else {
            seen.insert(key, line);
        }
    }
    out
}

/// Every refusal of a whole card, each named by its place in its list (from 1).
pub fn card_errors(card: &RateCard, lang: Language) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(usd) = &card.usd_vnd
        && (!usd.rate.is_finite() || usd.rate <= 0.0 || !is_date(&usd.date))
    {
        out.push(say(
            lang,
            "Tỷ giá USD→VND cần một số dương và ngày dạng YYYY-MM-DD.".to_owned(),
            "The USD→VND rate needs a positive number and a date written YYYY-MM-DD.".to_owned(),
        ));
    }
    let named = |list: &str, errors: Vec<LineError>| -> Vec<String> {
        errors
            .into_iter()
            .map(|e| match lang {
                Language::Vi => format!("{list}, dòng {}: {}", e.line, e.message),
                Language::En => format!("{list}, row {}: {}", e.line, e.message),
            })
            .collect()
    };
    let freight_list = lang.pick("Cước vận chuyển", "Freight");
    let demurrage_list = lang.pick("Phí lưu container", "Demurrage");
    let rows = |n: usize| (1..=n as u32).collect::<Vec<_>>();
    let mut freight = Vec::new();
    for (i, lane) in card.freight.iter().enumerate() {
        for message in lane_errors(lane, lang) {
            freight.push(LineError {
                line: i as u32 + 1,
                message,
            });
        }
    }
    freight.extend(overlaps(&card.freight, &rows(card.freight.len()), lang));
    out.extend(named(freight_list, freight));
    let mut demurrage = Vec::new();
    for (i, tariff) in card.demurrage.iter().enumerate() {
        for message in tariff_errors(tariff, lang) {
            demurrage.push(LineError {
                line: i as u32 + 1,
                message,
            });
        }
    }
    demurrage.extend(duplicate_tariffs(
        &card.demurrage,
        &rows(card.demurrage.len()),
        lang,
    ));
    out.extend(named(demurrage_list, demurrage));
    out
}

/// Lanes whose validity ends within `days` days of `today` (today included), soonest first,
/// with how many there are in all; lanes already past are `expired`.
pub fn expiring(card: &RateCard, today: NaiveDate, days: i64) -> (Vec<&FreightLane>, usize) {
    let horizon = today + chrono::Duration::days(days);
    let mut soon: Vec<(NaiveDate, &FreightLane)> = card
        .freight
        .iter()
        .filter_map(|lane| date(&lane.valid_until).map(|d| (d, lane)))
        .filter(|(until, _)| *until >= today && *until <= horizon)
        .collect();
    soon.sort_by_key(|(until, _)| *until);
    let expired = card
        .freight
        .iter()
        .filter(|lane| date(&lane.valid_until).is_some_and(|d| d < today))
        .count();
    (soon.into_iter().map(|(_, lane)| lane).collect(), expired)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn lane(from: &str, until: &str) -> FreightLane {
        FreightLane {
            origin: "sgn".into(),
            destination: "NLRTM".into(),
            service: Service::Fcl40,
            container: "standard".into(),
            base: 2000.0,
            baf: 10.0,
            caf: 2.0,
            lss: 4.0,
            pss: 0.0,
            thc: 250.0,
            doc: 50.0,
            security: 30.0,
            transit_min: 28,
            transit_max: 35,
            carrier: "ONE".into(),
            valid_from: from.into(),
            valid_until: until.into(),
        }
    }

    #[test]
    fn overlapping_validity_of_one_lane_is_refused_by_line() {
        let lanes = [
            lane("2026-12-01", "2026-12-31"),
            lane("2027-01-01", "2027-01-31"),
            lane("2026-12-20", "2027-01-05"),
        ];
        let errors = overlaps(&lanes, &[2, 3, 4], Language::En);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors.iter().all(|e| e.line == 4), "{errors:?}");
        let mut other = lane("2026-12-20", "2027-01-05");
        other.container = "reefer".into();
        assert!(overlaps(&[lanes[0].clone(), other], &[2, 3], Language::En).is_empty());
    }

    #[test]
    fn a_lane_is_checked_field_by_field() {
        let mut bad = lane("2026-02-30", "2026-12-31");
        bad.origin = "xxx".into();
        bad.baf = -1.0;
        let errors = lane_errors(&bad, Language::En).join(" | ");
        for needle in [
            "Unknown origin port",
            "baf column",
            "valid_from \"2026-02-30\"",
        ] {
            assert!(errors.contains(needle), "{errors}");
        }
        assert!(lane_errors(&lane("2026-01-01", "2026-12-31"), Language::En).is_empty());
    }

    /// The codes of a `NAME = [...] as const` list in a frontend source file.
    fn codes(source: &str, name: &str) -> Vec<String> {
        let start = source.find(&format!("{name} = [")).expect(name);
        let list = &source[start..start + source[start..].find("] as const").expect(name)];
        list.split('\'')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn the_codes_are_the_calculators() {
        let ports = include_str!("../../frontend/src/tools/shared/ports.ts");
        let freight = include_str!("../../frontend/src/tools/freight/data.ts");
        let demurrage = include_str!("../../frontend/src/tools/demurrage/data.ts");
        assert_eq!(codes(ports, "ORIGIN_PORT_CODES"), ORIGIN_PORTS);
        assert_eq!(codes(ports, "DESTINATION_PORT_CODES"), DESTINATION_PORTS);
        assert_eq!(codes(freight, "CONTAINER_TYPE_CODES"), FREIGHT_CONTAINERS);
        assert_eq!(codes(demurrage, "VN_PORT_CODES"), DEMURRAGE_PORTS);
        assert_eq!(
            codes(demurrage, "CONTAINER_TYPE_CODES"),
            DEMURRAGE_CONTAINERS
        );
    }

    #[test]
    fn expiry_looks_seven_days_ahead() {
        let card = RateCard {
            usd_vnd: None,
            freight: vec![
                lane("2026-01-01", "2026-12-05"),
                lane("2026-01-01", "2026-12-08"),
                lane("2026-01-01", "2026-12-09"),
                lane("2026-01-01", "2026-11-30"),
            ],
            demurrage: vec![],
        };
        let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let (soon, expired) = expiring(&card, today, 7);
        assert_eq!(soon.len(), 2);
        assert_eq!(soon[0].valid_until, "2026-12-05");
        assert_eq!(expired, 1);
    }
}
