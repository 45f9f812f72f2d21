use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use poem::endpoint::make_sync;
use poem::http::HeaderValue;
use poem::web::Html;
use poem::{Endpoint, EndpointExt, Route};
use poem_openapi::OpenApiService;

use crate::configuration::{self, Settings};
use crate::content::admin_api::{CONTENT_ADMIN_APIS, ContentAdminApis, ContentState};
use crate::content::cache::ContentCache;
use crate::content::lists::{CONTENT_APIS, ContentApis};
use crate::enquiries::admin_api::InboxApi;
use crate::enquiries::api::{ContactApi, EnquiryLimit, EnquiryObservers};
use crate::enquiries::store::{follow_ups_due, notice_of};
use crate::enquiries::writer::EnquiryWriter;
use crate::http::allow::MethodTable;
use crate::http::error::{api_json_errors, json_errors};
use crate::http::rate_limit::{ContactLimiter, TrustProxy};
use crate::http::{encoding, schema, security};
use crate::https::redirect::RedirectToHttps;
use crate::insight::Insight;
use crate::insight::admin_api::StatsApi;
use crate::insight::api::EventsApi;
use crate::kernel::changes::{ChangeListener, Changes, version_in};
use crate::kernel::db::{self, DbPool};
use crate::kernel::mail::{MailWake, SmtpOverride};
use crate::kernel::telemetry::{self, LogFormat};
use crate::kernel::workers::Components;
use crate::media::{MediaLibrary, api::MediaApi, files as media_files};
use crate::newsletters::admin_api::{Composer, NewslettersApi};
use crate::newsletters::{self, Letters};
use crate::notices::admin_api::MailApi;
use crate::notices::outbox::Outbox;
use crate::operations::backups::Backups;
use crate::operations::backups_api::BackupsApi;
use crate::operations::banner::Banner;
use crate::operations::health::HealthApi;
use crate::owners::activity_api::ActivityApi;
use crate::owners::admin_api::AccountApi;
use crate::owners::guard::{self, AdminState};
use crate::owners::mail::Mailer;
use crate::owners::recovery_api::RecoveryApi;
use crate::owners::roles::RoleTable;
use crate::owners::team_api::TeamApi;
use crate::pages::api::{CurrentPages, PagesApi};
use crate::pages::published::Published;
use crate::privacy::admin_api::PersonalDataAdminApi;
use crate::privacy::api::{PersonalDataApi, PersonalDataLimit};
use crate::rates::admin_api::RatesAdminApi;
use crate::rates::api::{CurrentRates, RatesApi};
use crate::server;
use crate::settings::SiteSettings;
use crate::settings::admin_api::SettingsAdminApi;
use crate::settings::api::{CurrentSettings, SettingsApi};
use crate::settings::consent::CurrentConsent;
use crate::settings::holidays::CurrentHolidays;
use crate::settings::holidays_api::{HolidaysAdminApi, HolidaysApi};
use crate::site::render::PageRenderer;
use crate::site::render::data::RenderData;
use crate::site::web::WebApp;
use crate::subscriptions::admin_api::SubscribersApi;
use crate::subscriptions::api::{SubscriptionLimit, SubscriptionsApi};
use tokio::net::TcpListener;

pub type Api = (
    ContentApis,
    ContactApi,
    (HealthApi, BackupsApi),
    (SettingsApi, HolidaysApi, RatesApi),
    SubscriptionsApi,
    (AccountApi, TeamApi),
    RecoveryApi,
    (SettingsAdminApi, HolidaysAdminApi, RatesAdminApi),
    InboxApi,
    (SubscribersApi, NewslettersApi),
    MailApi,
    ActivityApi,
    PagesApi,
    ContentAdminApis,
    MediaApi,
    // A tuple takes 16 at most: the visit counting's two go in one, and the backups with
    // the health.
    (
        (EventsApi, StatsApi),
        (PersonalDataApi, PersonalDataAdminApi),
    ),
);

