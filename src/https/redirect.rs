//! Port 80 with `--https`: every request is sent to the same path on https.

use poem::http::{StatusCode, header};
use poem::{Endpoint, Request, Response, Result};

/// Redirects to `https://<domain>[:port]<path and query>`: 301 for GET and HEAD, 308 for
/// the rest (which keeps the method and body).
pub struct RedirectToHttps {
    /// `https://domain[:port]`, without a trailing slash.
    pub origin: String,
}

impl Endpoint for RedirectToHttps {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Response> {
        let target = format!(
            "{}{}",
            self.origin,
            req.uri().path_and_query().map_or("/", |p| p.as_str())
        );
        let status = if req.method() == poem::http::Method::GET
            || req.method() == poem::http::Method::HEAD
        {
            StatusCode::MOVED_PERMANENTLY
        } else {
            StatusCode::PERMANENT_REDIRECT
        };
        Ok(Response::builder()
            .status(status)
            .header(header::LOCATION, target)
            .finish())
    }
}
