// @vitest-environment node
// The HS PDF as printed (docs/decisions-spec.md §19 "phones and paper"): one portrait page, the
// amounts grouped the page's way, no last page with a few lines alone.
import { describe, expect, test } from 'vitest'

import { expectNoOrphanPage, reportPdf } from '@/test/pdf'

import { analyzeHsCode } from './calc'
import { hsCodeReport } from './hs-code-report'
import { hsCodeText } from './hs-code-text'
import { HS_DEFAULTS } from './input'
import type { HsInput } from './input'

const DESCRIPTION = { vi: 'Áo thun nam cổ tròn, 100% cotton, dệt kim', en: "Men's crew-neck T-shirt, 100% cotton, knitted" } as const

describe.each(['vi', 'en'] as const)('the HS PDF in %s', (locale) => {
  test('into Vietnam from China: taxes and saving grouped, two portrait pages, the second well filled', async () => {
    const input: HsInput = {
      ...HS_DEFAULTS,
      productDescription: DESCRIPTION[locale],
      customsValue: 1250000,
      quantity: 40000,
      originCountry: 'CN',
      destinationCountry: 'VN',
      dutyRate: 20,
      preferentialRate: 5,
    }
    const pdf = await reportPdf(hsCodeReport({ input, result: analyzeHsCode(input) }, locale), locale)
    expect(pdf.size[0]).toBeLessThan(pdf.size[1])
    // 1,250,000 × 20% = 250,000 duty; VAT 10% of 1,500,000 = 150,000; total 400,000.
    for (const figure of locale === 'vi' ? ['1.250.000,00 US$', '250.000,00 US$', '400.000,00 US$', '40.000'] : ['$1,250,000.00', '$250,000.00', '$400,000.00', '40,000']) {
      expect(pdf.text).toContain(figure)
    }
    expect(pdf.pages).toHaveLength(2)
    expectNoOrphanPage(pdf)
    // The agreements and the legal note move whole, each with its heading.
    const t = hsCodeText[locale]
    expect(pdf.pages[1]).toContain(t.agreementsTitle)
    expect(pdf.pages[1]).toContain(t.legalTitle)
  }, 30_000)

  test('to Germany: the foreign tariff named, one page', async () => {
    const input: HsInput = { ...HS_DEFAULTS, productDescription: DESCRIPTION[locale], customsValue: 60000, quantity: 5000, originCountry: 'VN', destinationCountry: 'DE' }
    const pdf = await reportPdf(hsCodeReport({ input, result: analyzeHsCode(input) }, locale), locale)
    expect(pdf.text).toContain(locale === 'vi' ? '60.000,00 US$' : '$60,000.00')
    expect(pdf.pages).toHaveLength(1)
  }, 30_000)
})
