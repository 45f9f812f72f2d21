//! The app's stylesheet written into every page (docs/decisions-spec.md §28). On a slow phone
//! (2 s round trip, 50 kB/s) a linked stylesheet blocks the first paint for a second round
//! trip, sharing the line with the fonts and scripts fetched beside it (bench/RESULTS.md): in
//! the document it arrives with the page. It is small (about 10 kB compressed) and the app
//! moves between pages without loading a document, so little is paid twice. The page's
//! policy allows exactly this text by its hash; any other inline style stays refused.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};

use super::assets::Assets;

/// `index.html` with each same-origin stylesheet of the build (`<link rel="stylesheet"
/// crossorigin href="/assets/….css">`, as Vite writes it) written in a `<style>` before its
/// link, made `disabled` (never fetched), and the CSP sources (`'sha256-…'`) that allow
/// those. A stylesheet that cannot be read, or whose text could end the element early,
/// stays linked as it was.
pub fn inline_stylesheets(index: &str) -> (String, Vec<String>) {
    inline_with(index, |path| {
        Assets::get(path).and_then(|file| String::from_utf8(file.data.into_owned()).ok())
    })
}

const LINK_START: &str = "<link rel=\"stylesheet\" crossorigin href=\"/";

fn inline_with(index: &str, read: impl Fn(&str) -> Option<String>) -> (String, Vec<String>) {
    let mut html = String::with_capacity(index.len());
    let mut sources = Vec::new();
    let mut rest = index;
    while let Some(at) = rest.find(LINK_START) {
        let (before, link) = rest.split_at(at);
        html.push_str(before);
        let Some(end) = link.find('>') else {
            break;
        };
        let (tag, after) = link.split_at(end + 1);
        let path = tag[LINK_START.len()..].split('"').next().unwrap_or("");
        match read(path).filter(|css| path.ends_with(".css") && !closes_style(css)) {
            Some(css) => {
                let digest = Sha256::digest(css.as_bytes());
                sources.push(format!("'sha256-{}'", STANDARD.encode(digest)));
                html.push_str("<style>");
                html.push_str(&css);
                html.push_str("</style>");
                // Named, not fetched: Vite's preload helper skips a stylesheet a `<link>`
                // already names, instead of fetching it again when the app starts.
                html.push_str(&tag[..tag.len() - 1]);
                html.push_str(" disabled>");
            }
            None => html.push_str(tag),
        }
        rest = after;
    }
    html.push_str(rest);
    (html, sources)
}

/// Whether the text holds `</style` in any case, which would end the element there.
fn closes_style(css: &str) -> bool {
    css.to_ascii_lowercase().contains("</style")
}

#[cfg(test)]
mod tests {
    use super::*;

    const INDEX: &str = "<head><link rel=\"stylesheet\" crossorigin href=\"/assets/index-a1.css\">\
        <link rel=\"icon\" href=\"/favicon.svg\"></head>";

    #[test]
    fn the_stylesheet_is_written_in_with_its_hash() {
        let (html, sources) = inline_with(INDEX, |path| {
            (path == "assets/index-a1.css").then(|| "body{color:red}".to_owned())
        });
        assert_eq!(
            html,
            "<head><style>body{color:red}</style>\
             <link rel=\"stylesheet\" crossorigin href=\"/assets/index-a1.css\" disabled>\
             <link rel=\"icon\" href=\"/favicon.svg\"></head>"
        );
        // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
        assert_eq!(
            sources,
            ["'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"]
        );
    }

    #[test]
    fn a_missing_or_unsafe_stylesheet_stays_linked() {
        for css in [None, Some("a{}</STYLE><script>".to_owned())] {
            let (html, sources) = inline_with(INDEX, |_| css.clone());
            assert_eq!(html, INDEX);
            assert!(sources.is_empty());
        }
    }
}
