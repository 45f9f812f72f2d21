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
//!
//! The caps fit carrier-grade NAT, where many phones share one address and their browsers
//! keep idle connections open (docs/decisions-spec.md §21): at a cap, the connection idle the
//! longest (an answered keep-alive connection waiting for its next request) is closed to
//! admit the new one; a new connection waits a moment for one to become idle when all of its
//! address's are busy, and is refused only then. IPv6 addresses count by their /64.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::BodyExt;
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
use tokio::sync::Notify;

use crate::http::rate_limit::counted_address;

/// What one client, or many, may hold of the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most a client may take to send a request's headers (HTTP/1).
    pub header_timeout: Duration,
    /// A connection on which no byte has moved for this long is closed (a keep-alive
    /// connection between requests, a TLS handshake never finished, a stalled upload).
    pub idle_timeout: Duration,
    /// Open connections in all; past it the one idle the longest is closed to admit a new
    /// one, and a new one is closed at once when none is idle.
    pub max_connections: usize,
    /// Open connections from one client address (an IPv6 /64); past it the address's
    /// connection idle the longest is closed to admit a new one. 0: no cap (behind a
    /// reverse proxy, every connection comes from the proxy).
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
    let accept_errors = Throttled::default();
    let refusals = Arc::new(Throttled::default());
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors and the like: the connection stays in the
                    // backlog; wait before trying again, and say so once a minute.
                    if let Some(times) = accept_errors.due() {
                        tracing::warn!(error = %err, times, "accept failed; slowing down");
                    }
                    tokio::time::sleep(Duration::from_millis(250)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let (transport, builder, watcher) =
            (transport.clone(), builder.clone(), graceful.watcher());
        let (app, gate, refusals) = (app.clone(), gate.clone(), refusals.clone());
        tokio::spawn(async move {
            let ticket = match gate.admit(remote.ip(), limits.header_timeout).await {
                Ok(ticket) => ticket,
                Err(reason) => {
                    if let Some(times) = refusals.due() {
                        tracing::warn!(client = %remote.ip(), reason, times, "connection refused");
                    }
                    return;
                }
            };
            let conn = ticket.conn.clone();
            let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
                let (app, answering) = (app.clone(), Answering::start(&gate, &conn));
                async move {
                    let response = handle::<T, E>(&*app, req, local, remote).await;
                    // Busy until the body is written: the answer's body holds the mark.
                    Ok::<_, Infallible>(response.map(|body| {
                        body.map_frame(move |frame| {
                            let _busy = &answering;
                            frame
                        })
                        .boxed()
                    }))
                }
            });
            let conn = ticket.conn.clone();
            let work = async {
                let tcp = Watched {
                    io: stream,
                    activity: conn.activity.clone(),
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
                () = conn.activity.idle_for(limits.idle_timeout) => {}
                () = conn.closing.notified() => {}
            }
            drop(ticket);
        });
    }
    drop(listener);
    if tokio::time::timeout(grace, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("requests still running after the grace period were cut");
    }
    Ok(())
}

/// One open connection, as the gate sees it.
struct Conn {
    id: u64,
    /// The address it counts under (an IPv6 /64).
    key: IpAddr,
    activity: Arc<Activity>,
    /// Answers being made or written now.
    answering: AtomicUsize,
    /// Answers written whole: a keep-alive connection has written one at least.
    answered: AtomicU64,
    /// Told when the gate closes the connection to admit another.
    closing: Notify,
}

impl Conn {
    /// Open after an answer, waiting for the next request: closing it loses nothing.
    fn idle(&self) -> bool {
        self.answering.load(Ordering::Acquire) == 0 && self.answered.load(Ordering::Acquire) > 0
    }
}

#[derive(Default)]
struct Open {
    conns: HashMap<u64, Arc<Conn>>,
    /// Each address's connections.
    by_key: HashMap<IpAddr, Vec<u64>>,
    /// Each address's connections waiting to be admitted.
    waiting: HashMap<IpAddr, usize>,
    next_id: u64,
}

impl Open {
    /// The connection among `ids` idle the longest.
    fn longest_idle<'a>(&self, ids: impl Iterator<Item = &'a u64>) -> Option<u64> {
        ids.filter_map(|id| self.conns.get(id))
            .filter(|conn| conn.idle())
            .min_by_key(|conn| conn.activity.last_ms.load(Ordering::Relaxed))
            .map(|conn| conn.id)
    }

    /// Takes a connection off the count and tells it to close.
    fn close(&mut self, id: u64) {
        if let Some(conn) = self.conns.remove(&id) {
            self.forget(&conn);
            conn.closing.notify_one();
        }
    }

    fn forget(&mut self, conn: &Conn) {
        if let Some(ids) = self.by_key.get_mut(&conn.key) {
            ids.retain(|id| *id != conn.id);
            if ids.is_empty() {
                self.by_key.remove(&conn.key);
            }
        }
    }
}

