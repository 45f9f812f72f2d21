// Free time, demurrage and detention tracker (decisions.md §6 "Demurrage", product.md §4
// and §9). Pure: no React, no I/O, no clock. Dates are ISO `YYYY-MM-DD` strings handled as
// UTC day numbers, so the machine's time zone never matters.
import { parseAmount } from '@/tools/shared/fallback-number'
import type {
  ChargeType,
  DayStatus,
  DayType,
  DemurrageContainerType,
  DischargePortCode,
  LoadingPortCode,
} from './data'
import { fromDayNumber, isWeekend, parseIsoDate, toDayNumber } from './iso-date'

export interface DemurrageInput {
  containerType: DemurrageContainerType
  containerNumber: string
  bookingNumber: string
  /** '' until chosen; not used by the arithmetic. */
  loadingPort: LoadingPortCode | ''
  /** '' until chosen; not used by the arithmetic. */
  dischargePort: DischargePortCode | ''
  /** ISO date. */
  etaDate: string
  /** ISO date or ''/absent; when given it replaces the ETA as day 1. */
  actualArrivalDate?: string
  /** ISO date: "today" for the alerts and the days overdue. */
  currentDate: string
  freeTimeDays: number
  dayType: DayType
  excludeWeekends: boolean
  /** Collected but not used in any calculation (product.md §3). */
  excludeHolidays: boolean
  chargeType: ChargeType
  /** USD per day. */
  demurrageRate: number
  /** USD per day. */
  detentionRate: number
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
}

/** Rows the daily table shows; the rest is summed but not listed. */
export const DEMURRAGE_TABLE_ROWS = 30
/** Tracking never runs longer than this many rows. */
export const MAX_TRACKING_DAYS = 60
/** When free time has not ended by the current date, tracking projects this far past it. */
export const DAYS_TRACKED_AFTER_FREE_TIME = 30

/**
 * Form defaults (and what Reset returns to). Dates start empty; the form prefills the
 * current date with the visitor's today (`localIsoDate(new Date())` from `iso-date.ts`).
 * Charge type starts at `demurrage`, the charge the tool is named after. Exclude-weekends
 * starts on, so choosing "working days" means Monday to Friday without a second click; it
 * has no effect on calendar days.
 */
export const DEMURRAGE_DEFAULTS: Readonly<DemurrageInput> = {
  containerType: '20gp',
  containerNumber: '',
  bookingNumber: '',
  loadingPort: '',
  dischargePort: '',
  etaDate: '',
  actualArrivalDate: '',
  currentDate: '',
  freeTimeDays: 7,
  dayType: 'calendar',
  excludeWeekends: true,
  excludeHolidays: false,
  chargeType: 'demurrage',
  demurrageRate: 20,
  detentionRate: 25,
}

/**
 * The form's required-field rule (product.md §5): container number, ETA date and free time
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
  return complete ? { ...input, currentDate, actualArrivalDate } : null
}

/** Rate field of the form: text that fails to parse gives 0 (product.md §5). */
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
 * Follows the container day by day from arrival (decisions.md §6). Throws a RangeError
 * when the ETA, a non-blank actual arrival or the current date is not an ISO date; use
 * `validateDemurrageInput` first.
 */
export function trackDemurrage(input: DemurrageInput): DemurrageResult {
  const actualArrival = input.actualArrivalDate?.trim() || null
  const eta = input.etaDate.trim()
  const arrival = toDayNumber(actualArrival ?? eta)
  const current = toDayNumber(input.currentDate)
  const freeTimeDays = Math.max(0, Math.floor(input.freeTimeDays) || 0)
  const counts = (day: number) =>
    !(input.dayType === 'working' && input.excludeWeekends && isWeekend(day))

  // The day of the freeTimeDays-th counted day; with no free time, the eve of arrival.
  let freeTimeEnd = arrival - 1
  for (let day = arrival, found = 0; found < freeTimeDays; day++) {
    if (counts(day)) found++
    freeTimeEnd = day
  }

  const trackingEnd = current > freeTimeEnd ? current : freeTimeEnd + DAYS_TRACKED_AFTER_FREE_TIME
  const rowCount = Math.min(trackingEnd - arrival + 1, MAX_TRACKING_DAYS)
  const chargedStatus: DayStatus = input.chargeType === 'demurrage' ? 'demurrage' : 'detention'
  const demurrageRate = input.chargeType === 'detention' ? 0 : input.demurrageRate
  const detentionRate = input.chargeType === 'demurrage' ? 0 : input.detentionRate

  const dailyTracking: DailyTrackingRow[] = []
  let counted = 0
  let demurrageCost = 0
  let detentionCost = 0
  let daysOverdue = 0
  for (let index = 0; index < rowCount; index++) {
    const day = arrival + index
    if (counts(day)) counted++
    const charged = day > freeTimeEnd
    const dailyDemurrage = charged ? demurrageRate : 0
    const dailyDetention = charged ? detentionRate : 0
    demurrageCost += dailyDemurrage
    detentionCost += dailyDetention
    if (charged && day <= current) daysOverdue++
    dailyTracking.push({
      date: fromDayNumber(day),
      dayNumber: index + 1,
      status: charged ? chargedStatus : 'free',
      freeTimeRemaining: Math.max(0, freeTimeDays - counted),
      demurrageCost,
      detentionCost,
      dailyDemurrage,
      dailyDetention,
    })
  }

  // Before the end: counted days from today (or arrival, if later) through the end.
  // After it: minus the calendar days since the end.
  const daysLeft =
    current > freeTimeEnd
      ? -(current - freeTimeEnd)
      : countedDays(Math.max(current, arrival), freeTimeEnd, counts)
  const alert = alertFor(daysLeft)

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
