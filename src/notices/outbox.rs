//! The notice outbox: rows of `notices`, queued in the transaction that stores what they
//! announce, delivered by one sender task. A notice is never lost: until the SMTP server
//! accepts it, it stays `pending` or `retrying` in the database, and the sender picks it up
//! again after a restart. Delivery is at least once (a crash right after the SMTP server
//! accepted one, before it was marked, sends it again).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use lettre::Message;
use lettre::message::Mailbox;
use lettre::message::header::{HeaderName, HeaderValue};
use rusqlite::{Connection, OptionalExtension, params};

use super::{delivery, failures, text};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::{self, MailWake, SmtpOverride, SmtpUrl, one_line};
use crate::kernel::workers::{Component, Components, supervise};
use crate::owners::accounts;
use crate::owners::mail::AccountMail;
use crate::settings::{SiteSettings, stored_value};

/// The setting of the enquiry digest: minutes between two notices to one recipient (0 or
/// absent: a notice per enquiry, at once).
pub const DIGEST_KEY: &str = "noticeDigestMinutes";

/// The digest's interval now, in minutes (0: off).
pub fn digest_minutes(conn: &Connection) -> rusqlite::Result<u32> {
    Ok(stored_value(conn, DIGEST_KEY)?
        .and_then(|v| v.parse().ok())
        .unwrap_or(0))
}

/// Who gets a notice of each new enquiry: the Settings' `notifyTo` addresses, each in its
/// language (the owner account's with that address, else Vietnamese). Read once per batch
/// of enquiries, inside the transaction that stores them.
pub fn enquiry_recipients(conn: &Connection) -> rusqlite::Result<Vec<(String, String)>> {
    SiteSettings::notify_to(conn)?
        .into_iter()
        .map(|to| {
            let language = accounts::language_of(conn, &to)?.unwrap_or_else(|| "vi".into());
            Ok((to, language))
        })
        .collect()
}

/// Queues a notice of enquiry `enquiry_id` to each of `recipients` (see
/// [`enquiry_recipients`]), in the transaction that stores the enquiry. With the digest on,
/// the row is a `digest` one: the sender gathers a recipient's digest rows into one e-mail.
pub fn queue_enquiry(
    conn: &Connection,
    enquiry_id: &str,
    recipients: &[(String, String)],
) -> rusqlite::Result<usize> {
    let kind = if digest_minutes(conn)? > 0 {
        "digest"
    } else {
        "enquiry"
    };
    let mut insert = conn.prepare_cached(
        "INSERT INTO notices (kind, enquiry_id, recipient, language) VALUES (?4, ?1, ?2, ?3)",
    )?;
    for (to, language) in recipients {
        insert.execute(params![enquiry_id, to, language, kind])?;
    }
    Ok(recipients.len())
}

/// [`queue_enquiry`] to the current recipients (for an enquiry stored by other means).
pub fn queue_enquiry_notices(conn: &Connection, enquiry_id: &str) -> rusqlite::Result<usize> {
    queue_enquiry(conn, enquiry_id, &enquiry_recipients(conn)?)
}

/// Enquiries a digest lists in full; it counts the others.
pub(super) const DIGEST_LIST: i64 = 50;

/// The sender's name in `GET /api/health`.
pub const COMPONENT: &str = "noticeSender";

/// The enquiry a notice announces, as its text shows it; read through [`EnquiryLookup`].
#[derive(Debug, Clone)]
pub struct EnquiryNotice {
    pub id: String,
    pub created_at: String,
    pub preferred_language: String,
    pub name: String,
    pub email: String,
    pub company: String,
    pub phone: Option<String>,
    pub message: String,
    /// The calculator it was sent from, its link (a path on the site) and its summary.
    pub context: Option<(String, String, String)>,
    /// Where its visit came from, as one line: landing page, referrer host, `utm_source`, `utm_medium`, `utm_campaign`, those known.
    pub source: Option<String>,
}

