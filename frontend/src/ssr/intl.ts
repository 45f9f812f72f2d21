/**
 * The part of `Intl` the app uses, for QuickJS (which has no `Intl`) when the server renders
 * a page: numbers and money in vi-VN and en-US, and dates with a long month in UTC. Anything
 * else throws, so a screen that starts using more of Intl fails its render visibly (the
 * server then sends the bare app) instead of showing wrong text. `intl.test.ts` holds the
 * output equal to Node's ICU.
 */

type Language = 'vi' | 'en'

function language(locales: string | readonly string[] | undefined): Language {
  const tag = Array.isArray(locales) ? locales[0] : locales
  if (tag === 'vi' || tag === 'vi-VN') return 'vi'
  if (tag === 'en' || tag === 'en-US') return 'en'
  throw new RangeError(`Intl on the server: locale ${String(tag)} is not supported`)
}

function refuseOthers(options: object, allowed: readonly string[], what: string) {
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !allowed.includes(key)) {
      throw new RangeError(`Intl.${what} on the server: option ${key} is not supported`)
    }
  }
}

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

/** Currencies as ICU writes them in each language, and their minor digits. */
const CURRENCIES: Record<string, { digits: number; symbol: Record<Language, string> }> = {
  USD: { digits: 2, symbol: { vi: 'US$', en: '$' } },
  EUR: { digits: 2, symbol: { vi: '€', en: '€' } },
  VND: { digits: 0, symbol: { vi: '₫', en: '₫' } },
}

/** The decimal digits of a finite non-negative number, as its shortest round-trip form says. */
function digitsOf(value: number): { whole: string; fraction: string } {
  const text = String(value)
  const [mantissa = '0', exponentText] = text.split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const exponent = Number(exponentText ?? 0)
  const all = whole + fraction
  const point = whole.length + exponent
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + all }
  if (point >= all.length) return { whole: all + '0'.repeat(point - all.length), fraction: '' }
  return { whole: all.slice(0, point), fraction: all.slice(point) }
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0'
    } else {
      out[i] = String(Number(out[i]) + 1)
      return out.join('')
    }
  }
  return `1${out.join('')}`
}

/** Rounds half away from zero at `max` fraction digits (ICU's halfExpand), then pads to `min`. */
function round(value: number, min: number, max: number): { whole: string; fraction: string } {
  let { whole, fraction } = digitsOf(value)
  if (fraction.length > max) {
    const up = Number(fraction[max]) >= 5
    fraction = fraction.slice(0, max)
    if (up) {
      const bumped = increment(whole + fraction)
      whole = bumped.slice(0, bumped.length - max) || '0'
      fraction = bumped.slice(bumped.length - max)
    }
  }
  fraction = fraction.replace(/0+$/, '')
  if (fraction.length < min) fraction = fraction.padEnd(min, '0')
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction }
}

function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

export interface NumberFormatOptions {
  style?: 'decimal' | 'currency'
  currency?: string
  minimumFractionDigits?: number
  maximumFractionDigits?: number
  useGrouping?: boolean
}

export class NumberFormat {
  readonly #lang: Language
  readonly #currency: (typeof CURRENCIES)[string] | undefined
  readonly #min: number
  readonly #max: number
  readonly #grouping: boolean

  constructor(locales?: string | readonly string[], options: NumberFormatOptions = {}) {
    refuseOthers(
      options,
      ['style', 'currency', 'minimumFractionDigits', 'maximumFractionDigits', 'useGrouping'],
      'NumberFormat',
    )
    this.#lang = language(locales)
    const style = options.style ?? 'decimal'
    if (style === 'currency') {
      const currency = CURRENCIES[options.currency ?? '']
      if (!currency) throw new RangeError(`Intl.NumberFormat on the server: currency ${String(options.currency)}`)
      this.#currency = currency
    } else if (style !== 'decimal') {
      throw new RangeError(`Intl.NumberFormat on the server: style ${String(style)} is not supported`)
    }
    const defaultMin = this.#currency?.digits ?? 0
    const defaultMax = this.#currency?.digits ?? 3
    const min = options.minimumFractionDigits
    const max = options.maximumFractionDigits
    this.#min = min ?? Math.min(defaultMin, max ?? defaultMin)
    this.#max = max ?? Math.max(defaultMax, this.#min)
    if (this.#min > this.#max || this.#max > 100) throw new RangeError('maximumFractionDigits value is out of range.')
    this.#grouping = options.useGrouping ?? true
  }

  format(value: number | bigint): string {
    const number = Number(value)
    const negative = number < 0 || Object.is(number, -0)
    let text: string
    if (Number.isNaN(number)) {
      text = 'NaN'
    } else if (!Number.isFinite(number)) {
      text = '∞'
    } else {
      const { whole, fraction } = round(Math.abs(number), this.#min, this.#max)
      const { group: mark, decimal } = SEPARATORS[this.#lang]
      text = (this.#grouping ? group(whole, mark) : whole) + (fraction ? decimal + fraction : '')
    }
    const sign = negative && !Number.isNaN(number) ? '-' : ''
    if (!this.#currency) return sign + text
    const symbol = this.#currency.symbol[this.#lang]
    return this.#lang === 'vi' ? `${sign}${text}\u00a0${symbol}` : `${sign}${symbol}${text}`
  }
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export interface DateTimeFormatOptions {
  year?: 'numeric'
  month?: 'long'
  day?: 'numeric'
  timeZone?: 'UTC'
}

/** Only the app's public date: day, long month and year, in UTC. */
export class DateTimeFormat {
  readonly #lang: Language

  constructor(locales?: string | readonly string[], options: DateTimeFormatOptions = {}) {
    refuseOthers(options, ['year', 'month', 'day', 'timeZone'], 'DateTimeFormat')
    const wanted = options.year === 'numeric' && options.month === 'long' && options.day === 'numeric'
    if (!wanted || options.timeZone !== 'UTC') {
      throw new RangeError('Intl.DateTimeFormat on the server: only year/long month/day in UTC is supported')
    }
    this.#lang = language(locales)
  }

  format(date: Date | number = Date.now()): string {
    const moment = new Date(date)
    if (Number.isNaN(moment.getTime())) throw new RangeError('Invalid time value')
    const day = moment.getUTCDate()
    const month = moment.getUTCMonth()
    const year = moment.getUTCFullYear()
    return this.#lang === 'vi'
      ? `${day} tháng ${month + 1}, ${year}`
      : `${MONTHS_EN[month] ?? ''} ${day}, ${year}`
  }
}

export const ServerIntl = { NumberFormat, DateTimeFormat }
