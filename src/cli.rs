use std::path::PathBuf;

use clap::{ArgAction, Args, Parser, Subcommand, builder::BoolishValueParser};

use crate::configuration::{self, HttpsSettings, Settings};
use crate::kernel::export::ExportFormat;
use crate::kernel::language::Language;
use crate::kernel::mail::SmtpUrl;
use crate::kernel::telemetry::LogFormat;
use crate::{enquiries, operations, owners, startup, subscriptions};

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

// Parsed once per run: the serve variant's size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the website and its API (the default command).
    // Boxed: its many options would make every other command as large (a `//` comment, so
    // that `--help` does not print it).
    Serve(Box<ServeArgs>),
    /// Print the OpenAPI document of the API.
    Openapi,
    /// Read the enquiries sent from the contact form (safe while the server runs).
    #[command(subcommand)]
    Enquiries(EnquiriesCommand),
    /// Read the newsletter's subscribers (safe while the server runs).
    #[command(subcommand)]
    Subscribers(SubscribersCommand),
    /// Manage the owner accounts that sign in to the console at /admin.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Write a consistent copy of the database, and of the uploaded media, while the server
    /// runs.
    #[command(after_long_help = RESTORE_HELP)]
    Backup(BackupArgs),
    /// Put a backup (a .tar, or a database file) back into a data folder no server is using.
    Restore(RestoreArgs),
}

fn file_is_download(file: &std::path::Path) -> bool {
    file.to_str().is_some_and(|f| f.starts_with("s3://"))
}

const RESTORE_HELP: &str = "\
With FILE ending in .tar: one file holding tradelane.db (checked with `PRAGMA
integrity_check`) and media/ (the pictures that database names), as the console makes.
Otherwise the copy is one SQLite file, and when the data folder has a `media` folder it is
copied to FILE.media beside it.

To restore: stop the server, then `tradelane restore FILE --data-dir DIR`.";

#[derive(Debug, Clone, Args)]
pub struct RestoreArgs {
    /// The backup: a .tar from the console or `tradelane backup`, a database file, or
    /// `s3://BUCKET/PREFIX/NAME.tar` in an S3-compatible store (with --s3-endpoint; the keys
    /// from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,

    /// The S3-compatible store's address for an `s3://` backup, e.g. https://s3.example.com.
    #[arg(long, value_name = "URL", env = "AWS_ENDPOINT_URL")]
    pub s3_endpoint: Option<String>,

    /// The store's region for an `s3://` backup.
    #[arg(
        long,
        value_name = "REGION",
        env = "AWS_REGION",
        default_value = "us-east-1"
    )]
    pub s3_region: String,

    #[command(flatten)]
    pub data: DataDirArg,
}

#[derive(Debug, Clone, Args)]
pub struct BackupArgs {
    #[command(flatten)]
    pub data: DataDirArg,

    /// The file to write (replaced when it exists): FILE.tar holds the database and its
    /// media; any other name gets the database alone, its media in FILE.media.
    #[arg(long, short, value_name = "FILE")]
    pub output: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on [default: 127.0.0.1; with --https 0.0.0.0, every IPv4 address].
    #[arg(long, env = "TRADELANE_HOST")]
    pub host: Option<String>,

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

