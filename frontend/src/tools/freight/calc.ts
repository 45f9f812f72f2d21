// Sea freight comparison (docs/decisions-spec.md §6 "Freight", docs/product-spec.md §9 "Freight rules").
// Pure: no React, no I/O. The form parses and validates, then calls `compareFreight`.
import { labelOf } from '@/tools/shared/choices'
import { parseNumberOr } from '@/tools/shared/fallback-number'
import { ORIGIN_PORTS, type DestinationPortCode, type OriginPortCode } from '@/tools/shared/ports'
import { cardLaneFor, type CardLane, type RateSource } from '@/tools/shared/rate-card'

import type { ContainerType, ServiceType } from './data'
import { co2eKg, transitDays } from './route-data'

/** How the rows are ordered: cheapest first (the default) or fastest first. */
export type FreightSort = 'cost' | 'time'

export interface FreightInput {
  serviceType: ServiceType
  /** One result row per port, in this order when totals tie. */
  originPorts: readonly OriginPortCode[]
  destinationPort: DestinationPortCode
  /**
   * ISO `YYYY-MM-DD` or ''. Chooses the card's lane (docs/decisions-spec.md §24): a lane applies
   * on departure dates within its validity; '' means `today`.
   */
  departureDate: string
  /** Ignored for LCL (docs/decisions-spec.md §6). */
  containerType: ContainerType
  /** m³; drives the LCL base only. */
  volume: number
  /** kg; collected for LCL, not used by the arithmetic. */
  weight: number
  /**
   * FCL containers of the chosen size (docs/decisions-spec.md §19); absent means 1. Every
   * per-container charge (base, surcharges, THC, security, equipment extra) is multiplied;
   * the documentation fee (one bill of lading) and the insurance (on the cargo value) are not.
   * Ignored for LCL. The Incoterm field of §6 is removed: a port-to-port freight quote is
   * the same whoever pays it.
   */
  containerCount?: number
  /** USD. */
  cargoValue: number
  includeInsurance: boolean
  /** Row order; absent means by cost, as docs/decisions-spec.md §6 says. */
  sortBy?: FreightSort
  /**
   * The published card's lanes (docs/decisions-spec.md §24). A port with a lane for this
   * destination, service, container type and date is quoted on it; the others on the built-in
   * indicative rates. Absent or empty: indicative everywhere.
   */
  card?: { version: number; lanes: readonly CardLane[] }
  /** The business's date, `YYYY-MM-DD`: the departure when none is given. */
  today?: string
}

/** One origin port's quote. Every money field is a whole number of USD. */
export interface FreightResultRow {
  port: OriginPortCode
  /** English port name; the UI shows the localized one via `ORIGIN_PORTS`. */
  portName: string
  baseFreight: number
  baf: number
  caf: number
  lss: number
  pss: number
  thc: number
  docFee: number
  securityFee: number
  /** Container-type extra + insurance. */
  otherFees: number
  /** Sum of the rounded fields above, so the table row adds up. */
  total: number
  /** Port-to-port transit days, [fastest, slowest] (route-data.ts). */
  transitDays: [number, number]
  /** Kilograms of CO2e, well-to-wake, for the sea leg (route-data.ts). */
  co2eKg: number
  /** Whose rates the row used. */
  source: RateSource
}

/** The form's state before validation: the destination may still be unchosen. */
export type FreightDraft = Omit<FreightInput, 'destinationPort'> & {
  destinationPort: DestinationPortCode | ''
}

/**
 * Form defaults (and what Reset returns to). The destination starts empty so that the
 * "select ... destination port" rule of docs/product-spec.md §5 is meaningful; volume starts at the
 * LCL fallback of 1 m³; weight and cargo value at 0; insurance off.
 */
export const FREIGHT_DEFAULTS: Readonly<FreightDraft> = Object.freeze({
  serviceType: 'fcl20',
  originPorts: [],
  destinationPort: '',
  departureDate: '',
  containerType: 'standard',
  volume: 1,
  weight: 0,
  cargoValue: 0,
  includeInsurance: false,
})

