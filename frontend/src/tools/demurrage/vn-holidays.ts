// Vietnam's public holidays for the demurrage tracker (docs/decisions-spec.md §10, §19).
//
// This table is the DEFAULT. The owner corrects a year, or adds one once its schedule is
// decreed, in the console (Ngày lễ / Holidays; `holiday_years`, src/settings/holidays.rs);
// such a year replaces the built-in one as a whole, and reaches the tracker in the page's
// data block (`holidayCalendar` below).
//
// Why a table and not a library: `date-holidays` (3.x) was checked first. It ships every
// country's rules (megabytes, far over the tool's 40 KB budget even trimmed to one country
// through its data builder) and, for Vietnam, lists Tết as two days with neither the five
// statutory days nor the decreed break, no day next to 2 September and no swapped working
// days, so it would end free time in the middle of the Tết break. Its Vietnamese lunar dates
// (computed for UTC+7, which moves Tết 2030 to 2 February, a day before China's) were used
// to cross-check the lunar dates below.
//
// The law, as it stands on 2026-11-27: Labour Code 2019 (Bộ luật Lao động số 45/2019/QH14)
// Art. 112(1) — 1 January; Tết, 5 days; Hùng Kings' day (10th of the 3rd lunar month);
// 30 April; 1 May; 2 September and one day next to it. Art. 111(3): a holiday falling on a
// weekly rest day is made up on the next working day. Which 5 days make Tết, which day joins
// 2 September and any swap of a working day for a Saturday are decided each year by the
// Prime Minister for public servants (Decree 145/2020/NĐ-CP art. 79); most ports, carriers'
// offices and customs follow that schedule.
//
// Vietnamese Culture Day, 24 November: the Politburo's Resolution 80-NQ/TW (January 2026)
// made it a paid day off, and the Government's Resolution 30/NQ-CP (February 2026) tasked
// adding it to Art. 112(1); the Ministry of Home Affairs put it in the 2026 calendar. It is
// listed from 2026 on (made up on the next working day when it falls on a weekend). If a
// year's schedule says otherwise, the owner sets that year in the console.
//
// Verified years (the decreed schedule is written out below):
// - 2024: the schedule the Ministry of Labour (MOLISA) published for 2024 after the Prime
//   Minister's approval: Tết 8–14 Feb, 27 Apr–1 May with Saturday 4 May worked in exchange
//   for Monday 29 April, 31 Aug–3 Sep.
// - 2025: Government Office letter 8726/VPCP-KGVX of 26 Nov 2024 (Tết 25 Jan–2 Feb: 5 days
//   27–31 Jan plus two weekends; Friday 2 May off in exchange for Saturday 26 April;
//   1–2 September).
// - 2026: New Year — Government Office letter 12729/VPCP-KGVX of 25 Dec 2025: 1–4 Jan, Friday
//   2 January swapped for Saturday 10 January worked. Tết 16–20 Feb (9 days with the
//   weekends, 14–22 Feb), the Prime Minister's decision (Vietnam News Agency, 17 Oct 2025).
//   Hùng Kings' day falls on Sunday 26 April and is made up on Monday 27 April; 30 April and
//   1 May are Thursday and Friday; 2 September (Wednesday) with 1 September by the statutory
//   rule below; Culture Day Tuesday 24 November.
// - 2027 onwards: not decreed yet; they follow the statutory days: Tết is the last day of the
//   lunar year plus the first four days of the new one (2027: 5–9 Feb, mùng 1 on Saturday
//   6 Feb, so the weekend days are made up on 10–11 Feb), 2 September is joined by
//   3 September when it falls on a Monday, Thursday or Sunday and by 1 September otherwise,
//   and a day falling on a weekend is made up on the next working day. The owner enters a
//   year's decreed schedule in the console once it is announced (usually in the autumn
//   before).
import { fromDayNumber, isWeekend, parseIsoDate, toDayNumber } from './iso-date'

export type HolidayId =
  | 'newYear'
  | 'tet'
  | 'hungKings'
  | 'reunification'
  | 'labourDay'
  | 'nationalDay'
  | 'cultureDay'
  | 'compensatory'
  | 'swapped'

export interface Holiday {
  date: string
  id: HolidayId
  name: { vi: string; en: string }
}

export const HOLIDAY_NAMES: Readonly<Record<HolidayId, { vi: string; en: string }>> = {
  newYear: { vi: 'Tết Dương lịch', en: "New Year's Day" },
  tet: { vi: 'Tết Nguyên đán', en: 'Lunar New Year (Tết)' },
  hungKings: { vi: 'Giỗ Tổ Hùng Vương', en: "Hung Kings' Commemoration Day" },
  reunification: { vi: 'Ngày Giải phóng miền Nam', en: 'Reunification Day' },
  labourDay: { vi: 'Ngày Quốc tế Lao động', en: 'International Labour Day' },
  nationalDay: { vi: 'Quốc khánh', en: 'National Day' },
  cultureDay: { vi: 'Ngày Văn hóa Việt Nam', en: 'Vietnamese Culture Day' },
  compensatory: { vi: 'Nghỉ bù ngày lễ', en: 'Holiday made up' },
  swapped: { vi: 'Nghỉ hoán đổi (đã làm bù)', en: 'Day off swapped for a working Saturday' },
}