    /// Do not count visits: `POST /api/events` stores nothing (answers 202) and enquiries
    /// are not tied to visits. What was counted before stays on the Dashboard.
    #[arg(
        long,
        env = "TRADELANE_NO_ANALYTICS",
        action = ArgAction::SetTrue,
        value_parser = BoolishValueParser::new()
    )]
    pub no_analytics: bool,

    /// Visit events (page views, tool events) a minute accepted from one client address,
    /// in bursts of at most 60; 0 turns the limit off.
    #[arg(
        long,
        env = "TRADELANE_EVENT_RATE_LIMIT",
        default_value_t = crate::insight::DEFAULT_EVENT_RATE_LIMIT,
        value_name = "N"
    )]
    pub event_rate_limit: u32,

    /// Raw visit events stored a day at most; past it only the day's totals move. Tests
    /// lower it.
    #[arg(long, env = "TRADELANE_EVENT_BUDGET", default_value_t = crate::insight::recorder::DAILY_BUDGET as u64,
          value_name = "N", hide = true, value_parser = clap::value_parser!(u64).range(1..))]
    pub event_budget: u64,

    /// Megabytes the pages and lists kept in memory may take (the rendered pages three
    /// quarters, the lists' JSON a quarter); past it the least recently used are dropped
    /// (and made again when asked for).
    #[arg(long, env = "TRADELANE_PAGE_CACHE_MB", default_value_t = Settings::DEFAULT_PAGE_CACHE_MB,
          value_name = "MB", value_parser = clap::value_parser!(u16).range(1..))]
    pub page_cache_mb: u16,

    /// Seconds a client may take to send a request's headers.
    #[arg(long, env = "TRADELANE_HEADER_TIMEOUT", default_value_t = 20, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..=300))]
    pub header_timeout: u64,

    /// Seconds a connection may stay without a byte moving (between requests, say).
    #[arg(long, env = "TRADELANE_IDLE_TIMEOUT", default_value_t = 60, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub idle_timeout: u64,

    /// Open connections in all (kept under the process's open-file limit).
    #[arg(long, env = "TRADELANE_MAX_CONNECTIONS", default_value_t = 1024, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub max_connections: u64,

    /// Open connections from one client address; 0: no cap [default: 32; 0 with
    /// --trust-proxy, where every connection comes from the proxy].
    #[arg(long, env = "TRADELANE_MAX_CONNECTIONS_PER_ADDRESS", value_name = "N")]
    pub max_connections_per_address: Option<u64>,

    /// One step of the notices' retry schedule (1, 5, 15, 60 steps, then every 360), in
    /// milliseconds; tests shorten it.
    #[arg(
        long,
        env = "TRADELANE_MAIL_RETRY_UNIT_MS",
        default_value_t = 60_000,
        hide = true
    )]
    pub mail_retry_unit_ms: u64,

    /// Serve https://DOMAIN with certificates from an ACME CA (Let's Encrypt unless
    /// --acme-directory says otherwise), kept in <data-dir>/acme and renewed on their own.
    /// Listens on --https-port and redirects --http-port to https; turns on HSTS and
    /// Secure cookies. --port is not used then.
    #[arg(
        long,
        env = "TRADELANE_HTTPS",
        value_name = "DOMAIN",
        value_parser = configuration::parse_domain,
        conflicts_with = "public_url"
    )]
    pub https: Option<String>,

    /// The ACME directory to get certificates from.
    #[arg(
        long,
        env = "TRADELANE_ACME_DIRECTORY",
        value_name = "URL",
        default_value = HttpsSettings::LETS_ENCRYPT
    )]
    pub acme_directory: String,

    /// An e-mail address the CA may write to about the certificates (expiry, problems).
    #[arg(long, env = "TRADELANE_ACME_EMAIL", value_name = "EMAIL")]
    pub acme_email: Option<String>,

    /// PEM certificates to trust for the ACME directory's own https instead of the public
    /// roots: a private ACME CA, or a test one.
    #[arg(long, env = "TRADELANE_ACME_CA_FILE", value_name = "FILE")]
    pub acme_ca_file: Option<PathBuf>,

    /// The https port with --https.
    #[arg(
        long,
        env = "TRADELANE_HTTPS_PORT",
        default_value_t = 443,
        value_name = "PORT"
    )]
    pub https_port: u16,

    /// The http port with --https: it only redirects to https.
    #[arg(
        long,
        env = "TRADELANE_HTTP_PORT",
        default_value_t = 80,
        value_name = "PORT"
    )]
    pub http_port: u16,

    /// Log lines: readable `text`, or `json` (one object a line); `auto` is text on a
    /// terminal (after a short banner), JSON otherwise.
    #[arg(
        long,
        env = "TRADELANE_LOG_FORMAT",
        value_enum,
        default_value_t = LogFormat::Auto
    )]
    pub log_format: LogFormat,
}

impl Cli {
    /// How the command wants its log lines.
    pub fn log_format(&self) -> LogFormat {
        match &self.command {
            Some(Command::Serve(args)) => args.log_format,
            None => self.serve.log_format,
            Some(_) => LogFormat::Auto,
        }
    }
}

impl TryFrom<ServeArgs> for Settings {
    type Error = anyhow::Error;

