//! `tradelane serve --https DOMAIN` against Debian's `pebble`, Let's Encrypt's ACME test
//! server: the certificate is issued over the real protocol (pebble validates the TLS-ALPN-01
//! challenge on the server's https port, finding the test domain at 127.0.0.1 through
//! pebble-challtestsrv's DNS), then a page is fetched over TLS, trusting only pebble's root.

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName, pem::PemObject};
use tokio_rustls::rustls::{ClientConfig, RootCertStore};

use crate::helpers::TestServer;

const DOMAIN: &str = "tradelane.test";

/// Kills the child when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn installed(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A CA and a certificate for 127.0.0.1/localhost signed by it, for pebble's own https
/// (Debian's package ships none). Returns the CA's PEM.
fn pebble_tls(dir: &Path) -> String {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, KeyPair, SanType};
    let ca_key = KeyPair::generate().unwrap();
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca = ca.self_signed(&ca_key).unwrap();
    let key = KeyPair::generate().unwrap();
    let mut leaf = CertificateParams::new(vec!["localhost".to_owned()]).unwrap();
    leaf.subject_alt_names
        .push(SanType::IpAddress("127.0.0.1".parse().unwrap()));
    let leaf = leaf.signed_by(&key, &ca, &ca_key).unwrap();
    std::fs::write(dir.join("pebble-cert.pem"), leaf.pem()).unwrap();
    std::fs::write(dir.join("pebble-key.pem"), key.serialize_pem()).unwrap();
    std::fs::write(dir.join("pebble-ca.pem"), ca.pem()).unwrap();
    ca.pem()
}

fn client(roots_pem: &str) -> TlsConnector {
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_slice_iter(roots_pem.as_bytes()) {
        roots.add(cert.unwrap()).unwrap();
    }
    let mut config = ClientConfig::builder()
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    TlsConnector::from(Arc::new(config))
}

/// `GET path` over TLS to `address`, presenting `name`; the whole answer as text.
async fn tls_get(
    connector: &TlsConnector,
    address: SocketAddr,
    name: &str,
    path: &str,
) -> std::io::Result<String> {
    let tcp = tokio::net::TcpStream::connect(address).await?;
    let name = ServerName::try_from(name.to_owned()).unwrap();
    let mut tls = connector.connect(name, tcp).await?;
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {DOMAIN}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n"
    );
    tls.write_all(request.as_bytes()).await?;
    let mut answer = Vec::new();
    // Servers may close without a TLS close_notify; what was read is the answer.
    let _ = tls.read_to_end(&mut answer).await;
    Ok(String::from_utf8_lossy(&answer).into_owned())
}

fn wait_for_port(port: u16) {
    crate::helpers::wait_until(
        &format!("port {port} open"),
        Duration::from_secs(30),
        || std::net::TcpStream::connect(("127.0.0.1", port)).is_ok(),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Debian's pebble (ACME test server): .ci/run installs it and runs this test"]
async fn a_certificate_from_pebble_serves_the_site_over_https() {
    assert!(
        installed("pebble") && installed("pebble-challtestsrv"),
        "Debian's `pebble` (ACME test server) is not installed: `apt-get install pebble`"
    );
    let dir = tempfile::tempdir().unwrap();
    let ca_pem = pebble_tls(dir.path());
    let (acme, management, dns) = (free_port(), free_port(), free_port());
    let (https, http) = (free_port(), free_port());

    // DNS for pebble's validation: every name is 127.0.0.1 (IPv4 only).
    let _dns = Running(
        Command::new("pebble-challtestsrv")
            .args(["-defaultIPv4", "127.0.0.1", "-defaultIPv6", ""])
            .args(["-dns01", &format!("127.0.0.1:{dns}")])
            .args(["-management", &format!("127.0.0.1:{}", free_port())])
            .args(["-http01", "", "-https01", "", "-tlsalpn01", ""])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("pebble-challtestsrv starts"),
    );
    let config = serde_json::json!({
        "pebble": {
            "listenAddress": format!("127.0.0.1:{acme}"),
            "managementListenAddress": format!("127.0.0.1:{management}"),
            "certificate": dir.path().join("pebble-cert.pem"),
            "privateKey": dir.path().join("pebble-key.pem"),
            // The challenges are checked on the server's own ports.
            "httpPort": http,
            "tlsPort": https,
            "ocspResponderURL": "",
            "externalAccountBindingRequired": false
        }
    });
    std::fs::write(dir.path().join("pebble.json"), config.to_string()).unwrap();
    let _pebble = Running(
        Command::new("pebble")
            .arg("-config")
            .arg(dir.path().join("pebble.json"))
            .args(["-dnsserver", &format!("127.0.0.1:{dns}")])
            .env("PEBBLE_VA_NOSLEEP", "1")
            .env("PEBBLE_WFE_NONCEREJECT", "0")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("pebble starts"),
    );
    wait_for_port(acme);
    wait_for_port(management);

    let data = dir.path().join("data");
    let server = TestServer::start(
        &data,
        &[
            "--https",
            DOMAIN,
            "--acme-directory",
            &format!("https://127.0.0.1:{acme}/dir"),
            "--acme-ca-file",
            dir.path().join("pebble-ca.pem").to_str().unwrap(),
            "--acme-email",
            "ops@tradelane.test",
            "--https-port",
            &https.to_string(),
            "--http-port",
            &http.to_string(),
        ],
    );
    assert_eq!(server.base_url, format!("https://127.0.0.1:{https}"));

    // Pebble's root (made at its start), from its management API.
    let management_client = client(&ca_pem);
    let roots = tls_get(
        &management_client,
        ([127, 0, 0, 1], management).into(),
        "localhost",
        "/roots/0",
    )
    .await
    .unwrap();
    let root_pem = &roots[roots.find("-----BEGIN").expect("a PEM root")..];
    let site_client = client(root_pem);

    // Until the certificate is issued, handshakes fail.
    let address: SocketAddr = ([127, 0, 0, 1], https).into();
    let mut page = String::new();
    crate::helpers::wait_for(
        "a certificate from pebble",
        Duration::from_secs(90),
        async || {
            page = tls_get(&site_client, address, DOMAIN, "/?lang=en")
                .await
                .unwrap_or_default();
            !page.is_empty()
        },
    )
    .await;
    assert!(page.starts_with("HTTP/1.1 200"), "{page:.300}");
    let head = page[..page.find("\r\n\r\n").unwrap()].to_ascii_lowercase();
    assert!(
        head.contains("strict-transport-security: max-age="),
        "HSTS on: {head}"
    );
    assert!(page.contains("<div id=\"root\""), "the app");
    let health = tls_get(&site_client, address, DOMAIN, "/api/health")
        .await
        .unwrap();
    assert!(health.starts_with("HTTP/1.1 200"), "{health:.300}");

    // Port 80 only redirects, to the same path on https.
    let plain = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let resp = plain
        .get(format!("http://127.0.0.1:{http}/about?lang=en"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 301);
    assert_eq!(
        resp.headers()["location"],
        format!("https://{DOMAIN}:{https}/about?lang=en").as_str()
    );
    let resp = plain
        .post(format!("http://127.0.0.1:{http}/api/contact"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 308, "a POST keeps its method");

    // The certificate and account key are kept, in a folder only the server's user reads.
    let cache = data.join("acme");
    let files = std::fs::read_dir(&cache).unwrap().count();
    assert!(
        files >= 2,
        "account key and certificate cached ({files} files)"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&cache).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
    }
}
