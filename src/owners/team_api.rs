//! The Team screen's endpoints (docs/decisions-spec.md §25): members and their roles,
//! invitations by e-mail and their acceptance, the two-step policy.

use std::sync::Arc;

use crate::http::schema::{Email, Password};
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use serde::Deserialize;

use super::guard::{AdminState, OwnerSession};
use super::mail::Mailer;
use super::roles::Role;
use super::team::{self, LastOwner};
use super::text::{self, OwnerText};
use super::{accounts, activity, sessions};
use crate::http::body::JsonBody;
use crate::http::check::check_body;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::schema::{Closed, NonEmpty, PreferredLanguage};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;

pub struct TeamApi;

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct TeamMember {
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub suspended: bool,
    /// Two-step sign-in is on.
    pub two_step: bool,
    /// RFC 3339, UTC.
    pub created_at: String,
}

impl From<team::Member> for TeamMember {
    fn from(m: team::Member) -> Self {
        TeamMember {
            id: m.id,
            email: m.email,
            role: m.role,
            suspended: m.suspended,
            two_step: m.two_step,
            created_at: m.created_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct MemberPage {
    pub items: Vec<TeamMember>,
    pub total: i64,
}

/// The body of `PATCH /api/admin/team/members/{id}`: at least one field.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct MemberChange {
    pub role: Option<Role>,
    /// `true` suspends the account (its sessions end at once), `false` lets it back in.
    pub suspended: Option<bool>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct InvitationView {
    pub id: i64,
    pub email: String,
    pub role: Role,
    /// The owner who sent it.
    pub invited_by: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC: the link stops working then (resend for 7 more days).
    pub expires_at: String,
}

impl From<team::Invitation> for InvitationView {
    fn from(i: team::Invitation) -> Self {
        InvitationView {
            id: i.id,
            email: i.email,
            role: i.role,
            invited_by: i.invited_by,
            created_at: i.created_at,
            expires_at: i.expires_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct InvitationPage {
    pub items: Vec<InvitationView>,
    pub total: i64,
}

/// The body of `POST /api/admin/invitations`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct InvitationRequest {
    #[oai(validator(max_length = 254))]
    pub email: Email,
    pub role: Role,
    /// The e-mail's language (the inviting owner's by default).
    pub language: Option<PreferredLanguage>,
}

/// The body of `POST /api/admin/invitations/accept`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct InvitationAccept {
    /// The token of the e-mailed link.
    #[oai(validator(min_length = 1, max_length = 200))]
    pub token: String,
    /// 12–1,024 characters, not easy to guess.
    #[oai(validator(min_length = 12, max_length = 1024))]
    pub password: Password,
    /// The console's language, kept as the account's.
    pub language: Option<PreferredLanguage>,
}

/// The team's policy.
#[derive(Debug, Object, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct TeamPolicy {
    /// Every account must turn on two-step sign-in before doing anything else.
    pub require_two_step: bool,
}

#[derive(ApiResponse)]
pub enum MemberChanged {
    #[oai(status = 200)]
    Changed(Json<TeamMember>),
    /// It would leave the team without an owner who can act.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum MemberRemoved {
    /// Removed; its sessions ended, its enquiries are unassigned.
    #[oai(status = 204)]
    Removed,
    /// It is the last owner who can act.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum Invited {
    /// Invited: the e-mail with the link is queued.
    #[oai(status = 201)]
    Created(Json<InvitationView>),
    /// The address already has an account.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum Accepted {
    /// The account exists and is signed in (the session cookie is set).
    #[oai(status = 201)]
    Created(Json<TeamMember>, #[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum Done {
    #[oai(status = 204)]
    Done,
}

fn page(limit: Option<i64>, offset: Option<i64>) -> (i64, i64) {
    (
        limit.unwrap_or(50).clamp(1, 200),
        offset.unwrap_or(0).max(0),
    )
}

fn last_owner(lang: Language) -> ErrorBody {
    ErrorBody {
        error: text::last_owner(lang).to_owned(),
    }
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl TeamApi {
    /// The team's accounts, by address, with their roles (everyone may read it: the inbox
    /// assigns enquiries to people).
    #[oai(
        path = "/admin/team/members",
        method = "get",
        operation_id = "listTeamMembers"
    )]
    async fn members(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] _session: OwnerSession,
        /// 1–200, default 50.
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))]
        limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<MemberPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = page(limit.0, offset.0);
        let (items, total) = db::run(pool.0, move |conn| Ok(team::members(conn, limit, offset)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(MemberPage {
            items: items.into_iter().map(Into::into).collect(),
            total,
        }))
    }

