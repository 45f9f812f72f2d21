// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, test } from 'vitest'

import { holidaysOf, makeUpWorkdaysOf } from './vn-holidays'

/**
 * The built-in years as the server reads them (src/settings/vn-holidays.json): the console's
 * holiday editor starts from them and adding one day keeps them (docs/decisions-spec.md
 * §23). This table (vn-holidays.ts) is their source; the JSON must say the same.
 * `UPDATE_HOLIDAYS=1 npx vitest run … built-in-holidays` writes it again.
 */
const FILE = fileURLToPath(new URL('../../../../src/settings/vn-holidays.json', import.meta.url))
const FIRST = 2024
const LAST = 2030

function builtIn(): Record<string, { date: string; kind: string }[]> {
  const years: Record<string, { date: string; kind: string }[]> = {}
  for (let year = FIRST; year <= LAST; year++) {
    years[year] = [
      ...holidaysOf(year).map((h) => ({ date: h.date, kind: h.id })),
      ...makeUpWorkdaysOf(year).map((date) => ({ date, kind: 'workday' })),
    ].sort((a, b) => a.date.localeCompare(b.date))
  }
  return years
}

describe("the server's copy of the built-in holidays", () => {
  test('says what vn-holidays.ts says, year by year', () => {
    const expected = `${JSON.stringify(builtIn(), null, 1)}\n`
    if (process.env.UPDATE_HOLIDAYS) writeFileSync(FILE, expected)
    expect(readFileSync(FILE, 'utf8')).toBe(expected)
  })
})
