//! `GET /api/rates`: the published card, from memory (kept up to date by the change counter),
//! with an `ETag` and the public pages' CDN lifetime (docs/decisions-spec.md §20, §24).

use std::sync::{Arc, RwLock};

use poem::http::header;
use poem::{IntoResponse, Request, Response, web::Data};
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::{ToJSON, Type};
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Payload};
use rusqlite::Connection;

use super::card::{DemurrageTariff, FreightLane, UsdVnd};
use super::store;
use crate::http::encoding::{Encoded, pick_encoding};
use crate::kernel::changes::ChangeListener;

/// A shared cache keeps the card a minute and serves it stale while it checks again, like
/// the pages: a publish shows through a CDN within about a minute.
pub const CACHING: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/// The published rate card. Without one (none published, or withdrawn) `version`,
/// `publishedAt` and `usdVnd` are absent and the lists are empty: the calculators use their
/// built-in indicative rates.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PublicRates {
    #[oai(skip_serializing_if_is_none)]
    pub version: Option<i64>,
    /// RFC 3339, UTC.
    #[oai(skip_serializing_if_is_none)]
    pub published_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub usd_vnd: Option<UsdVnd>,
    /// Every lane, expired ones too: a lane applies on departure dates within its validity.
    pub freight: Vec<FreightLane>,
    pub demurrage: Vec<DemurrageTariff>,
}

pub fn public_rates(conn: &Connection) -> rusqlite::Result<PublicRates> {
    Ok(match store::published(conn)? {
        Some(p) => PublicRates {
            version: Some(p.version),
            published_at: Some(p.published_at),
            usd_vnd: p.card.usd_vnd,
            freight: p.card.freight,
            demurrage: p.card.demurrage,
        },
        None => PublicRates {
            version: None,
            published_at: None,
            usd_vnd: None,
            freight: Vec::new(),
            demurrage: Vec::new(),
        },
    })
}

/// The published card: its JSON as `GET /api/rates` sends it (and its compressed forms,
/// made once), and the card itself for the server's renders of calculator links.
pub struct CurrentRates(RwLock<Kept>);

#[derive(Clone)]
struct Kept {
    json: Arc<Encoded>,
    card: Arc<PublicRates>,
}

impl CurrentRates {
    pub fn load(conn: &Connection) -> rusqlite::Result<Arc<Self>> {
        Ok(Arc::new(CurrentRates(RwLock::new(kept(conn)?))))
    }

    pub fn json(&self) -> Arc<Encoded> {
        self.0.read().expect("rates lock").json.clone()
    }

    /// The card a freight link to `destination` is computed with, as JSON: its lanes to that
    /// port only (the calculator picks a lane by its destination first, so its result is the
    /// same as on the whole card) and `only` naming what was left out, so the browser
    /// fetches the whole card after hydrating. A page carries a few lanes, never the card's
    /// thousands (docs/decisions-spec.md §24, §28). None without a published card: the
    /// browser's answer (indicative rates) is then the page's too.
    pub fn for_destination(&self, destination: &str) -> Option<String> {
        self.narrowed(
            |lane| lane.destination == destination,
            |_| false,
            LinkedScope {
                destination: Some(destination.to_owned()),
                port: None,
            },
        )
    }

    /// The card a demurrage link waiting at `port` is computed with, as JSON: that port's
    /// tariffs only (the tracker names the card's tariff for the port where the container
    /// waits), marked `only` like a freight link's lanes.
    pub fn for_port(&self, port: &str) -> Option<String> {
        self.narrowed(
            |_| false,
            |tariff| tariff.port == port,
            LinkedScope {
                destination: None,
                port: Some(port.to_owned()),
            },
        )
    }