    /// Change an account's role or suspend it (its sessions end at once). The last owner who
    /// can act cannot be demoted or suspended (409).
    #[oai(
        path = "/admin/team/members/:id",
        method = "patch",
        operation_id = "updateTeamMember"
    )]
    async fn update(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<i64>,
        body: JsonBody<NonEmpty<Closed<MemberChange>>>,
    ) -> Result<MemberChanged, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<NonEmpty<Closed<MemberChange>>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?;
        let MemberChange { role, suspended } = checked;
        let (id, actor) = (id.0, session.owner.email);
        let changed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(member) = team::member_by_id(&tx, id)? else {
                return Ok(None);
            };
            let role = role.unwrap_or(member.role);
            let suspended = suspended.unwrap_or(member.suspended);
            if let Err(LastOwner) = team::update(&tx, id, role, suspended)? {
                return Ok(Some(Err(LastOwner)));
            }
            let detail = format!(
                "{} {}{}",
                member.email,
                role.code(),
                if suspended { " suspended" } else { "" }
            );
            activity::record(&tx, &actor, "team.member", &detail)?;
            let member = team::member_by_id(&tx, id)?;
            tx.commit()?;
            Ok(member.map(Ok))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match changed {
            None => Err(ApiError::not_found(lang)),
            Some(Err(LastOwner)) => Ok(MemberChanged::Conflict(Json(last_owner(lang)))),
            Some(Ok(member)) => Ok(MemberChanged::Changed(Json(member.into()))),
        }
    }

    /// Remove an account: its sessions end at once, its enquiries become unassigned, its
    /// notes keep its name. The last owner who can act cannot be removed (409).
    #[oai(
        path = "/admin/team/members/:id",
        method = "delete",
        operation_id = "removeTeamMember"
    )]
    async fn remove(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<i64>,
    ) -> Result<MemberRemoved, ApiError> {
        let lang = Language::from_request(req);
        let (id, actor) = (id.0, session.owner.email);
        let removed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(member) = team::member_by_id(&tx, id)? else {
                return Ok(None);
            };
            if let Err(LastOwner) = team::remove(&tx, id)? {
                return Ok(Some(false));
            }
            activity::record(&tx, &actor, "team.remove", &member.email)?;
            tx.commit()?;
            Ok(Some(true))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match removed {
            None => Err(ApiError::not_found(lang)),
            Some(false) => Ok(MemberRemoved::Conflict(Json(last_owner(lang)))),
            Some(true) => Ok(MemberRemoved::Removed),
        }
    }

    /// Open invitations, newest first (expired ones too, to resend).
    #[oai(
        path = "/admin/invitations",
        method = "get",
        operation_id = "listInvitations"
    )]
    async fn invitations(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        /// 1–200, default 50.
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))]
        limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<InvitationPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = page(limit.0, offset.0);
        let (items, total) = db::run(pool.0, move |conn| {
            Ok(team::invitations(conn, limit, offset)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(InvitationPage {
            items: items.into_iter().map(Into::into).collect(),
            total,
        }))
    }

    /// Invite someone by e-mail: the link `<public URL>/admin/invitation?token=…` works once,
    /// for 7 days. Inviting the same address again replaces the earlier link.
    #[oai(
        path = "/admin/invitations",
        method = "post",
        operation_id = "createInvitation"
    )]
    async fn invite(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        mail: Data<&Mailer>,
        clock: Data<&Clock>,
        session: OwnerSession,
        body: JsonBody<Closed<InvitationRequest>>,
    ) -> Result<Invited, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<InvitationRequest>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?;
        let email = checked.email.0.trim().to_owned();
        let role = checked.role;
        let language = checked
            .language
            .map_or(session.owner.language, Language::from);
        let (now, actor, outbox) = (clock.now(), session.owner.email, mail.0.clone());
        let invited = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if team::has_account(&tx, &email)? {
                return Ok(None);
            }
            let (id, token) = team::invite(&tx, &email, role, language.code(), &actor, now)?;
            outbox.queue_invitation(&tx, &email, language.code(), &token)?;
            activity::record(
                &tx,
                &actor,
                "team.invite",
                &format!("{email} {}", role.code()),
            )?;
            let invitation = team::invitation_by_id(&tx, id)?;
            tx.commit()?;
            Ok(invitation)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let Some(invitation) = invited else {
            return Ok(Invited::Conflict(ErrorBody::json(text::already_member(
                lang,
            ))));
        };
        mail.0.wake();
        Ok(Invited::Created(Json(invitation.into())))
    }

    /// Send an invitation again: a new link, valid 7 days from now (the old one stops).
    #[oai(
        path = "/admin/invitations/:id/resend",
        method = "post",
        operation_id = "resendInvitation"
    )]
    async fn resend(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        mail: Data<&Mailer>,
        clock: Data<&Clock>,
        session: OwnerSession,
        id: Path<i64>,
    ) -> Result<Json<InvitationView>, ApiError> {
        let lang = Language::from_request(req);
        let (id, now, actor, outbox) = (id.0, clock.now(), session.owner.email, mail.0.clone());
        let renewed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some((email, language, token)) = team::renew(&tx, id, now)? else {
                return Ok(None);
            };
            outbox.queue_invitation(&tx, &email, &language, &token)?;
            activity::record(&tx, &actor, "team.invite_resend", &email)?;
            let invitation = team::invitation_by_id(&tx, id)?;
            tx.commit()?;
            Ok(invitation)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let invitation = renewed.ok_or_else(|| ApiError::not_found(lang))?;
        mail.0.wake();
        Ok(Json(invitation.into()))
    }

    /// Withdraw an invitation: its link stops working.
    #[oai(
        path = "/admin/invitations/:id",
        method = "delete",
        operation_id = "withdrawInvitation"
    )]
    async fn withdraw(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<i64>,
    ) -> Result<Done, ApiError> {
        let lang = Language::from_request(req);
        let (id, actor) = (id.0, session.owner.email);
        let withdrawn = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(invitation) = team::invitation_by_id(&tx, id)? else {
                return Ok(false);
            };
            team::withdraw(&tx, id)?;
            activity::record(&tx, &actor, "team.invite_withdraw", &invitation.email)?;
            tx.commit()?;
            Ok(true)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if !withdrawn {
            return Err(ApiError::not_found(lang));
        }
        Ok(Done::Done)
    }

    /// Accept an invitation: makes the account (same password rules as everywhere) and
    /// signs it in. A used, withdrawn, expired or unknown token is a 400.
    #[oai(
        path = "/admin/invitations/accept",
        method = "post",
        operation_id = "acceptInvitation"
    )]
    async fn accept(
        &self,
        req: &Request,
        admin: Data<&Arc<AdminState>>,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        body: JsonBody<Closed<InvitationAccept>>,
    ) -> Result<Accepted, ApiError> {
        let mut lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<InvitationAccept>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?;
        if let Some(chosen) = checked.language {
            lang = chosen.into();
        }
        let token = checked.token;
        let password = checked.password.0;
        let now = clock.now();
        let lookup = token.clone();
        let open = db::run(pool.0, move |conn| {
            Ok(team::open_invitation(conn, &lookup, now)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let expired = || ApiError::bad_request(text::invitation_expired(lang));
        let (id, email, role, _) = open.ok_or_else(expired)?;
        accounts::check_password(&password, &email, lang).map_err(ApiError::bad_request)?;
        let hash = tokio::task::spawn_blocking(move || accounts::hash_password(&password))
            .await
            .map_err(|err| ApiError::failed(lang, err))?
            .map_err(|err| ApiError::failed(lang, err))?;
        let created = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            // Checked again inside the write: two tabs accepting at once make one account.
            if team::open_invitation(&tx, &token, now)?.is_none_or(|(open, ..)| open != id)
                || !team::mark_accepted(&tx, id, now)?
                || team::has_account(&tx, &email)?
            {
                return Ok(None);
            }
            let owner_id = team::create(&tx, &email, &hash, role, lang.code())?;
            let session = sessions::create(&tx, owner_id)?;
            activity::record(&tx, &email, "team.join", role.code())?;
            let member = team::member_by_id(&tx, owner_id)?;
            tx.commit()?;
            Ok(member.map(|m| (m, session)))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let (member, session) = created.ok_or_else(expired)?;
        Ok(Accepted::Created(
            Json(member.into()),
            admin.0.cookie(&session),
        ))
    }

    /// The team's policy.
    #[oai(
        path = "/admin/team/policy",
        method = "get",
        operation_id = "getTeamPolicy"
    )]
    async fn policy(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<Json<TeamPolicy>, ApiError> {
        let lang = Language::from_request(req);
        let on = db::run(pool.0, move |conn| Ok(team::require_two_step(conn)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(TeamPolicy {
            require_two_step: on,
        }))
    }

    /// Require two-step sign-in for everyone: an account without it can then only turn it
    /// on (or sign out) until it does.
    #[oai(
        path = "/admin/team/policy",
        method = "put",
        operation_id = "setTeamPolicy"
    )]
    async fn set_policy(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<TeamPolicy>>,
    ) -> Result<Json<TeamPolicy>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<TeamPolicy>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?;
        let on = checked.require_two_step;
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            team::set_require_two_step(&tx, on)?;
            activity::record(
                &tx,
                &actor,
                "team.require_two_step",
                if on { "on" } else { "off" },
            )?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(TeamPolicy {
            require_two_step: on,
        }))
    }
}
