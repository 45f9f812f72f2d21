// Usable before JavaScript (docs/decisions-spec.md §28): every calculator's form is a plain
// GET form whose submission the server answers with the result in the page's own number
// conventions; the contact form posts to its page and gets a rendered confirmation, or its
// errors with what was typed kept. With JavaScript on, what a visitor submitted or typed
// before the app loaded is still there once it has.
import type { Page } from '@playwright/test'

import { contactText } from '../src/contact/contact-text'
import { demurrageText } from '../src/tools/demurrage/demurrage-text'
import { freightText } from '../src/tools/freight/freight-text'
import { ORIGIN_PORTS } from '../src/tools/shared/ports'
import { hsCodeText } from '../src/tools/hs-code/hs-code-text'
import { incotermsText } from '../src/tools/incoterms/incoterms-text'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, appStarted, expect, exportedEnquiries, localNumber, test, texts } from './fixtures'
import type { Locale } from './fixtures'

/** The page as the server sends it: nothing waits for an app that never starts. */
async function openStatic(page: Page, path: string, locale: Locale) {
  await page.goto(`${path}?lang=${locale}`, { waitUntil: 'commit' })
  await expect(page.locator('main h1').first()).toBeVisible()
}

const port = (code: string) => ORIGIN_PORTS.find((p) => p.code === code)!.label

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // The browser refuses the head's module scripts and their preloads when scripts are off.
  test.beforeEach(({ guard }) => guard.allow(/\/assets\/[^/]+\.js$/))

  for (const locale of LOCALES) {
    test(`Incoterms in ${locale}: "92.000" / "92,000" is read as the page writes numbers`, async ({ page }) => {
      const t = texts(incotermsText, locale)
      const shared = texts(toolText, locale)
      await openStatic(page, '/tools/incoterms-calculator', locale)
      await page.getByLabel(t.exwPrice).fill(localNumber('92,000', locale))
      await page.getByLabel(t.quantity).first().fill('1')
      await page.getByRole('button', { name: shared.calculate }).click()

      await expect(page).toHaveURL(new RegExp(`exwPrice=${encodeURIComponent(localNumber('92,000', locale))}&`))
      await expect(page).toHaveURL(/lang=/)
      await expect(page.getByTestId('price-EXW')).toContainText(localNumber('92,000.00', locale))
      await expect(page.getByRole('tab', { name: t.tabResults })).toHaveAttribute('aria-selected', 'true')
    })

    test(`freight in ${locale}: ticked ports, a select and a checkbox reach the server`, async ({ page }) => {
      const t = texts(freightText, locale)
      const shared = texts(toolText, locale)
      await openStatic(page, '/tools/freight-calculator', locale)
      await page.getByLabel(t.serviceType).selectOption('fcl40')
      await page.getByLabel(t.containerType).selectOption('reefer')
      await page.getByLabel(t.destinationPort).selectOption('NLRTM')
      const origins = page.getByRole('group', { name: t.originPorts })
      for (const code of ['sgn', 'hph', 'dad']) await origins.getByLabel(port(code)[locale]).check()
      await page.getByLabel(t.cargoValue).fill(localNumber('50,000', locale))
      await page.getByLabel(t.includeInsurance).check()
      await page.getByRole('button', { name: shared.calculate }).click()

      await expect(page).toHaveURL(/originPorts=sgn&originPorts=hph&originPorts=dad/)
      const rows = page.getByRole('table', { name: t.tableCaption }).locator('tbody tr')
      await expect(rows).toHaveCount(3)
      await expect(rows.nth(0)).toContainText(port('hph')[locale])
      await expect(rows.nth(0)).toContainText(localNumber('5,952', locale))
      await expect(rows.nth(2)).toContainText(port('sgn')[locale])
      await expect(rows.nth(2)).toContainText(localNumber('6,500', locale))
    })

    test(`demurrage in ${locale}: dates and rates from the form`, async ({ page }) => {
      const t = texts(demurrageText, locale)
      const shared = texts(toolText, locale)
      await openStatic(page, '/tools/demurrage-calculator', locale)
      await page.getByLabel(t.containerNumber).fill('MSCU1234567')
      await page.getByLabel(t.etaDate).fill('2026-03-06')
      await page.getByLabel(t.currentDate).fill('2026-03-16')
      await page.getByLabel(t.freeTimeDays).selectOption('5')
      await page.getByLabel(t.demurrageRate).fill(localNumber('20.5', locale))
      await page.getByRole('button', { name: shared.calculate }).click()

      await expect(page).toHaveURL(/containerNumber=MSCU1234567/)
      const table = page.getByRole('table', { name: t.trackingCaption })
      await expect(table).toBeVisible()
      // Calendar days: free from 6 to 10 March, then 6 charged days at 20.5 a day.
      const total = page.locator('div').filter({ has: page.getByText(t.totalCost, { exact: true }) }).last()
      await expect(total).toContainText('123')
      await expect(table.locator('tbody tr')).toHaveCount(11)
    })

    test(`HS analyzer in ${locale}: the description and countries from the form`, async ({ page }) => {
      const t = texts(hsCodeText, locale)
      const shared = texts(toolText, locale)
      await openStatic(page, '/tools/hs-code-analyzer', locale)
      await page.getByLabel(t.productDescription).fill(locale === 'vi' ? 'Áo thun cotton dệt kim' : "Men's knitted cotton T-shirt")
      await page.getByLabel(t.customsValue).fill(localNumber('20,000', locale))
      await page.getByLabel(t.originCountry).selectOption('VN')
      await page.getByLabel(t.destinationCountry).selectOption('US')
      await page.getByRole('button', { name: shared.analyze }).click()

      await expect(page).toHaveURL(/productDescription=/)
      await expect(page.getByTestId('hs-card-6109.10')).toBeVisible()
    })

    test(`contact in ${locale}: errors keep what was typed, then the enquiry is sent and confirmed`, async ({ page, guard }) => {
      const t = texts(contactText, locale)
      // The refused post answers 400 with the page (the errors are the point).
      guard.allow(/\/contact\?lang=(vi|en)$/)
      const name = `Không JS ${locale} ${Date.now()}`
      await openStatic(page, '/contact', locale)
      const form = page.locator('form').filter({ has: page.getByLabel(t.fields.message) })
      await form.getByLabel(t.fields.name).fill(name)
      await form.getByRole('textbox', { name: t.fields.email }).fill('lan@')
      await form.getByLabel(t.fields.company).fill('Thủy sản Cửu Long')
      await form.getByLabel(t.fields.message).fill('Báo giá 2 container 40 feet đi Rotterdam')
      await form.getByRole('button', { name: t.send }).click()

      const refusal = page.getByTestId('contact-refusal')
      await expect(refusal).toBeVisible()
      await expect(refusal).toContainText(/email/i)
      await expect(form.getByLabel(t.fields.name)).toHaveValue(name)
      await expect(form.getByLabel(t.fields.company)).toHaveValue('Thủy sản Cửu Long')
      await expect(form.getByLabel(t.fields.message)).toHaveValue('Báo giá 2 container 40 feet đi Rotterdam')
      await expect(form.getByRole('textbox', { name: t.fields.email })).toHaveValue('lan@')

      await form.getByRole('textbox', { name: t.fields.email }).fill('lan@example.vn')
      await form.getByRole('button', { name: t.send }).click()
      await expect(page).toHaveURL(new RegExp(`/contact\\?sent=1&lang=${locale}$`))
      const confirmation = page.getByTestId('contact-confirmation')
      await expect(confirmation.getByText(t.confirmation.title, { exact: true })).toBeVisible()
      await expect(confirmation.getByText(t.confirmation.thanks, { exact: true })).toBeVisible()

      const stored = exportedEnquiries<{ name: string; email: string; language: string; status: string }>().filter(
        (enquiry) => enquiry.name === name,
      )
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ email: 'lan@example.vn', status: 'new' })
    })
  }
})

