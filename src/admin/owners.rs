//! Owner accounts: argon2id password hashes (PHC strings), never a default account.

use std::sync::LazyLock;

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use rusqlite::{Connection, OptionalExtension};

use crate::domain::language::Language;

/// The shortest password accepted, in characters.
pub const MIN_PASSWORD_CHARS: usize = 12;
/// The longest: argon2 would take any length, but a megabyte "password" is not one.
pub const MAX_PASSWORD_CHARS: usize = 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    pub id: i64,
    pub email: String,
    pub language: Language,
}

/// An argon2id hash of `password` with a fresh random salt (the crate's defaults: 19 MiB,
/// 2 passes, OWASP's recommendation). Slow on purpose: call it off the async executor.
pub fn hash_password(password: &str) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|err| anyhow::anyhow!("cannot hash the password: {err}"))
}

/// A hash of a password nobody knows, verified against when the account does not exist,
/// so that an unknown address costs the same time as a wrong password.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    let secret: [u8; 16] = rand::random();
    hash_password(&hex::encode(secret)).expect("argon2 hashes")
});

/// Whether `password` matches `hash` (`None`: no such account, still the same work).
pub fn verify_password(password: &str, hash: Option<&str>) -> bool {
    let known = hash.is_some();
    let hash = hash.unwrap_or(&DUMMY_HASH);
    let matches = Argon2::default()
        .verify_password(password.as_bytes(), hash)
        .is_ok();
    known && matches
}

/// Builds the dummy hash ahead of the first sign-in, so it does not time differently.
pub fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

/// Why a password is refused, in `lang`.
pub fn check_password(password: &str, lang: Language) -> Result<(), String> {
    let chars = password.chars().count();
    if chars < MIN_PASSWORD_CHARS {
        return Err(match lang {
            Language::Vi => format!("Mật khẩu phải có ít nhất {MIN_PASSWORD_CHARS} ký tự."),
            Language::En => {
                format!("The password must be at least {MIN_PASSWORD_CHARS} characters long.")
            }
        });
    }
    if chars > MAX_PASSWORD_CHARS {
        return Err(match lang {
            Language::Vi => format!("Mật khẩu không được dài quá {MAX_PASSWORD_CHARS} ký tự."),
            Language::En => {
                format!("The password must be at most {MAX_PASSWORD_CHARS} characters long.")
            }
        });
    }
    Ok(())
}

fn language(code: String) -> Language {
    Language::parse(&code).unwrap_or_default()
}

/// The account with this address (any case) and its password hash.
pub fn find(conn: &Connection, email: &str) -> rusqlite::Result<Option<(Owner, String)>> {
    conn.query_row(
        "SELECT id, email, language, password_hash FROM owners WHERE email = ?1",
        [email.trim()],
        |r| {
            Ok((
                Owner {
                    id: r.get(0)?,
                    email: r.get(1)?,
                    language: language(r.get(2)?),
                },
                r.get(3)?,
            ))
        },
    )
    .optional()
}

pub fn password_hash(conn: &Connection, owner_id: i64) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "SELECT password_hash FROM owners WHERE id = ?1",
        [owner_id],
        |r| r.get(0),
    )
    .optional()
}

pub fn set_password_hash(conn: &Connection, owner_id: i64, hash: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE owners SET password_hash = ?2 WHERE id = ?1",
        rusqlite::params![owner_id, hash],
    )?;
    Ok(())
}

pub fn set_language(conn: &Connection, owner_id: i64, lang: Language) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE owners SET language = ?2 WHERE id = ?1",
        rusqlite::params![owner_id, lang.code()],
    )?;
    Ok(())
}
