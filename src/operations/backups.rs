//! The backups the console makes, keeps and schedules (docs/decisions-spec.md §20): one `.tar`
//! each in `<data-dir>/backups/`, named by the server only, and a supervised worker that
//! makes one every N hours and keeps the last K scheduled ones.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::{Arc, LazyLock, Mutex, PoisonError};
use std::time::Duration;

use anyhow::Context;
use poem_openapi::Object;
use regex::Regex;
use rusqlite::Connection;

use super::backup::write_tar;
use super::remote::{self, Destination, Failure};
use super::uploads::{self, RemoteCopy};
use crate::kernel::clock::Clock;
use crate::kernel::db::DbPool;
use crate::kernel::language::Language;
use crate::kernel::workers::{Component, Components, supervise};
use crate::owners::activity;
use crate::settings::{SiteSettings, store_value, stored_value};

/// The folder of the backups inside the data folder.
pub const BACKUP_DIR: &str = "backups";
/// The actor of a scheduled backup in the activity list.
pub const SCHEDULE_ACTOR: &str = "schedule";
const EVERY_KEY: &str = "backupEveryHours";
const KEEP_KEY: &str = "backupKeep";
/// How often the worker looks at the clock: a schedule counts in hours, so a minute late
/// is nothing, but the test clock moves at once.
const TICK: Duration = Duration::from_secs(1);
/// After a failed scheduled backup, the next attempt waits this long (not every tick).
const RETRY_SECS: i64 = 600;

/// The only names a backup has: made by the server, so a name from a request is either one
/// of these or refused, never a path.
static NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^tradelane-(\d{8})-(\d{6})([+-]\d{4})?(?:-(\d{1,4}))?-(manual|scheduled)\.tar$")
        .expect("valid pattern")
});

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct BackupItem {
    /// `tradelane-YYYYMMDD-HHMMSS[-n]-manual.tar` or `…-scheduled.tar`.
    pub name: String,
    /// Bytes.
    pub size: u64,
    /// RFC 3339, UTC: when it was made.
    pub created_at: String,
    /// Made by the schedule (only these are pruned to the last K).
    pub scheduled: bool,
    /// Its copy in the object store, when a remote destination is set
    /// (docs/decisions-spec.md §26).
    #[oai(skip_serializing_if_is_none)]
    pub remote: Option<RemoteCopy>,
}

/// Every N hours, keep the last K; `every_hours` 0 is off (the default).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Object, serde::Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Schedule {
    /// 0 (off) to 720 (30 days).
    #[oai(validator(minimum(value = "0"), maximum(value = "720")))]
    pub every_hours: u32,
    /// How many scheduled backups to keep, 1 to 100.
    #[oai(validator(minimum(value = "1"), maximum(value = "100")))]
    pub keep: u32,
}

impl Default for Schedule {
    fn default() -> Self {
        Schedule {
            every_hours: 0,
            keep: 7,
        }
    }
}

impl Schedule {
    pub fn load(conn: &Connection) -> rusqlite::Result<Self> {
        let number = |key: &str| -> rusqlite::Result<Option<u32>> {
            Ok(stored_value(conn, key)?.and_then(|v| v.parse().ok()))
        };
        let default = Schedule::default();
        Ok(Schedule {
            every_hours: number(EVERY_KEY)?.unwrap_or(default.every_hours),
            keep: number(KEEP_KEY)?.unwrap_or(default.keep),
        })
    }

    pub fn save(&self, conn: &Connection) -> rusqlite::Result<()> {
        store_value(conn, EVERY_KEY, &self.every_hours.to_string())?;
        store_value(conn, KEEP_KEY, &self.keep.to_string())
    }

    fn interval(&self) -> Option<i64> {
        (self.every_hours > 0).then(|| i64::from(self.every_hours) * 3600)
    }
}

/// What the schedule last did.
#[derive(Debug, Clone, Default)]
struct LastRun {
    /// When the last scheduled backup was made (Unix seconds).
    made_at: Option<i64>,
    /// Why the last scheduled attempt failed, and when; cleared by a success.
    failed: Option<(i64, String)>,
}