/// Reads the enquiry of a notice. Enquiries are a noun above this one: start-up hands in
/// their lookup.
pub type EnquiryLookup =
    Arc<dyn Fn(&Connection, &str) -> rusqlite::Result<Option<EnquiryNotice>> + Send + Sync>;

/// An open enquiry whose follow-up day has come, as the digest lists it
/// (docs/decisions-spec.md §25); read through [`FollowUpLookup`].
#[derive(Debug, Clone)]
pub struct FollowUpNotice {
    pub id: String,
    pub name: String,
    pub company: String,
    /// `YYYY-MM-DD`, the business's day.
    pub day: String,
    /// The address of the person responsible, if any.
    pub assignee: Option<String>,
}

/// The open enquiries to follow up on or before a day (`YYYY-MM-DD`): the first `limit`,
/// soonest first, and how many in all. Enquiries are a noun above this one: start-up hands
/// it in.
pub type FollowUpLookup = Arc<
    dyn Fn(&Connection, &str, i64) -> rusqlite::Result<(Vec<FollowUpNotice>, i64)> + Send + Sync,
>;

/// A newsletter as one recipient receives it; made by [`NewsletterLookup`].
#[derive(Debug, Clone)]
pub struct NewsletterMessage {
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The one-click address (`https://…/unsubscribe?token=…`) and the `mailto:` one, for
    /// `List-Unsubscribe` (RFC 8058).
    pub unsubscribe_url: String,
    pub unsubscribe_mailto: Option<String>,
}

/// What the sender needs of newsletters, a noun above this one: start-up hands it in.
pub trait NewsletterLookup: Send + Sync {
    /// The message of newsletter `newsletter` for `subscription` (None: a test to the owner)
    /// in `language`; None when the newsletter or the recipient is gone.
    fn message(
        &self,
        conn: &Connection,
        newsletter: i64,
        subscription: Option<&str>,
        language: Language,
    ) -> rusqlite::Result<Option<NewsletterMessage>>;

    /// The mail server refused `subscription`'s address for good: it gets nothing more.
    fn bounced(&self, conn: &Connection, subscription: &str) -> rusqlite::Result<()>;

    /// Newsletter messages the sender may send a minute (the setting).
    fn per_minute(&self, conn: &Connection) -> rusqlite::Result<u32>;
}

pub struct Outbox {
    wake: MailWake,
    pub(super) enquiry: EnquiryLookup,
    pub(super) follow_ups: FollowUpLookup,
    pub(super) newsletters: OnceLock<Arc<dyn NewsletterLookup>>,
    /// `--smtp-url` / `TRADELANE_SMTP_URL`: wins over the stored URL.
    env_url: SmtpOverride,
    /// One retry unit (a minute; shorter in tests).
    pub(super) unit: Duration,
    public_url: String,
    /// When the last digest went to each recipient (since this start: after a restart the
    /// first digest may come sooner than the interval).
    pub(super) digests: Mutex<HashMap<String, Instant>>,
    /// The server's clock: the hourly budget of confirmations and the newsletters' minute
    /// are counted by it (a test moves it).
    pub(super) clock: Clock,
    /// Set when the mail server refused for a reason the owner must mend (a password, a
    /// host, TLS): nothing is tried again before `until` unless the mail settings change.
    pub(super) paused: Mutex<Option<delivery::Pause>>,
}