/** How many of the cheapest rows get a ranking badge. */
export const TOP_RANKED = 3

// Rates are kept as integers (percent, tenths, per mille) and applied as `x * n / d`: for
// whole-dollar amounts the product is exact and the single division is correctly rounded,
// so a true half (770 × 15% = 115.5) is held exactly and `Math.round` takes it up, with no
// inexact binary fraction such as 0.15 or 0.003 in between.

export const BASE_FREIGHT: Record<'fcl20' | 'fcl40', Record<OriginPortCode, number>> = {
  fcl20: { sgn: 1200, hph: 1100, dad: 1150, cmv: 1150, qui: 1150, nha: 1150 },
  fcl40: { sgn: 2200, hph: 2000, dad: 2100, cmv: 2100, qui: 2100, nha: 2100 },
}
/** LCL base per m³. */
export const LCL_RATE_PER_CBM = 80

/** Destination multiplier in tenths, by the country part (first two letters) of the code. */
const MULTIPLIER_TENTHS: Record<string, number> = { US: 18, NL: 16, DE: 16, CN: 7, SG: 5 }
const DEFAULT_MULTIPLIER_TENTHS = 12

export const SURCHARGE_PERCENT = { baf: 15, caf: 3, lss: 5, pss: 8 } as const
export const THC: Record<ServiceType, number> = { lcl: 50, fcl20: 180, fcl40: 250 }
export const DOC_FEE = 50
export const SECURITY_FEE = 30
/** Extra for special equipment, percent of base freight, FCL only. */
export const CONTAINER_EXTRA_PERCENT: Record<ContainerType, number> = {
  standard: 0,
  reefer: 40,
  opentop: 15,
  flatrack: 20,
}
/** Cargo insurance, per mille of cargo value (0.3%). */
export const INSURANCE_PER_MILLE = 3

/** The multiplier applied to the base for a destination, e.g. 1.8 for any US port. */
export function destinationMultiplier(destination: string): number {
  return destinationTenths(destination) / 10
}

function destinationTenths(destination: string): number {
  return MULTIPLIER_TENTHS[destination.slice(0, 2).toUpperCase()] ?? DEFAULT_MULTIPLIER_TENTHS
}

/** Base before the destination multiplier. */
export function baseRate(serviceType: ServiceType, port: OriginPortCode, volume: number): number {
  return serviceType === 'lcl' ? LCL_RATE_PER_CBM * volume : BASE_FREIGHT[serviceType][port]
}

function share(amount: number, parts: number, whole: number): number {
  return (amount * parts) / whole
}

/** A port's quote on the card's lane: the owner's figures, no destination multiplier. */
function quoteOnCard(input: FreightInput, port: OriginPortCode, lane: CardLane, version: number): FreightResultRow {
  const lcl = input.serviceType === 'lcl'
  // LCL's base is per m³; FCL's per container, times the count.
  const base = lcl ? lane.base * input.volume : lane.base
  const count = lcl ? 1 : containers(input.containerCount)
  const insurance = input.includeInsurance ? share(input.cargoValue, INSURANCE_PER_MILLE, 1000) : 0
  const fields = {
    baseFreight: count * Math.round(base),
    baf: count * Math.round(share(base, lane.baf, 100)),
    caf: count * Math.round(share(base, lane.caf, 100)),
    lss: count * Math.round(share(base, lane.lss, 100)),
    pss: count * Math.round(share(base, lane.pss, 100)),
    thc: count * Math.round(lane.thc),
    docFee: Math.round(lane.doc),
    securityFee: count * Math.round(lane.security),
    // The lane is priced for its container type already: no equipment extra.
    otherFees: Math.round(insurance),
  }
  const total = Object.values(fields).reduce((sum, value) => sum + value, 0)
  return {
    port,
    portName: labelOf(ORIGIN_PORTS, port).en,
    ...fields,
    total,
    transitDays: [lane.transitMin, lane.transitMax],
    co2eKg: count * co2eKg(port, input.destinationPort, input.serviceType, input.volume),
    source: { kind: 'card', version, validUntil: lane.validUntil, carrier: lane.carrier },
  }
}

