//! HTML text: what the server writes into markup itself (page heads, e-mails).

/// `text` for HTML text and attribute values, and for XML (feeds, sitemaps, SVG): the
/// characters XML 1.0 does not allow at all (the C0 controls but tab, line feed and carriage
/// return; U+FFFE, U+FFFF) are left out, so that text stored before they were refused still
/// makes a well-formed document (docs/decisions-spec.md §21).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\t' | '\n' | '\r' => out.push(c),
            '\u{0}'..='\u{1f}' | '\u{fffe}' | '\u{ffff}' => {}
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn typed_text_is_escaped() {
        assert_eq!(
            super::escape("<b>\"A&B\"</b>'"),
            "&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;&#39;"
        );
    }

    #[test]
    fn characters_xml_forbids_are_left_out() {
        let every_control: String = (0u32..0x20)
            .chain([0x7f, 0x85, 0xfffe, 0xffff])
            .filter_map(char::from_u32)
            .collect();
        assert_eq!(
            super::escape(&format!("a{every_control}b")),
            "a\t\n\r\u{7f}\u{85}b"
        );
    }
}
