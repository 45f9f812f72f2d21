// Sea distances, transit time and CO2e of the freight comparison (docs/decisions-spec.md §10 "Freight").
//
// Distances: port-to-port sea routes in nautical miles, rounded to 50 nm, as read from public
// port-distance tables (e.g. sea-distances.org; via Suez for Europe, the Gulf and the US East
// Coast, across the Pacific for the US West Coast). Southern ports (Cát Lái, Cái Mép) share
// one figure, Hải Phòng the northern one, Đà Nẵng its own; Quy Nhơn and Nha Trang lie on the
// coast between, at 3/5 and 2/5 of the way from the south to Đà Nẵng.
//
// CO2e: well-to-wake (fuel production and burning), per TEU-km, from the trade-lane averages
// the Clean Cargo working group (Smart Freight Centre) publishes for container ships, which
// are tank-to-wake, raised by the GLEC Framework's well-to-wake/tank-to-wake ratio for heavy
// fuel oil (about 1.2). Rounded; an estimate for comparison, not a certified footprint.
import type { DestinationPortCode, OriginPortCode } from '@/tools/shared/ports'

import type { ServiceType } from './data'

export type TradeLane = 'intraAsia' | 'transpacific' | 'asiaEurope' | 'asiaMiddleEast' | 'asiaUsEast'

interface Route {
  lane: TradeLane
  /** Nautical miles from the southern ports, Đà Nẵng and Hải Phòng. */
  south: number
  dad: number
  hph: number
}

export const ROUTES: Readonly<Record<DestinationPortCode, Route>> = {
  CNSHA: { lane: 'intraAsia', south: 1850, dad: 1400, hph: 1450 },
  SGSIN: { lane: 'intraAsia', south: 650, dad: 1050, hph: 1350 },
  JPTYO: { lane: 'intraAsia', south: 2450, dad: 2100, hph: 2100 },
  KRPUS: { lane: 'intraAsia', south: 2150, dad: 1800, hph: 1750 },
  USLAX: { lane: 'transpacific', south: 7800, dad: 7450, hph: 7350 },
  USNYC: { lane: 'asiaUsEast', south: 11600, dad: 12000, hph: 12300 },
  NLRTM: { lane: 'asiaEurope', south: 8750, dad: 9150, hph: 9450 },
  DEHAM: { lane: 'asiaEurope', south: 9050, dad: 9450, hph: 9750 },
  GBFXT: { lane: 'asiaEurope', south: 8650, dad: 9050, hph: 9350 },
  AEDXB: { lane: 'asiaMiddleEast', south: 3900, dad: 4300, hph: 4600 },
}

/** Well-to-wake grams of CO2e per TEU-km by trade lane (see the header). */
export const CO2E_G_PER_TEU_KM: Readonly<Record<TradeLane, number>> = {
  intraAsia: 90,
  transpacific: 65,
  asiaEurope: 55,
  asiaMiddleEast: 70,
  asiaUsEast: 65,
}

export const KM_PER_NM = 1.852
/** TEU a shipment fills: a 40' is two, LCL its share of a 20' (about 33 m³ usable). */
export const TEU_PER_CBM = 1 / 33

export function seaDistanceNm(origin: OriginPortCode, destination: DestinationPortCode): number {
  const route = ROUTES[destination]
  switch (origin) {
    case 'sgn':
    case 'cmv':
      return route.south
    case 'hph':
      return route.hph
    case 'dad':
      return route.dad
    case 'qui':
      return Math.round((route.south + (route.dad - route.south) * 0.6) / 50) * 50
    case 'nha':
      return Math.round((route.south + (route.dad - route.south) * 0.4) / 50) * 50
  }
}

/** TEU of the shipment. */
export function teuOf(serviceType: ServiceType, volume: number): number {
  if (serviceType === 'fcl20') return 1
  if (serviceType === 'fcl40') return 2
  return volume * TEU_PER_CBM
}

/** Kilograms of CO2e, well-to-wake, rounded to whole kilograms. */
export function co2eKg(origin: OriginPortCode, destination: DestinationPortCode, serviceType: ServiceType, volume: number): number {
  const km = seaDistanceNm(origin, destination) * KM_PER_NM
  return Math.round((km * teuOf(serviceType, volume) * CO2E_G_PER_TEU_KM[ROUTES[destination].lane]) / 1000)
}

/** Service speeds (knots) of the fastest and slowest usual string, and days spent in ports. */
const FAST_KNOTS = 18
const SLOW_KNOTS = 14
const PORT_DAYS: [number, number] = [2, 5]
/** Extra days through a hub (Singapore, Cái Mép, Hong Kong) when there is no direct long-haul call. */
const TRANSSHIPMENT_DAYS: [number, number] = [3, 7]
/** Ports with direct deep-sea calls to the long-haul lanes. */
const DEEP_SEA: readonly OriginPortCode[] = ['cmv', 'hph']

/** Port-to-port transit days, [fastest, slowest]. */
export function transitDays(origin: OriginPortCode, destination: DestinationPortCode): [number, number] {
  const nm = seaDistanceNm(origin, destination)
  const longHaul = ROUTES[destination].lane !== 'intraAsia'
  const hub = longHaul && !DEEP_SEA.includes(origin) ? TRANSSHIPMENT_DAYS : [0, 0]
  return [
    Math.ceil(nm / (FAST_KNOTS * 24)) + PORT_DAYS[0] + hub[0]!,
    Math.ceil(nm / (SLOW_KNOTS * 24)) + PORT_DAYS[1] + hub[1]!,
  ]
}
