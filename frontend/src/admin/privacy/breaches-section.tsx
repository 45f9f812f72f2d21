import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate } from '@/lib/format'

import { inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { Pager } from '../ui/pager'
import { PAGE_SIZE, PRIVACY_KEY, listBreaches, saveBreach } from './privacy-api'
import type { Breach } from './privacy-api'
import { privacyText } from './privacy-text'

const BREACHES_KEY = [...PRIVACY_KEY, 'breaches'] as const

/** A new entry (no `editing`) or the change of one: what, when found, whom, when reported. */
function BreachForm({ editing, onDone }: { editing?: Breach; onDone: () => void }) {
  const t = useText(privacyText).breaches
  const id = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [what, setWhat] = useState(editing?.what ?? '')
  const [foundAt, setFoundAt] = useState(editing?.foundAt ?? '')
  const [concerns, setConcerns] = useState(editing?.concerns ?? '')
  const [reportedAt, setReportedAt] = useState(editing?.reportedAt ?? '')
  const [missing, setMissing] = useState(false)
  const mutation = useMutation({
    mutationFn: () =>
      saveBreach(editing?.id, { what: what.trim(), foundAt, concerns: concerns.trim(), reportedAt: reportedAt || null }),
    onSuccess: () => {
      toast({ title: t.saved })
      void queryClient.invalidateQueries({ queryKey: BREACHES_KEY })
      onDone()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const blank = !what.trim() || !foundAt || !concerns.trim()
    setMissing(blank)
    if (!blank) mutation.mutate()
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {editing ? t.editTitle : t.add}
      </h3>
      <label className="block text-sm font-medium text-slate-800">
        {t.what}
        <textarea rows={3} value={what} onChange={(event) => setWhat(event.target.value)} className={inputClass(missing && !what.trim(), 'mt-1 min-h-20 resize-y')} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {t.concerns}
        <textarea rows={2} value={concerns} onChange={(event) => setConcerns(event.target.value)} className={inputClass(missing && !concerns.trim(), 'mt-1 min-h-16 resize-y')} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-slate-800">
          {t.foundAt}
          <input type="date" value={foundAt} onChange={(event) => setFoundAt(event.target.value)} className={inputClass(missing && !foundAt, 'mt-1')} />
        </label>
        <div>
          <label htmlFor={`${id}-reported`} className="block text-sm font-medium text-slate-800">
            {t.reportedAt}
          </label>
          <input
            id={`${id}-reported`}
            type="date"
            value={reportedAt}
            onChange={(event) => setReportedAt(event.target.value)}
            aria-describedby={`${id}-reported-hint`}
            className={inputClass(false, 'mt-1')}
          />
          <p id={`${id}-reported-hint`} className="mt-1 text-sm text-slate-600">
            {t.reportedHint}
          </p>
        </div>
      </div>
      {missing && (
        <p role="alert" className="text-sm text-red-700">
          {t.required}
        </p>
      )}
      {mutation.isError && <FormError error={mutation.error} fallback={t.failed} />}
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        {mutation.isPending ? t.saving : t.save}
      </Button>
    </form>
  )
}

function BreachEntry({ breach, onEdit }: { breach: Breach; onEdit: () => void }) {
  const t = useText(privacyText).breaches
  const { locale } = useLanguage()
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="breach">
      <p className="font-medium text-slate-900">{t.found(formatDate(breach.foundAt, locale))}</p>
      <p className="whitespace-pre-line text-slate-800">{breach.what}</p>
      <p className="whitespace-pre-line text-slate-700">
        <span className="font-medium">{t.concerns}: </span>
        {breach.concerns}
      </p>
      <p className={breach.reportedAt ? 'text-slate-700' : 'font-medium text-red-800'}>
        {breach.reportedAt ? t.reported(formatDate(breach.reportedAt, locale)) : t.notReported}
      </p>
      <Button variant="outline" size="sm" onClick={onEdit}>
        {t.edit}
      </Button>
    </li>
  )
}

/** The register, latest found first, with a form to record one or change one. */
export function BreachesSection() {
  const t = useText(privacyText).breaches
  const id = useId()
  const [offset, setOffset] = useState(0)
  // `key` remounts the form for each entry edited, and empties it after a save.
  const [editing, setEditing] = useState<{ key: number; breach?: Breach }>({ key: 0 })
  const query = useQuery({ queryKey: [...BREACHES_KEY, offset], queryFn: () => listBreaches(offset), staleTime: 0 })
  const reset = () => setEditing((current) => ({ key: current.key + 1 }))
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">{t.text}</p>
      <BreachForm key={editing.key} editing={editing.breach} onDone={reset} />
      <LoadState query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-slate-600">{t.empty}</p>
          ) : (
            <>
              <ul className="space-y-3">
                {page.items.map((breach) => (
                  <BreachEntry
                    key={breach.id}
                    breach={breach}
                    onEdit={() => setEditing((current) => ({ key: current.key + 1, breach }))}
                  />
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
