// Run under two time zones on either side of UTC (see the report / test script):
//   TZ=Asia/Ho_Chi_Minh and TZ=America/Los_Angeles must give the same results.
import { describe, expect, it } from 'vitest'
import {
  DAYS_TRACKED_AFTER_FREE_TIME,
  DEMURRAGE_DEFAULTS,
  DEMURRAGE_TABLE_ROWS,
  MAX_TRACKING_DAYS,
  alertFor,
  freeTimeProgressPercent,
  isTableTruncated,
  parseRate,
  tableRows,
  trackDemurrage,
  validateDemurrageInput,
  type DemurrageInput,
} from './calc'
import {
  CHARGE_TYPES,
  CONTAINER_TYPES,
  DAY_STATUSES,
  DAY_TYPES,
  DIRECTIONS,
  FOREIGN_PORTS,
  FREE_TIME_CHOICES,
  VN_PORTS,
} from './data'
import {
  addDays,
  fromDayNumber,
  isIsoDate,
  localIsoDate,
  parseIsoDate,
  toDayNumber,
  weekdayOf,
} from './iso-date'

function input(overrides: Partial<DemurrageInput> = {}): DemurrageInput {
  return {
    ...DEMURRAGE_DEFAULTS,
    containerNumber: 'MSCU1234565',
    etaDate: '2026-03-01',
    currentDate: '2026-03-01',
    freeTimeDays: 7,
    dayType: 'calendar',
    excludeWeekends: true,
    chargeType: 'demurrage',
    demurrageRate: 20,
    detentionRate: 25,
    ...overrides,
  }
}

/** Arrival Friday 2026-03-06, 5 working days, weekends excluded. */
const WORKED = input({
  etaDate: '2026-03-06',
  currentDate: '2026-03-16',
  freeTimeDays: 5,
  dayType: 'working',
  excludeWeekends: true,
  chargeType: 'both',
  demurrageRate: 20,
  detentionRate: 25,
})

describe('trackDemurrage – worked example (docs/decisions-spec.md §6)', () => {
  const result = trackDemurrage(WORKED)

  it('ends free time on Thursday 2026-03-12', () => {
    expect(result.freeTimeEndDate).toBe('2026-03-12')
  })

  it('tracks 11 rows, arrival to current date', () => {
    expect(result.dailyTracking).toHaveLength(11)
    expect(result.dailyTracking[0]).toMatchObject({ date: '2026-03-06', dayNumber: 1 })
    expect(result.dailyTracking[10]).toMatchObject({ date: '2026-03-16', dayNumber: 11 })
  })

  it('totals 80 demurrage, 100 detention, 180 in all; 4 days overdue', () => {
    expect(result).toMatchObject({
      totalDemurrage: 80,
      totalDetention: 100,
      totalCost: 180,
      daysOverdue: 4,
      daysLeft: -4,
      alerts: [{ type: 'expired', daysLeft: -4 }],
    })
  })

  // docs/decisions-spec.md §19 changed one thing of this worked example: a day charged both
  // demurrage and detention is labelled 'both' (§6 said 'detention'); every figure is the same.
  it('labels, charges and counts down row by row', () => {
    expect(
      result.dailyTracking.map((row) => [row.date.slice(5), row.status, row.freeTimeRemaining, row.dailyDemurrage, row.dailyDetention, row.demurrageCost, row.detentionCost]),
    ).toEqual([
      ['03-06', 'free', 4, 0, 0, 0, 0], // Fri, counted 1
      ['03-07', 'free', 4, 0, 0, 0, 0], // Sat
      ['03-08', 'free', 4, 0, 0, 0, 0], // Sun
      ['03-09', 'free', 3, 0, 0, 0, 0],
      ['03-10', 'free', 2, 0, 0, 0, 0],
      ['03-11', 'free', 1, 0, 0, 0, 0],
      ['03-12', 'free', 0, 0, 0, 0, 0], // 5th counted day: end of free time
      ['03-13', 'both', 0, 20, 25, 20, 25],
      ['03-14', 'both', 0, 20, 25, 40, 50],
      ['03-15', 'both', 0, 20, 25, 60, 75],
      ['03-16', 'both', 0, 20, 25, 80, 100],
    ])
  })

  it('echoes the identification fields', () => {
    expect(result).toMatchObject({
      containerNumber: 'MSCU1234565',
      eta: '2026-03-06',
      actualArrival: null,
      arrivalDate: '2026-03-06',
      currentDate: '2026-03-16',
      freeTimeDays: 5,
    })
  })

  it('fills the progress bar', () => {
    expect(freeTimeProgressPercent(result)).toBe(100)
  })
})

