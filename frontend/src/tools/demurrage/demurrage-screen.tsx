import { BookOpen, Lightbulb, Wand2 } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { useHydrated } from '@/lib/use-hydrated'
import { localizedChoices } from '@/tools/shared/choices'
import { formatNumberInput, parseNumber } from '@/lib/numbers'
import { CheckboxField, DateField, NumberField, SelectField, TextField } from '@/tools/shared/fields'
import { EmptyResult, FieldGrid, FormWithSidePanel, FullRow, SubmitButton } from '@/tools/shared/form-layout'
import { InfoList } from '@/tools/shared/info-list'
import { Panel } from '@/tools/shared/result-card'
import { ToolPage, useToolToasts } from '@/tools/shared/tool-page'
import { ToolForm } from '@/tools/shared/tool-form'
import { useLinkedToolForm } from '@/tools/shared/use-linked-tool-form'
import { toolText } from '@/tools/shared/tool-text'
import type { QuerySpec, TierText } from '@/tools/shared/query-state'

import {
  DEMURRAGE_DEFAULTS,
  parseRate,
  trackDemurrage,
  validateDemurrageInput,
  type DemurrageInput,
  type DemurrageResult,
  type TariffTier,
} from './calc'
import {
  CHARGE_TYPE_CODES,
  CHARGE_TYPES,
  CONTAINER_TYPE_CODES,
  CONTAINER_TYPES,
  DAY_TYPE_CODES,
  DAY_TYPES,
  DIRECTION_CODES,
  DIRECTIONS,
  FREE_TIME_CHOICES,
  FREE_TIME_OPTIONS,
  PORT_CODES,
  SAMPLE_TARIFFS,
  isVnPort,
  labelOfPort,
  portChoices,
  typicalTariff,
  vnPortField,
  type ChargeType,
  type DayType,
  type DemurrageContainerType,
  type DemurragePortCode,
  type Direction,
  type SampleTariff,
} from './data'
import { demurrageReport } from './demurrage-report'
import { DemurrageResults } from './demurrage-results'
import { demurrageText } from './demurrage-text'
import { localIsoDate } from './iso-date'
import { TierEditor } from './tier-editor'
import { useOwnerHolidays } from './use-owner-holidays'
import { cardTariffInputs, tariffSource, tariffSourceText } from './card-tariff'
import { useRateCard } from '@/tools/shared/use-rate-card'
import brand from '@/config/brand.json'
import { useSiteSettings } from '@/config/site-settings'
import type { OwnerHolidayYear } from './vn-holidays'

/** The form as typed: free time days, rates and tiers stay text until Calculate parses them. */
export type DemurrageForm = Omit<
  DemurrageInput,
  | 'freeTimeDays'
  | 'demurrageRate'
  | 'detentionRate'
  | 'actualArrivalDate'
  | 'demurrageTiers'
  | 'detentionTiers'
  | 'returnDate'
  | 'holidays'
  | 'direction'
> & {
  direction: Direction
  actualArrivalDate: string
  freeTimeDays: string
  demurrageRate: string
  detentionRate: string
  demurrageTiers: TierText[]
  detentionTiers: TierText[]
  returnDate: string
}

/** The inputs in a link (docs/decisions-spec.md §10): the field names of section 6 and the new ones. */
const QUERY: QuerySpec<DemurrageForm> = {
  containerType: { kind: 'choice', values: CONTAINER_TYPE_CODES },
  containerNumber: { kind: 'text' },
  bookingNumber: { kind: 'text' },
  direction: { kind: 'choice', values: DIRECTION_CODES },
  loadingPort: { kind: 'choice', values: PORT_CODES },
  dischargePort: { kind: 'choice', values: PORT_CODES },
  etaDate: { kind: 'text' },
  actualArrivalDate: { kind: 'text' },
  currentDate: { kind: 'text' },
  freeTimeDays: { kind: 'choice', values: FREE_TIME_OPTIONS.map(String) },
  dayType: { kind: 'choice', values: DAY_TYPE_CODES },
  excludeWeekends: { kind: 'boolean' },
  excludeHolidays: { kind: 'boolean' },
  chargeType: { kind: 'choice', values: CHARGE_TYPE_CODES },
  demurrageRate: { kind: 'number' },
  detentionRate: { kind: 'number' },
  demurrageTiers: { kind: 'tiers' },
  detentionTiers: { kind: 'tiers' },
  returnDate: { kind: 'text' },
}