/// A notice due for delivery, with what its text needs.
pub(super) struct Due {
    pub(super) id: i64,
    pub(super) kind: String,
    pub(super) recipient: String,
    pub(super) language: Language,
    pub(super) enquiry: Option<EnquiryNotice>,
    /// A reset or confirmation link's token, kept only until the message is sent or given up.
    pub(super) secret: Option<String>,
    /// A digest's enquiries (at most [`DIGEST_LIST`]), how many it has in all, and the
    /// highest row id it covers.
    pub(super) digest: Option<(Vec<EnquiryNotice>, i64, i64)>,
    /// A newsletter row: its newsletter and (None for a test) its subscription.
    pub(super) newsletter: Option<(i64, Option<String>)>,
    /// The newsletter's message, read with the row.
    pub(super) letter: Option<NewsletterMessage>,
    /// A digest's warning of rate-card lanes expiring within 7 days: how many, and the
    /// soonest last day (docs/decisions-spec.md §24).
    pub(super) rates_expiring: Option<(u32, String)>,
    /// A digest's follow-ups due (the first [`DIGEST_LIST`]) and how many in all.
    pub(super) follow_ups: (Vec<FollowUpNotice>, i64),
}

impl Outbox {
    pub fn new(
        wake: MailWake,
        env_url: SmtpOverride,
        (enquiry, follow_ups): (EnquiryLookup, FollowUpLookup),
        (unit, clock): (Duration, Clock),
        public_url: &str,
    ) -> Arc<Self> {
        Arc::new(Outbox {
            wake,
            enquiry,
            follow_ups,
            newsletters: OnceLock::new(),
            env_url,
            unit,
            public_url: public_url.trim_end_matches('/').to_owned(),
            digests: Mutex::default(),
            clock,
            paused: Mutex::default(),
        })
    }

    /// Hands in the newsletters' side (once, at start-up, before [`Outbox::start`]).
    pub fn serve_newsletters(&self, lookup: Arc<dyn NewsletterLookup>) {
        let _ = self.newsletters.set(lookup);
    }

    /// Asks the sender to look at the outbox now (new notices, or new SMTP settings).
    pub fn wake(&self) {
        self.wake.wake();
    }

    /// The URL deliveries use now, if any.
    pub fn smtp_url(&self, settings: &SiteSettings) -> Option<SmtpUrl> {
        self.env_url.pick(settings.smtp_url.as_deref())
    }

