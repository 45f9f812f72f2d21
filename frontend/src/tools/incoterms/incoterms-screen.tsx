import { Suspense, lazy, useState } from 'react'
import { useLocation } from 'react-router'

import { useSiteSettings } from '@/config/site-settings'
import { useLanguage, useText } from '@/i18n/language-provider'
import { ToolPage, useToolToasts } from '@/tools/shared/tool-page'
import { toolText } from '@/tools/shared/tool-text'
import { useLinkedToolForm } from '@/tools/shared/use-linked-tool-form'
import type { QuerySpec } from '@/tools/shared/query-state'
import type { Locale } from '@/i18n/locale'
import { ToolTabs } from '@/tools/shared/tool-tabs'

import { calculateIncoterms } from './calc'
import { CalculatorForm } from './calculator-form'
import {
  CARGO_TYPES,
  CURRENCIES,
  DESTINATION_PORTS,
  DESTINATION_REGIONS,
  EXW_LOCATIONS,
  ICC_CONDITIONS,
  LOADING_PORTS,
  QUANTITY_UNITS,
} from './data'
import type { CargoType } from './data'
import { NUMERIC_FIELDS, defaultForm, toIncotermsInput, withCargoType, withCurrency, withDestinationPort, withExchangeRate } from './form-state'
import type { IncotermsForm, SiteRate } from './form-state'
import { incotermsReport } from './incoterms-report'
import { incotermsText } from './incoterms-text'
import { ResultsView } from './results-view'
import type { IncotermsOutcome } from './results-view'

// The "Who pays" tab is never the first one shown (nor rendered by the server): its table
// loads when it is opened.
const WhoPaysTable = lazy(() => import('./who-pays-table').then((m) => ({ default: m.WhoPaysTable })))

type Tab = 'calculator' | 'results' | 'whoPays'

/** The form with its mode, as a link carries both. */
export type IncotermsLinkForm = IncotermsForm & { advancedMode: boolean }

const ids = (list: ReadonlyArray<{ id: string }>) => list.map((item) => item.id)

/** The inputs in a link (docs/decisions-spec.md §10): the field names of section 6 and insureAt110. */
const QUERY: QuerySpec<IncotermsLinkForm> = {
  advancedMode: { kind: 'boolean' },
  exwPrice: { kind: 'number' },
  currency: { kind: 'choice', values: ids(CURRENCIES) },
  exchangeRate: { kind: 'number' },
  rateDate: { kind: 'text' },
  quantity: { kind: 'number' },
  unit: { kind: 'choice', values: ids(QUANTITY_UNITS) },
  cargoType: { kind: 'choice', values: ids(CARGO_TYPES) },
  exwLocation: { kind: 'choice', values: ids(EXW_LOCATIONS) },
  loadingPort: { kind: 'choice', values: ids(LOADING_PORTS) },
  destinationPort: { kind: 'choice', values: ids(DESTINATION_PORTS) },
  insureAt110: { kind: 'boolean' },
  deliveryAddress: { kind: 'text' },
  destinationRegion: { kind: 'choice', values: ids(DESTINATION_REGIONS) },
  ...Object.fromEntries(NUMERIC_FIELDS.filter((key) => key !== 'exwPrice' && key !== 'quantity').map((key) => [key, { kind: 'number' }])),
  iccCondition: { kind: 'choice', values: ids(ICC_CONDITIONS) },
  hsCode: { kind: 'text' },
}

/**
 * The form a link's inputs are written over: in the link's currency, so that `currency=VND`
 * without `exchangeRate` prices at the site's rate with its date, never at 1 (docs/decisions-spec.md §22).
 */
function initialForm(locale: Locale, search = '', site?: SiteRate): IncotermsLinkForm {
  const currency = CURRENCIES.find((c) => c.id === new URLSearchParams(search).get('currency'))?.id
  const form = defaultForm(locale)
  return { ...(currency && currency !== 'USD' ? withCurrency(form, currency, locale, site) : form), advancedMode: false }
}

function compute(form: IncotermsLinkForm, locale: Locale): IncotermsOutcome | null {
  const input = toIncotermsInput(form, form.advancedMode, locale)
  return input ? { input, result: calculateIncoterms(input) } : null
}

/** The Incoterms calculator; it serves /tools/incoterms-calculator and /tools/fob-cif-calculator. */
export function IncotermsScreen() {
  const { pathname, search } = useLocation()
  const path = pathname.startsWith('/tools/fob-cif-calculator') ? '/tools/fob-cif-calculator' : '/tools/incoterms-calculator'
  const t = useText(incotermsText)
  const shared = useText(toolText)
  const { locale } = useLanguage()
  const toasts = useToolToasts()
  const site = useSiteSettings()?.usdVndRate

  const {
    form,
    set,
    update,
    result: outcome,
    submit,
    reset: resetForm,
    link,
    formRef,
  } = useLinkedToolForm<IncotermsLinkForm, IncotermsOutcome>({
    initial: (at) => initialForm(at, search, site),
    numberKeys: [...NUMERIC_FIELDS, 'exchangeRate'],
    spec: QUERY,
    compute,
  })
  const advanced = form.advancedMode
  const setAdvanced = set('advancedMode')
  const [tab, setTab] = useState<Tab>(outcome ? 'results' : 'calculator')
  const [shown, setShown] = useState(outcome)
  if (shown !== outcome) {
    // A result from a link, Back or Forward: show it (or the form when there is none).
    setShown(outcome)
    setTab(outcome ? 'results' : 'calculator')
  }

  function change<K extends keyof IncotermsForm>(key: K, value: IncotermsForm[K]) {
    set(key)(value as IncotermsLinkForm[K])
  }

  function calculate() {
    if (!submit()) {
      toasts.error(t.validationError)
      return
    }
    setTab('results')
    toasts.result(shared.calculationSuccessful, t.resultsUpdated)
  }

  function reset() {
    resetForm()
    setTab('calculator')
  }

  return (
    <ToolPage path={path} onReset={reset} link={link} report={() => (outcome ? incotermsReport(outcome, locale) : null)}>
      <ToolTabs<Tab>
        label={t.tabsLabel}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'calculator',
            label: t.tabCalculator,
            content: (
              <CalculatorForm
                form={form}
                onChange={change}
                onCargoTypeChange={(cargoType: CargoType) =>
                  update((current) => ({ ...withCargoType(current, cargoType, locale), advancedMode: current.advancedMode }))
                }
                onCurrencyChange={(currency) =>
                  update((current) => ({ ...withCurrency(current, currency, locale, site), advancedMode: current.advancedMode }))
                }
                onExchangeRateChange={(rate) =>
                  update((current) => ({ ...withExchangeRate(current, rate, locale), advancedMode: current.advancedMode }))
                }
                onDestinationPortChange={(port) =>
                  update((current) => ({ ...withDestinationPort(current, port), advancedMode: current.advancedMode }))
                }
                advanced={advanced}
                onAdvancedChange={setAdvanced}
                onSubmit={calculate}
                action={path}
                formRef={formRef}
              />
            ),
          },
          {
            value: 'results',
            label: t.tabResults,
            disabled: !outcome,
            content: outcome && <ResultsView outcome={outcome} />,
          },
          { value: 'whoPays', label: t.tabWhoPays, content: (
              <Suspense fallback={null}>
                <WhoPaysTable />
              </Suspense>
            ),
          },
        ]}
      />
    </ToolPage>
  )
}