/// The backups of one data folder: made one at a time, listed, found by name, removed.
pub struct Backups {
    data_dir: PathBuf,
    dir: PathBuf,
    clock: Clock,
    /// One backup at a time (a console click while the schedule runs waits for it).
    making: Mutex<()>,
    last: Mutex<LastRun>,
    wake: tokio::sync::Notify,
    /// A backup was removed here: its remote copy goes too (the retention there).
    removed_here: AtomicBool,
    /// See [`Backups::late_checked_at`].
    late_checked_at: AtomicI64,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Backups {
    pub fn new(data_dir: &Path, clock: Clock) -> Arc<Self> {
        let dir = data_dir.join(BACKUP_DIR);
        let backups = Backups {
            data_dir: data_dir.to_owned(),
            dir,
            clock,
            making: Mutex::new(()),
            last: Mutex::new(LastRun::default()),
            wake: tokio::sync::Notify::new(),
            removed_here: AtomicBool::new(true),
            late_checked_at: AtomicI64::new(i64::MIN),
        };
        // A backup cut off midway (kill -9, a full disk) left its pieces: nothing lists them,
        // so nothing else would ever remove them (docs/decisions-spec.md §21).
        backups.sweep_partials();
        // The schedule counts from the newest scheduled backup on disk, across restarts.
        let newest = backups
            .list()
            .ok()
            .and_then(|items| items.into_iter().find(|item| item.scheduled))
            .and_then(|item| made_at(&item.name));
        lock(&backups.last).made_at = newest;
        Arc::new(backups)
    }

    /// Removes the pieces an unfinished backup left in the folder (`<name>.tar.partial`, the
    /// database copy `<name>.tar.db.partial`), and only those. Called at start and by every
    /// backup (one at a time, so none of them is still being written).
    fn sweep_partials(&self) {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.flatten() {
            let Some(name) = entry.file_name().to_str().map(str::to_owned) else {
                continue;
            };
            let Some(backup) = name
                .strip_suffix(".db.partial")
                .or_else(|| name.strip_suffix(".partial"))
            else {
                continue;
            };
            if NAME.is_match(backup) {
                match std::fs::remove_file(entry.path()) {
                    Ok(()) => tracing::warn!(name, "removed what an unfinished backup left"),
                    Err(err) => tracing::warn!(name, %err, "cannot remove an unfinished backup"),
                }
            }
        }
    }

    /// Every backup, newest first (reads only the folder's names and sizes).
    pub fn list(&self) -> std::io::Result<Vec<BackupItem>> {
        let entries = match std::fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            // None yet (or something else in its place, which the next backup reports).
            Err(err)
                if matches!(
                    err.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) =>
            {
                return Ok(Vec::new());
            }
            Err(err) => return Err(err),
        };
        let mut items = Vec::new();
        for entry in entries {
            let entry = entry?;
            let Some(name) = entry.file_name().to_str().map(str::to_owned) else {
                continue;
            };
            let Some(at) = made_at(&name) else { continue };
            let size = entry.metadata()?.len();
            items.push(BackupItem {
                created_at: rfc3339(at),
                scheduled: name.ends_with("-scheduled.tar"),
                name,
                size,
                remote: None,
            });
        }
        items.sort_by(|a, b| b.name.cmp(&a.name));
        Ok(items)
    }

    /// The file of a backup the server made, or `None` for any other name.
    pub fn path_of(&self, name: &str) -> Option<PathBuf> {
        NAME.is_match(name)
            .then(|| self.dir.join(name))
            .filter(|path| path.is_file())
    }

    /// Makes a backup now (blocking: call from a blocking thread) and returns its name, which
    /// says when in the business's time zone with its offset (`tradelane-20261128-063000+0700-
    /// manual.tar`): the owner reads the local time, and the moment stays exact (§23).
    pub fn make(&self, scheduled: bool, zone: chrono_tz::Tz) -> anyhow::Result<String> {
        let _one = lock(&self.making);
        create_private_dir(&self.dir)?;
        self.sweep_partials();
        let now = self.clock.now();
        let stamp = chrono::DateTime::from_timestamp(now, 0)
            .unwrap_or_default()
            .with_timezone(&zone)
            .format("%Y%m%d-%H%M%S%z")
            .to_string();
        let kind = if scheduled { "scheduled" } else { "manual" };
        let name = (1..10_000)
            .map(|n| match n {
                1 => format!("tradelane-{stamp}-{kind}.tar"),
                n => format!("tradelane-{stamp}-{n}-{kind}.tar"),
            })
            .find(|name| !self.dir.join(name).exists())
            .context("too many backups in one second")?;
        write_tar(&self.data_dir, &self.dir.join(&name))?;
        Ok(name)
    }

