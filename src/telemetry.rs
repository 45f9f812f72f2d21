use std::time::Instant;

use poem::{Endpoint, IntoResponse, Request, Response, Result};
use tracing_appender::non_blocking::{NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::EnvFilter;

/// Logs go to stderr as JSON lines; `RUST_LOG` overrides the default `info` level.
///
/// A writer thread does the writing, in batches, so a request never waits on stderr; it
/// never drops a line (it slows logging down instead). Keep the guard until exit: dropping
/// it flushes what is left.
pub fn init() -> WorkerGuard {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let (writer, guard) =
        NonBlockingBuilder::default()
            .lossy(false)
            .finish(std::io::BufWriter::with_capacity(
                64 * 1024,
                std::io::stderr(),
            ));
    let _ = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(writer)
        .try_init();
    guard
}

/// One structured log line per request: method, path, status and duration.
pub async fn log_request<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    let started = Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let result = next.call(req).await.map(IntoResponse::into_response);
    let status = match &result {
        Ok(resp) => resp.status(),
        Err(err) => err.status(),
    };
    tracing::info!(
        target: "tradelane::http",
        %method,
        path,
        status = status.as_u16(),
        duration_ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    result
}
