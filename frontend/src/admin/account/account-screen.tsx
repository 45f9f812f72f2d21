import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRound, LogOut } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { api } from '@/api/client'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { ADMIN_KEY, AdminError, adminCall, errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { useOwner } from '../session/session-api'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { accountText } from './account-text'
import { passwordSchema } from '../ui/password-schema'
import { TwoStepSection } from './two-step-section'
import type { PasswordValues } from '../ui/password-schema'

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeat: '' }

/** `PUT /api/admin/password` answers a wrong current password with 403. */
const isWrongPassword = (error: unknown) => error instanceof AdminError && error.status === 403

function PasswordForm({ email }: { email: string }) {
  const t = useText(accountText)
  const c = useText(consoleText)
  const toast = useToast()
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordValues) =>
      adminCall(api.PUT('/admin/password', { body: { currentPassword, newPassword } })),
    onSuccess: () => {
      form.reset(EMPTY)
      toast({ title: c.savedTitle, description: t.changed })
    },
    // 403: a wrong current password. Said beside that field, in the console's language.
    onError: (error) => {
      if (isWrongPassword(error)) {
        form.resetField('currentPassword')
        form.setError('currentPassword', { message: 'wrongPassword' }, { shouldFocus: true })
      }
    },
  })
  const input = (name: keyof PasswordValues, label: string, autoComplete: string) => {
    const id = `account-${name}`
    const error = errors[name]?.message
    return (
      <Field id={id} label={label} required error={error}>
        <input
          type="password"
          autoComplete={autoComplete}
          className={inputClass(Boolean(error))}
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </Field>
    )
  }
  return (
    <section aria-labelledby="account-password" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id="account-password" className="text-lg font-semibold text-slate-900">
          {t.password}
        </h2>
        <p className="text-sm text-slate-600">{t.passwordHint}</p>
      </div>
      <form noValidate className="max-w-md space-y-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        {input('currentPassword', t.current, 'current-password')}
        {input('newPassword', t.next, 'new-password')}
        {input('repeat', t.repeat, 'new-password')}
        {mutation.isError && !isWrongPassword(mutation.error) && (
          <FormError error={mutation.error} fallback={c.failed} />
        )}
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          <KeyRound className="h-4 w-4" aria-hidden />
          {mutation.isPending ? t.changing : t.change}
        </Button>
      </form>
    </section>
  )
}

function SignOutEverywhere() {
  const t = useText(accountText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: () => adminCall(api.DELETE('/admin/sessions')),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] })
      void navigate('/admin/sign-in', { replace: true })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <section aria-labelledby="account-everywhere" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="account-everywhere" className="text-lg font-semibold text-slate-900">
        {t.everywhere}
      </h2>
      <p className="text-sm text-slate-600">{t.everywhereText}</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={mutation.isPending}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t.everywhereButton}
          </Button>
        }
        title={t.confirmTitle}
        description={t.confirmText}
        confirmLabel={t.everywhereButton}
        onConfirm={() => mutation.mutate()}
      />
    </section>
  )
}

/** The owner's own account: change the password, two-step sign-in, end every session. */
export function AccountScreen() {
  const t = useText(accountText)
  const email = useOwner().data?.email ?? ''
  return (
    <ConsolePage title={t.title}>
      <p className="text-slate-700">{t.signedInAs(email)}</p>
      <PasswordForm email={email} />
      <TwoStepSection email={email} />
      <SignOutEverywhere />
    </ConsolePage>
  )
}
