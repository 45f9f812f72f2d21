import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CalendarX, Plus, Send, TestTube2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router'

import { Button, buttonClass } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatDateTime, formatNumber } from '@/lib/format'

import { errorText } from '../admin-api'
import { useAdminSettings } from '../admin-settings-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { zoneName } from '../ui/zone-name'
import { Field, inputClass } from '../ui/field'
import { Pager } from '../ui/pager'
import { textOf } from '../ui/text-of'
import {
  NEWSLETTERS_KEY,
  NEWSLETTER_PAGE,
  RECIPIENT_PAGE,
  cancelNewsletter,
  createNewsletter,
  deleteNewsletter,
  saveNewsletterSettings,
  sendNewsletter,
  testNewsletter,
  useNewsletter,
  useNewsletterSettings,
  useNewsletters,
  usePosts,
  usePreview,
  useRecipients,
} from './newsletters-api'
import type { NewNewsletter, Newsletter, NewsletterSummary } from './newsletters-api'
import { newslettersText } from './newsletters-text'

type Audience = NewNewsletter['audience']
const LANGUAGES: Record<Audience, Array<'vi' | 'en'>> = { vi: ['vi'], en: ['en'], all: ['vi', 'en'] }

function useErrorToast() {
  const c = useText(consoleText)
  const toast = useToast()
  return (error: unknown) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' })
}

function Counts({ item }: { item: NewsletterSummary }) {
  const t = useText(newslettersText)
  const { locale } = useLanguage()
  const n = (value: number) => formatNumber(value, locale)
  return (
    <p className="text-sm text-slate-700" data-testid="newsletter-counts">
      {t.counts(n(item.queued), n(item.sent), n(item.failed), n(item.unsubscribed))}
    </p>
  )
}

function StateBadge({ state }: { state: string }) {
  const t = useText(newslettersText)
  const tone = state === 'sent' ? 'bg-green-50 text-green-800' : state === 'draft' ? 'bg-slate-100 text-slate-800' : 'bg-amber-50 text-amber-900'
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{textOf(t.state, state)}</span>
}