    /// Removes a backup; `false` when there is none of that name.
    pub fn remove(&self, name: &str) -> std::io::Result<bool> {
        let Some(path) = self.path_of(name) else {
            return Ok(false);
        };
        std::fs::remove_file(path)?;
        self.removed_here.store(true, Ordering::Relaxed);
        self.wake.notify_one();
        Ok(true)
    }

    /// Queues the upload of a backup just made, when a remote destination is set.
    pub fn queue_upload(&self, conn: &Connection, name: &str) -> rusqlite::Result<()> {
        if Destination::load(conn)?.is_some() {
            uploads::enqueue(conn, name, self.clock.now())?;
            self.wake.notify_one();
        }
        Ok(())
    }

    /// The clock's now (Unix seconds).
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Wakes the worker (a destination was set: its uploads start now).
    pub fn remote_changed(&self) {
        self.removed_here.store(true, Ordering::Relaxed);
        self.wake.notify_one();
    }

    /// Removes the oldest scheduled backups beyond the last `keep`; returns their names.
    fn prune(&self, keep: u32) -> std::io::Result<Vec<String>> {
        let scheduled = self.list()?.into_iter().filter(|item| item.scheduled);
        let mut removed = Vec::new();
        for item in scheduled.skip(keep as usize) {
            std::fs::remove_file(self.dir.join(&item.name))?;
            removed.push(item.name);
        }
        if !removed.is_empty() {
            self.removed_here.store(true, Ordering::Relaxed);
        }
        Ok(removed)
    }

    /// Tells the worker the schedule changed.
    pub fn schedule_changed(&self) {
        self.wake.notify_one();
    }

    /// What the console and the health report warn of, in `lang`: the last scheduled backup
    /// failed, or is older than twice its interval. `None` when all is well or it is off.
    pub fn warning(&self, schedule: &Schedule, lang: Language) -> Option<String> {
        let interval = schedule.interval()?;
        let last = lock(&self.last).clone();
        if let Some((_, error)) = last.failed {
            return Some(match lang {
                Language::Vi => format!("Bản sao lưu theo lịch gần nhất bị lỗi: {error}"),
                Language::En => format!("The last scheduled backup failed: {error}"),
            });
        }
        let late = last
            .made_at
            .is_some_and(|at| self.clock.now() - at > 2 * interval);
        late.then(|| {
            lang.pick(
                "Bản sao lưu theo lịch gần nhất đã cũ hơn hai lần chu kỳ: lịch sao lưu không chạy.",
                "The last scheduled backup is older than twice its interval: the schedule is not running.",
            )
            .to_owned()
        })
    }

