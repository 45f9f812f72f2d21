use std::process::ExitCode;

use clap::Parser;
use tradelane::cli::Cli;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    let logs = tradelane::telemetry::init(cli.log_format());
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