function Throttle() {
  const t = useText(newslettersText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const failed = useErrorToast()
  const query = useNewsletterSettings()
  const [value, setValue] = useState<string | undefined>(undefined)
  const save = useMutation({
    mutationFn: (perMinute: number) => saveNewsletterSettings(perMinute),
    onSuccess: (answer) => toast({ title: c.savedTitle, description: t.throttleSaved(formatNumber(answer.perMinute, locale)) }),
    onError: failed,
  })
  return (
    <section aria-labelledby="newsletter-throttle" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="newsletter-throttle" className="font-semibold text-slate-900">
        {t.throttle}
      </h2>
      <LoadState query={query}>
        {(settings) => (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event: FormEvent) => {
              event.preventDefault()
              save.mutate(Number(value ?? settings.perMinute))
            }}
          >
            <Field id="newsletter-per-minute" label={t.perMinute} hint={t.perMinuteHint} className="max-w-md flex-1">
              <input
                id="newsletter-per-minute"
                type="number"
                min={1}
                max={10000}
                required
                aria-describedby="newsletter-per-minute-hint"
                className={inputClass(false)}
                value={value ?? String(settings.perMinute)}
                onChange={(event) => setValue(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {t.saveThrottle}
            </Button>
          </form>
        )}
      </LoadState>
    </section>
  )
}

/** The campaigns, newest first, a page at a time, with their counts. */
function ListScreen() {
  const t = useText(newslettersText)
  const { locale } = useLanguage()
  const [params, setParams] = useSearchParams()
  const offset = Math.max(0, Number(params.get('offset')) || 0)
  const query = useNewsletters(offset)
  return (
    <ConsolePage
      title={t.title}
      actions={
        <Link to="/admin/newsletters/new" className={buttonClass('primary')}>
          <Plus className="h-4 w-4" aria-hidden />
          {t.newNewsletter}
        </Link>
      }
    >
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-4">
            {page.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{t.empty}</p>
            ) : (
              <ul className="space-y-3" aria-label={t.listLabel}>
                {page.items.map((item) => (
                  <li key={item.id} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/admin/newsletters/${item.id}`} className="font-semibold break-words text-brand-700 underline underline-offset-4">
                        {item.subject || t.noSubject}
                      </Link>
                      <StateBadge state={item.state} />
                    </div>
                    <p className="text-sm text-slate-700">
                      {textOf(t.audience, item.audience)} · {t.createdAt(formatDateTime(item.createdAt, locale))}
                    </p>
                    {item.state !== 'draft' && <Counts item={item} />}
                  </li>
                ))}
              </ul>
            )}
            <Pager
              offset={offset}
              limit={NEWSLETTER_PAGE}
              total={page.total}
              onOffset={(next) => setParams(next ? { offset: String(next) } : {})}
            />
          </div>
        )}
      </LoadState>
      <Throttle />
    </ConsolePage>
  )
}

/** Writing a newsletter: the audience, a post to start from, and each language's subject and text. */
function ComposeScreen() {
  const t = useText(newslettersText)
  const { locale } = useLanguage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toast = useToast()
  const c = useText(consoleText)
  const posts = usePosts()
  const [audience, setAudience] = useState<Audience>('all')
  const [postId, setPostId] = useState('')
  const [texts, setTexts] = useState({ subjectVi: '', subjectEn: '', bodyVi: '', bodyEn: '' })
  const [error, setError] = useState<string>()
  const create = useMutation({
    mutationFn: () => {
      const body: NewNewsletter = { audience }
      if (postId) body.postId = postId
      for (const language of LANGUAGES[audience]) {
        const suffix = language === 'vi' ? 'Vi' : 'En'
        const subject = texts[`subject${suffix}`].trim()
        const text = texts[`body${suffix}`].trim()
        if (subject) body[`subject${suffix}`] = subject
        if (text) body[`body${suffix}`] = text
      }
      return createNewsletter(body)
    },
    onSuccess: (answer) => {
      toast({ title: c.savedTitle, description: t.created })
      void queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY })
      void navigate(`/admin/newsletters/${answer.id}`)
    },
    onError: (failure) => setError(errorText(failure, c.failed)),
  })
  const field = (key: keyof typeof texts) => ({
    value: texts[key],
    onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [key]: event.target.value }),
  })
  return (
    <ConsolePage title={t.composeTitle}>
      <Link to="/admin/newsletters" className="text-sm text-brand-700 underline underline-offset-4">
        {t.back}
      </Link>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          setError(undefined)
          create.mutate()
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="newsletter-audience" label={t.audienceLabel}>
            <select id="newsletter-audience" className={inputClass(false)} value={audience} onChange={(e) => setAudience(e.target.value as Audience)}>
              {(['all', 'vi', 'en'] as const).map((value) => (
                <option key={value} value={value}>
                  {t.audience[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="newsletter-post" label={t.post} hint={t.postHint}>
            <select
              id="newsletter-post"
              aria-describedby="newsletter-post-hint"
              className={inputClass(false)}
              value={postId}
              onChange={(e) => setPostId(e.target.value)}
            >
              <option value="">{t.noPost}</option>
              {(posts.data ?? []).map((post) => (
                <option key={post.id} value={post.id}>
                  {locale === 'vi' ? post.titleVi : post.titleEn}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {LANGUAGES[audience].map((language) => {
          const suffix = language === 'vi' ? 'Vi' : 'En'
          return (
            <fieldset key={language} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 font-semibold text-slate-900">{language === 'vi' ? t.vietnamese : t.english}</legend>
              <Field id={`newsletter-subject-${language}`} label={t.subject} hint={postId ? t.subjectHint : undefined}>
                <input
                  id={`newsletter-subject-${language}`}
                  lang={language}
                  maxLength={200}
                  className={inputClass(false)}
                  aria-describedby={postId ? `newsletter-subject-${language}-hint` : undefined}
                  {...field(`subject${suffix}`)}
                />
              </Field>
              <Field id={`newsletter-body-${language}`} label={t.body} hint={t.bodyHint}>
                <textarea
                  id={`newsletter-body-${language}`}
                  lang={language}
                  rows={8}
                  maxLength={20000}
                  aria-describedby={`newsletter-body-${language}-hint`}
                  className={inputClass(false, 'font-mono')}
                  {...field(`body${suffix}`)}
                />
              </Field>
            </fieldset>
          )
        })}
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" disabled={create.isPending}>
          {t.save}
        </Button>
      </form>
    </ConsolePage>
  )
}

/** The letter as mailed, in a frame that runs nothing (the server serves it with its own policy). */
function Preview({ item }: { item: Newsletter }) {
  const t = useText(newslettersText)
  const languages = item.subjectVi !== undefined && item.subjectEn !== undefined ? (['vi', 'en'] as const) : item.subjectEn !== undefined ? (['en'] as const) : (['vi'] as const)
  const [language, setLanguage] = useState<'vi' | 'en'>(languages[0])
  const preview = usePreview(item.id, language, true)
  return (
    <section aria-labelledby="newsletter-preview" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="newsletter-preview" className="text-lg font-semibold text-slate-900">
          {t.preview}
        </h2>
        {languages.length > 1 && (
          <div role="group" aria-label={t.preview} className="flex gap-2">
            {languages.map((l) => (
              <Button key={l} size="sm" variant={l === language ? 'secondary' : 'outline'} aria-pressed={l === language} onClick={() => setLanguage(l)}>
                {t.languageName[l]}
              </Button>
            ))}
          </div>
        )}
      </div>
      {preview.data && <p className="text-sm text-slate-800">{t.previewSubject(preview.data.subject)}</p>}
      <iframe
        key={language}
        title={t.previewFrame(t.languageName[language])}
        sandbox=""
        src={`/api/admin/newsletters/${item.id}/preview.html?language=${language}`}
        className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
      />
    </section>
  )
}

/** `YYYY-MM-DDTHH:MM` of an RFC 3339 time in `zone`, shown with the zone. */
function inZone(value: string, zone: string, locale: Locale) {
  try {
    return formatDateTime(value, locale, zone)
  } catch {
    return formatDateTime(value, locale)
  }
}

function SendPanel({ item }: { item: Newsletter }) {
  const t = useText(newslettersText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const failed = useErrorToast()
  const queryClient = useQueryClient()
  const settings = useAdminSettings()
  const zone = settings.data?.timeZone ?? 'Asia/Ho_Chi_Minh'
  const [at, setAt] = useState('')
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY })
  const test = useMutation({
    mutationFn: () => testNewsletter(item.id),
    onSuccess: (answer) => toast({ title: c.savedTitle, description: answer.message }),
    onError: failed,
  })
  const send = useMutation({
    mutationFn: (when: string | undefined) => sendNewsletter(item.id, when),
    onSuccess: (answer) => {
      toast({ title: c.savedTitle, description: answer.message })
      refresh()
    },
    onError: failed,
  })
  return (
    <section aria-labelledby="newsletter-send" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="newsletter-send" className="font-semibold text-slate-900">
        {t.sendTitle}
      </h2>
      <div className="space-y-1">
        <Button variant="outline" onClick={() => test.mutate()} disabled={test.isPending} aria-describedby="newsletter-test-hint">
          <TestTube2 className="h-4 w-4" aria-hidden />
          {t.test}
        </Button>
        <p id="newsletter-test-hint" className="text-sm text-slate-600">
          {t.testHint}
        </p>
      </div>
      {item.state === 'sending' || item.state === 'sent' ? (
        <p className="text-sm text-slate-800">{t.alreadySent}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <ConfirmDialog
            trigger={
              <Button disabled={send.isPending}>
                <Send className="h-4 w-4" aria-hidden />
                {t.sendNow}
              </Button>
            }
            title={t.confirmSendTitle}
            description={t.confirmSend(textOf(t.audience, item.audience))}
            confirmLabel={t.sendNow}
            onConfirm={() => send.mutate(undefined)}
          />
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              if (at) send.mutate(at)
            }}
          >
            <Field id="newsletter-at" label={t.at} hint={t.atHint(zoneName(zone, locale))}>
              <input
                id="newsletter-at"
                type="datetime-local"
                required
                aria-describedby="newsletter-at-hint"
                className={inputClass(false)}
                value={at}
                onChange={(event) => setAt(event.target.value.slice(0, 16))}
              />
            </Field>
            <Button type="submit" variant="outline" disabled={send.isPending}>
              {item.state === 'scheduled' ? t.move : t.schedule}
            </Button>
          </form>
        </div>
      )}
      {item.state === 'scheduled' && item.sendAt && <p className="text-sm text-slate-800">{t.scheduledFor(inZone(item.sendAt, zone, locale))}</p>}
      <Unsent item={item} />
    </section>
  )
}

/** A scheduled send called off, an unsent newsletter deleted (docs/decisions-spec.md §23). */
function Unsent({ item }: { item: Newsletter }) {
  const t = useText(newslettersText)
  const c = useText(consoleText)
  const toast = useToast()
  const failed = useErrorToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: () => cancelNewsletter(item.id),
    onSuccess: (saved) => {
      queryClient.setQueryData([...NEWSLETTERS_KEY, item.id], saved)
      void queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY })
      toast({ title: c.savedTitle, description: t.cancelled })
    },
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => deleteNewsletter(item.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...NEWSLETTERS_KEY, item.id] })
      void queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY })
      toast({ title: c.savedTitle, description: t.removed })
      void navigate('/admin/newsletters')
    },
    onError: failed,
  })
  if (item.state !== 'draft' && item.state !== 'scheduled') return null
  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
      {item.state === 'scheduled' && (
        <Button variant="outline" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
          <CalendarX className="h-4 w-4" aria-hidden />
          {t.cancelSchedule}
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={remove.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t.remove}
          </Button>
        }
        title={t.removeTitle}
        description={t.removeText}
        confirmLabel={t.remove}
        onConfirm={() => remove.mutate()}
      />
    </div>
  )
}

function Recipients({ item }: { item: Newsletter }) {
  const t = useText(newslettersText)
  const { locale } = useLanguage()
  const [offset, setOffset] = useState(0)
  const query = useRecipients(item.id, offset, `${item.queued}/${item.sent}/${item.failed}`)
  return (
    <section aria-labelledby="newsletter-recipients" className="space-y-3">
      <h2 id="newsletter-recipients" className="text-lg font-semibold text-slate-900">
        {t.recipients}
      </h2>
      <LoadState query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noRecipients}</p>
          ) : (
            <div className="space-y-3">
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label={t.recipients}>
                {page.items.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <span className="break-all text-slate-900">{r.recipient}</span>
                    <span className="text-slate-700">
                      {textOf(t.recipientState, r.state)}
                      {r.sentAt ? ` · ${t.sentAt(formatDateTime(r.sentAt, locale))}` : ''}
                      {r.lastError && r.state !== 'sent' ? ` · ${r.lastError}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <Pager offset={offset} limit={RECIPIENT_PAGE} total={page.total} onOffset={setOffset} />
            </div>
          )
        }
      </LoadState>
    </section>
  )
}

/** One campaign: its state and counts, the preview, test and send, and each recipient's state. */
function NewsletterScreen() {
  const t = useText(newslettersText)
  const { id } = useParams()
  const query = useNewsletter(Number(id))
  return (
    <LoadState query={query}>
      {(item) => (
        <ConsolePage title={item.subject || t.noSubject}>
          <Link to="/admin/newsletters" className="text-sm text-brand-700 underline underline-offset-4">
            {t.back}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <StateBadge state={item.state} />
            <span className="text-sm text-slate-700">{textOf(t.audience, item.audience)}</span>
          </div>
          {item.state !== 'draft' && <Counts item={item} />}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Preview item={item} />
            <div className="space-y-6">
              <SendPanel item={item} />
            </div>
          </div>
          <Recipients item={item} />
        </ConsolePage>
      )}
    </LoadState>
  )
}

/** The Newsletter screens (its own chunk: the console loads it when first opened). */
export function NewslettersScreens() {
  return (
    <Routes>
      <Route index element={<ListScreen />} />
      <Route path="new" element={<ComposeScreen />} />
      <Route path=":id" element={<NewsletterScreen />} />
    </Routes>
  )
}
