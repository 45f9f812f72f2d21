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
use tokio::net::TcpListener;

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
            async move { Ok::<_, Infallible>(handle(&*app, req, local, remote).await) }
        });
        let connection = builder
            .serve_connection_with_upgrades(TokioIo::new(stream), service)
            .into_owned();
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            let _ = connection.await;
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

async fn handle<E: Endpoint>(
    app: &E,
    req: hyper::Request<Incoming>,
    local: SocketAddr,
    remote: SocketAddr,
) -> hyper::Response<BoxBody<Bytes, std::io::Error>> {
    let req: poem::Request = (
        req,
        LocalAddr(Addr::SocketAddr(local)),
        RemoteAddr(Addr::SocketAddr(remote)),
        Scheme::HTTP,
    )
        .into();
    app.get_response(req).await.into()
}
