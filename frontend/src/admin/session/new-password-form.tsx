import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { newPasswordSchema } from '../ui/password-schema'
import type { NewPasswordValues } from '../ui/password-schema'

const EMPTY: NewPasswordValues = { newPassword: '', repeat: '' }

/**
 * A new password typed twice, under the rules every password of the console follows: the
 * reset link's form and the invitation's. `error` is the server's refusal (a used or expired
 * link, a password too easy to guess), said as it says it.
 */
export function NewPasswordForm({
  idPrefix,
  passwordLabel,
  repeatLabel,
  submit,
  pending,
  error,
  onSubmit,
}: {
  idPrefix: string
  passwordLabel: string
  repeatLabel: string
  /** The button's icon and words. */
  submit: ReactNode
  pending: boolean
  error: Error | null
  onSubmit: (values: NewPasswordValues) => void
}) {
  const c = useText(consoleText)
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: EMPTY })
  const { errors } = form.formState

  const input = (name: keyof NewPasswordValues, label: string) => {
    const id = `${idPrefix}-${name}`
    const message = errors[name]?.message
    return (
      <Field id={id} label={label} required error={message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass(Boolean(message))}
          {...fieldAria(id, message)}
          {...form.register(name)}
        />
      </Field>
    )
  }

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      {input('newPassword', passwordLabel)}
      {input('repeat', repeatLabel)}
      {error && <FormError error={error} fallback={c.failed} />}
      <Button type="submit" variant="primary" size="lg" className="w-full" disabled={pending}>
        {submit}
      </Button>
    </form>
  )
}
