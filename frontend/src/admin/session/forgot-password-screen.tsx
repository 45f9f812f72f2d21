import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { MailCheck, Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from '@/lib/zod'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { isEmail } from '../ui/email'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { consoleText } from '../console-text'
import { AUTH_LINK, AuthFrame } from './auth-frame'
import { recoveryText } from './recovery-text'
import { requestPasswordReset } from './session-api'

const schema = z.object({
  email: z.string().trim().min(1, 'required').refine(isEmail, 'invalidEmail'),
})
type Values = z.infer<typeof schema>

/**
 * "Forgot your password?": the owner types the account's address and is told a link is on
 * its way if an account has it. The answer is the same for every address (the server's 202),
 * so the page tells nobody which accounts exist.
 */
export function ForgotPasswordScreen() {
  const t = useText(recoveryText)
  const c = useText(consoleText)
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } })
  const error = form.formState.errors.email?.message
  const mutation = useMutation({ mutationFn: ({ email }: Values) => requestPasswordReset(email) })

  return (
    <AuthFrame title={t.forgotTitle} intro={mutation.isSuccess ? undefined : <p>{t.forgotIntro}</p>}>
      {mutation.isSuccess ? (
        <div role="status" className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="flex items-center gap-2 font-semibold">
            <MailCheck className="h-4 w-4 shrink-0" aria-hidden />
            {t.sentTitle}
          </p>
          <p>{t.sent}</p>
          <p className="text-emerald-800">{t.sentHint}</p>
        </div>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <Field id="forgot-email" label={t.email} required error={error}>
            <input
              type="email"
              autoComplete="username"
              className={inputClass(Boolean(error))}
              {...fieldAria('forgot-email', error)}
              {...form.register('email')}
            />
          </Field>
          {mutation.isError && <FormError error={mutation.error} fallback={c.failed} />}
          <Button type="submit" variant="primary" size="lg" className="w-full" disabled={mutation.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {mutation.isPending ? t.sending : t.send}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/admin/sign-in" className={AUTH_LINK}>
          {t.backToSignIn}
        </Link>
      </p>
    </AuthFrame>
  )
}
