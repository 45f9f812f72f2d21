import { useId, useState } from 'react'

import { Button } from './button'

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
