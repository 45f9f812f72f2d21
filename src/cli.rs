use std::path::PathBuf;

use clap::{ArgAction, Args, Parser, Subcommand, ValueEnum, builder::BoolishValueParser};

use crate::configuration::{self, Settings};
use crate::mail::SmtpUrl;
use crate::{admin, enquiries, startup};

/// The website of a Vietnamese supply-chain and logistics consultancy, in one binary.
///
/// Without a command, `tradelane` runs `serve`.
#[derive(Debug, Parser)]
#[command(
    name = "tradelane",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
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
    /// Read the enquiries sent from the contact form (safe while the server runs).
    #[command(subcommand)]
    Enquiries(EnquiriesCommand),
    /// Manage the owner accounts that sign in to the console at /admin.
    #[command(subcommand)]
    Admin(AdminCommand),
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "TRADELANE_HOST", default_value = Settings::DEFAULT_HOST)]
    pub host: String,

    /// Port to listen on (0: any free port, logged at start).
    #[arg(long, env = "TRADELANE_PORT", default_value_t = Settings::DEFAULT_PORT)]
    pub port: u16,

    /// Folder holding the database (tradelane.db); created when missing.
    #[arg(long, env = "TRADELANE_DATA_DIR", default_value = Settings::DEFAULT_DATA_DIR)]
    pub data_dir: PathBuf,

    /// The address visitors use, e.g. https://tradelane.vn [default: http://<host>:<port>].
    /// An https address turns on HSTS.
    #[arg(long, env = "TRADELANE_PUBLIC_URL", value_parser = configuration::parse_public_url)]
    pub public_url: Option<String>,

    /// Enquiries a minute accepted from one client address, in bursts of at most 3;
    /// 0 turns the limit off.
    #[arg(
        long,
        env = "TRADELANE_CONTACT_RATE_LIMIT",
        default_value_t = Settings::DEFAULT_CONTACT_RATE_LIMIT,
        value_name = "N"
    )]
    pub contact_rate_limit: u32,

    /// Take the client address from X-Forwarded-For (its last entry). Only behind a reverse
    /// proxy that sets that header: otherwise any client could pick its own address.
    #[arg(
        long,
        env = "TRADELANE_TRUST_PROXY",
        action = ArgAction::SetTrue,
        value_parser = BoolishValueParser::new()
    )]
    pub trust_proxy: bool,

    /// The SMTP server for e-mail notices, e.g. smtps://user:password@smtp.example.com:465
    /// (smtp:// uses STARTTLS). Wins over the URL set in the console.
    #[arg(
        long,
        env = "TRADELANE_SMTP_URL",
        value_name = "URL",
        hide_env_values = true
    )]
    pub smtp_url: Option<String>,

    /// One step of the notices' retry schedule (1, 5, 15, 60 steps, then every 360), in
    /// milliseconds; tests shorten it.
    #[arg(
        long,
        env = "TRADELANE_MAIL_RETRY_UNIT_MS",
        default_value_t = 60_000,
        hide = true
    )]
    pub mail_retry_unit_ms: u64,
}

impl TryFrom<ServeArgs> for Settings {
    type Error = anyhow::Error;

    fn try_from(args: ServeArgs) -> anyhow::Result<Self> {
        let public_url = args
            .public_url
            .unwrap_or_else(|| configuration::default_public_url(&args.host, args.port));
        // Checked here, not by clap: clap's error would print the URL, password included.
        let smtp_url = args
            .smtp_url
            .filter(|url| !url.trim().is_empty())
            .map(|url| SmtpUrl::parse(&url))
            .transpose()
            .map_err(|reason| {
                anyhow::anyhow!("--smtp-url / TRADELANE_SMTP_URL is not a valid SMTP URL: {reason}")
            })?;
        Ok(Settings {
            host: args.host,
            port: args.port,
            data_dir: args.data_dir,
            public_url,
            contact_rate_limit: args.contact_rate_limit,
            trust_proxy: args.trust_proxy,
            smtp_url,
            mail_retry_unit: std::time::Duration::from_millis(args.mail_retry_unit_ms.max(1)),
        })
    }
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create an owner account. The password (at least 12 characters) is read from standard
    /// input, one line, or asked twice on a terminal.
    Create(AccountArgs),
    /// List the owner accounts.
    List(DataDirArg),
    /// Set a new password (read like `create`'s); the account's sessions end.
    ResetPassword(AccountArgs),
    /// Remove an owner account; its sessions end.
    Remove(AccountArgs),
}

#[derive(Debug, Clone, Args)]
pub struct AccountArgs {
    /// The owner's e-mail address (their sign-in name).
    #[arg(long)]
    pub email: String,

    #[command(flatten)]
    pub data: DataDirArg,
}

#[derive(Debug, Subcommand)]
pub enum EnquiriesCommand {
    /// List enquiries, newest first, one line each: date, status, language, name, company,
    /// email, phone and the message's first line.
    List(ListArgs),
    /// Write every enquiry, newest first, with every field: CSV (UTF-8 with BOM, opens in
    /// spreadsheets) or JSON (an array of objects with camelCase fields).
    Export(ExportArgs),
}

#[derive(Debug, Clone, Args)]
pub struct DataDirArg {
    /// Folder holding the database (tradelane.db).
    #[arg(long, env = "TRADELANE_DATA_DIR", default_value = Settings::DEFAULT_DATA_DIR)]
    pub data_dir: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub data: DataDirArg,

    /// Show at most this many (the newest); 0 shows all.
    #[arg(long, default_value_t = 50, value_name = "N")]
    pub limit: usize,
}

#[derive(Debug, Clone, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub data: DataDirArg,

    /// Output format.
    #[arg(long, value_enum)]
    pub format: ExportFormat,

    /// Write to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    Csv,
    Json,
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Some(Command::Openapi) => {
            println!("{}", startup::openapi_document());
            Ok(())
        }
        Some(Command::Enquiries(command)) => {
            tokio::task::spawn_blocking(move || enquiries::run(command)).await?
        }
        Some(Command::Admin(command)) => {
            tokio::task::spawn_blocking(move || admin::cli::run(command)).await?
        }
        Some(Command::Serve(args)) => startup::serve(args.try_into()?).await,
        None => startup::serve(cli.serve.try_into()?).await,
    }
}
