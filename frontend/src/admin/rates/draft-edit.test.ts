import { describe, expect, it } from 'vitest'

import { laneForm, laneOf, newLane, newTariff, tariffForm, tariffOf, withRow, withoutRow } from './draft-edit'

const LANE = { ...newLane(), origin: 'qui', destination: 'KRPUS', base: 2500.5, baf: 10, validFrom: '2026-01-01', validUntil: '2030-12-31' }

describe("one row of the rate card's draft", () => {
  it('reads the figures as the owner writes them in each language', () => {
    const vi = laneForm(LANE, 'vi')
    expect(vi.base).toBe('2.500,5')
    expect(laneOf({ ...vi, base: '2.600', baf: '10,5' }, 'vi')).toEqual({ lane: { ...LANE, base: 2600, baf: 10.5 } })
    expect(laneOf({ ...laneForm(LANE, 'en'), base: '2,600.25' }, 'en')).toEqual({ lane: { ...LANE, base: 2600.25 } })
  })

  it('names the figures that are not numbers, and sends nothing', () => {
    expect(laneOf({ ...laneForm(LANE, 'en'), baf: 'ten', thc: '' }, 'en')).toEqual({ invalid: ['baf', 'thc'] })
  })

  it('leaves the container out of an LCL lane and trims the carrier', () => {
    const read = laneOf({ ...laneForm(LANE, 'en'), service: 'lcl', carrier: '  ONE ' }, 'en')
    expect(read).toMatchObject({ lane: { service: 'lcl', container: '', carrier: 'ONE' } })
  })

  it('reads a tariff with its steps; a day must be whole', () => {
    const form = tariffForm({ ...newTariff(), freeDays: 5, demurrage: [{ fromDay: 1, rate: 20 }, { fromDay: 6, rate: 40.5 }] }, 'vi')
    expect(form.demurrage).toEqual([{ fromDay: '1', rate: '20' }, { fromDay: '6', rate: '40,5' }])
    expect(tariffOf(form, 'vi')).toMatchObject({ freeDays: 5, demurrage: [{ fromDay: 1, rate: 20 }, { fromDay: 6, rate: 40.5 }] })
    expect(tariffOf({ ...form, freeDays: '2,5' }, 'vi')).toBeNull()
    expect(tariffOf({ ...form, detention: [{ fromDay: '1', rate: 'x' }] }, 'vi')).toBeNull()
  })

  it('replaces, adds and removes a row by its place', () => {
    expect(withRow(['a', 'b', 'c'], 1, 'B')).toEqual(['a', 'B', 'c'])
    expect(withRow(['a'], null, 'b')).toEqual(['a', 'b'])
    expect(withoutRow(['a', 'b', 'c'], 0)).toEqual(['b', 'c'])
  })
})