pub fn api_service() -> OpenApiService<Api, ()> {
    OpenApiService::new(
        (
            CONTENT_APIS,
            ContactApi,
            (HealthApi, BackupsApi),
            (SettingsApi, HolidaysApi, RatesApi),
            SubscriptionsApi,
            (AccountApi, TeamApi),
            RecoveryApi,
            (SettingsAdminApi, HolidaysAdminApi, RatesAdminApi),
            InboxApi,
            (SubscribersApi, NewslettersApi),
            MailApi,
            ActivityApi,
            PagesApi,
            CONTENT_ADMIN_APIS,
            MediaApi,
            (
                (EventsApi, StatsApi),
                (PersonalDataApi, PersonalDataAdminApi),
            ),
        ),
        "tradelane API",
        env!("CARGO_PKG_VERSION"),
    )
    .description(
        "Content, contact enquiries, settings and subscriptions of the tradelane website, \
         and the owner's console (tag Admin, session cookie).",
    )
    .server("/api")
}

/// The OpenAPI document, as served and committed in `openapi.json`.
pub fn openapi_document() -> String {
    schema::finish_document(&api_service().spec())
}

/// The whole HTTP application over an open database: the API under `/api`, the app elsewhere.
pub fn build_app(pool: DbPool, settings: &Settings) -> anyhow::Result<impl Endpoint + use<>> {
    Ok(app_with_state(app_state(pool, settings)?, settings))
}

/// Every part the handlers use, its background threads started. Only this composition
/// root knows them all: each handler takes, as request data, the parts it uses.
#[derive(Clone)]
pub struct Parts {
    pub pool: DbPool,
    pub changes: Arc<Changes>,
    /// The five content lists, in memory while the content is unchanged.
    pub content: Arc<ContentCache>,
    /// Stores enquiries, many to a commit under load.
    pub enquiries: EnquiryWriter,
    pub enquiry_limit: EnquiryLimit,
    pub subscription_limit: SubscriptionLimit,
    pub personal_data_limit: PersonalDataLimit,
    pub trust_proxy: TrustProxy,
    /// The rendered pages.
    pub web: Arc<WebApp>,
    pub settings: Arc<CurrentSettings>,
    pub pages: Arc<CurrentPages>,
    /// The published rate card's JSON.
    pub rates: Arc<CurrentRates>,
    /// Sessions' cookie, origin check, sign-in lock-out.
    pub admin: Arc<AdminState>,
    /// The owner's picture library (`<data-dir>/media`).
    pub media: Arc<MediaLibrary>,
    /// The e-mail sender, and what it wakes on.
    pub outbox: Arc<Outbox>,
    pub mail_wake: MailWake,
    pub smtp: SmtpOverride,
    /// The background parts' own reports, for `GET /api/health`.
    pub health: Components,
    /// The visit counter (docs/decisions-spec.md §16), also told of each stored enquiry.
    pub insight: Insight,
    /// The backups in `<data-dir>/backups` and their schedule.
    pub backups: Arc<Backups>,
    /// The server's clock (a test one moves): scheduled newsletters.
    pub clock: crate::kernel::clock::Clock,
    /// The newsletters' links and Markdown renderer.
    pub composer: Composer,
}

/// What the handlers share, its background threads started.
pub fn app_state(pool: DbPool, settings: &Settings) -> anyhow::Result<Parts> {
    app_state_with_renderer(pool, settings, PageRenderer::default())
}