describe('calendar versus working days', () => {
  it('calendar days count weekends', () => {
    const result = trackDemurrage({ ...WORKED, dayType: 'calendar' })
    expect(result.freeTimeEndDate).toBe('2026-03-10')
    expect(result.daysOverdue).toBe(6)
    expect(result.dailyTracking[2]!.freeTimeRemaining).toBe(2) // Sunday counts
  })

  it('working days count weekends when exclude-weekends is off', () => {
    const result = trackDemurrage({ ...WORKED, excludeWeekends: false })
    expect(result.freeTimeEndDate).toBe('2026-03-10')
  })

  it('exclude-weekends has no effect on calendar days', () => {
    expect(trackDemurrage({ ...WORKED, dayType: 'calendar', excludeWeekends: false }).freeTimeEndDate).toBe('2026-03-10')
  })

  it('skips two weekends for 7 working days', () => {
    // Fri 6 (1), Mon 9–Fri 13 (2–6), Mon 16 (7).
    expect(trackDemurrage({ ...WORKED, freeTimeDays: 7 }).freeTimeEndDate).toBe('2026-03-16')
  })

  it('exclude-holidays is not used', () => {
    const plain = trackDemurrage(WORKED)
    expect(trackDemurrage({ ...WORKED, excludeHolidays: true })).toEqual(plain)
  })

  it('weekend days after free time are still charged', () => {
    const result = trackDemurrage(WORKED)
    expect(result.dailyTracking.find((row) => row.date === '2026-03-14')!.dailyDetention).toBe(25)
  })
})

describe('arrival on a Saturday', () => {
  const saturday = input({ etaDate: '2026-03-07', currentDate: '2026-03-07', freeTimeDays: 3, dayType: 'working' })

  it('working days start counting on Monday', () => {
    const result = trackDemurrage(saturday)
    expect(weekdayOf(toDayNumber('2026-03-07'))).toBe(6)
    expect(result.freeTimeEndDate).toBe('2026-03-11')
    expect(result.dailyTracking[0]).toMatchObject({ date: '2026-03-07', dayNumber: 1, status: 'free', freeTimeRemaining: 3 })
    expect(result.dailyTracking[1]).toMatchObject({ date: '2026-03-08', freeTimeRemaining: 3 })
    expect(result.dailyTracking[2]).toMatchObject({ date: '2026-03-09', freeTimeRemaining: 2 })
    expect(result.daysLeft).toBe(3)
  })

  it('calendar days count the Saturday as day 1', () => {
    expect(trackDemurrage({ ...saturday, dayType: 'calendar' }).freeTimeEndDate).toBe('2026-03-09')
  })
})

describe('actual arrival versus ETA', () => {
  it('the actual arrival replaces the ETA as day 1', () => {
    const result = trackDemurrage(input({ etaDate: '2026-03-01', actualArrivalDate: '2026-03-04', currentDate: '2026-03-04' }))
    expect(result).toMatchObject({ eta: '2026-03-01', actualArrival: '2026-03-04', arrivalDate: '2026-03-04', freeTimeEndDate: '2026-03-10' })
    expect(result.dailyTracking[0]!.date).toBe('2026-03-04')
  })

  it('an early actual arrival starts earlier', () => {
    expect(trackDemurrage(input({ etaDate: '2026-03-05', actualArrivalDate: '2026-03-03' })).freeTimeEndDate).toBe('2026-03-09')
  })

  it.each([[''], ['  '], [undefined]])('falls back to the ETA when the actual arrival is %j', (actualArrivalDate) => {
    const result = trackDemurrage(input({ etaDate: '2026-03-01', actualArrivalDate }))
    expect(result).toMatchObject({ actualArrival: null, arrivalDate: '2026-03-01', freeTimeEndDate: '2026-03-07' })
  })
})