export const MAKE_UP_WORKDAY_NAME = { vi: 'Ngày làm bù', en: 'Make-up working day' }

/** First day of the lunar year (mùng 1 Tết) and the 10th of the 3rd lunar month, Vietnam time. */
const LUNAR: Readonly<Record<number, { tet: string; hungKings: string }>> = {
  2024: { tet: '2024-02-10', hungKings: '2024-04-18' },
  2025: { tet: '2025-01-29', hungKings: '2025-04-07' },
  2026: { tet: '2026-02-17', hungKings: '2026-04-26' },
  2027: { tet: '2027-02-06', hungKings: '2027-04-16' },
  2028: { tet: '2028-01-26', hungKings: '2028-04-04' },
  2029: { tet: '2029-02-13', hungKings: '2029-04-23' },
  2030: { tet: '2030-02-02', hungKings: '2030-04-12' },
}

/** The first year with Vietnamese Culture Day (24 November) as a day off. */
const CULTURE_DAY_FROM = 2026

interface Decree {
  /** Days off and their names, in place of the statutory computation. */
  days: ReadonlyArray<[string, HolidayId]>
  /** Saturdays worked in exchange for a swapped day off. */
  makeUp: readonly string[]
}

/** The decreed schedules of the verified years; see the sources at the top of the file. */
const DECREED: Readonly<Record<number, Partial<Record<'newYear' | 'tet' | 'spring' | 'nationalDay', Decree>>>> = {
  2024: {
    tet: {
      days: [
        ['2024-02-08', 'tet'],
        ['2024-02-09', 'tet'],
        ['2024-02-10', 'tet'],
        ['2024-02-11', 'tet'],
        ['2024-02-12', 'tet'],
        ['2024-02-13', 'compensatory'],
        ['2024-02-14', 'compensatory'],
      ],
      makeUp: [],
    },
    spring: {
      days: [
        ['2024-04-18', 'hungKings'],
        ['2024-04-29', 'swapped'],
        ['2024-04-30', 'reunification'],
        ['2024-05-01', 'labourDay'],
      ],
      makeUp: ['2024-05-04'],
    },
    nationalDay: {
      days: [
        ['2024-09-02', 'nationalDay'],
        ['2024-09-03', 'nationalDay'],
      ],
      makeUp: [],
    },
  },
  2025: {
    tet: {
      days: [
        ['2025-01-27', 'tet'],
        ['2025-01-28', 'tet'],
        ['2025-01-29', 'tet'],
        ['2025-01-30', 'tet'],
        ['2025-01-31', 'tet'],
      ],
      makeUp: [],
    },
    spring: {
      days: [
        ['2025-04-07', 'hungKings'],
        ['2025-04-30', 'reunification'],
        ['2025-05-01', 'labourDay'],
        ['2025-05-02', 'swapped'],
      ],
      makeUp: ['2025-04-26'],
    },
    nationalDay: {
      days: [
        ['2025-09-01', 'nationalDay'],
        ['2025-09-02', 'nationalDay'],
      ],
      makeUp: [],
    },
  },
  2026: {
    newYear: {
      days: [
        ['2026-01-01', 'newYear'],
        ['2026-01-02', 'swapped'],
      ],
      makeUp: ['2026-01-10'],
    },
    tet: {
      days: [
        ['2026-02-16', 'tet'],
        ['2026-02-17', 'tet'],
        ['2026-02-18', 'tet'],
        ['2026-02-19', 'tet'],
        ['2026-02-20', 'tet'],
      ],
      makeUp: [],
    },
  },
}

/** Statutory days of one occasion, each that falls on a weekend made up on the next free working day. */
function withMakeUp(days: readonly number[], id: HolidayId, taken: Map<number, HolidayId>) {
  for (const day of days) taken.set(day, id)
  let owed = days.filter(isWeekend).length
  for (let day = Math.max(...days) + 1; owed > 0; day++) {
    if (!isWeekend(day) && !taken.has(day)) {
      taken.set(day, 'compensatory')
      owed--
    }
  }
}

interface YearSchedule {
  days: Map<number, HolidayId>
  makeUp: Set<number>
}

function statutoryNationalDay(year: number): number[] {
  const national = toDayNumber(`${year}-09-02`)
  const weekday = new Date(national * 86_400_000).getUTCDay()
  // Monday, Thursday or Sunday: the 3rd bridges to a weekend or follows a Sunday.
  const adjacent = weekday === 1 || weekday === 4 || weekday === 0 ? national + 1 : national - 1
  return [Math.min(national, adjacent), Math.max(national, adjacent)]
}