/// As [`app_state`], with the pages' bodies rendered by `renderer` (tests give one whose
/// script fails).
pub fn app_state_with_renderer(
    pool: DbPool,
    settings: &Settings,
    renderer: PageRenderer,
) -> anyhow::Result<Parts> {
    seal_secrets(&pool)?;
    let changes = Changes::start(&pool).context("the content counter is unreadable")?;
    // One budget for every cache (docs/decisions-spec.md §21): a quarter for the lists' JSON,
    // the rest for the rendered pages.
    let lists_bytes = settings.page_cache_bytes / 4;
    let content = ContentCache::new(changes.clone(), pool.clone(), lists_bytes);
    // Read after the watcher started, so a change in between is seen by it.
    let (shown, start) = Shown::load(&pool)?;
    let health = Components::default();
    let web = shown.web_app(
        start,
        settings,
        renderer,
        content.clone(),
        settings.page_cache_bytes - lists_bytes,
        &health,
    );
    shown.follow(&changes, &content, &web);
    let (outbox, mail_wake, smtp) = start_mail(&pool, settings, &health);
    let renderer = web.renderer();
    let composer = Composer {
        public_url: settings.public_url.trim_end_matches('/').to_owned(),
        markdown: Arc::new(move |text: &str, base: &str| renderer.mail_html(text, base)),
    };
    let media = start_upkeep(&pool, settings, &health, &mail_wake);
    let enquiries = EnquiryWriter::start(pool.clone(), &health, mail_wake.clone())
        .context("the enquiry writer cannot start")?;
    let insight = start_insight(&pool, settings, &health, &web)?;
    let backups = Backups::new(&settings.data_dir, settings.clock.clone());
    backups.start(pool.clone(), &health);
    let limiter = || ContactLimiter::new(settings.contact_rate_limit).map(Arc::new);
    Ok(Parts {
        changes,
        content,
        enquiries,
        pool,
        enquiry_limit: EnquiryLimit(limiter()),
        subscription_limit: SubscriptionLimit(limiter()),
        personal_data_limit: PersonalDataLimit(limiter()),
        trust_proxy: TrustProxy(settings.trust_proxy),
        web,
        settings: shown.settings,
        pages: shown.pages,
        rates: shown.rates,
        admin: Arc::new(AdminState::new(&settings.public_url)),
        outbox,
        mail_wake,
        smtp,
        health,
        media,
        insight,
        backups,
        clock: settings.clock.clone(),
        composer,
    })
}

/// Before anything reads them: secrets stored in plaintext are sealed now, and the secret
/// key (file) exists from the first start on (docs/decisions-spec.md §26).
fn seal_secrets(pool: &DbPool) -> anyhow::Result<()> {
    let mut conn = pool.get().context("no database connection")?;
    crate::kernel::secrets::key_for(&conn).context("the secret key cannot be made")?;
    crate::settings::seal_plaintext_secrets(&mut conn)
        .context("the stored secrets cannot be sealed")?;
    Ok(())
}

/// What the site shows, read once at start; the parts kept in memory then follow the
/// content counter.
struct Shown {
    settings: Arc<CurrentSettings>,
    pages: Arc<CurrentPages>,
    holidays: Arc<CurrentHolidays>,
    rates: Arc<CurrentRates>,
    consent: Arc<CurrentConsent>,
}

/// What the rendered pages start from, at the counter's `version`.
struct PagesAtStart {
    version: u64,
    brand: SiteSettings,
    published: Published,
}

impl Shown {
    fn load(pool: &DbPool) -> anyhow::Result<(Self, PagesAtStart)> {
        let conn = pool.get().context("no database connection")?;
        let start = PagesAtStart {
            version: version_in(&conn).context("the content counter is unreadable")?,
            brand: SiteSettings::load(&conn).context("the settings are unreadable")?,
            published: Published::load(&conn).context("the content is unreadable")?,
        };
        let shown = Self {
            settings: CurrentSettings::load(&conn).context("the settings are unreadable")?,
            pages: CurrentPages::load(&conn).context("the content is unreadable")?,
            holidays: CurrentHolidays::load(&conn).context("the holiday calendar is unreadable")?,
            rates: CurrentRates::load(&conn).context("the rate card is unreadable")?,
            consent: CurrentConsent::load(&conn).context("the consent statement is unreadable")?,
        };
        Ok((shown, start))
    }

