// The four calculators on a 390 px phone (docs/decisions-spec.md §19): each result's key figures (total, transit, charge) lie inside the screen as the
// page opens, with nothing swiped, and the page never scrolls sideways; axe is clean.
// Freight and the Incoterms rules turn into cards per row; the "who pays what" matrix and
// the demurrage days keep their first and last columns pinned, with a visible hint.
import type { Locator, Page } from '@playwright/test'

import { formatMoney } from '../src/lib/format'
import { compareFreight } from '../src/tools/freight/calc'
import { freightText } from '../src/tools/freight/freight-text'
import { hsCodeText } from '../src/tools/hs-code/hs-code-text'
import { incotermsText } from '../src/tools/incoterms/incoterms-text'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, expect, open, seriousViolations, test, texts, waitForScreen } from './fixtures'

const WIDTH = 390

test.use({ viewport: { width: WIDTH, height: 844 } })

/**
 * The element is inside the screen's width once the page is scrolled down to it: the page is
 * scrolled vertically only, so a figure that a table box would need swiping to reach fails.
 */
async function expectAcross(locator: Locator) {
  await expect(locator).toBeVisible()
  await locator.evaluate((element) => window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 100))
  const box = await locator.boundingBox()
  expect(box, 'the element has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH)
}

/** The page itself never scrolls sideways. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(WIDTH)
}

for (const locale of LOCALES) {
  test.describe(`calculators on a 390 px phone in ${locale}`, () => {
    test('freight: every port a card with its total and transit in sight', async ({ page }) => {
      const t = texts(freightText, locale)
      await open(
        page,
        '/tools/freight-calculator?serviceType=fcl40&containerType=reefer&containerCount=2&originPorts=sgn,hph,dad&destinationPort=NLRTM&cargoValue=60000&includeInsurance=true',
        locale,
      )
      await waitForScreen(page, locale)
      const rows = compareFreight({
        serviceType: 'fcl40',
        originPorts: ['sgn', 'hph', 'dad'],
        destinationPort: 'NLRTM',
        departureDate: '',
        containerType: 'reefer',
        containerCount: 2,
        volume: 1,
        weight: 0,
        cargoValue: 60000,
        includeInsurance: true,
      })
      const cards = page.getByRole('list', { name: t.tableCaption }).getByRole('listitem')
      await expect(cards).toHaveCount(3)
      // The table itself is for wider screens.
      await expect(page.getByRole('table', { name: t.tableCaption })).toBeHidden()
      for (const row of rows) {
        const card = page.locator(`[data-card="${row.port}"]`)
        await expectAcross(card.getByText(formatMoney(row.total, 'USD', locale, 0), { exact: true }))
        await expectAcross(card.getByText(t.transitRange(row.transitDays[0], row.transitDays[1]), { exact: true }))
      }
      await expectNoSideways(page)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('Incoterms in dong: the prices, each rule as a card, the summary in lower case; "who pays what" pinned', async ({ page }) => {
      const t = texts(incotermsText, locale)
      await open(page, '/tools/incoterms-calculator?exwPrice=1250000000&currency=VND&exchangeRate=25000&quantity=40&cargoType=textiles&destinationPort=rotterdam', locale)
      await waitForScreen(page, locale)
      const ddp = page.getByTestId('price-DDP')
      await expectAcross(ddp)
      const total = (await ddp.textContent()) ?? ''
      expect(total).toContain('₫')
      // "40 tấn hàng dệt may": the list's label lower-cased mid-sentence.
      await expect(page.getByText(locale === 'vi' ? /40 tấn hàng dệt may, từ/ : /40 t of textiles & garments, from/)).toBeVisible()
      const cards = page.getByRole('list', { name: t.allRulesCaption }).getByRole('listitem')
      await expect(cards).toHaveCount(11)
      await expectAcross(page.locator('[data-card="DDP"]').getByText(total, { exact: true }))
      await expectAcross(page.locator('[data-card="EXW"]').getByText(formatMoney(1_250_000_000, 'VND', locale), { exact: true }))
      // The breakdown's two columns fit as they are.
      await expectAcross(page.getByRole('region', { name: t.breakdownCaption }).getByRole('cell', { name: total, exact: true }))
      await expectNoSideways(page)
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('tab', { name: t.tabWhoPays }).click()
      const table = page.getByRole('table', { name: t.whoPaysCaption })
      await expect(page.getByText(texts(toolText, locale).scrollHint)).toBeVisible()
      // The step and DDP (the last column) in sight, EXW beside the step.
      const firstRow = table.locator('tbody tr').first()
      await expectAcross(firstRow.locator('th'))
      await expectAcross(firstRow.locator('td').last().locator('[data-payer]'))
      await expectAcross(firstRow.locator('td').first().locator('[data-payer]'))
      await expectNoSideways(page)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('demurrage at Cát Lái over Tết: the charges, and each day with its running cost pinned in sight', async ({ page }) => {
      const query =
        '?containerNumber=MSCU1234567&direction=import&dischargePort=sgn&etaDate=2027-02-01&currentDate=2027-02-26&freeTimeDays=5' +
        '&dayType=working&excludeWeekends=true&excludeHolidays=true&chargeType=both&demurrageRate=1500&detentionRate=120'
      await open(page, `/tools/demurrage-calculator${query}`, locale)
      await waitForScreen(page, locale)
      await expectAcross(page.getByTestId('cost-so-far'))
      await expect(page.getByText(texts(toolText, locale).scrollHint)).toBeVisible()
      const last = page.locator('tbody tr').last()
      // The date (first column) and the running cost (last column) of the last day.
      await expectAcross(last.locator('th'))
      await expectAcross(last.locator('td').last())
      expect(await last.locator('td').last().textContent()).toMatch(locale === 'vi' ? /\d{1,3}(\.\d{3})+\sUS\$/ : /\$\d{1,3}(,\d{3})+/)
      await expectNoSideways(page)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('HS code into Vietnam: the codes, the taxes and the saving fit the width', async ({ page }) => {
      const t = texts(hsCodeText, locale)
      const description = encodeURIComponent(locale === 'vi' ? 'Áo thun nam cổ tròn, 100% cotton, dệt kim' : "Men's crew-neck T-shirt, 100% cotton, knitted")
      await open(
        page,
        `/tools/hs-code-analyzer?productDescription=${description}&customsValue=1250000&originCountry=CN&destinationCountry=VN&dutyRate=20&preferentialRate=5`,
        locale,
      )
      await waitForScreen(page, locale)
      await expectAcross(page.getByTestId('hs-card-6109.10'))
      // 1,250,000 × 20% + VAT 10% of 1,500,000 = 400,000.
      await expectAcross(page.getByText(formatMoney(400_000, 'USD', locale), { exact: true }))
      await expectAcross(page.getByText(`${t.savings}:`, { exact: false }))
      await expectNoSideways(page)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
