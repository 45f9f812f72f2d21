//! Who is not counted: bots, and requests that are not a browser's (docs/decisions-spec.md §16).
//!
//! The bot patterns are `bot-patterns.json` beside this file: the `list` of the npm package
//! `isbot` 5.2.3 (github.com/omrilotan/isbot, `src/patterns.json`, released into the public
//! domain under the Unlicense), the list Remix, Next.js and many analytics tools use, kept
//! current by its maintainers from several public crawler lists. Update it by copying a
//! newer release's list over the file; `tests` below hold it to known user agents. Like
//! `isbot`, the patterns are one case-insensitive alternation; the few that look around
//! (which Rust's `regex` refuses) go through `fancy-regex`.

use std::sync::LazyLock;

struct Patterns {
    /// Every pattern `regex` accepts, as one alternation (linear time), read as JavaScript
    /// reads it without the `u` flag: `\w`, `\d`, `\b` and case folding in ASCII only. Unicode
    /// classes would also make the compiled automaton several times larger (memory, §20).
    plain: regex::bytes::Regex,
    /// The look-around ones.
    fancy: Vec<fancy_regex::Regex>,
}

static PATTERNS: LazyLock<Patterns> = LazyLock::new(|| {
    let list: Vec<String> = serde_json::from_str(include_str!("bot-patterns.json"))
        .expect("bot-patterns.json is a list of patterns");
    // JavaScript reads `[\w-.]` as a class holding `-`; Rust wants it escaped (`\-`, which
    // means the same anywhere in both).
    let class_escape_dash = regex::Regex::new(r"(\\[wdsWDS])-").expect("a valid pattern");
    let list: Vec<String> = list
        .iter()
        .map(|p| class_escape_dash.replace_all(p, r"$1\-").into_owned())
        .collect();
    let (plain, fancy): (Vec<&String>, Vec<&String>) = list.iter().partition(|p| {
        regex::bytes::RegexBuilder::new(p)
            .case_insensitive(true)
            .unicode(false)
            .build()
            .is_ok()
    });
    let alternation = plain
        .iter()
        .map(|p| format!("(?:{p})"))
        .collect::<Vec<_>>()
        .join("|");
    Patterns {
        plain: regex::bytes::RegexBuilder::new(&alternation)
            .case_insensitive(true)
            .unicode(false)
            .size_limit(64 << 20)
            .build()
            .expect("the patterns compile"),
        fancy: fancy
            .iter()
            .map(|p| fancy_regex::Regex::new(&format!("(?i){p}")).expect("the pattern compiles"))
            .collect(),
    }
});

/// Compiles the patterns now (a thread at start-up calls it, so no request waits for it).
pub fn prepare() {
    LazyLock::force(&PATTERNS);
}

/// Whether a user agent is a known bot, crawler, monitor or HTTP library.
pub fn is_bot(user_agent: &str) -> bool {
    let patterns = &*PATTERNS;
    patterns.plain.is_match(user_agent.as_bytes())
        || patterns
            .fancy
            .iter()
            .any(|p| p.is_match(user_agent).unwrap_or(true))
}

/// Whether a user agent is a browser's that is worth counting: every browser's starts with
/// `Mozilla/`, and none of the bot patterns matches it.
pub fn is_browser(user_agent: &str) -> bool {
    user_agent.starts_with("Mozilla/") && user_agent.len() <= 1024 && !is_bot(user_agent)
}

/// The kind of device, told from the user agent; only this class is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Device {
    Phone,
    Tablet,
    Desktop,
}

impl Device {
    pub fn of(user_agent: &str) -> Self {
        let has = |s: &str| user_agent.contains(s);
        if has("iPad") || has("Tablet") || (has("Android") && !has("Mobile")) {
            Device::Tablet
        } else if has("Mobi") || has("iPhone") || has("Android") {
            Device::Phone
        } else {
            Device::Desktop
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Device::Phone => "phone",
            Device::Tablet => "tablet",
            Device::Desktop => "desktop",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub const CHROME_ANDROID: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
    const SAFARI_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const FIREFOX_WINDOWS: &str =
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";
    const SAFARI_IPAD: &str = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const ZALO_IN_APP: &str = "Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Zalo android/12100587 ZaloTheme/light ZaloLanguage/vi";

    #[test]
    fn browsers_are_counted() {
        for ua in [
            CHROME_ANDROID,
            SAFARI_IPHONE,
            FIREFOX_WINDOWS,
            SAFARI_IPAD,
            ZALO_IN_APP,
        ] {
            assert!(is_browser(ua), "{ua}");
        }
    }

    #[test]
    fn bots_and_tools_are_not() {
        for ua in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
            "Mozilla/5.0 (compatible; coccocbot-web/1.0; +http://help.coccoc.com/searchengine)",
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
            "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
            "curl/8.5.0",
            "python-requests/2.32.3",
            "Go-http-client/1.1",
            "wrk",
            "",
        ] {
            assert!(!is_browser(ua), "{ua}");
        }
    }

    #[test]
    fn devices() {
        assert_eq!(Device::of(CHROME_ANDROID), Device::Phone);
        assert_eq!(Device::of(SAFARI_IPHONE), Device::Phone);
        assert_eq!(Device::of(SAFARI_IPAD), Device::Tablet);
        assert_eq!(
            Device::of(
                "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"
            ),
            Device::Tablet
        );
        assert_eq!(Device::of(FIREFOX_WINDOWS), Device::Desktop);
    }
}
