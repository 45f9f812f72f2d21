pub mod allow;
pub mod api;
pub mod contact;
pub mod content;
pub mod health;

use poem_openapi::Tags;

#[derive(Tags)]
pub enum ApiTags {
    /// The site's published content.
    Content,
    /// Enquiries sent from the contact form.
    Contact,
    /// Liveness of the server and its database.
    Health,
}
