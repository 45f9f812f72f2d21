//! `GET /api/settings`: the public settings, from memory (the rendered pages' copy).

use poem::{IntoResponse, Request, Response, http::header, web::Data};
use poem_openapi::{
    ApiResponse, OpenApi,
    payload::Payload,
    registry::{MetaSchemaRef, Registry},
    types::Type,
};

use super::PublicSettings;
use crate::encoding::pick_encoding;
use crate::routes::api::AppState;

pub struct SettingsApi;

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

#[OpenApi(tag = "crate::routes::ApiTags::Settings")]
impl SettingsApi {
    /// The company's name, contact details, opening hours and links, as the owner set them.
    /// Every page also carries this object in `<script id="tradelane-settings">`.
    #[oai(path = "/settings", method = "get", operation_id = "getSettings")]
    async fn settings(&self, req: &Request, state: Data<&AppState>) -> SettingsResponse {
        let json = state.web.current().public_json.clone();
        let (encoding, body) = pick_encoding(req, &json);
        SettingsResponse::Ok(SettingsJson {
            json: body.clone(),
            encoding,
        })
    }
}
