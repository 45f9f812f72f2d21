//! The accept loop: hyper serving the poem application directly.
//!
//! poem's own `Server` hands hyper every connection behind a boxed I/O type that does not
//! report vectored-write support, so hyper copies each response body into a per-connection
//! buffer before writing it (a whole 346 KB script per request and connection, measured in
//! bench/). Serving through hyper here keeps the socket's `writev`, which hyper then uses to
//! send headers and body without that copy.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use poem::http::uri::Scheme;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Addr, Endpoint};
use tokio::net::{TcpListener, TcpStream};

/// Turns an accepted TCP connection into the stream HTTP is spoken over.
pub trait Transport: Send + Sync + 'static {
    type Io: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static;
    /// The scheme requests arrive with.
    const SCHEME: &'static str;
    /// The stream, or `None` when the connection has nothing more to say (a failed TLS
    /// handshake, an ACME validation).
    fn open(&self, tcp: TcpStream) -> impl Future<Output = Option<Self::Io>> + Send;
}

/// Plain HTTP: the socket itself.
pub struct Plain;

impl Transport for Plain {
    type Io = TcpStream;
    const SCHEME: &'static str = "http";

    async fn open(&self, tcp: TcpStream) -> Option<TcpStream> {
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
) -> std::io::Result<()>
where
    E: Endpoint + 'static,
{
    serve_over(listener, Plain, app, shutdown, grace).await
}

/// As [`serve`], over the given transport (TLS...).
pub async fn serve_over<T, E>(
    listener: TcpListener,
    transport: T,
    app: E,
    shutdown: impl Future<Output = ()>,
    grace: Duration,
) -> std::io::Result<()>
where
    T: Transport,
    E: Endpoint + 'static,
{
    let transport = Arc::new(transport);
    let app = Arc::new(app);
    let local = listener.local_addr()?;
    let graceful = GracefulShutdown::new();
    let mut builder = auto::Builder::new(TokioExecutor::new());
    // A client may close its sending side once the request is out and still wait for the
    // answer (as poem's own server allows).
    builder.http1().half_close(true);
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors and the like: wait a moment, keep serving.
                    tracing::warn!(error = %err, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
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
            let Some(io) = transport.open(stream).await else {
                return;
            };
            let connection = builder
                .serve_connection_with_upgrades(TokioIo::new(io), service)
                .into_owned();
            let _ = watcher.watch(connection).await;
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
