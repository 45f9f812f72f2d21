import { Info, Receipt } from 'lucide-react'
import { useMemo, type FormEvent } from 'react'
import brand from '@/config/brand.json'
import { useSiteSettings } from '@/config/site-settings'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatMoney } from '@/lib/format'
import { localizedChoices } from '@/tools/shared/choices'
import { parseNumber } from '@/lib/numbers'
import {
  CheckboxField,
  DateField,
  MultiChoiceField,
  NumberField,
  SelectField,
} from '@/tools/shared/fields'
import { EmptyResult, FieldGrid, FormWithSidePanel, FullRow, SubmitButton } from '@/tools/shared/form-layout'
import { InfoList } from '@/tools/shared/info-list'
import { Panel } from '@/tools/shared/result-card'
import { ToolPage, useToolToasts } from '@/tools/shared/tool-page'
import { ToolForm } from '@/tools/shared/tool-form'
import { useLinkedToolForm } from '@/tools/shared/use-linked-tool-form'
import type { QuerySpec } from '@/tools/shared/query-state'
import { toolText } from '@/tools/shared/tool-text'
import { businessToday, type RateCard } from '@/tools/shared/rate-card'
import { useRateCard } from '@/tools/shared/use-rate-card'
import { parseAmount } from '@/tools/shared/fallback-number'
import {
  DESTINATION_PORTS,
  DESTINATION_PORT_CODES,
  ORIGIN_PORTS,
  ORIGIN_PORT_CODES,
  type DestinationPortCode,
  type OriginPortCode,
} from '@/tools/shared/ports'

import {
  FREIGHT_DEFAULTS,
  compareFreight,
  containers,
  parseVolume,
  validateFreightDraft,
  type FreightDraft,
  type FreightResultRow,
  type FreightSort,
} from './calc'
import {
  CONTAINER_TYPE_CODES,
  CONTAINER_TYPES,
  SERVICE_TYPE_CODES,
  SERVICE_TYPES,
  SURCHARGES,
  type ContainerType,
  type ServiceType,
} from './data'
import { freightReport } from './freight-report'
import { freightText } from './freight-text'
import { FreightResults } from './freight-results'

/** The form as typed: numbers stay text until Calculate parses them (docs/product-spec.md §5). */
export interface FreightForm {
  serviceType: ServiceType
  originPorts: OriginPortCode[]
  destinationPort: DestinationPortCode | ''
  departureDate: string
  containerType: ContainerType
  volume: string
  weight: string
  containerCount: string
  cargoValue: string
  includeInsurance: boolean
  sortBy: FreightSort
}

/** The inputs in a link (docs/decisions-spec.md §10). */
const QUERY: QuerySpec<FreightForm> = {
  serviceType: { kind: 'choice', values: SERVICE_TYPE_CODES },
  originPorts: { kind: 'list', values: ORIGIN_PORT_CODES },
  destinationPort: { kind: 'choice', values: DESTINATION_PORT_CODES },
  departureDate: { kind: 'text' },
  containerType: { kind: 'choice', values: CONTAINER_TYPE_CODES },
  volume: { kind: 'number' },
  weight: { kind: 'number' },
  containerCount: { kind: 'number' },
  cargoValue: { kind: 'number' },
  includeInsurance: { kind: 'boolean' },
  sortBy: { kind: 'choice', values: ['cost', 'time'] },
}

const INITIAL_FORM: FreightForm = {
  serviceType: FREIGHT_DEFAULTS.serviceType,
  originPorts: [...FREIGHT_DEFAULTS.originPorts],
  destinationPort: FREIGHT_DEFAULTS.destinationPort,
  departureDate: FREIGHT_DEFAULTS.departureDate,
  containerType: FREIGHT_DEFAULTS.containerType,
  volume: String(FREIGHT_DEFAULTS.volume),
  weight: String(FREIGHT_DEFAULTS.weight),
  containerCount: '1',
  cargoValue: String(FREIGHT_DEFAULTS.cargoValue),
  includeInsurance: FREIGHT_DEFAULTS.includeInsurance,
  sortBy: 'cost',
}

/**
 * Numbers are read as the visitor writes them ("50.000" is fifty thousand in Vietnamese);
 * what does not parse falls back as the module says (volume 1, amounts 0).
 */
function toDraft(form: FreightForm, locale: Locale): FreightDraft {
  return {
    ...form,
    volume: parseVolume(parseNumber(form.volume, locale)),
    weight: parseAmount(parseNumber(form.weight, locale)),
    cargoValue: parseAmount(parseNumber(form.cargoValue, locale)),
    containerCount: containers(parseNumber(form.containerCount, locale)),
  }
}

/**
 * The rows of a form: on the published card's lanes where it has one for the departure date
 * (docs/decisions-spec.md §24), else on the indicative rates.
 */
function compute(form: FreightForm, locale: Locale, card: RateCard | null = null): FreightResultRow[] | null {
  const input = validateFreightDraft(toDraft(form, locale))
  if (!input) return null
  const lanes = card && card.version != null ? { version: card.version, lanes: card.freight } : undefined
  // The public settings do not carry the business's zone: Vietnam's, the default one.
  return compareFreight({ ...input, card: lanes, today: businessToday(new Date()) })
}

