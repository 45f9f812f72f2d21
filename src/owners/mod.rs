//! The owners of the site: their accounts, sessions and devices, the sign-in lock-out, the
//! activity list, password reset and two-step sign-in, the guard every `/api/admin` route
//! passes, their console endpoints and the `tradelane admin` commands
//! (docs/decisions-spec.md §7, §13).

pub mod accounts;
pub mod activity;
pub mod activity_api;
pub mod admin_api;
pub mod cli;
pub mod devices;
pub mod guard;
pub mod lockout;
pub mod mail;
pub mod recovery;
pub mod recovery_api;
pub mod roles;
pub mod sessions;
pub mod team;
pub mod team_api;
pub mod text;