function buildYear(year: number): YearSchedule {
  const lunar = LUNAR[year]
  const decreed = DECREED[year] ?? {}
  const days = new Map<number, HolidayId>()
  const makeUp = new Set<number>()
  const apply = (decree: Decree) => {
    for (const [date, id] of decree.days) days.set(toDayNumber(date), id)
    for (const date of decree.makeUp) makeUp.add(toDayNumber(date))
  }
  if (!lunar) return { days, makeUp }

  if (decreed.newYear) apply(decreed.newYear)
  else withMakeUp([toDayNumber(`${year}-01-01`)], 'newYear', days)

  if (decreed.tet) apply(decreed.tet)
  else {
    const tet = toDayNumber(lunar.tet)
    withMakeUp([tet - 1, tet, tet + 1, tet + 2, tet + 3], 'tet', days)
  }

  if (decreed.spring) apply(decreed.spring)
  else {
    withMakeUp([toDayNumber(lunar.hungKings)], 'hungKings', days)
    withMakeUp([toDayNumber(`${year}-04-30`)], 'reunification', days)
    withMakeUp([toDayNumber(`${year}-05-01`)], 'labourDay', days)
  }

  if (decreed.nationalDay) apply(decreed.nationalDay)
  else withMakeUp(statutoryNationalDay(year), 'nationalDay', days)

  if (year >= CULTURE_DAY_FROM) withMakeUp([toDayNumber(`${year}-11-24`)], 'cultureDay', days)

  return { days, makeUp }
}

/** What a day of the owner's schedule is: a day off of a kind, or a weekend day worked. */
export type HolidayKind = HolidayId | 'workday'

/** One year of the owner's table (`GET /api/holidays`, the page's data block). */
export interface OwnerHolidayYear {
  year: number
  days: ReadonlyArray<{ date: string; kind: HolidayKind }>
}

/** Where a year's days come from. */
export type HolidaySource = 'owner' | 'builtIn'

/** The holidays the tracker uses: the owner's years over the built-in ones. */
export interface HolidayCalendar {
  holidayOn(day: number): HolidayId | undefined
  isMakeUpWorkday(day: number): boolean
  sourceOf(year: number): HolidaySource
}

function ownerYear(year: OwnerHolidayYear): YearSchedule {
  const days = new Map<number, HolidayId>()
  const makeUp = new Set<number>()
  for (const entry of year.days) {
    const day = toDayNumber(entry.date)
    if (entry.kind === 'workday') makeUp.add(day)
    else days.set(day, entry.kind)
  }
  return { days, makeUp }
}

/**
 * The calendar with `owner`'s years replacing the built-in ones (a year the owner set is
 * taken whole: a day it leaves out is a working day). Days dated outside their year, or not
 * dates, are ignored (the server refuses them anyway).
 */
export function holidayCalendar(owner: readonly OwnerHolidayYear[] = []): HolidayCalendar {
  const years = new Map<number, YearSchedule>()
  for (const year of owner) {
    const valid = {
      year: year.year,
      days: year.days.filter((entry) => parseIsoDate(entry.date) !== null && entry.date.startsWith(`${year.year}-`)),
    }
    years.set(year.year, ownerYear(valid))
  }
  const schedule = (day: number) => years.get(yearOf(day)) ?? scheduleOf(yearOf(day))
  return {
    holidayOn: (day) => schedule(day).days.get(day),
    isMakeUpWorkday: (day) => schedule(day).makeUp.has(day),
    sourceOf: (year) => (years.has(year) ? 'owner' : 'builtIn'),
  }
}

const cache = new Map<number, YearSchedule>()
function scheduleOf(year: number): YearSchedule {
  let schedule = cache.get(year)
  if (!schedule) {
    schedule = buildYear(year)
    cache.set(year, schedule)
  }
  return schedule
}

function yearOf(day: number): number {
  return new Date(day * 86_400_000).getUTCFullYear()
}

/** The public holiday on a day (a UTC day number), if any; none outside 2024–2030. */
export function holidayOn(day: number): HolidayId | undefined {
  return scheduleOf(yearOf(day)).days.get(day)
}

/** Whether a Saturday is worked in exchange for a swapped day off. */
export function isMakeUpWorkday(day: number): boolean {
  return scheduleOf(yearOf(day)).makeUp.has(day)
}

/** Every day off of a year, in date order, with its name. */
export function holidaysOf(year: number): Holiday[] {
  return [...scheduleOf(year).days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, id]) => ({ date: fromDayNumber(day), id, name: HOLIDAY_NAMES[id] }))
}

/** The make-up working Saturdays of a year. */
export function makeUpWorkdaysOf(year: number): string[] {
  return [...scheduleOf(year).makeUp].sort((a, b) => a - b).map(fromDayNumber)
}
