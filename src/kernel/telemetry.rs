use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use poem::{Endpoint, IntoResponse, Request, Response, Result};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// The target of the one-line-per-request log, the only lines kept in memory for a while.
const REQUEST_TARGET: &str = "tradelane::http";

/// How long a log line may sit in memory before it reaches stderr.
const FLUSH_EVERY: Duration = Duration::from_millis(200);

/// How log lines look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// `text` when stderr is a terminal, `json` otherwise.
    Auto,
    /// Readable lines, for people.
    Text,
    /// One JSON object a line, for log collectors.
    Json,
}

impl LogFormat {
    /// `Auto` made concrete.
    pub fn resolve(self) -> LogFormat {
        match self {
            LogFormat::Auto if std::io::stderr().is_terminal() => LogFormat::Text,
            LogFormat::Auto => LogFormat::Json,
            other => other,
        }
    }
}

/// What an owner needs to read: tradelane's own lines from `info`, the libraries' only from
/// `warn` (their `info` lines speak of connections and handshakes). `RUST_LOG` replaces it.
pub const DEFAULT_FILTER: &str = "warn,tradelane=info";

static FORMAT: OnceLock<LogFormat> = OnceLock::new();

/// The format chosen at [`init`] (JSON before it).
pub fn format() -> LogFormat {
    FORMAT.get().copied().unwrap_or(LogFormat::Json)
}

/// Logs go to stderr as text or JSON lines (see [`LogFormat`]); `RUST_LOG` overrides
/// [`DEFAULT_FILTER`].
///
/// The request lines (one per request, info) are collected in memory and written out at
/// least every [`FLUSH_EVERY`] by a flusher thread, or as soon as 64 KB are waiting: a request
/// only copies its line, with no system call and no thread to wake. Every other line
/// (start-up, warnings, errors) goes out at once, with whatever is waiting before it. Writing
/// happens outside the lock the requests take, so a slow stderr does not stall them; past
/// [`MAX_PENDING`] waiting, a request writes out itself (logging slows, nothing is dropped).
/// Keep the returned guard until exit: dropping it writes what is left, and every line after
/// it goes out at once.
pub fn init(format: LogFormat) -> LogGuard {
    let format = format.resolve();
    let _ = FORMAT.set(format);
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    let buffer = LogBuffer::default();
    let flusher = buffer.clone();
    let _ = std::thread::Builder::new()
        .name("log-flusher".into())
        .spawn(move || {
            loop {
                std::thread::sleep(FLUSH_EVERY);
                flusher.write_out();
            }
        });
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(buffer.clone());
    let _ = match format {
        LogFormat::Text => builder
            .compact()
            .with_target(false)
            .with_ansi(std::io::stderr().is_terminal())
            .try_init(),
        _ => builder.json().try_init().inspect(|()| {
            let _ = JSON_REQUESTS.set(buffer.clone());
        }),
    };
    LogGuard(buffer)
}

/// The buffer request lines go to when [`init`] installed the JSON format: [`log_request`]
/// writes them itself, the line `tracing-subscriber`'s JSON formatter makes, at a fraction of
/// its cost (that formatter took 8 % of the server's CPU under load, bench/RESULTS.md).
static JSON_REQUESTS: OnceLock<LogBuffer> = OnceLock::new();

/// Lines waiting beyond this are written out by the thread that logs the next one.
const WRITE_OUT_AT: usize = 64 * 1024;
/// Lines waiting beyond this (stderr stalled) make each logging thread wait for stderr.
const MAX_PENDING: usize = 4 * 1024 * 1024;

/// Writes out the waiting log lines when dropped; later lines are written at once.
pub struct LogGuard(LogBuffer);

impl Drop for LogGuard {
    fn drop(&mut self) {
        self.0.0.closing.store(true, Ordering::Release);
        self.0.write_out();
    }
}

#[derive(Clone, Default)]
struct LogBuffer(Arc<Shared>);

#[derive(Default)]
struct Shared {
    /// Complete lines waiting for stderr; requests hold this lock only to append.
    pending: Mutex<Vec<u8>>,
    /// Held while writing to stderr, so that chunks go out in the order they were taken.
    output: Mutex<()>,
    /// Set at exit: nothing is left for a flusher to write later.
    closing: AtomicBool,
}

/// A poisoned lock still guards whole lines (a line is appended in one call); keep logging.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl LogBuffer {
    /// Takes every waiting line and writes it to stderr.
    fn write_out(&self) {
        let _output = lock(&self.0.output);
        let chunk = std::mem::take(&mut *lock(&self.0.pending));
        if !chunk.is_empty() {
            let mut stderr = std::io::stderr().lock();
            let _ = stderr.write_all(&chunk);
            let _ = stderr.flush();
        }
    }
}

