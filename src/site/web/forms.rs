//! The contact form sent without JavaScript, refused (docs/decisions-spec.md §28).

use super::*;

impl WebApp {
    /// The contact page answering a post it refused (docs/decisions-spec.md §28): rendered
    /// for this request with `posted` (what was typed, and why it was refused) as the answer
    /// to the form's `["contact","posted"]` query, so the browser hydrates it too; never kept.
    pub async fn contact_refused(
        &self,
        req: &Request,
        lang: Language,
        status: StatusCode,
        posted: &serde_json::Value,
    ) -> Response {
        let rendered = self.fresh().await;
        let resolved = self.resolve(&rendered, req);
        let overlay = (
            vec![serde_json::json!("contact"), serde_json::json!("posted")],
            posted.to_string(),
        );
        let page = match &resolved.render {
            Some(render) if self.data.is_some() => {
                let render = render.clone();
                self.linked_page(&rendered, &resolved, render, lang, Some(overlay))
                    .await
            }
            _ => self.bare(&rendered, &resolved, lang),
        };
        let (encoding, body) = pick_encoding(req, &page);
        respond(
            req,
            status,
            "text/html; charset=utf-8",
            "no-store",
            None,
            encoding,
            Some("Accept-Encoding"),
            body.clone(),
        )
    }
}
