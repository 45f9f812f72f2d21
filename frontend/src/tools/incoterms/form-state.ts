import type { Locale } from '@/i18n/locale'
import { formatNumberInput, parseNumber } from '@/lib/numbers'

import { INCOTERMS_DEFAULTS, MONEY_DEFAULT_FIELDS, effectiveInsuranceRate, incotermsDefaultsIn } from './calc'
import type { IncotermsInput } from './calc'
import { REFERENCE_RATES, REFERENCE_RATE_DATE, cargoInsuranceRate, portRegion } from './data'
import type { CargoType, Currency, DestinationPort } from './data'

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
export type IncotermsForm = { [K in NumericField]: string } & Omit<
  IncotermsInput,
  NumericField | 'advancedMode' | 'exchangeRate' | 'rateDate'
> & {
    /** Units of the currency for 1 USD, as typed; '1' for USD. */
    exchangeRate: string
    /** The day of that rate, YYYY-MM-DD. */
    rateDate: string
  }

/** Percentages, which cannot exceed 100. */
const PERCENT_FIELDS: readonly NumericField[] = ['insuranceRate', 'customsDuty', 'vat']

/** The defaults of docs/decisions-spec.md §6 (in USD), written the locale's way; exwPrice and quantity (0) start as empty boxes. */
export function defaultForm(locale: Locale): IncotermsForm {
  const { advancedMode: _mode, ...defaults } = INCOTERMS_DEFAULTS
  const form = { ...defaults, insureAt110: false, exchangeRate: '1', rateDate: REFERENCE_RATE_DATE } as unknown as IncotermsForm
  for (const key of NUMERIC_FIELDS) {
    form[key] = key === 'exwPrice' || key === 'quantity' ? '' : formatNumberInput(INCOTERMS_DEFAULTS[key], locale)
  }
  return form
}

/** The site's USD→VND rate and its date (the `usdVndRate` setting, docs/decisions-spec.md §22). */
export interface SiteRate {
  vndPerUsd: number
  date: string
}

/** A currency's rate for 1 USD and its date: the site's setting for the dong, else the reference. */
export function rateOf(currency: Currency, site?: SiteRate): { rate: number; date: string } {
  if (currency === 'VND' && site) return { rate: site.vndPerUsd, date: site.date }
  return { rate: REFERENCE_RATES[currency], date: REFERENCE_RATE_DATE }
}

/**
 * Choosing a currency sets its rate (the site's for the dong, docs/decisions-spec.md §22) and
 * date and converts the default costs with it (docs/decisions-spec.md §19), as choosing a cargo
 * type sets its insurance rate.
 */
export function withCurrency(form: IncotermsForm, currency: Currency, locale: Locale, site?: SiteRate): IncotermsForm {
  const { rate, date } = rateOf(currency, site)
  const next: IncotermsForm = { ...form, currency, exchangeRate: formatNumberInput(rate, locale), rateDate: date }
  const defaults = incotermsDefaultsIn(currency, rate)
  for (const key of MONEY_DEFAULT_FIELDS) next[key] = formatNumberInput(defaults[key], locale)
  return next
}

/** A new exchange rate converts the default costs again. */
export function withExchangeRate(form: IncotermsForm, exchangeRate: string, locale: Locale): IncotermsForm {
  const next: IncotermsForm = { ...form, exchangeRate }
  const rate = parseNumber(exchangeRate, locale)
  if (!(rate > 0)) return next
  const defaults = incotermsDefaultsIn(form.currency, rate)
  for (const key of MONEY_DEFAULT_FIELDS) next[key] = formatNumberInput(defaults[key], locale)
  return next
}

/** Choosing a destination port sets its region, so the region's insurance surcharge follows (docs/decisions-spec.md §19). */
export function withDestinationPort(form: IncotermsForm, destinationPort: DestinationPort): IncotermsForm {
  return { ...form, destinationPort, destinationRegion: portRegion(destinationPort) }
}

/** Choosing a cargo type overwrites the insurance rate with that cargo's default (docs/product-spec.md §4). */
export function withCargoType(form: IncotermsForm, cargoType: CargoType, locale: Locale): IncotermsForm {
  return { ...form, cargoType, insuranceRate: formatNumberInput(cargoInsuranceRate(cargoType), locale) }
}

/**
 * The calculator's input, or null when the form is not valid:
 * - exwPrice and quantity must be numbers greater than 0 (docs/product-spec.md §5);
 * - in Advanced mode every other figure must be a number of at least 0, the percentages at
 *   most 100, and the effective insurance rate below 100% (CIF has no value otherwise).
 * Express mode uses the defaults for the fields it hides, whatever Advanced mode holds, and
 * the chosen cargo type's insurance rate (docs/decisions-spec.md §6).
 */
export function toIncotermsInput(form: IncotermsForm, advancedMode: boolean, locale: Locale): IncotermsInput | null {
  const exwPrice = parseNumber(form.exwPrice, locale)
  const quantity = parseNumber(form.quantity, locale)
  if (!(exwPrice > 0) || !(quantity > 0)) return null
  const rate = form.currency === 'USD' ? 1 : parseNumber(form.exchangeRate, locale)
  if (!(rate > 0)) return null
  // Absent for USD, so a dollar quote's input is the spec's (docs/decisions-spec.md §10).
  const exchange = form.currency === 'USD' ? {} : { exchangeRate: rate, rateDate: form.rateDate }

  const chosen = {
    exwPrice,
    quantity,
    currency: form.currency,
    unit: form.unit,
    cargoType: form.cargoType,
    exwLocation: form.exwLocation,
    loadingPort: form.loadingPort,
    destinationPort: form.destinationPort,
    // Absent unless chosen, so the result is the spec's number for number (docs/decisions-spec.md §10).
    ...(form.insureAt110 ? { insureAt110: true } : {}),
    ...exchange,
  }
  if (!advancedMode) {
    return {
      ...incotermsDefaultsIn(form.currency, rate),
      ...chosen,
      // Express mode hides the region: it is the port's (the surcharge itself is Advanced only).
      destinationRegion: portRegion(form.destinationPort),
      insuranceRate: cargoInsuranceRate(form.cargoType),
      advancedMode: false,
    }
  }

  const { insureAt110: _insure, exchangeRate: _rate, rateDate: _date, ...typed } = form
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
