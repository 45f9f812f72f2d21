//! `tradelane serve --https DOMAIN`: TLS with certificates from an ACME CA, and port 80
//! redirecting to https.
//!
//! Certificates come from `rustls-acme` with the TLS-ALPN-01 challenge: the CA proves
//! control of the domain by a TLS handshake on port 443 itself (answered here with a special
//! certificate, see [`TlsTransport`]). Port 80 therefore has a single job, redirecting; no
//! challenge file has to be served there, and validation works even where a provider blocks
//! port 80. The certificate and the ACME account key are kept in `<data-dir>/acme` (folder
//! readable by the server's user only) and renewed a third of their lifetime before expiry.

pub mod redirect;

use std::io::BufReader;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use futures_util::StreamExt;
use rustls_acme::caches::DirCache;
use rustls_acme::{AcmeConfig, is_tls_alpn_challenge};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_rustls::LazyConfigAcceptor;
use tokio_rustls::rustls::pki_types::{CertificateDer, pem::PemObject};
use tokio_rustls::rustls::server::Acceptor;
use tokio_rustls::rustls::{ClientConfig, RootCertStore, ServerConfig};

use crate::configuration::HttpsSettings;
use crate::server::{Transport, Watched};

/// A client that has not finished its TLS handshake by then is dropped.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// Accepts TLS connections with the ACME certificate; answers the CA's TLS-ALPN-01
/// validation handshakes.
pub struct TlsTransport {
    /// For the CA's validation: presents the challenge certificate.
    challenge: Arc<ServerConfig>,
    /// For everyone else: the domain's certificate, HTTP/2 or HTTP/1.1.
    default: Arc<ServerConfig>,
}

impl Transport for TlsTransport {
    type Io = tokio_rustls::server::TlsStream<Watched<TcpStream>>;
    const SCHEME: &'static str = "https";

    async fn open(&self, tcp: Watched<TcpStream>) -> Option<Self::Io> {
        let handshake = async {
            let start = LazyConfigAcceptor::new(Acceptor::default(), tcp)
                .await
                .ok()?;
            if is_tls_alpn_challenge(&start.client_hello()) {
                tracing::info!("answering the certificate authority's validation");
                let mut tls = start.into_stream(self.challenge.clone()).await.ok()?;
                let _ = tls.shutdown().await;
                return None;
            }
            start.into_stream(self.default.clone()).await.ok()
        };
        tokio::time::timeout(HANDSHAKE_TIMEOUT, handshake)
            .await
            .ok()
            .flatten()
    }
}

/// Starts getting (or loading) the certificate in the background and returns the transport
/// that serves with it. Connections before the first certificate fail their handshake.
pub fn start(settings: &HttpsSettings, data_dir: &Path) -> anyhow::Result<TlsTransport> {
    let cache = data_dir.join(HttpsSettings::CACHE_DIR);
    create_private_dir(&cache)?;
    let config = match &settings.ca_file {
        Some(file) => AcmeConfig::new_with_client_config([&settings.domain], client_config(file)?),
        None => AcmeConfig::new([&settings.domain]),
    };
    let mut state = config
        .directory(&settings.directory)
        .contact(settings.email.iter().map(|e| format!("mailto:{e}")))
        .cache(DirCache::new(cache))
        .state();
    let challenge = state.challenge_rustls_config();
    let mut default = ServerConfig::builder()
        .with_no_client_auth()
        .with_cert_resolver(state.resolver());
    default.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    let domain = settings.domain.clone();
    tokio::spawn(async move {
        while let Some(event) = state.next().await {
            match event {
                Ok(event) => tracing::info!(domain, event = ?event, "certificate"),
                // rustls-acme retries with a growing pause.
                Err(err) => tracing::warn!(domain, error = ?err, "certificate request failed"),
            }
        }
    });
    Ok(TlsTransport {
        challenge,
        default: Arc::new(default),
    })
}

/// A client configuration for the ACME directory that trusts only the PEM certificates in
/// `file`.
fn client_config(file: &Path) -> anyhow::Result<Arc<ClientConfig>> {
    let read = || -> anyhow::Result<RootCertStore> {
        let reader = BufReader::new(std::fs::File::open(file)?);
        let mut roots = RootCertStore::empty();
        for cert in CertificateDer::pem_reader_iter(reader) {
            roots.add(cert?)?;
        }
        anyhow::ensure!(!roots.is_empty(), "it holds no PEM certificate");
        Ok(roots)
    };
    let roots = read().with_context(|| format!("cannot read {}", file.display()))?;
    Ok(Arc::new(
        ClientConfig::builder()
            .with_root_certificates(roots)
            .with_no_client_auth(),
    ))
}

/// The ACME folder holds private keys: only the server's user may enter it.
fn create_private_dir(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the certificate folder {}", dir.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .with_context(|| format!("cannot restrict {}", dir.display()))?;
    }
    Ok(())
}
