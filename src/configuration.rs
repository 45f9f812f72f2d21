use std::path::PathBuf;
use std::time::Duration;

use crate::kernel::mail::SmtpUrl;

/// Where and how the server runs; filled from the command line and `TRADELANE_*` variables.
#[derive(Debug, Clone)]
pub struct Settings {
    pub host: String,
    pub port: u16,
    pub data_dir: PathBuf,
    /// The address visitors use, without a trailing slash (`https://example.vn`). HSTS is
    /// sent only when it is https; canonical URLs will be built from it.
    pub public_url: String,
    /// Enquiries a minute from one client address; 0 turns the limit off.
    pub contact_rate_limit: u32,
    /// Whether `X-Forwarded-For` names the client (only behind a reverse proxy that sets it).
    pub trust_proxy: bool,
    /// `--smtp-url`: wins over the URL stored in the settings.
    pub smtp_url: Option<SmtpUrl>,
    /// One step of the notices' retry schedule (a minute; tests shorten it).
    pub mail_retry_unit: Duration,
    /// `--https DOMAIN`: TLS with certificates from an ACME CA.
    pub https: Option<HttpsSettings>,
    /// Timeouts and connection caps of the HTTP server (http and https alike).
    pub limits: crate::server::Limits,
    /// Whether visits are counted (`--no-analytics` turns it off; docs/decisions-spec.md §16).
    pub analytics: bool,
    /// Visit events a minute accepted from one client address; 0 turns the limit off.
    pub event_rate_limit: u32,
    /// Raw visit events stored a day at most (docs/decisions-spec.md §21; tests lower it).
    pub event_budget: usize,
    /// The time visits are counted by (tests set a fixed one and move it).
    pub clock: crate::kernel::clock::Clock,
    /// `--page-cache-mb`: the memory the rendered pages may take, in bytes.
    pub page_cache_bytes: usize,
}

/// Serving https itself, with certificates from an ACME CA.
#[derive(Debug, Clone)]
pub struct HttpsSettings {
    pub domain: String,
    /// The ACME directory URL.
    pub directory: String,
    /// The account's contact address.
    pub email: Option<String>,
    /// PEM roots trusted for the directory's own TLS instead of the public ones.
    pub ca_file: Option<PathBuf>,
    pub https_port: u16,
    /// Port 80's stand-in: redirects to https.
    pub http_port: u16,
}

impl HttpsSettings {
    pub const LETS_ENCRYPT: &'static str = "https://acme-v02.api.letsencrypt.org/directory";
    /// Certificates and the ACME account key, inside the data folder.
    pub const CACHE_DIR: &'static str = "acme";

    /// `https://DOMAIN`, with the port when it is not 443.
    pub fn public_url(&self) -> String {
        match self.https_port {
            443 => format!("https://{}", self.domain),
            port => format!("https://{}:{port}", self.domain),
        }
    }
}

impl Settings {
    pub const DEFAULT_HOST: &'static str = "127.0.0.1";
    /// With `--https` the server faces the internet itself.
    pub const HTTPS_HOST: &'static str = "0.0.0.0";
    pub const DEFAULT_PORT: u16 = 8080;
    pub const DEFAULT_DATA_DIR: &'static str = "./tradelane-data";
    pub const DEFAULT_CONTACT_RATE_LIMIT: u32 = 5;
    /// The rendered pages' memory budget, in megabytes (docs/decisions-spec.md §12).
    pub const DEFAULT_PAGE_CACHE_MB: u16 = 64;

    /// The defaults of `tradelane serve` over the given data folder.
    pub fn new(data_dir: impl Into<PathBuf>) -> Self {
        let host = Self::DEFAULT_HOST.to_owned();
        let port = Self::DEFAULT_PORT;
        Settings {
            public_url: default_public_url(&host, port),
            host,
            port,
            data_dir: data_dir.into(),
            contact_rate_limit: Self::DEFAULT_CONTACT_RATE_LIMIT,
            trust_proxy: false,
            smtp_url: None,
            mail_retry_unit: Duration::from_secs(60),
            https: None,
            limits: crate::server::Limits::default(),
            analytics: true,
            event_rate_limit: crate::insight::DEFAULT_EVENT_RATE_LIMIT,
            event_budget: crate::insight::recorder::DAILY_BUDGET,
            clock: crate::kernel::clock::Clock::default(),
            page_cache_bytes: usize::from(Self::DEFAULT_PAGE_CACHE_MB) << 20,
        }
    }

