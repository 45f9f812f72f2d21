import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogIn } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { z } from '@/lib/zod'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { ADMIN_KEY } from '../admin-api'
import { useConsoleTitle } from '../ui/console-page'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { SESSION_KEY, fetchOwner, signIn, useOwner } from './session-api'
import { signInText } from './sign-in-text'

const schema = z.object({
  email: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required'),
})
type Values = z.infer<typeof schema>

/** Where the owner was going before being sent here (a console path), else the inbox. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/admin/') && from !== '/admin/sign-in' ? from : '/admin/enquiries'
}

export function SignInScreen() {
  const t = useText(signInText)
  const { locale } = useLanguage()
  useConsoleTitle(t.title)
  const owner = useOwner()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      // Nothing of an earlier owner's session may show.
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] })
      await queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchOwner })
      void navigate(returnPath(location.state), { replace: true })
    },
    onError: () => form.resetField('password'),
  })

  if (owner.data && !mutation.isPending) return <Navigate to={returnPath(location.state)} replace />

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.title}</h1>
          <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
        </div>
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
          {mutation.isError && (
            <FormError error={mutation.error} fallback={t.failed} />
          )}
          <Button type="submit" variant="primary" size="lg" className="w-full" disabled={mutation.isPending}>
            <LogIn className="h-4 w-4" aria-hidden />
            {mutation.isPending ? t.submitting : t.submit}
          </Button>
        </form>
      </div>
    </main>
  )
}
