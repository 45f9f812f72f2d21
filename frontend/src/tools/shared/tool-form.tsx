import type { FormEvent, ReactNode, RefObject } from 'react'

import { useLanguage } from '@/i18n/language-provider'

interface ToolFormProps {
  /** The tool's own page: a submission before the app has loaded is a link to its result. */
  action: string
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  className?: string
  children: ReactNode
}

/**
 * A calculator's form as plain HTML too (docs/decisions-spec.md §28): `GET` to its page with
 * fields named as the link's parameters, so a visitor who presses Calculate before the app
 * has loaded gets the server's rendering of that link, result included, in the page's
 * language. Once the app runs it handles the submission itself.
 */
export function ToolForm({ action, formRef, onSubmit, className, children }: ToolFormProps) {
  const { locale } = useLanguage()
  return (
    <form ref={formRef} method="get" action={action} noValidate onSubmit={onSubmit} className={className}>
      <input type="hidden" name="lang" value={locale} />
      {children}
    </form>
  )
}
