import type { Bilingual } from '@/i18n/locale'

/*
 * Reference lists of the Incoterms calculator (docs/product-spec.md §3, §9). Each list is an ordered,
 * readonly array so the form can render its options in this order; the id unions are derived
 * from the arrays so a new entry cannot drift out of sync with its type.
 */

export const CURRENCIES = [
  { id: 'USD', label: { vi: 'Đô la Mỹ (USD)', en: 'US dollar (USD)' } },
  { id: 'EUR', label: { vi: 'Euro (EUR)', en: 'Euro (EUR)' } },
  { id: 'VND', label: { vi: 'Đồng Việt Nam (VND)', en: 'Vietnamese dong (VND)' } },
] as const satisfies readonly { id: string; label: Bilingual }[]
export type Currency = (typeof CURRENCIES)[number]['id']

export const QUANTITY_UNITS = [
  { id: 'tonnes', label: { vi: 'Tấn', en: 'Tonnes' } },
  { id: 'm3', label: { vi: 'Mét khối (m³)', en: 'Cubic metres (m³)' } },
  { id: 'cbm', label: { vi: 'CBM', en: 'CBM' } },
] as const satisfies readonly { id: string; label: Bilingual }[]
export type QuantityUnit = (typeof QUANTITY_UNITS)[number]['id']

/** Cargo types with their default insurance rate, in percent of the CIF value. */
export const CARGO_TYPES = [
  { id: 'general', label: { vi: 'Hàng tổng hợp', en: 'General cargo' }, insuranceRate: 0.5 },
  { id: 'electronics', label: { vi: 'Hàng điện tử', en: 'Electronics' }, insuranceRate: 0.8 },
  { id: 'textiles', label: { vi: 'Hàng dệt may', en: 'Textiles & garments' }, insuranceRate: 0.4 },
  {
    id: 'machinery',
    label: { vi: 'Máy móc, thiết bị', en: 'Machinery & equipment' },
    insuranceRate: 0.7,
  },
  { id: 'food', label: { vi: 'Thực phẩm', en: 'Food products' }, insuranceRate: 0.6 },
  { id: 'chemicals', label: { vi: 'Hóa chất', en: 'Chemicals' }, insuranceRate: 1 },
  { id: 'furniture', label: { vi: 'Đồ gỗ, nội thất', en: 'Furniture' }, insuranceRate: 0.5 },
  {
    id: 'vehicles',
    label: { vi: 'Phương tiện vận tải', en: 'Vehicles' },
    insuranceRate: 0.9,
  },
] as const satisfies readonly { id: string; label: Bilingual; insuranceRate: number }[]
export type CargoType = (typeof CARGO_TYPES)[number]['id']

