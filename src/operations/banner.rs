//! The few lines a person sees when `tradelane serve` starts on a terminal: where the site
//! and its console are, how to make the first owner account, where the data lives.

use std::fmt::Write;
use std::path::Path;

pub struct Banner<'a> {
    /// The address visitors use (`https://tradelane.vn`).
    pub site: &'a str,
    /// Where the server listens, when that is not the site's address (behind a proxy).
    pub listening: Vec<String>,
    pub data_dir: &'a Path,
    /// Owner accounts in the database (`None`: could not be counted).
    pub owners: Option<i64>,
}

impl Banner<'_> {
    pub fn render(&self) -> String {
        let site = self.site.trim_end_matches('/');
        let data_dir = std::path::absolute(self.data_dir).unwrap_or(self.data_dir.to_owned());
        let mut text = String::new();
        let _ = writeln!(text);
        let _ = writeln!(text, "  tradelane {} is running", env!("CARGO_PKG_VERSION"));
        let _ = writeln!(text);
        let _ = writeln!(text, "  Site       {site}/");
        for address in &self.listening {
            let _ = writeln!(text, "  Listening  {address}");
        }
        let _ = writeln!(text, "  Console    {site}/admin");
        if self.owners == Some(0) {
            let _ = writeln!(
                text,
                "             No owner account yet. Create one (it asks for a password):"
            );
            let _ = writeln!(
                text,
                "             tradelane admin create --email you@example.com --data-dir {}",
                shell_quote(&data_dir.display().to_string())
            );
        }
        let _ = writeln!(text, "  Data       {}", data_dir.display());
        let _ = writeln!(text);
        let _ = writeln!(text, "  Ctrl+C stops the server. Log lines follow.");
        let _ = writeln!(text);
        text
    }
}

/// The path as one shell word.
fn shell_quote(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+:@".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_where_everything_is() {
        let banner = Banner {
            site: "https://tradelane.vn",
            listening: vec![],
            data_dir: Path::new("/srv/trade lane"),
            owners: Some(0),
        }
        .render();
        assert!(banner.contains("Site       https://tradelane.vn/"));
        assert!(banner.contains("Console    https://tradelane.vn/admin"));
        assert!(banner.contains(
            "tradelane admin create --email you@example.com --data-dir '/srv/trade lane'"
        ));
        assert!(banner.contains("Data       /srv/trade lane"));

        let with_owner = Banner {
            owners: Some(1),
            ..Banner {
                site: "http://127.0.0.1:8080",
                listening: vec![],
                data_dir: Path::new("/srv/x"),
                owners: None,
            }
        }
        .render();
        assert!(!with_owner.contains("admin create"));
    }
}
