import { consoleText } from '../src/admin/console-text'
import { mailText } from '../src/admin/mail/mail-text'
import { noticeText } from '../src/admin/ui/notice-list'
import { expect, openScreen, SESSION_API, signIn, test, unique } from './admin-fixtures'
import { LOCALES, open, seriousViolations, texts } from './fixtures'

/*
 * The Mail screen with a mail server that refuses connections: the failure said in the
 * owner's language above the server's own words, the list refreshing itself while a message
 * retries, and the message cancelled. It changes the SMTP URL every page's notices use, so
 * it runs in its own project, alone, after the others (playwright.config.ts).
 */
// One at a time: a refused connection pauses the sender until the mail settings change
// (docs/decisions-spec.md §21), which each test's cleanup does for the next.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** A port nothing listens on (discard, never served here): every connection is refused. */
const DEAD_SMTP = 'smtp://127.0.0.1:9'

async function setSmtp(page: import('@playwright/test').Page, url: string) {
  const current = await page.request.get('/api/admin/settings')
  const version = current.headers()['etag']
  const settings = (await current.json()) as Record<string, unknown>
  delete settings.smtpConfigured
  delete settings.smtpFromEnv
  const saved = await page.request.put('/api/admin/settings', {
    data: { ...settings, smtpUrl: url },
    headers: { Origin: new URL(page.url()).origin, ...(version ? { 'If-Match': version } : {}) },
  })
  expect(saved.status()).toBe(200)
}

for (const locale of LOCALES) {
  test(`${locale}: a refused connection is said in the owner's language, and the message is cancelled`, async ({ page, guard, owner }) => {
    guard.allow(SESSION_API)
    const t = texts(mailText, locale)
    const n = texts(noticeText, locale)
    const c = texts(consoleText, locale)
    const to = `mail.${unique(locale)}@example.vn`
    await signIn(page, owner, locale)
    await setSmtp(page, DEAD_SMTP)
    try {
      await open(page, '/admin/mail', locale)
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      await page.getByLabel(t.testTo).fill(to)
      await page.getByRole('button', { name: t.testSend }).click()
      const item = page.getByRole('list', { name: t.recent }).getByRole('listitem').filter({ hasText: to })
      // No click on Refresh: the list follows the retrying message by itself.
      await expect(item).toContainText(n.state.retrying, { timeout: 15_000 })
      await expect(item).toContainText(n.errorKind.connectionRefused)
      await expect(item).toContainText(n.technical)
      expect(await seriousViolations(page)).toEqual([])
      await item.getByRole('button', { name: n.cancel }).click()
      await expect(item).toContainText(n.state.cancelled)
      await expect(item).toContainText(n.errorKind.cancelled)
      await expect(item.getByRole('button', { name: n.cancel })).toHaveCount(0)
      // The activity list records it.
      await openScreen(page, c, c.nav.activity)
      await expect(page.getByRole('main')).toContainText(to)
    } finally {
      await setSmtp(page, '')
    }
  })
}