    /// Starts the schedule's worker on `runtime`, reported as `backups` in the health.
    pub fn start(self: &Arc<Self>, pool: DbPool, health: &Components) {
        let component = health.register("backups");
        let uploads = health.register("backupUploads");
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            component.failing("no async runtime to run in");
            return;
        };
        let backups = self.clone();
        let report = component.clone();
        supervise(&runtime, "backups", component, move || {
            let (backups, pool, report, uploads) = (
                backups.clone(),
                pool.clone(),
                report.clone(),
                uploads.clone(),
            );
            async move { backups.run(pool, report, uploads).await }
        });
    }

    async fn run(self: Arc<Self>, pool: DbPool, health: Component, upload_health: Component) {
        loop {
            let now = self.clock.now();
            let this = self.clone();
            let db = pool.clone();
            let mut tick = tokio::task::spawn_blocking(move || this.tick(&db));
            // A backup that hangs (a stalled disk) must not leave the health at its last
            // `ok`: while one is being made, the health keeps saying how late the last is.
            let outcome = loop {
                tokio::select! {
                    outcome = &mut tick => break outcome,
                    () = self.clock.pause(TICK) => self.report_late(&pool, &health).await,
                }
            };
            match outcome {
                Ok(Ok(schedule)) => match self.warning(&schedule, Language::En) {
                    Some(warning) => health.failing(warning),
                    None => health.ok(),
                },
                Ok(Err(err)) => health.failing(format!("{err:#}")),
                Err(err) => health.failing(err),
            }
            match self.sync_remote(&pool).await {
                Ok(Some(warning)) => upload_health.failing(warning),
                Ok(None) => upload_health.ok(),
                Err(err) => upload_health.failing(format!("{err:#}")),
            }
            health.passed(now);
            tokio::select! {
                () = self.wake.notified() => {}
                () = self.clock.pause(TICK) => {}
            }
        }
    }

    /// One pass over the remote copies: the uploads due, then the retention there (the
    /// copies of backups removed here). Returns the warning of failing uploads, if any.
    async fn sync_remote(self: &Arc<Self>, pool: &DbPool) -> anyhow::Result<Option<String>> {
        let prune = self.removed_here.swap(false, Ordering::Relaxed);
        let this = self.clone();
        let (destination, due, stale) = crate::kernel::db::run(pool, move |conn| {
            let Some(destination) = Destination::load_with_secret(conn)? else {
                return Ok((None, Vec::new(), Vec::new()));
            };
            let due = uploads::due(conn, this.clock.now())?;
            let stale = if prune {
                let here: std::collections::HashSet<String> =
                    this.list()?.into_iter().map(|item| item.name).collect();
                uploads::uploaded_names(conn)?
                    .into_iter()
                    .filter(|name| !here.contains(name))
                    .collect()
            } else {
                Vec::new()
            };
            Ok((Some(destination), due, stale))
        })
        .await?;
        let Some((destination, secret)) = destination else {
            return Ok(None);
        };
        let bucket = remote::bucket(&destination, &secret).map_err(Failure::from);
        let mut outcomes = Vec::new();
        for name in due {
            let outcome = match &bucket {
                Ok(bucket) => {
                    let path = self.dir.join(&name);
                    if !path.is_file() {
                        // Removed here before it could be uploaded: nothing to keep.
                        outcomes.push((name, None));
                        continue;
                    }
                    remote::upload(bucket, &destination.key_of(&name), &path).await
                }
                Err(failure) => Err(failure.clone()),
            };
            if let Err(failure) = &outcome {
                tracing::warn!(
                    backup = name,
                    error = failure.say(Language::En),
                    "upload failed"
                );
            }
            outcomes.push((name, Some(outcome)));
        }
        let mut removed = Vec::new();
        if let Ok(bucket) = &bucket {
            for name in stale {
                match remote::delete(bucket, &destination.key_of(&name)).await {
                    Ok(()) => removed.push(name),
                    Err(failure) => {
                        // Tried again at the next removal or start.
                        self.removed_here.store(true, Ordering::Relaxed);
                        tracing::warn!(
                            backup = name,
                            error = failure.say(Language::En),
                            "remote removal failed"
                        );
                    }
                }
            }
        }
        let now = self.clock.now();
        crate::kernel::db::run(pool, move |conn| {
            record_remote(conn, now, outcomes, removed)
        })
        .await
    }

    /// Tells the health the schedule is late, when it is (the schedule read afresh).
    async fn report_late(self: &Arc<Self>, pool: &DbPool, health: &Component) {
        let now = self.clock.now();
        let this = self.clone();
        let db = pool.clone();
        let late = tokio::task::spawn_blocking(move || {
            let conn = db.get().ok()?;
            let schedule = Schedule::load(&conn).ok()?;
            this.warning(&schedule, Language::En)
        })
        .await;
        if let Ok(Some(warning)) = late {
            health.failing(warning);
        }
        self.late_checked_at.fetch_max(now, Ordering::SeqCst);
    }

    /// The clock's reading when the health was last told how late the schedule is while a
    /// backup was being made (`i64::MIN` before): what a test waits for.
    pub fn late_checked_at(&self) -> i64 {
        self.late_checked_at.load(Ordering::SeqCst)
    }

    /// One look at the clock: a backup when one is due, then the pruning. Returns the
    /// schedule it read.
    fn tick(&self, pool: &DbPool) -> anyhow::Result<Schedule> {
        let conn = pool.get()?;
        let schedule = Schedule::load(&conn)?;
        let Some(interval) = schedule.interval() else {
            return Ok(schedule);
        };
        let now = self.clock.now();
        let last = lock(&self.last).clone();
        let due = match (&last.failed, last.made_at) {
            (Some((failed_at, _)), _) => now >= failed_at + RETRY_SECS.min(interval),
            (None, Some(at)) => now >= at + interval,
            (None, None) => true,
        };
        if !due {
            return Ok(schedule);
        }
        let zone = SiteSettings::time_zone(&conn)?;
        match self.make(true, zone) {
            Ok(name) => {
                self.queue_upload(&conn, &name)?;
                let removed = self.prune(schedule.keep)?;
                *lock(&self.last) = LastRun {
                    made_at: Some(now),
                    failed: None,
                };
                activity::record(&conn, SCHEDULE_ACTOR, "backup.scheduled", &name)?;
                for old in removed {
                    activity::record(&conn, SCHEDULE_ACTOR, "backup.pruned", &old)?;
                }
            }
            Err(err) => {
                let text = format!("{err:#}");
                tracing::error!(error = text, "the scheduled backup failed");
                lock(&self.last).failed = Some((now, text.clone()));
                activity::record(&conn, SCHEDULE_ACTOR, "backup.failed", &text)?;
            }
        }
        Ok(schedule)
    }
}

