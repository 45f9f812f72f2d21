// Calendar dates as ISO `YYYY-MM-DD` strings, with arithmetic on whole UTC day numbers
// (days since 1970-01-01). Only UTC getters are used, so the results never depend on the
// time zone of the machine (docs/decisions-spec.md §6): `new Date('2026-03-06')` read with local
// getters would be 5 March in Los Angeles.

const MS_PER_DAY = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day number of an ISO date, or null when the text is not a real calendar date. */
export function parseIsoDate(text: string): number | null {
  const match = ISO_DATE.exec(text.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year) // Date.UTC maps years 0–99 to 1900–1999
  // Date.UTC rolls 2026-02-30 over to March; a round trip catches it.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null
  }
  return Math.round(date.getTime() / MS_PER_DAY)
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null
}

/** Like `parseIsoDate`, for inputs the caller has already validated. */
export function toDayNumber(text: string): number {
  const day = parseIsoDate(text)
  if (day === null) throw new RangeError(`Not an ISO date (YYYY-MM-DD): "${text}"`)
  return day
}

export function fromDayNumber(day: number): string {
  const date = new Date(day * MS_PER_DAY)
  const year = String(date.getUTCFullYear()).padStart(4, '0')
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  const dayOfMonth = String(date.getUTCDate()).padStart(2, '0')
  return `${year}-${month}-${dayOfMonth}`
}

export function addDays(text: string, days: number): string {
  return fromDayNumber(toDayNumber(text) + days)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCDay()
}

export function isWeekend(day: number): boolean {
  const weekday = weekdayOf(day)
  return weekday === 0 || weekday === 6
}

/**
 * Today as the visitor's calendar shows it, to prefill the current-date field. This is the
 * one place where the local time zone is the right one: "today" is the visitor's today.
 */
export function localIsoDate(now: Date): string {
  const year = String(now.getFullYear()).padStart(4, '0')
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${year}-${month}-${day}`
}
