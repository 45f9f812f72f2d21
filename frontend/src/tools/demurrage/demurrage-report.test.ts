// @vitest-environment node
// The demurrage PDF as printed (docs/decisions-spec.md §19 "phones and paper"): a Cát Lái import
// over Tết, charged both ways; running costs grouped the page's way, typed rates printed
// grouped, the daily table carried over pages with its header, no orphaned last page.
import { describe, expect, test } from 'vitest'

import { formatMoney } from '@/lib/format'
import { expectNoOrphanPage, reportPdf } from '@/test/pdf'

import { trackDemurrage, validateDemurrageInput } from './calc'
import { demurrageReport } from './demurrage-report'
import type { DemurrageForm } from './demurrage-screen'
import { demurrageText } from './demurrage-text'

const form: DemurrageForm = {
  containerType: '40rf',
  containerNumber: 'MSCU1234567',
  bookingNumber: '',
  direction: 'import',
  loadingPort: '',
  dischargePort: 'sgn',
  etaDate: '2027-01-28',
  actualArrivalDate: '',
  currentDate: '2027-02-26',
  freeTimeDays: '5',
  dayType: 'working',
  excludeWeekends: true,
  excludeHolidays: true,
  chargeType: 'both',
  demurrageRate: '1500',
  detentionRate: '120',
  demurrageTiers: [],
  detentionTiers: [],
  returnDate: '',
}

const result = trackDemurrage(
  validateDemurrageInput({ ...form, freeTimeDays: 5, demurrageRate: 1500, detentionRate: 120, demurrageTiers: [], detentionTiers: [] }, '2027-02-26')!,
)

describe.each(['vi', 'en'] as const)('the demurrage PDF in %s', (locale) => {
  test('figures grouped, the header on every page of the table, no orphaned last page', async () => {
    const t = demurrageText[locale]
    const pdf = await reportPdf(demurrageReport(form, result, locale, demurrageText[locale].indicativeTariff), locale)
    expect(pdf.size[0]).toBeLessThan(pdf.size[1])
    // Typed "1500", printed grouped.
    expect(pdf.text).toContain(locale === 'vi' ? '1.500 USD/ngày' : '1,500 USD/day')
    expect(result.totalCost).toBeGreaterThan(10_000)
    expect(pdf.text).toContain(formatMoney(result.totalCost, 'USD', locale, 0).replace(/\s/g, ' '))
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2)
    expectNoOrphanPage(pdf)
    const tablePages = pdf.pages.filter((page) => page.includes(t.status))
    expect(tablePages.length).toBeGreaterThanOrEqual(2)
  }, 30_000)
})
