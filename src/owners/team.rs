//! The team's store (docs/decisions-spec.md §25): members with their roles, suspension and
//! removal (the last owner is kept), invitations (single use, 7 days) and the two-step policy.

use rusqlite::{Connection, OptionalExtension, params};

use super::roles::Role;
use super::sessions;

/// How long an invitation's link works.
pub const INVITATION_DAYS: i64 = 7;

/// `unix_secs` as RFC 3339 UTC text (sorts as it compares).
pub fn utc_text(unix_secs: i64) -> String {
    chrono::DateTime::from_timestamp(unix_secs, 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

#[derive(Debug, Clone)]
pub struct Member {
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub suspended: bool,
    pub two_step: bool,
    pub created_at: String,
}

fn member(r: &rusqlite::Row) -> rusqlite::Result<Member> {
    Ok(Member {
        id: r.get(0)?,
        email: r.get(1)?,
        role: Role::parse(&r.get::<_, String>(2)?).unwrap_or_default(),
        suspended: r.get(3)?,
        two_step: r.get(4)?,
        created_at: r.get(5)?,
    })
}

const MEMBER_COLUMNS: &str =
    "id, email, role, suspended_at IS NOT NULL, totp_enabled != 0, created_at";

/// A page of members, by address, and how many there are.
pub fn members(conn: &Connection, limit: i64, offset: i64) -> rusqlite::Result<(Vec<Member>, i64)> {
    let total = conn.query_row("SELECT count(*) FROM owners", [], |r| r.get(0))?;
    let items = conn
        .prepare_cached(&format!(
            "SELECT {MEMBER_COLUMNS} FROM owners ORDER BY email LIMIT ?1 OFFSET ?2"
        ))?
        .query_map([limit, offset], member)?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

pub fn member_by_id(conn: &Connection, id: i64) -> rusqlite::Result<Option<Member>> {
    conn.query_row(
        &format!("SELECT {MEMBER_COLUMNS} FROM owners WHERE id = ?1"),
        [id],
        member,
    )
    .optional()
}

/// The addresses of the accounts `ids` names (an enquiry page's assignees), by id.
pub fn emails(conn: &Connection, ids: &[i64]) -> rusqlite::Result<Vec<(i64, String)>> {
    let mut stmt = conn.prepare_cached("SELECT id, email FROM owners WHERE id = ?1")?;
    let mut found = Vec::new();
    for id in ids {
        if let Some(row) = stmt
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?
        {
            found.push(row);
        }
    }
    Ok(found)
}

/// The account `id`'s address and language, when it exists and is not suspended (whom an
/// enquiry may be assigned to).
pub fn active(conn: &Connection, id: i64) -> rusqlite::Result<Option<(String, String)>> {
    conn.query_row(
        "SELECT email, language FROM owners WHERE id = ?1 AND suspended_at IS NULL",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()
}

/// The active (not suspended) account with address `email`: (id, address, language).
pub fn active_by_email(
    conn: &Connection,
    email: &str,
) -> rusqlite::Result<Option<(i64, String, String)>> {
    conn.query_row(
        "SELECT id, email, language FROM owners WHERE email = ?1 AND suspended_at IS NULL",
        [email],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )
    .optional()
}

/// Owners who can act (not suspended), besides the account `except`.
fn other_active_owners(conn: &Connection, except: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT count(*) FROM owners WHERE role = 'owner' AND suspended_at IS NULL AND id != ?1",
        [except],
        |r| r.get(0),
    )
}

/// A change refused because it would leave the team without an owner who can act.
#[derive(Debug, PartialEq, Eq)]
pub struct LastOwner;

/// Whether changing account `id` to `role` / `suspended` keeps an active owner.
fn keeps_an_owner(
    conn: &Connection,
    id: i64,
    role: Role,
    suspended: bool,
) -> rusqlite::Result<bool> {
    Ok((role == Role::Owner && !suspended)
        || !is_active_owner(conn, id)?
        || other_active_owners(conn, id)? > 0)
}

fn is_active_owner(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM owners WHERE id = ?1 AND role = 'owner' AND suspended_at IS NULL)",
        [id],
        |r| r.get(0),
    )
}

/// Sets an account's role and suspension; suspending ends its sessions at once.
pub fn update(
    conn: &Connection,
    id: i64,
    role: Role,
    suspended: bool,
) -> rusqlite::Result<Result<(), LastOwner>> {
    if !keeps_an_owner(conn, id, role, suspended)? {
        return Ok(Err(LastOwner));
    }
    conn.execute(
        "UPDATE owners SET role = ?2,
             suspended_at = CASE WHEN ?3 THEN coalesce(suspended_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) END
         WHERE id = ?1",
        params![id, role.code(), suspended],
    )?;
    if suspended {
        sessions::delete_all(conn, id, None)?;
    }
    Ok(Ok(()))
}

/// Removes an account (its sessions go with it; its enquiries become unassigned).
pub fn remove(conn: &Connection, id: i64) -> rusqlite::Result<Result<(), LastOwner>> {
    if is_active_owner(conn, id)? && other_active_owners(conn, id)? == 0 {
        return Ok(Err(LastOwner));
    }
    sessions::delete_all(conn, id, None)?;
    conn.execute("DELETE FROM owners WHERE id = ?1", [id])?;
    Ok(Ok(()))
}

/// Makes an account (the CLI's `admin create`, an accepted invitation).
pub fn create(
    conn: &Connection,
    email: &str,
    hash: &str,
    role: Role,
    language: &str,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO owners (email, password_hash, role, language) VALUES (?1, ?2, ?3, ?4)",
        params![email, hash, role.code(), language],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn require_two_step(conn: &Connection) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT require_two_step FROM team_policy WHERE id = 1",
        [],
        |r| r.get(0),
    )
}

