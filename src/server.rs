//! The accept loop: hyper serving the poem application directly.
//!
//! poem's own `Server` hands hyper every connection behind a boxed I/O type that does not
//! report vectored-write support, so hyper copies each response body into a per-connection
//! buffer before writing it (a whole 346 KB script per request and connection, measured in
//! bench/). Serving through hyper here keeps the socket's `writev`, which hyper then uses to
//! send headers and body without that copy.
//!
//! With `--https` the binary faces the internet alone, so the loop holds its own against
//! clients that open connections and never finish (see [`Limits`]): a header-read timeout,
//! an idle timeout, a cap on connections per client address and in total, and an accept
//! loop that slows down, logging once a minute, when the process runs out of descriptors.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use poem::http::uri::Scheme;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Addr, Endpoint};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// What one client, or many, may hold of the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most a client may take to send a request's headers (HTTP/1).
    pub header_timeout: Duration,
    /// A connection on which no byte has moved for this long is closed (a keep-alive
    /// connection between requests, a TLS handshake never finished, a stalled upload).
    pub idle_timeout: Duration,
    /// Open connections in all; those beyond it are closed at once.
    pub max_connections: usize,
    /// Open connections from one client address; 0: no cap (behind a reverse proxy, every
    /// connection comes from the proxy).
    pub per_address: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_timeout: Duration::from_secs(20),
            idle_timeout: Duration::from_secs(60),
            max_connections: 1024,
            per_address: 32,
        }
    }
}

impl Limits {
    /// Raises the process's open-file limit to its hard limit, and keeps the connection
    /// cap under it (with room for the database, media files and logs), so that accepting
    /// never runs out of descriptors because of connections alone.
    pub fn fitted_to_descriptors(mut self) -> Self {
        const RESERVED: u64 = 128;
        if let Ok(limit) = rlimit::increase_nofile_limit(u64::MAX) {
            let room =
                usize::try_from(limit.saturating_sub(RESERVED).max(16)).unwrap_or(usize::MAX);
            if room < self.max_connections {
                tracing::warn!(
                    open_files = limit,
                    max_connections = room,
                    "the open-file limit is low: connections capped to fit it"
                );
                self.max_connections = room;
            }
        }
        self
    }
}

/// Turns an accepted TCP connection into the stream HTTP is spoken over.
pub trait Transport: Send + Sync + 'static {
    type Io: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static;
    /// The scheme requests arrive with.
    const SCHEME: &'static str;
    /// The stream, or `None` when the connection has nothing more to say (a failed TLS
    /// handshake, an ACME validation).
    fn open(&self, tcp: Watched<TcpStream>) -> impl Future<Output = Option<Self::Io>> + Send;
}

/// Plain HTTP: the socket itself.
pub struct Plain;

impl Transport for Plain {
    type Io = Watched<TcpStream>;
    const SCHEME: &'static str = "http";

    async fn open(&self, tcp: Watched<TcpStream>) -> Option<Watched<TcpStream>> {
        Some(tcp)
    }
}

/// Serves `app` on `listener` until `shutdown` completes, then lets requests in flight
/// finish for at most `grace`.
pub async fn serve<E>(
    listener: TcpListener,
    app: E,
    shutdown: impl Future<Output = ()>,
    grace: Duration,
    limits: Limits,
) -> std::io::Result<()>
where
    E: Endpoint + 'static,
{
    serve_over(listener, Plain, app, shutdown, grace, limits).await
}

/// As [`serve`], over the given transport (TLS...).
pub async fn serve_over<T, E>(
    listener: TcpListener,
    transport: T,
    app: E,
    shutdown: impl Future<Output = ()>,
    grace: Duration,
    limits: Limits,
) -> std::io::Result<()>
where
    T: Transport,
    E: Endpoint + 'static,
{
    let transport = Arc::new(transport);
    let app = Arc::new(app);
    let local = listener.local_addr()?;
    let graceful = GracefulShutdown::new();
    let gate = Arc::new(Gate::new(limits));
    let builder = connection_builder(limits);
    let accept_errors = Throttled::default();
    let refusals = Throttled::default();
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = accept(&listener, &accept_errors) => accepted,
            () = &mut shutdown => break,
        };
        let ticket = match gate.enter(remote.ip()) {
            Ok(ticket) => ticket,
            Err(reason) => {
                if let Some(times) = refusals.due() {
                    tracing::warn!(client = %remote.ip(), reason, times, "connection refused");
                }
                drop(stream);
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
            let app = app.clone();
            async move { Ok::<_, Infallible>(handle::<T, E>(&*app, req, local, remote).await) }
        });
        let (transport, builder, watcher) =
            (transport.clone(), builder.clone(), graceful.watcher());
        tokio::spawn(async move {
            let _ticket = ticket;
            let activity = Arc::new(Activity::new());
            let work = async {
                let tcp = Watched {
                    io: stream,
                    activity: activity.clone(),
                };
                let Some(io) = transport.open(tcp).await else {
                    return;
                };
                let connection = builder
                    .serve_connection_with_upgrades(TokioIo::new(io), service)
                    .into_owned();
                let _ = watcher.watch(connection).await;
            };
            tokio::select! {
                () = work => {}
                () = activity.idle_for(limits.idle_timeout) => {}
            }
        });
    }
    drop(listener);
    finish(graceful, grace).await;
    Ok(())
}

