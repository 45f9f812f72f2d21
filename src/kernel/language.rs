use poem::Request;

/// The two languages of the site. Vietnamese is the default wherever a language cannot be told.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    Vi,
    En,
}

impl Language {
    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "vi" => Some(Language::Vi),
            "en" => Some(Language::En),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Language::Vi => "vi",
            Language::En => "en",
        }
    }

    /// Picks the language for an answer when the body does not say: the first of
    /// `Accept-Language`'s tags that is one of ours, else Vietnamese.
    pub fn from_request(req: &Request) -> Self {
        Self::from_accept_language(req.header("accept-language"))
    }

    /// As [`Language::from_request`], from the `Accept-Language` header's value.
    pub fn from_accept_language(value: Option<&str>) -> Self {
        value
            .into_iter()
            .flat_map(|v| v.split(','))
            .filter_map(|tag| tag.split(';').next())
            .map(|tag| tag.trim().to_ascii_lowercase())
            .find_map(|tag| Language::parse(tag.split('-').next().unwrap_or_default()))
            .unwrap_or_default()
    }

    /// The text of `vi` or `en`, whichever is this language.
    pub fn pick<'a>(self, vi: &'a str, en: &'a str) -> &'a str {
        match self {
            Language::Vi => vi,
            Language::En => en,
        }
    }
}
