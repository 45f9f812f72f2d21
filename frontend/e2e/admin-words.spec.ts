import { consoleText } from '../src/admin/console-text'
import { holidaysText } from '../src/admin/holidays/holidays-text'
import { SESSION_API, expect, openScreen, signIn, test, unique } from './admin-fixtures'
import { LOCALES, open, texts } from './fixtures'

/*
 * docs/decisions-spec.md §23: the owner never reads an internal code. Every console screen's
 * text is read, after the server has recorded the things that used to show as codes (a
 * quote from a calculator, activity of workers and the command line, a backup, a holiday),
 * for page ids, time-zone ids and activity kinds.
 */

/** What must never be on a screen: a calculator's page id, a zone id, an activity kind. */
const CODE =
  /\b(?:incoterms|fob-cif|freight|demurrage)-calculator\b|\bhs-code-analyzer\b|\b(?:Asia|Europe|America|Africa|Australia|Pacific)\/[A-Z]|\b(?:content|enquiry|settings|backup|session|owner|newsletter|rates|team|privacy|holidays|mail|media|subscription)\.[a-z_]+[A-Za-z]*\b/

/** The text of the screen's main part, without addresses (an e-mail's "owner.w0…@" is not a code). */
async function screenText(page: import('@playwright/test').Page) {
  const text = await page.getByRole('main').innerText()
  return text.replace(/[^\s@]+@[^\s@]+/g, '')
}

for (const locale of LOCALES) {
  test(`${locale}: no console screen shows an internal code`, async ({ page, guard, owner }) => {
    test.setTimeout(120_000)
    guard.allow(SESSION_API)
    const c = texts(consoleText, locale)
    const stamp = unique(locale)
    // A quote from a calculator: the inbox and the dashboard name the tool.
    const quote = await page.request.post('/api/contact', {
      data: {
        name: `Words ${stamp}`,
        email: `words.${stamp}@example.vn`,
        company: 'Công ty An Phát',
        message: 'Báo giá giúp tôi.',
        preferredLanguage: locale,
        context: { tool: 'freight-calculator', link: '/tools/freight-calculator?destinationPort=NLRTM', summary: 'Cước biển ước tính' },
      },
    })
    expect(quote.status()).toBe(201)
    await signIn(page, owner, locale)
    // A day added to a year: the activity names it in words.
    const origin = new URL(page.url()).origin
    const added = await page.request.post('/api/admin/holidays/2029/days', {
      data: { date: '2029-03-15', kind: 'compensatory' },
      headers: { Origin: origin },
    })
    expect(added.status()).toBe(200)

    for (const key of Object.keys(c.nav) as (keyof typeof c.nav)[]) {
      const nav = page.getByRole('navigation', { name: c.consoleNavigation })
      const menu = nav.getByRole('button', { name: new RegExp(`^${c.menu}`) })
      if (await menu.isVisible()) await menu.click()
      const link = nav.getByRole('link', { name: new RegExp(`^${c.nav[key]}`) })
      // Screens of other roles (none for an owner) are not in the menu.
      if ((await link.count()) === 0) continue
      await openScreen(page, c, new RegExp(`^${c.nav[key]}`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Lists load after the heading: wait for the loading lines to go.
      await expect(page.getByRole('main').getByText(/Đang tải|Loading/)).toHaveCount(0)
      expect(await screenText(page), `${key}`).not.toMatch(CODE)
    }
    // The inbox's enquiry itself names the calculator.
    await open(page, `/admin/enquiries?q=${encodeURIComponent(stamp)}`, locale)
    await page.getByRole('link', { name: new RegExp(`Words ${stamp}`) }).first().click()
    await expect(page.getByTestId('enquiry-context')).toContainText(locale === 'vi' ? 'Tính cước vận tải biển' : 'Freight Calculator')
    expect(await screenText(page)).not.toMatch(CODE)
    // The holidays screen after the added day.
    await open(page, '/admin/holidays', locale)
    await expect(page.getByRole('heading', { level: 1, name: texts(holidaysText, locale).title })).toBeVisible()
    expect(await screenText(page)).not.toMatch(CODE)
  })
}
