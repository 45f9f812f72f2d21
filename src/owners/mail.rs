//! What the owners' side needs of e-mail: a password reset link and an alert after failed
//! sign-ins. Sending is the notices' work, a noun above this one; start-up hands the
//! notices' implementation in as `Data<&Mailer>`.

use std::sync::Arc;

use rusqlite::Connection;

pub trait AccountMail: Send + Sync {
    /// Whether an e-mail could go out now (an SMTP server is set up).
    fn can_send(&self, conn: &Connection) -> anyhow::Result<bool>;
    /// Queues the e-mail carrying a reset link, in the caller's transaction.
    fn queue_reset(
        &self,
        conn: &Connection,
        email: &str,
        language: &str,
        token: &str,
    ) -> rusqlite::Result<()>;
    /// Queues the e-mail inviting `email` to the team as `role` (its link carries `token`),
    /// in the caller's transaction.
    fn queue_invitation(
        &self,
        conn: &Connection,
        email: &str,
        language: &str,
        token: &str,
    ) -> rusqlite::Result<()>;
    /// Queues an alert of failed sign-ins to the account with address `email`, unless one
    /// was queued in the last hour; true when one was queued.
    fn queue_security(&self, conn: &Connection, email: &str) -> rusqlite::Result<bool>;
    /// The name the site's e-mails and the authenticator app's entry carry (the company's).
    fn sender_name(&self, conn: &Connection) -> anyhow::Result<String>;
    /// Asks the sender to look at its queue now (after the transaction committed).
    fn wake(&self);
}

pub type Mailer = Arc<dyn AccountMail>;
