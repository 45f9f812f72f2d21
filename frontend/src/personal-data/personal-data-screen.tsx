import { useMutation } from '@tanstack/react-query'
import { CheckCircle2, Send } from 'lucide-react'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'

import { PersonalDataError, askAboutPersonalData } from '@/api/personal-data'
import type { RequestKind } from '@/api/personal-data'
import { usePageMeta } from '@/app/page-meta'
import { Button } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { useLanguage, useText } from '@/i18n/language-provider'
import { z } from '@/lib/zod'

import { personalDataText } from './personal-data-text'

const KINDS: readonly RequestKind[] = ['access', 'correct', 'erase', 'withdraw']
/** The server's limits (src/privacy/api.rs). */
const EMAIL_MAX = 254
const MESSAGE_MAX = 2000

const FIELD =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none'
const FIELD_OK = 'border-slate-300 focus:border-accent-600 focus:ring-accent-600/30'
const FIELD_BAD = 'border-red-700 focus:border-red-700 focus:ring-red-700/30'

const emailFormat = z.email().max(EMAIL_MAX)

type Problem = 'required' | 'invalidEmail' | 'correctNeedsMessage' | 'tooLong'

/** What the browser can say before sending (the server checks again, in the page's language). */
function problems(email: string, kind: RequestKind, message: string): Partial<Record<'email' | 'message', Problem>> {
  const found: Partial<Record<'email' | 'message', Problem>> = {}
  if (!email) found.email = 'required'
  else if (!emailFormat.safeParse(email).success) found.email = 'invalidEmail'
  if (Array.from(message).length > MESSAGE_MAX) found.message = 'tooLong'
  else if (kind === 'correct' && !message) found.message = 'correctNeedsMessage'
  return found
}

/** What the visitor sees once the server took the request: the same words for every address. */
function Received({ message, onAnother }: { message: string; onAnother: () => void }) {
  const t = useText(personalDataText)
  return (
    <div role="status" className="space-y-4" data-testid="personal-data-received">
      <p className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CheckCircle2 className="h-6 w-6 shrink-0 text-green-700" aria-hidden />
        {t.receivedTitle}
      </p>
      <p className="text-slate-700">{message}</p>
      <h3 className="font-semibold text-slate-900">{t.nextTitle}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>{t.step1}</li>
        <li>{t.step2}</li>
        <li>{t.step3}</li>
      </ol>
      <Button variant="outline" size="md" onClick={onAnother}>
        {t.another}
      </Button>
    </div>
  )
}

/** The form: the address, what is asked, and an optional message. */
function RequestForm({ onReceived }: { onReceived: (message: string) => void }) {
  const t = useText(personalDataText)
  const { locale } = useLanguage()
  const id = useId()
  const [email, setEmail] = useState('')
  const [kind, setKind] = useState<RequestKind>('access')
  const [message, setMessage] = useState('')
  const [shown, setShown] = useState<Partial<Record<'email' | 'message', Problem>>>({})
  const mutation = useMutation({ mutationFn: askAboutPersonalData, onSuccess: onReceived })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = { email: email.trim(), message: message.trim() }
    const found = problems(typed.email, kind, typed.message)
    setShown(found)
    if (found.email || found.message) return
    // The page's language, read now: the e-mails and the answer come in it.
    mutation.mutate({ email: typed.email, kind, language: locale, ...(typed.message ? { message: typed.message } : {}) })
  }
  const errorOf = (name: 'email' | 'message') => {
    const problem = shown[name]
    return problem && t[problem]
  }
  const serverText = mutation.error instanceof PersonalDataError ? mutation.error.serverText : undefined

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          {t.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={shown.email ? true : undefined}
          aria-describedby={`${id}-email-hint${shown.email ? ` ${id}-email-error` : ''}`}
          className={`${FIELD} ${shown.email ? FIELD_BAD : FIELD_OK}`}
        />
        <p id={`${id}-email-hint`} className="text-sm text-slate-600">
          {t.emailHint}
        </p>
        {shown.email && (
          <p id={`${id}-email-error`} className="text-sm text-red-700">
            {errorOf('email')}
          </p>
        )}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{t.kind}</legend>
        {KINDS.map((k) => (
          <label
            key={k}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 ${kind === k ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              aria-describedby={`${id}-${k}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{t.kinds[k]}</span>
              <span id={`${id}-${k}-hint`} className="block text-sm text-slate-600">
                {t.kindHints[k]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          {kind === 'correct' ? t.messageCorrect : t.message}
          {kind !== 'correct' && <span className="ml-1 font-normal text-slate-600">{t.messageOptional}</span>}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={shown.message ? true : undefined}
          aria-describedby={shown.message ? `${id}-message-error` : undefined}
          className={`${FIELD} ${shown.message ? FIELD_BAD : FIELD_OK} min-h-24 resize-y`}
        />
        {shown.message && (
          <p id={`${id}-message-error`} className="text-sm text-red-700">
            {errorOf('message')}
          </p>
        )}
      </div>
      {mutation.isError && (
        <p role="alert" className="text-sm text-red-700">
          {serverText ?? t.failed}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden />
        {mutation.isPending ? t.sending : t.send}
      </Button>
    </form>
  )
}

/**
 * /personal-data (docs/decisions-spec.md §27): a visitor asks to see, correct or erase what the
 * site holds about an e-mail address, or withdraws consent. The server answers the same for
 * every address and e-mails a link to it; only that link's confirmation starts the request.
 */
export function PersonalDataScreen() {
  usePageMeta('/personal-data')
  const t = useText(personalDataText)
  const [received, setReceived] = useState<string | undefined>(undefined)
  return (
    <>
      <PageHero title={t.title} subtitle={t.tagline} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-16">
        <div className="space-y-4 text-slate-700 lg:col-span-2">
          <p>{t.whatWeHold}</p>
          <p>
            <Link to="/privacy" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4">
              {t.privacy}
            </Link>
          </p>
        </div>
        <section
          aria-labelledby="personal-data-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="personal-data-form-title" className="mb-6 text-2xl font-bold text-slate-900">
            {t.formTitle}
          </h2>
          {received === undefined ? (
            <RequestForm onReceived={setReceived} />
          ) : (
            <Received message={received} onAnother={() => setReceived(undefined)} />
          )}
        </section>
      </div>
    </>
  )
}
