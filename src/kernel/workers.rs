//! What the server's working parts say about themselves, for `GET /api/health`.
//!
//! Each background part (the enquiry writer, the notice sender...) registers under its API
//! name and reports as it works: [`Component::ok`] after a success, [`Component::failing`]
//! with the error after a failure. It holds a [`Liveness`] in its thread, so a thread that
//! ends or panics is reported `stopped` without its cooperation, and it marks the work in
//! hand with [`Component::busy`], so a part stuck in one job (a hung disk) is reported too.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// A part busy with one job for longer than this cannot be doing its job.
pub const STALL_AFTER: Duration = Duration::from_secs(10);

/// How a part is doing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Ok,
    /// It runs, but its last attempt failed (the reason is the error's text).
    Failing(String),
    /// Its thread has ended (or never started).
    Stopped(String),
}

impl Status {
    pub fn is_ok(&self) -> bool {
        *self == Status::Ok
    }
}

#[derive(Debug)]
struct State {
    status: Status,
    /// When the job in hand began; `None` when idle.
    busy_since: Option<Instant>,
    /// The clock's reading at the start of the last finished pass of a worker that looks at
    /// the clock: a test waits for a pass that began after it moved the clock, then checks
    /// what must not have happened (docs/decisions-spec.md §29).
    passed_at: Option<i64>,
}

/// Every registered part, by name.
#[derive(Clone, Default)]
pub struct Components(Arc<Mutex<BTreeMap<&'static str, Component>>>);

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Components {
    /// Registers a part (reported `ok` until it says otherwise) and returns its handle. A
    /// part registered again under the same name (restarted) replaces the old entry.
    pub fn register(&self, name: &'static str) -> Component {
        let component = Component(Arc::new(Mutex::new(State {
            status: Status::Ok,
            busy_since: None,
            passed_at: None,
        })));
        lock(&self.0).insert(name, component.clone());
        component
    }

    /// Each part's status now, by name.
    pub fn report(&self) -> BTreeMap<&'static str, Status> {
        lock(&self.0)
            .iter()
            .map(|(name, component)| (*name, component.status()))
            .collect()
    }

    /// The clock's reading at the start of the part's last finished pass, if any.
    pub fn passed_at(&self, name: &str) -> Option<i64> {
        lock(&self.0)
            .get(name)
            .and_then(|component| lock(&component.0).passed_at)
    }
}

/// A part's handle for reporting on itself.
#[derive(Clone, Debug)]
pub struct Component(Arc<Mutex<State>>);

impl Component {
    pub fn ok(&self) {
        lock(&self.0).status = Status::Ok;
    }

    pub fn failing(&self, error: impl std::fmt::Display) {
        lock(&self.0).status = Status::Failing(format!("{error:#}"));
    }

    /// A pass that read the clock at `clock_now` (Unix seconds) is over.
    pub fn passed(&self, clock_now: i64) {
        let mut state = lock(&self.0);
        state.passed_at = state.passed_at.max(Some(clock_now));
    }

    /// The status, a stall included.
    pub fn status(&self) -> Status {
        let state = lock(&self.0);
        match state.busy_since {
            Some(since) if state.status.is_ok() && since.elapsed() > STALL_AFTER => {
                Status::Failing(format!(
                    "busy with one job for {} s",
                    since.elapsed().as_secs()
                ))
            }
            _ => state.status.clone(),
        }
    }

    /// Marks a job in hand until the returned guard is dropped.
    pub fn busy(&self) -> Busy<'_> {
        lock(&self.0).busy_since = Some(Instant::now());
        Busy(self)
    }

    /// Held by the part's thread: when it is dropped (the thread ends or unwinds from a
    /// panic), the part is reported stopped.
    pub fn liveness(&self) -> Liveness {
        self.ok();
        Liveness(self.clone())
    }
}

pub struct Busy<'a>(&'a Component);

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        lock(&self.0.0).busy_since = None;
    }
}

pub struct Liveness(Component);

impl Drop for Liveness {
    fn drop(&mut self) {
        let reason = if std::thread::panicking() {
            "its thread panicked"
        } else {
            "its thread has ended"
        };
        let mut state = lock(&self.0.0);
        state.busy_since = None;
        state.status = Status::Stopped(reason.into());
    }
}

/// What a panic said, for the log and the health report.
pub fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned())
}

/// Runs a background part on `runtime` under a supervisor: when `work` panics, the panic is
/// logged, the part reported failing, and `work` started again after a pause (doubling from
/// 100 ms up to a minute while it keeps panicking). The part reports `ok` again itself once
/// it works; it is `stopped` only when the supervisor itself ends (the runtime shuts down).
pub fn supervise<F, Fut>(
    runtime: &tokio::runtime::Handle,
    name: &'static str,
    health: Component,
    work: F,
) where
    F: Fn() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let liveness = health.liveness();
    let spawner = runtime.clone();
    runtime.spawn(async move {
        let _liveness = liveness;
        let mut pause = Duration::from_millis(100);
        loop {
            let started = Instant::now();
            match spawner.spawn(work()).await {
                Ok(()) => return,
                Err(err) if err.is_panic() => {
                    let reason = panic_text(&*err.into_panic());
                    tracing::error!(
                        worker = name,
                        reason,
                        "a background part panicked; restarting it"
                    );
                    health.failing(format!("restarting after a panic: {reason}"));
                    if started.elapsed() > Duration::from_secs(300) {
                        pause = Duration::from_millis(100);
                    }
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_secs(60));
                }
                // Cancelled: the runtime is shutting down.
                Err(_) => return,
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_thread_is_reported_stopped() {
        let components = Components::default();
        let part = components.register("part");
        let liveness = part.liveness();
        let _ = std::thread::spawn(move || {
            let _liveness = liveness;
            panic!("boom");
        })
        .join();
        assert_eq!(
            components.report()["part"],
            Status::Stopped("its thread panicked".into())
        );
    }

    #[tokio::test]
    async fn a_supervised_part_is_restarted_after_a_panic() {
        use std::sync::atomic::{AtomicU32, Ordering};
        let components = Components::default();
        let part = components.register("part");
        let runs = Arc::new(AtomicU32::new(0));
        let (done, finished) = tokio::sync::oneshot::channel::<()>();
        let done = Arc::new(Mutex::new(Some(done)));
        let (counter, health) = (runs.clone(), part.clone());
        supervise(
            &tokio::runtime::Handle::current(),
            "part",
            part,
            move || {
                let (counter, health, done) = (counter.clone(), health.clone(), done.clone());
                async move {
                    if counter.fetch_add(1, Ordering::SeqCst) < 2 {
                        panic!("boom");
                    }
                    health.ok();
                    if let Some(done) = lock(&done).take() {
                        let _ = done.send(());
                    }
                    std::future::pending::<()>().await;
                }
            },
        );
        tokio::time::timeout(Duration::from_secs(5), finished)
            .await
            .expect("restarted in time")
            .unwrap();
        assert_eq!(runs.load(Ordering::SeqCst), 3);
        assert!(components.report()["part"].is_ok());
    }

    #[test]
    fn failures_and_recovery_are_reported() {
        let components = Components::default();
        let part = components.register("part");
        part.failing(anyhow::anyhow!("database or disk is full"));
        assert_eq!(
            components.report()["part"],
            Status::Failing("database or disk is full".into())
        );
        part.ok();
        assert!(components.report()["part"].is_ok());
    }
}
