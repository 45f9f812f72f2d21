//! Erasure of one person's data on request (Decree 13/2023): every enquiry sent from an
//! address (with its notes, search entry and visit) and every newsletter subscription of
//! it, and every e-mail to it still in the outbox, in one transaction, recorded in the activity list without the address in clear.

use rusqlite::Connection;
use sha2::{Digest, Sha256};

use super::store;
use crate::notices::outbox;
use crate::owners::activity;
use crate::subscriptions;

/// What an erasure removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Erased {
    pub enquiries: usize,
    pub subscriptions: usize,
}

/// How the activity list names an erased address: its domain and the first 16 hex digits
/// of the SHA-256 of the address in lower case. Enough to answer "was this address
/// erased?" by hashing it again, never the address itself.
pub fn fingerprint(email: &str) -> String {
    let email = email.trim().to_lowercase();
    let domain = email.rsplit_once('@').map_or("", |(_, d)| d);
    let hash = hex::encode(Sha256::digest(email.as_bytes()));
    format!("sha256:{} @{domain}", &hash[..16])
}

/// Erases `email`'s data (any case) for `actor` (an owner's address, or `cli`), in the
/// caller's transaction: the caller commits, so nothing is half-erased.
pub fn erase(conn: &Connection, actor: &str, email: &str) -> rusqlite::Result<Erased> {
    let email = email.trim();
    let erased = Erased {
        enquiries: store::delete_from(conn, email)?,
        subscriptions: subscriptions::erase(conn, email)?,
    };
    outbox::forget(conn, email)?;
    let name = fingerprint(email);
    activity::redact(conn, email, &name)?;
    activity::record(
        conn,
        actor,
        "privacy.erase",
        &format!(
            "{name}: {} enquiries, {} subscriptions",
            erased.enquiries, erased.subscriptions
        ),
    )?;
    Ok(erased)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_keeps_the_domain_and_not_the_address() {
        let a = fingerprint(" Lan.Nguyen@Example.VN ");
        assert_eq!(a, fingerprint("lan.nguyen@example.vn"));
        assert!(a.ends_with(" @example.vn"), "{a}");
        assert!(!a.contains("lan.nguyen"), "{a}");
    }
}
