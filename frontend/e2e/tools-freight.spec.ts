import { freightText } from '../src/tools/freight/freight-text'
import { ORIGIN_PORTS } from '../src/tools/shared/ports'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, dismissToast, expect, expectResult, expectToast, localNumber, open, test, texts, waitForScreen } from './fixtures'

const port = (code: string) => ORIGIN_PORTS.find((p) => p.code === code)!.label

for (const locale of LOCALES) {
  test.describe(`freight calculator in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, '/tools/freight-calculator', locale)
      await waitForScreen(page, locale)
    })

    test('the worked example ranks Hai Phong first at 5,952, then Reset', async ({ page }) => {
      const t = texts(freightText, locale)
      const shared = texts(toolText, locale)
      await page.getByLabel(t.serviceType).selectOption('fcl40')
      await page.getByLabel(t.containerType).selectOption('reefer')
      await page.getByLabel(t.destinationPort).selectOption('NLRTM')
      const origins = page.getByRole('group', { name: t.originPorts })
      for (const code of ['sgn', 'hph', 'dad']) await origins.getByLabel(port(code)[locale]).check()
      await page.getByLabel(t.cargoValue).fill('50000')
      await page.getByLabel(t.includeInsurance).check()
      await page.getByRole('button', { name: shared.calculate }).click()

      await expectResult(page, shared.calculationSuccessful, t.comparedPorts(3))
      const rows = page.getByRole('table', { name: t.tableCaption }).locator('tbody tr')
      await expect(rows).toHaveCount(3)
      await expect(rows.nth(0)).toContainText(port('hph')[locale])
      await expect(rows.nth(0)).toContainText(localNumber('5,952', locale))
      await expect(rows.nth(1)).toContainText(port('dad')[locale])
      await expect(rows.nth(1)).toContainText(localNumber('6,226', locale))
      await expect(rows.nth(2)).toContainText(port('sgn')[locale])
      await expect(rows.nth(2)).toContainText(localNumber('6,500', locale))
      await expect(page.getByRole('heading', { name: t.rankingTitle })).toBeVisible()
      await expect(page.getByText(t.rank(1), { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: t.chartTitle })).toBeVisible()

      await page.getByRole('button', { name: shared.reset }).click()
      await expect(page.getByRole('table', { name: t.tableCaption })).toHaveCount(0)
      await expect(page.getByText(shared.emptyResult)).toBeVisible()
      await expect(origins.getByLabel(port('hph')[locale])).not.toBeChecked()
      await expect(page.getByLabel(t.destinationPort)).toHaveValue('')
    })

    test('asks for ports and service type', async ({ page }) => {
      const t = texts(freightText, locale)
      const shared = texts(toolText, locale)
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await dismissToast(page)
      await page.getByRole('group', { name: t.originPorts }).getByLabel(port('sgn')[locale]).check()
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await expect(page.getByRole('table', { name: t.tableCaption })).toHaveCount(0)
    })
  })
}
