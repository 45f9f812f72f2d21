//! Getting back in, and keeping others out: two-step sign-in with TOTP (RFC 6238: 6 digits,
//! 30-second steps, one step either side), single-use recovery codes, and password reset
//! links sent by e-mail (30 minutes, single use). Secrets that only have to be recognised
//! (recovery codes, reset tokens) are stored as their SHA-256.

use super::mail::AccountMail;
use rusqlite::{Connection, OptionalExtension, params};
use totp_rs::{Algorithm, Secret, TOTP};

use super::sessions::{new_token, token_hash};

/// How long a reset link works.
pub const RESET_MINUTES: u32 = 30;
pub const RECOVERY_CODES: usize = 10;
const STEP_SECS: u64 = 30;

/// The TOTP of `secret` (base32) for the account `email`, named after `issuer` in the
/// authenticator app.
fn totp(secret: &str, issuer: &str, email: &str) -> Option<TOTP> {
    let bytes = Secret::Encoded(secret.to_owned()).to_bytes().ok()?;
    // The app's label is "issuer:account": neither may hold a colon.
    let issuer = issuer.replace(':', " ");
    TOTP::new(
        Algorithm::SHA1,
        6,
        1,
        STEP_SECS,
        bytes,
        Some(issuer),
        email.replace(':', " "),
    )
    .ok()
}

/// A new secret for `owner_id`, not in force until a code confirms it; the secret (base32)
/// and the `otpauth://` URL an authenticator app reads (as a QR code).
pub fn begin_totp(
    conn: &Connection,
    owner_id: i64,
    issuer: &str,
    email: &str,
) -> anyhow::Result<(String, String)> {
    let secret = Secret::generate_secret().to_encoded().to_string();
    let totp = totp(&secret, issuer, email).ok_or_else(|| anyhow::anyhow!("a TOTP secret"))?;
    conn.execute(
        "UPDATE owners SET totp_secret = ?2 WHERE id = ?1 AND totp_enabled = 0",
        params![owner_id, secret],
    )?;
    Ok((secret, totp.get_url()))
}

/// Whether the owner signs in with a second step.
pub fn totp_enabled(conn: &Connection, owner_id: i64) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT totp_enabled FROM owners WHERE id = ?1",
        [owner_id],
        |r| r.get(0),
    )
    .optional()
    .map(|enabled| enabled.unwrap_or(false))
}

/// The owner's authenticator (pending or in force) and the last step whose code was
/// accepted; `None` without a secret.
fn owner_totp(conn: &Connection, owner_id: i64) -> anyhow::Result<Option<(TOTP, i64)>> {
    let row: Option<(Option<String>, i64, String)> = conn
        .query_row(
            "SELECT totp_secret, totp_last_step, email FROM owners WHERE id = ?1",
            [owner_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let Some((Some(secret), last_step, email)) = row else {
        return Ok(None);
    };
    Ok(totp(&secret, "tradelane", &email).map(|totp| (totp, last_step)))
}

/// Checks a 6-digit code against the owner's secret (pending or in force) at `now` (Unix
/// seconds); a code is accepted once (its step is remembered).
pub fn check_totp(conn: &Connection, owner_id: i64, code: &str, now: u64) -> anyhow::Result<bool> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.len() != 6 || !code.chars().all(|c| c.is_ascii_digit()) {
        return Ok(false);
    }
    let Some((totp, last_step)) = owner_totp(conn, owner_id)? else {
        return Ok(false);
    };
    let current = now / STEP_SECS;
    for step in [current.saturating_sub(1), current, current + 1] {
        let step_i64 = i64::try_from(step).unwrap_or(i64::MAX);
        if step_i64 > last_step && totp.generate(step * STEP_SECS) == code {
            conn.execute(
                "UPDATE owners SET totp_last_step = ?2 WHERE id = ?1",
                params![owner_id, step_i64],
            )?;
            return Ok(true);
        }
    }
    Ok(false)
}

/// Whether `code` is a code of this window that was already accepted: a second sign-in with
/// the code just used is told so, rather than that the code is wrong (§23).
pub fn code_already_used(
    conn: &Connection,
    owner_id: i64,
    code: &str,
    now: u64,
) -> anyhow::Result<bool> {
    let Some((totp, last_step)) = owner_totp(conn, owner_id)? else {
        return Ok(false);
    };
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let current = now / STEP_SECS;
    Ok([current.saturating_sub(1), current, current + 1]
        .into_iter()
        .any(|step| {
            i64::try_from(step).is_ok_and(|s| s <= last_step)
                && totp.generate(step * STEP_SECS) == code
        }))
}

/// Turns two-step sign-in on (after a first good code) and returns fresh recovery codes.
pub fn enable_totp(conn: &Connection, owner_id: i64) -> rusqlite::Result<Vec<String>> {
    conn.execute(
        "UPDATE owners SET totp_enabled = 1 WHERE id = ?1",
        [owner_id],
    )?;
    conn.execute(
        "DELETE FROM owner_recovery_codes WHERE owner_id = ?1",
        [owner_id],
    )?;
    let mut insert = conn
        .prepare_cached("INSERT INTO owner_recovery_codes (owner_id, code_hash) VALUES (?1, ?2)")?;
    let codes: Vec<String> = (0..RECOVERY_CODES).map(|_| recovery_code()).collect();
    for code in &codes {
        insert.execute(params![owner_id, token_hash(&normalise(code))])?;
    }
    Ok(codes)
}

/// Turns two-step sign-in off (the console, or `tradelane admin reset-totp`).
pub fn disable_totp(conn: &Connection, owner_id: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE owners SET totp_enabled = 0, totp_secret = NULL WHERE id = ?1",
        [owner_id],
    )?;
    conn.execute(
        "DELETE FROM owner_recovery_codes WHERE owner_id = ?1",
        [owner_id],
    )?;
    Ok(())
}

