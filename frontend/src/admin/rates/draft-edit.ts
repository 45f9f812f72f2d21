// Editing one row of the rate card's draft (docs/decisions-spec.md §24): a forwarder fixing one
// surcharge changes one lane, not a spreadsheet. Pure: the form's text in, the card out; the
// server checks the saved card with the same rules as an import.
import type { components } from '@/api/schema'
import type { Locale } from '@/i18n/locale'
import { formatNumber } from '@/lib/format'
import { parseNumber } from '@/lib/numbers'

export type RateCard = components['schemas']['RateCard']
export type FreightLane = components['schemas']['FreightLane']
export type Tariff = components['schemas']['DemurrageTariff']
export type Tier = components['schemas']['RateTier']

/** The codes the calculators know (the server's `src/rates/card.rs` keeps the same lists). */
export const ORIGINS = ['sgn', 'hph', 'dad', 'cmv', 'qui', 'nha'] as const
export const DESTINATIONS = ['CNSHA', 'SGSIN', 'USNYC', 'USLAX', 'NLRTM', 'DEHAM', 'AEDXB', 'JPTYO', 'KRPUS', 'GBFXT'] as const
export const SERVICES = ['fcl20', 'fcl40', 'lcl'] as const
export const FREIGHT_CONTAINERS = ['standard', 'reefer', 'opentop', 'flatrack'] as const
export const PORTS = ['sgn', 'cmv', 'hph', 'lch', 'dad', 'qui'] as const
export const TARIFF_CONTAINERS = ['20gp', '40gp', '40hc', '20rf', '40rf', '20ot', '40fr'] as const

/** The figures of a lane, typed as text in the owner's language. */
export const LANE_FIGURES = ['base', 'baf', 'caf', 'lss', 'pss', 'thc', 'doc', 'security', 'transitMin', 'transitMax'] as const
type LaneFigure = (typeof LANE_FIGURES)[number]

export type LaneForm = Omit<FreightLane, LaneFigure> & Record<LaneFigure, string>

export interface TierText {
  fromDay: string
  rate: string
}

export interface TariffForm {
  port: string
  carrier: string
  container: string
  freeDays: string
  demurrage: TierText[]
  detention: TierText[]
}

export function newLane(): FreightLane {
  return {
    origin: 'sgn',
    destination: 'CNSHA',
    service: 'fcl20',
    container: 'standard',
    base: 0,
    baf: 0,
    caf: 0,
    lss: 0,
    pss: 0,
    thc: 0,
    doc: 0,
    security: 0,
    transitMin: 0,
    transitMax: 0,
    carrier: '',
    validFrom: '',
    validUntil: '',
  }
}

export function newTariff(): Tariff {
  return { port: 'sgn', carrier: '', container: '20gp', freeDays: 0, demurrage: [{ fromDay: 1, rate: 0 }], detention: [{ fromDay: 1, rate: 0 }] }
}

const text = (value: number, locale: Locale) => formatNumber(value, locale, 2).replace(/[\s\u00a0]/g, '')

export function laneForm(lane: FreightLane, locale: Locale): LaneForm {
  const figures = Object.fromEntries(LANE_FIGURES.map((key) => [key, text(lane[key], locale)])) as Record<LaneFigure, string>
  return { ...lane, ...figures }
}

/** The lane the form says, or the names of the figures that are not numbers. */
export function laneOf(form: LaneForm, locale: Locale): { lane: FreightLane } | { invalid: LaneFigure[] } {
  const invalid = LANE_FIGURES.filter((key) => !Number.isFinite(parseNumber(form[key], locale)))
  if (invalid.length > 0) return { invalid }
  const figures = Object.fromEntries(LANE_FIGURES.map((key) => [key, parseNumber(form[key], locale)])) as Record<LaneFigure, number>
  // LCL is priced per m³ and has no container type.
  const container = form.service === 'lcl' ? '' : form.container || 'standard'
  return { lane: { ...form, ...figures, container, carrier: form.carrier.trim() } }
}

export function tariffForm(tariff: Tariff, locale: Locale): TariffForm {
  const tiers = (list: Tier[]) => list.map((tier) => ({ fromDay: String(tier.fromDay), rate: text(tier.rate, locale) }))
  return { ...tariff, freeDays: String(tariff.freeDays), demurrage: tiers(tariff.demurrage), detention: tiers(tariff.detention) }
}

/** The tariff the form says, or null when a day or rate is not a number. */
export function tariffOf(form: TariffForm, locale: Locale): Tariff | null {
  const whole = (value: string) => {
    const n = parseNumber(value, locale)
    return Number.isInteger(n) ? n : Number.NaN
  }
  const tiers = (list: TierText[]) => list.map((tier) => ({ fromDay: whole(tier.fromDay), rate: parseNumber(tier.rate, locale) }))
  const tariff = { ...form, carrier: form.carrier.trim(), freeDays: whole(form.freeDays), demurrage: tiers(form.demurrage), detention: tiers(form.detention) }
  const numbers = [tariff.freeDays, ...[...tariff.demurrage, ...tariff.detention].flatMap((tier) => [tier.fromDay, tier.rate])]
  return numbers.every(Number.isFinite) ? tariff : null
}

/** `list` with `row` at `index`, or added at the end when `index` is null. */
export function withRow<T>(list: readonly T[], index: number | null, row: T): T[] {
  return index === null ? [...list, row] : list.map((old, at) => (at === index ? row : old))
}

export function withoutRow<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index)
}