    /// Starts the sender on the current tokio runtime, supervised (restarted after a panic),
    /// registered in `components` as `noticeSender`; it picks up whatever a previous run left
    /// pending at once. It reports failing when it cannot read or write the outbox (the
    /// database, a full disk), not when the SMTP server refuses: that shows on each notice in
    /// the console, and an outage of the mail provider must not make a load balancer take the
    /// site (and its enquiries) away.
    pub fn start(self: &Arc<Self>, pool: DbPool, components: &Components) {
        let health = components.register(COMPONENT);
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            health.failing("no async runtime to run in");
            return;
        };
        let outbox = self.clone();
        supervise(&runtime, COMPONENT, health.clone(), move || {
            outbox.clone().run(pool.clone(), health.clone())
        });
    }

    async fn run(self: Arc<Self>, pool: DbPool, health: Component) {
        // The settings may have changed while the server was down (a new --smtp-url): what
        // waited for them is tried again now.
        if let Err(err) = db::run(&pool, |conn| Ok(failures::release_waiting(conn)?)).await {
            tracing::warn!(error = %err, "notice outbox unreadable");
        }
        loop {
            let wait = match self.deliver_due(&pool).await {
                Ok(wait) => {
                    health.ok();
                    wait
                }
                Err(err) => {
                    tracing::warn!(error = %err, "notice outbox unreadable");
                    health.failing(&err);
                    Some(self.unit)
                }
            };
            // A slot was sent: look again at once, from the most urgent kind.
            if wait == Some(Duration::ZERO) {
                tokio::task::yield_now().await;
                continue;
            }
            // Nothing due (or no SMTP yet): sleep until woken, looking again now and then.
            let wait = wait
                .unwrap_or(Duration::from_secs(300))
                .max(Duration::from_millis(10));
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// When the last digest went to `recipient`, if since this start.
    pub(super) fn digest_sent(&self, recipient: &str) -> Option<Instant> {
        self.digests
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(recipient)
            .copied()
    }

    pub(super) fn message(
        &self,
        notice: &Due,
        settings: &SiteSettings,
        url: &SmtpUrl,
        zone: chrono_tz::Tz,
    ) -> Result<Message, String> {
        let to: Mailbox = notice
            .recipient
            .parse()
            .map_err(|_| format!("invalid recipient address {}", notice.recipient))?;
        let from = settings
            .email
            .parse()
            .ok()
            .or_else(|| url.user.as_deref().and_then(|u| u.parse().ok()))
            .map(|address| Mailbox::new(Some(one_line(&settings.company_name)), address))
            .ok_or("no sender address: set the e-mail in Settings")?;
        let mut builder = Message::builder();
        if notice.kind == "newsletter" {
            let letter = notice
                .letter
                .as_ref()
                .ok_or("the newsletter or its recipient is gone")?;
            return newsletter_message(letter, notice.id, from, to);
        }
        let text = match (&notice.kind[..], &notice.enquiry) {
            ("enquiry", Some(enquiry)) => {
                if let Ok(reply_to) = enquiry.email.parse() {
                    builder =
                        builder.reply_to(Mailbox::new(Some(one_line(&enquiry.name)), reply_to));
                }
                let link = format!("{}/admin/enquiries/{}", self.public_url, enquiry.id);
                text::enquiry(
                    enquiry,
                    &settings.company_name,
                    (&self.public_url, &link),
                    zone,
                    notice.language,
                )
            }
            ("enquiry", None) => return Err("the enquiry was removed".into()),
            ("digest", _) => {
                let (enquiries, total, _) = notice.digest.as_ref().ok_or("no enquiry")?;
                if enquiries.is_empty() {
                    return Err("the enquiries were removed".into());
                }
                text::digest(
                    enquiries,
                    *total,
                    &settings.company_name,
                    &self.public_url,
                    zone,
                    notice.language,
                    &text::Reminders {
                        rates_expiring: notice.rates_expiring.as_ref(),
                        follow_ups: &notice.follow_ups.0,
                        follow_ups_total: notice.follow_ups.1,
                    },
                )
            }
            ("confirm", _) => {
                let token = notice.secret.as_deref().ok_or("the link has expired")?;
                text::confirm(
                    &settings.company_name,
                    &format!("{}/subscribe/confirm?token={token}", self.public_url),
                    notice.language,
                )
            }
            ("reset", _) => {
                let token = notice.secret.as_deref().ok_or("the link has expired")?;
                text::reset(
                    &settings.company_name,
                    &format!("{}/admin/reset-password?token={token}", self.public_url),
                    notice.language,
                )
            }
            ("invitation", _) => {
                let token = notice.secret.as_deref().ok_or("the link has expired")?;
                text::invitation(
                    &settings.company_name,
                    // The page opens in the invitation's language: the invited have no account yet.
                    &format!(
                        "{}/admin/invitation?token={token}&lang={}",
                        self.public_url,
                        notice.language.code()
                    ),
                    notice.language,
                )
            }
            ("assigned", Some(enquiry)) => text::assigned(
                enquiry,
                &settings.company_name,
                &format!("{}/admin/enquiries/{}", self.public_url, enquiry.id),
                notice.language,
            ),
            ("assigned", None) => return Err("the enquiry was removed".into()),
            ("privacy-confirm", _) => {
                let secret = notice.secret.as_deref().ok_or("the link has expired")?;
                // `kind:token`: the token alone goes in the link.
                let (kind, token) = secret.split_once(':').unwrap_or(("access", secret));
                text::privacy_confirm(
                    &settings.company_name,
                    kind,
                    &format!("{}/personal-data/confirm?token={token}", self.public_url),
                    notice.language,
                )
            }
            ("privacy-answer", _) => {
                let answer: PrivacyAnswer = notice
                    .secret
                    .as_deref()
                    .and_then(|s| serde_json::from_str(s).ok())
                    .ok_or("the answer was withdrawn")?;
                let text = text::privacy_answer(
                    &settings.company_name,
                    &answer.kind,
                    answer.note.as_deref(),
                    notice.language,
                );
                return match answer.file {
                    None => mail::message_with(builder, from, to, &text.subject, text.body, None),
                    Some(file) => mail::message_with_file(
                        from,
                        to,
                        &text.subject,
                        text.body,
                        ("personal-data.json", file),
                    ),
                };
            }
            ("privacy-reminder", _) => {
                let r: PrivacyReminder = notice
                    .secret
                    .as_deref()
                    .and_then(|s| serde_json::from_str(s).ok())
                    .ok_or("the reminder is unreadable")?;
                text::privacy_reminder(
                    &settings.company_name,
                    (&r.email, &r.kind, &r.step, &r.by),
                    &format!("{}/admin/personal-data", self.public_url),
                    zone,
                    notice.language,
                )
            }
            ("security", _) => text::security(
                &settings.company_name,
                &format!("{}/admin/activity", self.public_url),
                notice.language,
            ),
            _ => text::test(
                &settings.company_name,
                &format!("{}/admin/mail", self.public_url),
                notice.language,
            ),
        };
        mail::message_with(builder, from, to, &text.subject, text.body, None)
    }
}

/// A newsletter as sent: text and HTML alternatives, `List-Unsubscribe` with one click
/// (RFC 8058), and a `Message-ID` that stays the same should a crash make it go twice, so
/// mail clients show it once.
pub(super) fn newsletter_message(
    letter: &NewsletterMessage,
    notice: i64,
    from: Mailbox,
    to: Mailbox,
) -> Result<Message, String> {
    let mut unsubscribe = format!("<{}>", letter.unsubscribe_url);
    if let Some(mailto) = &letter.unsubscribe_mailto {
        unsubscribe.push_str(&format!(", <{mailto}>"));
    }
    let head = Message::builder()
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            unsubscribe,
        ))
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_owned(),
        ));
    let id = format!("<newsletter.{notice}@{}>", from.email.domain());
    mail::message_identified(
        head,
        id,
        from,
        to,
        &letter.subject,
        letter.text.clone(),
        Some(letter.html.clone()),
    )
}

