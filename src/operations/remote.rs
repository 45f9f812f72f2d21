//! The backups' S3-compatible destination (docs/decisions-spec.md §26): where it is (kept in
//! two `settings` keys, the secret sealed), and the transfers, done by `rust-s3` (path-style
//! requests, so any S3-compatible store answers: MinIO, rclone, Garage, R2, AWS itself).

use std::path::Path;
use std::time::Duration;

use anyhow::Context;
use poem_openapi::Object;
use rusqlite::Connection;
use s3::creds::Credentials;
use s3::error::S3Error;
use s3::{Bucket, Region};
use serde::{Deserialize, Serialize};

use crate::kernel::language::Language;
use crate::settings::{remove_value, store_secret, store_value, stored_secret, stored_value};

const CONFIG_KEY: &str = "backupRemote";
const SECRET_KEY: &str = "backupRemoteSecret";
/// A whole backup's transfer may take long on a slow line; one request without an answer for
/// this long is a failure (and retried), not a worker stuck for ever.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(300);

/// Where the backups go, without the secret.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Destination {
    pub endpoint: String,
    pub region: String,
    pub bucket: String,
    /// Without leading or trailing `/`; may be empty.
    pub prefix: String,
    pub access_key_id: String,
}

/// The console's view of the destination: the secret is never answered, only whether one is
/// stored (and opens with this machine's key).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct RemoteView {
    /// A destination is set (when not, every other field is empty).
    pub configured: bool,
    /// `https://…` (or `http://` on a private network) of the S3-compatible store.
    pub endpoint: String,
    pub region: String,
    pub bucket: String,
    pub prefix: String,
    pub access_key_id: String,
    /// A secret is stored and this machine's key opens it; `false` after a restore on a
    /// machine without the key: the console asks for it again.
    pub secret_set: bool,
}

impl Destination {
    pub fn load(conn: &Connection) -> rusqlite::Result<Option<Destination>> {
        Ok(stored_value(conn, CONFIG_KEY)?.and_then(|v| serde_json::from_str(&v).ok()))
    }

    /// The destination with its secret, when both are stored and the secret opens.
    pub fn load_with_secret(conn: &Connection) -> rusqlite::Result<Option<(Destination, String)>> {
        let Some(destination) = Destination::load(conn)? else {
            return Ok(None);
        };
        Ok(stored_secret(conn, SECRET_KEY)?.map(|secret| (destination, secret)))
    }

    pub fn view(conn: &Connection) -> rusqlite::Result<RemoteView> {
        let Some(d) = Destination::load(conn)? else {
            return Ok(RemoteView {
                configured: false,
                endpoint: String::new(),
                region: String::new(),
                bucket: String::new(),
                prefix: String::new(),
                access_key_id: String::new(),
                secret_set: false,
            });
        };
        let secret_set = stored_secret(conn, SECRET_KEY)?.is_some();
        Ok(RemoteView {
            configured: true,
            endpoint: d.endpoint,
            region: d.region,
            bucket: d.bucket,
            prefix: d.prefix,
            access_key_id: d.access_key_id,
            secret_set,
        })
    }

    /// Stores it (in the caller's transaction); `secret` `None` keeps the stored one.
    pub fn save(&self, conn: &Connection, secret: Option<&str>) -> rusqlite::Result<()> {
        store_value(
            conn,
            CONFIG_KEY,
            &serde_json::to_string(self).expect("plain strings"),
        )?;
        if let Some(secret) = secret {
            store_secret(conn, SECRET_KEY, secret)?;
        }
        Ok(())
    }

    pub fn remove(conn: &Connection) -> rusqlite::Result<()> {
        remove_value(conn, CONFIG_KEY)?;
        remove_value(conn, SECRET_KEY)
    }

    /// The object key of a backup: `PREFIX/NAME` (or `NAME` without a prefix).
    pub fn key_of(&self, name: &str) -> String {
        match self.prefix.as_str() {
            "" => name.to_owned(),
            prefix => format!("{prefix}/{name}"),
        }
    }
}

/// A bucket client for `destination`.
pub fn bucket(destination: &Destination, secret: &str) -> Result<Box<Bucket>, S3Error> {
    let region = Region::Custom {
        region: match destination.region.as_str() {
            "" => "us-east-1".to_owned(),
            region => region.to_owned(),
        },
        endpoint: destination.endpoint.trim_end_matches('/').to_owned(),
    };
    let credentials = Credentials::new(
        Some(&destination.access_key_id),
        Some(secret),
        None,
        None,
        None,
    )?;
    Bucket::new(&destination.bucket, region, credentials)?
        .with_path_style()
        .with_request_timeout(REQUEST_TIMEOUT)
}

/// Uploads the file at `path` as `key` (multipart when large: the file is streamed, never
/// held whole in memory).
pub async fn upload(bucket: &Bucket, key: &str, path: &Path) -> Result<(), Failure> {
    let mut file = tokio::fs::File::open(path)
        .await
        .map_err(|err| Failure::new(FailureKind::Local, err.to_string()))?;
    let response = bucket.put_object_stream(&mut file, key).await?;
    match response.status_code() {
        200..=299 => Ok(()),
        status => Err(Failure::status(status, String::new())),
    }
}

