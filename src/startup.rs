use std::time::Duration;

use anyhow::Context;
use poem::{Endpoint, EndpointExt, Route, Server, get, listener::TcpListener, middleware::AddData};
use poem_openapi::OpenApiService;

use crate::configuration::Settings;
use crate::db::{self, DbPool};
use crate::routes::{
    api::{AppState, json_errors},
    contact::ContactApi,
    content::ContentApi,
    health::HealthApi,
};
use crate::{telemetry, web};

pub type Api = (ContentApi, ContactApi, HealthApi);

pub fn api_service() -> OpenApiService<Api, ()> {
    OpenApiService::new(
        (ContentApi, ContactApi, HealthApi),
        "tradelane API",
        env!("CARGO_PKG_VERSION"),
    )
    .description("Content and contact enquiries of the tradelane website.")
    .server("/api")
}

/// The OpenAPI document, as committed in `openapi.json`.
pub fn openapi_document() -> String {
    api_service().spec()
}

/// The whole HTTP application over an open database: the API under `/api`, the app elsewhere.
pub fn build_app(pool: DbPool) -> impl Endpoint {
    let api = api_service();
    let docs = api.swagger_ui();
    let spec = api.spec_endpoint();
    let api_routes = Route::new()
        .at("/openapi.json", spec)
        .nest("/docs", docs)
        .nest("/", api)
        .around(json_errors);
    Route::new()
        .nest("/api", api_routes)
        .nest("/", get(web::app).head(web::app))
        .with(AddData::new(AppState { pool }))
        .around(telemetry::log_request)
}

/// Opens the database (creating, migrating and seeding it) and serves until SIGINT or SIGTERM.
pub async fn serve(settings: Settings) -> anyhow::Result<()> {
    let path = settings.database_path();
    let pool = tokio::task::spawn_blocking(move || db::open(&path)).await??;
    let address = settings.address();
    let listener = TcpListener::bind(address.clone());
    tracing::info!(
        address = %format!("http://{address}/"),
        data_dir = %settings.data_dir.display(),
        "tradelane is serving"
    );
    Server::new(listener)
        .run_with_graceful_shutdown(
            build_app(pool),
            shutdown_signal(),
            Some(Duration::from_secs(10)),
        )
        .await
        .with_context(|| format!("cannot serve on {address}"))
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
