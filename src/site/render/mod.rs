//! Server rendering: the React app rendered to HTML in the server, by `page-renderer`
//! threads that each own a JavaScript engine (QuickJS cannot move between threads). The
//! threads and engines start at the first render, not at start-up, so the server answers at
//! once, and an engine unused for [`IDLE`] is dropped: renders come in bursts (a change, a
//! crawl), an engine holds several megabytes, and loading one again takes about 25 ms. What is rendered, and when, is decided by the pages (`src/site/web.rs`), which keep
//! the results in the page cache; this module only runs renders.

pub mod data;
pub mod engine;

use std::collections::VecDeque;
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

pub use engine::{Loader, RenderedBody, Script};

use crate::kernel::language::Language;
use engine::Engine;

/// The most one render (or loading the engine) may take before it is abandoned.
const BUDGET: Duration = Duration::from_secs(5);
/// How long an engine stays loaded without a job.
const IDLE: Duration = Duration::from_secs(60);

/// Work for the renderer thread.
type Job = Box<dyn FnOnce(&mut Renderer) + Send>;

/// The renderer as the jobs see it, on its own thread: the engine, started when first used
/// and started again after a render failed (its state may be broken).
pub struct Renderer {
    engine: Option<Engine>,
    script: Option<Script>,
}

impl Renderer {
    pub fn render(
        &mut self,
        url: &str,
        lang: Language,
        settings_json: &str,
        load: Loader,
    ) -> anyhow::Result<RenderedBody> {
        let engine = self.engine()?;
        let result = engine.render(url, lang, settings_json, load, BUDGET);
        if result.is_ok() {
            self.engine = Some(engine);
        }
        result
    }

    /// A newsletter's Markdown as e-mail HTML (see [`Engine::render_mail`]).
    pub fn render_mail(&mut self, text: &str, base: &str) -> anyhow::Result<String> {
        let engine = self.engine()?;
        let result = engine.render_mail(text, base, BUDGET);
        if result.is_ok() {
            self.engine = Some(engine);
        }
        result
    }

    /// The engine, started when first needed (or after a failed render).
    fn engine(&mut self) -> anyhow::Result<Engine> {
        Ok(match self.engine.take() {
            Some(engine) => engine,
            None => {
                let script = self.script.ok_or_else(|| {
                    anyhow::anyhow!("this binary was built without the server renderer")
                })?;
                let started = Instant::now();
                let engine = Engine::start(script, BUDGET)?;
                tracing::info!(
                    ms = started.elapsed().as_millis() as u64,
                    "page renderer started"
                );
                engine
            }
        })
    }
}

/// A handle on the `page-renderer` threads: each owns its engine and takes the next job
/// from one shared queue, so a page waits only for the renders queued before it, never
/// for one slow page on a busy thread.
pub struct PageRenderer {
    queue: Arc<Queue>,
    /// Whether the threads were started.
    started: Mutex<bool>,
    script: Option<Script>,
    threads: usize,
}

impl Default for PageRenderer {
    fn default() -> Self {
        Self::new(engine::script())
    }
}

impl Drop for PageRenderer {
    fn drop(&mut self) {
        self.queue.close();
    }
}

/// The jobs waiting for a renderer thread. Each thread waits on it with its own deadline
/// (its engine's idle time), which one receiver behind a lock would not allow.
#[derive(Default)]
struct Queue {
    waiting: Mutex<Waiting>,
    ready: Condvar,
}

#[derive(Default)]
struct Waiting {
    jobs: VecDeque<Job>,
    closed: bool,
}

enum Next {
    Job(Job),
    /// The wait ended without a job.
    Idle,
    Closed,
}

impl Queue {
    fn push(&self, job: Job) {
        self.lock().jobs.push_back(job);
        self.ready.notify_one();
    }

    fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
    }

    /// The next job, waiting at most `wait` (None: as long as it takes).
    fn next(&self, wait: Option<Duration>) -> Next {
        let deadline = wait.map(|wait| Instant::now() + wait);
        let mut waiting = self.lock();
        loop {
            if let Some(job) = waiting.jobs.pop_front() {
                return Next::Job(job);
            }
            if waiting.closed {
                return Next::Closed;
            }
            waiting = match deadline {
                None => self
                    .ready
                    .wait(waiting)
                    .unwrap_or_else(PoisonError::into_inner),
                Some(at) => {
                    let left = at.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        return Next::Idle;
                    }
                    self.ready
                        .wait_timeout(waiting, left)
                        .unwrap_or_else(PoisonError::into_inner)
                        .0
                }
            };
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Waiting> {
        // Jobs run outside the lock, so a poisoned lock still guards a consistent queue.
        self.waiting.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl PageRenderer {
    /// A renderer for `script` (None: every render fails, and pages are served bare), with
    /// one engine per core, two at most (each engine holds several megabytes).
    pub fn new(script: Option<Script>) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        PageRenderer {
            queue: Arc::default(),
            started: Mutex::new(false),
            script,
            threads: cores.clamp(1, 2),
        }
    }

    /// A newsletter's Markdown as e-mail HTML, rendered on a renderer thread (blocking: call
    /// it off the async threads).
    pub fn mail_html(&self, text: &str, base: &str) -> anyhow::Result<String> {
        let (tx, rx) = mpsc::channel();
        let (text, base) = (text.to_owned(), base.to_owned());
        let submitted = self.submit(move |renderer| {
            let _ = tx.send(renderer.render_mail(&text, &base));
        });
        anyhow::ensure!(submitted, "no renderer thread could start");
        rx.recv_timeout(BUDGET * 4)
            .map_err(|_| anyhow::anyhow!("the renderer did not answer"))?
    }

    /// Whether this binary can render pages at all.
    pub fn available(&self) -> bool {
        self.script.is_some()
    }

    /// Runs `job` on a renderer thread, after the jobs already queued. False when no thread
    /// could be started: the job is dropped.
    pub fn submit(&self, job: impl FnOnce(&mut Renderer) + Send + 'static) -> bool {
        if !self.start_threads() {
            return false;
        }
        self.queue.push(Box::new(job));
        true
    }

    fn start_threads(&self) -> bool {
        let mut started = self.started.lock().unwrap_or_else(PoisonError::into_inner);
        if *started {
            return true;
        }
        for n in 0..self.threads {
            let queue = self.queue.clone();
            let script = self.script;
            let spawned = std::thread::Builder::new()
                .name(format!("page-renderer-{n}"))
                .spawn(move || serve_jobs(&queue, script));
            match spawned {
                Ok(_) => *started = true,
                Err(err) => tracing::warn!(error = %err, "page renderer not started"),
            }
        }
        *started
    }
}

/// A renderer thread: runs jobs until the renderer is dropped, and drops its engine after
/// [`IDLE`] without one.
fn serve_jobs(queue: &Queue, script: Option<Script>) {
    let mut renderer = Renderer {
        engine: None,
        script,
    };
    let mut last_job = Instant::now();
    loop {
        let wait = renderer
            .engine
            .is_some()
            .then(|| (last_job + IDLE).saturating_duration_since(Instant::now()));
        let job = match queue.next(wait) {
            Next::Job(job) => job,
            Next::Idle => {
                renderer.engine = None;
                engine::give_back_memory();
                continue;
            }
            Next::Closed => return,
        };
        // A job that panics fails alone (its caller sees its answer channel dropped); the
        // thread goes on with a fresh engine, whose state the panic may have left
        // half-changed.
        let run = std::panic::AssertUnwindSafe(|| job(&mut renderer));
        if let Err(panic) = std::panic::catch_unwind(run) {
            let reason = crate::kernel::workers::panic_text(&*panic);
            tracing::error!(reason, "a page render panicked");
            renderer.engine = None;
        }
        last_job = Instant::now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_queue_hands_out_jobs_in_order_then_says_idle_or_closed() {
        let queue = Queue::default();
        assert!(matches!(
            queue.next(Some(Duration::from_millis(10))),
            Next::Idle
        ));
        let (tx, rx) = mpsc::channel();
        for n in 0..2 {
            let tx = tx.clone();
            queue.push(Box::new(move |_| tx.send(n).unwrap()));
        }
        let mut renderer = Renderer {
            engine: None,
            script: None,
        };
        for _ in 0..2 {
            let Next::Job(job) = queue.next(Some(Duration::ZERO)) else {
                panic!("a job is waiting")
            };
            job(&mut renderer);
        }
        assert_eq!(rx.try_iter().collect::<Vec<_>>(), [0, 1]);
        queue.close();
        assert!(matches!(queue.next(None), Next::Closed));
    }

    /// A thread without an engine waits without a deadline; the one with an engine still
    /// reaches its own (one receiver behind a lock would keep it waiting for the lock).
    #[test]
    fn each_thread_waits_for_its_own_deadline() {
        let queue = Arc::new(Queue::default());
        let waiting = {
            let queue = queue.clone();
            std::thread::spawn(move || matches!(queue.next(None), Next::Closed))
        };
        // Deliberate: time for the other thread to be waiting (no event tells it is; the
        // check below holds either way, it only tests less when the thread is late).
        std::thread::sleep(Duration::from_millis(50));
        let started = Instant::now();
        assert!(matches!(
            queue.next(Some(Duration::from_millis(100))),
            Next::Idle
        ));
        assert!(started.elapsed() < Duration::from_secs(5));
        queue.close();
        assert!(
            waiting.join().unwrap(),
            "the other thread ends when the queue closes"
        );
    }
}
