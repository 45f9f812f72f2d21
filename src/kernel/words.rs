//! Words for the codes several nouns store and show (docs/decisions-spec.md §23: the owner
//! never reads an internal code): the calculators, the enquiry statuses, the languages.

use super::language::Language;

/// A calculator's name from its page id (`incoterms-calculator`…), as the site titles it.
pub fn tool_name(id: &str, lang: Language) -> &'static str {
    match (id, lang) {
        ("incoterms-calculator" | "fob-cif-calculator", Language::Vi) => "Công cụ tính Incoterms",
        ("incoterms-calculator" | "fob-cif-calculator", Language::En) => "Incoterms Calculator",
        ("freight-calculator", Language::Vi) => "Tính cước vận tải biển",
        ("freight-calculator", Language::En) => "Freight Calculator",
        ("demurrage-calculator", Language::Vi) => "Tính phí lưu container",
        ("demurrage-calculator", Language::En) => "Demurrage Calculator",
        ("hs-code-analyzer", Language::Vi) => "Phân tích mã HS",
        ("hs-code-analyzer", Language::En) => "HS Code Analyzer",
        (_, Language::Vi) => "Công cụ khác",
        (_, Language::En) => "Another tool",
    }
}

/// An enquiry's status (`new`, `contacted`, `closed`, `spam`) in words.
pub fn status_name(status: &str, lang: Language) -> &str {
    match (status, lang) {
        ("new", Language::Vi) => "Mới",
        ("new", Language::En) => "New",
        ("contacted", Language::Vi) => "Đã liên hệ",
        ("contacted", Language::En) => "Contacted",
        ("closed", Language::Vi) => "Đã đóng",
        ("closed", Language::En) => "Closed",
        ("spam", Language::Vi) => "Thư rác",
        ("spam", Language::En) => "Spam",
        (other, _) => other,
    }
}

/// A language code (`vi`, `en`) in words.
pub fn language_name(code: &str, lang: Language) -> &str {
    match (code, lang) {
        ("vi", Language::Vi) => "Tiếng Việt",
        ("vi", Language::En) => "Vietnamese",
        ("en", Language::Vi) => "Tiếng Anh",
        ("en", Language::En) => "English",
        (other, _) => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_as_words() {
        assert_eq!(
            tool_name("incoterms-calculator", Language::Vi),
            "Công cụ tính Incoterms"
        );
        assert_eq!(tool_name("nope", Language::En), "Another tool");
        assert_eq!(status_name("contacted", Language::Vi), "Đã liên hệ");
        assert_eq!(language_name("en", Language::Vi), "Tiếng Anh");
    }
}
