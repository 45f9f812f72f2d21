import { useState } from 'react'
import { useLocation } from 'react-router'

import { useLanguage, useText } from '@/i18n/language-provider'
import { ToolPage, useToolToasts } from '@/tools/shared/tool-page'
import { toolText } from '@/tools/shared/tool-text'
import { useToolForm } from '@/tools/shared/use-tool-form'
import { ToolTabs } from '@/tools/shared/tool-tabs'

import { calculateIncoterms } from './calc'
import { CalculatorForm } from './calculator-form'
import type { CargoType } from './data'
import { NUMERIC_FIELDS, defaultForm, toIncotermsInput, withCargoType } from './form-state'
import type { IncotermsForm } from './form-state'
import { incotermsText } from './incoterms-text'
import { ResultsView } from './results-view'
import type { IncotermsOutcome } from './results-view'
import { WhoPaysTable } from './who-pays-table'

type Tab = 'calculator' | 'results' | 'whoPays'

/** The Incoterms calculator; it serves /tools/incoterms-calculator and /tools/fob-cif-calculator. */
export function IncotermsScreen() {
  const { pathname } = useLocation()
  const path = pathname.startsWith('/tools/fob-cif-calculator') ? '/tools/fob-cif-calculator' : '/tools/incoterms-calculator'
  const t = useText(incotermsText)
  const shared = useText(toolText)
  const { locale } = useLanguage()
  const toasts = useToolToasts()

  const {
    form,
    set,
    update,
    result: outcome,
    setResult: setOutcome,
    reset: resetForm,
  } = useToolForm<IncotermsForm, IncotermsOutcome>(defaultForm, NUMERIC_FIELDS)
  const [advanced, setAdvanced] = useState(false)
  const [tab, setTab] = useState<Tab>('calculator')

  function change<K extends keyof IncotermsForm>(key: K, value: IncotermsForm[K]) {
    set(key)(value)
  }

  function calculate() {
    const input = toIncotermsInput(form, advanced, locale)
    if (!input) {
      toasts.error(t.validationError)
      return
    }
    setOutcome({ input, result: calculateIncoterms(input) })
    setTab('results')
    toasts.success(shared.calculationSuccessful, t.resultsUpdated)
  }

  function reset() {
    resetForm()
    setAdvanced(false)
    setTab('calculator')
  }

  return (
    <ToolPage path={path} onReset={reset}>
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
                onCargoTypeChange={(cargoType: CargoType) => update((current) => withCargoType(current, cargoType, locale))}
                advanced={advanced}
                onAdvancedChange={setAdvanced}
                onSubmit={calculate}
              />
            ),
          },
          {
            value: 'results',
            label: t.tabResults,
            disabled: !outcome,
            content: outcome && <ResultsView outcome={outcome} />,
          },
          { value: 'whoPays', label: t.tabWhoPays, content: <WhoPaysTable /> },
        ]}
      />
    </ToolPage>
  )
}
