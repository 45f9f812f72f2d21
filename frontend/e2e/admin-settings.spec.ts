import type { Page } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { settingsText } from '../src/admin/settings/settings-text'
import { homeText } from '../src/home/home-text'
import { expect, openScreen, SESSION_API, signIn, test, WIDTHS } from './admin-fixtures'
import { LOCALES, expectToast, open, texts, waitForScreen } from './fixtures'

/*
 * Changes the site's settings, which every page shows: this file runs in its own project
 * after all the others (playwright.config.ts), one test after another, so no other test
 * sees the phone number change under it.
 */
test.describe.configure({ mode: 'default', timeout: 90_000 })

/** The ContactPage block's telephone, as a crawler reads it. */
async function jsonLdTelephone(page: Page): Promise<string> {
  const text = await page.locator('script#page-structured-data').textContent()
  return (JSON.parse(text ?? '{}') as { mainEntity?: { contactPoint?: { telephone?: string } } }).mainEntity?.contactPoint?.telephone ?? ''
}

let counter = 0

for (const width of WIDTHS) {
  test.describe(`settings, ${width.name} ${width.viewport.width}px`, () => {
    test.use({ viewport: width.viewport })

    for (const locale of LOCALES) {
      test(`${locale}: a new phone number in Settings shows on /contact after a reload`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(settingsText, locale)
        const c = texts(consoleText, locale)
        counter += 1
        const phone = `+84 28 ${String(3000 + counter * 7).padStart(4, '0')} ${String(Date.now() % 10000).padStart(4, '0')}`

        await signIn(page, owner, locale)
        await openScreen(page, c, c.nav.settings)
        const field = page.getByLabel(t.fields.phone)
        await expect(field).not.toHaveValue('')
        await field.fill(phone)
        // The preview of the footer's contact block follows the typing.
        await expect(page.getByRole('region', { name: t.preview })).toContainText(phone)
        await page.getByRole('button', { name: t.save }).click()
        await expectToast(page, c.savedTitle, t.saved)

        await open(page, '/contact', locale)
        await waitForScreen(page, locale)
        await page.reload()
        await waitForScreen(page, locale)
        await expect(page.getByTestId('contact-phone')).toHaveText(phone)
        await expect(page.getByRole('contentinfo')).toContainText(phone)
        expect(await jsonLdTelephone(page)).toBe(phone)
        // The server's own first byte says the same (what a crawler reads).
        const html = await (await page.request.get(locale === 'vi' ? '/contact' : '/contact?lang=en')).text()
        expect(html).toContain(`"telephone":"${phone}"`)
      })

      test(`${locale}: a home figure edited and another hidden in Settings show so on the home page`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(settingsText, locale)
        const c = texts(consoleText, locale)
        const lang = locale === 'vi' ? 'Vi' : 'En'
        counter += 1
        const value = `${counter * 37 + (Date.now() % 100)}+`

        await signIn(page, owner, locale)
        await openScreen(page, c, c.nav.settings)
        const clients = page.getByRole('group', { name: t.figures.names.clients })
        await clients.getByLabel(t.figures.fields[`value${lang}`]).fill(value)
        await clients.getByRole('checkbox', { name: t.figures.shown }).check()
        const onTime = page.getByRole('group', { name: t.figures.names.onTime })
        const hiddenLabel = await onTime.getByLabel(t.figures.fields[`label${lang}`]).inputValue()
        await onTime.getByRole('checkbox', { name: t.figures.shown }).uncheck()
        await page.getByRole('button', { name: t.save }).click()
        await expectToast(page, c.savedTitle, t.saved)

        await open(page, '/', locale)
        const headline = page.getByRole('list', { name: texts(homeText, locale).headlineStats.label })
        await expect(headline.getByRole('listitem')).toHaveCount(3)
        await expect(headline.getByRole('listitem').first()).toContainText(value)
        await expect(headline).not.toContainText(hiddenLabel)
        // The server's own page says the same.
        const html = await (await page.request.get(locale === 'vi' ? '/' : '/?lang=en')).text()
        expect(html).toContain(value)
        expect(html).not.toContain(hiddenLabel)
      })
    }
  })
}
