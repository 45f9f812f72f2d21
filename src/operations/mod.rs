//! Running the site as a product: backups, the start-up banner and the parts' health.

pub mod backup;
pub mod backups;
pub mod backups_api;
pub mod banner;
pub mod health;
pub mod remote;
pub mod restore;
pub mod uploads;
