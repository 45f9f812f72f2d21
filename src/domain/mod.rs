pub mod contact;
pub mod content;
pub mod language;
