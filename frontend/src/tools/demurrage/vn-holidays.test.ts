import { describe, expect, test } from 'vitest'

import { toDayNumber } from './iso-date'
import { holidayCalendar, holidayOn, holidaysOf, isMakeUpWorkday, makeUpWorkdaysOf } from './vn-holidays'

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

  // Government Office letter 12729/VPCP-KGVX (25 Dec 2025): 1–4 Jan, Friday 2 Jan swapped for
  // Saturday 10 Jan; the Prime Minister's Tết break (16–20 Feb); Culture Day 24 Nov
  // (Resolution 80-NQ/TW); statutory days otherwise.
  test('2026 as decided: New Year swap, Tết break, Culture Day, statutory days otherwise', () => {
    expect(makeUpWorkdaysOf(2026)).toEqual(['2026-01-10'])
    expect(dates(2026)).toEqual([
      '2026-01-01 newYear',
      '2026-01-02 swapped',
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
      '2026-11-24 cultureDay',
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
    for (let year = 2026; year <= 2030; year++) expect(holidaysOf(year).map((h) => h.id)).toContain('cultureDay')
    expect(holidaysOf(2025).map((h) => h.id)).not.toContain('cultureDay')
    // Culture Day 2027 is a Wednesday; 2028's (Friday) too is a plain day off.
    expect(holidayOn(toDayNumber('2027-11-24'))).toBe('cultureDay')
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

describe("the owner's holiday table (docs/decisions-spec.md §19)", () => {
  const day = toDayNumber

  test('a year the owner set replaces the built-in year whole; other years stay built-in', () => {
    const calendar = holidayCalendar([
      {
        year: 2027,
        days: [
          // A decreed Tết break other than the statutory one, with a Saturday worked.
          { date: '2027-02-04', kind: 'tet' },
          { date: '2027-02-05', kind: 'tet' },
          { date: '2027-02-08', kind: 'tet' },
          { date: '2027-02-09', kind: 'tet' },
          { date: '2027-02-10', kind: 'swapped' },
          { date: '2027-02-20', kind: 'workday' },
        ],
      },
    ])
    expect(calendar.sourceOf(2027)).toBe('owner')
    expect(calendar.sourceOf(2026)).toBe('builtIn')
    expect(calendar.holidayOn(day('2027-02-04'))).toBe('tet')
    expect(calendar.holidayOn(day('2027-02-10'))).toBe('swapped')
    expect(calendar.isMakeUpWorkday(day('2027-02-20'))).toBe(true)
    // Built-in days of 2027 the owner left out are working days now.
    expect(holidayOn(day('2027-02-11'))).toBe('compensatory')
    expect(calendar.holidayOn(day('2027-02-11'))).toBeUndefined()
    expect(calendar.holidayOn(day('2027-01-01'))).toBeUndefined()
    // 2026 is untouched.
    expect(calendar.holidayOn(day('2026-02-16'))).toBe('tet')
    expect(calendar.isMakeUpWorkday(day('2026-01-10'))).toBe(true)
  })

  test('a year outside the built-in range can be added', () => {
    const calendar = holidayCalendar([{ year: 2031, days: [{ date: '2031-01-01', kind: 'newYear' }] }])
    expect(holidayOn(day('2031-01-01'))).toBeUndefined()
    expect(calendar.holidayOn(day('2031-01-01'))).toBe('newYear')
  })

  test('days not in their year, or not dates, are ignored', () => {
    const calendar = holidayCalendar([
      { year: 2028, days: [{ date: '2029-01-01', kind: 'newYear' }, { date: '2028-02-30', kind: 'tet' }] },
    ])
    expect(calendar.holidayOn(day('2029-01-01'))).toBe('newYear') // built-in 2029
    expect(calendar.holidayOn(day('2028-01-01'))).toBeUndefined()
  })

  test('without an owner table the calendar is the built-in one', () => {
    const calendar = holidayCalendar()
    for (const h of holidaysOf(2026)) expect(calendar.holidayOn(day(h.date))).toBe(h.id)
  })
})
