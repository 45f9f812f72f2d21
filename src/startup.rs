use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use poem::{Endpoint, EndpointExt, Route, middleware::AddData};
use poem_openapi::OpenApiService;

use crate::admin::{
    account_api::AccountApi, guard, guard::AdminState, inbox_api::InboxApi, mail_api::MailApi,
    settings_api::SettingsAdminApi, subscribers_api::SubscribersApi,
};
use crate::configuration::Settings;
use crate::content_cache::{ContentCache, ContentListener, content_version};
use crate::db::{self, DbPool};
use crate::enquiry_writer::EnquiryWriter;
use crate::mail::outbox::Outbox;
use crate::pages::{api::PagesApi, published::Published};
use crate::rate_limit::ContactLimiter;
use crate::routes::{
    api::{AppState, json_errors},
    contact::ContactApi,
    content::ContentApi,
    health::HealthApi,
};
use crate::settings::{SiteSettings, api::SettingsApi};
use crate::subscriptions::api::SubscriptionsApi;
use crate::{encoding, security, server, telemetry, web};

pub type Api = (
    ContentApi,
    ContactApi,
    HealthApi,
    SettingsApi,
    SubscriptionsApi,
    AccountApi,
    SettingsAdminApi,
    InboxApi,
    SubscribersApi,
    MailApi,
    PagesApi,
);

pub fn api_service() -> OpenApiService<Api, ()> {
    OpenApiService::new(
        (
            ContentApi,
            ContactApi,
            HealthApi,
            SettingsApi,
            SubscriptionsApi,
            AccountApi,
            SettingsAdminApi,
            InboxApi,
            SubscribersApi,
            MailApi,
            PagesApi,
        ),
        "tradelane API",
        env!("CARGO_PKG_VERSION"),
    )
    .description(
        "Content, contact enquiries, settings and subscriptions of the tradelane website, \
         and the owner's console (tag Admin, session cookie).",
    )
    .server("/api")
}

/// The OpenAPI document, as committed in `openapi.json`.
pub fn openapi_document() -> String {
    api_service().spec()
}

/// The whole HTTP application over an open database: the API under `/api`, the app elsewhere.
pub fn build_app(pool: DbPool, settings: &Settings) -> impl Endpoint + use<> {
    let api = api_service();
    let docs = api.swagger_ui();
    let spec = api.spec_endpoint();
    let api_routes = Route::new()
        .at("/openapi.json", spec)
        .nest("/docs", docs)
        .nest("/", api)
        .around(json_errors);
    let content = ContentCache::start(&pool).expect("the content counter is readable");
    // Read after the watcher started, so a change in between is seen by it.
    let (brand, published, version) = {
        let conn = pool.get().expect("a database connection");
        let version = content_version(&conn).expect("the content counter is readable");
        let brand = SiteSettings::load(&conn).expect("the settings are readable");
        let published = Published::load(&conn).expect("the content is readable");
        (brand, published, version)
    };
    let web = web::WebApp::new(&settings.public_url, brand, published, version);
    let listener: Arc<dyn ContentListener> = web.clone();
    content.subscribe(Arc::downgrade(&listener));
    let outbox = Outbox::new(
        settings.smtp_url.clone(),
        settings.mail_retry_unit,
        &settings.public_url,
    );
    outbox.start(pool.clone());
    let enquiries =
        EnquiryWriter::start(pool.clone(), outbox.waker()).expect("the enquiry writer starts");
    let admin = Arc::new(AdminState::new(&settings.public_url));
    let origin = admin.origin.clone();
    let routes = Route::new()
        .nest("/api", api_routes.around(encoding::compress_api))
        .nest("/", web.clone());
    let state = AppState {
        content,
        enquiries,
        pool,
        contact_limiter: ContactLimiter::new(settings.contact_rate_limit).map(Arc::new),
        subscription_limiter: ContactLimiter::new(settings.contact_rate_limit).map(Arc::new),
        trust_proxy: settings.trust_proxy,
        web,
        admin,
        outbox,
    };
    let routes = routes
        .around(move |next, req| {
            let origin = origin.clone();
            async move { guard::check_origin(next, req, &origin).await }
        })
        .with(AddData::new(state));
    harden(routes, settings)
}

/// The layers every answer passes through, outermost last: panics become a JSON 500, every
/// answer (that 500 included) gets the security headers, and every request is logged.
pub fn harden<E: Endpoint + 'static>(app: E, settings: &Settings) -> impl Endpoint + use<E> {
    let hsts = settings.is_https();
    app.around(security::catch_panics)
        .around(move |next, req| security::headers(next, req, hsts))
        .around(telemetry::log_request)
}

/// Opens the database (creating, migrating and seeding it) and serves until SIGINT or SIGTERM.
pub async fn serve(settings: Settings) -> anyhow::Result<()> {
    let path = settings.database_path();
    let pool = tokio::task::spawn_blocking(move || {
        prepare_database(&path)?;
        db::open(&path)
    })
    .await??;
    let address = settings.address();
    let listener = tokio::net::TcpListener::bind(address.clone())
        .await
        .with_context(|| format!("cannot listen on {address}"))?;
    // The bound address, so that `--port 0` tells which port it got.
    let bound = listener
        .local_addr()
        .map_or(address.clone(), |addr| addr.to_string());
    tracing::info!(
        address = %format!("http://{bound}/"),
        public_url = %settings.public_url,
        data_dir = %settings.data_dir.display(),
        contact_rate_limit = settings.contact_rate_limit,
        trust_proxy = settings.trust_proxy,
        smtp_from_command_line = settings.smtp_url.is_some(),
        "tradelane is serving"
    );
    server::serve(
        listener,
        build_app(pool, &settings),
        shutdown_signal(),
        Duration::from_secs(10),
    )
    .await
    .with_context(|| format!("cannot serve on {address}"))
}

/// Creates a missing database file in WAL mode with one connection, before the pool opens
/// its connections side by side: on a new file they would race to switch the journal mode,
/// and the loser's "database is locked" made r2d2 retry after 200 ms (about one start in
/// twenty, measured by bench/run.sh, took 420 ms instead of 20). WAL mode is stored in the
/// file, so the pool's own `PRAGMA journal_mode = WAL` then has nothing to change.
fn prepare_database(path: &Path) -> anyhow::Result<()> {
    if path.exists() {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the data folder {}", dir.display()))?;
    }
    rusqlite::Connection::open(path)
        .and_then(|conn| conn.execute_batch("PRAGMA journal_mode = WAL;"))
        .with_context(|| format!("cannot create the database {}", path.display()))
}

async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .expect("SIGTERM handler");
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
    tracing::info!("shutting down");
}