/// The enquiries waiting in `recipient`'s digest: the first [`DIGEST_LIST`] read in full,
/// how many there are, and the highest row id (the rows the e-mail covers).
pub(super) fn gather(
    conn: &Connection,
    lookup: &(dyn Fn(&Connection, &str) -> rusqlite::Result<Option<EnquiryNotice>> + Send + Sync),
    recipient: &str,
) -> rusqlite::Result<(Vec<EnquiryNotice>, i64, i64)> {
    let (total, last): (i64, i64) = conn
        .prepare_cached(
            "SELECT count(*), coalesce(max(id), 0) FROM notices
             WHERE state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?1",
        )?
        .query_row([recipient], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let ids: Vec<String> = conn
        .prepare_cached(
            "SELECT enquiry_id FROM notices
             WHERE state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?1
               AND enquiry_id IS NOT NULL
             ORDER BY id LIMIT ?2",
        )?
        .query_map(params![recipient, DIGEST_LIST], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut enquiries = Vec::with_capacity(ids.len());
    for id in ids {
        enquiries.extend(lookup(conn, &id)?);
    }
    Ok((enquiries, total, last))
}

/// Puts `recipient`'s digest rows (up to row `last`) off until `wait` from now.
pub(super) fn hold_digest(
    conn: &mut Connection,
    recipient: &str,
    last: i64,
    wait: Duration,
) -> anyhow::Result<()> {
    conn.execute(
        "UPDATE notices SET next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now',
                                                        printf('+%.3f seconds', ?3))
         WHERE state IN ('pending', 'retrying') AND kind = 'digest' AND recipient = ?1
           AND id <= ?2",
        params![recipient, last, wait.as_secs_f64()],
    )?;
    Ok(())
}

/// Stops a pending or retrying notice (the owner cancels it from the Mail screen): it is
/// marked failed, of kind `cancelled`, its link's token dropped. The recipient, or `None`
/// when there is no such notice waiting.
pub fn cancel(conn: &Connection, id: i64) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "UPDATE notices SET state = 'failed', error_kind = 'cancelled', secret = NULL
         WHERE id = ?1 AND state IN ('pending', 'retrying') RETURNING recipient",
        [id],
        |r| r.get(0),
    )
    .optional()
}

