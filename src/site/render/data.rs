//! What a server render's queries are answered with: the lists' pages and items from the
//! content cache (the same JSON `/api/<list>` sends), the standing pages from the pages'
//! snapshot. Never a network request: the render runs inside the server. A page's data
//! block then holds exactly what its screens asked for: one page of a list, or one item
//! with a few related summaries, never a whole list (docs/decisions-spec.md §12).

use std::sync::Arc;

use poem_openapi::types::ToJSON;

use crate::content::cache::{ContentCache, Key};
use crate::content::public::{List, MAX_LIMIT};
use crate::pages::published::Published;
use crate::rates::api::CurrentRates;
use crate::settings::consent::CurrentConsent;
use crate::settings::holidays::CurrentHolidays;

pub struct RenderData {
    content: Arc<ContentCache>,
    holidays: Arc<CurrentHolidays>,
    rates: Arc<CurrentRates>,
    consent: Arc<CurrentConsent>,
}

/// The calculators whose result depends on the rate card: the freight calculator's prices,
/// and the demurrage tracker's naming of whose tariff it used.
const FREIGHT_ROUTE: &str = "/tools/freight-calculator";
const DEMURRAGE_ROUTE: &str = "/tools/demurrage-calculator";

impl RenderData {
    pub fn new(
        content: Arc<ContentCache>,
        holidays: Arc<CurrentHolidays>,
        rates: Arc<CurrentRates>,
        consent: Arc<CurrentConsent>,
    ) -> Self {
        RenderData {
            content,
            holidays,
            rates,
            consent,
        }
    }

    /// `["api", "rates"]` in the render of `url`: for a freight link, the published card's
    /// lanes to the link's destination; for a demurrage link, its tariffs at the port where
    /// the container waits (docs/decisions-spec.md §15, §24), so the HTML shows the result
    /// the browser computes. Elsewhere None: no other rendered page shows anything from the
    /// card (the calculators without inputs show no result), and a kept page must not carry it.
    fn rates(&self, url: Option<&str>) -> Option<String> {
        let (path, query) = url?.split_once('?')?;
        let param = |wanted: &str| {
            url::form_urlencoded::parse(query.as_bytes())
                .find(|(name, _)| name == wanted)
                .map(|(_, value)| value.into_owned())
        };
        match path {
            FREIGHT_ROUTE => self.rates.for_destination(&param("destinationPort")?),
            DEMURRAGE_ROUTE => {
                // The Vietnamese port, where the container waits: the discharge port of an
                // import (the tracker's default direction), the loading port of an export.
                let field = match param("direction").as_deref() {
                    Some("export") => "loadingPort",
                    _ => "dischargePort",
                };
                self.rates.for_port(&param(field)?)
            }
            _ => None,
        }
    }

    /// The content version the lists are kept for.
    pub fn version(&self) -> u64 {
        self.content.version()
    }

    /// Makes the lists follow the content version `version` at least (the owner's own change
    /// renders the pages before the watcher has seen it).
    pub fn catch_up(&self, version: u64) {
        self.content.catch_up(version);
    }

    /// The JSON answer to a query key of the app, or None when the server has none (the
    /// screen then renders its loading state, and the browser asks the API):
    /// - `["api", "pages", slug]`: a standing page;
    /// - `["api", list, {"limit", "offset"}]`: `{"items": […], "total": n}`, one page;
    /// - `["api", list, slug]`: the item with its related ones, or `null` when there is none;
    /// - `["api", "holidays", "vn"]`: the owner's holiday calendar (the demurrage tracker's);
    /// - `["api", "consent", "current"]`: the consent statement the forms show.
    /// - `["api", "rates"]`: the rate card, in the render of a freight link (`link`: the
    ///   rendered path with its query; None for the pages that are kept).
    pub fn load(
        &self,
        key: &[serde_json::Value],
        published: &Published,
        link: Option<&str>,
    ) -> Option<String> {
        use serde_json::Value;
        if let [Value::String(api), Value::String(name)] = key
            && api == "api"
            && name == "rates"
        {
            return self.rates(link);
        }
        let [Value::String(api), Value::String(name), arg] = key else {
            return None;
        };
        if api != "api" {
            return None;
        }
        if name == "holidays" && arg.as_str() == Some("vn") {
            return Some(String::from_utf8_lossy(&self.holidays.json().identity).into_owned());
        }
        if name == "consent" && arg.as_str() == Some("current") {
            return Some(self.consent.json().as_ref().clone());
        }
        if name == "pages" {
            let page = published.page(arg.as_str()?)?;
            return serde_json::to_string(&page.to_json()).ok();
        }
        let list = List::from_name(name)?;
        let key = match arg {
            Value::String(slug) if list.has_details() => Key::Item {
                list,
                slug: slug.clone(),
            },
            Value::Object(page) => {
                let limit = page.get("limit")?.as_i64()?;
                let offset = page.get("offset")?.as_i64()?;
                if !(1..=MAX_LIMIT).contains(&limit) || offset < 0 {
                    return None;
                }
                Key::Page {
                    list,
                    limit,
                    offset,
                }
            }
            _ => return None,
        };
        let cached = match self.content.get(&key) {
            Ok(cached) => cached,
            Err(err) => {
                tracing::warn!(error = %err, ?key, "content not read for a render");
                return None;
            }
        };
        let json = |c: &Option<Arc<crate::http::encoding::Encoded>>| {
            c.as_ref()
                .map(|j| String::from_utf8_lossy(&j.identity).into_owned())
        };
        match key {
            Key::Item { .. } => Some(json(&cached.json).unwrap_or_else(|| "null".to_owned())),
            Key::Page { .. } => Some(format!(
                "{{\"items\":{},\"total\":{}}}",
                json(&cached.json)?,
                cached.total
            )),
        }
    }
}
