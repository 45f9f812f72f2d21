import { Plus, Trash2 } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'
import { INPUT } from '@/tools/shared/fields'
import type { TierText } from '@/tools/shared/query-state'

import { demurrageText } from './demurrage-text'

/** The most steps a tariff may have. */
export const MAX_TIERS = 10

/**
 * A charge's stepped tariff: rows of "from charged day" and "rate a day", added and removed.
 * Its inputs are named `<name>.fromDay` and `<name>.rate`, one pair a row, for a form sent
 * before the app has loaded (the query reader pairs them up).
 */
export function TierEditor({ legend, name, tiers, onChange }: { legend: string; name: string; tiers: TierText[]; onChange: (tiers: TierText[]) => void }) {
  const t = useText(demurrageText)
  const change = (index: number, key: keyof TierText, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)))
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {tiers.length === 0 && <p className="text-xs text-slate-500">{t.noTiers}</p>}
      {tiers.map((tier, index) => (
        <div key={index} className="flex items-end gap-2">
          <label className="flex-1 text-xs text-slate-600">
            {t.tierFromDay}
            <input
              className={INPUT}
              inputMode="numeric"
              name={`${name}.fromDay`}
              value={tier.fromDay}
              onChange={(e) => change(index, 'fromDay', e.target.value)}
            />
          </label>
          <label className="flex-1 text-xs text-slate-600">
            {t.tierRate}
            <input className={INPUT} inputMode="decimal" name={`${name}.rate`} value={tier.rate} onChange={(e) => change(index, 'rate', e.target.value)} />
          </label>
          <Button
            variant="outline"
            aria-label={t.removeTier(legend, index + 1)}
            onClick={() => onChange(tiers.filter((_, i) => i !== index))}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      {tiers.length < MAX_TIERS && (
        <Button variant="outline" size="sm" onClick={() => onChange([...tiers, { fromDay: '', rate: '' }])}>
          <Plus className="h-4 w-4" aria-hidden />
          {t.addTier}
        </Button>
      )}
    </fieldset>
  )
}