    /// The rendered pages, made from what is shown now.
    fn web_app(
        &self,
        start: PagesAtStart,
        settings: &Settings,
        renderer: PageRenderer,
        content: Arc<ContentCache>,
        page_cache_bytes: usize,
        health: &Components,
    ) -> Arc<WebApp> {
        WebApp::new(
            &settings.public_url,
            start.brand,
            start.published,
            start.version,
            renderer,
            Some(RenderData::new(
                content,
                self.holidays.clone(),
                self.rates.clone(),
                self.consent.clone(),
            )),
            page_cache_bytes,
            Some(health.register("renderer")),
            &settings.data_dir,
        )
    }

    /// Subscribes the parts kept in memory, and the pages, to the content counter.
    fn follow(&self, changes: &Changes, content: &Arc<ContentCache>, web: &Arc<WebApp>) {
        // The holidays, the consent and the lists' JSON before the pages: a page's render
        // reads them.
        let listeners: [Arc<dyn ChangeListener>; 7] = [
            self.holidays.clone(),
            self.consent.clone(),
            self.rates.clone(),
            content.clone(),
            web.clone(),
            self.settings.clone(),
            self.pages.clone(),
        ];
        for listener in &listeners {
            changes.subscribe(Arc::downgrade(listener));
        }
    }
}

/// The e-mail outbox and its sender, the newsletters it delivers and their schedule.
fn start_mail(
    pool: &DbPool,
    settings: &Settings,
    health: &Components,
) -> (Arc<Outbox>, MailWake, SmtpOverride) {
    let mail_wake = MailWake::default();
    let smtp = SmtpOverride(settings.smtp_url.clone());
    let outbox = Outbox::new(
        mail_wake.clone(),
        smtp.clone(),
        (Arc::new(notice_of), Arc::new(follow_ups_due)),
        (settings.mail_retry_unit, settings.clock.clone()),
        &settings.public_url,
    );
    outbox.serve_newsletters(Arc::new(Letters {
        public_url: settings.public_url.trim_end_matches('/').to_owned(),
    }));
    outbox.start(pool.clone(), health);
    newsletters::schedule::start(
        pool.clone(),
        health,
        settings.clock.clone(),
        mail_wake.clone(),
    );
    (outbox, mail_wake, smtp)
}

/// The background work that keeps the data in shape: scheduled posts, the unconfirmed
/// subscriptions' sweep, the pictures' WebP variants and the personal data's retention.
/// Returns the picture library the variants are made for.
fn start_upkeep(
    pool: &DbPool,
    settings: &Settings,
    health: &Components,
    mail_wake: &MailWake,
) -> Arc<MediaLibrary> {
    crate::content::schedule::start(pool.clone(), health);
    crate::subscriptions::sweep::start(pool.clone(), health, settings.clock.clone());
    let media = Arc::new(MediaLibrary::new(
        &settings.data_dir,
        crate::content::pictures::uses,
    ));
    crate::media::webp::start(pool.clone(), health, media.clone());
    crate::privacy::retention::start(
        pool.clone(),
        health,
        settings.clock.clone(),
        mail_wake.clone(),
    );
    media
}

/// The visit counter, which counts only the paths the site serves.
fn start_insight(
    pool: &DbPool,
    settings: &Settings,
    health: &Components,
    web: &Arc<WebApp>,
) -> anyhow::Result<Insight> {
    Ok(Insight::start(
        pool.clone(),
        health,
        settings.clock.clone(),
        settings.analytics,
        (settings.event_rate_limit, settings.event_budget),
    )
    .context("the event recorder cannot start")?
    .serving({
        let web = web.clone();
        Arc::new(move |path: &str| web.serves(path))
    }))
}

