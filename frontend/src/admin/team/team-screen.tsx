import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { useOwner } from '../session/session-api'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { isEmail } from '../ui/email'
import { Field, fieldAria, inputClass } from '../ui/field'
import { PAGE_SIZE } from '../ui/list-params'
import { Pager } from '../ui/pager'
import {
  ROLES,
  TEAM_KEY,
  changeMember,
  invite,
  removeMember,
  resendInvitation,
  setPolicy,
  useInvitations,
  useMembers,
  usePolicy,
  withdrawInvitation,
} from './team-api'
import type { Invitation, Role, TeamMember } from './team-api'
import { teamText } from './team-text'

const SECTION = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4'

/**
 * A change to the team: refreshes the lists, says what was done, or shows the server's
 * words (the last owner, an address that already has an account) in the owner's language.
 */
function useTeamChange<A, R>(action: (args: A) => Promise<R>, said: (result: R, args: A) => string) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const c = useText(consoleText)
  return useMutation({
    mutationFn: action,
    onSuccess: (result, args) => {
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY })
      toast({ title: c.savedTitle, description: said(result, args) })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
}

function RoleOptions() {
  const t = useText(teamText)
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {t.roles[role]} — {t.roleHints[role]}
    </option>
  ))
}

function PolicySection() {
  const t = useText(teamText)
  const query = usePolicy()
  const change = useTeamChange(setPolicy, (stored) => (stored.requireTwoStep ? t.policyOn : t.policyOff))
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className={SECTION}>
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t.policyTitle}
      </h2>
      <LoadState query={query}>
        {(policy) => (
          <div className="flex items-start gap-3">
            <input
              id={`${id}-two-step`}
              type="checkbox"
              role="switch"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              checked={policy.requireTwoStep}
              disabled={change.isPending}
              aria-describedby={`${id}-hint`}
              onChange={(event) => change.mutate(event.target.checked)}
            />
            <div>
              <label htmlFor={`${id}-two-step`} className="cursor-pointer text-sm font-semibold text-slate-900">
                {t.requireTwoStep}
              </label>
              <p id={`${id}-hint`} className="text-sm text-slate-600">
                {t.requireTwoStepHint}
              </p>
            </div>
          </div>
        )}
      </LoadState>
    </section>
  )
}

function InviteForm() {
  const t = useText(teamText)
  const { locale } = useLanguage()
  const id = useId()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('sales')
  const [language, setLanguage] = useState<'vi' | 'en'>(locale)
  const [error, setError] = useState<string>()
  const address = email.trim()
  const send = useTeamChange(invite, (_, body) => {
    setEmail('')
    return t.invited(body.email)
  })
  const submit = () => {
    if (!address) return setError('required')
    if (!isEmail(address)) return setError('invalidEmail')
    send.mutate({ email: address, role, language })
  }
  return (
    <section aria-labelledby={`${id}-title`} className={SECTION}>
      <div>
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">
          {t.inviteTitle}
        </h2>
        <p className="text-sm text-slate-600">{t.inviteHint}</p>
      </div>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Field id={`${id}-email`} label={t.inviteEmail} required error={error} className="sm:col-span-2">
          <input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
            className={inputClass(Boolean(error))}
            {...fieldAria(`${id}-email`, error)}
          />
        </Field>
        <Field id={`${id}-role`} label={t.inviteRole}>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as Role)} className={inputClass(false)}>
            <RoleOptions />
          </select>
        </Field>
        <Field id={`${id}-language`} label={t.inviteLanguage}>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as 'vi' | 'en')}
            className={inputClass(false)}
          >
            <option value="vi">{t.languages.vi}</option>
            <option value="en">{t.languages.en}</option>
          </select>
        </Field>
        <div>
          <Button type="submit" variant="primary" disabled={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </section>
  )
}