    pub fn database_path(&self) -> PathBuf {
        crate::kernel::db::database_path(&self.data_dir)
    }

    pub fn address(&self) -> String {
        socket_address(&self.host, self.port)
    }

    /// Whether visitors reach the site over TLS (a proxy in front terminates it).
    pub fn is_https(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

/// `host:port` to listen on (`[::1]:80` for an IPv6 address).
pub fn socket_address(host: &str, port: u16) -> String {
    if host.contains(':') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}

pub fn default_public_url(host: &str, port: u16) -> String {
    if host.contains(':') {
        format!("http://[{host}]:{port}")
    } else {
        format!("http://{host}:{port}")
    }
}

/// Checks a public URL given on the command line: http or https, a host, no path beyond
/// `/`; returned without its trailing slash.
pub fn parse_public_url(text: &str) -> Result<String, String> {
    let text = text.trim().trim_end_matches('/');
    let uri: poem::http::Uri = text.parse().map_err(|_| format!("`{text}` is not a URL"))?;
    match uri.scheme_str() {
        Some("http" | "https") => {}
        _ => return Err(format!("`{text}` must start with http:// or https://")),
    }
    if uri.host().is_none_or(str::is_empty) {
        return Err(format!("`{text}` has no host"));
    }
    if uri.path() != "/" && !uri.path().is_empty() || uri.query().is_some() {
        return Err(format!(
            "`{text}` must be the site's root, without a path or query"
        ));
    }
    Ok(text.to_owned())
}

/// Checks a domain name given to `--https`: letters, digits, hyphens and dots, at least one
/// dot, no scheme, port or path (certificates are issued for names, not addresses).
pub fn parse_domain(text: &str) -> Result<String, String> {
    let domain = text.trim().trim_end_matches('.').to_ascii_lowercase();
    let label_ok = |label: &str| {
        !label.is_empty()
            && label.len() <= 63
            && !label.starts_with('-')
            && !label.ends_with('-')
            && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    let labels: Vec<&str> = domain.split('.').collect();
    if domain.len() > 253
        || labels.len() < 2
        || !labels.iter().all(|l| label_ok(l))
        || labels
            .last()
            .is_some_and(|tld| tld.chars().all(|c| c.is_ascii_digit()))
    {
        return Err(format!(
            "`{text}` is not a domain name such as tradelane.vn (no https://, port or path)"
        ));
    }
    Ok(domain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_urls() {
        assert_eq!(
            parse_public_url("https://tradelane.vn/").unwrap(),
            "https://tradelane.vn"
        );
        assert_eq!(
            parse_public_url("http://127.0.0.1:8080").unwrap(),
            "http://127.0.0.1:8080"
        );
        for bad in [
            "tradelane.vn",
            "ftp://x.vn",
            "https://",
            "https://x.vn/site",
        ] {
            assert!(parse_public_url(bad).is_err(), "{bad}");
        }
        assert_eq!(default_public_url("::1", 80), "http://[::1]:80");
    }

    #[test]
    fn domains() {
        assert_eq!(parse_domain("Tradelane.VN").unwrap(), "tradelane.vn");
        assert_eq!(
            parse_domain("www.tradelane.vn.").unwrap(),
            "www.tradelane.vn"
        );
        for bad in [
            "https://x.vn",
            "x.vn:443",
            "x.vn/a",
            "localhost",
            "127.0.0.1",
            "-a.vn",
            "",
        ] {
            assert!(parse_domain(bad).is_err(), "{bad}");
        }
    }
}
