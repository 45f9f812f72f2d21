//! Embeds the React app that rust-embed carries from `frontend/dist`, and compiles its server
//! renderer (`frontend/dist-ssr/entry-server.js`) to QuickJS bytecode for
//! `src/site/render/engine.rs`.
//!
//! The app is built by `frontend/scripts/build-app.mjs`, which runs Vite only when the app is
//! missing or older than its inputs. Release builds watch the app's inputs, so `cargo run
//! --release` on a fresh clone or after an edit is one command. Debug builds (`cargo check`,
//! rust-analyzer, `cargo test`) watch only the built app: editing the app never rebuilds it
//! inside cargo (debug binaries read `frontend/dist` from disk at run time, and `npm test`
//! and `npm run build` bring it up to date before cargo runs).

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the app is built from (the same list as `frontend/scripts/build-app.mjs`).
const FRONTEND_INPUTS: &[&str] = &[
    "frontend/src",
    "frontend/public",
    "frontend/index.html",
    "frontend/vite.config.ts",
    "frontend/vite.server.config.ts",
    "frontend/tsconfig.json",
    "package.json",
    "package-lock.json",
];

/// The built app: a new build (by npm or by this script) compiles the renderer again.
const FRONTEND_OUTPUTS: &[&str] = &[
    "frontend/dist/index.html",
    "frontend/dist-ssr/entry-server.js",
];

fn main() {
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        for input in FRONTEND_INPUTS {
            println!("cargo:rerun-if-changed={input}");
        }
    }
    for output in FRONTEND_OUTPUTS {
        println!("cargo:rerun-if-changed={output}");
    }
    println!("cargo:rerun-if-changed=frontend/scripts/build-app.mjs");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));

    let node_ok = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success());
    if !node_ok {
        fail(
            "Node.js was not found. tradelane embeds its web app, which is built with Node.js 20 \
             or newer: install it (https://nodejs.org/) and build again.",
        );
    }
    run(
        root,
        "node",
        &["frontend/scripts/build-app.mjs"],
        "the web app build (frontend/scripts/build-app.mjs)",
    );
    compile_renderer(root);
}

/// Writes `$OUT_DIR/entry-server.qbc`: the server renderer as QuickJS bytecode, without the
/// functions' source text (what QuickJS keeps for `Function.prototype.toString`; the screens
/// never call it). An empty file when there is no renderer script.
fn compile_renderer(root: &Path) {
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("entry-server.qbc");
    let bytes = match std::fs::read_to_string(root.join("frontend/dist-ssr/entry-server.js")) {
        Ok(script) => bytecode(&script)
            .unwrap_or_else(|err| fail(&format!("the server renderer does not compile: {err}"))),
        Err(_) => Vec::new(),
    };
    std::fs::write(&out, bytes)
        .unwrap_or_else(|err| fail(&format!("cannot write {}: {err}", out.display())));
}

fn bytecode(script: &str) -> Result<Vec<u8>, String> {
    use rquickjs::{CaughtError, Context, Runtime, qjs};
    let runtime = Runtime::new().map_err(|e| e.to_string())?;
    let context = Context::full(&runtime).map_err(|e| e.to_string())?;
    let source = std::ffi::CString::new(script).map_err(|e| e.to_string())?;
    context.with(|ctx| {
        let raw = ctx.as_raw().as_ptr();
        // SAFETY: plain QuickJS calls on a live context; each value and buffer is freed once.
        unsafe {
            let function = qjs::JS_Eval(
                raw,
                source.as_ptr(),
                script.len() as _,
                c"entry-server.js".as_ptr(),
                (qjs::JS_EVAL_TYPE_GLOBAL | qjs::JS_EVAL_FLAG_COMPILE_ONLY) as i32,
            );
            if qjs::JS_IsException(function) {
                return Err(CaughtError::from_error(&ctx, rquickjs::Error::Exception).to_string());
            }
            let mut size = 0;
            let buffer = qjs::JS_WriteObject(
                raw,
                &mut size,
                function,
                (qjs::JS_WRITE_OBJ_BYTECODE | qjs::JS_WRITE_OBJ_STRIP_SOURCE) as i32,
            );
            qjs::JS_FreeValue(raw, function);
            if buffer.is_null() {
                return Err("QuickJS could not write the bytecode".into());
            }
            let bytes = std::slice::from_raw_parts(buffer, size as usize).to_vec();
            qjs::js_free(raw, buffer.cast());
            Ok(bytes)
        }
    })
}

fn run(root: &Path, program: &str, args: &[&str], what: &str) {
    let status = Command::new(program)
        .args(args)
        .current_dir(root)
        .status()
        .unwrap_or_else(|err| fail(&format!("cannot start {what}: {err}")));
    if !status.success() {
        fail(&format!("{what} failed ({status}); see its output above"));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    panic!("{message}");
}
