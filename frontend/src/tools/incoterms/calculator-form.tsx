import { Calculator } from 'lucide-react'
import type { FormEvent, ReactNode, RefObject } from 'react'

import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'
import type { Bilingual, Locale } from '@/i18n/locale'
import { formatDate, formatPercent } from '@/lib/format'
import { CheckboxField, DateField, NumberField, SelectField, TextField } from '@/tools/shared/fields'
import type { Choice } from '@/tools/shared/fields'
import { FieldGrid, FormWithSidePanel } from '@/tools/shared/form-layout'
import { InfoList } from '@/tools/shared/info-list'
import { InfoTip } from '@/tools/shared/info-tip'
import { ModeSwitch } from '@/tools/shared/mode-switch'
import { ToolForm } from '@/tools/shared/tool-form'
import { Panel } from '@/tools/shared/result-card'
import { toolText } from '@/tools/shared/tool-text'

import {
  CARGO_TYPES,
  CURRENCIES,
  INCOTERM_RULES,
  DESTINATION_PORTS,
  DESTINATION_REGIONS,
  EXW_LOCATIONS,
  ICC_CONDITIONS,
  LOADING_PORTS,
  QUANTITY_UNITS,
  cargoInsuranceRate,
} from './data'
import type { CargoType } from './data'
import type { IncotermsForm, NumericField } from './form-state'
import { incotermsText } from './incoterms-text'

function choices(list: ReadonlyArray<{ id: string; label: Bilingual }>, locale: Locale): Choice[] {
  return list.map((item) => ({ value: item.id, label: item.label[locale] }))
}

/** A group of fields under a visible legend: one column on a phone, two from `sm`. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 w-full border-b border-slate-200 pb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <FieldGrid>{children}</FieldGrid>
    </fieldset>
  )
}

interface CalculatorFormProps {
  form: IncotermsForm
  onChange: <K extends keyof IncotermsForm>(key: K, value: IncotermsForm[K]) => void
  onCargoTypeChange: (cargoType: CargoType) => void
  onCurrencyChange: (currency: IncotermsForm['currency']) => void
  onExchangeRateChange: (rate: string) => void
  onDestinationPortChange: (port: IncotermsForm['destinationPort']) => void
  advanced: boolean
  onAdvancedChange: (advanced: boolean) => void
  onSubmit: () => void
  /** The page the form is sent to before the app has loaded. */
  action: string
  formRef: RefObject<HTMLFormElement | null>
}

