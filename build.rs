//! Builds the React app with Vite so that rust-embed can carry `frontend/dist` in the binary.

use std::path::Path;
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