impl AccountMail for Outbox {
    fn can_send(&self, conn: &Connection) -> anyhow::Result<bool> {
        Ok(self.smtp_url(&SiteSettings::load(conn)?).is_some())
    }

    fn queue_reset(
        &self,
        conn: &Connection,
        email: &str,
        language: &str,
        token: &str,
    ) -> rusqlite::Result<()> {
        conn.execute(
            "INSERT INTO notices (kind, recipient, language, secret) VALUES ('reset', ?1, ?2, ?3)",
            params![email, language, token],
        )?;
        Ok(())
    }

    fn queue_invitation(
        &self,
        conn: &Connection,
        email: &str,
        language: &str,
        token: &str,
    ) -> rusqlite::Result<()> {
        conn.execute(
            "INSERT INTO notices (kind, recipient, language, secret) VALUES ('invitation', ?1, ?2, ?3)",
            params![email, language, token],
        )?;
        Ok(())
    }

    fn queue_security(&self, conn: &Connection, email: &str) -> rusqlite::Result<bool> {
        let Some(language) = accounts::language_of(conn, email)? else {
            return Ok(false);
        };
        let queued = conn.execute(
            "INSERT INTO notices (kind, recipient, language)
             SELECT 'security', ?1, ?2
             WHERE NOT EXISTS (SELECT 1 FROM notices
                               WHERE kind = 'security' AND recipient = ?1
                                 AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour'))",
            params![email, language],
        )?;
        Ok(queued > 0)
    }

    fn sender_name(&self, conn: &Connection) -> anyhow::Result<String> {
        Ok(SiteSettings::load(conn)?.company_name)
    }

    fn wake(&self) {
        Outbox::wake(self);
    }
}

/// Queues newsletter `newsletter` to every row `audience` selects, in one statement (one
/// transaction, however many subscribers): `audience` is a SELECT of the subscriptions'
/// noun giving (subscription id, address, language), taking `?2` as its parameter.
pub fn queue_newsletter(
    conn: &Connection,
    newsletter: i64,
    audience: &str,
    audience_param: &str,
) -> rusqlite::Result<usize> {
    conn.execute(
        &format!(
            "INSERT INTO notices (kind, newsletter_id, subscription_id, recipient, language)
             SELECT 'newsletter', ?1, sub.* FROM ({audience}) AS sub"
        ),
        params![newsletter, audience_param],
    )
}

/// Queues a test of newsletter `newsletter` to `recipient` (the signed-in owner).
pub fn queue_newsletter_test(
    conn: &Connection,
    newsletter: i64,
    recipient: &str,
    language: Language,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO notices (kind, newsletter_id, recipient, language)
         VALUES ('newsletter', ?1, ?2, ?3)",
        params![newsletter, recipient, language.code()],
    )?;
    Ok(())
}

/// One recipient of a newsletter as the console shows it.
#[derive(Debug, Clone, poem_openapi::Object)]
#[oai(rename_all = "camelCase")]
pub struct Recipient {
    pub id: i64,
    pub recipient: String,
    pub language: String,
    /// `pending`, `retrying`, `sent` or `failed`.
    pub state: String,
    pub attempts: i64,
    #[oai(skip_serializing_if_is_none)]
    pub last_error: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<String>,
}

