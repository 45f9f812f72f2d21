//! Browsers that have signed in: a random 256-bit token in a long-lived, HttpOnly,
//! SameSite=Strict cookie (only its SHA-256 stored, so it cannot be forged or read back).
//! A request carrying the device token of the account it signs in to is counted against
//! that device alone by the lock-out.

use rusqlite::{Connection, OptionalExtension};

use super::sessions::{new_token, token_hash};

pub const COOKIE: &str = "tradelane_device";
/// On https, `__Host-` prefixed like the session cookie.
pub const HOST_COOKIE: &str = "__Host-tradelane_device";
/// Browsers keep a cookie at most 400 days.
pub const MAX_AGE_DAYS: u32 = 400;

/// Remembers a browser for the owner; the token goes to the cookie only.
pub fn create(conn: &Connection, owner_id: i64) -> rusqlite::Result<String> {
    conn.execute(
        &format!(
            "DELETE FROM owner_devices
             WHERE last_used_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-{MAX_AGE_DAYS} days')"
        ),
        [],
    )?;
    let token = new_token();
    conn.execute(
        "INSERT INTO owner_devices (token_hash, owner_id) VALUES (?1, ?2)",
        rusqlite::params![token_hash(&token), owner_id],
    )?;
    Ok(token)
}

/// The address of the account that `token` was given to, if it is still remembered.
pub fn account(conn: &Connection, token: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "SELECT o.email FROM owner_devices d JOIN owners o ON o.id = d.owner_id
         WHERE d.token_hash = ?1",
        [token_hash(token)],
        |r| r.get(0),
    )
    .optional()
}

/// Marks a remembered browser as used now.
pub fn touch(conn: &Connection, token: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE owner_devices SET last_used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE token_hash = ?1",
        [token_hash(token)],
    )?;
    Ok(())
}
