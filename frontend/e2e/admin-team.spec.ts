import type { Browser, Page } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { enquiriesText } from '../src/admin/enquiries/enquiries-text'
import { invitationText } from '../src/admin/session/invitation-text'
import { signInText } from '../src/admin/session/sign-in-text'
import { teamText } from '../src/admin/team/team-text'
import { smtpSink } from './smtp-sink'
import type { Mail } from './smtp-sink'
import { SESSION_API, dataDir, expect, signIn, test, tradelane, unique, openScreen } from './admin-fixtures'
import { seriousViolations, texts, toast } from './fixtures'
import type { Locale } from './fixtures'

/*
 * docs/decisions-spec.md §25, as an owner with two staff would try it: the owner invites a
 * salesperson from the Team screen; the salesperson opens the e-mailed link (read from a
 * local SMTP server this spec runs) on a phone, in English, sets a password, sees only what
 * sales may do, assigns an enquiry to themself and adds a note. An editor cannot open
 * Settings or Backups. It points the server's SMTP at its own sink, so it runs in its own
 * project, alone, after the others (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

/** A message's text body, decoded from its transfer encoding (base64 or quoted-printable). */
function bodyOf(mail: Mail): string {
  const split = mail.data.indexOf('\r\n\r\n')
  const head = mail.data.slice(0, split).toLowerCase()
  const body = mail.data.slice(split + 4)
  if (head.includes('content-transfer-encoding: base64')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (head.includes('content-transfer-encoding: quoted-printable')) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
  }
  return body
}

/** Points the server's SMTP at `url` (the console's own settings API, as the Settings screen does). */
async function useSmtp(page: Page, url: string) {
  const origin = new URL(page.url()).origin
  const answer = await page.request.get('/api/admin/settings')
  const settings = (await answer.json()) as Record<string, unknown>
  delete settings.smtpConfigured
  delete settings.smtpFromEnv
  const saved = await page.request.put('/api/admin/settings', {
    data: { ...settings, smtpUrl: url, email: settings.email || 'hello@tradelane.example' },
    headers: { 'If-Match': answer.headers().etag ?? '', Origin: origin },
  })
  expect(saved.status()).toBe(200)
}

/** A page of its own (another person, another browser), in `locale`, at `width`×`height`. */
async function personPage(browser: Browser, viewport: { width: number; height: number }, locale: Locale) {
  const context = await browser.newContext({ viewport, locale: locale === 'en' ? 'en-GB' : 'vi-VN', isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  return context.newPage()
}

/** Signs in on the sign-in page; the console opens the role's first screen. */
async function signInAs(page: Page, email: string, password: string, locale: Locale) {
  const t = texts(signInText, locale)
  await page.goto(`/admin/sign-in${locale === 'en' ? '?lang=en' : ''}`)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password).fill(password)
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('navigation', { name: texts(consoleText, locale).consoleNavigation })).toBeVisible()
}

/** The names of the console's navigation links. */
async function navNames(page: Page, locale: Locale) {
  const c = texts(consoleText, locale)
  const nav = page.getByRole('navigation', { name: c.consoleNavigation })
  // On a phone the screens sit behind the Menu button: opened to read them, closed after.
  const menu = nav.getByRole('button', { name: new RegExp(`^${c.menu}`) })
  const phone = await menu.isVisible()
  if (phone) {
    await menu.click()
    await expect(nav.getByRole('link').first()).toBeVisible()
  }
  // Each link's first line: the Inbox's count of new enquiries follows its name.
  const names = (await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.replace(/\d+/g, '').trim())
  if (phone) await menu.click()
  return names
}

