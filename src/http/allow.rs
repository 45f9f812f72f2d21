//! The `Allow` header of a 405 answer under `/api`: the methods the OpenAPI document lists
//! for the path (with HEAD wherever GET is, which the router answers too).

use std::collections::BTreeSet;

/// Every documented path of the API (relative to `/api`) with its methods.
#[derive(Debug, Clone, Default)]
pub struct MethodTable {
    paths: Vec<(Vec<String>, String)>,
}

/// The order methods are listed in.
const ORDER: [&str; 7] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

impl MethodTable {
    /// Reads the paths of an OpenAPI document; `extra` adds routes served beside it (the
    /// document itself, Swagger UI).
    pub fn from_document(document: &str, extra: &[(&str, &[&str])]) -> Self {
        Self::operations(document, extra, |_| true)
    }

    /// The operations anyone may call: those the document gives no security requirement.
    pub fn public(document: &str) -> Self {
        Self::operations(document, &[], |operation| {
            operation["security"]
                .as_array()
                .is_none_or(|requirements| requirements.is_empty())
        })
    }

    /// Whether the document lists `method` (or GET, for HEAD) at `path`.
    pub fn allows(&self, path: &str, method: &str) -> bool {
        self.allow(path)
            .is_some_and(|allow| allow.split(", ").any(|m| m == method))
    }

    fn operations(
        document: &str,
        extra: &[(&str, &[&str])],
        keep: impl Fn(&serde_json::Value) -> bool,
    ) -> Self {
        let document: serde_json::Value = serde_json::from_str(document).unwrap_or_default();
        let mut paths: Vec<(String, BTreeSet<String>)> = document["paths"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(path, item)| {
                let methods = item
                    .as_object()
                    .into_iter()
                    .flatten()
                    .filter(|(_, operation)| keep(operation))
                    .map(|(method, _)| method.to_ascii_uppercase())
                    .filter(|m| ORDER.contains(&m.as_str()))
                    .collect();
                (path.clone(), methods)
            })
            .collect();
        for (path, methods) in extra {
            paths.push((
                (*path).to_owned(),
                methods.iter().map(|m| (*m).to_owned()).collect(),
            ));
        }
        let paths = paths
            .into_iter()
            .filter(|(_, methods)| !methods.is_empty())
            .map(|(path, mut methods)| {
                if methods.contains("GET") {
                    methods.insert("HEAD".into());
                }
                let allow = ORDER
                    .iter()
                    .filter(|m| methods.contains(**m))
                    .copied()
                    .collect::<Vec<_>>()
                    .join(", ");
                (segments(&path).map(str::to_owned).collect(), allow)
            })
            .collect();
        MethodTable { paths }
    }

    /// The `Allow` value for a path relative to `/api`, when it is one of the API's.
    /// `{name}` segments of the document match any one segment; a last segment `*` matches
    /// the rest of the path.
    pub fn allow(&self, path: &str) -> Option<&str> {
        let wanted: Vec<&str> = segments(path).collect();
        self.paths
            .iter()
            .find(|(template, _)| segments_match(template, &wanted))
            .map(|(_, allow)| allow.as_str())
    }
}

fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

/// Whether a document's path (as segments; `{name}` matches any one, a last `*` the rest)
/// matches a request's path segments.
pub fn segments_match(template: &[String], path: &[&str]) -> bool {
    if template.last().is_some_and(|s| s == "*") {
        let fixed = &template[..template.len() - 1];
        return path.len() >= fixed.len() && segments_match(fixed, &path[..fixed.len()]);
    }
    template.len() == path.len()
        && template
            .iter()
            .zip(path)
            .all(|(t, p)| (t.starts_with('{') && t.ends_with('}')) || t == p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_documented_methods_with_head() {
        let doc = r#"{"paths": {
            "/contact": {"post": {}},
            "/services": {"get": {}},
            "/admin/enquiries/{id}": {"get": {}, "patch": {}, "parameters": []}
        }}"#;
        let table = MethodTable::from_document(doc, &[("/docs/*", &["GET"])]);
        assert_eq!(table.allow("/contact"), Some("POST"));
        assert_eq!(table.allow("/services/"), Some("GET, HEAD"));
        assert_eq!(table.allow("/admin/enquiries/42"), Some("GET, HEAD, PATCH"));
        assert_eq!(table.allow("/docs/index.css"), Some("GET, HEAD"));
        assert_eq!(table.allow("/docs"), Some("GET, HEAD"));
        assert_eq!(table.allow("/nothing"), None);
    }

    #[test]
    fn public_operations_are_those_without_security() {
        let doc = r#"{"paths": {
            "/admin/session": {"post": {}, "get": {"security": [{"session": []}]}},
            "/admin/enquiries": {"get": {"security": [{"session": []}]}}
        }}"#;
        let public = MethodTable::public(doc);
        assert!(public.allows("/admin/session", "POST"));
        assert!(!public.allows("/admin/session", "GET"));
        assert!(!public.allows("/admin/session", "HEAD"));
        assert!(!public.allows("/admin/enquiries", "GET"));
    }
}
