use std::process::ExitCode;

use clap::Parser;
use tradelane::cli::Cli;

#[tokio::main]
async fn main() -> ExitCode {
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
