import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, ShieldCheck, UserPlus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'

import { api, serverErrorText } from '@/api/client'
import { buttonClass } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { ADMIN_KEY, AdminError } from '../admin-api'
import type { NewPasswordValues } from '../ui/password-schema'
import { AuthFrame } from './auth-frame'
import { NewPasswordForm } from './new-password-form'
import { invitationText } from './invitation-text'

/**
 * POST /api/admin/invitations/accept → 201, the account and its session cookie. A used,
 * withdrawn or expired link, or a password too easy to guess, is a 400 with the server's
 * words. No session is involved yet, so this does not go through adminCall.
 */
async function acceptInvitation(body: { token: string; password: string; language: 'vi' | 'en' }) {
  const { data, error, response } = await api.POST('/admin/invitations/accept', { body })
  if (!response.ok || !data) throw new AdminError(response.status, serverErrorText(error))
  return data
}

/** After accepting: signed in; two-step sign-in now (the Account screen) or later. */
function Joined({ email }: { email: string }) {
  const t = useText(invitationText)
  return (
    <AuthFrame title={t.doneTitle}>
      <div role="status" className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck className="h-4 w-4 shrink-0" aria-hidden />
          {t.done(email)}
        </p>
      </div>
      <p className="text-sm text-slate-700">{t.twoStepLead}</p>
      <div className="space-y-3">
        <Link to="/admin/account" replace className={buttonClass('primary', 'lg', 'w-full')}>
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t.twoStepNow}
        </Link>
        <Link to="/admin" replace className={buttonClass('outline', 'lg', 'w-full')}>
          {t.later}
        </Link>
      </div>
    </AuthFrame>
  )
}

/**
 * /admin/invitation?token=…, the link of an invitation e-mail (7 days, used once): a
 * password under the same rules as everywhere, then the new account is signed in and may
 * turn on two-step sign-in at once.
 */
export function AcceptInvitationScreen() {
  const t = useText(invitationText)
  const { locale } = useLanguage()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ newPassword }: NewPasswordValues) => acceptInvitation({ token, password: newPassword, language: locale }),
    // Whoever this browser was signed in as before, it is now the new account.
    onSuccess: () => queryClient.removeQueries({ queryKey: [ADMIN_KEY] }),
  })

  if (mutation.isSuccess) return <Joined email={mutation.data.email} />

  if (!token) {
    return (
      <AuthFrame title={t.title}>
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t.noToken}
        </p>
      </AuthFrame>
    )
  }

  return (
    <AuthFrame title={t.title} intro={<p>{t.intro}</p>}>
      {/* 400: the link is used, withdrawn or expired, or the password is too easy to guess; the server says which. */}
      <NewPasswordForm
        idPrefix="invitation"
        passwordLabel={t.password}
        repeatLabel={t.repeat}
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={(values) => mutation.mutate(values)}
        submit={
          <>
            <UserPlus className="h-4 w-4" aria-hidden />
            {mutation.isPending ? t.accepting : t.accept}
          </>
        }
      />
    </AuthFrame>
  )
}
