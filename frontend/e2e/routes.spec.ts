import { shellText } from '../src/app/layout/shell-text'
import { LOCALES, ROUTES, documentTitle, expect, open, seriousViolations, test, texts, waitForScreen } from './fixtures'

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const

const UNKNOWN = '/no-such-page'

// Every path of the route table (and one unknown path), in both languages, at both widths:
// the expected status, the screen rendered inside the shell with its own title, no console
// error or failed request (the guard), and no serious or critical axe violation once the
// content has loaded. One page load serves all of it, which keeps the suite fast.
for (const width of WIDTHS) {
  test.describe(`${width.name} ${width.viewport.width}×${width.viewport.height}`, () => {
    test.use({ viewport: width.viewport })
    for (const locale of LOCALES) {
      for (const path of [...ROUTES, UNKNOWN]) {
        test(`${path} in ${locale}`, async ({ page }) => {
          const shell = texts(shellText, locale)
          const response = await open(page, path, locale)
          expect(response?.status()).toBe(path === UNKNOWN ? 404 : 200)
          await waitForScreen(page, locale)
          await expect(page).toHaveTitle(documentTitle(path === UNKNOWN ? 'notFound' : path, locale))
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          if (width.name === 'desktop') {
            const nav = page.getByRole('navigation', { name: shell.mainNavigation })
            await expect(nav.getByRole('link', { name: shell.nav.services, exact: true })).toBeVisible()
          } else {
            await expect(page.getByRole('button', { name: shell.openMenu })).toBeVisible()
          }
          await expect(page.getByRole('contentinfo')).toContainText(shell.footer.links.privacy)

          expect(await seriousViolations(page), 'serious or critical axe violations').toEqual([])
        })
      }
    }
  })
}