    fn narrowed(
        &self,
        lane: impl Fn(&FreightLane) -> bool,
        tariff: impl Fn(&DemurrageTariff) -> bool,
        only: LinkedScope,
    ) -> Option<String> {
        let card = self.0.read().expect("rates lock").card.clone();
        card.version?;
        let narrowed = LinkedRates {
            version: card.version,
            published_at: card.published_at.clone(),
            usd_vnd: card.usd_vnd.clone(),
            freight: card.freight.iter().filter(|l| lane(l)).cloned().collect(),
            demurrage: card
                .demurrage
                .iter()
                .filter(|t| tariff(t))
                .cloned()
                .collect(),
            only,
        };
        Some(narrowed.to_json_string())
    }
}

/// The card narrowed to one link's lanes (not an API answer: a render's data block).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
struct LinkedRates {
    #[oai(skip_serializing_if_is_none)]
    version: Option<i64>,
    #[oai(skip_serializing_if_is_none)]
    published_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    usd_vnd: Option<UsdVnd>,
    freight: Vec<FreightLane>,
    demurrage: Vec<DemurrageTariff>,
    only: LinkedScope,
}

/// What a render's card was narrowed to: a freight link's destination or a demurrage
/// link's port.
#[derive(Object)]
struct LinkedScope {
    #[oai(skip_serializing_if_is_none)]
    destination: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    port: Option<String>,
}

fn kept(conn: &Connection) -> rusqlite::Result<Kept> {
    let card = public_rates(conn)?;
    let json = card.to_json_string();
    Ok(Kept {
        json: Arc::new(Encoded::new(json.into_bytes())),
        card: Arc::new(card),
    })
}

impl ChangeListener for CurrentRates {
    fn changed(&self, conn: &Connection) -> anyhow::Result<()> {
        let next = kept(conn)?;
        if next.json.identity != self.json().identity {
            *self.0.write().expect("rates lock") = next;
        }
        Ok(())
    }
}

/// The kept JSON, documented as `PublicRates`.
pub struct RatesJson {
    json: bytes::Bytes,
    encoding: Option<&'static str>,
}

impl Payload for RatesJson {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        PublicRates::schema_ref()
    }

    fn register(registry: &mut Registry) {
        PublicRates::register(registry);
    }
}

impl IntoResponse for RatesJson {
    fn into_response(self) -> Response {
        let mut builder = Response::builder().content_type(<Self as Payload>::CONTENT_TYPE);
        if let Some(coding) = self.encoding {
            builder = builder.header(header::CONTENT_ENCODING, coding);
        }
        builder.body(self.json)
    }
}

#[derive(ApiResponse)]
pub enum RatesResponse {
    #[oai(status = 200)]
    Ok(
        RatesJson,
        #[oai(header = "ETag")] String,
        #[oai(header = "Cache-Control")] String,
    ),
    /// The card named in `If-None-Match` is still the published one.
    #[oai(status = 304)]
    NotModified(
        #[oai(header = "ETag")] String,
        #[oai(header = "Cache-Control")] String,
    ),
}

pub struct RatesApi;

#[OpenApi(tag = "crate::http::ApiTags::Settings")]
impl RatesApi {
    /// The consultancy's published rate card: freight lanes, demurrage and detention
    /// tariffs, the USD→VND rate. The freight and demurrage calculators read it (once a
    /// page) and fall back to their indicative rates where it has no row.
    #[oai(path = "/rates", method = "get", operation_id = "getRates")]
    async fn rates(&self, req: &Request, current: Data<&Arc<CurrentRates>>) -> RatesResponse {
        let json = current.json();
        let etag = json.etag.clone();
        let fresh = req
            .header(header::IF_NONE_MATCH)
            .is_some_and(|tags| tags.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
        if fresh {
            return RatesResponse::NotModified(etag, CACHING.to_owned());
        }
        let (encoding, body) = pick_encoding(req, &json);
        RatesResponse::Ok(
            RatesJson {
                json: body.clone(),
                encoding,
            },
            etag,
            CACHING.to_owned(),
        )
    }
}
