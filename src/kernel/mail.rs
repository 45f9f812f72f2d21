//! E-mail, below every noun: addresses and header text, the SMTP URL (never shown with its
//! password), the `--smtp-url` override and the outbox's wake-up bell.

use std::fmt;
use std::sync::Arc;

use email_address::EmailAddress;
use std::time::Duration;
use tokio::sync::Notify;

use lettre::message::{Mailbox, MessageBuilder, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, Message, Tokio1Executor};

/// Every e-mail the site sends, built in one place (docs/decisions-spec.md §17): `Message-ID` at
/// the sender's domain (the site's own address, so it aligns with what signs it), `Date`,
/// `MIME-Version`, a plain-text part and, when given, an HTML alternative.
pub fn message(
    from: Mailbox,
    to: Mailbox,
    subject: &str,
    text: String,
    html: Option<String>,
) -> Result<Message, String> {
    message_with(Message::builder(), from, to, subject, text, html)
}

/// [`message`] over `head`, a builder already holding the headers of one kind of message
/// (`Reply-To`, `List-Unsubscribe`…).
pub fn message_with(
    head: MessageBuilder,
    from: Mailbox,
    to: Mailbox,
    subject: &str,
    text: String,
    html: Option<String>,
) -> Result<Message, String> {
    let id = format!(
        "<{}@{}>",
        uuid::Uuid::new_v4().simple(),
        from.email.domain()
    );
    message_identified(head, id, from, to, subject, text, html)
}

/// [`message_with`] under a `Message-ID` of the caller's (one that stays the same if the
/// message has to go again, so mail clients show it once).
pub fn message_identified(
    head: MessageBuilder,
    id: String,
    from: Mailbox,
    to: Mailbox,
    subject: &str,
    text: String,
    html: Option<String>,
) -> Result<Message, String> {
    let head = head
        .from(from)
        .to(to)
        .subject(one_line(subject))
        .message_id(Some(id))
        .date_now();
    // `singlepart`/`multipart` (unlike `body`) write `MIME-Version: 1.0`.
    match html {
        None => head.singlepart(SinglePart::plain(text)),
        Some(html) => head.multipart(MultiPart::alternative_plain_html(text, html)),
    }
    .map_err(|err| err.to_string())
}

/// [`message`] with a file attached (an access request's answer: a JSON file): a plain-text
/// part, then the file as `application/json`, in `multipart/mixed`.
pub fn message_with_file(
    from: Mailbox,
    to: Mailbox,
    subject: &str,
    text: String,
    file: (&str, String),
) -> Result<Message, String> {
    use lettre::message::Attachment;
    use lettre::message::header::ContentType;
    let id = format!(
        "<{}@{}>",
        uuid::Uuid::new_v4().simple(),
        from.email.domain()
    );
    let json = ContentType::parse("application/json").map_err(|err| err.to_string())?;
    Message::builder()
        .from(from)
        .to(to)
        .subject(one_line(subject))
        .message_id(Some(id))
        .date_now()
        .multipart(
            MultiPart::mixed()
                .singlepart(SinglePart::plain(text))
                .singlepart(Attachment::new(file.0.to_owned()).body(file.1, json)),
        )
        .map_err(|err| err.to_string())
}

/// What went wrong with a delivery, in a few kinds the console names in the owner's
/// language (the raw text stays beneath).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureKind {
    ConnectionRefused,
    AuthFailed,
    Tls,
    RecipientRefused,
    Timeout,
    Other,
}