/// Removes `key` (a missing object is no error: S3 answers 204 either way).
pub async fn delete(bucket: &Bucket, key: &str) -> Result<(), Failure> {
    bucket.delete_object(key).await?;
    Ok(())
}

/// Tries the destination: writes a small object under the prefix and removes it, so both
/// rights the backups need are shown to work.
pub async fn try_it(destination: &Destination, secret: &str) -> Result<(), Failure> {
    let bucket = bucket(destination, secret)?;
    let key = destination.key_of("tradelane-connection-test");
    bucket
        .put_object(&key, b"tradelane: the backups' destination works")
        .await?;
    delete(&bucket, &key).await
}

/// Downloads `key` into a new file at `target`.
pub async fn download(bucket: &Bucket, key: &str, target: &Path) -> anyhow::Result<()> {
    let mut file = tokio::fs::File::create(target)
        .await
        .with_context(|| format!("cannot create {}", target.display()))?;
    let status = bucket
        .get_object_to_writer(key, &mut file)
        .await
        .map_err(Failure::from)
        .map_err(|failure| anyhow::anyhow!(failure.say(Language::En)))?;
    if !(200..300).contains(&status) {
        anyhow::bail!(
            "{}",
            Failure::status(status, String::new()).say(Language::En)
        );
    }
    file.sync_all().await?;
    Ok(())
}

/// Why a transfer failed, in kinds the owner can act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureKind {
    /// No answer: a wrong endpoint, the store down, the network.
    Unreachable,
    /// 401/403: wrong keys, or keys without the right.
    Denied,
    /// 404: no such bucket.
    NoBucket,
    /// Any other refusal of the store.
    Refused,
    /// The backup's file could not be read here.
    Local,
}

impl FailureKind {
    pub fn code(self) -> &'static str {
        match self {
            FailureKind::Unreachable => "unreachable",
            FailureKind::Denied => "denied",
            FailureKind::NoBucket => "noBucket",
            FailureKind::Refused => "refused",
            FailureKind::Local => "local",
        }
    }

    pub fn from_code(code: &str) -> FailureKind {
        match code {
            "unreachable" => FailureKind::Unreachable,
            "denied" => FailureKind::Denied,
            "noBucket" => FailureKind::NoBucket,
            "local" => FailureKind::Local,
            _ => FailureKind::Refused,
        }
    }

    /// What the owner reads, in their language.
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            FailureKind::Unreachable => lang.pick(
                "Không kết nối được tới kho lưu trữ: kiểm tra địa chỉ (endpoint) và mạng.",
                "The storage could not be reached: check the endpoint and the network.",
            ),
            FailureKind::Denied => lang.pick(
                "Kho lưu trữ từ chối khoá truy cập: kiểm tra Access key và Secret key cùng quyền ghi.",
                "The storage refused the keys: check the access key, the secret and their write permission.",
            ),
            FailureKind::NoBucket => lang.pick(
                "Không có bucket tên như vậy trên kho lưu trữ.",
                "The storage has no bucket of that name.",
            ),
            FailureKind::Refused => lang.pick(
                "Kho lưu trữ từ chối yêu cầu.",
                "The storage refused the request.",
            ),
            FailureKind::Local => lang.pick(
                "Không đọc được tệp sao lưu trên máy chủ.",
                "The backup's file could not be read on the server.",
            ),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Failure {
    pub kind: FailureKind,
    /// The store's (or the system's) own words, kept for the operator.
    pub detail: String,
}

impl Failure {
    pub fn new(kind: FailureKind, detail: String) -> Failure {
        // An error body can be long XML: the first few hundred characters say it.
        let detail = detail.chars().take(300).collect();
        Failure { kind, detail }
    }

    fn status(status: u16, body: String) -> Failure {
        let kind = match status {
            401 | 403 => FailureKind::Denied,
            404 if body.contains("NoSuchBucket") || body.is_empty() => FailureKind::NoBucket,
            _ => FailureKind::Refused,
        };
        let detail = match body.trim() {
            "" => format!("HTTP {status}"),
            body => format!("HTTP {status}: {body}"),
        };
        Failure::new(kind, detail)
    }

    /// The reason in `lang`, the detail after it.
    pub fn say(&self, lang: Language) -> String {
        format!("{} ({})", self.kind.say(lang), self.detail)
    }
}

impl From<S3Error> for Failure {
    fn from(err: S3Error) -> Failure {
        match err {
            S3Error::HttpFailWithBody(status, body) => Failure::status(status, body),
            S3Error::Reqwest(err) => Failure::new(FailureKind::Unreachable, error_chain(&err)),
            S3Error::Io(err) => Failure::new(FailureKind::Unreachable, err.to_string()),
            S3Error::Credentials(err) => Failure::new(FailureKind::Denied, err.to_string()),
            other => Failure::new(FailureKind::Refused, other.to_string()),
        }
    }
}

/// An error with its causes ("error sending request: connection refused").
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