/// A page of newsletter `newsletter`'s recipients (tests left out), in queue order.
pub fn newsletter_recipients(
    conn: &Connection,
    newsletter: i64,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<Vec<Recipient>> {
    conn.prepare_cached(
        "SELECT id, recipient, language, state, attempts, last_error, sent_at FROM notices
         WHERE newsletter_id = ?1 AND subscription_id IS NOT NULL
         ORDER BY id LIMIT ?2 OFFSET ?3",
    )?
    .query_map(params![newsletter, limit, offset], |r| {
        Ok(Recipient {
            id: r.get(0)?,
            recipient: r.get(1)?,
            language: r.get(2)?,
            state: r.get(3)?,
            attempts: r.get(4)?,
            last_error: r.get(5)?,
            sent_at: r.get(6)?,
        })
    })?
    .collect()
}

/// Queues a test e-mail to each of `recipients` (in the transaction of the caller).
pub fn queue_test(conn: &Connection, recipients: &[String]) -> rusqlite::Result<()> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO notices (kind, recipient, language) VALUES ('test', ?1, ?2)",
    )?;
    for recipient in recipients {
        let language = accounts::language_of(conn, recipient)?.unwrap_or_else(|| "vi".into());
        insert.execute([recipient, &language])?;
    }
    Ok(())
}

/// One notice as the console shows it.
#[derive(Debug, Clone, poem_openapi::Object)]
#[oai(rename_all = "camelCase")]
pub struct Notice {
    pub id: i64,
    /// `enquiry`, `digest` (an enquiry announced in a digest), `test`, `security` (failed
    /// sign-ins, to the account), `reset` (a password reset link), `confirm` (a
    /// subscription's confirmation link; links are never shown) or `newsletter`.
    pub kind: String,
    #[oai(skip_serializing_if_is_none)]
    pub enquiry_id: Option<String>,
    pub recipient: String,
    /// `pending`, `retrying`, `sent` or `failed`.
    pub state: String,
    pub attempts: i64,
    /// The SMTP server's last refusal (never holds the SMTP password).
    #[oai(skip_serializing_if_is_none)]
    pub last_error: Option<String>,
    /// What the last failure was, for the console to say in the owner's language:
    /// `connectionRefused`, `authFailed`, `tls`, `recipientRefused`, `timeout`, `other`, or
    /// `cancelled` (the owner stopped it).
    #[oai(skip_serializing_if_is_none)]
    pub error_kind: Option<String>,
    pub created_at: String,
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<String>,
}

/// Newest first: of one enquiry, or all of them.
pub fn list(conn: &Connection, enquiry: Option<&str>, limit: i64) -> rusqlite::Result<Vec<Notice>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, kind, enquiry_id, recipient, state, attempts, last_error, created_at, sent_at,
                error_kind
         FROM notices WHERE ?1 IS NULL OR enquiry_id = ?1
         ORDER BY id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![enquiry, limit], |r| {
        Ok(Notice {
            id: r.get(0)?,
            kind: r.get(1)?,
            enquiry_id: r.get(2)?,
            recipient: r.get(3)?,
            state: r.get(4)?,
            attempts: r.get(5)?,
            last_error: r.get(6)?,
            created_at: r.get(7)?,
            sent_at: r.get(8)?,
            error_kind: r.get(9)?,
        })
    })?;
    rows.collect()
}

/// Queues the confirmation e-mail of subscription `subscription_id` (in the transaction
/// that stores it); `token` stays in `secret` only until the message is sent or given up.
/// One still waiting its turn (the hourly budget holds it) takes the new link instead: an
/// address never has two confirmations queued.
pub fn queue_confirm(
    conn: &Connection,
    email: &str,
    language: Language,
    token: &str,
    subscription_id: &str,
) -> rusqlite::Result<()> {
    let renewed = conn
        .prepare_cached(
            "UPDATE notices SET secret = ?2, language = ?3, recipient = ?4
             WHERE subscription_id = ?1 AND kind = 'confirm' AND state IN ('pending', 'retrying')",
        )?
        .execute(params![subscription_id, token, language.code(), email])?;
    if renewed > 0 {
        return Ok(());
    }
    conn.prepare_cached(
        "INSERT INTO notices (kind, recipient, language, secret, subscription_id)
         VALUES ('confirm', ?1, ?2, ?3, ?4)",
    )?
    .execute(params![email, language.code(), token, subscription_id])?;
    Ok(())
}

