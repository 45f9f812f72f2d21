// The inputs of docs/decisions-spec.md §10: holidays, stepped tariffs and the projected cost.
import { describe, expect, test } from 'vitest'

import { DEMURRAGE_DEFAULTS, cleanTiers, rateForDay, trackDemurrage, type DemurrageInput } from './calc'
import { FOREIGN_PORTS, PORTS, SAMPLE_TARIFFS, VN_PORTS, VN_PORT_TARIFFS, portChoices, typicalTariff } from './data'

const WORKED: DemurrageInput = {
  ...DEMURRAGE_DEFAULTS,
  containerNumber: 'MSCU1234567',
  etaDate: '2026-03-06',
  currentDate: '2026-03-16',
  freeTimeDays: 5,
  dayType: 'working',
  excludeWeekends: true,
  chargeType: 'both',
  demurrageRate: 20,
  detentionRate: 25,
}

describe('stepped tariffs', () => {
  const tiers = [
    { fromDay: 1, rate: 10 },
    { fromDay: 4, rate: 30 },
    { fromDay: 8, rate: 50 },
  ]
  test('a charged day costs the rate of the largest fromDay at or below it', () => {
    expect([1, 3, 4, 7, 8, 20].map((day) => rateForDay(day, 99, tiers))).toEqual([10, 10, 30, 30, 50, 50])
  })
  test('before the first tier, or without tiers, the flat rate applies', () => {
    expect(rateForDay(2, 99, [{ fromDay: 3, rate: 5 }])).toBe(99)
    expect(rateForDay(3, 99, [{ fromDay: 3, rate: 5 }])).toBe(5)
    expect(rateForDay(3, 99, [])).toBe(99)
    expect(rateForDay(3, 99, undefined)).toBe(99)
  })
  test('rows that are not whole days from 1 or not rates ≥ 0 are dropped; sorted; last wins per day', () => {
    expect(
      cleanTiers([
        { fromDay: 5, rate: 1 },
        { fromDay: 0, rate: 1 },
        { fromDay: 2.5, rate: 1 },
        { fromDay: Number.NaN, rate: 1 },
        { fromDay: 3, rate: -1 },
        { fromDay: 2, rate: 7 },
        { fromDay: 5, rate: 9 },
      ]),
    ).toEqual([
      { fromDay: 2, rate: 7 },
      { fromDay: 5, rate: 9 },
    ])
  })
  test('the worked example with tiers: charged days 1–3 at the first step, from day 4 the second', () => {
    const result = trackDemurrage({
      ...WORKED,
      demurrageTiers: [
        { fromDay: 1, rate: 10 },
        { fromDay: 4, rate: 30 },
      ],
      detentionTiers: [{ fromDay: 2, rate: 40 }],
    })
    const charged = result.dailyTracking.filter((row) => row.status !== 'free')
    expect(charged.map((row) => row.dailyDemurrage)).toEqual([10, 10, 10, 30])
    // Detention: the flat 25 on day 1, then the step from day 2.
    expect(charged.map((row) => row.dailyDetention)).toEqual([25, 40, 40, 40])
    // Days 13–16 March are charged days 1–4 up to the current date.
    expect(result.costSoFar).toEqual({ until: '2026-03-16', chargedDays: 4, demurrage: 60, detention: 145, total: 205 })
  })
  test('a demurrage-only charge ignores detention tiers', () => {
    const result = trackDemurrage({ ...WORKED, chargeType: 'demurrage', detentionTiers: [{ fromDay: 1, rate: 40 }] })
    expect(result.totalDetention).toBe(0)
  })
})

describe('cost so far and projected cost', () => {
  test('without new inputs the worked example still gives 80 / 100 / 180 and no projection', () => {
    const result = trackDemurrage(WORKED)
    expect([result.totalDemurrage, result.totalDetention, result.totalCost]).toEqual([80, 100, 180])
    expect(result.costSoFar.total).toBe(180)
    expect(result).not.toHaveProperty('projected')
    expect(result.dailyTracking.every((row) => !('holiday' in row))).toBe(true)
  })
  test('a return date projects the charges to it, past the 60 tracked rows too', () => {
    const result = trackDemurrage({ ...WORKED, returnDate: '2026-03-20' })
    expect(result.projected).toEqual({ until: '2026-03-20', chargedDays: 8, demurrage: 160, detention: 200, total: 360 })
    const far = trackDemurrage({ ...WORKED, returnDate: '2026-06-30' })
    // 13 March to 30 June: 110 charged days.
    expect(far.projected?.chargedDays).toBe(110)
    expect(far.projected?.total).toBe(110 * 45)
  })
  test('a return date inside free time costs nothing', () => {
    expect(trackDemurrage({ ...WORKED, returnDate: '2026-03-10' }).projected?.total).toBe(0)
  })
})