/// Counts the open connections, in all and per client address.
struct Gate {
    limits: Limits,
    epoch: Instant,
    open: Mutex<Open>,
    /// Told when a connection closes or becomes idle: waiting ones try again.
    freed: Notify,
}

/// One open connection's place; dropping it gives the place back.
struct Ticket {
    gate: Arc<Gate>,
    conn: Arc<Conn>,
}

/// Why a connection is not admitted now, and whether it may wait for a place.
type Refusal = (&'static str, bool);

impl Gate {
    fn new(limits: Limits) -> Self {
        Gate {
            limits,
            epoch: Instant::now(),
            open: Mutex::default(),
            freed: Notify::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A place for a connection from `ip`: at once, or once one of its address's
    /// connections becomes idle within `wait`.
    async fn admit(self: &Arc<Self>, ip: IpAddr, wait: Duration) -> Result<Ticket, &'static str> {
        let key = counted_address(ip);
        let deadline = tokio::time::Instant::now() + wait;
        let mut waiting = None;
        loop {
            let freed = self.freed.notified();
            tokio::pin!(freed);
            freed.as_mut().enable();
            let reason = match self.enter(key) {
                Ok(ticket) => return Ok(ticket),
                Err((reason, false)) => return Err(reason),
                Err((reason, true)) => reason,
            };
            if waiting.is_none() {
                waiting = Some(self.wait_in_line(key).ok_or(reason)?);
            }
            if tokio::time::timeout_at(deadline, freed).await.is_err() {
                return Err(reason);
            }
        }
    }

    fn enter(self: &Arc<Self>, key: IpAddr) -> Result<Ticket, Refusal> {
        let mut open = self.lock();
        if open.conns.len() >= self.limits.max_connections {
            let ids: Vec<u64> = open.conns.keys().copied().collect();
            let Some(id) = open.longest_idle(ids.iter()) else {
                return Err(("too many connections in all", false));
            };
            open.close(id);
        }
        let mine = open.by_key.get(&key).map_or(0, Vec::len);
        if self.limits.per_address > 0 && mine >= self.limits.per_address {
            let ids = open.by_key.get(&key).cloned().unwrap_or_default();
            let Some(id) = open.longest_idle(ids.iter()) else {
                return Err(("every connection from this address is busy", true));
            };
            open.close(id);
        }
        open.next_id += 1;
        let conn = Arc::new(Conn {
            id: open.next_id,
            key,
            activity: Arc::new(Activity::new(self.epoch)),
            answering: AtomicUsize::new(0),
            answered: AtomicU64::new(0),
            closing: Notify::new(),
        });
        open.conns.insert(conn.id, conn.clone());
        open.by_key.entry(key).or_default().push(conn.id);
        Ok(Ticket {
            gate: self.clone(),
            conn,
        })
    }

    /// A place in the line of `key`'s waiting connections (as many as its cap at most, so
    /// waiting ones cannot hold descriptors without bound); None when the line is full.
    fn wait_in_line(self: &Arc<Self>, key: IpAddr) -> Option<Waiting> {
        let mut open = self.lock();
        let line = open.waiting.entry(key).or_default();
        if *line >= self.limits.per_address {
            return None;
        }
        *line += 1;
        Some(Waiting {
            gate: self.clone(),
            key,
        })
    }
}

/// A connection waiting for a place; dropping it leaves the line.
struct Waiting {
    gate: Arc<Gate>,
    key: IpAddr,
}

impl Drop for Waiting {
    fn drop(&mut self) {
        let mut open = self.gate.lock();
        if let Some(line) = open.waiting.get_mut(&self.key) {
            *line = line.saturating_sub(1);
            if *line == 0 {
                open.waiting.remove(&self.key);
            }
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = self.gate.lock();
        if open.conns.remove(&self.conn.id).is_some() {
            open.forget(&self.conn);
        }
        drop(open);
        self.gate.freed.notify_waiters();
    }
}

/// One answer being made and written on a connection: the connection is busy meanwhile.
struct Answering {
    gate: Arc<Gate>,
    conn: Arc<Conn>,
}

impl Answering {
    fn start(gate: &Arc<Gate>, conn: &Arc<Conn>) -> Self {
        conn.answering.fetch_add(1, Ordering::AcqRel);
        Answering {
            gate: gate.clone(),
            conn: conn.clone(),
        }
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        self.conn.answered.fetch_add(1, Ordering::AcqRel);
        if self.conn.answering.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.gate.freed.notify_waiters();
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

/// When a byte last moved on a connection (milliseconds since the gate's epoch, so that
/// connections compare).
struct Activity {
    start: Instant,
    last_ms: AtomicU64,
}

impl Activity {
    fn new(epoch: Instant) -> Self {
        let activity = Activity {
            start: epoch,
            last_ms: AtomicU64::new(0),
        };
        activity.touch();
        activity
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
