use std::io::{BufWriter, Stderr, Write};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use poem::{Endpoint, IntoResponse, Request, Response, Result};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// The target of the one-line-per-request log, the only lines kept in memory for a while.
const REQUEST_TARGET: &str = "tradelane::http";

/// How long a log line may sit in memory before it reaches stderr.
const FLUSH_EVERY: Duration = Duration::from_millis(200);

/// Logs go to stderr as JSON lines; `RUST_LOG` overrides the default `info` level.
///
/// The request lines (one per request, info) are collected in one in-memory buffer (64 KB)
/// that goes out when it is full, and at least every [`FLUSH_EVERY`] from a flusher thread: a
/// request only copies its line, with no system call and no thread to wake. Every other line
/// (start-up, warnings, errors) goes out at once, with whatever is buffered before it.
/// Nothing is dropped: a slow stderr slows logging down. Keep the returned guard until exit;
/// dropping it writes what is left.
pub fn init() -> LogGuard {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let buffer = LogBuffer(Arc::new(Mutex::new(BufWriter::with_capacity(
        64 * 1024,
        std::io::stderr(),
    ))));
    let flusher = buffer.clone();
    let _ = std::thread::Builder::new()
        .name("log-flusher".into())
        .spawn(move || {
            loop {
                std::thread::sleep(FLUSH_EVERY);
                let _ = flusher.lock().flush();
            }
        });
    let _ = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(buffer.clone())
        .try_init();
    LogGuard(buffer)
}

/// Writes out the buffered log lines when dropped.
pub struct LogGuard(LogBuffer);

impl Drop for LogGuard {
    fn drop(&mut self) {
        let _ = self.0.lock().flush();
    }
}

#[derive(Clone)]
struct LogBuffer(Arc<Mutex<BufWriter<Stderr>>>);

impl LogBuffer {
    fn lock(&self) -> MutexGuard<'_, BufWriter<Stderr>> {
        // A panic while holding the lock leaves whole lines behind; keep logging.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The buffer, locked for one log line.
pub struct LineWriter<'a> {
    buffer: MutexGuard<'a, BufWriter<Stderr>>,
    /// Written out as soon as the line is complete.
    urgent: bool,
}

impl Write for LineWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.buffer.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        // The formatter writes a whole line at once; the line's end decides (see Drop).
        Ok(())
    }
}

impl Drop for LineWriter<'_> {
    fn drop(&mut self) {
        if self.urgent {
            let _ = self.buffer.flush();
        }
    }
}

impl<'a> MakeWriter<'a> for LogBuffer {
    type Writer = LineWriter<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        LineWriter {
            buffer: self.lock(),
            urgent: true,
        }
    }

    fn make_writer_for(&'a self, meta: &tracing::Metadata<'_>) -> Self::Writer {
        LineWriter {
            buffer: self.lock(),
            urgent: meta.target() != REQUEST_TARGET || *meta.level() <= tracing::Level::WARN,
        }
    }
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
        target: REQUEST_TARGET,
        %method,
        path,
        status = status.as_u16(),
        duration_ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    result
}
