//! Owner accounts: argon2id password hashes (PHC strings), never a default account.

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use rusqlite::{Connection, OptionalExtension};

use super::roles::Role;
use crate::kernel::language::Language;

/// The shortest password accepted, in characters.
pub const MIN_PASSWORD_CHARS: usize = 12;
/// The longest: argon2 would take any length, but a megabyte "password" is not one.
pub const MAX_PASSWORD_CHARS: usize = 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    pub id: i64,
    pub email: String,
    pub language: Language,
    pub role: Role,
    /// Suspended by an owner: cannot sign in, and its sessions are refused.
    pub suspended: bool,
    /// The team requires two-step sign-in and this account has not turned it on yet.
    pub needs_two_step: bool,
}

/// The columns [`owner_from`] reads, from `owners` aliased `o`.
pub const OWNER_COLUMNS: &str = "o.id, o.email, o.language, o.role, o.suspended_at IS NOT NULL,
     o.totp_enabled = 0 AND (SELECT require_two_step FROM team_policy WHERE id = 1) = 1";

/// An [`Owner`] from a row whose first columns are [`OWNER_COLUMNS`].
pub fn owner_from(r: &rusqlite::Row) -> rusqlite::Result<Owner> {
    Ok(Owner {
        id: r.get(0)?,
        email: r.get(1)?,
        language: language(r.get(2)?),
        role: Role::parse(&r.get::<_, String>(3)?).unwrap_or_default(),
        suspended: r.get(4)?,
        needs_two_step: r.get(5)?,
    })
}

/// An argon2id hash of `password` with a fresh random salt (the crate's defaults: 19 MiB,
/// 2 passes, OWASP's recommendation). Slow on purpose: call it off the async executor.
pub fn hash_password(password: &str) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|err| anyhow::anyhow!("cannot hash the password: {err}"))
}

/// The hash of a random password that was thrown away, with the same parameters as
/// [`hash_password`]: verified against when the account does not exist, so that an unknown
/// address costs the same time as a wrong password. A constant, so that nothing is hashed
/// at start (the start stays as fast as before).
const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$QgfrTjTnvvOg5gTn1bVmIA$Cm3m9nsxyil59qsMAUEyazMPilfLWVl+FlrBUD5QUf8";

/// Whether `password` matches `hash` (`None`: no such account, still the same work).
pub fn verify_password(password: &str, hash: Option<&str>) -> bool {
    let known = hash.is_some();
    let hash = hash.unwrap_or(DUMMY_HASH);
    let matches = Argon2::default()
        .verify_password(password.as_bytes(), hash)
        .is_ok();
    known && matches
}

/// The strength a password must reach on zxcvbn's scale (0–4): 3 means it resists about
/// 10^10 guesses, "safely unguessable" for an online attack and a slow hash like argon2id.
pub const MIN_STRENGTH: u8 = 3;

/// Why a password is refused for the account `email`, in `lang` (ASVS 2.1.7): too short or
/// long, one repeated character, containing the account's name, or easy to guess by
/// zxcvbn's estimate (common passwords, words, dates, keyboard patterns, l33t).
pub fn check_password(password: &str, email: &str, lang: Language) -> Result<(), String> {
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
    let lower = password.to_lowercase();
    let name = email.split('@').next().unwrap_or("").to_lowercase();
    let mut distinct = password.chars().collect::<Vec<_>>();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() == 1 {
        return Err(lang
            .pick(
                "Mật khẩu không được chỉ lặp lại một ký tự.",
                "The password must not be one character repeated.",
            )
            .to_owned());
    }
    if name.chars().count() >= 3 && lower.contains(&name) {
        return Err(lang
            .pick(
                "Mật khẩu không được chứa tên tài khoản (phần trước @ của email).",
                "The password must not contain the account's name (the part of the e-mail before @).",
            )
            .to_owned());
    }
    // zxcvbn looks at the first 100 characters; a longer password is not the weak kind.
    let head: String = password.chars().take(100).collect();
    let strength = u8::from(zxcvbn::zxcvbn(&head, &[email, &name, "tradelane"]).score());
    if strength < MIN_STRENGTH {
        return Err(lang
            .pick(
                "Mật khẩu này quá dễ đoán (mật khẩu phổ biến, từ trong từ điển, ngày tháng hoặc dãy phím). Hãy dùng một cụm gồm nhiều từ không liên quan, ví dụ \"mây-tàu-cà phê-17-biển\".",
                "This password is too easy to guess (a common password, a dictionary word, a date or a keyboard pattern). Use several unrelated words, e.g. \"cloud-ship-coffee-17-sea\".",
            )
            .to_owned());
    }
    Ok(())
}

fn language(code: String) -> Language {
    Language::parse(&code).unwrap_or_default()
}

/// The account with this address (any case) and its password hash.
pub fn find(conn: &Connection, email: &str) -> rusqlite::Result<Option<(Owner, String)>> {
    conn.query_row(
        &format!("SELECT {OWNER_COLUMNS}, o.password_hash FROM owners o WHERE o.email = ?1"),
        [email.trim()],
        |r| Ok((owner_from(r)?, r.get(6)?)),
    )
    .optional()
}

/// How many owner accounts there are.
pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("SELECT count(*) FROM owners", [], |r| r.get(0))
}

/// The language of the account with address `email` (its e-mails are in it), if any.
pub fn language_of(conn: &Connection, email: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "SELECT language FROM owners WHERE email = ?1",
        [email],
        |r| r.get(0),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weak_passwords_are_refused_in_both_languages() {
        let email = "lan.nguyen@cuulong.vn";
        for weak in [
            "password1234",
            "aaaaaaaaaaaa",
            "lan.nguyen2024!",
            "qwertyuiop123",
            "123456789012",
            "Password1234",
            "short",
        ] {
            for lang in [Language::Vi, Language::En] {
                assert!(check_password(weak, email, lang).is_err(), "{weak}");
            }
        }
        for strong in [
            "mây-tàu-cà phê-17-biển",
            "cloud-ship-coffee-17-sea",
            "a-long-password-1-tugboat",
            // The tests' own: "e2e-password-0-long" (browser), "contract-run-…" (contract run).
            "a-long-password-1",
            "another-long-one-2",
            "e2e-password-0-long",
            "a-new-password-never-set",
            "contract-run-1234-98765",
        ] {
            assert_eq!(
                check_password(strong, email, Language::En),
                Ok(()),
                "{strong}"
            );
        }
    }

    #[test]
    fn hashes_are_argon2id_with_the_dummy_hash_parameters() {
        let hash = hash_password("a-long-password-1").unwrap();
        let params = |h: &str| h.split('$').take(4).collect::<Vec<_>>().join("$");
        assert_eq!(params(&hash), params(DUMMY_HASH));
        assert!(verify_password("a-long-password-1", Some(&hash)));
        assert!(!verify_password("a-long-password-2", Some(&hash)));
        assert!(!verify_password("a-long-password-1", None));
    }
}