describe('charge types', () => {
  // Calendar, 7 days from 2026-03-01 → free until 03-07; current 03-10 → 3 charged days.
  const base = input({ currentDate: '2026-03-10' })

  it('demurrage: status demurrage, demurrage rate only', () => {
    const result = trackDemurrage({ ...base, chargeType: 'demurrage' })
    const charged = result.dailyTracking.filter((row) => row.status !== 'free')
    expect(charged.map((row) => row.status)).toEqual(['demurrage', 'demurrage', 'demurrage'])
    expect(charged.every((row) => row.dailyDemurrage === 20 && row.dailyDetention === 0)).toBe(true)
    expect(result).toMatchObject({ totalDemurrage: 60, totalDetention: 0, totalCost: 60, daysOverdue: 3 })
  })

  it('detention: status detention, detention rate only', () => {
    const result = trackDemurrage({ ...base, chargeType: 'detention' })
    const charged = result.dailyTracking.filter((row) => row.status !== 'free')
    expect(charged.map((row) => row.status)).toEqual(['detention', 'detention', 'detention'])
    expect(charged.every((row) => row.dailyDemurrage === 0 && row.dailyDetention === 25)).toBe(true)
    expect(result).toMatchObject({ totalDemurrage: 0, totalDetention: 75, totalCost: 75, daysOverdue: 3 })
  })

  it('both: a day charged both says so, and shows both charges', () => {
    const result = trackDemurrage({ ...base, chargeType: 'both' })
    const charged = result.dailyTracking.filter((row) => row.status !== 'free')
    expect(charged.map((row) => row.status)).toEqual(['both', 'both', 'both'])
    expect(charged.every((row) => row.dailyDemurrage === 20 && row.dailyDetention === 25)).toBe(true)
    expect(result).toMatchObject({ totalDemurrage: 60, totalDetention: 75, totalCost: 135, daysOverdue: 3 })
    expect(result.dailyTracking.at(-1)).toMatchObject({ demurrageCost: 60, detentionCost: 75 })
  })

  it('keeps fractional rates unrounded', () => {
    expect(trackDemurrage({ ...base, demurrageRate: 12.5 }).totalDemurrage).toBe(37.5)
  })

  it('free rows cost nothing', () => {
    const free = trackDemurrage({ ...base, chargeType: 'both' }).dailyTracking.filter((row) => row.status === 'free')
    expect(free).toHaveLength(7)
    for (const row of free) expect([row.dailyDemurrage, row.dailyDetention, row.demurrageCost, row.detentionCost]).toEqual([0, 0, 0, 0])
  })
})

