//! Storage and kernel pieces every noun may use: the database, the two languages, logging,
//! e-mail addresses and SMTP URLs, HTML text, export formats, the change counter, the clock and
//! supervised workers. Nothing here knows HTTP or a noun.

pub mod changes;
pub mod clock;
pub mod db;
pub mod export;
pub mod html;
pub mod language;
pub mod mail;
pub mod numbers;
pub mod secrets;
pub mod telemetry;
pub mod words;
pub mod workers;