test.describe('with JavaScript, before the app has loaded', () => {
  /** Holds the app's main chunk until `release` is called: the page is the server's until then. */
  async function holdApp(page: Page) {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  for (const locale of LOCALES) {
    test(`Incoterms in ${locale}: a result submitted before hydration stays after it`, async ({ page }) => {
      const t = texts(incotermsText, locale)
      const shared = texts(toolText, locale)
      const release = await holdApp(page)
      await page.goto(`/tools/incoterms-calculator?lang=${locale}`, { waitUntil: 'commit' })
      await page.getByLabel(t.exwPrice).fill(localNumber('92,000', locale))
      await page.getByLabel(t.quantity).first().fill('3')
      await page.getByRole('button', { name: shared.calculate }).click()
      await expect(page).toHaveURL(/exwPrice=/)
      const price = page.getByTestId('price-EXW')
      await expect(price).toContainText(localNumber('92,000.00', locale))
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'started')

      release()
      await appStarted(page)
      await expect(price).toContainText(localNumber('92,000.00', locale))
      await page.getByRole('tab', { name: t.tabCalculator }).click()
      await expect(page.getByLabel(t.exwPrice)).toHaveValue(localNumber('92,000', locale))
    })

    test(`Incoterms in ${locale}: numbers typed before hydration are the form's after it`, async ({ page }) => {
      const t = texts(incotermsText, locale)
      const shared = texts(toolText, locale)
      const release = await holdApp(page)
      await page.goto(`/tools/incoterms-calculator?lang=${locale}`, { waitUntil: 'commit' })
      await page.getByLabel(t.exwPrice).fill(localNumber('1,250.5', locale))
      await page.getByLabel(t.quantity).first().fill('2')
      release()
      await appStarted(page)
      await expect(page.getByLabel(t.exwPrice)).toHaveValue(localNumber('1,250.5', locale))
      await page.getByRole('button', { name: shared.calculate }).click()
      await expect(page.getByTestId('price-EXW')).toContainText(localNumber('1,250.50', locale))
    })
  }
})