describe('tracking length', () => {
  it('projects 30 days past free time when it has not ended', () => {
    const result = trackDemurrage(input({ currentDate: '2026-03-03' }))
    expect(result.dailyTracking).toHaveLength(7 + DAYS_TRACKED_AFTER_FREE_TIME)
    expect(result.dailyTracking.at(-1)!.date).toBe('2026-04-06')
    // Projected charges are totalled but not overdue yet.
    expect(result).toMatchObject({ totalDemurrage: 600, daysOverdue: 0, daysLeft: 5, alerts: [] })
  })

  it('on the last free day still projects 30 days', () => {
    expect(trackDemurrage(input({ currentDate: '2026-03-07' })).dailyTracking).toHaveLength(37)
  })

  it('tracks to the current date once free time has ended', () => {
    expect(trackDemurrage(input({ currentDate: '2026-03-08' })).dailyTracking).toHaveLength(8)
  })

  it('caps at 60 rows when the current date is far out', () => {
    const result = trackDemurrage(input({ etaDate: '2026-01-01', currentDate: '2026-04-30' }))
    expect(result.dailyTracking).toHaveLength(MAX_TRACKING_DAYS)
    expect(result.dailyTracking.at(-1)).toMatchObject({ date: '2026-03-01', dayNumber: 60 })
    expect(result).toMatchObject({ totalDemurrage: 53 * 20, daysOverdue: 53, daysLeft: -113 })
  })

  it('caps at 60 rows when a long free time is projected', () => {
    // Saturday arrival, 21 working days: free until Monday 2026-04-06 (row 31); + 30 = 61.
    const result = trackDemurrage(input({ etaDate: '2026-03-07', currentDate: '2026-03-07', freeTimeDays: 21, dayType: 'working' }))
    expect(result.freeTimeEndDate).toBe('2026-04-06')
    expect(result.dailyTracking).toHaveLength(60)
    expect(result.totalDemurrage).toBe(29 * 20)
  })

  it('the table shows the first 30 rows', () => {
    const long = trackDemurrage(input({ currentDate: '2026-03-02' }))
    expect(DEMURRAGE_TABLE_ROWS).toBe(30)
    expect(tableRows(long)).toHaveLength(30)
    expect(tableRows(long)[29]!.dayNumber).toBe(30)
    expect(isTableTruncated(long)).toBe(true)
    const short = trackDemurrage(input({ currentDate: '2026-03-10' }))
    expect(tableRows(short)).toHaveLength(10)
    expect(isTableTruncated(short)).toBe(false)
  })
})

describe('alerts by days left', () => {
  // Calendar, 7 days from Sunday 2026-03-01 → free until Saturday 03-07.
  it.each([
    ['2026-02-20', 7, []], // before arrival: counts from arrival
    ['2026-03-01', 7, []],
    ['2026-03-05', 3, []],
    ['2026-03-06', 2, [{ type: 'warning', daysLeft: 2 }]],
    ['2026-03-07', 1, [{ type: 'urgent', daysLeft: 1 }]],
    ['2026-03-08', -1, [{ type: 'expired', daysLeft: -1 }]],
    ['2026-03-17', -10, [{ type: 'expired', daysLeft: -10 }]],
  ])('current %s: %d days left', (currentDate, daysLeft, alerts) => {
    const result = trackDemurrage(input({ currentDate }))
    expect(result.daysLeft).toBe(daysLeft)
    expect(result.alerts).toEqual(alerts)
  })

  it('0 days left is expired', () => {
    expect(alertFor(0)).toEqual({ type: 'expired', daysLeft: 0 })
    // With no free time, the end is the eve of arrival; on that day nothing is left.
    const result = trackDemurrage(input({ freeTimeDays: 0, currentDate: '2026-02-28' }))
    expect(result.freeTimeEndDate).toBe('2026-02-28')
    expect(result.alerts).toEqual([{ type: 'expired', daysLeft: 0 }])
    expect(result.dailyTracking[0]).toMatchObject({ status: 'demurrage', freeTimeRemaining: 0 })
  })

  it.each([
    [3, null],
    [2, { type: 'warning', daysLeft: 2 }],
    [1, { type: 'urgent', daysLeft: 1 }],
    [0, { type: 'expired', daysLeft: 0 }],
    [-1, { type: 'expired', daysLeft: -1 }],
  ])('alertFor(%d)', (daysLeft, alert) => {
    expect(alertFor(daysLeft)).toEqual(alert)
  })

  it('working days left skip the weekend', () => {
    // Thu 03-05, 3 working days: Thu, Fri, Mon 03-09.
    const thursday = input({ etaDate: '2026-03-05', freeTimeDays: 3, dayType: 'working' })
    expect(trackDemurrage(thursday).freeTimeEndDate).toBe('2026-03-09')
    expect(trackDemurrage({ ...thursday, currentDate: '2026-03-06' }).alerts).toEqual([{ type: 'warning', daysLeft: 2 }])
    expect(trackDemurrage({ ...thursday, currentDate: '2026-03-07' }).alerts).toEqual([{ type: 'urgent', daysLeft: 1 }])
    expect(trackDemurrage({ ...thursday, currentDate: '2026-03-09' }).alerts).toEqual([{ type: 'urgent', daysLeft: 1 }])
    // After the end: calendar days, weekend or not.
    expect(trackDemurrage({ ...thursday, currentDate: '2026-03-15' }).daysLeft).toBe(-6)
  })
})

