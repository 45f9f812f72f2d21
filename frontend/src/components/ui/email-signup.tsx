import { useId, useState } from 'react'
import type { ComponentType } from 'react'

import { Button } from './button'
import { SectionHeading } from './section-heading'

interface EmailSignupProps {
  /** The input's label (read by screen readers; the box's heading says it visibly). */
  label: string
  placeholder: string
  submitLabel: string
  /** Receives the trimmed address; nothing is sent anywhere by this block. */
  onSubmit: (email: string) => void
}

/**
 * An e-mail box with one button (blog newsletter, testimonials quote band). The input is a
 * plain e-mail input (product.md §5): the browser's own e-mail check, and required so that
 * an empty click does nothing.
 */
export function EmailSignup({ label, placeholder, submitLabel, onSubmit }: EmailSignupProps) {
  const id = useId()
  const [email, setEmail] = useState('')
  return (
    <form
      className="flex w-full flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(email.trim())
        setEmail('')
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-12 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none"
      />
      <Button type="submit" variant="accent" size="lg" className="shrink-0">
        {submitLabel}
      </Button>
    </form>
  )
}

interface EmailSignupBandProps extends EmailSignupProps {
  id: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  title: string
  subtitle: string
}

/** The tinted band around an e-mail box: an icon, a heading and its text, then the box. */
export function EmailSignupBand({ id, icon: Icon, title, subtitle, ...signup }: EmailSignupBandProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-brand-50 px-6 py-10 sm:px-10">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <SectionHeading id={id} title={title} subtitle={subtitle} />
        <EmailSignup {...signup} />
      </div>
    </section>
  )
}