test.describe('team', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>
  test.beforeAll(async () => {
    sink = await smtpSink()
  })
  test.afterAll(() => {
    sink.server.close()
  })

  test('the owner invites a salesperson, who joins on a phone in English and takes an enquiry', async ({ page, guard, owner, browser }) => {
    guard.allow(SESSION_API)
    const stamp = unique('en')
    const salesEmail = `sales.${stamp}@example.vn`
    const t = texts(teamText, 'vi')
    const c = texts(consoleText, 'vi')
    await signIn(page, owner, 'vi')
    await useSmtp(page, `smtp://127.0.0.1:${sink.port}`)
    try {
      // The Team screen, from the owner's navigation.
      await openScreen(page, c, c.nav.team)
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      await page.getByLabel(t.inviteEmail).fill(salesEmail)
      await page.getByLabel(t.inviteRole, { exact: true }).selectOption('sales')
      await page.getByLabel(t.inviteLanguage).selectOption('en')
      await page.getByRole('button', { name: t.send }).click()
      await expect(toast(page)).toContainText(t.invited(salesEmail))
      const invitation = page.getByTestId('team-invitation').filter({ hasText: salesEmail })
      await expect(invitation).toContainText(t.roles.sales)
      expect(await seriousViolations(page), 'team screen').toEqual([])

      // The link, from the e-mail the sink received.
      await expect.poll(() => sink.mails.some((m) => m.to.includes(salesEmail)), { timeout: 20_000 }).toBe(true)
      const mail = bodyOf(sink.mails.find((m) => m.to.includes(salesEmail))!)
      const link = /\/admin\/invitation\?token=[^\s]+/.exec(mail)?.[0]
      expect(link, mail).toBeTruthy()

      // On a phone, in English (the invitation's language): a password, then signed in.
      const phone = await personPage(browser, { width: 390, height: 844 }, 'en')
      const i = texts(invitationText, 'en')
      const e = texts(enquiriesText, 'en')
      const ce = texts(consoleText, 'en')
      await phone.goto(link!)
      await expect(phone.getByRole('heading', { level: 1, name: i.title })).toBeVisible()
      expect(await seriousViolations(phone), 'invitation page').toEqual([])
      await phone.getByLabel(new RegExp(`^${i.password}`)).fill('tugboat-harbour-17-lanterns')
      await phone.getByLabel(new RegExp(`^${i.repeat}`)).fill('tugboat-harbour-17-lanterns')
      await phone.getByRole('button', { name: i.accept }).click()
      await expect(phone.getByRole('heading', { level: 1, name: i.doneTitle })).toBeVisible()
      await expect(phone.getByText(i.done(salesEmail))).toBeVisible()
      await phone.getByRole('link', { name: i.later }).click()

      // Only what sales may do: no Settings, Backups, Content or Team.
      await expect(phone.getByRole('navigation', { name: ce.consoleNavigation })).toBeVisible()
      expect(await navNames(phone, 'en')).toEqual([ce.nav.dashboard, ce.nav.enquiries, ce.nav.subscribers, ce.nav.account])

      // An enquiry arrives; the salesperson takes it and notes the call.
      const name = `Nguyễn Thị Lan ${stamp}`
      const sent = await phone.request.post('/api/contact', {
        data: { name, email: 'lan@example.vn', company: 'An Phát', message: `Báo giá FCL Cát Lái → Busan ${stamp}`, preferredLanguage: 'vi' },
      })
      expect(sent.status()).toBe(201)
      await openScreen(phone, ce, new RegExp(`^${ce.nav.enquiries}`))
      const search = phone.getByRole('searchbox', { name: e.searchLabel })
      await search.fill(stamp)
      await search.press('Enter')
      await phone.getByRole('link', { name: e.open(name) }).click()
      await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible()
      await phone.getByRole('button', { name: e.assignToMe }).click()
      await expect(toast(phone)).toContainText(e.assigned(salesEmail))
      await expect(phone.getByRole('button', { name: e.assignToMe })).toHaveCount(0)
      await phone.getByLabel(new RegExp(`^${e.newNote}`)).fill('Called back: quote on Monday.')
      await phone.getByRole('button', { name: e.addNote }).click()
      const notes = phone.getByRole('list', { name: e.notes })
      await expect(notes).toContainText('Called back: quote on Monday.')
      await expect(notes).toContainText(salesEmail)
      expect(await seriousViolations(phone), 'enquiry on a phone').toEqual([])

      // "Only those assigned to me" finds it.
      await phone.goto('/admin/enquiries?assigned=me')
      await expect(phone.getByLabel(e.assignedToMe)).toBeChecked()
      await expect(phone.getByRole('link', { name: e.open(name) })).toBeVisible()
      await phone.context().close()

      // The owner's activity names the person.
      await page.goto('/admin/activity')
      await expect(page.getByRole('main')).toContainText(salesEmail)
    } finally {
      await useSmtp(page, '')
    }
  })

  test('an editor cannot open Settings or Backups', async ({ browser }) => {
    const email = `editor.${unique('vi')}@example.vn`
    const password = 'editor-password-long-9'
    tradelane(['admin', 'create', '--email', email, '--role', 'editor', '--data-dir', dataDir()], `${password}\n`)
    const page = await personPage(browser, { width: 1280, height: 800 }, 'vi')
    const c = texts(consoleText, 'vi')
    await signInAs(page, email, password, 'vi')
    const names = await navNames(page, 'vi')
    expect(names).not.toContain(c.nav.settings)
    expect(names).not.toContain(c.nav.backups)
    expect(names).toContain(c.nav.content)
    for (const path of ['/admin/settings', '/admin/backups']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: c.notAllowedTitle })).toBeVisible()
      await expect(page.getByText(c.notAllowed)).toBeVisible()
    }
    // The server refuses them too, in the account's language.
    const refused = await page.request.get('/api/admin/settings')
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toBeTruthy()
    await page.context().close()
  })
})
