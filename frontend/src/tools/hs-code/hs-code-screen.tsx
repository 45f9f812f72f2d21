import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { useLocation } from 'react-router'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { localizedChoices } from '@/tools/shared/choices'
import { NumberField, SelectField, TextField } from '@/tools/shared/fields'
import { EmptyResult, FieldGrid, FormWithSidePanel, FullRow, SubmitButton } from '@/tools/shared/form-layout'
import { InfoList } from '@/tools/shared/info-list'
import { parseNumber } from '@/lib/numbers'
import { Panel } from '@/tools/shared/result-card'
import { TextAreaField } from '@/tools/shared/text-area-field'
import { useToolToasts, ToolPage } from '@/tools/shared/tool-page'
import { ToolForm } from '@/tools/shared/tool-form'
import { useLinkedToolForm } from '@/tools/shared/use-linked-tool-form'
import { hasToolKeys } from '@/tools/shared/query-state'
import type { QuerySpec } from '@/tools/shared/query-state'
import { toolText } from '@/tools/shared/tool-text'

import type { HsAnalysisResult } from './calc'
import { HS_COUNTRIES, HS_COUNTRY_CODES, HS_UNITS, HS_UNIT_CODES } from './data'
import { HS_DEFAULTS, VAT_RATES, validateHsDraft } from './input'
import type { HsDraft, HsInput } from './input'
import { tradeAgreementsFor } from './trade-agreements'
import type { HsCountryCode, HsUnit } from './data'
import { HsCodeResults } from './hs-code-results'
import { hsCodeReport } from './hs-code-report'
import { hsCodeText } from './hs-code-text'

/** The form as typed: numbers stay text until Analyze parses them. */
export interface HsForm {
  productDescription: string
  customsValue: string
  quantity: string
  unit: HsUnit
  originCountry: HsCountryCode | ''
  destinationCountry: HsCountryCode | ''
  material: string
  usage: string
  composition: string
  dutyRate: string
  preferentialRate: string
  vatRate: string
}

/** The inputs in a link (docs/decisions-spec.md §10). */
const QUERY: QuerySpec<HsForm> = {
  productDescription: { kind: 'text' },
  customsValue: { kind: 'number' },
  quantity: { kind: 'number' },
  unit: { kind: 'choice', values: HS_UNIT_CODES },
  originCountry: { kind: 'choice', values: HS_COUNTRY_CODES },
  destinationCountry: { kind: 'choice', values: HS_COUNTRY_CODES },
  material: { kind: 'text' },
  usage: { kind: 'text' },
  composition: { kind: 'text' },
  dutyRate: { kind: 'number' },
  preferentialRate: { kind: 'number' },
  vatRate: { kind: 'choice', values: VAT_RATES.map(String) },
}

// The customs value's default of 0 is shown as an empty box: there is no sensible preset.
// The rates are empty too: the tool has no tariff, so it never presets one.
const FORM_DEFAULTS: HsForm = {
  ...HS_DEFAULTS,
  customsValue: '',
  quantity: String(HS_DEFAULTS.quantity),
  dutyRate: '',
  preferentialRate: '',
  vatRate: '10',
}

/**
 * calc.ts with the nomenclature (about 50 KB compressed) is its own chunk, fetched when the
 * screen mounts: bundled, it would more than double the tool's code; served by the API, the
 * search would leave the pure, unit-tested module. Once loaded it is kept for the session.
 */
type Engine = typeof import('./calc')
let engine: Engine | undefined
let loading: Promise<Engine> | undefined
/** Also loaded before a render that shows a result (app/router.tsx `preloadResultCode`). */
export function loadEngine(): Promise<Engine> {
  loading ??= import('./calc').then((module) => (engine = module))
  return loading
}

/** A parsed number, or the fallback when the text is not a number or fails `valid`. */
function numberOr(text: string, locale: Locale, fallback: number, valid: (value: number) => boolean): number {
  const value = parseNumber(text, locale)
  return Number.isFinite(value) && valid(value) ? value : fallback
}

function toDraft(form: HsForm, locale: Locale): HsDraft {
  return {
    ...form,
    // Left as typed: an empty or unreadable value makes validateHsDraft refuse the draft.
    customsValue: parseNumber(form.customsValue, locale),
    // Not part of the required rule, so an unreadable entry falls back to its default.
    quantity: numberOr(form.quantity, locale, HS_DEFAULTS.quantity, (value) => value > 0),
    // Optional: an empty or unreadable rate is left out by validateHsDraft.
    dutyRate: optionalNumber(form.dutyRate, locale),
    preferentialRate: optionalNumber(form.preferentialRate, locale),
    vatRate: optionalNumber(form.vatRate, locale),
  }
}

function optionalNumber(text: string, locale: Locale): number | undefined {
  return text.trim() === '' ? undefined : parseNumber(text, locale)
}

/** The analysis with the countries it was made for, or null when the form is not complete. */
function compute(form: HsForm, locale: Locale): HsOutcome | null {
  const input = validateHsDraft(toDraft(form, locale))
  return input && engine ? { input, result: engine.analyzeHsCode(input) } : null
}

export interface HsOutcome {
  input: HsInput
  result: HsAnalysisResult
}

