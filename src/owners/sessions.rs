//! Signed-in sessions: a random 256-bit token in the owner's cookie; only its SHA-256 is
//! stored. A session ends after 7 days without use, or 30 days after sign-in, whichever
//! comes first.

use rusqlite::{Connection, OptionalExtension};
use sha2::{Digest, Sha256};

use super::accounts::{OWNER_COLUMNS, Owner, owner_from};

pub const IDLE_DAYS: u32 = 7;
pub const ABSOLUTE_DAYS: u32 = 30;

/// A fresh token: 32 random bytes from the operating system's generator, as hex.
pub fn new_token() -> String {
    let bytes: [u8; 32] = rand::random();
    hex::encode(bytes)
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

const NOW: &str = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/// Starts a session for the owner; the token goes to the cookie, never to the database.
pub fn create(conn: &Connection, owner_id: i64) -> rusqlite::Result<String> {
    // Sessions that have ended are removed now and then; sign-in is a good moment.
    conn.execute(
        &format!(
            "DELETE FROM owner_sessions
             WHERE last_seen_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-{IDLE_DAYS} days')
                OR created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-{ABSOLUTE_DAYS} days')"
        ),
        [],
    )?;
    let token = new_token();
    conn.execute(
        &format!(
            "INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at)
             VALUES (?1, ?2, {NOW}, {NOW})"
        ),
        rusqlite::params![token_hash(&token), owner_id],
    )?;
    Ok(token)
}

/// The owner of a live session, which counts as used now.
pub fn owner(conn: &Connection, token_hash: &str) -> rusqlite::Result<Option<Owner>> {
    let found = conn
        .query_row(
            &format!(
                "SELECT {OWNER_COLUMNS},
                        s.last_seen_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-60 seconds')
                 FROM owner_sessions s JOIN owners o ON o.id = s.owner_id
                 WHERE s.token_hash = ?1 AND o.suspended_at IS NULL
                   AND s.last_seen_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-{IDLE_DAYS} days')
                   AND s.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-{ABSOLUTE_DAYS} days')"
            ),
            [token_hash],
            |r| Ok((owner_from(r)?, r.get::<_, bool>(6)?)),
        )
        .optional()?;
    let Some((owner, stale)) = found else {
        return Ok(None);
    };
    // Written at most once a minute per session: reads stay reads.
    if stale {
        conn.execute(
            &format!("UPDATE owner_sessions SET last_seen_at = {NOW} WHERE token_hash = ?1"),
            [token_hash],
        )?;
    }
    Ok(Some(owner))
}

pub fn delete(conn: &Connection, token_hash: &str) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM owner_sessions WHERE token_hash = ?1",
        [token_hash],
    )?;
    Ok(())
}

/// Ends every session of the owner, but `keep` when given.
pub fn delete_all(conn: &Connection, owner_id: i64, keep: Option<&str>) -> rusqlite::Result<usize> {
    conn.execute(
        "DELETE FROM owner_sessions WHERE owner_id = ?1 AND token_hash IS NOT ?2",
        rusqlite::params![owner_id, keep],
    )
}