function MemberRole({ member }: { member: TeamMember }) {
  const t = useText(teamText)
  const id = useId()
  const [role, setRole] = useState<Role>(member.role)
  const change = useTeamChange(
    (next: Role) => changeMember(member.id, { role: next }),
    (stored) => t.roleSaved(stored.email, t.roles[stored.role]),
  )
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-role`} className="sr-only">
          {t.roleOf(member.email)}
        </label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className={inputClass(false, 'w-44')}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={change.isPending || role === member.role}
        onClick={() => change.mutate(role, { onError: () => setRole(member.role) })}
      >
        {t.saveRole}
      </Button>
    </div>
  )
}

function MemberActions({ member }: { member: TeamMember }) {
  const t = useText(teamText)
  const suspend = useTeamChange(
    (on: boolean) => changeMember(member.id, { suspended: on }),
    (stored) => (stored.suspended ? t.suspendedDone(stored.email) : t.unsuspendedDone(stored.email)),
  )
  const remove = useTeamChange(
    () => removeMember(member.id),
    () => t.removed(member.email),
  )
  const busy = suspend.isPending || remove.isPending
  return (
    <div className="flex flex-wrap gap-2">
      {member.suspended ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => suspend.mutate(false)}>
          {t.unsuspend}
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={busy}>
              {t.suspend}
            </Button>
          }
          title={t.suspendTitle(member.email)}
          description={t.suspendText}
          confirmLabel={t.suspend}
          onConfirm={() => suspend.mutate(true)}
        />
      )}
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={busy} aria-label={t.removeLabel(member.email)}>
            {t.remove}
          </Button>
        }
        title={t.removeTitle(member.email)}
        description={t.removeText}
        confirmLabel={t.remove}
        onConfirm={() => remove.mutate(undefined)}
      />
    </div>
  )
}

function MemberRow({ member, me }: { member: TeamMember; me: boolean }) {
  const t = useText(teamText)
  const { locale } = useLanguage()
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="team-member">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-all text-slate-900">
          {member.email} {me && <span className="text-sm font-normal text-slate-600">{t.you}</span>}
        </p>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${member.suspended ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {member.suspended ? t.suspended : t.active}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {t.roles[member.role]} · {member.twoStep ? t.twoStepOn : t.twoStepOff} · {t.joined(formatDateTime(member.createdAt, locale))}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* Keyed by the stored role: after a refusal the select shows what the server keeps. */}
        <MemberRole key={member.role} member={member} />
        <MemberActions member={member} />
      </div>
    </li>
  )
}

function Members() {
  const t = useText(teamText)
  const me = useOwner().data?.email
  const [offset, setOffset] = useState(0)
  const query = useMembers(offset)
  return (
    <section aria-labelledby="team-members" className="space-y-3">
      <h2 id="team-members" className="font-semibold text-slate-900">
        {t.members}
      </h2>
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-3">
            <ul className="space-y-3" aria-labelledby="team-members">
              {page.items.map((member) => (
                <MemberRow key={member.id} member={member} me={member.email === me} />
              ))}
            </ul>
            <Pager offset={offset} limit={PAGE_SIZE} total={page.total} onOffset={setOffset} />
          </div>
        )}
      </LoadState>
    </section>
  )
}

function InvitationRow({ invitation, fetchedAt }: { invitation: Invitation; fetchedAt: number }) {
  const t = useText(teamText)
  const { locale } = useLanguage()
  const resend = useTeamChange(
    () => resendInvitation(invitation.id),
    () => t.resent(invitation.email),
  )
  const withdraw = useTeamChange(
    () => withdrawInvitation(invitation.id),
    () => t.withdrawn(invitation.email),
  )
  // Read when the list was fetched: an expired link says so, and can be sent again.
  const expired = Date.parse(invitation.expiresAt) <= fetchedAt
  const busy = resend.isPending || withdraw.isPending
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="team-invitation">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-all text-slate-900">
          {invitation.email} · {t.roles[invitation.role]}
        </p>
        <p className="text-xs text-slate-600">{t.invitedBy(invitation.invitedBy, formatDateTime(invitation.createdAt, locale))}</p>
        <p className={`text-xs ${expired ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
          {expired ? t.expired : t.expires(formatDateTime(invitation.expiresAt, locale))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} aria-label={t.resendLabel(invitation.email)} onClick={() => resend.mutate(undefined)}>
          {t.resend}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={busy} aria-label={t.withdrawLabel(invitation.email)}>
              {t.withdraw}
            </Button>
          }
          title={t.withdrawTitle(invitation.email)}
          description={t.withdrawText}
          confirmLabel={t.withdraw}
          onConfirm={() => withdraw.mutate(undefined)}
        />
      </div>
    </li>
  )
}

function Invitations() {
  const t = useText(teamText)
  const [offset, setOffset] = useState(0)
  const query = useInvitations(offset)
  return (
    <section aria-labelledby="team-invitations" className="space-y-3">
      <h2 id="team-invitations" className="font-semibold text-slate-900">
        {t.invitations}
      </h2>
      <LoadState query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noInvitations}</p>
          ) : (
            <div className="space-y-3">
              <ul className="space-y-3" aria-labelledby="team-invitations">
                {page.items.map((invitation) => (
                  <InvitationRow key={`${invitation.id}-${invitation.expiresAt}`} invitation={invitation} fetchedAt={query.dataUpdatedAt} />
                ))}
              </ul>
              <Pager offset={offset} limit={PAGE_SIZE} total={page.total} onOffset={setOffset} />
            </div>
          )
        }
      </LoadState>
    </section>
  )
}

/** The Team screen (owners only): accounts and their roles, invitations, the two-step policy. */
export function TeamScreen() {
  const t = useText(teamText)
  return (
    <ConsolePage title={t.title}>
      <p className="text-slate-700">{t.intro}</p>
      <InviteForm />
      <Invitations />
      <Members />
      <PolicySection />
    </ConsolePage>
  )
}
