// Free time, demurrage and detention tracker (docs/decisions-spec.md §6 "Demurrage", docs/product-spec.md §4
// and §9). Pure: no React, no I/O, no clock. Dates are ISO `YYYY-MM-DD` strings handled as
// UTC day numbers, so the machine's time zone never matters.
import { parseAmount } from '@/tools/shared/fallback-number'
import type { ChargeType, DayStatus, DayType, DemurrageContainerType, DemurragePortCode, Direction } from './data'
import { fromDayNumber, isWeekend, parseIsoDate, toDayNumber } from './iso-date'
import { holidayCalendar, type HolidayId, type OwnerHolidayYear } from './vn-holidays'

/** One step of a carrier's tariff: from this charged day on (1 = the first day after free time), `rate` a day. */
export interface TariffTier {
  fromDay: number
  rate: number
}

export interface DemurrageInput {
  containerType: DemurrageContainerType
  containerNumber: string
  bookingNumber: string
  /**
   * Import: free time runs at the Vietnamese discharge port; export: at the Vietnamese
   * loading port (docs/decisions-spec.md §19). Absent: import. Not used by the arithmetic; the
   * form offers the ports (and their typical tariffs) by it.
   */
  direction?: Direction
  /** '' until chosen; not used by the arithmetic. */
  loadingPort: DemurragePortCode | ''
  /** '' until chosen; not used by the arithmetic. */
  dischargePort: DemurragePortCode | ''
  /** ISO date. */
  etaDate: string
  /** ISO date or ''/absent; when given it replaces the ETA as day 1. */
  actualArrivalDate?: string
  /** ISO date: "today" for the alerts and the days overdue. */
  currentDate: string
  freeTimeDays: number
  dayType: DayType
  excludeWeekends: boolean
  /**
   * With `dayType` working: Vietnam's public holidays (and decreed swapped days off) do not
   * count toward free time, and decreed make-up Saturdays do (docs/decisions-spec.md §10).
   */
  excludeHolidays: boolean
  /**
   * The owner's holiday table (docs/decisions-spec.md §19): each year listed replaces the built-in
   * year of `vn-holidays.ts`. Absent or empty: the built-in calendar.
   */
  holidays?: readonly OwnerHolidayYear[]
  chargeType: ChargeType
  /** USD per day. */
  demurrageRate: number
  /** USD per day. */
  detentionRate: number
  /** Optional stepped tariff; when absent or empty the flat `demurrageRate` applies. */
  demurrageTiers?: readonly TariffTier[]
  /** Optional stepped tariff; when absent or empty the flat `detentionRate` applies. */
  detentionTiers?: readonly TariffTier[]
  /** Optional ISO date the container is expected back: the result then projects the cost to it. */
  returnDate?: string
}

export interface DailyTrackingRow {
  date: string
  /** 1 on the arrival day. */
  dayNumber: number
  status: DayStatus
  /** Free days still unused after this day, never below 0. */
  freeTimeRemaining: number
  /** Running total of demurrage up to and including this day. */
  demurrageCost: number
  /** Running total of detention up to and including this day. */
  detentionCost: number
  /** This day's demurrage charge. */
  dailyDemurrage: number
  /** This day's detention charge. */
  dailyDetention: number
  /** The public holiday on this day, when holidays are excluded. */
  holiday?: HolidayId
  /** A Saturday worked in exchange for a swapped day off, when holidays are excluded. */
  makeUpWorkday?: true
}

/** Charges over a span of days, split by charge. */
export interface CostSpan {
  /** Last day of the span (ISO). */
  until: string
  /** Charged days in the span. */
  chargedDays: number
  demurrage: number
  detention: number
  total: number
}

export interface DemurrageAlert {
  type: 'warning' | 'urgent' | 'expired'
  daysLeft: number
}

export interface DemurrageResult {
  containerNumber: string
  eta: string
  /** The actual arrival date as entered, or null when only the ETA is known. */
  actualArrival: string | null
  /** Day 1 of the tracking: the actual arrival when given, else the ETA. */
  arrivalDate: string
  currentDate: string
  freeTimeDays: number
  freeTimeEndDate: string
  dailyTracking: DailyTrackingRow[]
  totalDemurrage: number
  totalDetention: number
  totalCost: number
  /** Charged days dated on or before the current date. */
  daysOverdue: number
  /** Counted free days left from the current date; negative: calendar days since the end. */
  daysLeft: number
  /** At most one alert. */
  alerts: DemurrageAlert[]
  /** Charges from arrival through the current date. */
  costSoFar: CostSpan
  /** Charges from arrival through `returnDate`, when one is given. */
  projected?: CostSpan
}

/** A return date is projected at most this many days after arrival. */
export const MAX_PROJECTION_DAYS = 366

/** Rows the daily table shows; the rest is summed but not listed. */
export const DEMURRAGE_TABLE_ROWS = 30
/** Tracking never runs longer than this many rows. */
export const MAX_TRACKING_DAYS = 60
/** When free time has not ended by the current date, tracking projects this far past it. */
export const DAYS_TRACKED_AFTER_FREE_TIME = 30

