import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { CheckCircle2, Send, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'

import { ConsentStatement, useConsentVersion } from '@/components/consent/consent-statement'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { localized, useSiteSettings } from '@/config/site-settings'
import { formatNumber } from '@/lib/format'
import { forgetQuote, usePendingQuote, visitSource } from '@/lib/lead'
import type { EnquiryContext } from '@/lib/lead'

import { ContactSubmitError, contactRequest, sendEnquiry } from './contact-api'
import { CONTACT_LIMITS, EMPTY_CONTACT, contactSchema } from './contact-form-schema'
import type { ContactErrorCode, ContactField, ContactInput, ContactValues } from './contact-form-schema'
import { contactText } from './contact-text'

const INPUT =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none sm:text-sm'
const INPUT_OK = 'border-slate-300 focus:border-accent-600 focus:ring-accent-600/30'
const INPUT_BAD = 'border-red-700 focus:border-red-700 focus:ring-red-700/30'

interface FieldFrameProps {
  id: string
  label: string
  required?: boolean
  error?: string
  className?: string
  children: ReactNode
}

function FieldFrame({ id, label, required, error, className = '', children }: FieldFrameProps) {
  const t = useText(contactText)
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-1 text-red-700">
            <span aria-hidden>*</span>
            <span className="sr-only"> {t.requiredMark}</span>
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600">{t.optional}</span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A post of the form sent without JavaScript that the server refused (docs/decisions-spec.md §28):
 * what was typed and why, which the server renders into the page and its data block.
 */
interface PostedContact {
  values: Pick<ContactInput, ContactField>
  error: string
}

/** The server's answer to this page's post, if it refused one; never fetched. */
function usePostedContact(): PostedContact | undefined {
  const { data } = useQuery<PostedContact | null>({
    queryKey: ['contact', 'posted'],
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  })
  return data ?? undefined
}

/** What the visitor sees once the enquiry is stored: it stays until they leave the page. */
function Confirmation({ id, message }: { id?: string; message: string }) {
  const t = useText(contactText)
  const { locale } = useLanguage()
  const settings = useSiteSettings()
  const hours = settings ? localized(settings, locale).hours : ''
  const link = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4'
  // It takes the form's place, whose top the visitor may have scrolled past on the way to
  // Send: brought into view, so the answer is seen (docs/decisions-spec.md §22).
  const shown = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = shown.current?.getBoundingClientRect()
    if (!box || (box.top >= 0 && box.top < window.innerHeight)) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    shown.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'instant' : 'smooth' })
  }, [])
  return (
    <div ref={shown} role="status" className="scroll-mt-24 space-y-4" data-testid="contact-confirmation">
      <p className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CheckCircle2 className="h-6 w-6 shrink-0 text-green-700" aria-hidden />
        {t.confirmation.title}
      </p>
      <p className="text-slate-700">{message}</p>
      {id && (
        <p className="text-slate-700">
          {t.confirmation.reference}{' '}
          <strong className="font-mono text-slate-900" data-testid="contact-reference">
            {id.slice(0, 8)}
          </strong>
        </p>
      )}
      {hours && <p className="text-slate-700">{t.confirmation.when(hours)}</p>}
      <p className="text-slate-700">{t.confirmation.onward}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/tools" className={link}>
            {t.confirmation.tools}
          </Link>
        </li>
        <li>
          <Link to="/blog" className={link}>
            {t.confirmation.blog}
          </Link>
        </li>
        <li>
          <Link to="/" className={link}>
            {t.confirmation.home}
          </Link>
        </li>
      </ul>
    </div>
  )
}

/** The calculator's figures the enquiry will carry, with a way to leave them out. */
function QuoteFigures({ context, onRemove }: { context: EnquiryContext; onRemove: () => void }) {
  const t = useText(contactText)
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:col-span-2" data-testid="quote-figures">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">{t.quote.title}</p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-brand-100"
          aria-label={t.quote.remove}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {/* Capped, so the fields stay on the first screen the quote opens at (docs/decisions-spec.md §22);
          a long summary (eleven Incoterms rules) scrolls inside, by keyboard too. */}
      <p
        tabIndex={0}
        className="mt-1 max-h-40 overflow-y-auto text-sm whitespace-pre-line text-slate-700 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {context.summary}
      </p>
      <Link to={context.link} className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4">
        {t.quote.open}
      </Link>
    </div>
  )
}