    fn try_from(args: ServeArgs) -> anyhow::Result<Self> {
        let https = args.https.map(|domain| HttpsSettings {
            domain,
            directory: args.acme_directory,
            email: args.acme_email,
            ca_file: args.acme_ca_file,
            https_port: args.https_port,
            http_port: args.http_port,
        });
        let host = args.host.unwrap_or_else(|| match https {
            Some(_) => Settings::HTTPS_HOST.to_owned(),
            None => Settings::DEFAULT_HOST.to_owned(),
        });
        let public_url = match &https {
            Some(https) => https.public_url(),
            None => args
                .public_url
                .unwrap_or_else(|| configuration::default_public_url(&host, args.port)),
        };
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
            host,
            port: args.port,
            data_dir: args.data_dir,
            public_url,
            contact_rate_limit: args.contact_rate_limit,
            trust_proxy: args.trust_proxy,
            smtp_url,
            mail_retry_unit: std::time::Duration::from_millis(args.mail_retry_unit_ms.max(1)),
            https,
            analytics: !args.no_analytics,
            event_rate_limit: args.event_rate_limit,
            event_budget: usize::try_from(args.event_budget).unwrap_or(usize::MAX),
            clock: crate::kernel::clock::Clock::default(),
            page_cache_bytes: usize::from(args.page_cache_mb) << 20,
            limits: crate::server::Limits {
                header_timeout: std::time::Duration::from_secs(args.header_timeout),
                idle_timeout: std::time::Duration::from_secs(args.idle_timeout),
                max_connections: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
                per_address: match args.max_connections_per_address {
                    Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
                    None if args.trust_proxy => 0,
                    None => crate::server::Limits::default().per_address,
                },
            },
        })
    }
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create an account (an owner unless `--role` says otherwise). The password (at least
    /// 12 characters) is read from standard input, one line, or asked twice on a terminal.
    Create(CreateArgs),
    /// List the accounts with their roles.
    List(DataDirArg),
    /// Set a new password (read like `create`'s); the account's sessions end.
    ResetPassword(AccountArgs),
    /// Remove an account; its sessions end. The last owner cannot be removed.
    Remove(AccountArgs),
    /// Turn two-step sign-in off for an account (a lost phone and lost recovery codes).
    ResetTotp(AccountArgs),
}

#[derive(Debug, Clone, Args)]
pub struct CreateArgs {
    /// The account's e-mail address (its sign-in name).
    #[arg(long)]
    pub email: String,

    /// What the account may do: `owner` (everything), `editor` (content, pages, media,
    /// newsletters) or `sales` (the inbox).
    #[arg(long, default_value = "owner", value_parser = ["owner", "editor", "sales"])]
    pub role: String,

    #[command(flatten)]
    pub data: DataDirArg,
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
    /// Write the enquiries, newest first, with every field and their notes: CSV (UTF-8 with
    /// BOM, opens in spreadsheets) or JSON (an array of objects with camelCase fields). Dates
    /// are local `YYYY-MM-DD HH:MM` in the business's time zone (Settings).
    Export(ExportArgs),
    /// Erase one person's data on request (Decree 13/2023): every enquiry sent from the
    /// address, with its notes, and every newsletter subscription of it. Recorded in the
    /// activity list as `cli`, with the address's domain and a hash, never the address.
    Erase(EraseArgs),
}

#[derive(Debug, Clone, Args)]
pub struct EraseArgs {
    /// The person's e-mail address (any case).
    #[arg(long)]
    pub email: String,

    #[command(flatten)]
    pub data: DataDirArg,
}

#[derive(Debug, Subcommand)]
pub enum SubscribersCommand {
    /// Write every subscription, newest first (address, language, where they subscribed,
    /// when, state and consent record; never the unsubscribe link): CSV (UTF-8 with BOM) or
    /// JSON. The enquiries' filters do not apply and are refused.
    Export(SubscribersExportArgs),
    /// Import subscribers from a CSV file (columns email, language, consent_basis,
    /// consent_date; a header row): all of it, or nothing when a line is refused. Prints the
    /// report; fails when nothing could be imported for a refused line.
    Import(ImportArgs),
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The CSV file (UTF-8, with or without a BOM), at most 1 MB.
    pub file: PathBuf,

    #[command(flatten)]
    pub data: DataDirArg,
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

/// `subscribers export` takes only what it uses: given `--status` or `--search`, it refuses
/// them rather than ignoring them.
#[derive(Debug, Clone, Args)]
pub struct SubscribersExportArgs {
    #[command(flatten)]
    pub data: DataDirArg,

    /// Output format.
    #[arg(long, value_enum)]
    pub format: ExportFormat,

    /// Write to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
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

    /// Only the enquiries with this status.
    #[arg(long, value_enum)]
    pub status: Option<StatusArg>,

    /// Only the enquiries with every one of these words in the name, company, e-mail or
    /// message (as the inbox's search).
    #[arg(long, value_name = "WORDS")]
    pub search: Option<String>,

    /// Only the unread ones (`--read false`) or the read ones (`--read true`).
    #[arg(long, value_name = "true|false")]
    pub read: Option<bool>,