/**
 * Form defaults (and what Reset returns to). Dates start empty; the form prefills the
 * current date with the visitor's today (`localIsoDate(new Date())` from `iso-date.ts`).
 * Charge type starts at `demurrage`, the charge the tool is named after. Calendar days come
 * with both exclusions off (they would do nothing; docs/decisions-spec.md §19): the form ticks
 * them when working days are chosen.
 */
export const DEMURRAGE_DEFAULTS: Readonly<DemurrageInput> = {
  containerType: '20gp',
  containerNumber: '',
  bookingNumber: '',
  direction: 'import',
  loadingPort: '',
  dischargePort: '',
  etaDate: '',
  actualArrivalDate: '',
  currentDate: '',
  freeTimeDays: 7,
  dayType: 'calendar',
  excludeWeekends: false,
  excludeHolidays: false,
  chargeType: 'demurrage',
  demurrageRate: 20,
  detentionRate: 25,
}

/**
 * The form's required-field rule (docs/product-spec.md §5): container number, ETA date and free time
 * days. Returns the input ready for `trackDemurrage`, with a blank current date replaced by
 * `today`, or null when incomplete (the UI then shows the 'Please fill in …' toast). Dates
 * that are present must be real ISO dates.
 */
export function validateDemurrageInput(input: DemurrageInput, today: string): DemurrageInput | null {
  const currentDate = input.currentDate.trim() || today
  const actualArrivalDate = input.actualArrivalDate?.trim() ?? ''
  const complete =
    input.containerNumber.trim() !== '' &&
    parseIsoDate(input.etaDate) !== null &&
    Number.isInteger(input.freeTimeDays) &&
    input.freeTimeDays > 0 &&
    parseIsoDate(currentDate) !== null &&
    (actualArrivalDate === '' || parseIsoDate(actualArrivalDate) !== null)
  if (!complete) return null
  const returnDate = input.returnDate?.trim() ?? ''
  const valid: DemurrageInput = { ...input, currentDate, actualArrivalDate }
  // A return date that is not a date is dropped, like a rate that does not parse.
  if (returnDate !== '' && parseIsoDate(returnDate) !== null) valid.returnDate = returnDate
  else delete valid.returnDate
  return valid
}

/**
 * Tiers as typed: rows whose day is a whole number ≥ 1 and whose rate is a number ≥ 0, sorted
 * by day, one per day (the last wins). Others are dropped.
 */
export function cleanTiers(tiers: readonly TariffTier[] | undefined): TariffTier[] {
  const byDay = new Map<number, number>()
  for (const tier of tiers ?? []) {
    if (Number.isInteger(tier.fromDay) && tier.fromDay >= 1 && Number.isFinite(tier.rate) && tier.rate >= 0) {
      byDay.set(tier.fromDay, tier.rate)
    }
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([fromDay, rate]) => ({ fromDay, rate }))
}

/**
 * The rate of the `chargedDay`-th charged day: the tier with the largest `fromDay` at or below
 * it; the flat rate without tiers or before the first tier (docs/decisions-spec.md §10).
 */
export function rateForDay(chargedDay: number, flatRate: number, tiers: readonly TariffTier[] | undefined): number {
  let rate = flatRate
  for (const tier of cleanTiers(tiers)) if (tier.fromDay <= chargedDay) rate = tier.rate
  return rate
}

/** Rate field of the form: text that fails to parse gives 0 (docs/product-spec.md §5). */
export function parseRate(text: string | number | null | undefined): number {
  return parseAmount(text)
}

/** The one alert for a number of free days left: none above 2. */
export function alertFor(daysLeft: number): DemurrageAlert | null {
  if (daysLeft <= 0) return { type: 'expired', daysLeft }
  if (daysLeft === 1) return { type: 'urgent', daysLeft }
  if (daysLeft === 2) return { type: 'warning', daysLeft }
  return null
}

/**
 * Follows the container day by day from arrival (docs/decisions-spec.md §6). Throws a RangeError
 * when the ETA, a non-blank actual arrival or the current date is not an ISO date; use
 * `validateDemurrageInput` first.
 */