impl FailureKind {
    pub fn code(self) -> &'static str {
        match self {
            FailureKind::ConnectionRefused => "connectionRefused",
            FailureKind::AuthFailed => "authFailed",
            FailureKind::Tls => "tls",
            FailureKind::RecipientRefused => "recipientRefused",
            FailureKind::Timeout => "timeout",
            FailureKind::Other => "other",
        }
    }

    /// A failure of the mail settings rather than of one message (a refused password, a
    /// wrong host or port, TLS): every message would fail alike until the owner mends them,
    /// so a message that met one waits for that instead of being given up
    /// (docs/decisions-spec.md §21).
    pub fn owner_can_fix(self) -> bool {
        matches!(
            self,
            FailureKind::ConnectionRefused
                | FailureKind::AuthFailed
                | FailureKind::Tls
                | FailureKind::Timeout
        )
    }

    /// Reads a lettre SMTP error: its status code, its TLS and timeout flags, and the I/O
    /// error beneath it.
    pub fn of(err: &lettre::transport::smtp::Error) -> FailureKind {
        use std::error::Error as _;
        if err.is_timeout() {
            return FailureKind::Timeout;
        }
        if err.is_tls() {
            return FailureKind::Tls;
        }
        if let Some(code) = err.status() {
            let code = code.to_string();
            return match code.as_str() {
                "530" | "534" | "535" | "538" | "454" => FailureKind::AuthFailed,
                "550" | "551" | "552" | "553" | "554" | "450" | "451" | "452" => {
                    FailureKind::RecipientRefused
                }
                _ => FailureKind::Other,
            };
        }
        let mut source = err.source();
        while let Some(cause) = source {
            if let Some(io) = cause.downcast_ref::<std::io::Error>() {
                return match io.kind() {
                    std::io::ErrorKind::ConnectionRefused => FailureKind::ConnectionRefused,
                    std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock => {
                        FailureKind::Timeout
                    }
                    _ => FailureKind::Other,
                };
            }
            if cause.to_string().to_ascii_lowercase().contains("tls") {
                return FailureKind::Tls;
            }
            source = cause.source();
        }
        FailureKind::Other
    }
}

/// A usable address: valid by RFC 5322 and with a dotted domain, as browsers' forms expect.
pub fn is_valid_email(email: &str) -> bool {
    let options = email_address::Options::default()
        .with_required_tld()
        .without_display_text()
        .without_domain_literal();
    EmailAddress::parse_with_options(email, options).is_ok()
}

/// Whether `c` breaks a line of text: a control character or a line/paragraph separator.
pub fn breaks_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// Whether `text` is one line ([`ONE_LINE_OR_BLANK`]).
pub fn is_one_line(text: &str) -> bool {
    !text.chars().any(breaks_line)
}

/// Text for a mail header (a subject, a display name): one line whatever was typed or
/// stored before the forms refused line breaks. Each run of control characters and line
/// separators becomes one space, so a header can never be split or injected.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pending_space = false;
    for c in text.chars() {
        if breaks_line(c) {
            pending_space = true;
            continue;
        }
        if pending_space && !out.is_empty() {
            out.push(' ');
        }
        pending_space = false;
        out.push(c);
    }
    out.trim().to_owned()
}

/// How the connection is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// `smtps://`: TLS from the first byte (port 465 by default).
    Implicit,
    /// `smtp://`: STARTTLS, required (port 587 by default). On a loopback host (a relay or a
    /// test mailbox on the same machine) STARTTLS is used when offered, and plain otherwise.
    StartTls,
}

/// A checked SMTP URL: `smtp[s]://[user[:password]@]host[:port]`. Its `Debug` and the texts
/// it makes never show the password.
#[derive(Clone, PartialEq, Eq)]
pub struct SmtpUrl {
    raw: String,
    pub security: Security,
    pub host: String,
    pub port: u16,
    pub user: Option<String>,
    password: Option<String>,
}

impl fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "SmtpUrl({:?}://{}:{}, user: {:?})",
            self.security, self.host, self.port, self.user
        )
    }
}

/// The URL as stored (it holds the password: only for the settings row).
impl fmt::Display for SmtpUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.raw)
    }
}

impl SmtpUrl {
    pub fn parse(text: &str) -> Result<SmtpUrl, String> {
        let url = url::Url::parse(text.trim()).map_err(|_| "not a URL".to_owned())?;
        let (security, default_port) = match url.scheme() {
            "smtps" => (Security::Implicit, 465),
            "smtp" => (Security::StartTls, 587),
            _ => return Err("the scheme must be smtp or smtps".into()),
        };
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or("no host")?
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_owned();
        if !matches!(url.path(), "" | "/") || url.query().is_some() || url.fragment().is_some() {
            return Err("an SMTP URL has no path or query".into());
        }
        let decode = |s: &str| {
            percent_decode(s).ok_or_else(|| "the user or password is not valid UTF-8".to_owned())
        };
        let user = match url.username() {
            "" => None,
            user => Some(decode(user)?),
        };
        let password = url.password().map(decode).transpose()?;
        Ok(SmtpUrl {
            raw: url.to_string().trim_end_matches('/').to_owned(),
            security,
            port: url.port().unwrap_or(default_port),
            host,
            user,
            password,
        })
    }

    fn is_loopback(&self) -> bool {
        self.host == "localhost"
            || self
                .host
                .parse::<std::net::IpAddr>()
                .is_ok_and(|ip| ip.is_loopback())
    }

