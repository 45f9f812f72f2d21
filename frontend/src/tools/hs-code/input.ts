// The HS analyzer's input, its defaults and the form's required-field rule (docs/decisions-spec.md §6
// "HS code analyzer", §19 "HS"). Kept apart from calc.ts, which carries the nomenclature and is
// loaded on demand: the form needs only these.
import type { HsCountryCode, HsUnit } from './data'

export interface HsInput {
  productDescription: string
  /** USD, the dutiable value of the whole shipment. */
  customsValue: number
  /** Collected, not used by the arithmetic. */
  quantity: number
  unit: HsUnit
  /** With the destination, chooses the trade agreements named in the result. */
  originCountry: HsCountryCode
  /** The importing country: Vietnam's taxes are computed only when it is VN. */
  destinationCountry: HsCountryCode
  material: string
  usage: string
  composition: string
  /**
   * Vietnam's MFN import duty of the tariff line, in percent, as read by the user in the
   * Preferential Import Tariff (Decree 26/2023/ND-CP). The tool has no tariff table and does not
   * guess it; without it no duty amount is shown. Used only when Vietnam imports.
   */
  dutyRate?: number
  /** The agreement's special preferential rate of the line, in percent (Vietnam imports only). */
  preferentialRate?: number
  /** VAT in percent (10 standard, 5 reduced, 8 while the temporary cut applies); default 10. */
  vatRate?: number
}

/** The form's state before validation: the countries may still be unchosen. */
export type HsDraft = Omit<HsInput, 'originCountry' | 'destinationCountry'> & {
  originCountry: HsCountryCode | ''
  destinationCountry: HsCountryCode | ''
}

/** Quantity 1, unit kg; everything else empty (0 for the customs value). */
export const HS_DEFAULTS: Readonly<HsDraft> = Object.freeze({
  productDescription: '',
  customsValue: 0,
  quantity: 1,
  unit: 'kg',
  originCountry: '',
  destinationCountry: '',
  material: '',
  usage: '',
  composition: '',
})

/** The VAT rates of Vietnam's VAT law a user may choose (Law 48/2024/QH15; 8% is the temporary cut). */
export const VAT_RATES = [10, 8, 5, 0] as const

/**
 * The form's required-field rule (docs/product-spec.md §5): a product description, a customs value
 * above 0, an origin and a destination. Returns the input ready for `analyzeHsCode`, or
 * null when incomplete. Rates that are not numbers from 0 to 100 are left out.
 */
export function validateHsDraft(draft: HsDraft): HsInput | null {
  const { originCountry, destinationCountry } = draft
  if (draft.productDescription.trim() === '') return null
  if (!Number.isFinite(draft.customsValue) || draft.customsValue <= 0) return null
  if (originCountry === '' || destinationCountry === '') return null
  const input: HsInput = { ...draft, originCountry, destinationCountry }
  for (const key of ['dutyRate', 'preferentialRate', 'vatRate'] as const) {
    const value = input[key]
    if (value === undefined || !Number.isFinite(value) || value < 0 || value > 100) delete input[key]
  }
  return input
}
