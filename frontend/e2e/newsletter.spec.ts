import { blogText } from '../src/blog/blog-text'
import { consoleText } from '../src/admin/console-text'
import { subscribersText } from '../src/admin/subscribers/subscribers-text'
import { confirmText } from '../src/unsubscribe/confirm-text'
import { SESSION_API, expect, openScreen, signIn, test, unique } from './admin-fixtures'
import { LOCALES, expectToast, open, seriousViolations, texts, waitForScreen } from './fixtures'

/*
 * docs/decisions-spec.md §17: the subscription box tells the truth (a confirmation e-mail comes first), the
 * confirmation page speaks both languages, and the owner imports a list and reads its report.
 */
for (const locale of LOCALES) {
  test(`${locale}: subscribing on /blog says to check the inbox for the confirmation`, async ({ page }) => {
    const b = texts(blogText, locale)
    await open(page, '/blog', locale)
    await waitForScreen(page, locale)
    await expect(page.getByText(b.newsletterConsent)).toBeVisible()
    await page.getByLabel(b.emailLabel).fill(`reader.${unique(locale)}@example.vn`)
    const answer = page.waitForResponse(/\/api\/subscriptions$/)
    await page.getByRole('button', { name: b.subscribe }).click()
    const response = await answer
    expect(response.status()).toBe(201)
    // The box sent the page and the words it showed: the consent's record.
    const sent = response.request().postDataJSON() as { page: string; consentText: string }
    expect(sent.page).toBe('/blog')
    expect(sent.consentText).toBe(b.newsletterConsent)
    await expectToast(page, b.subscribedTitle, locale === 'vi' ? 'hãy mở hộp thư' : 'check your inbox')
  })

  test(`${locale}: the confirmation page asks for a press and says why a link does not work`, async ({ page, guard }) => {
    guard.allow(/\/api\/subscriptions\/confirm$/)
    const t = texts(confirmText, locale)
    await open(page, '/subscribe/confirm', locale)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByText(t.noToken)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await open(page, '/subscribe/confirm?token=not-a-real-token', locale)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const answer = page.waitForResponse(/\/api\/subscriptions\/confirm$/)
    await page.getByRole('button', { name: t.button }).click()
    expect((await answer).status()).toBe(404)
    await expect(page.getByRole('alert')).toContainText(locale === 'vi' ? 'không hợp lệ hoặc đã hết hạn' : 'not valid or has expired')
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`${locale}: a pressed link confirms and says so`, async ({ page }) => {
    const t = texts(confirmText, locale)
    // The server's 204 for a good token (its own test is tests/api/optin.rs): the page's part.
    await page.route('**/api/subscriptions/confirm', (route) => route.fulfill({ status: 204, body: '' }))
    await open(page, '/subscribe/confirm?token=abc', locale)
    await page.getByRole('button', { name: t.button }).click()
    // The page's own status line (the shell has live regions of its own).
    await expect(page.getByRole('status').filter({ hasText: t.done })).toHaveText(t.done)
    await expect(page.getByRole('button', { name: t.button })).toHaveCount(0)
  })

  test(`${locale}: the owner imports a CSV list and reads the report`, async ({ page, guard, owner }) => {
    guard.allow(SESSION_API)
    const t = texts(subscribersText, locale)
    const c = texts(consoleText, locale)
    const stamp = unique(locale)
    await signIn(page, owner, locale)
    await openScreen(page, c, c.nav.subscribers)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()

    // A refused line: nothing imported, the line and the reason shown.
    const bad = `email,language,consent_basis,consent_date\nok.${stamp}@example.vn,vi,hội thảo,2025-10-01\nnot-an-address,en,fair,2025-10-01\n`
    await page.getByLabel(t.importFile).setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) })
    const report = page.getByRole('status').filter({ hasText: t.reportTitle })
    await expect(report).toContainText(t.nothingImported)
    await expect(report).toContainText(t.refusedTitle('1'))
    await expect(report).toContainText(`${t.line('3')}:`)
    expect(await seriousViolations(page)).toEqual([])

    // A good file (with a BOM and a repeat): imported, the repeat skipped.
    const good = `\ufeffemail,language,consent_basis,consent_date\nok.${stamp}@example.vn,${locale},hội thảo,2025-10-01\nOK.${stamp}@example.vn,en,fair,2025-10-02\n`
    await page.getByLabel(t.importFile).setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(good) })
    await expect(report).toContainText(t.imported('1'))
    await expect(report).toContainText(t.skippedTitle('1'))
    await page.getByRole('searchbox', { name: t.searchLabel }).fill(stamp)
    await page.getByRole('button', { name: c.search }).click()
    const list = page.getByRole('list', { name: t.title })
    await expect(list).toContainText(`ok.${stamp}@example.vn`)
    await expect(list).toContainText(t.state.confirmed)
    await expect(list).toContainText(t.source.import)
    await list.getByText(t.consent).first().click()
    await expect(list).toContainText('2025-10-01')
    expect(await seriousViolations(page)).toEqual([])
  })
}
