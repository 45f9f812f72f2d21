//! The owner's side (decisions.md §7): accounts and sessions, the guard every `/api/admin`
//! route passes, the activity list, the admin CLI, and the console's endpoints.

pub mod account_api;
pub mod activity;
pub mod cli;
pub mod devices;
pub mod guard;
pub mod inbox_api;
pub mod lockout;
pub mod mail_api;
pub mod owners;
pub mod recovery;
pub mod recovery_api;
pub mod sessions;
pub mod settings_api;
pub mod subscribers_api;
