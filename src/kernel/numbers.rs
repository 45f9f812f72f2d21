//! Numbers as a visitor writes them, read by the server (form submissions before the app has
//! loaded, links' parameters): the same rules as the app's `frontend/src/lib/numbers.ts`
//! (docs/decisions-spec.md §22). Vietnamese writes `92.000,5`, English `92,000.5`; the page's
//! decimal mark is always the decimal mark; the other mark groups thousands when it splits the
//! digits into groups of three, and is otherwise read as a decimal mark (`0.8` typed on the
//! Vietnamese page still means 0.8). Exponents, hex, `inf` and `NaN` are refused.

use super::language::Language;

/// What a field's text was read as.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ReadNumber {
    pub value: f64,
    /// One separator, the page's decimal mark, then exactly three digits: the other language
    /// would read it a thousand times larger (`92,000` on the Vietnamese page).
    pub ambiguous: bool,
}

/// The number `text` means on a page in `lang`, or None when it is not one (blank included).
pub fn read_number(text: &str, lang: Language) -> Option<ReadNumber> {
    let (decimal, other) = marks(lang);
    let s: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '\u{a0}')
        .collect();
    let (sign, unsigned) = match s.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, s.strip_prefix('+').unwrap_or(&s)),
    };
    if unsigned.is_empty()
        || !unsigned
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
    {
        return None;
    }
    let parts: Vec<&str> = unsigned.split(decimal).collect();
    if parts.len() > 2 {
        return None;
    }
    let whole = parts[0];
    let digits = match parts.get(1) {
        Some(fraction) => {
            // The other mark can then only group thousands in the whole part.
            if fraction.contains(other) || !groups_of_three(whole, other) {
                return None;
            }
            format!("{}.{fraction}", whole.replace(other, ""))
        }
        None if whole.contains(other) && groups_of_three(whole, other) => whole.replace(other, ""),
        None if whole.split(other).count() == 2 => whole.replacen(other, ".", 1),
        None => whole.to_owned(),
    };
    // As the app: `\d+(\.\d*)?` or `\.\d+`.
    let (int, frac) = digits.split_once('.').unwrap_or((&digits, ""));
    let all_digits = |p: &str| p.chars().all(|c| c.is_ascii_digit());
    if !all_digits(int) || !all_digits(frac) || (int.is_empty() && frac.is_empty()) {
        return None;
    }
    let value: f64 = digits.parse().ok()?;
    let separators: Vec<char> = unsigned
        .chars()
        .filter(|c| *c == '.' || *c == ',')
        .collect();
    let ambiguous =
        separators == [decimal] && parts.get(1).is_some_and(|f| f.len() == 3) && !whole.is_empty();
    Some(ReadNumber {
        value: sign * value,
        ambiguous,
    })
}

fn marks(lang: Language) -> (char, char) {
    match lang {
        Language::Vi => (',', '.'),
        Language::En => ('.', ','),
    }
}

/// `12.345.678` split by `.`: 1–3 digits (not starting with 0: `0.125` groups nothing), then
/// groups of exactly three (or no mark at all).
fn groups_of_three(whole: &str, mark: char) -> bool {
    let mut groups = whole.split(mark);
    let first = groups.next().unwrap_or("");
    let rest: Vec<&str> = groups.collect();
    rest.is_empty()
        || ((1..=3).contains(&first.len())
            && !first.starts_with('0')
            && rest
                .iter()
                .all(|g| g.len() == 3 && g.chars().all(|c| c.is_ascii_digit())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str, lang: Language) -> Option<f64> {
        read_number(text, lang).map(|r| r.value)
    }

    #[test]
    fn each_language_reads_its_own_way() {
        assert_eq!(value("92.000,5", Language::Vi), Some(92000.5));
        assert_eq!(value("92,000.5", Language::En), Some(92000.5));
        assert_eq!(value("92.000", Language::Vi), Some(92000.0));
        assert_eq!(value("92,000", Language::En), Some(92000.0));
        assert_eq!(value("1.234.567,5", Language::Vi), Some(1234567.5));
        assert_eq!(value(" 15 ", Language::En), Some(15.0));
        assert_eq!(value("-3", Language::Vi), Some(-3.0));
        assert_eq!(value("0.8", Language::Vi), Some(0.8));
        assert_eq!(value("0,8", Language::En), Some(0.8));
        assert_eq!(value("92 000", Language::Vi), Some(92000.0));
        // A leading zero groups nothing: 0.125 on either page.
        assert_eq!(value("0.125", Language::Vi), Some(0.125));
        assert_eq!(value("0,125", Language::En), Some(0.125));
    }

    #[test]
    fn the_ambiguous_case_is_read_by_the_page_and_flagged() {
        let vi = read_number("92,000", Language::Vi).unwrap();
        assert_eq!((vi.value, vi.ambiguous), (92.0, true));
        let en = read_number("92.000", Language::En).unwrap();
        assert_eq!((en.value, en.ambiguous), (92.0, true));
        for (text, lang) in [
            ("92,00", Language::Vi),
            ("1.092,000", Language::Vi),
            ("92.000", Language::Vi),
            ("92.50", Language::En),
            ("1,092.000", Language::En),
        ] {
            assert!(!read_number(text, lang).unwrap().ambiguous, "{text}");
        }
    }

    #[test]
    fn anything_else_is_refused() {
        for text in [
            "", "  ", "abc", "12abc", "1e3", "0x10", "inf", "NaN", "1,2,3.4", "1.2,3", ".", "-",
        ] {
            assert_eq!(value(text, Language::En), None, "{text}");
        }
        for text in ["", "1,2,3", "1.2,3,4"] {
            assert_eq!(value(text, Language::Vi), None, "{text}");
        }
    }
}