/// How every connection speaks HTTP/1 and HTTP/2 under `limits`.
fn connection_builder(limits: Limits) -> auto::Builder<TokioExecutor> {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    // A client may close its sending side once the request is out and still wait for the
    // answer (as poem's own server allows).
    builder
        .http1()
        .half_close(true)
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    builder
        .http2()
        .timer(TokioTimer::new())
        .max_concurrent_streams(100)
        .keep_alive_interval(limits.idle_timeout / 2)
        .keep_alive_timeout(Duration::from_secs(20));
    builder
}

/// The next connection. Out of file descriptors and the like, the connection stays in the
/// backlog: wait before trying again, and say so once a minute.
async fn accept(listener: &TcpListener, errors: &Throttled) -> (TcpStream, SocketAddr) {
    loop {
        match listener.accept().await {
            Ok(accepted) => return accepted,
            Err(err) => {
                if let Some(times) = errors.due() {
                    tracing::warn!(error = %err, times, "accept failed; slowing down");
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
        }
    }
}

/// Lets the requests in flight finish for at most `grace`, then cuts them.
async fn finish(graceful: GracefulShutdown, grace: Duration) {
    if tokio::time::timeout(grace, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("requests still running after the grace period were cut");
    }
}

/// Counts the open connections, in all and per client address.
struct Gate {
    limits: Limits,
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// One open connection; dropping it gives its place back.
struct Ticket {
    gate: Arc<Gate>,
    ip: IpAddr,
}

impl Gate {
    fn new(limits: Limits) -> Self {
        Gate {
            limits,
            open: Mutex::new((0, HashMap::new())),
        }
    }

    fn enter(self: &Arc<Self>, ip: IpAddr) -> Result<Ticket, &'static str> {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if open.0 >= self.limits.max_connections {
            return Err("too many connections in all");
        }
        let mine = open.1.entry(ip).or_default();
        if self.limits.per_address > 0 && *mine >= self.limits.per_address {
            return Err("too many connections from this address");
        }
        *mine += 1;
        open.0 += 1;
        Ok(Ticket {
            gate: self.clone(),
            ip,
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = self
            .gate
            .open
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        open.0 = open.0.saturating_sub(1);
        if let Some(mine) = open.1.get_mut(&self.ip) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                open.1.remove(&self.ip);
            }
        }
    }
}

/// A warning said at most once a minute, with how often it happened meanwhile.
#[derive(Default)]
struct Throttled {
    state: Mutex<(Option<Instant>, u64)>,
}

impl Throttled {
    /// `Some(times)` when the warning is due now.
    fn due(&self) -> Option<u64> {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.1 += 1;
        if state
            .0
            .is_some_and(|last| last.elapsed() < Duration::from_secs(60))
        {
            return None;
        }
        let times = std::mem::take(&mut state.1);
        state.0 = Some(Instant::now());
        Some(times)
    }
}

/// When a byte last moved on a connection.
struct Activity {
    start: Instant,
    last_ms: AtomicU64,
}

impl Activity {
    fn new() -> Self {
        Activity {
            start: Instant::now(),
            last_ms: AtomicU64::new(0),
        }
    }

    fn touch(&self) {
        let now = u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_ms.store(now, Ordering::Relaxed);
    }

    /// Completes once nothing has moved for `limit`.
    async fn idle_for(&self, limit: Duration) {
        loop {
            let last = self.start + Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
            let quiet = last.elapsed();
            if quiet >= limit {
                return;
            }
            tokio::time::sleep(limit - quiet).await;
        }
    }
}

/// A stream that records its activity; it keeps vectored writes (see the module's note).
pub struct Watched<I> {
    io: I,
    activity: Arc<Activity>,
}

impl<I: AsyncRead + Unpin> AsyncRead for Watched<I> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let poll = Pin::new(&mut self.io).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.touch();
        }
        poll
    }
}

impl<I: AsyncWrite + Unpin> AsyncWrite for Watched<I> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write(cx, buf);
        if matches!(poll, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        poll
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write_vectored(cx, bufs);
        if matches!(poll, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        poll
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

async fn handle<T: Transport, E: Endpoint>(
    app: &E,
    req: hyper::Request<Incoming>,
    local: SocketAddr,
    remote: SocketAddr,
) -> hyper::Response<BoxBody<Bytes, std::io::Error>> {
    let req: poem::Request = (
        req,
        LocalAddr(Addr::SocketAddr(local)),
        RemoteAddr(Addr::SocketAddr(remote)),
        if T::SCHEME == "https" {
            Scheme::HTTPS
        } else {
            Scheme::HTTP
        },
    )
        .into();
    app.get_response(req).await.into()
}
