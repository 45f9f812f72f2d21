//! HTML text: what the server writes into markup itself (page heads, e-mails).

/// `text` for HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
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
}
