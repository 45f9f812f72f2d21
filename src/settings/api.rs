//! `GET /api/settings`: the public settings, from memory, kept up to date by the kernel's
//! change counter.

use poem::{IntoResponse, Request, Response, http::header, web::Data};
use poem_openapi::{
    ApiResponse, OpenApi,
    payload::Payload,
    registry::{MetaSchemaRef, Registry},
    types::Type,
};

use std::sync::{Arc, RwLock};

use rusqlite::Connection;

use super::{PublicSettings, SiteSettings};
use crate::http::encoding::Encoded;
use crate::http::encoding::pick_encoding;
use crate::kernel::changes::ChangeListener;

pub struct SettingsApi;

/// The public settings' JSON as `GET /api/settings` sends it (and its compressed forms).
pub struct CurrentSettings(RwLock<Arc<Encoded>>);

impl CurrentSettings {
    pub fn load(conn: &Connection) -> rusqlite::Result<Arc<Self>> {
        Ok(Arc::new(CurrentSettings(RwLock::new(encoded(conn)?))))
    }

    pub fn json(&self) -> Arc<Encoded> {
        self.0.read().expect("settings lock").clone()
    }
}

fn encoded(conn: &Connection) -> rusqlite::Result<Arc<Encoded>> {
    let json = SiteSettings::load(conn)?.public_json();
    Ok(Arc::new(Encoded::new(json.into_bytes())))
}

impl ChangeListener for CurrentSettings {
    fn changed(&self, conn: &Connection) -> anyhow::Result<()> {
        let next = encoded(conn)?;
        if next.identity != self.json().identity {
            *self.0.write().expect("settings lock") = next;
        }
        Ok(())
    }
}

/// The settings' JSON as kept in memory, documented as `PublicSettings`.
pub struct SettingsJson {
    json: bytes::Bytes,
    encoding: Option<&'static str>,
}

impl Payload for SettingsJson {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        PublicSettings::schema_ref()
    }

    fn register(registry: &mut Registry) {
        PublicSettings::register(registry);
    }
}

impl IntoResponse for SettingsJson {
    fn into_response(self) -> Response {
        let mut builder = Response::builder()
            .content_type(<Self as Payload>::CONTENT_TYPE)
            .header(header::CACHE_CONTROL, "no-cache");
        if let Some(coding) = self.encoding {
            builder = builder.header(header::CONTENT_ENCODING, coding);
        }
        builder.body(self.json)
    }
}

#[derive(ApiResponse)]
pub enum SettingsResponse {
    #[oai(status = 200)]
    Ok(SettingsJson),
}

#[OpenApi(tag = "crate::http::ApiTags::Settings")]
impl SettingsApi {
    /// The company's name, contact details, opening hours and links, as the owner set them.
    /// Every page also carries this object in `<script id="tradelane-settings">`.
    #[oai(path = "/settings", method = "get", operation_id = "getSettings")]
    async fn settings(
        &self,
        req: &Request,
        current: Data<&Arc<CurrentSettings>>,
    ) -> SettingsResponse {
        let json = current.json();
        let (encoding, body) = pick_encoding(req, &json);
        SettingsResponse::Ok(SettingsJson {
            json: body.clone(),
            encoding,
        })
    }
}
