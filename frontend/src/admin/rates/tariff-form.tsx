import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { inputClass } from '../ui/field'
import { PORTS, TARIFF_CONTAINERS, tariffForm, tariffOf, type Tariff, type TariffForm as TariffFormState, type TierText } from './draft-edit'
import { Choice, FormEnd, Labeled, type RowFormProps } from './lane-form'
import { ratesText } from './rates-text'

/** The steps of one charge: from which charged day, how much a day. */
function Tiers({ legend, tiers, onChange }: { legend: string; tiers: TierText[]; onChange: (tiers: TierText[]) => void }) {
  const t = useText(ratesText)
  const set = (index: number, patch: Partial<TierText>) => onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)))
  const last = tiers.at(-1)
  const next = last ? String((Number.parseInt(last.fromDay, 10) || 0) + 1) : '1'
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {tiers.map((tier, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <Labeled label={t.fromDay}>
            <input inputMode="numeric" className={inputClass(false, 'w-24')} value={tier.fromDay} onChange={(event) => set(index, { fromDay: event.target.value })} />
          </Labeled>
          <Labeled label={t.ratePerDay}>
            <input inputMode="decimal" className={inputClass(false, 'w-32')} value={tier.rate} onChange={(event) => set(index, { rate: event.target.value })} />
          </Labeled>
          <Button variant="outline" size="sm" aria-label={t.removeTier(legend, index + 1)} onClick={() => onChange(tiers.filter((_, at) => at !== index))}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange([...tiers, { fromDay: next, rate: last?.rate ?? '0' }])}>
        <Plus className="h-4 w-4" aria-hidden />
        {t.addTier(legend)}
      </Button>
    </fieldset>
  )
}

/** One demurrage and detention tariff of the draft, added or edited (docs/decisions-spec.md §24). */
export function TariffForm({ row, adding, saving, error, onSave, onCancel }: RowFormProps<Tariff>) {
  const t = useText(ratesText)
  const { locale } = useLanguage()
  const titleId = useId()
  const [form, setForm] = useState<TariffFormState>(() => tariffForm(row, locale))
  const [problem, setProblem] = useState<string | null>(null)
  const set = (patch: Partial<TariffFormState>) => setForm((old) => ({ ...old, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const tariff = tariffOf(form, locale)
    setProblem(tariff ? null : t.tierNumbers)
    if (tariff) onSave(tariff)
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {adding ? t.addTariff : t.editTariff}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Labeled label={t.port}>
          <Choice value={form.port} options={PORTS} onChange={(port) => set({ port })} />
        </Labeled>
        <Labeled label={t.container}>
          <Choice value={form.container} options={TARIFF_CONTAINERS} onChange={(container) => set({ container })} />
        </Labeled>
        <Labeled label={t.carrierAny}>
          <input className={inputClass(false)} maxLength={100} value={form.carrier} onChange={(event) => set({ carrier: event.target.value })} />
        </Labeled>
        <Labeled label={t.freeDays}>
          <input inputMode="numeric" className={inputClass(false)} value={form.freeDays} onChange={(event) => set({ freeDays: event.target.value })} />
        </Labeled>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Tiers legend={t.demurrage} tiers={form.demurrage} onChange={(demurrage) => set({ demurrage })} />
        <Tiers legend={t.detention} tiers={form.detention} onChange={(detention) => set({ detention })} />
      </div>
      <FormEnd error={error} problem={problem} saving={saving} onCancel={onCancel} />
    </form>
  )
}