describe('month and year boundaries', () => {
  it('runs across the new year', () => {
    const result = trackDemurrage(input({ etaDate: '2025-12-29', currentDate: '2026-01-06' }))
    expect(result.freeTimeEndDate).toBe('2026-01-04')
    expect(result.dailyTracking.map((row) => row.date)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
    ])
    expect(result).toMatchObject({ daysOverdue: 2, daysLeft: -2 })
  })

  it('counts working days across the new year (holidays are not excluded)', () => {
    // Wed 2025-12-31, Thu 01-01, Fri 01-02.
    expect(trackDemurrage(input({ etaDate: '2025-12-31', freeTimeDays: 3, dayType: 'working' })).freeTimeEndDate).toBe('2026-01-02')
    // Wed, Thu, Fri, then Mon 01-05 and Tue 01-06.
    expect(trackDemurrage(input({ etaDate: '2025-12-31', freeTimeDays: 5, dayType: 'working' })).freeTimeEndDate).toBe('2026-01-06')
  })

  it('knows February in common and leap years', () => {
    expect(trackDemurrage(input({ etaDate: '2026-02-26', freeTimeDays: 5 })).freeTimeEndDate).toBe('2026-03-02')
    expect(trackDemurrage(input({ etaDate: '2028-02-26', freeTimeDays: 5 })).freeTimeEndDate).toBe('2028-03-01')
  })

  it('counts calendar days since the end across a month', () => {
    const result = trackDemurrage(input({ etaDate: '2026-02-21', currentDate: '2026-03-02' }))
    expect(result.freeTimeEndDate).toBe('2026-02-27')
    expect(result.daysLeft).toBe(-3)
  })

  it('runs across a month end in the 30-day projection', () => {
    const result = trackDemurrage(input({ etaDate: '2026-01-25', currentDate: '2026-01-25' }))
    expect(result.freeTimeEndDate).toBe('2026-01-31')
    expect(result.dailyTracking.at(-1)!.date).toBe('2026-03-02')
  })

  it('crosses the US daylight-saving change (2026-03-08) and the October one unharmed', () => {
    expect(trackDemurrage(input({ etaDate: '2026-03-07', freeTimeDays: 3 })).freeTimeEndDate).toBe('2026-03-09')
    expect(trackDemurrage(input({ etaDate: '2026-10-24', freeTimeDays: 10 })).freeTimeEndDate).toBe('2026-11-02')
  })
})

describe('free-time progress', () => {
  const at = (currentDate: string) => freeTimeProgressPercent(trackDemurrage(input({ currentDate })))

  it('is 0 before and on arrival', () => {
    expect(at('2026-02-20')).toBe(0)
    expect(at('2026-03-01')).toBe(0)
  })

  it('grows with the days used', () => {
    expect(at('2026-03-05')).toBeCloseTo((4 / 7) * 100)
    expect(at('2026-03-07')).toBeCloseTo((6 / 7) * 100)
  })

  it('is 100 once free time is over', () => {
    expect(at('2026-03-08')).toBe(100)
    expect(freeTimeProgressPercent(trackDemurrage(input({ freeTimeDays: 0 })))).toBe(100)
  })
})

