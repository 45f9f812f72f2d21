import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ComponentType } from 'react'
import { useLocation } from 'react-router'

import { SubscribeError, subscribe } from '@/api/subscriptions'
import type { SubscriptionSource } from '@/api/subscriptions'
import { ConsentStatement, useConsentVersion } from '@/components/consent/consent-statement'
import { Button } from '@/components/ui/button'
import { SectionHeading } from '@/components/ui/section-heading'
import { useToast } from '@/components/ui/toaster'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'

export const emailSignupText = defineDictionary(
  'emailSignup',
  {
    honeypot: 'Website (vui lòng để trống)',
    sending: 'Đang gửi...',
    errorTitle: 'Có lỗi xảy ra',
    failed: 'Không thể đăng ký. Vui lòng thử lại.',
  },
  {
    honeypot: 'Website (leave empty)',
    sending: 'Sending...',
    errorTitle: 'Error occurred',
    failed: 'Failed to subscribe. Please try again.',
  },
)

interface EmailSignupProps {
  /** The input's label (read by screen readers; the box's heading says it visibly). */
  label: string
  placeholder: string
  submitLabel: string
  /** Where the address was left; stored with the subscription. */
  source: SubscriptionSource
  /** What the visitor signs up for, in plain words, shown under the box. */
  consent: string
  /** The title of the thank-you toast; its text is the server's own answer. */
  thanksTitle: string
}

/**
 * An e-mail box with one button that subscribes the address (POST /api/subscriptions) in
 * the page's language. The visitor is thanked only after the server's 201; otherwise the
 * server's error text is shown and the address stays for a retry. A plain e-mail input
 * (docs/product-spec.md §5), required so that an empty click sends nothing; a honeypot like the
 * contact form's.
 */
export function EmailSignup({ label, placeholder, submitLabel, source, consent, thanksTitle }: EmailSignupProps) {
  const id = useId()
  const t = useText(emailSignupText)
  const { locale } = useLanguage()
  const { pathname } = useLocation()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  const consentVersion = useConsentVersion()
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (message) => {
      toast({ title: thanksTitle, description: message })
      setEmail('')
    },
    onError: (error) => {
      const description = error instanceof SubscribeError && error.serverText ? error.serverText : t.failed
      toast({ title: t.errorTitle, description, variant: 'destructive' })
    },
  })
  return (
    <div className="w-full space-y-3">
      <form
        className="relative flex w-full flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault()
          // The language is read at submit time, so the answer comes in the page's language;
          // the page, the words shown beside the box and the statement's version are the
          // consent's record (docs/decisions-spec.md §27).
          mutation.mutate({
            email: email.trim(),
            language: locale,
            source,
            page: pathname,
            consentText: consent,
            ...(consentVersion ? { consentVersion } : {}),
            ...(website ? { website } : {}),
          })
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
          aria-describedby={`${id}-consent ${id}-statement`}
          onChange={(event) => setEmail(event.target.value)}
          className="h-12 min-w-0 sm:flex-1 rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none"
        />
        {/* Honeypot: hidden from people and assistive technology, out of the tab order; bots fill it. */}
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>{t.honeypot}</label>
          <input
            id={`${id}-website`}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <Button type="submit" variant="accent" size="lg" className="shrink-0" disabled={mutation.isPending}>
          {mutation.isPending ? t.sending : submitLabel}
        </Button>
      </form>
      <p id={`${id}-consent`} className="text-sm text-slate-600">
        {consent}
      </p>
      <ConsentStatement id={`${id}-statement`} />
    </div>
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
