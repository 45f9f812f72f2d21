import { describe, expect, it } from 'vitest'

import { parseAmount, parseNumberOr } from './fallback-number'

describe('numeric field parser', () => {
  it.each([
    ['12', 12],
    [' 3.5 ', 3.5],
    ['.5', 0.5],
    ['7.', 7],
    ['1e3', 1000],
    ['0', 0],
  ])('parses %j', (text, value) => {
    expect(parseNumberOr(text, 99)).toBe(value)
  })

  it.each(['', '   ', 'abc', '12abc', '1,5', '50,000', '-3', 'Infinity', 'NaN', '1e999', '0x10', '--1'])(
    'falls back for %j',
    (text) => {
      expect(parseNumberOr(text, 99)).toBe(99)
    },
  )

  it('falls back for null, undefined and non-finite numbers', () => {
    expect(parseNumberOr(undefined, 4)).toBe(4)
    expect(parseNumberOr(null, 4)).toBe(4)
    expect(parseNumberOr(Number.NaN, 4)).toBe(4)
    expect(parseNumberOr(-1, 4)).toBe(4)
    expect(parseNumberOr(2, 4)).toBe(2)
  })

  it('rates and amounts fall back to 0', () => {
    expect(parseAmount('abc')).toBe(0)
    expect(parseAmount('')).toBe(0)
    expect(parseAmount('50000')).toBe(50000)
  })
})
