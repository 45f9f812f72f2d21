import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { api } from '@/api/client'
import type { components } from '@/api/schema'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate } from '@/lib/format'

import { ADMIN_KEY, adminCall } from '../admin-api'
import { ConsolePage } from '../ui/console-page'
import { inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { holidaysText } from './holidays-text'

type HolidayYear = components['schemas']['HolidayYear']
type HolidayKind = components['schemas']['HolidayDay']['kind']

const HOLIDAYS_KEY = [ADMIN_KEY, 'holidays'] as const
const KINDS: readonly HolidayKind[] = [
  'newYear',
  'tet',
  'hungKings',
  'reunification',
  'labourDay',
  'nationalDay',
  'cultureDay',
  'compensatory',
  'swapped',
  'workday',
]

interface Row {
  /** Stable key while rows are added and removed. */
  id: number
  date: string
  kind: HolidayKind
}

let nextRow = 0
const row = (date = '', kind: HolidayKind = 'tet'): Row => ({ id: nextRow++, date, kind })

/** The form of one year: its number and its days, as rows of a date and a kind. */
function YearEditor({ editing, onSaved }: { editing: HolidayYear | null; onSaved: () => void }) {
  const t = useText(holidaysText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [year, setYear] = useState(String(editing?.year ?? new Date().getFullYear() + 1))
  const [rows, setRows] = useState<Row[]>(() => (editing ? editing.days.map((day) => row(day.date, day.kind)) : [row()]))
  const mutation = useMutation({
    mutationFn: (target: number) =>
      adminCall(
        api.PUT('/admin/holidays/{year}', {
          params: { path: { year: target } },
          // Blank rows are left out; the server checks the rest.
          body: { days: rows.filter((r) => r.date !== '').map(({ date, kind }) => ({ date, kind })) },
        }),
      ),
    onSuccess: (saved) => {
      toast({ title: t.saved(saved.year) })
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY })
      onSaved()
    },
  })
  const update = (id: number, patch: Partial<Row>) => setRows((current) => current.map((r) => (r.id === id ? { ...r, ...patch } : r)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(Number(year))
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby="holidays-editor" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="holidays-editor" className="font-semibold text-slate-900">
        {t.editorTitle}
      </h2>
      <label className="block max-w-40 text-sm font-medium text-slate-800">
        {t.year}
        <input
          type="number"
          min={2000}
          max={2100}
          className={inputClass(false, 'mt-1')}
          value={year}
          onChange={(event) => setYear(event.target.value)}
        />
      </label>
      <ul className="space-y-2">
        {rows.map((r, index) => (
          <li key={r.id} className="flex flex-wrap items-end gap-2">
            <label className="text-sm text-slate-800">
              {t.date}
              <input type="date" className={inputClass(false, 'mt-1')} value={r.date} onChange={(event) => update(r.id, { date: event.target.value })} />
            </label>
            <label className="min-w-0 flex-1 text-sm text-slate-800">
              {t.kind}
              <select className={inputClass(false, 'mt-1')} value={r.kind} onChange={(event) => update(r.id, { kind: event.target.value as HolidayKind })}>
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t.kinds[kind]}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="outline" size="sm" aria-label={t.removeDay(index + 1)} onClick={() => setRows((current) => current.filter((x) => x.id !== r.id))}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={() => setRows((current) => [...current, row()])}>
        <Plus className="h-4 w-4" aria-hidden />
        {t.addDay}
      </Button>
      {mutation.isError && <FormError error={mutation.error} fallback={t.failed} />}
      <div>
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          {mutation.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  )
}

/** The years the owner set, each replacing the tracker's built-in year (docs/decisions-spec.md §19). */
export function HolidaysScreen() {
  const t = useText(holidaysText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<{ key: number; year: HolidayYear | null }>({ key: 0, year: null })
  const query = useQuery({ queryKey: HOLIDAYS_KEY, queryFn: () => adminCall(api.GET('/admin/holidays')), staleTime: 0 })
  const removal = useMutation({
    mutationFn: (year: number) => adminCall(api.DELETE('/admin/holidays/{year}', { params: { path: { year } } })).then(() => year),
    onSuccess: (year) => {
      toast({ title: t.removed(year) })
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY })
    },
  })
  return (
    <ConsolePage title={t.title}>
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <section aria-labelledby="holidays-years" className="space-y-3">
        <h2 id="holidays-years" className="font-semibold text-slate-900">
          {t.yearsTitle}
        </h2>
        <LoadState query={query}>
          {(calendar) =>
            calendar.years.length === 0 ? (
              <p className="text-sm text-slate-600">{t.noYears}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {calendar.years.map((year) => (
                  <li key={year.year} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                    <strong className="text-base text-slate-900">{year.year}</strong>
                    <span>
                      {t.daysOff}: {year.days.filter((day) => day.kind !== 'workday').length}
                    </span>
                    <span>
                      {t.workdays}: {year.days.filter((day) => day.kind === 'workday').length}
                    </span>
                    <span className="text-slate-600">
                      {t.updated}: {formatDate(year.updatedAt.slice(0, 10), locale)}
                    </span>
                    <span className="ml-auto flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing((current) => ({ key: current.key + 1, year }))}>
                        {t.edit} {year.year}
                      </Button>
                      <Button variant="outline" size="sm" disabled={removal.isPending} onClick={() => removal.mutate(year.year)}>
                        {t.remove}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
        {removal.isError && <FormError error={removal.error} fallback={t.failed} />}
      </section>
      <YearEditor key={editing.key} editing={editing.year} onSaved={() => setEditing((current) => ({ key: current.key + 1, year: null }))} />
    </ConsolePage>
  )
}
