//! Secrets kept by the server (the SMTP password, the backups' S3 secret) are sealed at rest
//! (docs/decisions-spec.md §26): ChaCha20-Poly1305 with a 32-byte key from
//! `TRADELANE_SECRET_KEY` (64 hex digits or base64) or, without it, from
//! `<data-dir>/secret.key`, made at first use with mode 0600. The key file is beside the
//! database, never inside it nor in a backup, so a database (or a backup) that leaks alone
//! leaks no secret. A value sealed with another key does not open: the caller treats the
//! secret as unset, and the console asks for it again.
//!
//! The key is found from the connection's own file (`Connection::path`), so every noun that
//! stores a secret seals it without being handed the key, and two data folders served by one
//! process (the tests) each keep their own.

use std::path::Path;
use std::sync::LazyLock;

use anyhow::{Context, bail};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use rusqlite::Connection;

/// The environment variable that holds the key (it wins over the key file).
pub const KEY_ENV: &str = "TRADELANE_SECRET_KEY";
/// The key file's name inside the data folder.
pub const KEY_FILE: &str = "secret.key";
/// The mark of a sealed value: `sealed:v1:<base64 of nonce ‖ ciphertext>`.
const PREFIX: &str = "sealed:v1:";
const NONCE_LEN: usize = 12;

/// The key of an in-memory database (no folder to keep a file in): one per run.
static MEMORY_KEY: LazyLock<[u8; 32]> = LazyLock::new(rand::random);

/// Whether a stored value is sealed (anything else is plaintext from before §26).
pub fn is_sealed(stored: &str) -> bool {
    stored.starts_with(PREFIX)
}

/// Seals `plain` with the key of the database `conn` is open on. `label` (the setting's
/// name) is bound to the ciphertext, so a sealed value cannot be moved to another setting.
pub fn seal(conn: &Connection, label: &str, plain: &str) -> anyhow::Result<String> {
    let key = key_for(conn)?;
    let cipher = ChaCha20Poly1305::new(Key::from_slice(&key));
    let nonce: [u8; NONCE_LEN] = rand::random();
    let sealed = cipher
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: plain.as_bytes(),
                aad: label.as_bytes(),
            },
        )
        .map_err(|_| anyhow::anyhow!("cannot seal the secret"))?;
    let mut bytes = nonce.to_vec();
    bytes.extend_from_slice(&sealed);
    Ok(format!("{PREFIX}{}", STANDARD.encode(bytes)))
}

/// Opens a value [`seal`] made, or `None` when it was sealed with another key (a restore
/// on a machine without the key), is damaged, or the key cannot be read.
pub fn open(conn: &Connection, label: &str, stored: &str) -> Option<String> {
    let bytes = STANDARD.decode(stored.strip_prefix(PREFIX)?).ok()?;
    if bytes.len() < NONCE_LEN {
        return None;
    }
    let key = match key_for(conn) {
        Ok(key) => key,
        Err(err) => {
            tracing::error!(error = format!("{err:#}"), "the secret key cannot be read");
            return None;
        }
    };
    let (nonce, sealed) = bytes.split_at(NONCE_LEN);
    let plain = ChaCha20Poly1305::new(Key::from_slice(&key))
        .decrypt(
            Nonce::from_slice(nonce),
            Payload {
                msg: sealed,
                aad: label.as_bytes(),
            },
        )
        .ok()?;
    String::from_utf8(plain).ok()
}

/// The key of the database `conn` is open on: `TRADELANE_SECRET_KEY`, else the data
/// folder's key file (made now when missing).
pub fn key_for(conn: &Connection) -> anyhow::Result<[u8; 32]> {
    if let Ok(text) = std::env::var(KEY_ENV)
        && !text.trim().is_empty()
    {
        return parse_key(text.trim()).with_context(|| format!("{KEY_ENV} is not a key"));
    }
    // Read from the file each time (a secret is opened only when the settings change or a
    // backup is uploaded): a key put back or replaced on disk counts at once.
    match conn.path().filter(|p| !p.is_empty()) {
        Some(database) => key_file(
            &Path::new(database)
                .parent()
                .unwrap_or(Path::new("."))
                .join(KEY_FILE),
        ),
        None => Ok(*MEMORY_KEY),
    }
}

/// Reads the key file, or makes it (0600, written whole, then renamed into place so that a
/// crash never leaves half a key).
fn key_file(path: &Path) -> anyhow::Result<[u8; 32]> {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            return parse_key(text.trim())
                .with_context(|| format!("{} is not a key", path.display()));
        }
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
        Err(err) => return Err(err).with_context(|| format!("cannot read {}", path.display())),
    }
    let key: [u8; 32] = rand::random();
    let partial = path.with_extension("key.partial");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options
        .open(&partial)
        .with_context(|| format!("cannot create {}", partial.display()))?;
    std::io::Write::write_all(&mut file, format!("{}\n", hex::encode(key)).as_bytes())?;
    file.sync_all()?;
    // Another process may have made it meanwhile: the first one wins, and is used.
    if std::fs::hard_link(&partial, path).is_err() {
        let _ = std::fs::remove_file(&partial);
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        return parse_key(text.trim());
    }
    let _ = std::fs::remove_file(&partial);
    tracing::info!(file = %path.display(), "made the key that seals the stored secrets");
    Ok(key)
}

/// 64 hex digits, or base64 of 32 bytes.
fn parse_key(text: &str) -> anyhow::Result<[u8; 32]> {
    let bytes = if text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
        hex::decode(text)?
    } else {
        STANDARD.decode(text)?
    };
    match <[u8; 32]>::try_from(bytes.as_slice()) {
        Ok(key) => Ok(key),
        Err(_) => bail!("a key is 32 bytes (64 hex digits), not {}", bytes.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_value_opens_with_its_key_and_label_only() {
        let dir = tempfile::tempdir().unwrap();
        let conn = Connection::open(dir.path().join("tradelane.db")).unwrap();
        let sealed = seal(&conn, "smtpUrl", "smtp://u:hunter2@mail").unwrap();
        assert!(is_sealed(&sealed));
        assert!(!sealed.contains("hunter2"));
        assert_eq!(
            open(&conn, "smtpUrl", &sealed).as_deref(),
            Some("smtp://u:hunter2@mail")
        );
        assert_eq!(open(&conn, "backupRemoteSecret", &sealed), None);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(KEY_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // Another folder has another key: the value does not open there.
        let other = tempfile::tempdir().unwrap();
        let elsewhere = Connection::open(other.path().join("tradelane.db")).unwrap();
        assert_eq!(open(&elsewhere, "smtpUrl", &sealed), None);
    }

    #[test]
    fn keys_are_hex_or_base64_of_32_bytes() {
        assert!(parse_key(&"ab".repeat(32)).is_ok());
        assert!(parse_key(&STANDARD.encode([7u8; 32])).is_ok());
        assert!(parse_key("short").is_err());
    }
}
