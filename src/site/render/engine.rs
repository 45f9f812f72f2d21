//! The JavaScript engine (QuickJS, through rquickjs) with the app's server renderer loaded
//! (`frontend/dist-ssr/entry-server.js`, built by `vite build --config
//! frontend/vite.server.config.ts`, compiled to QuickJS bytecode by `build.rs` and embedded
//! in the binary).

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::{Duration, Instant};

use anyhow::{Context as _, anyhow};
use rquickjs::{CaughtError, Context, Ctx, Function, Object, Promise, Runtime, qjs};

use crate::kernel::language::Language;

/// The server renderer as QuickJS bytecode, or None when this binary was built without it.
///
/// `build.rs` compiles the script with the QuickJS this binary carries (the same crate of the
/// same lock) and leaves out each function's source text, which QuickJS otherwise keeps for
/// `Function.prototype.toString`: an engine then holds 1.8 MB less, and nothing parses 1.2 MB
/// of JavaScript at run time (docs/decisions-spec.md §20, peak memory).
pub fn script() -> Option<Script> {
    static BYTECODE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/entry-server.qbc"));
    (!BYTECODE.is_empty()).then_some(Script::Bytecode(BYTECODE))
}

/// What an engine loads: the renderer's bytecode, or a script's source (tests' renderers).
#[derive(Debug, Clone, Copy)]
pub enum Script {
    Bytecode(&'static [u8]),
    Source(&'static str),
}

/// Runs the renderer's bytecode in `ctx`.
fn run_bytecode(ctx: &Ctx<'_>, bytecode: &[u8]) -> rquickjs::Result<()> {
    let raw = ctx.as_raw().as_ptr();
    // SAFETY: `bytecode` is build.rs's output for this binary's own QuickJS, embedded at build
    // time, never input from outside; both values are freed exactly once (JS_EvalFunction
    // takes the function).
    unsafe {
        let function = qjs::JS_ReadObject(
            raw,
            bytecode.as_ptr(),
            bytecode.len() as _,
            qjs::JS_READ_OBJ_BYTECODE as i32,
        );
        if qjs::JS_IsException(function) {
            return Err(rquickjs::Error::Exception);
        }
        let result = qjs::JS_EvalFunction(raw, function);
        if qjs::JS_IsException(result) {
            return Err(rquickjs::Error::Exception);
        }
        qjs::JS_FreeValue(raw, result);
    }
    Ok(())
}

/// What the page's screens ask for, by query key (`["api","blog-posts","a-slug"]`): its
/// JSON, or None.
pub type Loader = Box<dyn Fn(&[serde_json::Value]) -> Option<String>>;

/// One render: the body's HTML and the page's data (JSON) to hydrate with.
#[derive(Debug)]
pub struct RenderedBody {
    pub html: String,
    pub data: String,
}

/// The most memory and time one render may take: a screen that loops or grows without end
/// fails its render (the page is then served bare) instead of stopping the renderer.
const MEMORY_LIMIT: usize = 256 << 20;
const STACK_LIMIT: usize = 2 << 20;

pub struct Engine {
    // Dropped in this order: the context before its runtime.
    context: Context,
    runtime: Runtime,
    loader: Rc<RefCell<Option<Loader>>>,
    deadline: Rc<Cell<Option<Instant>>>,
}

impl Engine {
    /// Loads the renderer (its bytecode, see [`script`]) and its screens.
    pub fn start(script: Script, budget: Duration) -> anyhow::Result<Self> {
        let runtime = Runtime::new().context("a JavaScript runtime")?;
        runtime.set_memory_limit(MEMORY_LIMIT);
        runtime.set_max_stack_size(STACK_LIMIT);
        let deadline = Rc::new(Cell::new(Some(Instant::now() + budget)));
        let watched = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || {
            watched.get().is_some_and(|at| Instant::now() > at)
        })));
        let context = Context::full(&runtime).context("a JavaScript context")?;
        let loader: Rc<RefCell<Option<Loader>>> = Rc::new(RefCell::new(None));
        let asked = loader.clone();
        context.with(|ctx| -> anyhow::Result<()> {
            let load = Function::new(ctx.clone(), move |key: String| -> Option<String> {
                let key: Vec<serde_json::Value> = serde_json::from_str(&key).ok()?;
                asked.borrow().as_ref().and_then(|load| load(&key))
            })
            .map_err(|err| explain(&ctx, err))?;
            ctx.globals()
                .set("__tradelaneLoad", load)
                .map_err(|err| explain(&ctx, err))?;
            match script {
                Script::Bytecode(bytecode) => run_bytecode(&ctx, bytecode),
                Script::Source(source) => ctx.eval::<(), _>(source),
            }
            .map_err(|err| explain(&ctx, err))
            .context("loading the server renderer")?;
            let prepared: Promise = ctx
                .eval("TradelaneServer.prepare()")
                .map_err(|err| explain(&ctx, err))?;
            prepared
                .finish::<()>()
                .map_err(|err| explain(&ctx, err))
                .context("loading the screens")?;
            Ok(())
        })?;
        deadline.set(None);
        give_back(&runtime);
        Ok(Engine {
            context,
            runtime,
            loader,
            deadline,
        })
    }

    /// Renders `url` (a path, with a query when it matters) in `lang`.
    pub fn render(
        &self,
        url: &str,
        lang: Language,
        settings_json: &str,
        load: Loader,
        budget: Duration,
    ) -> anyhow::Result<RenderedBody> {
        *self.loader.borrow_mut() = Some(load);
        self.deadline.set(Some(Instant::now() + budget));
        let out = self.context.with(|ctx| -> anyhow::Result<String> {
            server_function(&ctx, "render")?
                .call((url, lang.code(), settings_json))
                .map_err(|err| explain(&ctx, err))
        });
        self.deadline.set(None);
        *self.loader.borrow_mut() = None;
        give_back(&self.runtime);
        #[derive(serde::Deserialize)]
        struct Out {
            html: String,
            data: serde_json::Value,
        }
        let out: Out = serde_json::from_str(&out?).context("the renderer's answer")?;
        Ok(RenderedBody {
            html: strip_style_attributes(&out.html),
            data: out.data.to_string(),
        })
    }
}