pub fn set_require_two_step(conn: &Connection, on: bool) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE team_policy SET require_two_step = ?1 WHERE id = 1",
        [on],
    )?;
    Ok(())
}

#[derive(Debug, Clone)]
pub struct Invitation {
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub invited_by: String,
    pub created_at: String,
    pub expires_at: String,
}

const INVITATION_COLUMNS: &str = "id, email, role, invited_by, created_at, expires_at";

fn invitation(r: &rusqlite::Row) -> rusqlite::Result<Invitation> {
    Ok(Invitation {
        id: r.get(0)?,
        email: r.get(1)?,
        role: Role::parse(&r.get::<_, String>(2)?).unwrap_or_default(),
        invited_by: r.get(3)?,
        created_at: r.get(4)?,
        expires_at: r.get(5)?,
    })
}

/// Open (not accepted) invitations, newest first, expired ones included (to resend).
pub fn invitations(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<Invitation>, i64)> {
    let total = conn.query_row(
        "SELECT count(*) FROM owner_invitations WHERE accepted_at IS NULL",
        [],
        |r| r.get(0),
    )?;
    let items = conn
        .prepare_cached(&format!(
            "SELECT {INVITATION_COLUMNS} FROM owner_invitations WHERE accepted_at IS NULL
             ORDER BY id DESC LIMIT ?1 OFFSET ?2"
        ))?
        .query_map([limit, offset], invitation)?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

pub fn invitation_by_id(conn: &Connection, id: i64) -> rusqlite::Result<Option<Invitation>> {
    conn.query_row(
        &format!(
            "SELECT {INVITATION_COLUMNS} FROM owner_invitations WHERE id = ?1 AND accepted_at IS NULL"
        ),
        [id],
        invitation,
    )
    .optional()
}

/// Whether an account has the address `email`.
pub fn has_account(conn: &Connection, email: &str) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM owners WHERE email = ?1)",
        [email],
        |r| r.get(0),
    )
}

/// Invites `email` (replacing an open invitation to the same address); the link's token.
pub fn invite(
    conn: &Connection,
    email: &str,
    role: Role,
    language: &str,
    invited_by: &str,
    now: i64,
) -> rusqlite::Result<(i64, String)> {
    conn.execute(
        "DELETE FROM owner_invitations WHERE email = ?1 AND accepted_at IS NULL",
        [email],
    )?;
    let token = sessions::new_token();
    conn.execute(
        "INSERT INTO owner_invitations (email, role, language, token_hash, invited_by, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            email,
            role.code(),
            language,
            sessions::token_hash(&token),
            invited_by,
            utc_text(now),
            utc_text(now + INVITATION_DAYS * 86_400)
        ],
    )?;
    Ok((conn.last_insert_rowid(), token))
}

/// A new token and 7 more days for an open invitation; its address, language and token.
pub fn renew(
    conn: &Connection,
    id: i64,
    now: i64,
) -> rusqlite::Result<Option<(String, String, String)>> {
    let token = sessions::new_token();
    conn.query_row(
        "UPDATE owner_invitations SET token_hash = ?2, created_at = ?3, expires_at = ?4
         WHERE id = ?1 AND accepted_at IS NULL RETURNING email, language",
        params![
            id,
            sessions::token_hash(&token),
            utc_text(now),
            utc_text(now + INVITATION_DAYS * 86_400)
        ],
        |r| Ok((r.get(0)?, r.get(1)?, token.clone())),
    )
    .optional()
}

pub fn withdraw(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "DELETE FROM owner_invitations WHERE id = ?1 AND accepted_at IS NULL",
        [id],
    )? > 0)
}

/// The open, unexpired invitation a token belongs to: (id, address, role, language).
pub fn open_invitation(
    conn: &Connection,
    token: &str,
    now: i64,
) -> rusqlite::Result<Option<(i64, String, Role, String)>> {
    conn.query_row(
        "SELECT id, email, role, language FROM owner_invitations
         WHERE token_hash = ?1 AND accepted_at IS NULL AND expires_at > ?2",
        params![sessions::token_hash(token), utc_text(now)],
        |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                Role::parse(&r.get::<_, String>(2)?).unwrap_or_default(),
                r.get(3)?,
            ))
        },
    )
    .optional()
}

/// Uses an invitation up: true when it was still open (so a second use finds nothing).
pub fn mark_accepted(conn: &Connection, id: i64, now: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "UPDATE owner_invitations SET accepted_at = ?2 WHERE id = ?1 AND accepted_at IS NULL",
        params![id, utc_text(now)],
    )? > 0)
}
