//! Roles (docs/decisions-spec.md §25): owner, editor, sales, one per account.
//!
//! Each `/api/admin` operation declares the roles besides `owner` that may call it, as the
//! scopes of its `session` security requirement, next to its handler:
//!
//! ```ignore
//! #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
//! ```
//!
//! The document then says `"security": [{"session": ["owner", "editor", "sales"]}]`, and
//! [`RoleTable`], read from that same document, is what the guard enforces: an operation
//! that declares nothing is the owners' alone. An owner may always do everything.

use poem_openapi::OAuthScopes;
use poem_openapi::registry::MetaOAuthScope;

use crate::http::allow::segments_match;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, poem_openapi::Enum, serde::Deserialize,
)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum Role {
    #[default]
    Owner,
    Editor,
    Sales,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Owner, Role::Editor, Role::Sales];

    pub fn code(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Editor => "editor",
            Role::Sales => "sales",
        }
    }

    pub fn parse(code: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// The roles as the scopes of the `session` requirement. poem-openapi lists scopes through
/// this trait; the names are all the document carries (the scheme is an API key, so no
/// OAuth flow lists them).
impl OAuthScopes for Role {
    fn meta() -> Vec<MetaOAuthScope> {
        Role::ALL
            .into_iter()
            .map(|r| MetaOAuthScope {
                name: r.code(),
                description: None,
            })
            .collect()
    }

    fn name(&self) -> &'static str {
        self.code()
    }
}

/// Who may call each operation under `/admin`, read from the served document.
#[derive(Debug, Default)]
pub struct RoleTable {
    /// (path segments, method, roles besides owner).
    operations: Vec<(Vec<String>, String, Vec<Role>)>,
}

impl RoleTable {
    pub fn from_document(document: &str) -> Self {
        let document: serde_json::Value = serde_json::from_str(document).unwrap_or_default();
        let mut operations = Vec::new();
        for (path, item) in document["paths"].as_object().into_iter().flatten() {
            for (method, operation) in item.as_object().into_iter().flatten() {
                let roles = declared(operation);
                let segments = path
                    .split('/')
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
                    .collect();
                operations.push((segments, method.to_ascii_uppercase(), roles));
            }
        }
        RoleTable { operations }
    }

    /// Whether `role` may call `method` on `path` (relative to `/api`). HEAD is GET's.
    /// A path the document does not list is left to the router (404/405).
    pub fn allows(&self, path: &str, method: &str, role: Role) -> bool {
        if role == Role::Owner {
            return true;
        }
        let method = if method == "HEAD" { "GET" } else { method };
        let wanted: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        // A literal segment wins over a `{param}` one (`/enquiries/export` before `/{id}`).
        let mut found: Option<(usize, &Vec<Role>)> = None;
        for (template, m, roles) in &self.operations {
            if m != method || !segments_match(template, &wanted) {
                continue;
            }
            let literal = template.iter().filter(|s| !s.starts_with('{')).count();
            if found.is_none_or(|(best, _)| literal > best) {
                found = Some((literal, roles));
            }
        }
        found.is_none_or(|(_, roles)| roles.contains(&role))
    }
}

/// The roles an operation's `session` requirement names (owner left implicit).
pub fn declared(operation: &serde_json::Value) -> Vec<Role> {
    operation["security"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|requirement| requirement[super::guard::SCHEME].as_array())
        .flatten()
        .filter_map(|scope| scope.as_str().and_then(Role::parse))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undeclared_operations_are_the_owners() {
        let doc = r#"{"paths": {
            "/admin/enquiries": {"get": {"security": [{"session": ["sales"]}]}},
            "/admin/enquiries/export": {"get": {"security": [{"session": ["sales"]}]}},
            "/admin/enquiries/{id}": {"get": {"security": [{"session": ["sales"]}]},
                                      "delete": {"security": [{"session": []}]}},
            "/admin/backups/{name}": {"get": {"security": [{"session": []}]}}
        }}"#;
        let table = RoleTable::from_document(doc);
        assert!(table.allows("/admin/enquiries", "GET", Role::Sales));
        assert!(table.allows("/admin/enquiries", "HEAD", Role::Sales));
        assert!(!table.allows("/admin/enquiries", "GET", Role::Editor));
        assert!(table.allows("/admin/enquiries/abc", "GET", Role::Sales));
        assert!(!table.allows("/admin/enquiries/abc", "DELETE", Role::Sales));
        assert!(table.allows("/admin/enquiries/abc", "DELETE", Role::Owner));
        assert!(!table.allows("/admin/backups/x.tar", "GET", Role::Sales));
        assert!(!table.allows("/admin/backups/x.tar", "GET", Role::Editor));
    }
}
