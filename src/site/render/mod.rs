//! Server rendering: the React app rendered to HTML in the server, by `page-renderer`
//! threads that each own a JavaScript engine (QuickJS cannot move between threads). The
//! threads and engines start at the first render, not at start-up, so the server answers at
//! once. What is rendered, and when, is decided by the pages (`src/site/web.rs`), which keep
//! the results in the page cache; this module only runs renders.

pub mod data;
pub mod engine;

use std::sync::Mutex;
use std::sync::mpsc::{self, Sender};
use std::time::{Duration, Instant};

pub use engine::{Loader, RenderedBody};

use crate::kernel::language::Language;
use engine::Engine;

/// The most one render (or loading the engine) may take before it is abandoned.
const BUDGET: Duration = Duration::from_secs(5);

/// Work for the renderer thread.
type Job = Box<dyn FnOnce(&mut Renderer) + Send>;

/// The renderer as the jobs see it, on its own thread: the engine, started when first used
/// and started again after a render failed (its state may be broken).
pub struct Renderer {
    engine: Option<Engine>,
    script: Option<&'static str>,
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
    jobs: Mutex<Option<Sender<Job>>>,
    script: Option<&'static str>,
    threads: usize,
}

impl Default for PageRenderer {
    fn default() -> Self {
        Self::new(engine::script())
    }
}

impl PageRenderer {
    /// A renderer for `script` (None: every render fails, and pages are served bare), with
    /// one engine per core, two at most (each engine holds a few tens of megabytes).
    pub fn new(script: Option<&'static str>) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        PageRenderer {
            jobs: Mutex::new(None),
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
        let mut jobs = self.jobs.lock().expect("renderer lock");
        if jobs.is_none() {
            let (tx, rx) = mpsc::channel::<Job>();
            let rx = std::sync::Arc::new(Mutex::new(rx));
            let mut started = 0;
            for n in 0..self.threads {
                let rx = rx.clone();
                let script = self.script;
                let spawned = std::thread::Builder::new()
                    .name(format!("page-renderer-{n}"))
                    .spawn(move || {
                        let mut renderer = Renderer {
                            engine: None,
                            script,
                        };
                        loop {
                            let job = match rx.lock() {
                                Ok(rx) => rx.recv(),
                                Err(_) => return,
                            };
                            let Ok(job) = job else { return };
                            // A job that panics fails alone (its caller sees its answer
                            // channel dropped); the thread goes on with a fresh engine,
                            // whose state the panic may have left half-changed.
                            let run = std::panic::AssertUnwindSafe(|| job(&mut renderer));
                            if let Err(panic) = std::panic::catch_unwind(run) {
                                let reason = crate::kernel::workers::panic_text(&*panic);
                                tracing::error!(reason, "a page render panicked");
                                renderer.engine = None;
                            }
                        }
                    });
                match spawned {
                    Ok(_) => started += 1,
                    Err(err) => tracing::warn!(error = %err, "page renderer not started"),
                }
            }
            if started == 0 {
                return false;
            }
            *jobs = Some(tx);
        }
        let sent = jobs
            .as_ref()
            .is_some_and(|tx| tx.send(Box::new(job)).is_ok());
        if !sent {
            // The threads ended; the next job starts new ones.
            *jobs = None;
        }
        sent
    }
}
