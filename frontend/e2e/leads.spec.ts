// Every visitor a lead (docs/decisions-spec.md §15): from each calculator's result the
// visitor asks for a quote with its figures; the enquiry lands in the inbox with them and
// with where the visit came from; the contact page then shows a lasting confirmation. On a
// 390 px phone the header keeps the language switch and a call button in reach.
import type { Page } from '@playwright/test'

import { shellText } from '../src/app/layout/shell-text'
import { contactText } from '../src/contact/contact-text'
import { toolText } from '../src/tools/shared/tool-text'
import { LOCALES, expect, exportedEnquiries, open, seriousViolations, test, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

interface Stored {
  name: string
  contextTool: string | null
  contextLink: string | null
  contextSummary: string | null
  landingPath: string | null
  utmSource: string | null
  utmCampaign: string | null
}

const stored = () => exportedEnquiries<Stored>()

const DESCRIPTION = encodeURIComponent("Men's knitted cotton T-shirt")

/** A link per calculator that shows a result at once (the links frontend/e2e/tools-links-pdf.spec.ts copies). */
const TOOLS = [
  ['freight-calculator', '?serviceType=fcl40&containerType=reefer&destinationPort=NLRTM&originPorts=sgn%2Chph&cargoValue=50000&includeInsurance=true'],
  ['incoterms-calculator', '?exwPrice=10000&quantity=20&cargoType=general'],
  [
    'demurrage-calculator',
    '?containerNumber=MSCU1234567&etaDate=2026-03-06&currentDate=2026-03-16&freeTimeDays=5&dayType=working&chargeType=both&demurrageRate=20&detentionRate=25',
  ],
  ['hs-code-analyzer', `?productDescription=${DESCRIPTION}&customsValue=20000&originCountry=CN&destinationCountry=VN&dutyRate=20`],
] as const

async function sendQuote(page: Page, locale: Locale, name: string) {
  const t = texts(contactText, locale)
  const figures = page.getByTestId('quote-figures')
  await expect(figures).toBeVisible()
  const form = page.locator('form').filter({ has: page.getByLabel(t.fields.message) })
  // The message starts from the figures.
  await expect(form.getByLabel(t.fields.message)).toHaveValue(new RegExp(`^${t.quote.message('').trim()}`))
  await form.getByLabel(t.fields.name).fill(name)
  await form.getByRole('textbox', { name: t.fields.email }).fill('lan@example.vn')
  await form.getByLabel(t.fields.company).fill('Thủy sản Cửu Long')
  await form.getByRole('button', { name: t.send }).click()
  const confirmation = page.getByTestId('contact-confirmation')
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByText(t.confirmation.title, { exact: true })).toBeVisible()
  await expect(page.getByTestId('contact-reference')).toHaveText(/^[0-9a-f]{8}$/)
  expect(await seriousViolations(page)).toEqual([])
}

for (const locale of LOCALES) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test.describe(`leads in ${locale} on ${size}`, () => {
      test.use({ viewport })

      test('a quote from each calculator lands in the inbox with its summary and source', async ({ page }) => {
        test.setTimeout(90_000)
        const shared = texts(toolText, locale)
        // The visit starts on a campaign's link.
        await open(page, '/?utm_source=zalo&utm_campaign=tet-2027', locale)
        await waitForScreen(page, locale)
        for (const [tool, query] of TOOLS) {
          await open(page, `/tools/${tool}${query}`, locale)
          await waitForScreen(page, locale)
          expect(await seriousViolations(page)).toEqual([])
          await page.getByRole('button', { name: shared.requestQuote }).click()
          await expect(page).toHaveURL(/\/contact/)
          const name = `Lead ${tool} ${locale} ${size}`
          await sendQuote(page, locale, name)
          const enquiry = stored().find((e) => e.name === name)
          expect(enquiry, name).toBeDefined()
          expect(enquiry!.contextTool).toBe(tool)
          expect(enquiry!.contextLink).toContain(`/tools/${tool}?`)
          expect(enquiry!.contextSummary?.length).toBeGreaterThan(10)
          expect(enquiry!.landingPath).toBe('/')
          expect(enquiry!.utmSource).toBe('zalo')
          expect(enquiry!.utmCampaign).toBe('tet-2027')
        }
      })
    })
  }

  test(`phone header in ${locale}: language and call buttons at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const t = texts(shellText, locale)
    await open(page, '/', locale)
    await waitForScreen(page, locale)
    const call = page.getByTestId('header-call')
    await expect(call).toBeVisible()
    await expect(call).toHaveAttribute('href', /^tel:\+?[0-9]+$/)
    const language = page.getByTestId('header-language')
    await expect(language).toBeVisible()
    await expect(language).toHaveAccessibleName(t.switchLanguage)
    const box = await language.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
    await language.click()
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'vi' ? 'en' : 'vi')
  })
}