export function FreightScreen() {
  const { locale } = useLanguage()
  const t = useText(freightText)
  const common = useText(toolText)
  const toasts = useToolToasts()
  const card = useRateCard()
  const settings = useSiteSettings()
  const company = settings?.companyName || brand.name
  const { form, set, resultForm, submit, reset, link, formRef } = useLinkedToolForm<FreightForm, FreightResultRow[]>({
    initial: () => INITIAL_FORM,
    numberKeys: ['volume', 'weight', 'cargoValue', 'containerCount'],
    spec: QUERY,
    compute: (values, at) => compute(values, at, card),
  })
  // Computed again when the card arrives after the result (it is fetched once a page load).
  const rows = useMemo(
    () => (resultForm ? compute(resultForm, locale, card) : null),
    [resultForm, locale, card],
  )

  function calculate(event: FormEvent) {
    event.preventDefault()
    const result = submit()
    if (!result) {
      toasts.error(t.validationError)
      return
    }
    toasts.result(common.calculationSuccessful, t.comparedPorts(result.length))
  }

  const lcl = form.serviceType === 'lcl'
  const money = (value: number) => formatMoney(value, 'USD', locale, 0)

  return (
    <ToolPage
      path="/tools/freight-calculator"
      onReset={reset}
      link={link}
      report={() => (rows && resultForm ? freightReport(resultForm, rows, locale, { card, company }) : null)}
    >
      <FormWithSidePanel
        form={
          <Panel title={t.formTitle}>
            <ToolForm action="/tools/freight-calculator" formRef={formRef} onSubmit={calculate} className="space-y-6">
              <FieldGrid>
                <SelectField
                  label={t.serviceType}
                  name="serviceType"
                  required
                  value={form.serviceType}
                  onChange={(value) => set('serviceType')(value as ServiceType)}
                  options={localizedChoices(SERVICE_TYPES, locale)}
                />
                <SelectField
                  label={t.destinationPort}
                  name="destinationPort"
                  required
                  value={form.destinationPort}
                  onChange={(value) => set('destinationPort')(value as DestinationPortCode | '')}
                  options={localizedChoices(DESTINATION_PORTS, locale)}
                  placeholder={t.destinationPlaceholder}
                />
                <FullRow>
                  <MultiChoiceField
                    label={t.originPorts}
                    name="originPorts"
                    required
                    hint={t.originPortsHint}
                    values={form.originPorts}
                    onChange={(values) => set('originPorts')(values as OriginPortCode[])}
                    options={localizedChoices(ORIGIN_PORTS, locale)}
                  />
                </FullRow>
                <DateField label={t.departureDate} name="departureDate" value={form.departureDate} onChange={set('departureDate')} />
                {lcl ? (
                  <>
                    <NumberField
                      label={t.volume}
                      name="volume"
                      suffix={t.volumeUnit}
                      hint={t.volumeHint}
                      value={form.volume}
                      onChange={set('volume')}
                    />
                    <NumberField label={t.weight} name="weight" suffix={t.weightUnit} value={form.weight} onChange={set('weight')} />
                  </>
                ) : (
                  <>
                    <SelectField
                      label={t.containerType}
                      name="containerType"
                      value={form.containerType}
                      onChange={(value) => set('containerType')(value as ContainerType)}
                      options={localizedChoices(CONTAINER_TYPES, locale)}
                    />
                    <NumberField
                      label={t.containerCount}
                      hint={t.containerCountHint}
                      name="containerCount"
                      value={form.containerCount}
                      onChange={set('containerCount')}
                    />
                  </>
                )}
                <NumberField
                  label={t.cargoValue}
                  name="cargoValue"
                  suffix={t.cargoValueUnit}
                  value={form.cargoValue}
                  onChange={set('cargoValue')}
                />
                <SelectField
                  label={t.sortBy}
                  name="sortBy"
                  value={form.sortBy}
                  onChange={(value) => set('sortBy')(value as FreightSort)}
                  options={[
                    { value: 'cost', label: t.sortByCost },
                    { value: 'time', label: t.sortByTime },
                  ]}
                />
                <FullRow>
                  <CheckboxField
                    label={t.includeInsurance}
                    name="includeInsurance"
                    hint={t.includeInsuranceHint}
                    checked={form.includeInsurance}
                    onChange={set('includeInsurance')}
                  />
                </FullRow>
              </FieldGrid>
              <SubmitButton>{common.calculate}</SubmitButton>
            </ToolForm>
          </Panel>
        }
        side={
          <Panel title={t.surchargesTitle}>
            <p className="text-sm text-slate-700">{t.surchargesIntro}</p>
            <div className="mt-4">
              <InfoList
                icon={Receipt}
                items={SURCHARGES.map((surcharge) => ({
                  title: `${surcharge.abbreviation[locale]} – ${surcharge.name[locale]}`,
                  text: surcharge.description[locale],
                }))}
              />
            </div>
            <p className="mt-5 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                <strong className="font-semibold">{t.ratesNoteTitle}: </strong>
                {/* With a published card its lanes are the company's word, not "indicative" (§24). */}
                {card ? t.cardNote(company) : t.ratesNote}
              </span>
            </p>
          </Panel>
        }
      />
      {rows ? (
        <FreightResults rows={rows} money={money} card={card} company={company} />
      ) : (
        <EmptyResult>{common.emptyResult}</EmptyResult>
      )}
    </ToolPage>
  )
}