function quote(input: FreightInput, port: OriginPortCode): FreightResultRow {
  const date = input.departureDate || input.today || ''
  const lane =
    input.card && date
      ? cardLaneFor(input.card.lanes, {
          origin: port,
          destination: input.destinationPort,
          service: input.serviceType,
          container: input.containerType,
          date,
        })
      : null
  if (lane && input.card) return quoteOnCard(input, port, lane, input.card.version)
  const base = share(
    baseRate(input.serviceType, port, input.volume),
    destinationTenths(input.destinationPort),
    10,
  )
  const extraPercent =
    input.serviceType === 'lcl' ? 0 : CONTAINER_EXTRA_PERCENT[input.containerType]
  const count = input.serviceType === 'lcl' ? 1 : containers(input.containerCount)
  const insurance = input.includeInsurance
    ? share(input.cargoValue, INSURANCE_PER_MILLE, 1000)
    : 0
  const fields = {
    baseFreight: count * Math.round(base),
    baf: count * Math.round(share(base, SURCHARGE_PERCENT.baf, 100)),
    caf: count * Math.round(share(base, SURCHARGE_PERCENT.caf, 100)),
    lss: count * Math.round(share(base, SURCHARGE_PERCENT.lss, 100)),
    pss: count * Math.round(share(base, SURCHARGE_PERCENT.pss, 100)),
    thc: count * THC[input.serviceType],
    docFee: DOC_FEE,
    securityFee: count * SECURITY_FEE,
    // One rounding for the pair, as the spec names `otherFees` one money field.
    otherFees: Math.round(count * share(base, extraPercent, 100) + insurance),
  }
  const total = Object.values(fields).reduce((sum, value) => sum + value, 0)
  return {
    port,
    portName: labelOf(ORIGIN_PORTS, port).en,
    ...fields,
    total,
    transitDays: transitDays(port, input.destinationPort),
    co2eKg: count * co2eKg(port, input.destinationPort, input.serviceType, input.volume),
    source: { kind: 'indicative' },
  }
}

/**
 * One row per origin port (a port listed twice is quoted once), cheapest first; ties keep
 * the order of `originPorts`. With `sortBy: 'time'`, fastest first (shortest fastest
 * transit, then shortest slowest), then cheapest.
 */
export function compareFreight(input: FreightInput): FreightResultRow[] {
  const ports = [...new Set(input.originPorts)]
  const byTime = input.sortBy === 'time'
  return ports
    .map((port, index) => ({ row: quote(input, port), index }))
    .sort(
      (a, b) =>
        (byTime ? a.row.transitDays[0] - b.row.transitDays[0] || a.row.transitDays[1] - b.row.transitDays[1] : 0) ||
        a.row.total - b.row.total ||
        a.index - b.index,
    )
    .map(({ row }) => row)
}

/**
 * The form's required-field rule (docs/product-spec.md §5): at least one origin port, a destination
 * and a service type. Returns the input ready for `compareFreight`, or null when incomplete
 * (the UI then shows the 'Please select at least one origin port, …' toast).
 */
export function validateFreightDraft(draft: FreightDraft): FreightInput | null {
  const { destinationPort } = draft
  if (draft.originPorts.length === 0 || destinationPort === '' || !draft.serviceType) return null
  return { ...draft, destinationPort }
}

/** Bar length in percent of the largest total among `rows` (0 when there is nothing). */
export function barWidthPercent(total: number, rows: readonly FreightResultRow[]): number {
  const largest = Math.max(0, ...rows.map((row) => row.total))
  return largest > 0 ? (total / largest) * 100 : 0
}

/** A container count: a whole number from 1 to 99; anything else counts as 1. */
export function containers(count: number | undefined): number {
  return count !== undefined && Number.isInteger(count) && count >= 1 && count <= 99 ? count : 1
}

/** Volume or quantity field: falls back to 1, also for 0, which would quote nothing. */
export function parseVolume(text: string | number | null | undefined): number {
  const value = parseNumberOr(text, 1)
  return value > 0 ? value : 1
}