/**
 * The defaults of docs/product-spec.md §3, with today as the current date: the visitor's today, so it
 * is left blank in the server's HTML and filled once the page is hydrated.
 */
function initialForm(today: string): DemurrageForm {
  return {
    ...DEMURRAGE_DEFAULTS,
    direction: DEMURRAGE_DEFAULTS.direction ?? 'import',
    actualArrivalDate: DEMURRAGE_DEFAULTS.actualArrivalDate ?? '',
    currentDate: today,
    freeTimeDays: String(DEMURRAGE_DEFAULTS.freeTimeDays),
    demurrageRate: String(DEMURRAGE_DEFAULTS.demurrageRate),
    detentionRate: String(DEMURRAGE_DEFAULTS.detentionRate),
    demurrageTiers: [],
    detentionTiers: [],
    returnDate: '',
  }
}

function toTiers(rows: readonly TierText[], locale: Locale): TariffTier[] {
  // Rows that do not read are dropped by the module (cleanTiers), like a blank row.
  return rows.map((row) => ({ fromDay: parseNumber(row.fromDay, locale), rate: parseNumber(row.rate, locale) }))
}

/** Rates are read as the visitor writes them; what does not parse counts as 0. */
function toInput(form: DemurrageForm, locale: Locale, holidays: readonly OwnerHolidayYear[]): DemurrageInput {
  return {
    ...form,
    holidays,
    // A blank choice gives NaN, which the module's validation refuses.
    freeTimeDays: form.freeTimeDays === '' ? Number.NaN : Number(form.freeTimeDays),
    demurrageRate: parseRate(parseNumber(form.demurrageRate, locale)),
    detentionRate: parseRate(parseNumber(form.detentionRate, locale)),
    demurrageTiers: toTiers(form.demurrageTiers, locale),
    detentionTiers: toTiers(form.detentionTiers, locale),
  }
}

/** The tracking of a form with the owner's holidays, or null when the required fields are missing. */
function compute(form: DemurrageForm, locale: Locale, holidays: readonly OwnerHolidayYear[]): DemurrageResult | null {
  const input = validateDemurrageInput(toInput(form, locale, holidays), localIsoDate(new Date()))
  return input ? trackDemurrage(input) : null
}

const NO_HOLIDAYS: readonly OwnerHolidayYear[] = []

/** The free-time choices, with a card tariff's own number of days when it is not one of them. */
function freeTimeOptions(current: string, locale: Locale) {
  const options = FREE_TIME_CHOICES.map((choice) => ({ value: String(choice.days), label: choice.label[locale] }))
  const days = Number(current)
  if (current !== '' && Number.isInteger(days) && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: locale === 'vi' ? `${days} ngày` : `${days} days` })
    options.sort((a, b) => Number(a.value) - Number(b.value))
  }
  return options
}

