//! What every HTTP route shares, whatever its noun: the `{"error"}` answers, request bodies
//! checked from their schema, the schema's types, `Allow`, compression, security headers,
//! rate limits and the `Link` header of list pages.

pub mod allow;
pub mod body;
pub mod check;
pub mod encoding;
pub mod error;
pub mod export;
pub mod paging;
pub mod rate_limit;
pub mod schema;
pub mod security;
pub mod version;

use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// The site's published content.
    Content,
    /// Enquiries sent from the contact form.
    Contact,
    /// Liveness of the server and its database.
    Health,
    /// The company's name, contact details and links, as the owner set them.
    Settings,
    /// Newsletter subscriptions.
    Subscriptions,
    /// A visitor's requests about their personal data, and the consent statement the forms
    /// show (Law 91/2025/QH15).
    PersonalData,
    /// Visit counting: page views and tool events, without cookies or stored addresses.
    Events,
    /// The owner's console: every call needs the session cookie (sign in with
    /// `POST /api/admin/session`), and any call that changes something must come from the
    /// site's own origin.
    Admin,
}
