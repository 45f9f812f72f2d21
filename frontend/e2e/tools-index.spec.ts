import { toolsIndexText } from '../src/tools/tools-index/tools-index-text'
import { LOCALES, expect, open, test, texts, waitForScreen } from './fixtures'

const AVAILABLE = [
  ['incoterms', '/tools/incoterms-calculator'],
  ['freight', '/tools/freight-calculator'],
  ['demurrage', '/tools/demurrage-calculator'],
  ['hsCode', '/tools/hs-code-analyzer'],
] as const
const COMING_SOON = ['container', 'costAnalysis', 'deliveryEstimator'] as const

for (const locale of LOCALES) {
  test(`tools index in ${locale}: four tools open, three are coming soon`, async ({ page }) => {
    const t = texts(toolsIndexText, locale)
    await open(page, '/tools', locale)
    await waitForScreen(page, locale)
    for (const [id, path] of AVAILABLE) {
      const link = page.getByRole('link', { name: `${t.openTool}: ${t.tools[id].title}`, exact: true })
      await expect(link).toHaveAttribute('href', path)
    }
    for (const id of COMING_SOON) {
      await expect(page.getByRole('button', { name: `${t.comingSoon}: ${t.tools[id].title}`, exact: true })).toBeDisabled()
    }
    await page.getByRole('link', { name: t.requestButton }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/contact')
  })
}