/// Uses up a recovery code; true when it was one of the owner's unused codes.
pub fn use_recovery_code(conn: &Connection, owner_id: i64, code: &str) -> rusqlite::Result<bool> {
    let used = conn.execute(
        "UPDATE owner_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE owner_id = ?1 AND code_hash = ?2 AND used_at IS NULL",
        params![owner_id, token_hash(&normalise(code))],
    )?;
    Ok(used == 1)
}

/// A TOTP code or an unused recovery code.
pub fn check_second_factor(
    conn: &Connection,
    owner_id: i64,
    code: &str,
    now: u64,
) -> anyhow::Result<bool> {
    Ok(check_totp(conn, owner_id, code, now)? || use_recovery_code(conn, owner_id, code)?)
}

/// `xxxx-xxxx` from an alphabet without look-alikes (no 0/o, 1/l/i): 40 random bits.
fn recovery_code() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let bytes: [u8; 8] = rand::random();
    let chars: String = bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect();
    format!("{}-{}", &chars[..4], &chars[4..])
}

/// A recovery code as typed: case, spaces and dashes do not matter.
fn normalise(code: &str) -> String {
    code.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A reset link's token for the owner with address `email`, and queues the e-mail that
/// carries it; `None` when there is no such account, or a link was asked for less than two
/// minutes ago (a form cannot be used to flood the owner's mailbox).
pub fn queue_reset(
    conn: &Connection,
    mail: &dyn AccountMail,
    email: &str,
) -> rusqlite::Result<Option<()>> {
    let owner: Option<(i64, String, String)> = conn
        .query_row(
            "SELECT o.id, o.email, o.language FROM owners o WHERE o.email = ?1
               AND NOT EXISTS (SELECT 1 FROM password_resets r WHERE r.owner_id = o.id
                 AND r.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes'))",
            [email.trim()],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let Some((owner_id, email, language)) = owner else {
        return Ok(None);
    };
    let token = new_token();
    conn.execute(
        &format!(
            "INSERT INTO password_resets (token_hash, owner_id, expires_at)
             VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+{RESET_MINUTES} minutes'))"
        ),
        params![token_hash(&token), owner_id],
    )?;
    mail.queue_reset(conn, &email, &language, &token)?;
    Ok(Some(()))
}

/// Uses up a reset token: the owner's id when it is known, unused and not expired.
pub fn use_reset_token(conn: &Connection, token: &str) -> rusqlite::Result<Option<i64>> {
    conn.query_row(
        "UPDATE password_resets SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE token_hash = ?1 AND used_at IS NULL
           AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         RETURNING owner_id",
        [token_hash(token)],
        |r| r.get(0),
    )
    .optional()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_checked_within_one_step_and_only_once() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE owners (id INTEGER PRIMARY KEY, email TEXT, totp_secret TEXT,
                                  totp_enabled INTEGER DEFAULT 0, totp_last_step INTEGER DEFAULT 0);
             CREATE TABLE owner_recovery_codes (owner_id INTEGER, code_hash TEXT, used_at TEXT);
             INSERT INTO owners (id, email) VALUES (1, 'a@b.vn');",
        )
        .unwrap();
        let (secret, url) = begin_totp(&conn, 1, "Cửu Long: Logistics", "a@b.vn").unwrap();
        assert!(url.starts_with("otpauth://totp/"), "{url}");
        assert!(!url.contains("Long:%20Logistics") && url.contains("secret="));
        let totp = totp(&secret, "x", "a@b.vn").unwrap();
        let now = 1_800_000_000;
        let code = totp.generate(now);
        assert!(!check_totp(&conn, 1, "000000x", now).unwrap());
        assert!(
            check_totp(&conn, 1, &code, now + 25).unwrap(),
            "one step late"
        );
        assert!(!check_totp(&conn, 1, &code, now).unwrap(), "used once");
        assert!(code_already_used(&conn, 1, &code, now).unwrap());
        assert!(!code_already_used(&conn, 1, "000000", now).unwrap());
        let later = totp.generate(now + 300);
        assert!(!check_totp(&conn, 1, &later, now).unwrap(), "too far ahead");
        let codes = enable_totp(&conn, 1).unwrap();
        assert_eq!(codes.len(), RECOVERY_CODES);
        assert!(use_recovery_code(&conn, 1, &codes[3].to_uppercase()).unwrap());
        assert!(
            !use_recovery_code(&conn, 1, &codes[3]).unwrap(),
            "single use"
        );
    }
}
