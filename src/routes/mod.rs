pub mod allow;
pub mod api;
pub mod body;
pub mod contact;
pub mod content;
pub mod health;
pub mod schema;

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
    /// The owner's console: every call needs the session cookie (sign in with
    /// `POST /api/admin/session`), and any call that changes something must come from the
    /// site's own origin.
    Admin,
}
