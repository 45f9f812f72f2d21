import type { Locale } from '@/i18n/locale'
import { formatNumberInput, parseNumber } from '@/tools/shared/parse-number'

import { INCOTERMS_DEFAULTS, effectiveInsuranceRate } from './calc'
import type { IncotermsInput } from './calc'
import { cargoInsuranceRate } from './data'
import type { CargoType } from './data'

/** The numeric inputs, typed as text until Calculate parses them. */
export const NUMERIC_FIELDS = [
  'exwPrice',
  'quantity',
  'packagingCost',
  'inlandTransportPerUnit',
  'exportFees',
  'loadingCost',
  'seaFreightPerUnit',
  'insuranceRate',
  'vesselAge',
  'importFees',
  'customsDuty',
  'vat',
  'otherImportFees',
  'finalDeliveryPerUnit',
] as const satisfies readonly (keyof IncotermsInput)[]
export type NumericField = (typeof NUMERIC_FIELDS)[number]

/** The form as typed. The mode lives beside it, in the screen. */
export type IncotermsForm = { [K in NumericField]: string } & Omit<IncotermsInput, NumericField | 'advancedMode'>

/** Percentages, which cannot exceed 100. */
const PERCENT_FIELDS: readonly NumericField[] = ['insuranceRate', 'customsDuty', 'vat']

/** The defaults of docs/decisions.md §6, written the locale's way; exwPrice and quantity (0) start as empty boxes. */
export function defaultForm(locale: Locale): IncotermsForm {
  const { advancedMode: _mode, ...defaults } = INCOTERMS_DEFAULTS
  const form = { ...defaults, insureAt110: false } as unknown as IncotermsForm
  for (const key of NUMERIC_FIELDS) {
    form[key] = key === 'exwPrice' || key === 'quantity' ? '' : formatNumberInput(INCOTERMS_DEFAULTS[key], locale)
  }
  return form
}

/** Choosing a cargo type overwrites the insurance rate with that cargo's default (docs/product.md §4). */
export function withCargoType(form: IncotermsForm, cargoType: CargoType, locale: Locale): IncotermsForm {
  return { ...form, cargoType, insuranceRate: formatNumberInput(cargoInsuranceRate(cargoType), locale) }
}

/**
 * The calculator's input, or null when the form is not valid:
 * - exwPrice and quantity must be numbers greater than 0 (docs/product.md §5);
 * - in Advanced mode every other figure must be a number of at least 0, the percentages at
 *   most 100, and the effective insurance rate below 100% (CIF has no value otherwise).
 * Express mode uses the defaults for the fields it hides, whatever Advanced mode holds, and
 * the chosen cargo type's insurance rate (docs/decisions.md §6).
 */
export function toIncotermsInput(form: IncotermsForm, advancedMode: boolean, locale: Locale): IncotermsInput | null {
  const exwPrice = parseNumber(form.exwPrice, locale)
  const quantity = parseNumber(form.quantity, locale)
  if (!(exwPrice > 0) || !(quantity > 0)) return null

  const chosen = {
    exwPrice,
    quantity,
    currency: form.currency,
    unit: form.unit,
    cargoType: form.cargoType,
    exwLocation: form.exwLocation,
    loadingPort: form.loadingPort,
    destinationPort: form.destinationPort,
    // Absent unless chosen, so the result is the spec's number for number (docs/decisions.md §10).
    ...(form.insureAt110 ? { insureAt110: true } : {}),
  }
  if (!advancedMode) {
    return { ...INCOTERMS_DEFAULTS, ...chosen, insuranceRate: cargoInsuranceRate(form.cargoType), advancedMode: false }
  }

  const { insureAt110: _insure, ...typed } = form
  const input: IncotermsInput = { ...typed, ...chosen, advancedMode: true } as unknown as IncotermsInput
  for (const key of NUMERIC_FIELDS) {
    if (key === 'exwPrice' || key === 'quantity') continue
    const value = parseNumber(form[key], locale)
    if (!(value >= 0) || (PERCENT_FIELDS.includes(key) && value > 100)) return null
    input[key] = value
  }
  if (!(effectiveInsuranceRate(input) < 100)) return null
  return input
}