export const EXW_LOCATIONS = [
  { id: 'hanoi', label: { vi: 'Hà Nội', en: 'Hanoi' } },
  { id: 'hochiminh', label: { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' } },
  { id: 'haiphong', label: { vi: 'Hải Phòng', en: 'Hai Phong' } },
  { id: 'danang', label: { vi: 'Đà Nẵng', en: 'Da Nang' } },
  { id: 'binhduong', label: { vi: 'Bình Dương', en: 'Binh Duong' } },
  { id: 'dongnai', label: { vi: 'Đồng Nai', en: 'Dong Nai' } },
] as const satisfies readonly { id: string; label: Bilingual }[]
export type ExwLocation = (typeof EXW_LOCATIONS)[number]['id']

export const LOADING_PORTS = [
  { id: 'haiphong', label: { vi: 'Cảng Hải Phòng', en: 'Hai Phong Port' } },
  // The HCMC container port is Cát Lái; naming it is what shippers expect to read.
  {
    id: 'hochiminh',
    label: { vi: 'Cảng Cát Lái (TP. Hồ Chí Minh)', en: 'Cat Lai Port (Ho Chi Minh City)' },
  },
  { id: 'danang', label: { vi: 'Cảng Đà Nẵng', en: 'Da Nang Port' } },
  { id: 'quinhon', label: { vi: 'Cảng Quy Nhơn', en: 'Quy Nhon Port' } },
  { id: 'vungtau', label: { vi: 'Cảng Vũng Tàu', en: 'Vung Tau Port' } },
  { id: 'cailan', label: { vi: 'Cảng Cái Lân (Quảng Ninh)', en: 'Cai Lan Port (Quang Ninh)' } },
] as const satisfies readonly { id: string; label: Bilingual }[]
export type LoadingPort = (typeof LOADING_PORTS)[number]['id']

/** Destination ports with the region whose insurance surcharge applies (docs/decisions-spec.md §19). */
export const DESTINATION_PORTS = [
  { id: 'shanghai', label: { vi: 'Thượng Hải (Trung Quốc)', en: 'Shanghai (China)' }, region: 'asia' },
  { id: 'singapore', label: { vi: 'Singapore', en: 'Singapore' }, region: 'asia' },
  { id: 'rotterdam', label: { vi: 'Rotterdam (Hà Lan)', en: 'Rotterdam (Netherlands)' }, region: 'europe' },
  { id: 'losangeles', label: { vi: 'Los Angeles (Hoa Kỳ)', en: 'Los Angeles (USA)' }, region: 'americas' },
  { id: 'hamburg', label: { vi: 'Hamburg (Đức)', en: 'Hamburg (Germany)' }, region: 'europe' },
  { id: 'dubai', label: { vi: 'Dubai (UAE)', en: 'Dubai (UAE)' }, region: 'asia' },
  { id: 'tokyo', label: { vi: 'Tokyo (Nhật Bản)', en: 'Tokyo (Japan)' }, region: 'asia' },
  { id: 'busan', label: { vi: 'Busan (Hàn Quốc)', en: 'Busan (South Korea)' }, region: 'asia' },
] as const satisfies readonly { id: string; label: Bilingual; region: string }[]
export type DestinationPort = (typeof DESTINATION_PORTS)[number]['id']

/** Destination regions with the insurance surcharge, in percentage points (Advanced mode only). */
export const DESTINATION_REGIONS = [
  { id: 'europe', label: { vi: 'Châu Âu', en: 'Europe' }, surcharge: 0.1 },
  { id: 'americas', label: { vi: 'Châu Mỹ', en: 'Americas' }, surcharge: 0.15 },
  { id: 'africa', label: { vi: 'Châu Phi', en: 'Africa' }, surcharge: 0.2 },
  { id: 'asia', label: { vi: 'Châu Á', en: 'Asia' }, surcharge: 0.05 },
  { id: 'oceania', label: { vi: 'Châu Đại Dương', en: 'Oceania' }, surcharge: 0.12 },
] as const satisfies readonly { id: string; label: Bilingual; surcharge: number }[]
export type DestinationRegion = (typeof DESTINATION_REGIONS)[number]['id']

/** Institute Cargo Clauses with the add-on to the insurance rate, in percentage points. */
export const ICC_CONDITIONS = [
  { id: 'A', label: { vi: 'ICC (A) – Mọi rủi ro', en: 'ICC (A) – All risks' }, addOn: 0 },
  {
    id: 'B',
    label: { vi: 'ICC (B) – Rủi ro được liệt kê mở rộng', en: 'ICC (B) – Extended named perils' },
    addOn: 0.1,
  },
  {
    id: 'C',
    label: { vi: 'ICC (C) – Rủi ro cơ bản', en: 'ICC (C) – Basic named perils' },
    addOn: 0.2,
  },
] as const satisfies readonly { id: string; label: Bilingual; addOn: number }[]
export type IccCondition = (typeof ICC_CONDITIONS)[number]['id']

/** A vessel older than this many years adds OLD_VESSEL_ADD_ON points to the insurance rate. */
export const OLD_VESSEL_AGE_LIMIT = 15
export const OLD_VESSEL_ADD_ON = 0.2

/** The default insurance rate (%) of a cargo type; the form applies it when one is chosen. */
export function cargoInsuranceRate(cargoType: CargoType): number {
  return CARGO_TYPES.find((c) => c.id === cargoType)?.insuranceRate ?? 0
}

/** The region a destination port lies in: the form follows the port (docs/decisions-spec.md §19). */
export function portRegion(port: DestinationPort): DestinationRegion {
  return DESTINATION_PORTS.find((p) => p.id === port)?.region ?? 'asia'
}

/**
 * Reference exchange rates: units of each currency for 1 USD, the currency the calculator's
 * default costs are written in (docs/decisions-spec.md §6). The form shows the rate with its date
 * and lets the visitor type the day's rate; the defaults and per-unit costs are converted
 * with it, so a dong quote never reads "50 ₫ a tonne" (docs/decisions-spec.md §19).
 */
export const REFERENCE_RATES: Readonly<Record<Currency, number>> = { USD: 1, EUR: 0.86, VND: 26_300 }
/**
 * The day the reference rates were set (YYYY-MM-DD). They are approximations for the
 * defaults, not a bank's published rates, and the form says so.
 */
export const REFERENCE_RATE_DATE = '2026-11-27'

/** The region's insurance surcharge in percentage points. */
export function regionSurcharge(region: DestinationRegion): number {
  return DESTINATION_REGIONS.find((r) => r.id === region)?.surcharge ?? 0
}

/** The ICC clause's insurance add-on in percentage points. */
export function iccAddOn(condition: IccCondition): number {
  return ICC_CONDITIONS.find((c) => c.id === condition)?.addOn ?? 0
}

// ---------------------------------------------------------------------------------------
// Who Pays What

/** The eleven Incoterms 2020 rules, in the order of the cost chains (docs/decisions-spec.md §10). */
export const INCOTERM_RULES = [
  { id: 'EXW', label: { vi: 'Giao tại xưởng', en: 'Ex Works' } },
  { id: 'FCA', label: { vi: 'Giao cho người chuyên chở', en: 'Free Carrier' } },
  { id: 'FAS', label: { vi: 'Giao dọc mạn tàu', en: 'Free Alongside Ship' } },
  { id: 'FOB', label: { vi: 'Giao hàng lên tàu', en: 'Free On Board' } },
  { id: 'CFR', label: { vi: 'Tiền hàng và cước phí', en: 'Cost and Freight' } },
  {
    id: 'CIF',
    label: { vi: 'Tiền hàng, bảo hiểm và cước phí', en: 'Cost, Insurance and Freight' },
  },
  { id: 'CPT', label: { vi: 'Cước phí trả tới', en: 'Carriage Paid To' } },
  { id: 'CIP', label: { vi: 'Cước phí và bảo hiểm trả tới', en: 'Carriage and Insurance Paid To' } },
  { id: 'DAP', label: { vi: 'Giao tại nơi đến', en: 'Delivered at Place' } },
  { id: 'DPU', label: { vi: 'Giao tại nơi đến đã dỡ xuống', en: 'Delivered at Place Unloaded' } },
  { id: 'DDP', label: { vi: 'Giao hàng đã nộp thuế', en: 'Delivered Duty Paid' } },
] as const satisfies readonly { id: string; label: Bilingual }[]
export type IncotermRule = (typeof INCOTERM_RULES)[number]['id']


/** Where the risk passes from seller to buyer under each rule (a text key of incoterms-text.ts). */
export const RISK_PASSES = {
  EXW: 'sellerPremises',
  FCA: 'handedToCarrier',
  FAS: 'alongsideShip',
  FOB: 'onBoard',
  CFR: 'onBoard',
  CIF: 'onBoard',
  CPT: 'handedToCarrier',
  CIP: 'handedToCarrier',
  DAP: 'readyForUnloading',
  DPU: 'unloaded',
  DDP: 'readyForUnloading',
} as const satisfies Record<IncotermRule, string>
export type RiskPoint = (typeof RISK_PASSES)[IncotermRule]