/// Hands one log line to the buffer. The formatter writes each line with one `write_all`,
/// which is one `write` here, so lines from different threads never interleave.
pub struct LineWriter<'a> {
    buffer: &'a LogBuffer,
    /// Written out as soon as the line is complete.
    urgent: bool,
}

impl Write for LineWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        lock(&self.buffer.0.pending).extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        // The line's end decides (see Drop).
        Ok(())
    }
}

impl Drop for LineWriter<'_> {
    fn drop(&mut self) {
        let shared = &self.buffer.0;
        let waiting = lock(&shared.pending).len();
        let write_out = self.urgent
            || shared.closing.load(Ordering::Acquire)
            || waiting >= MAX_PENDING
            // Enough for a write of its own, and nobody is writing already.
            || (waiting >= WRITE_OUT_AT && shared.output.try_lock().is_ok());
        if write_out {
            self.buffer.write_out();
        }
    }
}

impl<'a> MakeWriter<'a> for LogBuffer {
    type Writer = LineWriter<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        LineWriter {
            buffer: self,
            urgent: true,
        }
    }

    fn make_writer_for(&'a self, meta: &tracing::Metadata<'_>) -> Self::Writer {
        LineWriter {
            buffer: self,
            urgent: meta.target() != REQUEST_TARGET || *meta.level() <= tracing::Level::WARN,
        }
    }
}

/// One structured log line per request: method, path, status and duration.
pub async fn log_request<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    let started = Instant::now();
    let method = req.method().clone();
    // A shared copy of the address (no allocation per request).
    let uri = req.uri().clone();
    let result = next.call(req).await.map(IntoResponse::into_response);
    let path = uri.path();
    let status = match &result {
        Ok(resp) => resp.status(),
        Err(err) => err.status(),
    };
    let duration_ms = started.elapsed().as_secs_f64() * 1000.0;
    match JSON_REQUESTS.get() {
        Some(buffer) => {
            // The filter (`RUST_LOG`) still decides, as for the macro below.
            if tracing::enabled!(target: REQUEST_TARGET, tracing::Level::INFO) {
                let line = request_line(
                    std::time::SystemTime::now(),
                    method.as_str(),
                    path,
                    status.as_u16(),
                    duration_ms,
                );
                let mut writer = LineWriter {
                    buffer,
                    urgent: false,
                };
                let _ = writer.write_all(&line);
            }
        }
        None => tracing::info!(
            target: REQUEST_TARGET,
            %method,
            path,
            status = status.as_u16(),
            duration_ms,
            "request"
        ),
    }
    result
}

/// The JSON line `tracing-subscriber` writes for the request event, field for field:
/// `{"timestamp":…,"level":"INFO","fields":{"message":"request","method":…,"path":…,
/// "status":…,"duration_ms":…},"target":"tradelane::http"}`.
fn request_line(
    at: std::time::SystemTime,
    method: &str,
    path: &str,
    status: u16,
    duration_ms: f64,
) -> Vec<u8> {
    let since = at.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let at = i64::try_from(since.as_secs())
        .ok()
        .and_then(|secs| chrono::DateTime::from_timestamp(secs, since.subsec_nanos()))
        .unwrap_or_default();
    let mut line = Vec::with_capacity(160 + path.len());
    // Written field by field: chrono's `format` parses its pattern on every call, and that
    // was most of this function's cost.
    use chrono::{Datelike, Timelike};
    let _ = write!(
        line,
        r#"{{"timestamp":"{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:06}Z","level":"INFO","fields":{{"message":"request","method":"#,
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute(),
        at.second(),
        since.subsec_micros()
    );
    let _ = serde_json::to_writer(&mut line, method);
    line.extend_from_slice(br#","path":"#);
    let _ = serde_json::to_writer(&mut line, path);
    let _ = write!(line, r#","status":{status},"duration_ms":"#);
    let _ = serde_json::to_writer(&mut line, &duration_ms);
    line.extend_from_slice(br#"},"target":""#);
    line.extend_from_slice(REQUEST_TARGET.as_bytes());
    line.extend_from_slice(b"\"}\n");
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_request_line_is_the_json_formatters_line() {
        let at = std::time::UNIX_EPOCH + Duration::from_nanos(1_795_770_339_163_080_999);
        let line = request_line(at, "GET", r#"/blog/"a"\b/đường"#, 200, 12.908155);
        assert_eq!(
            String::from_utf8(line).unwrap(),
            concat!(
                r#"{"timestamp":"2026-11-27T09:05:39.163080Z","level":"INFO","fields":"#,
                r#"{"message":"request","method":"GET","path":"/blog/\"a\"\\b/đường","#,
                r#""status":200,"duration_ms":12.908155},"target":"tradelane::http"}"#,
                "\n"
            )
        );
    }
}