describe('holidays excluded from free time', () => {
  // Arrival Wednesday 3 Feb 2027, 5 working days: 3, 4 Feb, then the Tết break 5–11 Feb,
  // then 12 (Fri), 15, 16 Feb. Without holidays the end would be 9 Feb, inside the break.
  const beforeTet: DemurrageInput = {
    ...WORKED,
    etaDate: '2027-02-03',
    currentDate: '2027-02-03',
    excludeHolidays: true,
  }
  test('a case arriving before Tết 2027 ends free time after the break', () => {
    expect(trackDemurrage({ ...beforeTet, excludeHolidays: false }).freeTimeEndDate).toBe('2027-02-09')
    const result = trackDemurrage(beforeTet)
    expect(result.freeTimeEndDate).toBe('2027-02-16')
    const marked = result.dailyTracking.filter((row) => row.holiday).map((row) => `${row.date} ${row.holiday}`)
    expect(marked).toEqual([
      '2027-02-05 tet',
      '2027-02-06 tet',
      '2027-02-07 tet',
      '2027-02-08 tet',
      '2027-02-09 tet',
      '2027-02-10 compensatory',
      '2027-02-11 compensatory',
    ])
  })
  test('Tết 2025 as decreed: arrival Friday 24 Jan, 3 working days end on Tuesday 4 Feb', () => {
    const result = trackDemurrage({ ...beforeTet, etaDate: '2025-01-24', currentDate: '2025-01-24', freeTimeDays: 3 })
    expect(result.freeTimeEndDate).toBe('2025-02-04')
  })
  test('a make-up Saturday counts as a working day: 2024-05-04', () => {
    // Arrival Friday 26 Apr 2024, 4 working days: 26 Apr, (27–28 weekend, 29 swapped, 30/4,
    // 1/5 holidays), 2 and 3 May, then Saturday 4 May, worked in exchange.
    const result = trackDemurrage({ ...beforeTet, etaDate: '2024-04-26', currentDate: '2024-04-26', freeTimeDays: 4 })
    expect(result.freeTimeEndDate).toBe('2024-05-04')
    expect(result.dailyTracking.find((row) => row.date === '2024-05-04')?.makeUpWorkday).toBe(true)
  })
  test('calendar days ignore holidays; holidays are only marked when excluded', () => {
    const calendar = trackDemurrage({ ...beforeTet, dayType: 'calendar' })
    expect(calendar.freeTimeEndDate).toBe('2027-02-07')
    expect(calendar.dailyTracking.some((row) => row.holiday)).toBe(true)
    expect(trackDemurrage({ ...beforeTet, excludeHolidays: false }).dailyTracking.some((row) => row.holiday)).toBe(false)
  })
})

