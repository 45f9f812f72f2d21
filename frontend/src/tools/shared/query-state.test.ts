import { describe, expect, test } from 'vitest'

import { parseNumber } from '@/lib/numbers'

import { mergeSearch, readQuery, toolQueryKey, writeQuery } from './query-state'
import type { QuerySpec, TierText } from './query-state'

interface Form {
  name: string
  amount: string
  on: boolean
  kind: 'a' | 'b'
  ports: string[]
  tiers: TierText[]
}

const SPEC: QuerySpec<Form> = {
  name: { kind: 'text' },
  amount: { kind: 'number' },
  on: { kind: 'boolean' },
  kind: { kind: 'choice', values: ['a', 'b'] },
  ports: { kind: 'list', values: ['sgn', 'hph', 'dad'] },
  tiers: { kind: 'tiers' },
}
const BASE: Form = { name: '', amount: '', on: false, kind: 'a', ports: [], tiers: [] }
const read = (query: string, locale: 'vi' | 'en' = 'en') => readQuery(new URLSearchParams(query), SPEC, BASE, locale)

describe('inputs in the query string', () => {
  test('numbers are written plainly and read in the page notation', () => {
    const form: Form = { name: 'Lô hàng', amount: '50.000,5', on: true, kind: 'b', ports: ['sgn', 'hph'], tiers: [{ fromDay: '1', rate: '12,5' }] }
    const query = writeQuery(form, SPEC, 'vi')
    expect(query.toString()).toBe('name=L%C3%B4+h%C3%A0ng&amount=50000.5&on=true&kind=b&ports=sgn%2Chph&tiers=1%3A12.5')
    expect(read(query.toString(), 'vi')).toEqual({ ...form, amount: '50000,5' })
    expect(read(query.toString(), 'en')).toEqual({ ...form, amount: '50000.5', tiers: [{ fromDay: '1', rate: '12.5' }] })
  })

  test('bad values fall back like typed ones', () => {
    expect(read('amount=abc&on=yes&kind=z&ports=sgn,xxx,sgn,dad&tiers=3:x,,:5')).toEqual({
      ...BASE,
      // Left as typed: the tool's own parsing falls back or refuses it.
      amount: 'abc',
      ports: ['sgn', 'dad'],
      tiers: [
        { fromDay: '3', rate: 'x' },
        { fromDay: '', rate: '5' },
      ],
    })
  })

  test('empty fields are left out; booleans and choices are always written', () => {
    expect(writeQuery(BASE, SPEC, 'en').toString()).toBe('on=false&kind=a')
  })

  test('other keys such as lang are kept and do not count as inputs', () => {
    expect(mergeSearch('?lang=en&amount=1', SPEC, new URLSearchParams('amount=2&on=true'))).toBe('?lang=en&amount=2&on=true')
    expect(mergeSearch('?lang=en&amount=1', SPEC, new URLSearchParams())).toBe('?lang=en')
    expect(toolQueryKey(new URLSearchParams('lang=en&amount=1'), SPEC)).toBe(toolQueryKey(new URLSearchParams('amount=1'), SPEC))
  })
})

describe('numbers a form sent before the app loaded (docs/decisions-spec.md §22)', () => {
  test('are read in the page language, as typed', () => {
    // The Vietnamese form sent "92.000": ninety-two thousand, never 92.
    expect(parseNumber(read('amount=92.000', 'vi').amount, 'vi')).toBe(92000)
    expect(parseNumber(read('amount=92.000%2C5', 'vi').amount, 'vi')).toBe(92000.5)
    expect(parseNumber(read('amount=92%2C000.5', 'en').amount, 'en')).toBe(92000.5)
    // The ambiguous entry keeps its text, so the field shows it and warns.
    expect(read('amount=92.000', 'en').amount).toBe('92.000')
    expect(parseNumber(read('amount=92.000', 'en').amount, 'en')).toBe(92)
  })

  test('the app’s own links stay exact in both languages, three decimals included', () => {
    for (const typed of ['1.125', '0.125', '92000', '0.8']) {
      const query = writeQuery({ ...BASE, amount: typed }, SPEC, 'en').toString()
      for (const locale of ['vi', 'en'] as const) {
        expect(parseNumber(read(query, locale).amount, locale)).toBe(Number(typed))
      }
    }
  })
})

describe('a calculator form sent as HTML (docs/decisions-spec.md §28)', () => {
  test('a ticked box sends true before its hidden false; an unticked one only false', () => {
    expect(read('on=true&on=false').on).toBe(true)
    expect({ ...BASE, ...read('on=false') }.on).toBe(false)
  })

  test('ticked choices come one value each; the empty marker alone means none', () => {
    expect(read('ports=&ports=sgn&ports=dad').ports).toEqual(['sgn', 'dad'])
    expect(readQuery(new URLSearchParams('ports='), SPEC, { ...BASE, ports: ['hph'] }, 'en').ports).toEqual([])
    // A link's comma-separated list still reads.
    expect(read('ports=sgn%2Chph').ports).toEqual(['sgn', 'hph'])
  })

  test('tariff rows come as paired fields, numbers as the page writes them', () => {
    const form = read('tiers.fromDay=1&tiers.rate=20&tiers.fromDay=6&tiers.rate=1.250,5', 'vi')
    expect(form.tiers).toEqual([
      { fromDay: '1', rate: '20' },
      { fromDay: '6', rate: '1.250,5' },
    ])
    expect(parseNumber(form.tiers[1]!.rate, 'vi')).toBe(1250.5)
  })
})
