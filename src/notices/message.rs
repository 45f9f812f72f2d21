//! A due notice as the e-mail that goes: sender, recipient, and the text of its kind.

use lettre::Message;
use lettre::message::Mailbox;
use lettre::message::header::{HeaderName, HeaderValue};

use super::outbox::{Due, NewsletterMessage, Outbox, PrivacyAnswer, PrivacyReminder};
use super::text;
use crate::kernel::mail::{self, SmtpUrl, one_line};
use crate::settings::SiteSettings;

impl Outbox {
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
        match (&notice.kind[..], &notice.enquiry) {
            ("newsletter", _) => {
                let letter = notice
                    .letter
                    .as_ref()
                    .ok_or("the newsletter or its recipient is gone")?;
                return newsletter_message(letter, notice.id, from, to);
            }
            ("privacy-answer", _) => return privacy_answer(notice, settings, from, to),
            ("enquiry", Some(enquiry)) => {
                if let Ok(reply_to) = enquiry.email.parse() {
                    builder =
                        builder.reply_to(Mailbox::new(Some(one_line(&enquiry.name)), reply_to));
                }
            }
            _ => {}
        }
        let text = match &notice.kind[..] {
            "enquiry" | "digest" | "assigned" => self.enquiry_text(notice, settings, zone)?,
            "confirm" | "reset" | "invitation" | "privacy-confirm" => {
                self.link_text(notice, settings)?
            }
            _ => self.console_text(notice, settings, zone)?,
        };
        mail::message_with(builder, from, to, &text.subject, text.body, None)
    }

    /// The text of a notice about enquiries: one new, a digest of them, one assigned.
    fn enquiry_text(
        &self,
        notice: &Due,
        settings: &SiteSettings,
        zone: chrono_tz::Tz,
    ) -> Result<text::Text, String> {
        let company = &settings.company_name;
        Ok(match (&notice.kind[..], &notice.enquiry) {
            ("enquiry", Some(enquiry)) => {
                let link = format!("{}/admin/enquiries/{}", self.public_url, enquiry.id);
                text::enquiry(
                    enquiry,
                    company,
                    (&self.public_url, &link),
                    zone,
                    notice.language,
                )
            }
            ("digest", _) => {
                let (enquiries, total, _) = notice.digest.as_ref().ok_or("no enquiry")?;
                if enquiries.is_empty() {
                    return Err("the enquiries were removed".into());
                }
                text::digest(
                    enquiries,
                    *total,
                    company,
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
            ("assigned", Some(enquiry)) => text::assigned(
                enquiry,
                company,
                &format!("{}/admin/enquiries/{}", self.public_url, enquiry.id),
                notice.language,
            ),
            _ => return Err("the enquiry was removed".into()),
        })
    }

    /// The text of a notice that carries a link with a token: a subscription to confirm, a
    /// password to reset, an invitation, a personal-data request to confirm.
    fn link_text(&self, notice: &Due, settings: &SiteSettings) -> Result<text::Text, String> {
        let company = &settings.company_name;
        let token = notice.secret.as_deref().ok_or("the link has expired")?;
        let site = &self.public_url;
        Ok(match &notice.kind[..] {
            "confirm" => text::confirm(
                company,
                &format!("{site}/subscribe/confirm?token={token}"),
                notice.language,
            ),
            "reset" => text::reset(
                company,
                &format!("{site}/admin/reset-password?token={token}"),
                notice.language,
            ),
            // The page opens in the invitation's language: the invited have no account yet.
            "invitation" => text::invitation(
                company,
                &format!(
                    "{site}/admin/invitation?token={token}&lang={}",
                    notice.language.code()
                ),
                notice.language,
            ),
            _ => {
                // `kind:token`: the token alone goes in the link.
                let (kind, token) = token.split_once(':').unwrap_or(("access", token));
                text::privacy_confirm(
                    company,
                    kind,
                    &format!("{site}/personal-data/confirm?token={token}"),
                    notice.language,
                )
            }
        })
    }

    /// The text of a notice that points to a console screen: a personal-data deadline, a
    /// security alert, a test.
    fn console_text(
        &self,
        notice: &Due,
        settings: &SiteSettings,
        zone: chrono_tz::Tz,
    ) -> Result<text::Text, String> {
        let company = &settings.company_name;
        Ok(match &notice.kind[..] {
            "privacy-reminder" => {
                let r: PrivacyReminder = notice
                    .secret
                    .as_deref()
                    .and_then(|s| serde_json::from_str(s).ok())
                    .ok_or("the reminder is unreadable")?;
                text::privacy_reminder(
                    company,
                    (&r.email, &r.kind, &r.step, &r.by),
                    &format!("{}/admin/personal-data", self.public_url),
                    zone,
                    notice.language,
                )
            }
            "security" => text::security(
                company,
                &format!("{}/admin/activity", self.public_url),
                notice.language,
            ),
            _ => text::test(
                company,
                &format!("{}/admin/mail", self.public_url),
                notice.language,
            ),
        })
    }
}

/// The answer to a personal-data request, with the access file attached when there is one.
fn privacy_answer(
    notice: &Due,
    settings: &SiteSettings,
    from: Mailbox,
    to: Mailbox,
) -> Result<Message, String> {
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
    match answer.file {
        None => mail::message_with(Message::builder(), from, to, &text.subject, text.body, None),
        Some(file) => mail::message_with_file(
            from,
            to,
            &text.subject,
            text.body,
            ("personal-data.json", file),
        ),
    }
}

/// A newsletter as sent: text and HTML alternatives, `List-Unsubscribe` with one click
/// (RFC 8058), and a `Message-ID` that stays the same should a crash make it go twice, so
/// mail clients show it once.
fn newsletter_message(
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
