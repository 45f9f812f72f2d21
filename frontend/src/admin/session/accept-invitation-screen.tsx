import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, ShieldCheck, UserPlus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'

import { api, serverErrorText } from '@/api/client'
import { Button, buttonClass } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { ADMIN_KEY, AdminError } from '../admin-api'
import { consoleText } from '../console-text'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { newPasswordSchema } from '../ui/password-schema'
import type { NewPasswordValues } from '../ui/password-schema'
import { AuthFrame } from './auth-frame'
import { invitationText } from './invitation-text'

const EMPTY: NewPasswordValues = { newPassword: '', repeat: '' }

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
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const queryClient = useQueryClient()
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: EMPTY })
  const { errors } = form.formState
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

  const input = (name: keyof NewPasswordValues, label: string) => {
    const id = `invitation-${name}`
    const error = errors[name]?.message
    return (
      <Field id={id} label={label} required error={error}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass(Boolean(error))}
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </Field>
    )
  }

  return (
    <AuthFrame title={t.title} intro={<p>{t.intro}</p>}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        {input('newPassword', t.password)}
        {input('repeat', t.repeat)}
        {/* 400: the link is used, withdrawn or expired, or the password is too easy to guess; the server says which. */}
        {mutation.isError && <FormError error={mutation.error} fallback={c.failed} />}
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={mutation.isPending}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {mutation.isPending ? t.accepting : t.accept}
        </Button>
      </form>
    </AuthFrame>
  )
}
