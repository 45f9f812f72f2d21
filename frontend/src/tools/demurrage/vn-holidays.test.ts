import { describe, expect, test } from 'vitest'

import { toDayNumber } from './iso-date'
import { holidayOn, holidaysOf, isMakeUpWorkday, makeUpWorkdaysOf } from './vn-holidays'

const dates = (year: number) => holidaysOf(year).map((h) => `${h.date} ${h.id}`)

describe("Vietnam's public holidays", () => {
  // MOLISA's published 2024 schedule: Tết 8–14 Feb (7 days, the two weekend days of Tết
  // made up on 13 and 14 Feb); 18 Apr; 27 Apr–1 May with Monday 29 Apr swapped for Saturday
  // 4 May; 2–3 Sep.
  test('2024 as decreed', () => {
    expect(dates(2024)).toEqual([
      '2024-01-01 newYear',
      '2024-02-08 tet',
      '2024-02-09 tet',
      '2024-02-10 tet',
      '2024-02-11 tet',
      '2024-02-12 tet',
      '2024-02-13 compensatory',
      '2024-02-14 compensatory',
      '2024-04-18 hungKings',
      '2024-04-29 swapped',
      '2024-04-30 reunification',
      '2024-05-01 labourDay',
      '2024-09-02 nationalDay',
      '2024-09-03 nationalDay',
    ])
    expect(makeUpWorkdaysOf(2024)).toEqual(['2024-05-04'])
  })

  // Government Office letter 8726/VPCP-KGVX (26 Nov 2024): Tết 27–31 Jan (break 25 Jan–2 Feb),
  // 7 Apr, 30 Apr–2 May with Friday 2 May swapped for Saturday 26 Apr, 1–2 Sep.
  test('2025 as decreed', () => {
    expect(dates(2025)).toEqual([
      '2025-01-01 newYear',
      '2025-01-27 tet',
      '2025-01-28 tet',
      '2025-01-29 tet',
      '2025-01-30 tet',
      '2025-01-31 tet',
      '2025-04-07 hungKings',
      '2025-04-30 reunification',
      '2025-05-01 labourDay',
      '2025-05-02 swapped',
      '2025-09-01 nationalDay',
      '2025-09-02 nationalDay',
    ])
    expect(makeUpWorkdaysOf(2025)).toEqual(['2025-04-26'])
  })

  test('2026: the decreed Tết break (16–20 Feb), statutory days otherwise', () => {
    expect(dates(2026)).toEqual([
      '2026-01-01 newYear',
      '2026-02-16 tet',
      '2026-02-17 tet',
      '2026-02-18 tet',
      '2026-02-19 tet',
      '2026-02-20 tet',
      '2026-04-26 hungKings',
      // 26 April 2026 is a Sunday: made up on Monday.
      '2026-04-27 compensatory',
      '2026-04-30 reunification',
      '2026-05-01 labourDay',
      '2026-09-01 nationalDay',
      '2026-09-02 nationalDay',
    ])
  })

  test('2027: Tết (Saturday 6 Feb) on the statutory days, its weekend days made up after', () => {
    const tet = holidaysOf(2027).filter((h) => h.date.startsWith('2027-02'))
    expect(tet.map((h) => `${h.date} ${h.id}`)).toEqual([
      '2027-02-05 tet',
      '2027-02-06 tet',
      '2027-02-07 tet',
      '2027-02-08 tet',
      '2027-02-09 tet',
      '2027-02-10 compensatory',
      '2027-02-11 compensatory',
    ])
  })

  test('every year 2024–2030 has New Year, five Tết days, Hùng Kings, 30/4, 1/5 and two days at 2/9', () => {
    for (let year = 2024; year <= 2030; year++) {
      const ids = holidaysOf(year).map((h) => h.id)
      expect(ids.filter((id) => id === 'tet')).toHaveLength(5)
      for (const id of ['newYear', 'hungKings', 'reunification', 'labourDay'] as const) expect(ids).toContain(id)
      expect(ids.filter((id) => id === 'nationalDay')).toHaveLength(2)
      // Every holiday name exists in both languages.
      for (const h of holidaysOf(year)) expect(h.name.vi && h.name.en).toBeTruthy()
    }
    // Tết 2030 falls on 2 February in Vietnam (UTC+7), a day before China's.
    expect(holidayOn(toDayNumber('2030-02-02'))).toBe('tet')
  })

  test('nothing outside 2024–2030', () => {
    expect(holidayOn(toDayNumber('2023-01-01'))).toBeUndefined()
    expect(holidayOn(toDayNumber('2031-01-01'))).toBeUndefined()
    expect(isMakeUpWorkday(toDayNumber('2024-05-04'))).toBe(true)
    expect(isMakeUpWorkday(toDayNumber('2024-05-11'))).toBe(false)
  })
})