export function trackDemurrage(input: DemurrageInput): DemurrageResult {
  const actualArrival = input.actualArrivalDate?.trim() || null
  const eta = input.etaDate.trim()
  const arrival = toDayNumber(actualArrival ?? eta)
  const current = toDayNumber(input.currentDate)
  const freeTimeDays = Math.max(0, Math.floor(input.freeTimeDays) || 0)
  const holidays = input.dayType === 'working' && input.excludeHolidays
  const calendar = holidayCalendar(input.holidays)
  const counts = (day: number) => {
    if (input.dayType !== 'working') return true
    if (holidays && calendar.holidayOn(day)) return false
    if (input.excludeWeekends && isWeekend(day)) return holidays && calendar.isMakeUpWorkday(day)
    return true
  }

  // The day of the freeTimeDays-th counted day; with no free time, the eve of arrival.
  let freeTimeEnd = arrival - 1
  for (let day = arrival, found = 0; found < freeTimeDays; day++) {
    if (counts(day)) found++
    freeTimeEnd = day
  }

  const trackingEnd = current > freeTimeEnd ? current : freeTimeEnd + DAYS_TRACKED_AFTER_FREE_TIME
  const rowCount = Math.min(trackingEnd - arrival + 1, MAX_TRACKING_DAYS)
  // A day charged both says so (docs/decisions-spec.md §19, in place of §6's "detention").
  const chargedStatus: DayStatus = input.chargeType
  const demurrageTiers = cleanTiers(input.demurrageTiers)
  const detentionTiers = cleanTiers(input.detentionTiers)
  // The day's charges; `day` after the free time end.
  const chargesOn = (day: number) => {
    const chargedDay = day - freeTimeEnd
    return {
      demurrage: input.chargeType === 'detention' ? 0 : rateForDay(chargedDay, input.demurrageRate, demurrageTiers),
      detention: input.chargeType === 'demurrage' ? 0 : rateForDay(chargedDay, input.detentionRate, detentionTiers),
    }
  }
  const spanTo = (last: number): CostSpan => {
    const span: CostSpan = { until: fromDayNumber(last), chargedDays: 0, demurrage: 0, detention: 0, total: 0 }
    for (let day = Math.max(arrival, freeTimeEnd + 1); day <= last; day++) {
      const charge = chargesOn(day)
      span.chargedDays++
      span.demurrage += charge.demurrage
      span.detention += charge.detention
    }
    span.total = span.demurrage + span.detention
    return span
  }

  const dailyTracking: DailyTrackingRow[] = []
  let counted = 0
  let demurrageCost = 0
  let detentionCost = 0
  let daysOverdue = 0
  for (let index = 0; index < rowCount; index++) {
    const day = arrival + index
    if (counts(day)) counted++
    const charged = day > freeTimeEnd
    const charge = charged ? chargesOn(day) : { demurrage: 0, detention: 0 }
    const dailyDemurrage = charge.demurrage
    const dailyDetention = charge.detention
    demurrageCost += dailyDemurrage
    detentionCost += dailyDetention
    if (charged && day <= current) daysOverdue++
    const row: DailyTrackingRow = {
      date: fromDayNumber(day),
      dayNumber: index + 1,
      status: charged ? chargedStatus : 'free',
      freeTimeRemaining: Math.max(0, freeTimeDays - counted),
      demurrageCost,
      detentionCost,
      dailyDemurrage,
      dailyDetention,
    }
    if (input.excludeHolidays) {
      const holiday = calendar.holidayOn(day)
      if (holiday) row.holiday = holiday
      else if (calendar.isMakeUpWorkday(day)) row.makeUpWorkday = true
    }
    dailyTracking.push(row)
  }

  // Before the end: counted days from today (or arrival, if later) through the end.
  // After it: minus the calendar days since the end.
  const daysLeft =
    current > freeTimeEnd
      ? -(current - freeTimeEnd)
      : countedDays(Math.max(current, arrival), freeTimeEnd, counts)
  const alert = alertFor(daysLeft)
  const returnDay = input.returnDate ? parseIsoDate(input.returnDate) : null
  const projected =
    returnDay === null ? undefined : spanTo(Math.min(returnDay, arrival + MAX_PROJECTION_DAYS - 1))

  return {
    containerNumber: input.containerNumber,
    eta,
    actualArrival,
    arrivalDate: fromDayNumber(arrival),
    currentDate: fromDayNumber(current),
    freeTimeDays,
    freeTimeEndDate: fromDayNumber(freeTimeEnd),
    dailyTracking,
    totalDemurrage: demurrageCost,
    totalDetention: detentionCost,
    totalCost: demurrageCost + detentionCost,
    daysOverdue,
    daysLeft,
    alerts: alert ? [alert] : [],
    costSoFar: spanTo(current),
    ...(projected ? { projected } : {}),
  }
}

function countedDays(from: number, to: number, counts: (day: number) => boolean): number {
  let total = 0
  for (let day = from; day <= to; day++) if (counts(day)) total++
  return total
}

/** The rows the daily table lists: the first 30. */
export function tableRows(result: DemurrageResult): DailyTrackingRow[] {
  return result.dailyTracking.slice(0, DEMURRAGE_TABLE_ROWS)
}

/** Whether the table needs the note 'Showing first 30 days only'. */
export function isTableTruncated(result: DemurrageResult): boolean {
  return result.dailyTracking.length > DEMURRAGE_TABLE_ROWS
}

/**
 * Fill of the free-time progress bar, 0–100: the share of free time used up as of the
 * current date, i.e. (freeTimeDays − days left) / freeTimeDays, using the same days left as
 * the alerts. So it is 0 on (or before) arrival, (n−1)/n on the last free day (1 day
 * left, "urgent") and 100 once free time has run out; 100 as well with no free time.
 */
export function freeTimeProgressPercent(result: DemurrageResult): number {
  if (result.freeTimeDays <= 0) return 100
  const used = result.freeTimeDays - Math.max(0, result.daysLeft)
  return Math.min(100, Math.max(0, (used / result.freeTimeDays) * 100))
}