/// When a backup of that name was made (from its name), or `None` for any other name.
fn made_at(name: &str) -> Option<i64> {
    let caps = NAME.captures(name)?;
    // Names before the offset was written are in UTC.
    let offset = caps.get(3).map_or("+0000", |m| m.as_str());
    let text = format!("{}{}{offset}", &caps[1], &caps[2]);
    chrono::DateTime::parse_from_str(&text, "%Y%m%d%H%M%S%z")
        .ok()
        .map(|at| at.timestamp())
}

pub(super) fn rfc3339(unix: i64) -> String {
    chrono::DateTime::from_timestamp(unix, 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// What one pass over the remote copies did, recorded in one transaction: each upload's
/// outcome (`None`: its backup was removed here first) and the copies pruned there. Returns
/// the warning of failing uploads, if any.
fn record_remote(
    conn: &mut rusqlite::Connection,
    now: i64,
    outcomes: Vec<(String, Option<Result<(), Failure>>)>,
    removed: Vec<String>,
) -> anyhow::Result<Option<String>> {
    let tx = crate::kernel::db::write(conn)?;
    for (name, outcome) in outcomes {
        match outcome {
            None => uploads::forget(&tx, &name)?,
            Some(Ok(())) => {
                uploads::uploaded(&tx, &name, now)?;
                activity::record(&tx, SCHEDULE_ACTOR, "backup.uploaded", &name)?;
            }
            Some(Err(failure)) => {
                uploads::failed(&tx, &name, &failure, now)?;
                activity::record(
                    &tx,
                    SCHEDULE_ACTOR,
                    "backup.uploadFailed",
                    &format!("{name}: {}", failure.say(Language::En)),
                )?;
            }
        }
    }
    for name in removed {
        uploads::forget(&tx, &name)?;
        activity::record(&tx, SCHEDULE_ACTOR, "backup.remotePruned", &name)?;
    }
    let failing = uploads::failing(&tx)?;
    tx.commit()?;
    Ok(failing.map(|(count, last)| uploads::warning(count, &last, Language::En)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_servers_own_names_are_backups() {
        assert!(made_at("tradelane-20261127-063000-manual.tar").is_some());
        assert!(made_at("tradelane-20261127-063000-12-scheduled.tar").is_some());
        // The business's zone with its offset: 06:30 in Vietnam is 23:30 UTC the day before.
        assert_eq!(
            made_at("tradelane-20261127-063000+0700-manual.tar"),
            made_at("tradelane-20261126-233000-manual.tar")
        );
        assert!(made_at("tradelane-20261127-063000-0500-2-scheduled.tar").is_some());
        for name in [
            "../tradelane.db",
            "tradelane-20261127-063000-manual.tar/..",
            "tradelane-20261127-063000-manual.tar.partial",
            "tradelane-2026112-063000-manual.tar",
            "x/tradelane-20261127-063000-manual.tar",
        ] {
            assert!(made_at(name).is_none(), "{name}");
        }
    }
}
