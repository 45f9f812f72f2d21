// Reference data of the HS code analyzer's form: the countries and units it offers.
// The headings, their search words and the nomenclature are in headings.ts, terms.ts and
// nomenclature.ts (loaded with calc.ts, on demand).
import type { Option } from '@/tools/shared/choices'

export const HS_COUNTRY_CODES = ['VN', 'CN', 'US', 'JP', 'KR', 'DE', 'TH', 'SG', 'GB'] as const
export type HsCountryCode = (typeof HS_COUNTRY_CODES)[number]

export const HS_UNIT_CODES = ['kg', 'piece', 'm3', 'liter', 'set'] as const
export type HsUnit = (typeof HS_UNIT_CODES)[number]

export const HS_COUNTRIES: ReadonlyArray<Option<HsCountryCode>> = [
  { code: 'VN', label: { vi: 'Việt Nam', en: 'Vietnam' } },
  { code: 'CN', label: { vi: 'Trung Quốc', en: 'China' } },
  { code: 'US', label: { vi: 'Hoa Kỳ', en: 'United States' } },
  { code: 'JP', label: { vi: 'Nhật Bản', en: 'Japan' } },
  { code: 'KR', label: { vi: 'Hàn Quốc', en: 'South Korea' } },
  { code: 'DE', label: { vi: 'Đức', en: 'Germany' } },
  { code: 'TH', label: { vi: 'Thái Lan', en: 'Thailand' } },
  { code: 'SG', label: { vi: 'Singapore', en: 'Singapore' } },
  { code: 'GB', label: { vi: 'Vương quốc Anh', en: 'United Kingdom' } },
]

export const HS_UNITS: ReadonlyArray<Option<HsUnit>> = [
  { code: 'kg', label: { vi: 'kg', en: 'kg' } },
  { code: 'piece', label: { vi: 'chiếc', en: 'piece' } },
  { code: 'm3', label: { vi: 'm³', en: 'm³' } },
  { code: 'liter', label: { vi: 'lít', en: 'liter' } },
  { code: 'set', label: { vi: 'bộ', en: 'set' } },
]
