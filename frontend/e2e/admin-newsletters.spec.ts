import { execFileSync } from 'node:child_process'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { newslettersText } from '../src/admin/newsletters/newsletters-text'
import { SESSION_API, dataDir, expect, openScreen, signIn, test, unique } from './admin-fixtures'
import { texts, toast } from './fixtures'
import type { Locale } from './fixtures'
import { smtpSink, useSmtp } from './smtp-sink'

/**
 * docs/decisions-spec.md §17: the owner writes a newsletter from a post in the console,
 * previews it as mailed, sends a test to themselves and sends it; each subscriber gets it in
 * their language, through a local SMTP server this spec runs. In Vietnamese on a desktop and
 * in English on a phone.
 */

/**
 * Confirmed subscribers, written straight into the database: confirming an address by its
 * e-mailed link is the double opt-in's own flow (docs/decisions-spec.md §17), tested on its side.
 */
function confirmedSubscribers(emails: Array<[string, Locale]>) {
  const rows = emails.map(([email, language]) => [email, email, language, 'blog', `token-${email}`])
  execFileSync('python3', [
    '-c',
    `import sqlite3, sys, json
db = sqlite3.connect(sys.argv[1], timeout=10)
db.executemany("INSERT INTO subscriptions (id, email, language, source, unsubscribe_token, confirmed_at) VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))", json.loads(sys.argv[2]))
db.commit()`,
    path.join(dataDir(), 'tradelane.db'),
    JSON.stringify(rows),
  ])
}

/**
 * The serious and critical axe violations of the console page. The preview's frame is left
 * out: it runs no script (axe cannot enter it), and it is the e-mail, not the console.
 */
async function seriousViolations(page: Page) {
  // Checked where it is (fixtures.ts, seriousViolations): the one frame is left out.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude('iframe[sandbox]')
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ rule: v.id, help: v.help }))
}

const RUNS = [
  { locale: 'vi' as const, viewport: { width: 1280, height: 800 } },
  { locale: 'en' as const, viewport: { width: 390, height: 844 } },
]

test.describe('newsletter', () => {
  // One SMTP URL for the whole server: the two runs take turns.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let sink: Awaited<ReturnType<typeof smtpSink>>
  test.beforeAll(async () => {
    sink = await smtpSink()
  })
  test.afterAll(() => {
    sink.server.close()
  })

  for (const run of RUNS) {
    test(`${run.locale} console, ${run.viewport.width}px: compose from a post, preview, test and send`, async ({ page, guard, owner }) => {
      guard.allow(SESSION_API)
      guard.allow(/\/api\/admin\/newsletters\/\d+\/preview\.html\?/)
      await page.setViewportSize(run.viewport)
      const { locale } = run
      const t = texts(newslettersText, locale)
      const c = texts(consoleText, locale)
      const stamp = unique(locale)
      const vi = `an.${stamp}@example.vn`
      const en = `ben.${stamp}@example.com`
      confirmedSubscribers([
        [vi, 'vi'],
        [en, 'en'],
      ])
      await signIn(page, owner, locale)
      await useSmtp(page, `smtp://127.0.0.1:${sink.port}`)

      // The list, reached from the console's navigation.
      await openScreen(page, c, new RegExp(`^${c.nav.newsletters}`))
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      expect(await seriousViolations(page), 'list').toEqual([])

      // Compose: everyone, from the latest post, with each language's own words.
      await page.getByRole('link', { name: t.newNewsletter }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.composeTitle })).toBeVisible()
      await page.getByLabel(t.audienceLabel).selectOption('all')
      await expect(page.getByLabel(t.post).locator('option')).not.toHaveCount(1)
      await page.getByLabel(t.post).selectOption({ index: 1 })
      const subjectVi = `Bản tin tháng này ${stamp}`
      const subjectEn = `This month's letter ${stamp}`
      await page.getByRole('group', { name: t.vietnamese }).getByLabel(t.subject).fill(subjectVi)
      await page.getByRole('group', { name: t.vietnamese }).getByLabel(t.body).fill(`Kính gửi quý khách, **ưu đãi** cước tháng này. ${stamp}`)
      await page.getByRole('group', { name: t.english }).getByLabel(t.subject).fill(subjectEn)
      await page.getByRole('group', { name: t.english }).getByLabel(t.body).fill(`Dear client, this month's **rates**. ${stamp}`)
      expect(await seriousViolations(page), 'compose').toEqual([])
      await page.getByRole('button', { name: t.save }).click()
      await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: subjectVi })).toBeVisible()

      // The preview is the letter as mailed, in a frame that runs nothing; each language.
      const frame = page.frameLocator('iframe')
      await expect(page.locator('iframe')).toHaveAttribute('sandbox', '')
      await expect(frame.getByText(`ưu đãi`)).toBeVisible()
      await expect(frame.getByRole('link', { name: 'Hủy đăng ký nhận bản tin' })).toBeVisible()
      await page.getByRole('button', { name: t.languageName.en, exact: true }).click()
      await expect(page.locator('iframe')).toHaveAttribute('title', t.previewFrame(t.languageName.en))
      await expect(frame.getByText('rates')).toBeVisible()
      await expect(frame.getByRole('link', { name: 'Read the article' })).toBeVisible()
      expect(await seriousViolations(page), 'newsletter').toEqual([])

      // A test to the signed-in owner, one per language.
      await page.getByRole('button', { name: t.test }).click()
      await expect(toast(page)).toBeVisible()
      await expect.poll(() => sink.mails.filter((m) => m.to.includes(owner.email) && m.data.includes(stamp)).length).toBe(2)

      // Send now, after confirming; each subscriber gets their language's letter once.
      await page.getByRole('button', { name: t.sendNow }).click()
      const dialog = page.getByRole('alertdialog', { name: t.confirmSendTitle })
      await dialog.getByRole('button', { name: t.sendNow }).click()
      await expect(page.getByText(t.alreadySent)).toBeVisible()
      await expect.poll(() => sink.mails.filter((m) => m.to.includes(vi) || m.to.includes(en)).length, { timeout: 20_000 }).toBe(2)
      const toVi = sink.mails.find((m) => m.to.includes(vi))!
      const toEn = sink.mails.find((m) => m.to.includes(en))!
      expect(toVi.data).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
      expect(toVi.data).toContain(`token-${vi}`)
      expect(toEn.data).toContain(`token-${en}`)
      const recipients = page.getByRole('list', { name: t.recipients })
      await expect(recipients.getByRole('listitem').filter({ hasText: vi })).toContainText(t.recipientState.sent, { timeout: 20_000 })
      await expect(recipients.getByRole('listitem').filter({ hasText: en })).toContainText(t.recipientState.sent)
      expect(await seriousViolations(page), 'sent').toEqual([])

      // The campaign in the list, with its counts.
      await page.getByRole('link', { name: t.back }).click()
      await expect(page.getByRole('link', { name: subjectVi })).toBeVisible()
      await useSmtp(page, '')
    })
  }
})