describe('validation and parsing', () => {
  it('has the documented defaults', () => {
    expect(DEMURRAGE_DEFAULTS).toMatchObject({
      containerType: '20gp',
      freeTimeDays: 7,
      dayType: 'calendar',
      chargeType: 'demurrage',
      demurrageRate: 20,
      detentionRate: 25,
      etaDate: '',
      actualArrivalDate: '',
      currentDate: '',
      containerNumber: '',
    })
  })

  it('requires container number, ETA and free time days', () => {
    expect(validateDemurrageInput(DEMURRAGE_DEFAULTS, '2026-03-01')).toBeNull()
    expect(validateDemurrageInput(input({ containerNumber: '  ' }), '2026-03-01')).toBeNull()
    expect(validateDemurrageInput(input({ etaDate: '' }), '2026-03-01')).toBeNull()
    expect(validateDemurrageInput(input({ freeTimeDays: 0 }), '2026-03-01')).toBeNull()
    expect(validateDemurrageInput(input({ freeTimeDays: Number.NaN }), '2026-03-01')).toBeNull()
    expect(validateDemurrageInput(input({ actualArrivalDate: '2026-02-31' }), '2026-03-01')).toBeNull()
  })

  it('fills a blank current date with today', () => {
    const ready = validateDemurrageInput(input({ currentDate: '' }), '2026-03-09')
    expect(ready?.currentDate).toBe('2026-03-09')
    expect(trackDemurrage(ready!).daysLeft).toBe(-2)
  })

  it('rejects bad dates in trackDemurrage', () => {
    expect(() => trackDemurrage(input({ etaDate: '06/03/2026' }))).toThrow(RangeError)
    expect(() => trackDemurrage(input({ currentDate: '' }))).toThrow(RangeError)
  })

  it('rates that fail to parse give 0', () => {
    expect(parseRate('abc')).toBe(0)
    expect(parseRate('')).toBe(0)
    expect(parseRate('27.5')).toBe(27.5)
  })
})

describe('ISO dates', () => {
  it('round-trips day numbers', () => {
    expect(toDayNumber('1970-01-01')).toBe(0)
    expect(fromDayNumber(0)).toBe('1970-01-01')
    expect(fromDayNumber(toDayNumber('2026-03-06'))).toBe('2026-03-06')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(weekdayOf(toDayNumber('2026-03-06'))).toBe(5)
  })

  it.each(['', '2026-02-29', '2026-13-01', '2026-3-6', '2026-03-06T00:00', 'abc', '2026-04-31'])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull()
    expect(isIsoDate(text)).toBe(false)
  })

  it('accepts leap days and early years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(fromDayNumber(toDayNumber('0050-06-15'))).toBe('0050-06-15')
  })

  it("reads the visitor's today from local getters", () => {
    expect(localIsoDate(new Date(2026, 2, 6, 23, 59))).toBe('2026-03-06')
    expect(localIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01')
  })
})

describe('reference data', () => {
  it('lists the spec codes', () => {
    expect(CONTAINER_TYPES.map((c) => c.code)).toEqual(['20gp', '40gp', '40hc', '20rf', '40rf', '20ot', '40fr'])
    expect(VN_PORTS.map((p) => p.code)).toEqual(['sgn', 'cmv', 'hph', 'lch', 'dad', 'qui'])
    expect(FOREIGN_PORTS.map((p) => p.code)).toEqual(['CNSHA', 'SGSIN', 'USNYC', 'USLAX', 'NLRTM', 'DEHAM', 'JPTYO', 'KRPUS'])
    expect(FREE_TIME_CHOICES.map((c) => c.days)).toEqual([3, 5, 7, 10, 14, 21])
    expect(DAY_TYPES.map((d) => d.code)).toEqual(['calendar', 'working'])
    expect(CHARGE_TYPES.map((c) => c.code)).toEqual(['demurrage', 'detention', 'both'])
    expect(DAY_STATUSES.map((s) => s.code)).toEqual(['free', 'demurrage', 'detention', 'both'])
  })

  it('labels everything in both languages', () => {
    const lists = [CONTAINER_TYPES, VN_PORTS, FOREIGN_PORTS, DIRECTIONS, FREE_TIME_CHOICES, DAY_TYPES, CHARGE_TYPES, DAY_STATUSES]
    for (const list of lists) {
      for (const { label } of list) {
        expect(label.vi.trim()).not.toBe('')
        expect(label.en.trim()).not.toBe('')
      }
    }
  })
})
