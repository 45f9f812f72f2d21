// The server's endpoint is one nested type of every layer (poem's `around`): deeper than the
// compiler's default limit allows.
#![recursion_limit = "256"]

use std::process::ExitCode;

use clap::Parser;
use tradelane::cli::Cli;

fn main() -> ExitCode {
    cap_malloc_arenas();
    serve()
}

/// glibc gives each thread that allocates under contention an arena of its own (up to eight
/// per core), each keeping its freed memory: capped at two (one per worker on the two-core
/// machine this is sized for), the server's peak memory fell by 12 MiB and throughput did
/// not drop (bench/RESULTS.md). Done before any thread starts; an explicit
/// `MALLOC_ARENA_MAX` is left to decide.
fn cap_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: mallopt only changes the allocator's settings; no thread runs yet.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, 2);
        }
    }
}

#[tokio::main]
async fn serve() -> ExitCode {
    // What tradelane writes is its user's alone, whatever umask it was started with: the
    // database holds the SMTP password and the enquiries, backups and uploads sit beside it.
    // One process-wide umask covers every file and folder (SQLite's `-wal`/`-shm`, backups,
    // pictures, exports), where a chmod after each creation would miss some and leave a
    // moment in which the file is readable.
    #[cfg(unix)]
    rustix::process::umask(rustix::fs::Mode::from_raw_mode(0o077));
    let cli = Cli::parse();
    let logs = tradelane::kernel::telemetry::init(cli.log_format());
    let result = tradelane::cli::run(cli).await;
    // The log lines still buffered go out before the error, in the order they happened.
    drop(logs);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
