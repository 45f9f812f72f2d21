import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { PRIVACY_KEY, privacySettings, savePrivacySettings } from './privacy-api'
import type { PersonalDataSettings } from './privacy-api'
import { privacyText } from './privacy-text'

const SETTINGS_KEY = [...PRIVACY_KEY, 'settings'] as const

type NumberField = 'acknowledgeWorkingDays' | 'completeDays' | 'enquiryMonths' | 'subscriberMonths'
/** The server's bounds (src/privacy/admin_api.rs), for the inputs; the server says why it refuses. */
const BOUNDS: Record<NumberField, [number, number]> = {
  acknowledgeWorkingDays: [1, 30],
  completeDays: [1, 90],
  enquiryMonths: [1, 240],
  subscriberMonths: [1, 240],
}

function SettingsForm({ stored }: { stored: PersonalDataSettings }) {
  const t = useText(privacyText).settings
  const id = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  // Kept as typed, so a half-typed number is not rewritten under the owner's fingers.
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    acknowledgeWorkingDays: String(stored.acknowledgeWorkingDays),
    completeDays: String(stored.completeDays),
    enquiryMonths: String(stored.enquiryMonths),
    subscriberMonths: String(stored.subscriberMonths),
  })
  const [retention, setRetention] = useState(stored.retention)
  const mutation = useMutation({
    // A blank or non-number field is sent as it is (NaN becomes null): the server names it.
    mutationFn: () =>
      savePrivacySettings({
        acknowledgeWorkingDays: Number(numbers.acknowledgeWorkingDays.trim() || NaN),
        completeDays: Number(numbers.completeDays.trim() || NaN),
        retention,
        enquiryMonths: Number(numbers.enquiryMonths.trim() || NaN),
        subscriberMonths: Number(numbers.subscriberMonths.trim() || NaN),
      }),
    onSuccess: (saved) => {
      toast({ title: t.saved })
      queryClient.setQueryData(SETTINGS_KEY, saved)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate()
  }
  const numberInput = (field: NumberField) => (
    <label key={field} className="block text-sm font-medium text-slate-800">
      {t[field]}
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={BOUNDS[field][0]}
        max={BOUNDS[field][1]}
        value={numbers[field]}
        onChange={(event) => setNumbers((current) => ({ ...current, [field]: event.target.value }))}
        className={inputClass(false, 'mt-1 max-w-32')}
      />
    </label>
  )
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {numberInput('acknowledgeWorkingDays')}
        {numberInput('completeDays')}
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={retention}
          onChange={(event) => setRetention(event.target.checked)}
          aria-describedby={`${id}-retention-hint`}
          className="h-5 w-5 accent-brand-700"
        />
        {t.retention}
      </label>
      <p id={`${id}-retention-hint`} className="text-sm text-slate-600">
        {t.retentionHint}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberInput('enquiryMonths')}
        {numberInput('subscriberMonths')}
      </div>
      {mutation.isError && <FormError error={mutation.error} fallback={t.failed} />}
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        {mutation.isPending ? t.saving : t.save}
      </Button>
    </form>
  )
}

/** The deadlines of the requests and the retention worker's periods. */
export function SettingsSection() {
  const t = useText(privacyText).settings
  const id = useId()
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: privacySettings, staleTime: 0 })
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">{t.text}</p>
      <LoadState query={query}>{(stored) => <SettingsForm stored={stored} />}</LoadState>
    </section>
  )
}
