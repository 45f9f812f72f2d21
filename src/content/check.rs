//! The content's bodies are checked against the very schema the document publishes for
//! them (`crate::http::check`); this is the content's catalogue: each field's name for the
//! owner, and what its own patterns (a slug, a picture of the site) mean.

use serde_json::{Map, Value};

use super::schema::{SITE_IMAGE, SLUG};
use crate::http::check::{self, Catalogue};
pub use crate::http::check::{Field, Rule, fields_of};
use crate::kernel::language::Language;

/// A field's words for the owner that only one list has, in that list's own file (its
/// `Kind`'s `labels`): its JSON key, then Vietnamese and English. A new list's field needs
/// no edit here (docs/decisions-spec.md §29).
pub type Label = (&'static str, &'static str, &'static str);

/// The field's name for the owner: its label and its JSON key. `own` are the list's own
/// labels, read before the ones lists share.
pub fn label(key: &str, own: &[Label], lang: Language) -> String {
    if let Some((_, vi, en)) = own.iter().find(|(k, _, _)| *k == key) {
        return format!("{} ({key})", lang.pick(vi, en));
    }
    let (vi, en) = match key {
        "slug" => ("Đường dẫn", "Slug"),
        "icon" => ("Biểu tượng", "Icon"),
        "titleVi" => ("Tiêu đề (tiếng Việt)", "Title (Vietnamese)"),
        "titleEn" => ("Tiêu đề (tiếng Anh)", "Title (English)"),
        "descriptionVi" => ("Mô tả (tiếng Việt)", "Description (Vietnamese)"),
        "descriptionEn" => ("Mô tả (tiếng Anh)", "Description (English)"),
        "contentVi" => ("Nội dung (tiếng Việt)", "Content (Vietnamese)"),
        "contentEn" => ("Nội dung (tiếng Anh)", "Content (English)"),
        "bodyVi" => ("Nội dung trang (tiếng Việt)", "Page text (Vietnamese)"),
        "bodyEn" => ("Nội dung trang (tiếng Anh)", "Page text (English)"),
        "clientName" => ("Tên khách hàng", "Client name"),
        "industry" => ("Ngành", "Industry"),
        "imageUrl" => ("Hình ảnh", "Image"),
        "author" => ("Tác giả", "Author"),
        "publishedAt" => ("Ngày đăng", "Publication date"),
        "published" => ("Xuất bản", "Published"),
        "ids" => ("Thứ tự", "Order"),
        other => (other, other),
    };
    format!("{} ({key})", lang.pick(vi, en))
}

/// The content's words, with the labels of the list being checked.
pub struct ContentText(pub &'static [Label]);

impl Catalogue for ContentText {
    fn label(&self, key: &str, lang: Language) -> String {
        label(key, self.0, lang)
    }

    fn pattern(&self, pattern: &str, name: &str, lang: Language) -> Option<String> {
        Some(match (pattern, lang) {
            (SLUG, Language::Vi) => format!(
                "{name} chỉ gồm chữ thường không dấu (a–z), chữ số và dấu gạch ngang giữa các từ, ví dụ van-tai-bien."
            ),
            (SLUG, Language::En) => format!(
                "{name} may hold only lowercase letters a–z, digits and single hyphens between words, e.g. sea-freight."
            ),
            (SITE_IMAGE, Language::Vi) => format!(
                "{name} phải để trống hoặc là một ảnh của trang web (/media/… hoặc /images/…), không dùng ảnh từ trang khác."
            ),
            (SITE_IMAGE, Language::En) => format!(
                "{name} must be empty or a picture of this site (/media/… or /images/…), never one from another site."
            ),
            _ => return None,
        })
    }
}

/// The body as JSON text, or the 400 text.
pub fn object(bytes: &[u8], lang: Language) -> Result<Map<String, Value>, String> {
    crate::http::body::object(bytes, lang)
}

/// The fields of `body` that `fields` describe, checked and trimmed; a key they do not
/// describe is refused (the document says `additionalProperties: false`). A date is stored
/// in UTC to the second; an empty optional text becomes null.
pub fn check(
    body: &Map<String, Value>,
    fields: &'static [Field],
    labels: &'static [Label],
    lang: Language,
) -> Result<Map<String, Value>, String> {
    let shape = check::Shape {
        fields: fields.to_vec(),
        closed: true,
        min_properties: None,
    };
    check::check(body, &shape, &ContentText(labels), lang).map(|checked| checked.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::schema::{BlogPostInput, ServiceInput};

    fn json(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => unreachable!(),
        }
    }

    #[test]
    fn the_schema_is_the_check() {
        let fields = fields_of::<ServiceInput>();
        assert!(
            fields
                .iter()
                .any(|f| f.key == "titleVi" && f.column == "title_vi")
        );
        let ok = json(serde_json::json!({
            "slug": "van-tai-bien", "icon": "ship", "titleVi": " Vận tải biển ",
            "titleEn": "Sea", "descriptionVi": "d", "descriptionEn": "d",
            "contentVi": "- a", "contentEn": "- a", "published": false
        }));
        let out = check(&ok, fields, &[], Language::Vi).unwrap();
        assert_eq!(out["titleVi"], "Vận tải biển");
        let mut extra = ok.clone();
        extra.insert("extra".into(), 1.into());
        assert!(
            check(&extra, fields, &[], Language::En)
                .unwrap_err()
                .contains("\"extra\"")
        );
        let mut bad = ok.clone();
        bad.insert("icon".into(), "rocket".into());
        assert!(
            check(&bad, fields, &[], Language::Vi)
                .unwrap_err()
                .contains("icon")
        );
        let mut bad = ok.clone();
        bad.insert("slug".into(), "Vận-tải".into());
        assert!(
            check(&bad, fields, &[], Language::En)
                .unwrap_err()
                .contains("Slug")
        );
        let mut bad = ok.clone();
        bad.insert("titleEn".into(), " \u{3000}".into());
        assert!(
            check(&bad, fields, &[], Language::Vi)
                .unwrap_err()
                .contains("bắt buộc")
        );
        let mut bad = ok;
        bad.remove("published");
        assert!(
            check(&bad, fields, &[], Language::En)
                .unwrap_err()
                .contains("published")
        );
    }

    #[test]
    fn dates_are_rfc3339_stored_in_utc() {
        let fields = fields_of::<BlogPostInput>();
        let date = fields.iter().find(|f| f.key == "publishedAt").unwrap();
        assert!(matches!(date.rule, Rule::Text { date: true, .. }));
        let shape = check::Shape {
            fields: vec![date.clone()],
            closed: true,
            min_properties: None,
        };
        let at = |text: &str| {
            let body = json(serde_json::json!({ "publishedAt": text }));
            check::check(&body, &shape, &ContentText(&[]), Language::En)
        };
        assert_eq!(
            at("2026-03-15T08:00:00+07:00").unwrap().0["publishedAt"],
            "2026-03-15T01:00:00Z"
        );
        assert!(at("2026-02-30").is_err());
    }

    #[test]
    fn images_only_from_this_site() {
        let re = regex::Regex::new(SITE_IMAGE).unwrap();
        for ok in ["", "/media/ab12-photo.jpg", "/images/blog/x.svg"] {
            assert!(re.is_match(ok), "{ok}");
        }
        for bad in [
            "https://evil.example/x.png",
            "//evil.example/x.png",
            "/media/../admin",
            "/media/x.png?x=1",
            "javascript:alert(1)",
            "/api/admin/x",
        ] {
            assert!(!re.is_match(bad), "{bad}");
        }
    }
}
