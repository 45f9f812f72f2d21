//! The owner's insight (docs/decisions-spec.md §16): the site counts its own visits, without
//! cookies and without storing addresses or user agents, and ties each enquiry to the visit
//! that produced it.
//!
//! - `bots`: who is not counted (a maintained bot list, non-browsers), the device class;
//! - `visitor`: days (Vietnam's calendar) and the daily keyed hash a visitor is counted by;
//! - `recorder`: the bounded queue and the supervised thread that writes events in batches,
//!   rolls finished days up and deletes raw events after 30 days;
//! - `stats`: the Dashboard's figures, conversion by landing page, source, campaign, tool;
//! - `periods`: the Dashboard's periods summed ahead, moved as days are rolled up and end;
//! - `api`: `POST /api/events`; `admin_api`: `GET /api/admin/stats`.

pub mod admin_api;
pub mod api;
pub mod bots;
pub mod periods;
pub mod recorder;
pub mod stats;
pub mod visitor;

use std::net::IpAddr;
use std::sync::Arc;

use poem::Request;

use crate::enquiries::api::EnquiryObserver;
use crate::http::rate_limit::{ContactLimiter, client_of};
use crate::kernel::clock::Clock;
use crate::kernel::db::DbPool;
use crate::kernel::workers::Components;
use recorder::{Conversion, Recorder};
use visitor::{Salts, day_number};

/// Events a minute one client address may send, in bursts of at most [`EVENT_BURST`].
pub const DEFAULT_EVENT_RATE_LIMIT: u32 = 120;
pub const EVENT_BURST: u32 = 60;

/// Whether the site serves a page at a path (without its query): a page view of any other
/// path is not stored (docs/decisions-spec.md §21). Handed in by `startup` (the site knows
/// its pages; visit counting sits below it).
pub type ServedPath = Arc<dyn Fn(&str) -> bool + Send + Sync>;

/// The visit counter: request data of `POST /api/events`, `GET /api/admin/stats` and the
/// enquiries' observer.
#[derive(Clone)]
pub struct Insight {
    /// `None` with `--no-analytics`: nothing is counted or stored.
    recorder: Option<Recorder>,
    salts: Arc<Salts>,
    clock: Clock,
    limiter: Option<Arc<ContactLimiter>>,
    /// None until `startup` hands the site's answer in: every page path counts then.
    served: Option<ServedPath>,
}

/// Why a request is not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotCounted {
    Off,
    /// `Sec-GPC: 1`: the browser asks not to be tracked.
    GlobalPrivacyControl,
    /// A bot, or not a browser.
    NotABrowser,
    /// Sent from another site.
    CrossSite,
    /// Nothing the site counts (an `/admin` or `/api` path, a path that is not one, a
    /// path the site does not serve).
    NotAPage,
    /// The queue is full.
    Dropped,
}

/// The counted part of a request: the day, the time, the visitor key, the device class.
pub struct Visit {
    pub day: i64,
    pub at: i64,
    pub visitor: i64,
    pub device: bots::Device,
}

impl Insight {
    /// Starts the recorder (unless `enabled` is false) with `clock`; `per_minute` events a
    /// minute from one address (0: no limit); at most `daily_budget` raw events a day.
    pub fn start(
        pool: DbPool,
        components: &Components,
        clock: Clock,
        enabled: bool,
        (per_minute, daily_budget): (u32, usize),
    ) -> anyhow::Result<Self> {
        if enabled {
            // The bot patterns take a moment to compile: not on the first visitor's time.
            std::thread::Builder::new()
                .name("bot-patterns".into())
                .spawn(bots::prepare)?;
        }
        let pool_for_salts = pool.clone();
        let recorder = if enabled {
            Some(Recorder::start(
                pool,
                components,
                clock.clone(),
                daily_budget,
            )?)
        } else {
            None
        };
        Ok(Insight {
            recorder,
            salts: Arc::new(Salts::kept_in(pool_for_salts)),
            clock,
            limiter: ContactLimiter::with_burst(per_minute, EVENT_BURST).map(Arc::new),
            served: None,
        })
    }

    /// Counts page views only of the paths `served` says the site serves.
    #[must_use]
    pub fn serving(mut self, served: ServedPath) -> Self {
        self.served = Some(served);
        self
    }

    /// Whether the site serves `path` (every path, before `startup` says which).
    pub fn serves(&self, path: &str) -> bool {
        self.served.as_ref().is_none_or(|served| served(path))
    }

    pub fn counting(&self) -> bool {
        self.recorder.is_some()
    }

    pub fn recorder(&self) -> Option<&Recorder> {
        self.recorder.as_ref()
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub fn limiter(&self) -> Option<&ContactLimiter> {
        self.limiter.as_deref()
    }

    /// The visit a request belongs to, unless it is not to be counted. Reads the client
    /// address and the user agent; keeps neither.
    pub fn visit(&self, req: &Request) -> Result<Visit, NotCounted> {
        if self.recorder.is_none() {
            return Err(NotCounted::Off);
        }
        if req.header("sec-gpc").is_some_and(|v| v.trim() == "1") {
            return Err(NotCounted::GlobalPrivacyControl);
        }
        let user_agent = req.header("user-agent").unwrap_or_default();
        if !bots::is_browser(user_agent) {
            return Err(NotCounted::NotABrowser);
        }
        // Browsers say where a request comes from; another site's page may not count here.
        if req
            .header("sec-fetch-site")
            .is_some_and(|site| site != "same-origin")
        {
            return Err(NotCounted::CrossSite);
        }
        let at = self.clock.now();
        let address: IpAddr = client_of(req);
        let (day, visitor) = self.salts.visitor(day_number(at), address, user_agent);
        Ok(Visit {
            day,
            at,
            visitor,
            device: bots::Device::of(user_agent),
        })
    }
}

impl EnquiryObserver for Insight {
    fn stored(&self, req: &Request, id: &str) {
        let (Some(recorder), Ok(visit)) = (&self.recorder, self.visit(req)) else {
            return;
        };
        recorder.convert(Conversion {
            enquiry_id: id.to_owned(),
            day: visit.day,
            at: visit.at,
            visitor: visit.visitor,
        });
    }
}