impl Parts {
    /// Each part as request data of its own type, for the handlers that take it.
    /// Made once, copied into each request as one table (inserting the parts one by one
    /// cost every request about twenty allocations and the table's regrowth, bench/RESULTS.md).
    /// Only the API, the media files, the one-click unsubscribe and the contact form's post
    /// take request data: the pages, most of the traffic, skip the copy.
    fn add_to<E: Endpoint>(self, endpoint: E) -> impl Endpoint + use<E> {
        let mut data = poem::http::Extensions::new();
        self.insert_into(&mut data);
        endpoint.before(move |mut req: poem::Request| {
            let path = req.uri().path();
            let contact_form = path == "/contact" && req.method() == poem::http::Method::POST;
            if path.starts_with("/api")
                || path.starts_with("/media")
                || path == "/unsubscribe"
                || contact_form
            {
                req.extensions_mut().extend(data.clone());
            }
            async move { Ok(req) }
        })
    }

    fn insert_into(&self, data: &mut poem::http::Extensions) {
        let mailer: Mailer = self.outbox.clone();
        data.insert(self.pool.clone());
        data.insert(self.changes.clone());
        data.insert(self.content.clone());
        data.insert(ContentState {
            pool: self.pool.clone(),
            changes: self.changes.clone(),
        });
        data.insert(self.enquiries.clone());
        data.insert(self.enquiry_limit.clone());
        data.insert(self.subscription_limit.clone());
        data.insert(self.personal_data_limit.clone());
        data.insert(self.trust_proxy);
        data.insert(self.settings.clone());
        data.insert(self.pages.clone());
        data.insert(self.rates.clone());
        data.insert(self.admin.clone());
        data.insert(self.media.clone());
        data.insert(self.outbox.clone());
        data.insert(mailer);
        data.insert(self.mail_wake.clone());
        data.insert(self.smtp.clone());
        data.insert(self.health.clone());
        data.insert(self.insight.clone());
        data.insert(self.backups.clone());
        data.insert(self.clock.clone());
        data.insert(self.composer.clone());
        data.insert(EnquiryObservers(Some(Arc::new(self.insight.clone()))));
    }
}

/// The application over a given state (tests keep a handle on it).
pub fn app_with_state(state: Parts, settings: &Settings) -> impl Endpoint + use<> {
    let api = api_service();
    let raw = api.spec();
    // Swagger UI embeds the document: the finished one.
    let document: Arc<str> = schema::finish_document(&raw).into();
    let methods = Arc::new(MethodTable::from_document(
        &document,
        &[("/openapi.json", &["GET"]), ("/docs/*", &["GET"])],
    ));
    // The owner's operations that need no session (signing in).
    let public = Arc::new(MethodTable::public(&document));
    // Who may call each owner's operation: the roles its requirement declares.
    let roles = Arc::new(RoleTable::from_document(&document));
    let api_routes = api_routes(api, document, methods.clone());
    let origin = state.admin.origin.clone();
    let routes = Route::new()
        .nest(
            "/api",
            api_routes
                .around(encoding::compress_api)
                .around(guard::extra_cookies),
        )
        // The one-click unsubscribe of the newsletters' `List-Unsubscribe-Post` (RFC 8058);
        // the page itself (GET) is the app's.
        .at(
            "/unsubscribe",
            poem::post(crate::subscriptions::api::one_click)
                .get(state.web.clone())
                .head(state.web.clone()),
        )
        // The contact form without JavaScript (docs/decisions-spec.md §28); GET is the app's.
        .at(
            "/contact",
            poem::post(crate::site::contact_form::ContactForm(state.web.clone()))
                .get(state.web.clone())
                .head(state.web.clone()),
        )
        .at(
            "/media/:name",
            poem::get(media_files::serve).head(media_files::serve),
        )
        .nest("/", state.web.clone())
        .around({
            let methods = methods.clone();
            move |next, req| api_json_errors(next, req, methods.clone())
        })
        .around(move |next, req| {
            let (origin, methods, public, roles) = (
                origin.clone(),
                methods.clone(),
                public.clone(),
                roles.clone(),
            );
            async move { guard::guard_admin(next, req, &origin, &methods, &public, &roles).await }
        });
    let content = state.content.clone();
    let csp = security::app_csp(state.web.style_sources());
    let routes = state
        .add_to(routes)
        .around(move |next, req| crate::content::api::first_pages(next, req, content.clone()));
    harden(routes, settings, csp)
}

