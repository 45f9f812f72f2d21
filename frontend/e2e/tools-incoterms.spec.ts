import { incotermsText } from '../src/tools/incoterms/incoterms-text'
import { CARGO_TYPES } from '../src/tools/incoterms/data'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, dismissToast, expect, expectResult, expectToast, localNumber, open, test, texts, waitForScreen } from './fixtures'

const electronics = CARGO_TYPES.find((c) => c.id === 'electronics')!

for (const locale of LOCALES) {
  test.describe(`Incoterms calculator in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, '/tools/incoterms-calculator', locale)
      await waitForScreen(page, locale)
    })

    test('the worked example in Advanced mode, then Reset', async ({ page }) => {
      const t = texts(incotermsText, locale)
      const shared = texts(toolText, locale)
      const resultsTab = page.getByRole('tab', { name: t.tabResults })
      await expect(resultsTab).toBeDisabled()
      await expect(page.getByRole('tab', { name: t.tabCalculator })).toHaveAttribute('aria-selected', 'true')

      const advanced = page.getByRole('switch', { name: t.advancedMode })
      await expect(advanced).not.toBeChecked()
      await advanced.click()
      await expect(advanced).toBeChecked()

      await page.getByLabel(t.exwPrice).fill('10000')
      await page.getByLabel(t.quantity).first().fill('20')
      await page.getByLabel(t.cargoType).selectOption({ label: electronics.label[locale] })
      // Choosing the cargo type fills in its insurance rate.
      await expect(page.getByLabel(t.insuranceRate)).toHaveValue(/^0[.,]8$/)
      await page.getByLabel(t.vesselAge).fill('18')
      await page.getByLabel(t.destinationRegion).selectOption('europe')
      await page.getByLabel(t.iccCondition).selectOption('B')
      await page.getByRole('button', { name: shared.calculate }).click()

      await expectResult(page, shared.calculationSuccessful, t.resultsUpdated)
      await expect(resultsTab).toHaveAttribute('aria-selected', 'true')
      const results = page.getByRole('tabpanel')
      await expect(results.getByRole('row', { name: t.subtotal('FOB') })).toContainText(localNumber('11,050.00', locale))
      await expect(results.getByRole('row', { name: t.subtotal('CIF') })).toContainText(localNumber('12,196.36', locale))
      await expect(results.getByRole('row', { name: t.subtotal('DDP') }).first()).toContainText(localNumber('15,917.59', locale))
      await expect(results).toContainText(`${localNumber('1.2', locale)}%`)

      await page.getByRole('button', { name: shared.reset }).click()
      await expect(page.getByRole('tab', { name: t.tabCalculator })).toHaveAttribute('aria-selected', 'true')
      await expect(resultsTab).toBeDisabled()
      await expect(page.getByRole('switch', { name: t.advancedMode })).not.toBeChecked()
      await expect(page.getByLabel(t.exwPrice)).toHaveValue('')
    })

    test('refuses invalid values with a toast', async ({ page }) => {
      const t = texts(incotermsText, locale)
      const shared = texts(toolText, locale)
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await expect(page.getByRole('tab', { name: t.tabResults })).toBeDisabled()
      await dismissToast(page)

      await page.getByLabel(t.exwPrice).fill('10000')
      await page.getByLabel(t.quantity).first().fill('0')
      await page.getByRole('button', { name: shared.calculate }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await expect(page.getByRole('tab', { name: t.tabResults })).toBeDisabled()
    })
  })
}
