import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { Pager } from '../ui/pager'
import { PAGE_SIZE, PRIVACY_KEY, acknowledgeRequest, answerRequest, listRequests } from './privacy-api'
import type { RequestFilter, RequestItem } from './privacy-api'
import { privacyText } from './privacy-text'

const FILTERS: readonly RequestFilter[] = ['open', 'done', 'all']
type Kind = keyof (typeof privacyText)['en']['requests']['kinds']
type State = keyof (typeof privacyText)['en']['requests']['states']

/** The answer of one open request: the words to the person and the button its kind needs. */
function AnswerForm({ item }: { item: RequestItem }) {
  const t = useText(privacyText).requests
  const id = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const kind = item.kind as Kind
  const answer = useMutation({
    mutationFn: () => answerRequest(item.id, note.trim()),
    onSuccess: () => {
      toast({ title: t.answered })
      void queryClient.invalidateQueries({ queryKey: PRIVACY_KEY })
    },
  })
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeRequest(item.id),
    onSuccess: () => {
      toast({ title: t.acknowledged })
      void queryClient.invalidateQueries({ queryKey: PRIVACY_KEY })
    },
  })
  const send = (
    <Button variant="primary" size="md" disabled={answer.isPending} onClick={kind === 'erase' ? undefined : () => answer.mutate()}>
      {answer.isPending ? t.sending : t.answers[kind]}
    </Button>
  )
  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          {t.note}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${id}-note-hint`}
          className={inputClass(false, 'min-h-20 resize-y')}
        />
        <p id={`${id}-note-hint`} className="text-sm text-slate-600">
          {kind === 'correct' ? t.noteCorrect : t.noteOptional}
        </p>
      </div>
      {(answer.isError || acknowledge.isError) && <FormError error={answer.error ?? acknowledge.error} fallback={t.failed} />}
      <div className="flex flex-wrap gap-3">
        {kind === 'erase' ? (
          <ConfirmDialog trigger={send} title={t.eraseTitle} description={t.eraseText} confirmLabel={t.eraseConfirm} onConfirm={() => answer.mutate()} />
        ) : (
          send
        )}
        {item.state === 'received' && (
          <Button variant="outline" size="md" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
            {t.acknowledge}
          </Button>
        )}
      </div>
    </div>
  )
}

/** One request: who, what, its deadlines (flagged when one passed), and its answer or the form. */
function RequestCard({ item }: { item: RequestItem }) {
  const t = useText(privacyText).requests
  const { locale } = useLanguage()
  const at = (value: string) => formatDateTime(value, locale)
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="personal-data-request">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{t.kinds[item.kind as Kind]}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{t.states[item.state as State]}</span>
        {item.overdue && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t.overdue}</span>}
      </div>
      <p className="break-all text-slate-800">{item.email}</p>
      <ul className="space-y-0.5 text-sm text-slate-700">
        <li>{t.received(at(item.receivedAt))}</li>
        {item.state === 'received' && <li data-testid="acknowledge-by">{t.acknowledgeBy(at(item.acknowledgeBy))}</li>}
        {item.state !== 'done' && <li data-testid="due-at">{t.dueAt(at(item.dueAt))}</li>}
        {item.answeredAt && <li>{t.answeredAt(at(item.answeredAt), item.answeredBy ?? '')}</li>}
      </ul>
      {item.message && (
        <div className="text-sm">
          <p className="font-medium text-slate-800">{t.message}</p>
          <p className="whitespace-pre-line text-slate-700">{item.message}</p>
        </div>
      )}
      {item.answerNote && (
        <div className="text-sm">
          <p className="font-medium text-slate-800">{t.answerNote}</p>
          <p className="whitespace-pre-line text-slate-700">{item.answerNote}</p>
        </div>
      )}
      {item.state !== 'done' && <AnswerForm item={item} />}
    </li>
  )
}

/** The queue of confirmed requests, waiting ones first by default, one page at a time. */
export function RequestsSection() {
  const t = useText(privacyText).requests
  const id = useId()
  const [filter, setFilter] = useState<RequestFilter>('open')
  const [offset, setOffset] = useState(0)
  const query = useQuery({
    queryKey: [...PRIVACY_KEY, 'requests', filter, offset],
    queryFn: () => listRequests(filter, offset),
    staleTime: 0,
  })
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <label className="block max-w-xs text-sm font-medium text-slate-800">
        {t.filter}
        <select
          className={inputClass(false, 'mt-1')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as RequestFilter)
            setOffset(0)
          }}
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t.filters[f]}
            </option>
          ))}
        </select>
      </label>
      <LoadState query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-slate-600">{t.empty}</p>
          ) : (
            <>
              <ul className="space-y-3">
                {page.items.map((item) => (
                  <RequestCard key={item.id} item={item} />
                ))}
              </ul>
              <Pager offset={offset} limit={PAGE_SIZE} total={page.total} onOffset={setOffset} />
            </>
          )
        }
      </LoadState>
    </section>
  )
}