/// `/api`: the operations, the finished `document` and Swagger UI, their errors as JSON.
fn api_routes(
    api: OpenApiService<Api, ()>,
    document: Arc<str>,
    methods: Arc<MethodTable>,
) -> impl Endpoint {
    // Swagger UI's page carries its 1.5 MB script and the document: made when asked for (a
    // developer's page, rarely read) instead of kept in memory for the server's life.
    let docs = Route::new().at("/", {
        let document = document.clone();
        make_sync(move |_| Html(docs_page(&document)))
    });
    let spec = make_sync(move |_| {
        poem::Response::builder()
            .content_type("application/json")
            .body(document.to_string())
    });
    Route::new()
        .at("/openapi.json", read_only(spec))
        .nest("/docs", read_only(docs))
        .nest("/", api)
        .around(move |next, req| json_errors(next, req, methods.clone()))
}

/// Swagger UI's page showing `document`: poem-openapi's page for an empty API with its
/// document replaced.
fn docs_page(document: &str) -> String {
    let empty = OpenApiService::new((), "", "");
    empty.swagger_ui_html().replacen(&empty.spec(), document, 1)
}

/// GET and HEAD only (the document and Swagger UI); other methods get the API's 405.
fn read_only<E: Endpoint>(endpoint: E) -> impl Endpoint {
    endpoint.before(|req: poem::Request| async move {
        match *req.method() {
            poem::http::Method::GET | poem::http::Method::HEAD => Ok(req),
            _ => Err(poem::Error::from_status(
                poem::http::StatusCode::METHOD_NOT_ALLOWED,
            )),
        }
    })
}

/// The layers every answer passes through, outermost last: panics become a JSON 500, every
/// answer (that 500 included) gets the security headers (`csp`: the app's policy), and every
/// request is logged.
pub fn harden<E: Endpoint + 'static>(
    app: E,
    settings: &Settings,
    csp: HeaderValue,
) -> impl Endpoint + use<E> {
    let hsts = settings.is_https();
    app.around(security::catch_panics)
        .around(move |next, req| security::headers(next, req, hsts, csp.clone()))
        .around(telemetry::log_request)
}

/// Opens the database (creating, migrating and seeding it) and serves until SIGINT or SIGTERM:
/// plain HTTP, or with `--https` TLS on one port and a redirect to it on another.
pub async fn serve(mut settings: Settings) -> anyhow::Result<()> {
    // Held until the server stops: `tradelane restore` refuses a folder that is served.
    let _serving = crate::operations::restore::hold_lock(&settings.data_dir)?;
    let path = settings.database_path();
    let media_dir = settings.data_dir.join(crate::media::MEDIA_DIR);
    let pool = tokio::task::spawn_blocking(move || {
        prepare_database(&path)?;
        let pool = db::open(&path)?;
        crate::media::sweep(&*pool.get()?, &media_dir)?;
        anyhow::Ok(pool)
    })
    .await??;
    let grace = Duration::from_secs(10);
    let limits = settings.limits.fitted_to_descriptors();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        shutdown_signal().await;
        let _ = stop.send(true);
    });
    let until_stopped = move || {
        let mut stopped = stopped.clone();
        async move {
            let _ = stopped.wait_for(|stop| *stop).await;
        }
    };
    let Some(https) = settings.https.clone() else {
        let (listener, bound) = bind(&settings.host, settings.port).await?;
        // With `--port 0` the default public URL names the port actually got.
        if settings.public_url == configuration::default_public_url(&settings.host, settings.port) {
            settings.public_url = configuration::default_public_url(&settings.host, bound.port());
        }
        announce(&settings, &pool, &format!("http://{bound}/"), None).await;
        return server::serve(
            listener,
            build_app(pool, &settings)?,
            until_stopped(),
            grace,
            limits,
        )
        .await
        .with_context(|| format!("cannot serve on {bound}"));
    };
    let (tls_listener, tls_bound) = bind(&settings.host, https.https_port).await?;
    let (http_listener, http_bound) = bind(&settings.host, https.http_port).await?;
    let transport = crate::https::start(&https, &settings.data_dir)?;
    announce(
        &settings,
        &pool,
        &format!("https://{tls_bound}/"),
        Some(&format!("http://{http_bound}/")),
    )
    .await;
    let redirect = harden(
        RedirectToHttps {
            origin: settings.public_url.clone(),
        },
        &settings,
        security::app_csp(&[]),
    );
    let (tls, http) = tokio::join!(
        server::serve_over(
            tls_listener,
            transport,
            build_app(pool, &settings)?,
            until_stopped(),
            grace,
            limits,
        ),
        server::serve(http_listener, redirect, until_stopped(), grace, limits),
    );
    tls.with_context(|| format!("cannot serve on {tls_bound}"))?;
    http.with_context(|| format!("cannot serve on {http_bound}"))
}

