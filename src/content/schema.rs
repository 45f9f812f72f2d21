//! What the owner sends and reads back for each content list and standing page. The
//! document's schema of each body is also the server's check of it (see `check`): one
//! declaration, so the two cannot drift apart.

use poem_openapi::{Enum, Object};

/// Lowercase ASCII letters and digits in groups joined by single hyphens.
pub const SLUG: &str = r"^[a-z0-9]+(?:-[a-z0-9]+)*$";
/// Empty, or a picture of this site: an upload (`/media/…`) or a picture shipped with the
/// app (`/images/…`); never another host, so no page fetches from elsewhere.
pub const SITE_IMAGE: &str =
    r"^(?:/(?:media|images)/[A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)?$";

/// Builds the body object (`…Input`) and the answer object (`…Item`: the same fields, the
/// key and the time of the last change) from one list of fields, each of one kind:
/// `text(max)` (not blank), `slug`, `image` (optional site picture), `date` (RFC 3339),
/// `flag` (bool) or `one_of(Enum)`. The kinds carry the patterns, written once here.
macro_rules! content_objects {
    (
        $(#[$doc:meta])*
        $input:ident, $item:ident, key $key:ident;
        $($fields:tt)*
    ) => {
        $crate::content::schema::content_objects!(@munch [$(#[$doc])* $input, $item, $key] [] $($fields)*);
    };
    (@munch $head:tt [$($done:tt)*] $(#[$m:meta])* $f:ident : text($max:literal), $($rest:tt)*) => {
        $crate::content::schema::content_objects!(@munch $head [$($done)*
            $(#[$m])*
            /// Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
            #[oai(validator(max_length = $max, pattern = r"[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufffe\uffff]"))]
            pub $f: String,
        ] $($rest)*);
    };
    (@munch $head:tt [$($done:tt)*] $(#[$m:meta])* $f:ident : slug, $($rest:tt)*) => {
        $crate::content::schema::content_objects!(@munch $head [$($done)*
            $(#[$m])*
            #[oai(validator(max_length = 100, pattern = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"))]
            pub $f: String,
        ] $($rest)*);
    };
    (@munch $head:tt [$($done:tt)*] $(#[$m:meta])* $f:ident : image, $($rest:tt)*) => {
        $crate::content::schema::content_objects!(@munch $head [$($done)*
            $(#[$m])*
            #[oai(validator(max_length = 500, pattern = r"^(?:/(?:media|images)/[A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)?$"))]
            pub $f: Option<String>,
        ] $($rest)*);
    };
    (@munch $head:tt [$($done:tt)*] $(#[$m:meta])* $f:ident : date, $($rest:tt)*) => {
        $crate::content::schema::content_objects!(@munch $head [$($done)*
            $(#[$m])*
            #[oai(validator(max_length = 64))]
            pub $f: $crate::http::schema::DateTimeText,
        ] $($rest)*);
    };
    (@munch $head:tt [$($done:tt)*] $(#[$m:meta])* $f:ident : flag, $($rest:tt)*) => {
        $crate::content::schema::content_objects!(@munch $head [$($done)* $(#[$m])* pub $f: bool,] $($rest)*);
    };
    (@munch $head:tt [$($done:tt)*] $(#[$m:meta])* $f:ident : one_of($ty:ty), $($rest:tt)*) => {
        $crate::content::schema::content_objects!(@munch $head [$($done)* $(#[$m])* pub $f: $ty,] $($rest)*);
    };
    (@munch [$(#[$doc:meta])* $input:ident, $item:ident, $key:ident] [$($done:tt)*]) => {
        $(#[$doc])*
        ///
        /// Unknown fields are refused. Lengths count characters (Unicode code points) of the
        /// text as sent; the stored text is trimmed.
        #[derive(Debug, Clone, ::poem_openapi::Object)]
        #[oai(rename_all = "camelCase")]
        pub struct $input {
            $($done)*
        }

        $(#[$doc])*
        #[derive(Debug, Clone, ::poem_openapi::Object)]
        #[oai(rename_all = "camelCase")]
        pub struct $item {
            pub $key: String,
            /// RFC 3339 time of the last change of what the public sees.
            pub updated_at: String,
            $($done)*
        }
    };
}

pub(in crate::content) use content_objects;

/// The icons a service card may show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum ServiceIcon {
    Package,
    Truck,
    Warehouse,
    Ship,
    Plane,
    Document,
}

/// The icons an industry card may show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum IndustryIcon {
    Factory,
    Shopping,
    Food,
    Fashion,
    Tech,
    Health,
}

content_objects! {
    /// A service as the owner edits it (drafts included).
    ServiceInput, ServiceItem, key id;
    /// Lowercase letters, digits and single hyphens; unique among services; the page's
    /// address is `/services/{slug}`.
    slug: slug,
    icon: one_of(ServiceIcon),
    title_vi: text(200),
    title_en: text(200),
    description_vi: text(500),
    description_en: text(500),
    /// Lines that begin with a dash are bullets (the card shows three).
    content_vi: text(20000),
    /// Lines that begin with a dash are bullets (the card shows three).
    content_en: text(20000),
    /// false: a draft, seen only in the console.
    published: flag,
}

content_objects! {
    /// An industry as the owner edits it (drafts included).
    IndustryInput, IndustryItem, key id;
    /// Lowercase letters, digits and single hyphens; unique among industries.
    slug: slug,
    icon: one_of(IndustryIcon),
    title_vi: text(200),
    title_en: text(200),
    description_vi: text(500),
    description_en: text(500),
    /// false: a draft, seen only in the console.
    published: flag,
}

content_objects! {
    /// A case study as the owner edits it (drafts included).
    CaseStudyInput, CaseStudyItem, key id;
    /// Lowercase letters, digits and single hyphens; unique among case studies; the page's
    /// address is `/case-studies/{slug}`.
    slug: slug,
    title_vi: text(200),
    title_en: text(200),
    description_vi: text(500),
    description_en: text(500),
    /// Lines that begin with a dash are result lines (the card shows two).
    content_vi: text(20000),
    /// Lines that begin with a dash are result lines (the card shows two).
    content_en: text(20000),
    client_name: text(200),
    industry: text(200),
    /// Absent or empty: no picture. Otherwise a picture of this site: `/media/…` (an upload)
    /// or `/images/…`.
    image_url: image,
    /// false: a draft, seen only in the console.
    published: flag,
}

content_objects! {
    /// A blog post as the owner edits it (drafts included).
    BlogPostInput, BlogPostItem, key id;
    /// Lowercase letters, digits and single hyphens; unique among posts; the page's address
    /// is `/blog/{slug}`.
    slug: slug,
    title_vi: text(200),
    title_en: text(200),
    description_vi: text(500),
    description_en: text(500),
    /// Blank lines separate paragraphs.
    content_vi: text(20000),
    /// Blank lines separate paragraphs.
    content_en: text(20000),
    author: text(200),
    /// The publication date, RFC 3339 (stored in UTC, to the second); the blog lists the
    /// newest first.
    published_at: date,
    /// Absent or empty: no picture. Otherwise a picture of this site: `/media/…` (an upload)
    /// or `/images/…`.
    image_url: image,
    /// false: a draft, seen only in the console.
    published: flag,
}

content_objects! {
    /// A standing page (about, faq, support, privacy, terms) as the owner edits it. Its body
    /// is plain text: blank lines separate blocks, `## ` starts a heading, `### ` a question
    /// (FAQ), `- ` a bulleted line; `{companyName}`, `{legalName}`, `{email}`, `{phone}` and
    /// `{address}` stand for the current settings.
    PageInput, PageItem, key slug;
    title_vi: text(200),
    title_en: text(200),
    description_vi: text(500),
    description_en: text(500),
    body_vi: text(30000),
    body_en: text(30000),
    /// false: the page answers 404 and leaves the footer's links and the sitemap.
    published: flag,
}

/// The new order of a list: its ids, first to last. Items left out keep their order after
/// the listed ones.
#[derive(Debug, Clone, Object, serde::Deserialize)]
pub struct OrderInput {
    #[oai(validator(max_items = 1000, unique_items = true))]
    pub ids: Vec<String>,
}

#[cfg(test)]
mod tests {
    use poem_openapi::registry::{MetaSchemaRef, Registry};

    use super::*;
    use crate::http::schema::NOT_BLANK;

    /// The patterns in the attributes must be the constants the checks and tests name.
    #[test]
    fn attribute_patterns_are_the_constants() {
        let mut registry = Registry::new();
        <CaseStudyInput as poem_openapi::types::Type>::register(&mut registry);
        let schema = &registry.schemas["CaseStudyInput"];
        let pattern = |key: &str| {
            schema
                .properties
                .iter()
                .find(|(k, _)| *k == key)
                .and_then(|(_, p)| match p {
                    MetaSchemaRef::Inline(p) => p.pattern.clone(),
                    MetaSchemaRef::Reference(_) => None,
                })
        };
        assert_eq!(pattern("slug").as_deref(), Some(SLUG));
        assert_eq!(pattern("titleVi").as_deref(), Some(NOT_BLANK));
        assert_eq!(pattern("imageUrl").as_deref(), Some(SITE_IMAGE));
    }
}
