//! Builds the React app with Vite so that rust-embed can carry `frontend/dist` in the binary,
//! and compiles its server renderer (`frontend/dist-ssr/entry-server.js`) to QuickJS bytecode
//! for `src/site/render/engine.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the app is built from: a change to any of these rebuilds it, nothing else does.
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

fn main() {
    for input in FRONTEND_INPUTS {
        println!("cargo:rerun-if-changed={input}");
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));

    let npm = if cfg!(windows) { "npm.cmd" } else { "npm" };
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
    if !root.join("node_modules").is_dir() {
        // `npm install` with the committed lock, not `npm ci`: the registry mirror here has
        // no metadata for some optional platform packages (e.g. other OSes' Tailwind
        // binaries), so they are absent from the lock and `npm ci` refuses it as out of
        // sync. `npm install` installs exactly the locked versions and leaves the lock as is.
        run(
            root,
            npm,
            &["install", "--no-audit", "--no-fund"],
            "npm install",
        );
    }
    run(
        root,
        npm,
        &["run", "build"],
        "the web app build (npm run build)",
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
