// @vitest-environment node
// The Incoterms PDF as printed (docs/decisions-spec.md §19 "phones and paper"): a quote in dong
// grouped the page's way, the exchange rate it used, the cargo lower-cased mid-sentence on
// the screen's summary, and no orphaned last page.
import { describe, expect, test } from 'vitest'

import { expectNoOrphanPage, reportPdf } from '@/test/pdf'

import { calculateIncoterms, incotermsDefaultsIn } from './calc'
import type { IncotermsInput } from './calc'
import { incotermsReport } from './incoterms-report'
import { incotermsText } from './incoterms-text'

const input: IncotermsInput = {
  ...incotermsDefaultsIn('VND', 25000),
  exwPrice: 1_250_000_000,
  quantity: 40,
  cargoType: 'textiles',
  destinationPort: 'rotterdam',
  destinationRegion: 'europe',
  exchangeRate: 25000,
  rateDate: '2026-11-20',
}
const result = calculateIncoterms(input)

describe.each(['vi', 'en'] as const)('the Incoterms PDF in %s', (locale) => {
  test('a VND quote: amounts grouped with the dong sign, the rate, portrait, two pages, the last well filled', async () => {
    const pdf = await reportPdf(incotermsReport({ input, result }, locale), locale)
    expect(pdf.size[0]).toBeLessThan(pdf.size[1])
    const group = (n: string) => (locale === 'vi' ? n.replace(/,/g, '.') : n)
    expect(pdf.text).toContain(locale === 'vi' ? '1.250.000.000 ₫' : '₫1,250,000,000')
    expect(pdf.text).toContain(group('25,000'))
    // Packaging: the USD default of 100 at 25,000 ₫ a dollar.
    expect(pdf.text).toContain(locale === 'vi' ? '2.500.000 ₫' : '₫2,500,000')
    expect(pdf.text).not.toMatch(/\d{5,}/)
    expect(pdf.pages).toHaveLength(2)
    expectNoOrphanPage(pdf)
  }, 30_000)

  test('the summary lower-cases the cargo mid-sentence', () => {
    const summary = incotermsText[locale].resultsSummary('40 t', locale === 'vi' ? 'Hàng dệt may' : 'Textiles & garments', 'A', 'B')
    expect(summary).toBe(locale === 'vi' ? '40 t hàng dệt may, từ A đến B.' : '40 t of textiles & garments, from A to B.')
  })
})
