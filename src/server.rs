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
//! The caps fit carrier-grade NAT: at a cap, an idle keep-alive connection gives its place
//! to the new one ([`gate`], docs/decisions-spec.md §21).

mod gate;

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::BodyExt;
use http_body_util::combinators::BoxBody;
use hyper::body::Incoming;
use hyper::header::HeaderValue;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use poem::http::uri::Scheme;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Addr, Endpoint};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

use gate::{Answering, Conn, Entry, GRACE, Gate, MAX_WAITING, Ticket};

/// What one client, or many, may hold of the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most a client may take to send a request's headers (HTTP/1).
    pub header_timeout: Duration,
    /// A connection on which no byte has moved for this long is closed (a keep-alive
    /// connection between requests, a TLS handshake never finished, a stalled upload).
    pub idle_timeout: Duration,
    /// Open connections in all; at it, an idle keep-alive connection gives its place to a
    /// new one, which is refused only when every connection is busy.
    pub max_connections: usize,
    /// Open connections from one client address (an IPv6 /64), likewise; 0: no cap (behind
    /// a reverse proxy, every connection comes from the proxy).
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
    /// cap under it (with room for the database, media files, logs and the connections
    /// waiting for a place), so that accepting never runs out of descriptors because of
    /// connections alone.
    pub fn fitted_to_descriptors(mut self) -> Self {
        const RESERVED: u64 = 128 + MAX_WAITING as u64;
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

/// What every connection's task shares.
struct Shared<T, E> {
    transport: T,
    app: E,
    local: SocketAddr,
    limits: Limits,
    gate: Arc<Gate>,
    builder: auto::Builder<TokioExecutor>,
    refusals: Throttled,
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
    let shared = Arc::new(Shared {
        transport,
        app,
        local: listener.local_addr()?,
        limits,
        gate: Arc::new(Gate::new(limits)),
        builder: builder(limits),
        refusals: Throttled::default(),
    });
    // Every connection holds a receiver: told to finish on shutdown, and `closed()` waits
    // for the last one (what hyper-util's GracefulShutdown does, but the gate also needs to
    // close one connection alone).
    let (stopping, stop) = watch::channel(false);
    let accept_errors = Throttled::default();
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
        // Asked here, in the order connections arrive (a spawned task may run later than
        // one spawned after it).
        let entry = match shared.gate.try_enter(remote.ip()) {
            Entry::Refused(reason) => {
                refused(&shared, remote, reason);
                continue;
            }
            entry => entry,
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(connection(
            shared.clone(),
            entry,
            stream,
            remote,
            stop.clone(),
        ));
    }
    drop((listener, stop));
    let _ = stopping.send(true);
    if tokio::time::timeout(grace, stopping.closed())
        .await
        .is_err()
    {
        tracing::warn!("requests still running after the grace period were cut");
    }
    Ok(())
}

fn builder(limits: Limits) -> auto::Builder<TokioExecutor> {
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

/// One accepted connection: admitted by the gate (or refused), then served until it ends,
/// is idle too long, or gives its place to another.
async fn connection<T: Transport, E: Endpoint + 'static>(
    shared: Arc<Shared<T, E>>,
    entry: Entry,
    stream: TcpStream,
    remote: SocketAddr,
    mut stop: watch::Receiver<bool>,
) {
    let limits = shared.limits;
    let ticket = match entry {
        Entry::Admitted(ticket) => ticket,
        Entry::Wait(pending) => match shared.gate.admit(pending, limits.header_timeout).await {
            Ok(ticket) => ticket,
            Err(reason) => return refused(&shared, remote, reason),
        },
        Entry::Refused(reason) => return refused(&shared, remote, reason),
    };
    let conn = ticket.conn.clone();
    let tcp = Watched {
        place: Some(ticket),
        io: stream,
        conn: conn.clone(),
    };
    let work = async {
        let Some(io) = shared.transport.open(tcp).await else {
            return;
        };
        let service = {
            let (shared, conn) = (shared.clone(), conn.clone());
            hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
                let (shared, conn) = (shared.clone(), conn.clone());
                async move { Ok::<_, Infallible>(answer(&shared, &conn, req, remote).await) }
            })
        };
        let connection = shared
            .builder
            .serve_connection_with_upgrades(TokioIo::new(io), service);
        tokio::pin!(connection);
        drive(connection, |c| c.graceful_shutdown(), &conn, &mut stop).await;
    };
    tokio::select! {
        () = work => {}
        () = conn.activity.idle_for(limits.idle_timeout) => {}
    }
}

