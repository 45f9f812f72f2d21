import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogIn } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { z } from '@/lib/zod'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { ADMIN_KEY } from '../admin-api'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { AUTH_LINK, AuthFrame } from './auth-frame'
import { codeSchema } from './code-schema'
import type { CodeValues } from './code-schema'
import { SESSION_KEY, SecondStepNeeded, fetchOwner, signIn, useOwner } from './session-api'
import type { SignIn } from './session-api'
import { signInText } from './sign-in-text'

const schema = z.object({
  email: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required'),
})
type Values = z.infer<typeof schema>


/** Where the owner was going before being sent here (a console path), else the inbox. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/admin/') && from !== '/admin/sign-in' ? from : '/admin'
}

/**
 * Sign-in: the address and password, then, for an account with two-step sign-in on, the
 * code in place (the address and password are kept, and sent again with it).
 */
export function SignInScreen() {
  const t = useText(signInText)
  const { locale } = useLanguage()
  const owner = useOwner()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } })
  const codeForm = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  // The address and password the server accepted, while it asks for the code.
  const [accepted, setAccepted] = useState<Omit<SignIn, 'code'> | null>(null)
  const { errors } = form.formState
  const codeError = codeForm.formState.errors.code?.message
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      // Nothing of an earlier owner's session may show.
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] })
      await queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchOwner })
      void navigate(returnPath(location.state), { replace: true })
    },
    onError: (error, sent) => {
      if (error instanceof SecondStepNeeded) {
        if (sent.code === undefined) {
          // The password was right: ask for the code, keeping what was typed.
          setAccepted({ email: sent.email, password: sent.password, language: sent.language })
        } else {
          codeForm.resetField('code')
          codeForm.setError('code', { message: 'wrongCode' }, { shouldFocus: true })
        }
        return
      }
      // Anything else (the password changed meanwhile, too many tries): back to the start.
      setAccepted(null)
      form.resetField('password')
    },
  })
  const refused = mutation.isError && !(mutation.error instanceof SecondStepNeeded)

  if (owner.data && !mutation.isPending) return <Navigate to={returnPath(location.state)} replace />

  if (accepted) {
    return (
      <AuthFrame
        title={t.title}
        intro={
          <>
            <p>{t.codeIntro}</p>
            <p>{t.codeFor(accepted.email)}</p>
          </>
        }
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={codeForm.handleSubmit(({ code }) => mutation.mutate({ ...accepted, language: locale, code }))}
        >
          <Field id="sign-in-code" label={t.code} required error={codeError} hint={t.codeHint}>
            <input
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              // It appears in place of the password: where the owner types next.
              autoFocus
              className={inputClass(Boolean(codeError), 'font-mono tracking-wider')}
              {...fieldAria('sign-in-code', codeError, true)}
              {...codeForm.register('code')}
            />
          </Field>
          {refused && <FormError error={mutation.error} fallback={t.failed} />}
          <Button type="submit" variant="primary" size="lg" className="w-full" disabled={mutation.isPending}>
            <LogIn className="h-4 w-4" aria-hidden />
            {mutation.isPending ? t.submitting : t.submit}
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setAccepted(null)
              codeForm.reset()
              form.resetField('password')
              mutation.reset()
            }}
          >
            {t.otherAccount}
          </Button>
        </form>
      </AuthFrame>
    )
  }

  return (
    <AuthFrame title={t.title} intro={<p>{t.intro}</p>}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate({ ...values, language: locale }))}
      >
        <Field id="sign-in-email" label={t.email} required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="username"
            className={inputClass(Boolean(errors.email))}
            {...fieldAria('sign-in-email', errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <Field id="sign-in-password" label={t.password} required error={errors.password?.message}>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClass(Boolean(errors.password))}
            {...fieldAria('sign-in-password', errors.password?.message)}
            {...form.register('password')}
          />
        </Field>
        {refused && <FormError error={mutation.error} fallback={t.failed} />}
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={mutation.isPending}>
          <LogIn className="h-4 w-4" aria-hidden />
          {mutation.isPending ? t.submitting : t.submit}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/admin/forgot-password" className={AUTH_LINK}>
          {t.forgot}
        </Link>
      </p>
    </AuthFrame>
  )
}
