import { describe, expect, test } from 'vitest'

import { isAmbiguousNumber, parseNumber, readNumber, relocalizeNumber } from './numbers'

describe('parseNumber', () => {
  test('plain numbers in both languages', () => {
    for (const locale of ['vi', 'en'] as const) {
      expect(parseNumber('1200', locale)).toBe(1200)
      expect(parseNumber(' 15 ', locale)).toBe(15)
      expect(parseNumber('0', locale)).toBe(0)
      expect(parseNumber('-3', locale)).toBe(-3)
      // A lone "other" mark that does not group thousands is a decimal mark.
      expect(parseNumber('0.8', locale)).toBe(0.8)
      expect(parseNumber('0,8', locale)).toBe(0.8)
    }
  })

  test('Vietnamese: dot groups thousands, comma is the decimal mark', () => {
    expect(parseNumber('10.000', 'vi')).toBe(10000)
    expect(parseNumber('1.234.567,5', 'vi')).toBe(1234567.5)
    expect(parseNumber('12,5', 'vi')).toBe(12.5)
  })

  test('English: comma groups thousands, dot is the decimal mark', () => {
    expect(parseNumber('10,000', 'en')).toBe(10000)
    expect(parseNumber('1,234,567.5', 'en')).toBe(1234567.5)
    expect(parseNumber('12.5', 'en')).toBe(12.5)
  })

  test('anything else is NaN', () => {
    for (const text of ['', '   ', 'abc', '12abc', '1e3', '0x10', 'Infinity', '1,2,3.4', '1.2,3']) {
      expect(parseNumber(text, 'en')).toBeNaN()
    }
    for (const text of ['', 'abc', '1,2,3', '1.2,3,4']) {
      expect(parseNumber(text, 'vi')).toBeNaN()
    }
  })
})

describe('relocalizeNumber', () => {
  test.each([
    ['10.000', 'vi', 'en', '10000'],
    ['1.234,5', 'vi', 'en', '1234.5'],
    ['0,8', 'vi', 'en', '0.8'],
    ['10,000', 'en', 'vi', '10000'],
    ['0.125', 'en', 'vi', '0,125'],
    ['-3', 'en', 'vi', '-3'],
    ['', 'vi', 'en', ''],
    ['abc', 'vi', 'en', 'abc'],
    ['7.5', 'en', 'en', '7.5'],
  ] as const)('%j typed in %s reads %j in %s', (text, from, to, expected) => {
    expect(relocalizeNumber(text, from, to)).toBe(expected)
  })
})

describe('isAmbiguousNumber and readNumber (docs/decisions-spec.md §22)', () => {
  test('each language reads its own way: vi 92.000,5 and en 92,000.5', () => {
    expect(readNumber('92.000,5', 'vi')).toEqual({ value: 92000.5, ambiguous: false })
    expect(readNumber('92,000.5', 'en')).toEqual({ value: 92000.5, ambiguous: false })
    expect(readNumber('92.000', 'vi')).toEqual({ value: 92000, ambiguous: false })
    expect(readNumber('92,000', 'en')).toEqual({ value: 92000, ambiguous: false })
  })

  test('one separator then exactly three digits written the other way is read by the page and flagged', () => {
    expect(readNumber('92,000', 'vi')).toEqual({ value: 92, ambiguous: true })
    expect(readNumber('92.000', 'en')).toEqual({ value: 92, ambiguous: true })
    expect(readNumber('-1,250', 'vi')).toEqual({ value: -1.25, ambiguous: true })
    // A leading zero groups nothing: 0.125 on either page.
    expect(parseNumber('0.125', 'vi')).toBe(0.125)
    expect(parseNumber('0,125', 'en')).toBe(0.125)
  })

  test('not ambiguous: two or four decimals, two separators, no separator, not a number', () => {
    for (const text of ['92,00', '92,0001', '1.092,000', '92000', '', 'abc']) {
      expect(isAmbiguousNumber(text, 'vi')).toBe(false)
    }
    for (const text of ['92.50', '1,092.000', '92000', '0.8']) {
      expect(isAmbiguousNumber(text, 'en')).toBe(false)
    }
  })
})
