import { BookOpen, Lightbulb } from 'lucide-react'
import type { FormEvent } from 'react'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { localizedChoices } from '@/tools/shared/choices'
import { parseNumber } from '@/tools/shared/parse-number'
import { CheckboxField, DateField, NumberField, SelectField, TextField } from '@/tools/shared/fields'
import { EmptyResult, FieldGrid, FormWithSidePanel, FullRow, SubmitButton } from '@/tools/shared/form-layout'
import { InfoList } from '@/tools/shared/info-list'
import { Panel } from '@/tools/shared/result-card'
import { ToolPage, useToolToasts } from '@/tools/shared/tool-page'
import { useToolForm } from '@/tools/shared/use-tool-form'
import { toolText } from '@/tools/shared/tool-text'

import {
  DEMURRAGE_DEFAULTS,
  parseRate,
  trackDemurrage,
  validateDemurrageInput,
  type DemurrageInput,
  type DemurrageResult,
} from './calc'
import {
  CHARGE_TYPES,
  CONTAINER_TYPES,
  DAY_TYPES,
  DISCHARGE_PORTS,
  FREE_TIME_CHOICES,
  LOADING_PORTS,
  type ChargeType,
  type DayType,
  type DemurrageContainerType,
  type DischargePortCode,
  type LoadingPortCode,
} from './data'
import { DemurrageResults } from './demurrage-results'
import { demurrageText } from './demurrage-text'
import { localIsoDate } from './iso-date'

/** The form as typed: free time days and rates stay text until Calculate parses them. */
type DemurrageForm = Omit<DemurrageInput, 'freeTimeDays' | 'demurrageRate' | 'detentionRate' | 'actualArrivalDate'> & {
  actualArrivalDate: string
  freeTimeDays: string
  demurrageRate: string
  detentionRate: string
}

/** The defaults of product.md §3, with today as the current date. */
function initialForm(): DemurrageForm {
  return {
    ...DEMURRAGE_DEFAULTS,
    actualArrivalDate: DEMURRAGE_DEFAULTS.actualArrivalDate ?? '',
    currentDate: localIsoDate(new Date()),
    freeTimeDays: String(DEMURRAGE_DEFAULTS.freeTimeDays),
    demurrageRate: String(DEMURRAGE_DEFAULTS.demurrageRate),
    detentionRate: String(DEMURRAGE_DEFAULTS.detentionRate),
  }
}

/** Rates are read as the visitor writes them; what does not parse counts as 0. */
function toInput(form: DemurrageForm, locale: Locale): DemurrageInput {
  return {
    ...form,
    // A blank choice gives NaN, which the module's validation refuses.
    freeTimeDays: form.freeTimeDays === '' ? Number.NaN : Number(form.freeTimeDays),
    demurrageRate: parseRate(parseNumber(form.demurrageRate, locale)),
    detentionRate: parseRate(parseNumber(form.detentionRate, locale)),
  }
}