describe("the owner's holiday table overrides the built-in one (docs/decisions-spec.md §19)", () => {
  // A Cát Lái import arriving before Tết 2027, 5 working days (see above: built-in, the end
  // is 16 Feb). The owner enters a decreed break of 4–12 Feb with Saturday 20 Feb worked.
  const catLai: DemurrageInput = {
    ...WORKED,
    direction: 'import',
    loadingPort: 'CNSHA',
    dischargePort: 'sgn',
    etaDate: '2027-02-03',
    currentDate: '2027-02-03',
    excludeHolidays: true,
  }
  const decreed = [
    {
      year: 2027,
      days: [
        ...['04', '05', '08', '09', '10', '11', '12'].map((d) => ({ date: `2027-02-${d}`, kind: 'tet' as const })),
        { date: '2027-02-20', kind: 'workday' as const },
      ],
    },
  ]
  test('the owner’s year moves the end of free time and marks its days', () => {
    expect(trackDemurrage(catLai).freeTimeEndDate).toBe('2027-02-16')
    const result = trackDemurrage({ ...catLai, holidays: decreed })
    // 3 Feb, then 15, 16, 17, 18 Feb: the break runs through 12 Feb.
    expect(result.freeTimeEndDate).toBe('2027-02-18')
    const marked = result.dailyTracking.filter((row) => row.holiday).map((row) => row.date.slice(5))
    expect(marked).toEqual(['02-04', '02-05', '02-08', '02-09', '02-10', '02-11', '02-12'])
    expect(result.dailyTracking.find((row) => row.date === '2027-02-20')?.makeUpWorkday).toBe(true)
  })
  test('the worked Saturday counts toward free time', () => {
    // 8 working days: 3, 15–19 Feb, then Saturday 20 (worked), Monday 22.
    const result = trackDemurrage({ ...catLai, freeTimeDays: 8, holidays: decreed })
    expect(result.freeTimeEndDate).toBe('2027-02-22')
  })
  test('a year the owner did not set keeps the built-in days', () => {
    const result = trackDemurrage({ ...catLai, etaDate: '2026-02-13', currentDate: '2026-02-13', holidays: decreed })
    // Built-in 2026: 13 Feb, then the Tết break 16–20 Feb, then 23–26 Feb.
    expect(result.freeTimeEndDate).toBe('2026-02-26')
  })
  test('an empty table changes nothing', () => {
    expect(trackDemurrage({ ...catLai, holidays: [] })).toEqual(trackDemurrage(catLai))
  })
})

describe('Vietnamese ports (docs/decisions-spec.md §19)', () => {
  test('imports wait at a Vietnamese discharge port, exports at a Vietnamese loading port', () => {
    expect(portChoices('import', 'dischargePort')).toBe(VN_PORTS)
    expect(portChoices('import', 'loadingPort')).toBe(FOREIGN_PORTS)
    expect(portChoices('export', 'loadingPort')).toBe(VN_PORTS)
    expect(portChoices('export', 'dischargePort')).toBe(FOREIGN_PORTS)
    const names = VN_PORTS.map((port) => port.label.vi).join(' | ')
    for (const name of ['Cát Lái', 'Cái Mép', 'Hải Phòng', 'Lạch Huyện', 'Đà Nẵng', 'Quy Nhơn']) expect(names).toContain(name)
    // Every port has a label for the PDF's inputs.
    expect(new Set(PORTS.map((port) => port.code)).size).toBe(VN_PORTS.length + FOREIGN_PORTS.length)
  })
  test('each Vietnamese port has a typical tariff: its free days and the container type’s steps', () => {
    for (const port of VN_PORTS) {
      const tariff = typicalTariff(port.code, '40gp')
      expect(tariff.freeTimeDays).toBe(VN_PORT_TARIFFS[port.code].freeTimeDays)
      expect(tariff.demurrage.map((tier) => tier.fromDay)).toEqual(SAMPLE_TARIFFS['40gp'].demurrage.map((tier) => tier.fromDay))
      for (const tier of [...tariff.demurrage, ...tariff.detention]) expect(tier.rate % 5).toBe(0)
    }
    expect(typicalTariff('sgn', '40gp')).toEqual({ freeTimeDays: 5, ...{ demurrage: SAMPLE_TARIFFS['40gp'].demurrage, detention: SAMPLE_TARIFFS['40gp'].detention } })
    // Đà Nẵng: 80% of the sample, rounded to 5: 30 → 25 (24), 50 → 40, 80 → 65 (64).
    expect(typicalTariff('dad', '40gp').demurrage.map((tier) => tier.rate)).toEqual([25, 40, 65])
  })
  test('a Cát Lái import with its typical tariff is tracked like any other', () => {
    const tariff = typicalTariff('sgn', '20gp')
    const result = trackDemurrage({
      ...WORKED,
      direction: 'import',
      dischargePort: 'sgn',
      freeTimeDays: tariff.freeTimeDays,
      demurrageTiers: tariff.demurrage,
      detentionTiers: tariff.detention,
    })
    // Arrival Fri 6 Mar 2026, 5 working days: ends Thu 12 Mar; 4 charged days to 16 Mar.
    expect(result.freeTimeEndDate).toBe('2026-03-12')
    expect(result.costSoFar).toMatchObject({ chargedDays: 4, demurrage: 60, detention: 40 })
    expect(result.dailyTracking.filter((row) => row.status !== 'free').every((row) => row.status === 'both')).toBe(true)
  })
})
