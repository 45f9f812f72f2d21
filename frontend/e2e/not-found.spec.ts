import { LOCALES, documentTitle, expect, open, pageText, test, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

// The Not Found screen keeps its two button texts inside its module, which also loads
// page-meta.json (not importable outside Vite); they are repeated here.
const notFoundText = {
  vi: { goHome: 'Về trang chủ', goBack: 'Quay lại' },
  en: { goHome: 'Go Home', goBack: 'Go Back' },
} as const satisfies Record<Locale, { goHome: string; goBack: string }>

const UNKNOWN_PATHS = ['/no-such-page', '/services/no-such-service', '/tools/container-calculator', '/blog/2026/03']

async function expectNotFound(page: import('@playwright/test').Page, locale: Locale) {
  const notFound = pageText('notFound', locale)
  await expect(page.getByRole('heading', { level: 1, name: notFound.title })).toBeVisible()
  await expect(page.getByText(notFound.description)).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(documentTitle('notFound', locale))
}

for (const locale of LOCALES) {
  test.describe(`Page Not Found in ${locale}`, () => {
    for (const path of UNKNOWN_PATHS) {
      test(`${path} answers 404 with Page Not Found`, async ({ page }) => {
        const response = await open(page, path, locale)
        expect(response?.status()).toBe(404)
        await expectNotFound(page, locale)
      })
    }

    test('Go Home leads to the home screen', async ({ page }) => {
      await open(page, '/no-such-page', locale)
      await page.getByRole('link', { name: notFoundText[locale].goHome }).click()
      await expect(page).toHaveURL((url) => url.pathname === '/')
      await waitForScreen(page, locale)
      await expect(page).toHaveTitle(documentTitle('/', locale))
    })

    test('Go Back returns to the previous page', async ({ page, guard }) => {
      // The app asks the API for the removed post, whose 404 is what makes it Not Found.
      guard.allow(/\/api\/blog-posts\/a-removed-post$/)
      await open(page, '/services', locale)
      await waitForScreen(page, locale)
      // Reached inside the app (a stale link to a post that was removed), not by a page load.
      await page.evaluate(() => {
        history.pushState({}, '', '/blog/a-removed-post')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await expect(page).toHaveURL((url) => url.pathname === '/blog/a-removed-post')
      await expectNotFound(page, locale)
      await page.getByRole('button', { name: notFoundText[locale].goBack }).click()
      await expect(page).toHaveURL((url) => url.pathname === '/services')
      await expect(page).toHaveTitle(documentTitle('/services', locale))
    })
  })
}

test('Go Back after a full page load of an unknown path', async ({ page }) => {
  await open(page, '/tools', 'vi')
  await waitForScreen(page, 'vi')
  await page.goto('/no-such-page')
  await expectNotFound(page, 'vi')
  await page.getByRole('button', { name: notFoundText.vi.goBack }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/tools')
  await expect(page).toHaveTitle(documentTitle('/tools', 'vi'))
})