export function DemurrageScreen() {
  const { locale } = useLanguage()
  const t = useText(demurrageText)
  const common = useText(toolText)
  const toasts = useToolToasts()
  const { form, set, result, setResult, reset } = useToolForm<DemurrageForm, DemurrageResult>(initialForm, [
    'freeTimeDays',
    'demurrageRate',
    'detentionRate',
  ])

  function calculate(event: FormEvent) {
    event.preventDefault()
    const input = validateDemurrageInput(toInput(form, locale), localIsoDate(new Date()))
    if (!input) {
      toasts.error(t.validationError)
      return
    }
    const tracked = trackDemurrage(input)
    setResult(tracked)
    toasts.success(common.calculationSuccessful, t.calculatedDays(tracked.dailyTracking.length))
  }

  return (
    <ToolPage path="/tools/demurrage-calculator" onReset={reset}>
      <FormWithSidePanel
        form={
          <Panel title={t.formTitle}>
            <form noValidate onSubmit={calculate} className="space-y-6">
              <FieldGrid>
                <SelectField
                  label={t.containerType}
                  value={form.containerType}
                  onChange={(value) => set('containerType')(value as DemurrageContainerType)}
                  options={localizedChoices(CONTAINER_TYPES, locale)}
                />
                <TextField
                  label={t.containerNumber}
                  required
                  placeholder={t.containerNumberPlaceholder}
                  value={form.containerNumber}
                  onChange={set('containerNumber')}
                />
                <TextField label={t.bookingNumber} value={form.bookingNumber} onChange={set('bookingNumber')} />
                <SelectField
                  label={t.loadingPort}
                  value={form.loadingPort}
                  onChange={(value) => set('loadingPort')(value as LoadingPortCode | '')}
                  options={localizedChoices(LOADING_PORTS, locale)}
                  placeholder={t.loadingPortPlaceholder}
                />
                <SelectField
                  label={t.dischargePort}
                  value={form.dischargePort}
                  onChange={(value) => set('dischargePort')(value as DischargePortCode | '')}
                  options={localizedChoices(DISCHARGE_PORTS, locale)}
                  placeholder={t.dischargePortPlaceholder}
                />
                <DateField label={t.etaDate} required value={form.etaDate} onChange={set('etaDate')} />
                <DateField
                  label={t.actualArrivalDate}
                  hint={t.actualArrivalHint}
                  value={form.actualArrivalDate}
                  onChange={set('actualArrivalDate')}
                />
                <DateField label={t.currentDate} value={form.currentDate} onChange={set('currentDate')} />
                <SelectField
                  label={t.freeTimeDays}
                  required
                  value={form.freeTimeDays}
                  onChange={set('freeTimeDays')}
                  options={FREE_TIME_CHOICES.map((choice) => ({ value: String(choice.days), label: choice.label[locale] }))}
                />
                <SelectField
                  label={t.dayType}
                  value={form.dayType}
                  onChange={(value) => set('dayType')(value as DayType)}
                  options={localizedChoices(DAY_TYPES, locale)}
                />
                <CheckboxField
                  label={t.excludeWeekends}
                  hint={t.excludeWeekendsHint}
                  checked={form.excludeWeekends}
                  onChange={set('excludeWeekends')}
                />
                <CheckboxField
                  label={t.excludeHolidays}
                  hint={t.excludeHolidaysHint}
                  checked={form.excludeHolidays}
                  onChange={set('excludeHolidays')}
                />
                <FullRow>
                  <SelectField
                    label={t.chargeType}
                    value={form.chargeType}
                    onChange={(value) => set('chargeType')(value as ChargeType)}
                    options={localizedChoices(CHARGE_TYPES, locale)}
                  />
                </FullRow>
                <NumberField
                  label={t.demurrageRate}
                  suffix={t.ratePerDay}
                  hint={t.rateHint}
                  value={form.demurrageRate}
                  onChange={set('demurrageRate')}
                />
                <NumberField
                  label={t.detentionRate}
                  suffix={t.ratePerDay}
                  hint={t.rateHint}
                  value={form.detentionRate}
                  onChange={set('detentionRate')}
                />
              </FieldGrid>
              <SubmitButton>{common.calculate}</SubmitButton>
            </form>
          </Panel>
        }
        side={
          <Panel title={t.guideTitle}>
            <InfoList
              icon={BookOpen}
              items={[
                { title: t.freeTimeTerm, text: t.freeTimeDefinition },
                { title: t.demurrageTerm, text: t.demurrageDefinition },
                { title: t.detentionTerm, text: t.detentionDefinition },
              ]}
            />
            <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900">{t.tipsTitle}</h3>
            <ul className="space-y-2 text-sm text-slate-700">
              {[t.tip1, t.tip2, t.tip3, t.tip4].map((tip) => (
                <li key={tip} className="flex gap-2">
                  <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
                  {tip}
                </li>
              ))}
            </ul>
          </Panel>
        }
      />
      {result ? (
        <DemurrageResults result={result} />
      ) : (
        <EmptyResult>{common.emptyResult}</EmptyResult>
      )}
    </ToolPage>
  )
}