/** The message form: checked in the browser, sent with TanStack Query, answered by toasts. */
export function ContactForm() {
  const t = useText(contactText)
  const { locale } = useLanguage()
  const toast = useToast()
  const ids = useId()

  const posted = usePostedContact()
  const [refusal, setRefusal] = useState(posted?.error)
  // Sent without JavaScript and stored: the server's confirmation address.
  const [search] = useSearchParams()
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: posted ? { ...EMPTY_CONTACT, ...posted.values } : EMPTY_CONTACT,
  })
  const { errors } = form.formState
  const quote = usePendingQuote()
  const consentVersion = useConsentVersion()
  const [sent, setSent] = useState<{ id: string; message: string } | undefined>(undefined)
  // The message starts from the figures, for the visitor to add to.
  const summary = quote?.summary
  useEffect(() => {
    if (summary && !form.getValues('message')) form.setValue('message', t.quote.message(summary))
  }, [form, t, summary])

  const mutation = useMutation({
    mutationFn: sendEnquiry,
    onSuccess: (created) => {
      toast({ title: t.successTitle, description: created.message })
      form.reset(EMPTY_CONTACT)
      forgetQuote()
      setSent({ id: created.id, message: created.message })
    },
    // Values are kept so the visitor can correct or simply retry.
    onError: (error) => {
      const description = error instanceof ContactSubmitError && error.serverText ? error.serverText : t.submitFailed
      toast({ title: t.errorTitle, description, variant: 'destructive' })
    },
  })

  const errorText = (field: ContactField): string | undefined => {
    const code = errors[field]?.message as ContactErrorCode | undefined
    if (!code) return undefined
    return code === 'tooLong' ? t.errors.tooLong(formatNumber(CONTACT_LIMITS[field], locale)) : t.errors[code]
  }

  /** Id, error state and registration of one field; the error is linked to its input. */
  const field = (name: ContactField, extraClass = '') => {
    const id = `${ids}-${name}`
    const invalid = Boolean(errors[name])
    return {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
      className: `${INPUT} ${invalid ? INPUT_BAD : INPUT_OK} ${extraClass}`,
      // In the server's HTML too: the fields are uncontrolled, and a page without
      // JavaScript shows only what the markup holds.
      defaultValue: posted?.values[name],
      ...form.register(name),
    }
  }

  // The locale is read when the visitor submits, so the answer comes in the page's language.
  const onValid = (values: ContactValues) => {
    setRefusal(undefined)
    mutation.mutate(contactRequest(values, locale, quote, visitSource(), consentVersion))
  }

  if (sent) return <Confirmation id={sent.id} message={sent.message} />
  if (search.get('sent') === '1') return <Confirmation message={t.confirmation.thanks} />

  // A real form too: before the app has loaded it posts to the page (src/site/contact_form.rs).
  return (
    <form
      method="post"
      action={`/contact?lang=${locale}`}
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {refusal && (
        <div role="alert" data-testid="contact-refusal" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 sm:col-span-2">
          <p className="font-semibold">{t.errorTitle}</p>
          <p>{refusal}</p>
        </div>
      )}
      {quote && (
        <QuoteFigures
          context={quote}
          onRemove={forgetQuote}
        />
      )}
      <FieldFrame id={`${ids}-name`} label={t.fields.name} required error={errorText('name')}>
        <input type="text" autoComplete="name" required {...field('name')} />
      </FieldFrame>
      <FieldFrame id={`${ids}-email`} label={t.fields.email} required error={errorText('email')}>
        <input type="email" autoComplete="email" required {...field('email')} />
      </FieldFrame>
      <FieldFrame id={`${ids}-phone`} label={t.fields.phone} error={errorText('phone')}>
        <input type="tel" autoComplete="tel" {...field('phone')} />
      </FieldFrame>
      <FieldFrame id={`${ids}-company`} label={t.fields.company} required error={errorText('company')}>
        <input type="text" autoComplete="organization" required {...field('company')} />
      </FieldFrame>
      <FieldFrame
        id={`${ids}-message`}
        label={t.fields.message}
        required
        error={errorText('message')}
        className="sm:col-span-2"
      >
        <textarea rows={6} required placeholder={t.messagePlaceholder} {...field('message', 'min-h-32 resize-y')} />
      </FieldFrame>
      {/* Honeypot: hidden from people and assistive technology, out of the tab order; bots fill it. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-website`}>{t.honeypot}</label>
        <input
          id={`${ids}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden
          {...form.register('website')}
        />
      </div>
      {/* The statement sits above the button that agrees to it; its version goes with the enquiry. */}
      <ConsentStatement id={`${ids}-consent`} className="sm:col-span-2" />
      {/* Sent by the form before the app has loaded: the version of the statement shown. */}
      {consentVersion !== undefined && <input type="hidden" name="consentVersion" value={consentVersion} />}
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
          <Send className="h-4 w-4" aria-hidden />
          {mutation.isPending ? t.sending : t.send}
        </Button>
      </div>
    </form>
  )
}