    /// A transport for one delivery run.
    pub fn transport(
        &self,
        timeout: Duration,
    ) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
        let tls = TlsParameters::new(self.host.clone())?;
        let tls = match self.security {
            Security::Implicit => Tls::Wrapper(tls),
            Security::StartTls if self.is_loopback() => Tls::Opportunistic(tls),
            Security::StartTls => Tls::Required(tls),
        };
        let mut builder =
            AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(self.host.clone())
                .port(self.port)
                .tls(tls)
                .timeout(Some(timeout));
        if let Some(user) = &self.user {
            builder = builder.credentials(Credentials::new(
                user.clone(),
                self.password.clone().unwrap_or_default(),
            ));
        }
        Ok(builder.build())
    }

    /// `text` with the password taken out (an SMTP server may echo what it was sent): as
    /// typed, as written in the URL, and in the base64 forms AUTH sends it in (PLAIN's
    /// `\0user\0password`, LOGIN's user and password each), padded or not.
    pub fn redact(&self, text: &str) -> String {
        use base64::Engine as _;
        use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD};
        let Some(password) = self.password.as_deref().filter(|p| !p.is_empty()) else {
            return text.to_owned();
        };
        let user = self.user.as_deref().unwrap_or_default();
        let plain = format!("\0{user}\0{password}");
        let mut secrets = vec![password.to_owned()];
        if let Ok(url) = url::Url::parse(&self.raw)
            && let Some(encoded) = url.password()
        {
            secrets.push(encoded.to_owned());
        }
        for raw in [plain.as_str(), password, user]
            .into_iter()
            .filter(|r| !r.is_empty())
        {
            // The padded form first, so that no `=` is left behind.
            secrets.push(STANDARD.encode(raw));
            secrets.push(STANDARD_NO_PAD.encode(raw));
        }
        secrets.iter().fold(text.to_owned(), |text, secret| {
            text.replace(secret.as_str(), "***")
        })
    }
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(hex) = text.get(i + 1..i + 3)
            && let Ok(byte) = u8::from_str_radix(hex, 16)
        {
            out.push(byte);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_text_is_one_line() {
        assert_eq!(one_line("A\nB"), "A B");
        assert_eq!(one_line("A\r\n\r\nBcc: x@y.vn"), "A Bcc: x@y.vn");
        assert_eq!(one_line("\u{0}An\u{2028}\u{85}Bình\t"), "An Bình");
        assert_eq!(one_line("Nguyễn Văn An"), "Nguyễn Văn An");
    }

    #[test]
    fn urls() {
        let url = SmtpUrl::parse("smtps://me%40x.vn:p%40ss@smtp.example.com").unwrap();
        assert_eq!(url.security, Security::Implicit);
        assert_eq!(url.port, 465);
        assert_eq!(url.user.as_deref(), Some("me@x.vn"));
        assert_eq!(url.password.as_deref(), Some("p@ss"));
        assert!(!format!("{url:?}").contains("p@ss"));
        assert_eq!(url.redact("535 bad p@ss / p%40ss"), "535 bad *** / ***");
        let url = SmtpUrl::parse("smtp://127.0.0.1:2525").unwrap();
        assert_eq!((url.security, url.port), (Security::StartTls, 2525));
        assert!(url.is_loopback());
        for bad in ["http://x.vn", "smtp://", "smtp://x.vn/path", "x.vn"] {
            assert!(SmtpUrl::parse(bad).is_err(), "{bad}");
        }
    }
}

/// Pulled after writing something the e-mail sender must see (a queued message, new SMTP
/// settings): the sender looks at its queue at once.
#[derive(Clone, Default)]
pub struct MailWake(Arc<Notify>);

impl MailWake {
    pub fn wake(&self) {
        self.0.notify_one();
    }

    pub async fn notified(&self) {
        self.0.notified().await;
    }
}

/// `--smtp-url` / `TRADELANE_SMTP_URL`: when given, it wins over the URL stored in Settings.
#[derive(Clone, Default)]
pub struct SmtpOverride(pub Option<SmtpUrl>);

impl SmtpOverride {
    /// The URL deliveries use, given the stored one.
    pub fn pick(&self, stored: Option<&str>) -> Option<SmtpUrl> {
        self.0
            .clone()
            .or_else(|| stored.and_then(|u| SmtpUrl::parse(u).ok()))
    }

    pub fn is_set(&self) -> bool {
        self.0.is_some()
    }
}