export function CalculatorForm({
  form,
  onChange,
  onCargoTypeChange,
  onCurrencyChange,
  onExchangeRateChange,
  onDestinationPortChange,
  advanced,
  onAdvancedChange,
  onSubmit,
  action,
  formRef,
}: CalculatorFormProps) {
  const t = useText(incotermsText)
  const shared = useText(toolText)
  const { locale } = useLanguage()

  const money = form.currency
  const perUnit = `${form.currency}/${t.unitShort[form.unit]}`
  const pct = (value: number) => formatPercent(value, locale)

  function numberField(key: NumericField, suffix: string, required = false) {
    return (
      <NumberField
        label={t[key]}
        hint={t[`${key}Hint`]}
        required={required}
        name={key}
        suffix={suffix}
        value={form[key]}
        onChange={(value) => onChange(key, value)}
      />
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  const regions = DESTINATION_REGIONS.map((r) => ({ value: r.id, label: t.withAddOn(r.label[locale], pct(r.surcharge)) }))
  const iccs = ICC_CONDITIONS.map((c) => ({
    value: c.id,
    label: c.addOn > 0 ? t.withAddOn(c.label[locale], pct(c.addOn)) : c.label[locale],
  }))

  return (
    <FormWithSidePanel
      form={
        <Panel title={t.formTitle}>
          {/* Outside the <form>: see ModeSwitch. */}
          <div className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <ModeSwitch
              label={t.advancedMode}
              description={advanced ? t.advancedDescription : t.expressDescription}
              checked={advanced}
              onCheckedChange={onAdvancedChange}
            />
          </div>
          <ToolForm action={action} formRef={formRef} onSubmit={submit} className="space-y-8">
            {/* The mode travels with the inputs, as in a link; without the app it stays as shown. */}
            <input type="hidden" name="advancedMode" value={advanced ? 'true' : 'false'} />
            <p className="text-sm text-slate-600">{t.numberFormatNote}</p>
            <Section legend={t.sectionGoods}>
              {numberField('exwPrice', money, true)}
              <SelectField
                label={t.currency}
                hint={t.currencyHint}
                required
                name="currency"
                options={choices(CURRENCIES, locale)}
                value={form.currency}
                onChange={(value) => onCurrencyChange(value as IncotermsForm['currency'])}
              />
              {form.currency !== 'USD' && (
                <>
                  <NumberField
                    label={t.exchangeRate(form.currency)}
                    hint={t.exchangeRateHint(formatDate(form.rateDate, locale))}
                    required
                    name="exchangeRate"
                    suffix={form.currency}
                    value={form.exchangeRate}
                    onChange={onExchangeRateChange}
                  />
                  <DateField label={t.rateDate} name="rateDate" value={form.rateDate} onChange={(value) => onChange('rateDate', value)} />
                </>
              )}
              {numberField('quantity', t.unitShort[form.unit], true)}
              <SelectField
                label={t.unit}
                required
                name="unit"
                options={choices(QUANTITY_UNITS, locale)}
                value={form.unit}
                onChange={(value) => onChange('unit', value as IncotermsForm['unit'])}
              />
              <SelectField
                label={t.cargoType}
                hint={t.cargoTypeHint(pct(cargoInsuranceRate(form.cargoType)))}
                required
                name="cargoType"
                options={choices(CARGO_TYPES, locale)}
                value={form.cargoType}
                onChange={(value) => onCargoTypeChange(value as CargoType)}
              />
              <CheckboxField
                label={t.insureAt110}
                hint={t.insureAt110Hint}
                name="insureAt110"
                checked={form.insureAt110 ?? false}
                onChange={(value) => onChange('insureAt110', value)}
              />
            </Section>

            <Section legend={t.sectionRoute}>
              <SelectField
                label={t.exwLocation}
                hint={t.exwLocationHint}
                name="exwLocation"
                options={choices(EXW_LOCATIONS, locale)}
                value={form.exwLocation}
                onChange={(value) => onChange('exwLocation', value as IncotermsForm['exwLocation'])}
              />
              <SelectField
                label={t.loadingPort}
                hint={t.loadingPortHint}
                name="loadingPort"
                options={choices(LOADING_PORTS, locale)}
                value={form.loadingPort}
                onChange={(value) => onChange('loadingPort', value as IncotermsForm['loadingPort'])}
              />
              <SelectField
                label={t.destinationPort}
                hint={t.destinationPortHint}
                name="destinationPort"
                options={choices(DESTINATION_PORTS, locale)}
                value={form.destinationPort}
                onChange={(value) => onDestinationPortChange(value as IncotermsForm['destinationPort'])}
              />
              {advanced && (
                <>
                  <SelectField
                    label={t.destinationRegion}
                    hint={t.destinationRegionHint}
                    name="destinationRegion"
                    options={regions}
                    value={form.destinationRegion}
                    onChange={(value) => onChange('destinationRegion', value as IncotermsForm['destinationRegion'])}
                  />
                  <TextField
                    label={t.deliveryAddress}
                    hint={t.deliveryAddressHint}
                    name="deliveryAddress"
                    value={form.deliveryAddress}
                    onChange={(value) => onChange('deliveryAddress', value)}
                  />
                </>
              )}
            </Section>

            {advanced ? (
              <>
                <Section legend={t.sectionExport}>
                  {numberField('packagingCost', money)}
                  {numberField('inlandTransportPerUnit', perUnit)}
                  {numberField('exportFees', money)}
                  {numberField('loadingCost', money)}
                </Section>
                <Section legend={t.sectionFreight}>
                  {numberField('seaFreightPerUnit', perUnit)}
                  {numberField('insuranceRate', '%')}
                  <div className="relative">
                    <SelectField
                      label={t.iccCondition}
                      hint={t.iccConditionHint}
                      name="iccCondition"
                      options={iccs}
                      value={form.iccCondition}
                      onChange={(value) => onChange('iccCondition', value as IncotermsForm['iccCondition'])}
                    />
                    <div className="absolute -top-0.5 right-0">
                      <InfoTip label={t.iccInfoLabel}>{t.iccInfo}</InfoTip>
                    </div>
                  </div>
                  {numberField('vesselAge', t.years)}
                </Section>
                <Section legend={t.sectionImport}>
                  {numberField('importFees', money)}
                  {numberField('customsDuty', '%')}
                  {numberField('vat', '%')}
                  {numberField('otherImportFees', money)}
                  {numberField('finalDeliveryPerUnit', perUnit)}
                  <TextField
                    label={t.hsCode}
                    hint={t.hsCodeHint}
                    name="hsCode"
                    value={form.hsCode}
                    onChange={(value) => onChange('hsCode', value)}
                  />
                </Section>
              </>
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t.expressNote}</p>
            )}

            <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto">
              <Calculator className="h-4 w-4" aria-hidden />
              {shared.calculate}
            </Button>
          </ToolForm>
        </Panel>
      }
      side={
        <Panel title={t.formulasTitle}>
          <InfoList items={INCOTERM_RULES.map((rule) => ({ title: `${rule.id} – ${rule.label[locale]}`, text: t.formulas[rule.id] }))} />
          <p className="mt-4 text-sm text-slate-700">{t.cipNote}</p>
        </Panel>
      }
    />
  )
}
