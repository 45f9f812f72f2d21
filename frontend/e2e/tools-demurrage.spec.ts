import type { Page } from '@playwright/test'

import { demurrageText } from '../src/tools/demurrage/demurrage-text'
import { HOLIDAY_NAMES } from '../src/tools/demurrage/vn-holidays'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, dismissToast, expect, expectResult, expectToast, localNumber, open, test, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

/** The innermost block holding a summary card's label, i.e. the card itself. */
function card(page: Page, label: string) {
  return page.locator('div').filter({ has: page.getByText(label, { exact: true }) }).last()
}

async function fillCommon(page: Page, locale: Locale) {
  const t = texts(demurrageText, locale)
  await page.getByLabel(t.containerNumber).fill('MSCU1234567')
  await page.getByLabel(t.etaDate).fill('2026-03-06')
}

for (const locale of LOCALES) {
  test.describe(`demurrage calculator in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, '/tools/demurrage-calculator', locale)
      await waitForScreen(page, locale)
    })

    test('the worked example totals 180, then Reset', async ({ page }) => {
      const t = texts(demurrageText, locale)
      const shared = texts(toolText, locale)
      await fillCommon(page, locale)
      await page.getByLabel(t.currentDate).fill('2026-03-16')
      await page.getByLabel(t.freeTimeDays).selectOption('5')
      await page.getByLabel(t.dayType).selectOption('working')
      await page.getByLabel(t.excludeWeekends).check()
      await page.getByLabel(t.chargeType).selectOption('both')
      await expect(page.getByLabel(t.demurrageRate)).toHaveValue('20')
      await expect(page.getByLabel(t.detentionRate)).toHaveValue('25')
      await page.getByRole('button', { name: shared.calculate }).click()

      await expectResult(page, shared.calculationSuccessful, t.calculatedDays(11))
      await expect(card(page, t.totalCost)).toContainText(localNumber('180', locale))
      await expect(card(page, t.chargesSplit)).toContainText(localNumber('80', locale))
      await expect(card(page, t.chargesSplit)).toContainText(localNumber('100', locale))
      await expect(card(page, t.daysOverdue)).toContainText('4')
      await expect(page.getByText(t.expiredTitle, { exact: true })).toBeVisible()
      await expect(page.getByText(t.expired(4))).toBeVisible()
      await expect(page.getByRole('table', { name: t.trackingCaption }).locator('tbody tr')).toHaveCount(11)
      await expect(page.getByText(t.showingFirst(30))).toHaveCount(0)

      await page.getByRole('button', { name: shared.reset }).click()
      await expect(page.getByRole('table', { name: t.trackingCaption })).toHaveCount(0)
      await expect(page.getByLabel(t.containerNumber)).toHaveValue('')
      await expect(page.getByLabel(t.etaDate)).toHaveValue('')
    })

    test("shows the first 30 days only, and says so", async ({ page }) => {
      const t = texts(demurrageText, locale)
      const shared = texts(toolText, locale)
      await fillCommon(page, locale)
      // Current date before the free time ends: tracking runs 30 days past its end (37 days).
      await page.getByLabel(t.currentDate).fill('2026-03-07')
      await page.getByLabel(t.freeTimeDays).selectOption('7')
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectResult(page, shared.calculationSuccessful, t.calculatedDays(37))
      await expect(page.getByRole('table', { name: t.trackingCaption }).locator('tbody tr')).toHaveCount(30)
      await expect(page.getByText(t.showingFirst(30))).toBeVisible()
    })

    test('asks for container number, ETA and free time', async ({ page }) => {
      const t = texts(demurrageText, locale)
      const shared = texts(toolText, locale)
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await dismissToast(page)
      await page.getByLabel(t.containerNumber).fill('MSCU1234567')
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await expect(page.getByRole('table', { name: t.trackingCaption })).toHaveCount(0)
    })

    test('arriving before Tết 2027: free time ends after the break, holiday rows marked by name', async ({ page }) => {
      const t = texts(demurrageText, locale)
      const shared = texts(toolText, locale)
      await fillCommon(page, locale)
      // Wednesday 3 Feb 2027; 5 working days: 3, 4 Feb, the Tết break 5–11 Feb, then 12, 15, 16 Feb.
      await page.getByLabel(t.etaDate).fill('2027-02-03')
      await page.getByLabel(t.currentDate).fill('2027-02-03')
      await page.getByLabel(t.freeTimeDays).selectOption('5')
      await page.getByLabel(t.dayType).selectOption('working')
      await page.getByLabel(t.excludeHolidays).check()
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectResult(page, shared.calculationSuccessful, t.calculatedDays(44))

      const end = locale === 'vi' ? '16 tháng 2, 2027' : 'February 16, 2027'
      await expect(card(page, t.freeTimeEnd)).toContainText(end)
      const table = page.getByRole('table', { name: t.trackingCaption })
      const tet = table.locator('tbody tr[data-holiday="tet"]')
      await expect(tet).toHaveCount(5)
      await expect(tet.first()).toContainText(HOLIDAY_NAMES.tet[locale])
      await expect(table.locator('tbody tr[data-holiday="compensatory"]')).toHaveCount(2)
      await expect(table.locator('tbody tr[data-holiday="compensatory"]').first()).toContainText(HOLIDAY_NAMES.compensatory[locale])
      await expect(page.getByText(t.holidaysSource)).toBeVisible()
    })
  })
}