export function HsCodeScreen() {
  const t = useText(hsCodeText)
  const shared = useText(toolText)
  const { locale } = useLanguage()
  const toasts = useToolToasts()
  const location = useLocation()
  const [ready, setReady] = useState(engine !== undefined)
  const { form, set, result: outcome, submit, reset, link, formRef } = useLinkedToolForm<HsForm, HsOutcome>({
    initial: () => FORM_DEFAULTS,
    numberKeys: ['customsValue', 'quantity', 'dutyRate', 'preferentialRate'],
    spec: QUERY,
    compute,
  })

  // A link with inputs shows its result as soon as the nomenclature has arrived.
  const linked = hasToolKeys(new URLSearchParams(location.search), QUERY)
  useEffect(() => {
    if (ready) return
    let live = true
    void loadEngine().then(() => {
      if (!live) return
      setReady(true)
      if (linked) submit()
    })
    return () => {
      live = false
    }
  }, [ready, linked, submit])

  function analyze(event: FormEvent) {
    event.preventDefault()
    if (validateHsDraft(toDraft(form, locale)) === null) {
      toasts.error(t.validationError)
      return
    }
    const run = () => {
      const next = submit()
      if (next) toasts.result(shared.analysisSuccessful, t.foundCodes(next.result.recommendations.length))
    }
    // Normally loaded since the screen mounted; on a slow line, analysed once it arrives.
    if (engine) run()
    else void loadEngine().then(run)
  }

  const importsToVietnam = form.destinationCountry === 'VN'
  const agreements = form.originCountry !== '' && importsToVietnam ? tradeAgreementsFor(form.originCountry, 'VN') : []

  const countries = localizedChoices(HS_COUNTRIES, locale)
  const benefits = [
    { title: t.benefitTaxTitle, text: t.benefitTaxText },
    { title: t.benefitDisputeTitle, text: t.benefitDisputeText },
    { title: t.benefitClearanceTitle, text: t.benefitClearanceText },
    { title: t.benefitFtaTitle, text: t.benefitFtaText },
    { title: t.benefitCostTitle, text: t.benefitCostText },
  ]

  return (
    <ToolPage
      path="/tools/hs-code-analyzer"
      onReset={reset}
      link={link}
      report={() => (outcome ? hsCodeReport(outcome, locale) : null)}
    >
      <FormWithSidePanel
        form={
          <Panel title={t.formTitle}>
            <ToolForm action="/tools/hs-code-analyzer" formRef={formRef} onSubmit={analyze} className="space-y-6">
              <FieldGrid>
                <FullRow>
                  <TextAreaField
                    label={t.productDescription}
                    hint={t.productDescriptionHint}
                    required
                    name="productDescription"
                    value={form.productDescription}
                    onChange={set('productDescription')}
                  />
                </FullRow>
                <FullRow>
                  <NumberField
                    label={t.customsValue}
                    hint={t.customsValueHint}
                    required
                    name="customsValue"
                    suffix="USD"
                    value={form.customsValue}
                    onChange={set('customsValue')}
                  />
                </FullRow>
                <NumberField label={t.quantity} name="quantity" value={form.quantity} onChange={set('quantity')} />
                <SelectField
                  label={t.unit}
                  name="unit"
                  options={localizedChoices(HS_UNITS, locale)}
                  value={form.unit}
                  onChange={(value) => set('unit')(value as HsUnit)}
                />
                <SelectField
                  label={t.originCountry}
                  hint={t.originCountryHint}
                  required
                  name="originCountry"
                  placeholder={t.choosePlaceholder}
                  options={countries}
                  value={form.originCountry}
                  onChange={(value) => set('originCountry')(value as HsCountryCode | '')}
                />
                <SelectField
                  label={t.destinationCountry}
                  required
                  name="destinationCountry"
                  placeholder={t.choosePlaceholder}
                  options={countries}
                  value={form.destinationCountry}
                  onChange={(value) => set('destinationCountry')(value as HsCountryCode | '')}
                />
                <TextField
                  label={t.material}
                  hint={t.materialHint}
                  name="material"
                  value={form.material}
                  onChange={set('material')}
                />
                <TextField label={t.usage} hint={t.usageHint} name="usage" value={form.usage} onChange={set('usage')} />
                <TextField
                  label={t.composition}
                  hint={t.compositionHint}
                  name="composition"
                  value={form.composition}
                  onChange={set('composition')}
                />
              </FieldGrid>
              {importsToVietnam && (
                <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 font-semibold text-slate-900">{t.vietnamRatesTitle}</legend>
                  <p className="text-sm text-slate-700">{t.vietnamRatesHint}</p>
                  <FieldGrid>
                    <NumberField label={t.dutyRate} name="dutyRate" suffix="%" value={form.dutyRate} onChange={set('dutyRate')} />
                    <SelectField
                      label={t.vatRate}
                      name="vatRate"
                      options={VAT_RATES.map((rate) => ({ value: String(rate), label: t.vatOption(rate) }))}
                      value={form.vatRate}
                      onChange={set('vatRate')}
                    />
                    {agreements.length > 0 && (
                      <FullRow>
                        <NumberField
                          label={t.preferentialRate}
                          hint={`${t.preferentialRateHint} (${agreements.map((agreement) => agreement.id).join(', ')})`}
                          name="preferentialRate"
                          suffix="%"
                          value={form.preferentialRate}
                          onChange={set('preferentialRate')}
                        />
                      </FullRow>
                    )}
                  </FieldGrid>
                </fieldset>
              )}
              <SubmitButton>{shared.analyze}</SubmitButton>
            </ToolForm>
          </Panel>
        }
        side={
          <Panel title={t.benefitsTitle}>
            <InfoList items={benefits} />
          </Panel>
        }
      />
      {outcome ? (
        <HsCodeResults result={outcome.result} input={outcome.input} />
      ) : (
        <EmptyResult>{linked && !ready ? t.loading : t.emptyResult}</EmptyResult>
      )}
    </ToolPage>
  )
}
