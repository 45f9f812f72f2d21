import { describe, expect, it } from 'vitest'

import { DESTINATION_PORTS, ORIGIN_PORTS } from '@/tools/shared/ports'

import { compareFreight } from './calc'
import { FREIGHT_DEFAULTS } from './calc'
import { co2eKg, seaDistanceNm, teuOf, transitDays } from './route-data'

describe('transit time and CO2e', () => {
  it('every origin and destination has a distance, a transit range and a CO2e figure', () => {
    for (const origin of ORIGIN_PORTS) {
      for (const destination of DESTINATION_PORTS) {
        const [min, max] = transitDays(origin.code, destination.code)
        expect(min).toBeGreaterThan(0)
        expect(max).toBeGreaterThan(min)
        expect(seaDistanceNm(origin.code, destination.code)).toBeGreaterThan(0)
        expect(co2eKg(origin.code, destination.code, 'fcl40', 1)).toBeGreaterThan(0)
      }
    }
  })
  it('a 40-foot container counts two TEU, LCL its share of a 20-foot', () => {
    expect(teuOf('fcl20', 99)).toBe(1)
    expect(teuOf('fcl40', 99)).toBe(2)
    expect(teuOf('lcl', 33)).toBe(1)
    // 9,450 nm × 1.852 km × 55 g: 962.6 kg a TEU.
    expect(co2eKg('hph', 'NLRTM', 'fcl20', 1)).toBe(963)
    expect(co2eKg('hph', 'NLRTM', 'fcl40', 1)).toBe(1925)
  })
  it('ports without direct long-haul calls add transshipment days', () => {
    expect(transitDays('sgn', 'NLRTM')[0]).toBeGreaterThan(transitDays('cmv', 'NLRTM')[0])
    expect(transitDays('sgn', 'SGSIN')).toEqual(transitDays('cmv', 'SGSIN'))
  })
})

describe('sortBy', () => {
  const input = {
    ...FREIGHT_DEFAULTS,
    serviceType: 'fcl40' as const,
    containerType: 'reefer' as const,
    destinationPort: 'NLRTM' as const,
    originPorts: ['sgn', 'hph', 'dad'] as const,
    cargoValue: 50000,
    includeInsurance: true,
  }
  it('absent or cost: cheapest first, as docs/decisions-spec.md §6 (hph 5952, dad 6226, sgn 6500)', () => {
    expect(compareFreight(input).map((row) => [row.port, row.total])).toEqual([
      ['hph', 5952],
      ['dad', 6226],
      ['sgn', 6500],
    ])
    expect(compareFreight({ ...input, sortBy: 'cost' })).toEqual(compareFreight(input))
  })
  it('time: fastest first, then cheapest', () => {
    // hph calls direct (9,450 nm); dad (9,150 nm) and sgn (8,750 nm) go through a hub.
    const rows = compareFreight({ ...input, originPorts: ['sgn', 'hph', 'dad', 'cmv'], sortBy: 'time' })
    expect(rows.map((row) => row.port)).toEqual(['cmv', 'hph', 'sgn', 'dad'])
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.transitDays[0]).toBeGreaterThanOrEqual(rows[i - 1]!.transitDays[0])
  })
})
