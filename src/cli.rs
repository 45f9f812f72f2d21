use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::{configuration::Settings, startup};

/// The website of a Vietnamese supply-chain and logistics consultancy, in one binary.
///
/// Without a command, `tradelane` runs `serve`.
#[derive(Debug, Parser)]
#[command(name = "tradelane", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    #[command(flatten)]
    pub serve: ServeArgs,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the website and its API (the default command).
    Serve(ServeArgs),
    /// Print the OpenAPI document of the API.
    Openapi,
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "TRADELANE_HOST", default_value = "127.0.0.1")]
    pub host: String,

    /// Port to listen on.
    #[arg(long, env = "TRADELANE_PORT", default_value_t = 8080)]
    pub port: u16,

    /// Folder holding the database (tradelane.db); created when missing.
    #[arg(long, env = "TRADELANE_DATA_DIR", default_value = "./tradelane-data")]
    pub data_dir: PathBuf,
}

impl From<ServeArgs> for Settings {
    fn from(args: ServeArgs) -> Self {
        Settings {
            host: args.host,
            port: args.port,
            data_dir: args.data_dir,
        }
    }
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Some(Command::Openapi) => {
            println!("{}", startup::openapi_document());
            Ok(())
        }
        Some(Command::Serve(args)) => startup::serve(args.into()).await,
        None => startup::serve(cli.serve.into()).await,
    }
}