export function DemurrageScreen() {
  const { locale } = useLanguage()
  const t = useText(demurrageText)
  const common = useText(toolText)
  const toasts = useToolToasts()
  const hydrated = useHydrated()
  const holidays = useOwnerHolidays().data?.years ?? NO_HOLIDAYS
  const card = useRateCard()
  const { form, set, update, resultForm, submit, reset, link, formRef } = useLinkedToolForm<DemurrageForm, DemurrageResult>({
    initial: () => initialForm(hydrated ? localIsoDate(new Date()) : ''),
    numberKeys: ['freeTimeDays', 'demurrageRate', 'detentionRate'],
    spec: QUERY,
    compute: (values, at) => compute(values, at, holidays),
  })
  // Computed again when the owner's holidays arrive after the result (a page opened from a
  // link has no data block, so they come from the API).
  const result = useMemo(() => (resultForm ? compute(resultForm, locale, holidays) : null), [resultForm, locale, holidays])

  const company = useSiteSettings()?.companyName || brand.name
  // Whose tariff the result used: the card's only while its figures are the card's (§24).
  const tariffUsed = useMemo(() => {
    if (!resultForm) return ''
    const port = resultForm[vnPortField(resultForm.direction)]
    const used = toInput(resultForm, locale, NO_HOLIDAYS)
    return tariffSourceText(tariffSource(card, used, port, resultForm.containerType), company, locale)
  }, [resultForm, locale, card, company])

  useEffect(() => {
    // Hydrated: the date the server could not know.
    if (hydrated) update((current) => (current.currentDate ? current : { ...current, currentDate: localIsoDate(new Date()) }))
  }, [hydrated, update])

  function calculate(event: FormEvent) {
    event.preventDefault()
    const tracked = submit()
    if (!tracked) {
      toasts.error(t.validationError)
      return
    }
    toasts.result(common.calculationSuccessful, t.calculatedDays(tracked.dailyTracking.length))
  }

  /** The form with a tariff's free days, rates and steps. */
  function withTariff(
    current: DemurrageForm,
    tariff: Pick<SampleTariff, 'demurrage' | 'detention'> & { freeTimeDays: number },
  ): DemurrageForm {
    const text = (tiers: SampleTariff['demurrage']) =>
      tiers.map((tier) => ({ fromDay: String(tier.fromDay), rate: formatNumberInput(tier.rate, locale) }))
    return {
      ...current,
      freeTimeDays: String(tariff.freeTimeDays),
      demurrageRate: formatNumberInput(tariff.demurrage[0]?.rate ?? 0, locale),
      detentionRate: formatNumberInput(tariff.detention[0]?.rate ?? 0, locale),
      demurrageTiers: text(tariff.demurrage),
      detentionTiers: text(tariff.detention),
    }
  }

  /** The sample tariff: the chosen Vietnamese port's typical one, else the container type's. */
  function applySample() {
    const port = form[vnPortField(form.direction)]
    const tariff = isVnPort(port) ? typicalTariff(port, form.containerType) : SAMPLE_TARIFFS[form.containerType]
    update((current) => withTariff(current, tariff))
    toasts.success(t.sampleTitle, t.sampleApplied)
  }

  /** Import or export: the ports swap sides, so both are chosen again. */
  function setDirection(direction: Direction) {
    update((current) => ({ ...current, direction, loadingPort: '', dischargePort: '' }))
  }

  /** A port; the Vietnamese port where the container waits brings its typical tariff. */
  function setPort(field: 'loadingPort' | 'dischargePort', port: DemurragePortCode | '') {
    if (field === vnPortField(form.direction) && isVnPort(port)) {
      // The consultancy's own tariff for the port when its card has one (docs/decisions-spec.md §24).
      const own = cardTariffInputs(card?.demurrage, port, form.containerType)
      const tariff = own
        ? { freeTimeDays: own.freeTimeDays, demurrage: own.demurrageTiers ?? [], detention: own.detentionTiers ?? [] }
        : typicalTariff(port, form.containerType)
      update((current) => ({ ...withTariff(current, tariff), [field]: port }))
      if (own) toasts.success(t.cardTariffTitle, t.cardTariffApplied(labelOfPort(port)[locale]))
      else toasts.success(t.portTariffTitle, t.portTariffApplied(labelOfPort(port)[locale]))
    } else {
      set(field)(port)
    }
  }

  /** Working days come with both exclusions ticked; calendar days have none (they would do nothing). */
  function setDayType(dayType: DayType) {
    const working = dayType === 'working'
    update((current) => ({ ...current, dayType, excludeWeekends: working, excludeHolidays: working }))
  }

  const portField = (field: 'loadingPort' | 'dischargePort') => (
    <SelectField
      label={field === 'loadingPort' ? t.loadingPort : t.dischargePort}
      name={field}
      value={form[field]}
      onChange={(value) => setPort(field, value as DemurragePortCode | '')}
      options={localizedChoices(portChoices(form.direction, field), locale)}
      placeholder={field === 'loadingPort' ? t.loadingPortPlaceholder : t.dischargePortPlaceholder}
    />
  )

  return (
    <ToolPage
      path="/tools/demurrage-calculator"
      onReset={reset}
      link={link}
      report={() => (result && resultForm ? demurrageReport(resultForm, result, locale, tariffUsed) : null)}
    >
      <FormWithSidePanel
        form={
          <Panel title={t.formTitle}>
            <ToolForm action="/tools/demurrage-calculator" formRef={formRef} onSubmit={calculate} className="space-y-6">
              <FieldGrid>
                <SelectField
                  label={t.containerType}
                  name="containerType"
                  value={form.containerType}
                  onChange={(value) => set('containerType')(value as DemurrageContainerType)}
                  options={localizedChoices(CONTAINER_TYPES, locale)}
                />
                <TextField
                  label={t.containerNumber}
                  name="containerNumber"
                  required
                  placeholder={t.containerNumberPlaceholder}
                  value={form.containerNumber}
                  onChange={set('containerNumber')}
                />
                <TextField name="bookingNumber" label={t.bookingNumber} value={form.bookingNumber} onChange={set('bookingNumber')} />
                <SelectField
                  label={t.direction}
                  name="direction"
                  value={form.direction}
                  onChange={(value) => setDirection(value as Direction)}
                  options={localizedChoices(DIRECTIONS, locale)}
                />
                {portField('loadingPort')}
                {portField('dischargePort')}
                <DateField name="etaDate" label={t.etaDate} required value={form.etaDate} onChange={set('etaDate')} />
                <DateField
                  label={t.actualArrivalDate}
                  name="actualArrivalDate"
                  hint={t.actualArrivalHint}
                  value={form.actualArrivalDate}
                  onChange={set('actualArrivalDate')}
                />
                <DateField name="currentDate" label={t.currentDate} value={form.currentDate} onChange={set('currentDate')} />
                <DateField
                  label={t.returnDate}
                  name="returnDate"
                  hint={t.returnDateHint}
                  value={form.returnDate}
                  onChange={set('returnDate')}
                />
                <SelectField
                  label={t.freeTimeDays}
                  name="freeTimeDays"
                  required
                  value={form.freeTimeDays}
                  onChange={set('freeTimeDays')}
                  options={freeTimeOptions(form.freeTimeDays, locale)}
                />
                <SelectField
                  label={t.dayType}
                  name="dayType"
                  value={form.dayType}
                  onChange={(value) => setDayType(value as DayType)}
                  options={localizedChoices(DAY_TYPES, locale)}
                />
                {form.dayType === 'working' && (
                  <>
                    <CheckboxField
                      label={t.excludeWeekends}
                      name="excludeWeekends"
                      hint={t.excludeWeekendsHint}
                      checked={form.excludeWeekends}
                      onChange={set('excludeWeekends')}
                    />
                    <CheckboxField
                      label={t.excludeHolidays}
                      name="excludeHolidays"
                      hint={t.excludeHolidaysHint}
                      checked={form.excludeHolidays}
                      onChange={set('excludeHolidays')}
                    />
                  </>
                )}
                <FullRow>
                  <SelectField
                    label={t.chargeType}
                    name="chargeType"
                    value={form.chargeType}
                    onChange={(value) => set('chargeType')(value as ChargeType)}
                    options={localizedChoices(CHARGE_TYPES, locale)}
                  />
                </FullRow>
                <NumberField
                  label={t.demurrageRate}
                  name="demurrageRate"
                  suffix={t.ratePerDay}
                  hint={t.rateHint}
                  value={form.demurrageRate}
                  onChange={set('demurrageRate')}
                />
                <NumberField
                  label={t.detentionRate}
                  name="detentionRate"
                  suffix={t.ratePerDay}
                  hint={t.rateHint}
                  value={form.detentionRate}
                  onChange={set('detentionRate')}
                />
                <FullRow>
                  <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
                    <div>
                      <h3 className="text-sm font-semibold text-slate-900">{t.tariffTitle}</h3>
                      <p className="mt-1 text-xs text-slate-600">{t.tariffIntro}</p>
                    </div>
                    <div className="rounded-md border border-dashed border-amber-400 bg-amber-50 p-3 text-xs text-amber-900">
                      <p>
                        <strong className="font-semibold">{t.sampleTitle}: </strong>
                        {t.sampleNote}
                      </p>
                      <Button variant="outline" size="sm" className="mt-2" onClick={applySample}>
                        <Wand2 className="h-4 w-4" aria-hidden />
                        {t.applySample}
                      </Button>
                    </div>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TierEditor legend={t.demurrageTiers} name="demurrageTiers" tiers={form.demurrageTiers} onChange={set('demurrageTiers')} />
                      <TierEditor legend={t.detentionTiers} name="detentionTiers" tiers={form.detentionTiers} onChange={set('detentionTiers')} />
                    </div>
                  </div>
                </FullRow>
              </FieldGrid>
              <SubmitButton>{common.calculate}</SubmitButton>
            </ToolForm>
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
        <DemurrageResults result={result} tariffUsed={tariffUsed} />
      ) : (
        <EmptyResult>{common.emptyResult}</EmptyResult>
      )}
    </ToolPage>
  )
}