impl Engine {
    /// A newsletter's Markdown as e-mail HTML (`renderMail` of the server script), its site
    /// paths made absolute on `base`.
    pub fn render_mail(&self, text: &str, base: &str, budget: Duration) -> anyhow::Result<String> {
        self.deadline.set(Some(Instant::now() + budget));
        let out = self.context.with(|ctx| -> anyhow::Result<String> {
            server_function(&ctx, "renderMail")?
                .call((text, base))
                .map_err(|err| explain(&ctx, err))
        });
        self.deadline.set(None);
        out
    }
}

/// A function of the server script (`TradelaneServer.<name>`).
fn server_function<'js>(ctx: &Ctx<'js>, name: &str) -> anyhow::Result<Function<'js>> {
    let server: Object = ctx
        .globals()
        .get("TradelaneServer")
        .map_err(|err| explain(ctx, err))?;
    server.get(name).map_err(|err| explain(ctx, err))
}

/// Collects the engine's garbage and hands the memory freed to the system: loading the
/// renderer and each render leave megabytes of freed blocks that the allocator would
/// otherwise keep, on top of which the server's next peak is counted (bench/RESULTS.md). Renders are
/// rare (a page's first request, a change), so the few milliseconds this takes do not show.
fn give_back(runtime: &Runtime) {
    runtime.run_gc();
    give_back_memory();
}

/// Hands the allocator's free memory back to the system (after an engine is dropped, too).
pub(super) fn give_back_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free memory to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// A JavaScript error with its message and stack, not just "Exception generated by QuickJS".
fn explain(ctx: &Ctx<'_>, err: rquickjs::Error) -> anyhow::Error {
    anyhow!("{}", CaughtError::from_error(ctx, err))
}

/// The page's CSP (`style-src 'self'`) refuses style attributes in HTML, so none are sent;
/// the few the screens set (bars drawn from a calculation's result) are set again by React
/// in the browser. React escapes `"` in attribute values, so the value ends at the next `"`.
fn strip_style_attributes(html: &str) -> String {
    const ATTR: &str = " style=\"";
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(ATTR) {
        out.push_str(&rest[..at]);
        let after = &rest[at + ATTR.len()..];
        match after.find('"') {
            Some(end) => rest = &after[end + 1..],
            None => {
                rest = after;
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn style_attributes_are_left_out() {
        assert_eq!(
            strip_style_attributes(r#"<div class="a" style="width:40%"><p style="">x</p></div>"#),
            r#"<div class="a"><p>x</p></div>"#
        );
        assert_eq!(
            strip_style_attributes("<p>style=\"x\"</p>"),
            "<p>style=\"x\"</p>"
        );
    }

    #[test]
    fn the_embedded_renderer_renders_the_home_page_in_both_languages() {
        let script = script().expect("the server renderer is built into the binary");
        let engine = Engine::start(script, Duration::from_secs(30)).expect("the renderer loads");
        let settings = crate::settings::SiteSettings::default().public_json();
        for (lang, heading) in [
            (Language::Vi, "Tối ưu chuỗi cung ứng"),
            (Language::En, "Optimise your supply chain"),
        ] {
            let body = engine
                .render(
                    "/",
                    lang,
                    &settings,
                    Box::new(|_| None),
                    Duration::from_secs(30),
                )
                .expect("/ renders");
            assert!(body.html.contains("<h1"), "{}", body.html);
            assert!(body.html.contains(heading), "{lang:?}: {}", body.html);
            assert!(
                body.data
                    .contains(&format!("\"locale\":\"{}\"", lang.code()))
            );
        }
    }

    #[test]
    fn a_failing_render_is_an_error_and_the_engine_keeps_working() {
        let script = script().expect("the server renderer is built into the binary");
        let engine = Engine::start(script, Duration::from_secs(30)).expect("the renderer loads");
        let err = engine
            .render(
                "/",
                Language::En,
                "not json",
                Box::new(|_| None),
                Duration::from_secs(30),
            )
            .expect_err("bad settings fail the render");
        assert!(err.to_string().contains("unexpected token"), "{err}");
        let settings = crate::settings::SiteSettings::default().public_json();
        engine
            .render(
                "/services",
                Language::En,
                &settings,
                Box::new(|_| None),
                Duration::from_secs(30),
            )
            .expect("the next render works");
    }
}
