//! The notice outbox: rows of `notices`, queued in the transaction that stores what they
//! announce, delivered by one sender task. A notice is never lost: until the SMTP server
//! accepts it, it stays `pending` or `retrying` in the database, and the sender picks it up
//! again after a restart. Delivery is at least once (a crash right after the SMTP server
//! accepted one, before it was marked, sends it again).
//!
//! Split by job: this file holds the sender and what it reads; queueing each kind is in
//! `queue`, the digest in `digest`, the e-mail of a notice in `message`, the Mail screen's
//! lists in `listing`, delivery and its failures in `delivery` and `failures`. Their public
//! items are re-exported here, so callers name `notices::outbox::…` as before.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OptionalExtension, params};

pub use super::digest::{DIGEST_KEY, digest_minutes};
pub(super) use super::digest::{DIGEST_LIST, gather, hold_digest, today_in};
pub use super::listing::{Notice, Recipient, list, newsletter_recipients};
pub use super::queue::{
    PrivacyAnswer, PrivacyMail, PrivacyReminder, confirm_queued_within, enquiry_recipients, forget,
    privacy_confirm_within, queue_assigned, queue_confirm, queue_enquiry, queue_enquiry_notices,
    queue_newsletter, queue_newsletter_test, queue_privacy, queue_test,
};
use super::{delivery, failures};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::{MailWake, SmtpOverride, SmtpUrl};
use crate::kernel::workers::{Component, Components, supervise};
use crate::owners::accounts;
use crate::owners::mail::AccountMail;
use crate::settings::SiteSettings;

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
    pub(super) public_url: String,
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
