//! `tradelane admin create|list|reset-password|remove`: accounts (with a role) are made on the
//! server, never with a default password. Each change goes to the activity list as `cli`.

use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;

use anyhow::{Context, bail};

use super::roles::Role;
use super::{accounts, activity, sessions, team};
use crate::kernel::db::{self, database_path};
use crate::kernel::language::Language;
use crate::kernel::mail::is_valid_email;

fn open(data_dir: &Path, create: bool) -> anyhow::Result<db::DbPool> {
    let path = database_path(data_dir);
    if !create && !path.is_file() {
        bail!(
            "the database {} does not exist (check --data-dir; `tradelane admin create` or \
             `tradelane serve` creates it)",
            path.display()
        );
    }
    db::open(&path)
}

/// A new password: read twice from the terminal, or one line from standard input.
fn read_password(email: &str) -> anyhow::Result<String> {
    let password = if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password (at least 12 characters): ")?;
        let second = rpassword::prompt_password("Password again: ")?;
        if first != second {
            bail!("the two passwords differ");
        }
        first
    } else {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .context("cannot read the password from standard input")?;
        line.trim_end_matches(['\n', '\r']).to_owned()
    };
    accounts::check_password(&password, email, Language::En).map_err(anyhow::Error::msg)?;
    Ok(password)
}

pub fn create(data_dir: &Path, email: &str, role: &str) -> anyhow::Result<()> {
    let email = email.trim();
    let Some(role) = Role::parse(role) else {
        bail!("`{role}` is not a role: owner, editor or sales");
    };
    if email.chars().count() > 254 || !is_valid_email(email) {
        bail!("`{email}` is not a valid e-mail address");
    }
    let pool = open(data_dir, true)?;
    let conn = pool.get()?;
    if accounts::find(&conn, email)?.is_some() {
        bail!(
            "an account with the address {email} already exists (use `tradelane admin reset-password`)"
        );
    }
    let password = read_password(email)?;
    let hash = accounts::hash_password(&password)?;
    let tx = db::write_shared(&conn)?;
    team::create(&tx, email, &hash, role, "vi")?;
    activity::record(
        &tx,
        "cli",
        "owner.create",
        &format!("{email} {}", role.code()),
    )?;
    tx.commit()?;
    println!(
        "Created the {} account {email}. Sign in at /admin.",
        role.code()
    );
    Ok(())
}

pub fn list(data_dir: &Path) -> anyhow::Result<()> {
    let pool = open(data_dir, false)?;
    let conn = pool.get()?;
    let mut stmt = conn.prepare(
        "SELECT email, role, suspended_at IS NOT NULL, language, created_at FROM owners ORDER BY email",
    )?;
    let rows: Vec<(String, String, bool, String, String)> = stmt
        .query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?
        .collect::<Result<_, _>>()?;
    let mut out = std::io::stdout().lock();
    if rows.is_empty() {
        writeln!(
            out,
            "No owner accounts yet: create one with `tradelane admin create --email EMAIL`."
        )?;
    }
    for (email, role, suspended, language, created) in rows {
        writeln!(
            out,
            "{email}\t{role}{}\t{language}\tcreated {}",
            if suspended { " (suspended)" } else { "" },
            created.get(..16).unwrap_or(&created).replace('T', " ")
        )?;
    }
    Ok(())
}

pub fn reset_password(data_dir: &Path, email: &str) -> anyhow::Result<()> {
    let pool = open(data_dir, false)?;
    let conn = pool.get()?;
    let Some((owner, _)) = accounts::find(&conn, email)? else {
        bail!("there is no owner account {}", email.trim());
    };
    let password = read_password(&owner.email)?;
    let hash = accounts::hash_password(&password)?;
    let tx = db::write_shared(&conn)?;
    accounts::set_password_hash(&tx, owner.id, &hash)?;
    let ended = sessions::delete_all(&tx, owner.id, None)?;
    activity::record(&tx, "cli", "owner.reset_password", &owner.email)?;
    tx.commit()?;
    println!(
        "New password set for {}; {ended} signed-in session(s) ended.",
        owner.email
    );
    Ok(())
}

/// Turns two-step sign-in off for an owner who lost the phone and the recovery codes.
pub fn reset_totp(data_dir: &Path, email: &str) -> anyhow::Result<()> {
    let pool = open(data_dir, false)?;
    let conn = pool.get()?;
    let Some((owner, _)) = accounts::find(&conn, email)? else {
        bail!("there is no owner account {}", email.trim());
    };
    let tx = db::write_shared(&conn)?;
    super::recovery::disable_totp(&tx, owner.id)?;
    activity::record(&tx, "cli", "owner.totp_off", &owner.email)?;
    tx.commit()?;
    println!(
        "Two-step sign-in is off for {}; they sign in with their password and can turn it on again in the console.",
        owner.email
    );
    Ok(())
}

pub fn remove(data_dir: &Path, email: &str) -> anyhow::Result<()> {
    let pool = open(data_dir, false)?;
    let conn = pool.get()?;
    let Some((owner, _)) = accounts::find(&conn, email)? else {
        bail!("there is no owner account {}", email.trim());
    };
    let tx = db::write_shared(&conn)?;
    if team::remove(&tx, owner.id)?.is_err() {
        bail!(
            "{} is the last owner: make another account an owner first (there is always one)",
            owner.email
        );
    }
    activity::record(&tx, "cli", "owner.remove", &owner.email)?;
    tx.commit()?;
    println!("Removed the owner account {}.", owner.email);
    Ok(())
}
