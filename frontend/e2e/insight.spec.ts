// Visit counting and the Dashboard (docs/decisions-spec.md §16): one page view per route change
// (none twice on hydration), the calculators' events, and the console's first screen with
// figures in both languages, on a desktop and a phone, axe clean.
import type { Page, Request } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { signInText } from '../src/admin/session/sign-in-text'
import { shellText } from '../src/app/layout/shell-text'
import { dashboardText } from '../src/admin/dashboard/dashboard-text'
import { incotermsText } from '../src/tools/incoterms/incoterms-text'
import { toolText } from '../src/tools/shared/tool-text'
import { SESSION_API, signIn, test } from './admin-fixtures'
import { LOCALES, expect, open, seriousViolations, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

// Headless Chromium says "HeadlessChrome", which the server counts as a bot: these visits
// come as the desktop Chrome they stand for.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
})

interface SentEvent {
  type: string
  path: string
  referrer?: string
  tool?: string
  lang?: string
}

/** Every event the page sends to /api/events, as sent. */
function recordEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events') {
      sent.push(JSON.parse(request.postData() ?? '{}') as SentEvent)
    }
  })
  return sent
}

/** Opens the Incoterms calculator at `path` and calculates a simple case. */
async function calculateIncoterms(page: Page, path: string, locale: Locale) {
  const t = texts(incotermsText, locale)
  await open(page, path, locale)
  await waitForScreen(page, locale)
  await page.getByLabel(t.exwPrice).fill('10000')
  await page.getByLabel(t.quantity).first().fill('20')
  await page.getByRole('button', { name: texts(toolText, locale).calculate }).click()
}

const pageviews = (sent: SentEvent[]) => sent.filter((e) => e.type === 'pageview')

test('one page view per route change, none twice on hydration', async ({ page, baseURL, guard }) => {
  guard.allow(SESSION_API)
  const sent = recordEvents(page)
  await open(page, '/?utm_source=zalo&utm_campaign=e2e', 'vi')
  await expect.poll(() => pageviews(sent).length).toBe(1)
  expect(pageviews(sent)[0]).toMatchObject({ path: '/?utm_source=zalo&utm_campaign=e2e', lang: 'vi' })
  // None twice on hydration: the link below routes only once the app has hydrated, so a
  // second view from hydration would come before /services in the sequence checked below.

  const shell = texts(shellText, 'vi')
  await page.getByRole('navigation', { name: shell.mainNavigation }).getByRole('link', { name: shell.nav.services, exact: true }).click()
  // The address bar carries the language (docs/decisions-spec.md §22).
  await expect(page).toHaveURL(/\/services\?lang=vi$/)
  await expect.poll(() => pageviews(sent).length).toBe(2)
  expect(pageviews(sent)[1]).toEqual({
    type: 'pageview',
    path: '/services',
    referrer: `${baseURL}/?utm_source=zalo&utm_campaign=e2e`,
    lang: 'vi',
  })
  await page.goBack()
  await expect.poll(() => pageviews(sent).length).toBe(3)
  // The console is never counted: a public page opened after it is the next view, so a view
  // from the console would stand before it in the sequence.
  await page.goto('/admin/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: texts(signInText, 'vi').title })).toBeVisible()
  await page.goto('/services')
  await expect.poll(() => pageviews(sent).length).toBeGreaterThanOrEqual(4)
  expect(pageviews(sent).map((e) => e.path)).toEqual([
    '/?utm_source=zalo&utm_campaign=e2e',
    '/services',
    '/?utm_source=zalo&utm_campaign=e2e',
    '/services',
  ])
})

test('the calculators send their events', async ({ page, context }) => {
  const sent = recordEvents(page)
  const shared = texts(toolText, 'en')
  await calculateIncoterms(page, '/tools/incoterms-calculator', 'en')
  await expect.poll(() => sent.filter((e) => e.type === 'calculated')).toEqual([
    { type: 'calculated', path: '/tools/incoterms-calculator', tool: 'incoterms-calculator', lang: 'en' },
  ])
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: shared.copyLink }).click()
  await expect.poll(() => sent.filter((e) => e.type === 'link').length).toBe(1)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: shared.exportPdf }).click()])
  await download.path()
  await expect.poll(() => sent.filter((e) => e.type === 'pdf').map((e) => e.tool)).toEqual(['incoterms-calculator'])
  // Asking for a quote with the figures is the tool's last event, sent before the contact form opens.
  await page.getByRole('button', { name: shared.requestQuote }).click()
  // At its form, in the page's language (docs/decisions-spec.md §22).
  await expect(page).toHaveURL(/\/contact\?lang=en#contact-form$/)
  await expect
    .poll(() => sent.filter((e) => e.type === 'quote'))
    .toEqual([{ type: 'quote', path: '/tools/incoterms-calculator', tool: 'incoterms-calculator', lang: 'en' }])
})

for (const locale of LOCALES) {
  test(`${locale}: the Dashboard shows what was counted, on a desktop and a phone, axe clean`, async ({ page, guard, owner }) => {
    test.setTimeout(60_000)
    guard.allow(SESSION_API)
    const t = texts(dashboardText, locale)
    const c = texts(consoleText, locale)
    // A visit from a campaign link that used a calculator.
    // The calculation's event answered before the page is left (it must not be cut off).
    const calculated = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/events' && (r.request().postData() ?? '').includes('"calculated"'),
    )
    await calculateIncoterms(page, `/tools/incoterms-calculator?utm_source=e2e-${locale}&utm_campaign=dashboard`, locale)
    await calculated

    await signIn(page, owner, locale)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: c.consoleNavigation }).getByRole('link', { name: c.nav.dashboard })).toHaveAttribute('aria-current', 'page')
    // The events are written within a second: the figures follow a reload at most.
    const sources = page.getByRole('region', { name: t.tables.sources })
    await expect(async () => {
      await page.reload()
      await expect(sources.getByRole('cell', { name: `e2e-${locale}` })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByRole('region', { name: t.tables.campaigns }).getByRole('cell', { name: 'dashboard' })).toBeVisible()
    // The calculator by its name, not its page id (§23).
    await expect(page.getByRole('region', { name: t.tables.tools }).getByRole('cell', { name: c.tools['incoterms-calculator'] })).toBeVisible()
    await expect(page.getByRole('region', { name: t.tables.pages }).getByRole('cell', { name: '/tools/incoterms-calculator' })).toBeVisible()
    await expect(page.getByTestId('visits-chart').locator('canvas')).toBeVisible()
    await expect(page.getByRole('img', { name: new RegExp(t.chartTitle) })).toBeVisible()
    expect(await seriousViolations(page), 'dashboard').toEqual([])

    await page.getByRole('button', { name: t.periods.year }).click()
    await expect(page.getByRole('button', { name: t.periods.year })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: t.chartMonthly })).toBeVisible()

    // A phone: nothing wider than the screen but the tables' own scrolling.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByTestId('visits-chart').locator('canvas')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page), 'dashboard on a phone').toEqual([])
  })
}
