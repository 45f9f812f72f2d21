import { shellText } from '../src/app/layout/shell-text'
import { documentTitle, expect, open, test, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

const vi = texts(shellText, 'vi')
const en = texts(shellText, 'en')

async function expectLanguage(page: import('@playwright/test').Page, locale: Locale, path: string) {
  const shell = texts(shellText, locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page).toHaveTitle(documentTitle(path, locale))
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: shell.footer.company })).toBeVisible()
}

test.describe('language switch on desktop', () => {
  test('switches the texts and <html lang>, and the choice survives a reload', async ({ page }) => {
    await open(page, '/services', 'vi')
    await waitForScreen(page, 'vi')
    await expectLanguage(page, 'vi', '/services')
    const nav = page.getByRole('navigation', { name: vi.mainNavigation })
    await expect(nav.getByRole('link', { name: vi.nav.industries, exact: true })).toBeVisible()

    await page.getByRole('button', { name: vi.switchLanguage }).click()
    await expectLanguage(page, 'en', '/services')
    await expect(
      page.getByRole('navigation', { name: en.mainNavigation }).getByRole('link', { name: en.nav.industries, exact: true }),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en')

    await page.reload()
    await waitForScreen(page, 'en')
    await expectLanguage(page, 'en', '/services')

    await page.getByRole('button', { name: en.switchLanguage }).click()
    await expectLanguage(page, 'vi', '/services')
    await page.reload()
    await waitForScreen(page, 'vi')
    await expectLanguage(page, 'vi', '/services')
  })

  test('?lang=en opens in English and is remembered', async ({ page }) => {
    await page.goto('/tools?lang=en')
    await waitForScreen(page, 'en')
    await expectLanguage(page, 'en', '/tools')
    await page.goto('/tools')
    await waitForScreen(page, 'en')
    await expectLanguage(page, 'en', '/tools')
  })

  test('?lang=vi wins over a stored English choice', async ({ page }) => {
    await page.goto('/?lang=en')
    await waitForScreen(page, 'en')
    await page.goto('/?lang=vi')
    await waitForScreen(page, 'vi')
    await expectLanguage(page, 'vi', '/')
  })
})

test.describe('mobile menu at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the language switch inside the menu changes the language and closes the menu', async ({ page }) => {
    await open(page, '/', 'vi')
    await waitForScreen(page, 'vi')
    // The desktop switch is hidden on a phone: the header's compact one (beside the call and
    // menu buttons) is the only one in sight until the menu opens, which has its own.
    const visible = page.getByRole('button', { name: vi.switchLanguage }).filter({ visible: true })
    await expect(visible).toHaveCount(1)
    await expect(visible).toHaveAttribute('data-testid', 'header-language')
    await page.getByRole('button', { name: vi.openMenu }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: vi.switchLanguage }).click()
    await expectLanguage(page, 'en', '/')
    await expect(menu).toBeHidden()

    await page.reload()
    await waitForScreen(page, 'en')
    await expectLanguage(page, 'en', '/')
    await page.getByRole('button', { name: en.openMenu }).click()
    await expect(menu.getByRole('link', { name: en.nav.blog, exact: true })).toBeVisible()
    await menu.getByRole('button', { name: en.switchLanguage }).click()
    await expectLanguage(page, 'vi', '/')
  })

  test('the menu toggles, and closes when an item is chosen', async ({ page }) => {
    await open(page, '/', 'en')
    await waitForScreen(page, 'en')
    const toggle = page.getByRole('button', { name: en.openMenu })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: en.closeMenu }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: en.openMenu }).click()
    await menu.getByRole('link', { name: en.nav.services, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/services')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: en.openMenu })).toHaveAttribute('aria-expanded', 'false')
    await waitForScreen(page, 'en')
    await expect(page).toHaveTitle(documentTitle('/services', 'en'))

    await page.getByRole('button', { name: en.openMenu }).click()
    await menu.getByRole('link', { name: en.nav.contact, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/contact')
    await expect(menu).toBeHidden()
  })
})