fn refused<T, E>(shared: &Shared<T, E>, remote: SocketAddr, reason: &str) {
    if let Some(times) = shared.refusals.due() {
        tracing::warn!(client = %remote.ip(), reason, times, "connection refused");
    }
}

/// Runs a connection to its end, and lets it finish gracefully on shutdown (hyper closes
/// an idle HTTP/1 connection at once, finishes a request in flight with `Connection: close`,
/// and sends HTTP/2's GOAWAY).
///
/// When the gate chose it to give its place, it is not closed at once: its client may be
/// taking it from its pool for a request right then (and would see a reset, which it does
/// not retry for a POST). It stays open for another grace, and a request that comes in
/// meanwhile is answered with `Connection: close` (the client then drops it, knowingly);
/// it closes once quiet for a grace after that. Closing at the moment the gate chose it
/// came when clients were busiest opening connections, and reset them (durability's test).
async fn drive<C: Future>(
    mut connection: Pin<&mut C>,
    graceful: impl Fn(Pin<&mut C>),
    conn: &Conn,
    stop: &mut watch::Receiver<bool>,
) {
    let mut finishing = false;
    let mut evicted = None;
    loop {
        let drained = async {
            if let Some(at) = evicted {
                tokio::time::sleep_until(at).await;
                conn.activity.idle_for(GRACE).await;
            }
        };
        tokio::select! {
            // The connection first: bytes already here are read before closing is weighed.
            biased;
            _ = connection.as_mut() => return,
            _ = stop.wait_for(|stop| *stop), if !finishing => {
                finishing = true;
                graceful(connection.as_mut());
            }
            () = conn.evicted.notified(), if evicted.is_none() => {
                evicted = Some(tokio::time::Instant::now() + GRACE);
            }
            () = drained, if evicted.is_some() && !finishing => {
                finishing = true;
                graceful(connection.as_mut());
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

/// A stream that records its activity; it keeps vectored writes (see the module's note).
pub struct Watched<I> {
    /// The connection's place at the gate, given back before the socket closes (fields drop
    /// in order) or is shut down for writing: a client that saw the close and connects
    /// again never finds its old connection still counted.
    place: Option<Ticket>,
    io: I,
    conn: Arc<Conn>,
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
            self.conn.activity.touch();
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
            self.conn.activity.touch();
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
            self.conn.activity.touch();
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
        self.place.take();
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// The app's answer to `req`; the connection counts as busy until its body is written, and
/// one chosen to give its place says it closes after it (HTTP/1: HTTP/2 has GOAWAY).
async fn answer<T: Transport, E: Endpoint>(
    shared: &Shared<T, E>,
    conn: &Arc<Conn>,
    req: hyper::Request<Incoming>,
    remote: SocketAddr,
) -> hyper::Response<BoxBody<Bytes, std::io::Error>> {
    let answering = Answering::start(conn);
    let http1 = req.version() < hyper::Version::HTTP_2;
    let mut response = handle::<T, E>(&shared.app, req, shared.local, remote).await;
    if http1 && conn.closing() {
        response
            .headers_mut()
            .insert(hyper::header::CONNECTION, HeaderValue::from_static("close"));
    }
    // The body holds the mark: dropped after its last frame.
    response.map(|body| {
        body.map_frame(move |frame| {
            let _busy = &answering;
            frame
        })
        .boxed()
    })
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
