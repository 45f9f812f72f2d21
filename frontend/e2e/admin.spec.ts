import type { Page } from '@playwright/test'

import { accountText } from '../src/admin/account/account-text'
import { activityText } from '../src/admin/activity/activity-text'
import { consoleText } from '../src/admin/console-text'
import { enquiriesText } from '../src/admin/enquiries/enquiries-text'
import { mailText } from '../src/admin/mail/mail-text'
import { signInText } from '../src/admin/session/sign-in-text'
import { settingsText } from '../src/admin/settings/settings-text'
import { subscribersText } from '../src/admin/subscribers/subscribers-text'
import { blogText } from '../src/blog/blog-text'
import { contactText } from '../src/contact/contact-text'
import { expect, openScreen, SESSION_API, signIn, signInOnPage, test, unique, WIDTHS } from './admin-fixtures'
import { LOCALES, expectToast, open, seriousViolations, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

/** Sends an enquiry through the contact form, as a visitor would. */
async function sendEnquiry(page: Page, locale: Locale, name: string) {
  const t = texts(contactText, locale)
  await open(page, '/contact', locale)
  await waitForScreen(page, locale)
  const form = page.locator('form').filter({ has: page.getByLabel(t.fields.message) })
  await form.getByLabel(t.fields.name).fill(name)
  await form.getByRole('textbox', { name: t.fields.email }).fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.com`)
  await form.getByLabel(t.fields.company).fill('Công ty TNHH An Phát')
  await form.getByLabel(t.fields.message).fill(`Cần báo giá FCL 40 đi Rotterdam. ${name}`)
  const answer = page.waitForResponse(/\/api\/contact$/)
  await form.getByRole('button', { name: t.send }).click()
  expect((await answer).status()).toBe(201)
}

for (const width of WIDTHS) {
  test.describe(`console, ${width.name} ${width.viewport.width}px`, () => {
    test.use({ viewport: width.viewport })
    // Each test is a whole visit (the public page, sign-in, several console screens).
    test.describe.configure({ timeout: 90_000 })

    for (const locale of LOCALES) {
      test(`${locale}: sign in, find an enquiry sent from /contact, change its status and add a note`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const t = texts(enquiriesText, locale)
        const c = texts(consoleText, locale)
        const name = `Nguyễn Văn Khách ${unique(locale)}`
        await sendEnquiry(page, locale, name)

        await signInOnPage(page, owner, locale)
        await openScreen(page, c, new RegExp(`^${c.nav.enquiries}`))
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        // The navigation counts the new enquiries (this one at least).
        // The count of new enquiries: on the Inbox link, or on a phone's closed Menu button.
        await expect(page.locator('[data-testid="new-count"]:visible').first()).toContainText(/\d/)
        await page.getByRole('searchbox', { name: t.searchLabel }).fill(name)
        await page.getByRole('search', { name: t.searchLabel }).getByRole('button', { name: c.search }).click()
        await expect(page).toHaveURL(/q=/)
        const row = page.getByRole('link', { name: t.open(name) })
        await expect(row).toBeVisible()
        await expect(row).toContainText(t.status.new)
        await row.click()

        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
        await page.getByLabel(t.statusFilter, { exact: true }).selectOption('contacted')
        await page.getByRole('button', { name: t.saveStatus }).click()
        await expectToast(page, c.savedTitle, t.statusSaved(t.status.contacted))

        const note = locale === 'vi' ? 'Đã gọi điện, khách hẹn gửi danh sách hàng thứ Hai.' : 'Called; they send the packing list on Monday.'
        await page.getByLabel(t.newNote).fill(note)
        await page.getByRole('button', { name: t.addNote }).click()
        await expectToast(page, c.savedTitle, t.noteAdded)
        const notes = page.getByRole('list', { name: t.notes })
        await expect(notes).toContainText(note)
        await expect(notes).toContainText(owner.email)

        // Stored on the server, not only on screen.
        await page.reload()
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
        await expect(page.getByRole('list', { name: t.notes })).toContainText(note)
        await expect(page.getByLabel(t.statusFilter, { exact: true })).toHaveValue('contacted')

        // Filtering by status finds it among the contacted ones only.
        await open(page, `/admin/enquiries?status=contacted&q=${encodeURIComponent(name)}`, locale)
        await expect(page.getByRole('link', { name: t.open(name) })).toBeVisible()
        await open(page, `/admin/enquiries?status=new&q=${encodeURIComponent(name)}`, locale)
        await expect(page.getByText(t.emptyFiltered)).toBeVisible()
      })

      test(`${locale}: subscribe on /blog, then find the address in Subscribers`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const b = texts(blogText, locale)
        const t = texts(subscribersText, locale)
        const email = `reader.${unique(locale)}@example.vn`
        await open(page, '/blog', locale)
        await waitForScreen(page, locale)
        await page.getByLabel(b.emailLabel).fill(email)
        const answer = page.waitForResponse(/\/api\/subscriptions$/)
        await page.getByRole('button', { name: b.subscribe }).click()
        const response = await answer
        expect(response.status()).toBe(201)
        await expectToast(page, b.subscribedTitle, ((await response.json()) as { message: string }).message)

        await signIn(page, owner, locale)
        await openScreen(page, texts(consoleText, locale), texts(consoleText, locale).nav.subscribers)
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        await page.getByRole('searchbox', { name: t.searchLabel }).fill(email)
        await page.getByRole('button', { name: texts(consoleText, locale).search }).click()
        const list = page.getByRole('list', { name: t.title })
        await expect(list).toContainText(email)
        await expect(list).toContainText(t.source.blog)
        await expect(list).toContainText(t.language[locale])
      })

      test(`${locale}: a wrong current password is said beside that field, and the owner stays signed in`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        // The server's 403 for the wrong password is the answer this test expects.
        guard.allow(/\/api\/admin\/password$/)
        const c = texts(consoleText, locale)
        const t = texts(accountText, locale)
        // From an address of its own (the suite's server trusts X-Forwarded-For): a wrong
        // password counts against the address it came from (src/owners/lockout.rs), and the
        // rest of the suite signs in from 127.0.0.1, which 5 failures in 15 minutes lock out.
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${(test.info().workerIndex % 250) + 1}` })
        await signIn(page, owner, locale)
        await openScreen(page, c, new RegExp(`^${c.nav.account}`))
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
        const current = page.getByLabel(new RegExp(`^${t.current}`))
        await current.fill(`not-${owner.password}`)
        await page.getByLabel(new RegExp(`^${t.next}`)).fill('a-new-password-never-set')
        await page.getByLabel(new RegExp(`^${t.repeat}`)).fill('a-new-password-never-set')
        const answer = page.waitForResponse(/\/api\/admin\/password$/)
        await page.getByRole('button', { name: t.change }).click()
        expect((await answer).status()).toBe(403)
        await expect(current).toHaveAttribute('aria-invalid', 'true')
        await expect(current).toHaveAccessibleDescription(new RegExp(c.errors.wrongPassword))
        await expect(current).toBeFocused()
        // Still signed in: another screen opens without the sign-in page.
        await openScreen(page, c, new RegExp(`^${c.nav.activity}`))
        await expect(page.getByRole('heading', { level: 1, name: texts(activityText, locale).title })).toBeVisible()
      })

      test(`${locale}: axe finds nothing serious on any console page`, async ({ page, guard, owner }) => {
        guard.allow(SESSION_API)
        const c = texts(consoleText, locale)
        const name = `Trần Thị Axe ${unique(locale)}`
        await sendEnquiry(page, locale, name)
        await open(page, '/admin/sign-in', locale)
        await expect(page.getByRole('heading', { level: 1, name: texts(signInText, locale).title })).toBeVisible()
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        expect(await seriousViolations(page), 'sign-in').toEqual([])

        await signInOnPage(page, owner, locale)
        const screens = [
          { nav: c.nav.enquiries, title: texts(enquiriesText, locale).title },
          { nav: c.nav.subscribers, title: texts(subscribersText, locale).title },
          { nav: c.nav.settings, title: texts(settingsText, locale).title },
          { nav: c.nav.mail, title: texts(mailText, locale).title },
          { nav: c.nav.account, title: texts(accountText, locale).title },
          { nav: c.nav.activity, title: texts(activityText, locale).title },
        ]
        for (const screen of screens) {
          await openScreen(page, c, new RegExp(`^${screen.nav}`))
          await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible()
          await expect(page.getByText(texts(consoleText, locale).errorTitle)).toHaveCount(0)
          await expect(page.getByRole('status').filter({ hasText: /\.\.\.$/ })).toHaveCount(0)
          expect(await seriousViolations(page), screen.title).toEqual([])
        }
        // The enquiry this test sent, opened from the inbox.
        await openScreen(page, c, new RegExp(`^${c.nav.enquiries}`))
        await page.getByRole('link', { name: texts(enquiriesText, locale).open(name) }).click()
        await expect(page.getByRole('heading', { name: texts(enquiriesText, locale).notes })).toBeVisible()
        expect(await seriousViolations(page), 'enquiry').toEqual([])
      })
    }
  })
}