/// Whether a confirmation e-mail to `subscription_id` was queued in the last `minutes`
/// (a visitor pressing again gets no second one so soon).
pub fn confirm_queued_within(
    conn: &Connection,
    subscription_id: &str,
    minutes: u32,
) -> rusqlite::Result<bool> {
    conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM notices WHERE subscription_id = ?1 AND kind = 'confirm'
                          AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d minutes', ?2)))",
    )?
    .query_row(params![subscription_id, minutes], |r| r.get(0))
}

/// Tells `recipient` that enquiry `enquiry_id` was assigned to them, in the caller's
/// transaction (docs/decisions-spec.md §25).
pub fn queue_assigned(
    conn: &Connection,
    enquiry_id: &str,
    recipient: &str,
    language: &str,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO notices (kind, enquiry_id, recipient, language) VALUES ('assigned', ?1, ?2, ?3)",
        params![enquiry_id, recipient, language],
    )?;
    Ok(())
}

/// The e-mails of a personal-data request (docs/decisions-spec.md §27).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrivacyMail {
    /// The link that proves the address; `secret` is its token.
    Confirm,
    /// The answer; `secret` is [`PrivacyAnswer`] as JSON (with the access file), kept only
    /// until the message is sent or given up.
    Answer,
    /// A deadline coming, to a notice recipient; `secret` is [`PrivacyReminder`] as JSON.
    Reminder,
}

impl PrivacyMail {
    fn kind(self) -> &'static str {
        match self {
            PrivacyMail::Confirm => "privacy-confirm",
            PrivacyMail::Answer => "privacy-answer",
            PrivacyMail::Reminder => "privacy-reminder",
        }
    }
}

/// What an answer e-mail says.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyAnswer {
    /// `access`, `correct`, `erase` or `withdraw`.
    pub kind: String,
    /// The owner's words to the person, if any.
    pub note: Option<String>,
    /// An access request's file (JSON text), attached as `personal-data.json`.
    pub file: Option<String>,
}

/// What a reminder says.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyReminder {
    pub email: String,
    pub kind: String,
    /// `acknowledge` or `complete`.
    pub step: String,
    /// The deadline (RFC 3339, UTC).
    pub by: String,
}

/// Queues one personal-data e-mail (in the caller's transaction).
pub fn queue_privacy(
    conn: &Connection,
    mail: PrivacyMail,
    recipient: &str,
    language: Language,
    secret: &str,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO notices (kind, recipient, language, secret) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![mail.kind(), recipient, language.code(), secret])?;
    Ok(())
}

/// Whether a request's confirmation e-mail went to `email` in the last `minutes` (a
/// visitor pressing again, or someone else typing the address, sends no second one so soon).
pub fn privacy_confirm_within(
    conn: &Connection,
    email: &str,
    minutes: u32,
) -> rusqlite::Result<bool> {
    conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM notices WHERE recipient = ?1 AND kind = 'privacy-confirm'
                          AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d minutes', ?2)))",
    )?
    .query_row(params![email, minutes], |r| r.get(0))
}

/// Forgets every e-mail to `email` (any case) for an erasure: the outbox keeps no address
/// of a person who asked to be erased (their newsletter rows go with their subscription).
pub fn forget(conn: &Connection, email: &str) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM notices WHERE recipient = ?1 COLLATE NOCASE")?
        .execute([email])
}

/// The business's day now (`YYYY-MM-DD`), by `clock`: which follow-ups the digest lists.
pub(super) fn today_in(clock: &Clock, zone: chrono_tz::Tz) -> String {
    chrono::DateTime::from_timestamp(clock.now(), 0)
        .unwrap_or_default()
        .with_timezone(&zone)
        .format("%Y-%m-%d")
        .to_string()
}
