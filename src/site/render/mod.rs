//! Server rendering: the React app rendered to HTML in the server, by one `page-renderer`
//! thread that owns the JavaScript engine (QuickJS cannot move between threads). The thread
//! and the engine start at the first render, not at start-up, so the server answers at once.
//! What is rendered, and when, is decided by the pages (`src/site/web.rs`), which keep the
//! results per content version; this module only runs renders, one at a time.

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
        let engine = match self.engine.take() {
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
        };
        let result = engine.render(url, lang, settings_json, load, BUDGET);
        if result.is_ok() {
            self.engine = Some(engine);
        }
        result
    }
}

/// A handle on the `page-renderer` thread.
pub struct PageRenderer {
    jobs: Mutex<Option<Sender<Job>>>,
    script: Option<&'static str>,
}

impl Default for PageRenderer {
    fn default() -> Self {
        Self::new(engine::script())
    }
}

impl PageRenderer {
    /// A renderer for `script` (None: every render fails, and pages are served bare).
    pub fn new(script: Option<&'static str>) -> Self {
        PageRenderer {
            jobs: Mutex::new(None),
            script,
        }
    }

    /// Whether the thread is running (it starts at the first job).
    pub fn started(&self) -> bool {
        self.jobs.lock().expect("renderer lock").is_some()
    }

    /// Runs `job` on the renderer thread, after the jobs already queued. False when the
    /// thread could not be started or has ended: the job is dropped.
    pub fn submit(&self, job: impl FnOnce(&mut Renderer) + Send + 'static) -> bool {
        let mut jobs = self.jobs.lock().expect("renderer lock");
        if jobs.is_none() {
            let (tx, rx) = mpsc::channel::<Job>();
            let script = self.script;
            let spawned = std::thread::Builder::new()
                .name("page-renderer".into())
                .spawn(move || {
                    let mut renderer = Renderer {
                        engine: None,
                        script,
                    };
                    // A job that panics fails alone (its caller sees its answer channel
                    // dropped); the thread goes on with a fresh engine, whose state the
                    // panic may have left half-changed.
                    for job in rx {
                        let run = std::panic::AssertUnwindSafe(|| job(&mut renderer));
                        if let Err(panic) = std::panic::catch_unwind(run) {
                            let reason = crate::kernel::workers::panic_text(&*panic);
                            tracing::error!(reason, "a page render panicked");
                            renderer.engine = None;
                        }
                    }
                });
            if let Err(err) = spawned {
                tracing::warn!(error = %err, "page renderer not started");
                return false;
            }
            *jobs = Some(tx);
        }
        let sent = jobs
            .as_ref()
            .is_some_and(|tx| tx.send(Box::new(job)).is_ok());
        if !sent {
            // The thread ended; the next job starts a new one.
            *jobs = None;
        }
        sent
    }
}
