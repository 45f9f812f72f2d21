import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, KeyRound } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { ADMIN_KEY } from '../admin-api'
import type { NewPasswordValues } from '../ui/password-schema'
import { AUTH_LINK, AuthFrame } from './auth-frame'
import { NewPasswordForm } from './new-password-form'
import { recoveryText } from './recovery-text'
import { confirmPasswordReset } from './session-api'

/**
 * /admin/reset-password?token=…, the link of the reset e-mail (30 minutes, used once): a new
 * password, twice. Used without a session; once it is saved every session of the account
 * has ended, so the owner signs in again with it.
 */
export function ResetPasswordScreen() {
  const t = useText(recoveryText)
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ newPassword }: NewPasswordValues) => confirmPasswordReset({ token, password: newPassword }),
    onSuccess: () => {
      // This browser's session, if it had one, has ended with all the others.
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] })
    },
  })

  const askAgain = (
    <p className="text-center text-sm text-slate-600">
      {t.askAgainLead}{' '}
      <Link to="/admin/forgot-password" className={AUTH_LINK}>
        {t.askAgain}
      </Link>
    </p>
  )

  if (mutation.isSuccess) {
    return (
      <AuthFrame title={t.resetTitle}>
        <div role="status" className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="flex items-center gap-2 font-semibold">
            <CircleCheck className="h-4 w-4 shrink-0" aria-hidden />
            {t.doneTitle}
          </p>
          <p>{t.done}</p>
        </div>
        <Link to="/admin/sign-in" replace className={buttonClass('primary', 'lg', 'w-full')}>
          {t.signIn}
        </Link>
      </AuthFrame>
    )
  }

  if (!token) {
    return (
      <AuthFrame title={t.resetTitle}>
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t.noToken}
        </p>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className={AUTH_LINK}>
            {t.askAgain}
          </Link>
        </p>
      </AuthFrame>
    )
  }

  return (
    <AuthFrame title={t.resetTitle} intro={<p>{t.resetIntro}</p>}>
      {/* 400: the link is used or expired, or the password is too easy to guess; the server says which. */}
      <NewPasswordForm
        idPrefix="reset"
        passwordLabel={t.newPassword}
        repeatLabel={t.repeat}
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={(values) => mutation.mutate(values)}
        submit={
          <>
            <KeyRound className="h-4 w-4" aria-hidden />
            {mutation.isPending ? t.saving : t.save}
          </>
        }
      />
      {askAgain}
    </AuthFrame>
  )
}