    /// Only the enquiries from this source (their `utmSource`, else their referrer's host).
    #[arg(long, value_name = "SOURCE")]
    pub source: Option<String>,

    /// The language of the CSV header row.
    #[arg(long, value_enum, default_value_t = LanguageArg::Vi)]
    pub language: LanguageArg,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum StatusArg {
    New,
    Contacted,
    Closed,
    Spam,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LanguageArg {
    Vi,
    En,
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Some(Command::Openapi) => {
            println!("{}", startup::openapi_document());
            Ok(())
        }
        Some(Command::Enquiries(command)) => blocking(move || enquiries_command(command)).await,
        Some(Command::Subscribers(command)) => blocking(move || subscribers_command(command)).await,
        Some(Command::Admin(command)) => blocking(move || admin_command(command)).await,
        Some(Command::Backup(args)) => {
            blocking(move || operations::backup::run(&args.data.data_dir, &args.output)).await
        }
        Some(Command::Restore(args)) => restore(args).await,
        Some(Command::Serve(args)) => startup::serve((*args).try_into()?).await,
        None => startup::serve(cli.serve.try_into()?).await,
    }
}

/// The commands that read or write the database run off the async runtime's threads.
async fn blocking<F>(work: F) -> anyhow::Result<()>
where
    F: FnOnce() -> anyhow::Result<()> + Send + 'static,
{
    tokio::task::spawn_blocking(work).await?
}

fn enquiries_command(command: EnquiriesCommand) -> anyhow::Result<()> {
    match command {
        EnquiriesCommand::List(args) => enquiries::cli::list(&args.data.data_dir, args.limit),
        EnquiriesCommand::Export(args) => {
            let filter = export_filter(&args);
            let lang = match args.language {
                LanguageArg::Vi => Language::Vi,
                LanguageArg::En => Language::En,
            };
            enquiries::cli::export(
                &args.data.data_dir,
                args.format,
                args.output.as_deref(),
                &filter,
                lang,
            )
        }
        EnquiriesCommand::Erase(args) => enquiries::cli::erase(&args.data.data_dir, &args.email),
    }
}

/// The inbox's filter that `enquiries export`'s options choose.
fn export_filter(args: &ExportArgs) -> enquiries::store::Filter {
    enquiries::store::Filter {
        status: args.status.map(|s| {
            match s {
                StatusArg::New => "new",
                StatusArg::Contacted => "contacted",
                StatusArg::Closed => "closed",
                StatusArg::Spam => "spam",
            }
            .to_owned()
        }),
        q: args.search.as_deref().unwrap_or_default().trim().to_owned(),
        read: args.read,
        assignee: None,
        source: args
            .source
            .as_deref()
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty()),
    }
}

fn subscribers_command(command: SubscribersCommand) -> anyhow::Result<()> {
    match command {
        SubscribersCommand::Export(args) => {
            subscriptions::cli::export(&args.data.data_dir, args.format, args.output.as_deref())
        }
        SubscribersCommand::Import(args) => {
            subscriptions::cli::import(&args.data.data_dir, &args.file)
        }
    }
}

fn admin_command(command: AdminCommand) -> anyhow::Result<()> {
    match command {
        AdminCommand::Create(a) => owners::cli::create(&a.data.data_dir, &a.email, &a.role),
        AdminCommand::List(a) => owners::cli::list(&a.data_dir),
        AdminCommand::ResetPassword(a) => owners::cli::reset_password(&a.data.data_dir, &a.email),
        AdminCommand::Remove(a) => owners::cli::remove(&a.data.data_dir, &a.email),
        AdminCommand::ResetTotp(a) => owners::cli::reset_totp(&a.data.data_dir, &a.email),
    }
}

/// `restore`: an `s3://` backup is first downloaded into the data folder, and its copy
/// removed once restored (or not).
async fn restore(args: RestoreArgs) -> anyhow::Result<()> {
    let file = match args.file.to_str().and_then(|f| f.strip_prefix("s3://")) {
        Some(location) => {
            operations::restore::download_s3(
                location,
                args.s3_endpoint.as_deref(),
                &args.s3_region,
                &args.data.data_dir,
            )
            .await?
        }
        None => args.file.clone(),
    };
    let data_dir = args.data.data_dir.clone();
    let restored =
        tokio::task::spawn_blocking(move || operations::restore::run(&file, &data_dir)).await?;
    if file_is_download(&args.file) {
        let _ = std::fs::remove_file(operations::restore::download_path(&args.data.data_dir));
    }
    restored
}
