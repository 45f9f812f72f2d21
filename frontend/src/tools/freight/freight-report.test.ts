// @vitest-environment node
// The freight PDF as printed (docs/decisions-spec.md §19 "phones and paper"): thirteen columns
// need a landscape page, figures grouped the page's way, none cut across lines.
import { describe, expect, test } from 'vitest'

import { formatMoney } from '@/lib/format'
import { linesOf, reportPdf } from '@/test/pdf'

import { compareFreight } from './calc'
import { freightReport } from './freight-report'
import type { FreightForm } from './freight-screen'

const form: FreightForm = {
  serviceType: 'fcl40',
  originPorts: ['sgn', 'hph', 'dad'],
  destinationPort: 'NLRTM',
  departureDate: '2026-12-01',
  containerType: 'reefer',
  volume: '1',
  weight: '0',
  containerCount: '2',
  cargoValue: '60000',
  includeInsurance: true,
  sortBy: 'cost',
}

const rows = compareFreight({ ...form, destinationPort: 'NLRTM', volume: 1, weight: 0, cargoValue: 60000, containerCount: 2 })

describe.each(['vi', 'en'] as const)('the freight PDF in %s', (locale) => {
  test('is landscape, one page, with every figure grouped and whole on its line', async () => {
    const pdf = await reportPdf(freightReport(form, rows, locale), locale)
    expect(pdf.size[0]).toBeGreaterThan(pdf.size[1])
    expect(pdf.pages).toHaveLength(1)
    // Typed "60000", printed as the page's language groups it.
    expect(pdf.text).toContain(locale === 'vi' ? '60.000 US$' : '$60,000')
    const lines = linesOf(pdf.pages[0]!).join('\n')
    for (const row of rows) {
      // Whole on one line of the layout, not split at a digit or before the currency.
      expect(lines).toContain(formatMoney(row.total, 'USD', locale, 0).replace(/\s/g, ' '))
    }
  }, 30_000)
})
