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
import { ConfirmDialog } from '../ui/confirm-dialog'
import { FormError } from '../ui/form-error'
import { holidaysText } from './holidays-text'

type HolidayDay = components['schemas']['HolidayDay']
type HolidayKind = HolidayDay['kind']
type Calendar = components['schemas']['AdminHolidayCalendar']

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

/** The days in force in `year` (the owner's, else the built-in ones) and where they come from. */
function inForce(calendar: Calendar, year: number): { days: readonly HolidayDay[]; source: 'owner' | 'builtIn' | 'none' } {
  const owner = calendar.years.find((y) => y.year === year)
  if (owner) return { days: owner.days, source: 'owner' }
  const builtIn = calendar.builtIn.find((y) => y.year === year)
  return builtIn ? { days: builtIn.days, source: 'builtIn' } : { days: [], source: 'none' }
}

const rowsOf = (days: readonly HolidayDay[]) => (days.length > 0 ? days.map((day) => row(day.date, day.kind)) : [row()])

/**
 * The form of one year: it starts from the days in force (§23), so saving never drops a day
 * the owner did not remove; removing days in force asks first, naming them.
 */
function YearEditor({ calendar, start, onSaved }: { calendar: Calendar; start: number; onSaved: () => void }) {
  const t = useText(holidaysText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [year, setYear] = useState(String(start))
  const [rows, setRows] = useState<Row[]>(() => rowsOf(inForce(calendar, start).days))
  const target = Number(year)
  const current = inForce(calendar, target)
  const days = rows.filter((r) => r.date !== '').map(({ date, kind }) => ({ date, kind }))
  const dropped = current.days.filter((day) => !days.some((kept) => kept.date === day.date))
  const mutation = useMutation({
    mutationFn: (chosen: number) =>
      adminCall(api.PUT('/admin/holidays/{year}', { params: { path: { year: chosen } }, body: { days } })),
    onSuccess: (saved) => {
      toast({ title: t.saved(saved.year) })
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY })
      onSaved()
    },
  })
  const changeYear = (value: string) => {
    setYear(value)
    const chosen = Number(value)
    if (Number.isInteger(chosen) && chosen >= 2000 && chosen <= 2100) setRows(rowsOf(inForce(calendar, chosen).days))
  }
  const update = (id: number, patch: Partial<Row>) => setRows((now) => now.map((r) => (r.id === id ? { ...r, ...patch } : r)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(target)
  }
  const save = (
    <Button type="submit" variant="primary" disabled={mutation.isPending}>
      {mutation.isPending ? t.saving : t.save}
    </Button>
  )
  return (
    <form noValidate onSubmit={submit} aria-labelledby="holidays-editor" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="holidays-editor" className="font-semibold text-slate-900">
        {t.editorTitle}
      </h2>
      <label className="block max-w-40 text-sm font-medium text-slate-800">
        {t.year}
        <input type="number" min={2000} max={2100} className={inputClass(false, 'mt-1')} value={year} onChange={(event) => changeYear(event.target.value)} />
      </label>
      <p className="text-sm text-slate-600">{t.startsFrom(current.source)}</p>
      <ul className="space-y-2">
        {rows.map((r, index) => (
          <li key={r.id} className="flex flex-wrap items-end gap-2">
            <label className="text-sm text-slate-800">
              {t.date}
              <input type="date" className={inputClass(false, 'mt-1')} value={r.date} onChange={(event) => update(r.id, { date: event.target.value })} />
            </label>
            <label className="min-w-0 flex-1 text-sm text-slate-800">
              {t.kind}
              <KindSelect value={r.kind} onChange={(kind) => update(r.id, { kind })} />
            </label>
            <Button variant="outline" size="sm" aria-label={t.removeDay(index + 1)} onClick={() => setRows((now) => now.filter((x) => x.id !== r.id))}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={() => setRows((now) => [...now, row()])}>
        <Plus className="h-4 w-4" aria-hidden />
        {t.addDay}
      </Button>
      {mutation.isError && <FormError error={mutation.error} fallback={t.failed} />}
      <div>
        {dropped.length === 0 ? (
          save
        ) : (
          <ConfirmDialog
            trigger={<Button variant="primary" disabled={mutation.isPending}>{mutation.isPending ? t.saving : t.save}</Button>}
            title={t.replaceTitle(year)}
            description={t.replaceDescription(dropped.map((day) => formatDate(day.date, locale)).join(', '))}
            confirmLabel={t.replaceConfirm}
            onConfirm={() => mutation.mutate(target)}
          />
        )}
      </div>
    </form>
  )
}

function KindSelect({ value, onChange, id }: { value: HolidayKind; onChange: (kind: HolidayKind) => void; id?: string }) {
  const t = useText(holidaysText)
  return (
    <select id={id} className={inputClass(false, 'mt-1')} value={value} onChange={(event) => onChange(event.target.value as HolidayKind)}>
      {KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t.kinds[kind]}
        </option>
      ))}
    </select>
  )
}

/** One day added to its year, the year's other days kept (the server adds it to the days in force). */
function AddDay() {
  const t = useText(holidaysText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [date, setDate] = useState('')
  const [kind, setKind] = useState<HolidayKind>('compensatory')
  const mutation = useMutation({
    mutationFn: () =>
      adminCall(api.POST('/admin/holidays/{year}/days', { params: { path: { year: Number(date.slice(0, 4)) } }, body: { date, kind } })),
    onSuccess: () => {
      toast({ title: t.quickAdded(formatDate(date, locale)) })
      setDate('')
      void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (date !== '') mutation.mutate()
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby="holidays-quick" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="holidays-quick" className="font-semibold text-slate-900">
        {t.quickTitle}
      </h2>
      <p className="text-sm text-slate-600">{t.quickHint}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-slate-800">
          {t.date}
          <input type="date" required className={inputClass(false, 'mt-1')} value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <label className="min-w-0 flex-1 text-sm text-slate-800">
          {t.kind}
          <KindSelect value={kind} onChange={setKind} />
        </label>
        <Button type="submit" variant="primary" disabled={mutation.isPending || date === ''}>
          {t.quickAdd}
        </Button>
      </div>
      {mutation.isError && <FormError error={mutation.error} fallback={t.failed} />}
    </form>
  )
}

/** The years the owner set, each replacing the tracker's built-in year (docs/decisions-spec.md §19). */
export function HolidaysScreen() {
  const t = useText(holidaysText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<{ key: number; year: number }>({ key: 0, year: new Date().getFullYear() + 1 })
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
                      <Button variant="outline" size="sm" onClick={() => setEditing((current) => ({ key: current.key + 1, year: year.year }))}>
                        {t.edit} {year.year}
                      </Button>
                      <ConfirmDialog
                        trigger={
                          <Button variant="outline" size="sm" disabled={removal.isPending}>
                            {t.remove}
                          </Button>
                        }
                        title={t.removeTitle(year.year)}
                        description={calendar.builtIn.some((b) => b.year === year.year) ? t.removeBuiltIn : t.removeNone}
                        confirmLabel={t.removeConfirm}
                        onConfirm={() => removal.mutate(year.year)}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
        {removal.isError && <FormError error={removal.error} fallback={t.failed} />}
      </section>
      {query.data && (
        <>
          <AddDay />
          <YearEditor
            key={editing.key}
            calendar={query.data}
            start={editing.year}
            onSaved={() => setEditing((current) => ({ key: current.key + 1, year: current.year }))}
          />
        </>
      )}
    </ConsolePage>
  )
}
