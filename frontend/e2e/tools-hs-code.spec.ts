import { hsCodeText } from '../src/tools/hs-code/hs-code-text'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, dismissToast, expect, expectResult, expectToast, open, test, texts, waitForScreen } from './fixtures'

// (On a phone: tools-phone.spec.ts.)
// Knitted cotton T-shirts (docs/decisions-spec.md §19 "HS"): heading 6109 only, 6109.10 first
// because the description says cotton; never a fabric of chapter 52.
const DESCRIPTION = { vi: 'Áo thun nam cổ tròn, 100% cotton, dệt kim', en: "Men's crew-neck T-shirt, 100% cotton, knitted" } as const

for (const locale of LOCALES) {
  test.describe(`HS code analyzer in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, '/tools/hs-code-analyzer', locale)
      await waitForScreen(page, locale)
    })

    test('knitted cotton T-shirts: only heading 6109, the US tariff named, no Vietnamese rate; then Reset', async ({ page }) => {
      const t = texts(hsCodeText, locale)
      const shared = texts(toolText, locale)
      await page.getByLabel(t.productDescription).fill(DESCRIPTION[locale])
      await page.getByLabel(t.customsValue).fill('20000')
      await page.getByLabel(t.originCountry).selectOption('VN')
      await page.getByLabel(t.destinationCountry).selectOption('US')
      await expect(page.getByLabel(t.dutyRate)).toHaveCount(0)
      await page.getByRole('button', { name: shared.analyze }).click()

      await expectResult(page, shared.analysisSuccessful, t.foundCodes(2))
      const cards = page.locator('[data-testid^="hs-card-"]')
      await expect(cards).toHaveCount(2)
      await expect(cards.nth(0)).toHaveAttribute('data-testid', 'hs-card-6109.10')
      await expect(cards.nth(1)).toHaveAttribute('data-testid', 'hs-card-6109.90')
      await expect(page.locator('[data-heading]')).toHaveCount(1)
      await expect(page.getByText('HTSUS', { exact: false })).toBeVisible()
      await expect(page.getByText('5209', { exact: false })).toHaveCount(0)
      await expect(page.getByText('26/2023', { exact: false })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: t.legalTitle })).toBeVisible()

      await page.getByRole('button', { name: shared.reset }).click()
      await expect(cards).toHaveCount(0)
      await expect(page.getByLabel(t.productDescription)).toHaveValue('')
      await expect(page.getByLabel(t.customsValue)).toHaveValue('')
    })

    test('asks for description, value, origin and destination', async ({ page }) => {
      const t = texts(hsCodeText, locale)
      const shared = texts(toolText, locale)
      await page.getByRole('button', { name: shared.analyze }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await dismissToast(page)
      await page.getByLabel(t.productDescription).fill(DESCRIPTION[locale])
      await page.getByLabel(t.customsValue).fill('20000')
      await page.getByRole('button', { name: shared.analyze }).click()
      await expectToast(page, shared.errorTitle, t.validationError)
      await expect(page.locator('[data-testid^="hs-card-"]')).toHaveCount(0)
    })
  })
}