async fn bind(host: &str, port: u16) -> anyhow::Result<(TcpListener, SocketAddr)> {
    let address = configuration::socket_address(host, port);
    let listener = TcpListener::bind(&address)
        .await
        .with_context(|| format!("cannot listen on {address}"))?;
    let bound = listener.local_addr()?;
    Ok((listener, bound))
}

/// On a terminal the banner, then the start-up log line (with the address actually bound,
/// so that `--port 0` tells which port it got).
async fn announce(settings: &Settings, pool: &DbPool, address: &str, redirect: Option<&str>) {
    if telemetry::format() == LogFormat::Text {
        print_banner(settings, pool, address, redirect).await;
    }
    tracing::info!(
        address,
        redirect_address = redirect,
        public_url = %settings.public_url,
        data_dir = %settings.data_dir.display(),
        contact_rate_limit = settings.contact_rate_limit,
        trust_proxy = settings.trust_proxy,
        analytics = settings.analytics,
        https = settings.https.as_ref().map(|h| h.domain.as_str()),
        smtp_from_command_line = settings.smtp_url.is_some(),
        "tradelane is serving"
    );
}

async fn print_banner(settings: &Settings, pool: &DbPool, address: &str, redirect: Option<&str>) {
    let owners = db::run(pool, |conn| Ok(crate::owners::accounts::count(conn)?))
        .await
        .ok();
    let site = format!("{}/", settings.public_url);
    let listening = [Some(address), redirect]
        .into_iter()
        .flatten()
        .filter(|a| **a != site)
        .map(str::to_owned)
        .collect();
    let banner = Banner {
        site: &settings.public_url,
        listening,
        data_dir: &settings.data_dir,
        owners,
    };
    eprint!("{}", banner.render());
}

/// Creates a missing database file in WAL mode with one connection, before the pool opens
/// its connections side by side: on a new file they would race to switch the journal mode,
/// and the loser's "database is locked" made r2d2 retry after 200 ms (about one start in
/// twenty, measured by bench/run.sh, took 420 ms instead of 20). WAL mode is stored in the
/// file, so the pool's own `PRAGMA journal_mode = WAL` then has nothing to change.
fn prepare_database(path: &Path) -> anyhow::Result<()> {
    if path.exists() {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the data folder {}", dir.display()))?;
    }
    rusqlite::Connection::open(path)
        .and_then(|conn| conn.execute_batch("PRAGMA journal_mode = WAL;"))
        .with_context(|| format!("cannot create the database {}", path.display()))
}

async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .expect("SIGTERM handler");
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
    tracing::info!("shutting down");
}
