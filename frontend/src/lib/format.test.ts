import { describe, expect, test } from 'vitest'

import { formatDate, formatDateTime, formatMoney, formatPercent } from './format'

describe('format', () => {
  test('dates use a long month in both locales', () => {
    expect(formatDate('2026-03-06', 'en')).toBe('March 6, 2026')
    expect(formatDate('2026-03-06', 'vi')).toBe('6 tháng 3, 2026')
    expect(formatDate('2026-10-14T08:00:00Z', 'en')).toBe('October 14, 2026')
  })

  test('a timestamp near midnight UTC keeps its UTC day', () => {
    expect(formatDate('2026-01-01T00:30:00Z', 'en')).toBe('January 1, 2026')
    expect(formatDate('2025-12-31T23:30:00Z', 'en')).toBe('December 31, 2025')
  })

  test("a timestamp written in the business's zone is that zone's day", () => {
    expect(formatDate('2026-11-20T06:30:00+07:00', 'vi')).toBe('20 tháng 11, 2026')
    expect(formatDate('2026-11-20T06:30:00+07:00', 'en')).toBe('November 20, 2026')
  })

  test('money follows the currency and the locale', () => {
    expect(formatMoney(12196.3563, 'USD', 'en')).toBe('$12,196.36')
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50')
    expect(formatMoney(15917.5911, 'USD', 'vi')).toMatch(/^15\.917,59\s?US\$$/)
    expect(formatMoney(1500000, 'VND', 'vi')).toMatch(/^1\.500\.000\s?₫$/)
  })

  test('percent', () => {
    expect(formatPercent(1.2, 'en')).toBe('1.2%')
    expect(formatPercent(1.2, 'vi')).toBe('1,2%')
  })
})

describe('formatDateTime', () => {
  test('Vietnamese puts the time first and never says "lúc" itself (templates say it)', () => {
    const text = formatDateTime('2026-11-23T08:15:00Z', 'vi')
    expect(text).not.toContain('lúc')
    expect(text).toMatch(/^\d{2}:\d{2} ngày \d{1,2} tháng 11, 2026$/)
  })

  test('English keeps its own order', () => {
    expect(formatDateTime('2026-11-23T08:15:00Z', 'en')).toMatch(/November 2[23], 2026/)
  })

  test('an unreadable value is shown as it is', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date')
  })
})

describe('formatDateTime in a zone', () => {
  test('the business zone, and "lúc" never doubled after a label', () => {
    expect(formatDateTime('2026-11-28T14:27:00Z', 'vi', 'Asia/Ho_Chi_Minh')).toBe('21:27 ngày 28 tháng 11, 2026')
    expect(formatDateTime('2026-11-28T14:27:00Z', 'en', 'Asia/Ho_Chi_Minh')).toContain('9:27')
  })
})
