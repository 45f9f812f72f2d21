use std::process::ExitCode;

use clap::Parser;
use tradelane::cli::Cli;

#[tokio::main]
async fn main() -> ExitCode {
    let logs = tradelane::telemetry::init();
    let result = tradelane::cli::run(Cli::parse()).await;
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
