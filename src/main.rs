use std::process::ExitCode;

use clap::Parser;
use tradelane::cli::Cli;

#[tokio::main]
async fn main() -> ExitCode {
    let _logs = tradelane::telemetry::init();
    match tradelane::cli::run(Cli::parse()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
