import { describe, expect, test } from 'vitest'

import { tickLabels } from './visits-chart'

describe('the chart axis', () => {
  test('days read short in each language', () => {
    expect(tickLabels(['2026-11-01', '2026-11-28'], 'vi')).toEqual(['1/11', '28/11'])
    expect(tickLabels(['2026-11-01', '2026-11-28'], 'en')).toEqual(['Nov 1', 'Nov 28'])
  })

  test('a year reads by month', () => {
    const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2025, 11, 1 + i)).toISOString().slice(0, 10))
    const labels = tickLabels(days, 'en')
    expect(labels[0]).toBe('Dec 25')
    expect(labels[364]).toBe('Nov 26')
    expect(tickLabels(days, 'vi')[364]).toMatch(/11/)
  })
})
