import { describe, expect, it } from 'vitest'

import { DateTimeFormat, NumberFormat } from './intl'
import type { NumberFormatOptions } from './intl'

const LOCALES = ['vi-VN', 'en-US'] as const
const VALUES = [
  0, -0, 1, -1, 0.5, 0.005, 0.125, 1.005, 2.675, 7, 12.5, 99.995, 110, 999.9995, 1234.005, 1234.567, -1234.567,
  10_000, 123_456.789, 1_000_000, 0.1 + 0.2, 1e-7, 1e20, 1e21, Number.NaN, Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY, 4_500_000, 25_000_000_000,
]
const OPTIONS: NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { useGrouping: false, maximumFractionDigits: 10 },
  { style: 'currency', currency: 'USD' },
  { style: 'currency', currency: 'VND' },
  { style: 'currency', currency: 'EUR' },
  { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { style: 'currency', currency: 'VND', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
]

describe('the server Intl', () => {
  it.each(LOCALES)('formats numbers and money in %s as Node does', (locale) => {
    for (const options of OPTIONS) {
      const ours = new NumberFormat(locale, options)
      const node = new Intl.NumberFormat(locale, options)
      for (const value of VALUES) {
        expect(ours.format(value), `${value} ${JSON.stringify(options)}`).toBe(node.format(value))
      }
    }
  })

  it.each(LOCALES)('formats dates with a long month in %s as Node does', (locale) => {
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const
    for (let day = 0; day < 800; day += 13) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, day % 24))
      expect(new DateTimeFormat(locale, options).format(date)).toBe(new Intl.DateTimeFormat(locale, options).format(date))
    }
  })

  it('refuses what it does not implement, so a render fails instead of showing wrong text', () => {
    expect(() => new NumberFormat('fr-FR')).toThrow(RangeError)
    expect(() => new NumberFormat('vi-VN', { style: 'percent' } as never)).toThrow(RangeError)
    expect(() => new NumberFormat('vi-VN', { notation: 'compact' } as never)).toThrow(RangeError)
    expect(() => new NumberFormat('en-US', { style: 'currency', currency: 'JPY' })).toThrow(RangeError)
    expect(() => new DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' } as never)).toThrow(
      RangeError,
    )
    expect(() => new DateTimeFormat('en-US', { hour: '2-digit' } as never)).toThrow(RangeError)
  })
})
