import { INTL_LOCALE } from '@/i18n/locale'
import type { Locale } from '@/i18n/locale'

/** Money in the given currency, for the visitor's locale (VND has no minor unit). */
export function formatMoney(value: number, currency: string, locale: Locale, fractionDigits?: number): string {
  const digits = fractionDigits ?? (currency === 'VND' ? 0 : 2)
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits }).format(value)
}

/** A percentage given in percent (10 means 10%). */
export function formatPercent(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return `${formatNumber(value, locale, maximumFractionDigits)}%`
}

/**
 * A date with a long month ("21 tháng 11, 2026" / "November 21, 2026"). A timestamp's day is
 * the one written in it: the server writes a post's `publishedAt` in the business's time zone
 * (docs/decisions-spec.md §23), so 06:30+07:00 is that day, whatever the reader's or the
 * machine's zone.
 */
export function formatDate(value: string, locale: Locale): string {
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value)
  const date = day ? new Date(`${day[1]}T00:00:00Z`) : new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return dateFormat(locale).format(date)
}

// One formatter per language: making one costs far more than using it, and a list (the blog's
// cards) formats a date per item while the page is being taken over on a phone.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    dateFormats.set(locale, format)
  }
  return format
}

/**
 * A moment with a long month and the time, in the reader's own time zone ("08:15 ngày 23
 * tháng 11, 2026" / "November 23, 2026 at 8:15 AM"): when an enquiry came in, when a note was
 * written. Vietnamese reads it after "lúc" ("Nhận lúc 08:15 ngày 23 tháng 11, 2026"), so the
 * time comes first and the word "lúc" that Intl puts in front of it is left out.
 */
export function formatDateTime(value: string, locale: Locale, timeZone?: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  if (locale === 'vi') {
    // Written out: Intl's own Vietnamese ("lúc 21:27 28 tháng 11") reads "lúc lúc" after a
    // label that says "lúc" already.
    const day = new Intl.DateTimeFormat(INTL_LOCALE.vi, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date)
    const time = new Intl.DateTimeFormat(INTL_LOCALE.vi, { hour: '2-digit', minute: '2-digit', timeZone }).format(date)
    return `${time} ngày ${day}`
  }
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date)
}
