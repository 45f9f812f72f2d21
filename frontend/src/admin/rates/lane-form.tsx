import { useId, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { errorText } from '../admin-api'
import { inputClass } from '../ui/field'
import {
  DESTINATIONS,
  FREIGHT_CONTAINERS,
  LANE_FIGURES,
  ORIGINS,
  SERVICES,
  laneForm,
  laneOf,
  type FreightLane,
  type LaneForm as LaneFormState,
} from './draft-edit'
import { ratesText } from './rates-text'

export interface RowFormProps<T> {
  /** The row as it is, or a new one's defaults. */
  row: T
  /** Whether the row is new (the title says "add" rather than "edit"). */
  adding: boolean
  saving: boolean
  /** The server's refusal of the last save, shown in the form. */
  error: unknown
  onSave: (row: T) => void
  onCancel: () => void
}

/** A label around its control, the way the Rates screen's other forms are laid out. */
export function Labeled({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`block text-sm text-slate-800 ${wide ? 'sm:col-span-2' : ''}`}>
      {label}
      <span className="mt-1 block">{children}</span>
    </label>
  )
}

export function Choice({ value, options, onChange }: { value: string; options: readonly string[]; onChange: (value: string) => void }) {
  return (
    <select className={inputClass(false)} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  )
}

/** The form's footer: the refusal (the server's words, naming the row) and the two buttons. */
export function FormEnd({ error, problem, saving, onCancel }: { error: unknown; problem: string | null; saving: boolean; onCancel: () => void }) {
  const t = useText(ratesText)
  const shown = problem ?? (error ? errorText(error, t.saveFailed) : null)
  return (
    <>
      {shown && (
        <p role="alert" className="whitespace-pre-line rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {shown}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {t.saveRow}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </>
  )
}

/** One freight lane of the draft, added or edited (docs/decisions-spec.md §24). */
export function LaneForm({ row, adding, saving, error, onSave, onCancel }: RowFormProps<FreightLane>) {
  const t = useText(ratesText)
  const { locale } = useLanguage()
  const titleId = useId()
  const [form, setForm] = useState<LaneFormState>(() => laneForm(row, locale))
  const [invalid, setInvalid] = useState<string[]>([])
  const set = (patch: Partial<LaneFormState>) => setForm((old) => ({ ...old, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const read = laneOf(form, locale)
    if ('invalid' in read) return setInvalid(read.invalid)
    setInvalid([])
    onSave(read.lane)
  }
  const problem = invalid.length > 0 ? t.notNumbers(invalid.map((key) => t.figure[key as (typeof LANE_FIGURES)[number]]).join(', ')) : null
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {adding ? t.addLane : t.editLane}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Labeled label={t.origin}>
          <Choice value={form.origin} options={ORIGINS} onChange={(origin) => set({ origin })} />
        </Labeled>
        <Labeled label={t.destination}>
          <Choice value={form.destination} options={DESTINATIONS} onChange={(destination) => set({ destination })} />
        </Labeled>
        <Labeled label={t.service}>
          <Choice value={form.service} options={SERVICES} onChange={(service) => set({ service: service as FreightLane['service'] })} />
        </Labeled>
        {form.service !== 'lcl' && (
          <Labeled label={t.container}>
            <Choice value={form.container || 'standard'} options={FREIGHT_CONTAINERS} onChange={(container) => set({ container })} />
          </Labeled>
        )}
        {LANE_FIGURES.map((key) => (
          <Labeled key={key} label={key === 'base' && form.service === 'lcl' ? t.baseLcl : t.figure[key]}>
            <input
              inputMode="decimal"
              aria-invalid={invalid.includes(key) || undefined}
              className={inputClass(invalid.includes(key))}
              value={form[key]}
              onChange={(event) => set({ [key]: event.target.value })}
            />
          </Labeled>
        ))}
        <Labeled label={t.carrier} wide>
          <input className={inputClass(false)} maxLength={100} value={form.carrier} onChange={(event) => set({ carrier: event.target.value })} />
        </Labeled>
        <Labeled label={t.validFrom}>
          <input type="date" className={inputClass(false)} value={form.validFrom} onChange={(event) => set({ validFrom: event.target.value })} />
        </Labeled>
        <Labeled label={t.validUntil}>
          <input type="date" className={inputClass(false)} value={form.validUntil} onChange={(event) => set({ validUntil: event.target.value })} />
        </Labeled>
      </div>
      <FormEnd error={error} problem={problem} saving={saving} onCancel={onCancel} />
    </form>
  )
}
