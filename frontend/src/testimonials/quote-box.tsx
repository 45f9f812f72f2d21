import { useMutation } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useLocation } from 'react-router'

import { api, serverErrorText } from '@/api/client'
import type { components } from '@/api/schema'
import { ConsentStatement, useConsentVersion } from '@/components/consent/consent-statement'
import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'
import { visitSource } from '@/lib/lead'

import { testimonialsText } from './testimonials-text'

type ContactRequest = components['schemas']['ContactRequest']

const FIELD =
  'block h-12 w-full rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none'

class QuoteError extends Error {}

/**
 * "Get Quote" (docs/decisions-spec.md §22): an enquiry like the contact form's, stored with the
 * others, shown in the inbox and notified; never a newsletter subscription. The box asks only
 * the e-mail (phone and message optional): the enquiry's required name and company are
 * filled with the address and "not given", so the owner sees at once what was left out.
 */
export function QuoteBox() {
  const id = useId()
  const t = useText(testimonialsText)
  const { locale } = useLanguage()
  const { pathname } = useLocation()
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [message, setMessage] = useState('')
  const [website, setWebsite] = useState('')
  const consentVersion = useConsentVersion()
  const mutation = useMutation({
    mutationFn: async (body: ContactRequest) => {
      const { data, error, response } = await api.POST('/contact', { body })
      if (response.ok && data) return data
      throw new QuoteError(serverErrorText(error) ?? t.quoteFailed)
    },
  })

  if (mutation.isSuccess) {
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
        <h3 className="text-lg font-semibold">{t.quoteSentTitle}</h3>
        <p className="mt-2">{t.quoteSentText(mutation.variables.email)}</p>
      </div>
    )
  }

  return (
    <form
      className="relative space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        const typed = email.trim()
        mutation.mutate({
          name: typed,
          email: typed,
          company: t.notGiven,
          ...(phone.trim() ? { phone: phone.trim() } : {}),
          message: message.trim() || t.quoteDefaultMessage,
          preferredLanguage: locale,
          // The page the box was sent from; the visit's other facts (referrer, campaign) kept.
          source: { ...visitSource(), landingPath: pathname },
          ...(consentVersion ? { consentVersion } : {}),
          ...(website ? { website } : {}),
        })
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
            {t.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={FIELD}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-slate-800">
            {t.phoneLabel}
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            name="phone"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            className={FIELD}
          />
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          {t.messageLabel}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={message}
          placeholder={t.messagePlaceholder}
          onChange={(event) => setMessage(event.target.value)}
          className={`${FIELD} h-auto py-3`}
        />
      </div>
      {/* Honeypot, as the contact form's: hidden from people, filled by bots. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      {mutation.isError && (
        <p role="alert" className="text-sm text-red-700">
          {mutation.error instanceof QuoteError ? mutation.error.message : t.quoteFailed}
        </p>
      )}
      <ConsentStatement />
      <Button type="submit" variant="accent" size="lg" disabled={mutation.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {mutation.isPending ? t.sending : t.getQuote}
      </Button>
      <p className="text-sm text-slate-600">{t.whatNext}</p>
    </form>
  )
}
