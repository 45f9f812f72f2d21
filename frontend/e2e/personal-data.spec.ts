import { consoleText } from '../src/admin/console-text'
import { privacyText } from '../src/admin/privacy/privacy-text'
import { contactText } from '../src/contact/contact-text'
import { personalDataText } from '../src/personal-data/personal-data-text'
import { SESSION_API, expect, signIn, test, unique } from './admin-fixtures'
import { documentTitle, open, seriousViolations, texts, toast } from './fixtures'
import { mailParts, smtpSink, useSmtp } from './smtp-sink'
import type { Mail } from './smtp-sink'

/*
 * docs/decisions-spec.md §27: a visitor on a phone, in Vietnamese, sends an enquiry
 * under the consent statement, then asks what the site holds about their address; the link
 * e-mailed to that address confirms it; the owner sees the request with its deadlines in the
 * console and answers it; the visitor receives the file, which holds the enquiry and the
 * consent agreed to. It sets the SMTP server every notice uses, so it runs in the `mail`
 * project, alone (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const to = (mails: Mail[], address: string) => mails.filter((m) => m.to.includes(address))
/** A message's text parts, decoded and joined. */
const textOf = (mail: Mail) =>
  mailParts(mail.data)
    .filter((part) => part.contentType.startsWith('text/'))
    .map((part) => part.text)
    .join('\n')

test('vi, phone: ask for my data, confirm by the e-mailed link, the owner answers, the file arrives', async ({
  page,
  browser,
  guard,
  owner,
}) => {
  guard.allow(SESSION_API)
  const sink = await smtpSink()
  const t = texts(personalDataText, 'vi')
  const c = texts(contactText, 'vi')
  const p = texts(privacyText, 'vi')
  const visitor = `lan.${unique('vi')}@example.vn`
  const words = `Cần báo giá container lạnh ${unique('vi')}`

  // The owner, on a desktop, points the notices at the sink.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' })
  const desktop = await desk.newPage()
  await signIn(desktop, owner, 'vi')
  await useSmtp(desktop, `smtp://127.0.0.1:${sink.port}`)
  try {
    // The enquiry, sent under the consent statement (its version goes with it).
    const consent = (await (await page.request.get('/api/consent')).json()) as { version: number; textVi: string }
    await open(page, '/contact', 'vi')
    await expect(page.getByTestId('consent-statement')).toContainText(consent.textVi)
    await page.getByLabel(new RegExp(`^${c.fields.name}`)).fill('Nguyễn Thị Lan')
    await page.getByLabel(new RegExp(`^${c.fields.email}`)).fill(visitor)
    await page.getByLabel(new RegExp(`^${c.fields.company}`)).fill('Thủy sản Cửu Long')
    await page.getByLabel(new RegExp(`^${c.fields.message}`)).fill(words)
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.getByTestId('contact-confirmation')).toBeVisible()

    // The request, from the footer's link, in Vietnamese.
    await page.getByRole('contentinfo').getByRole('link', { name: t.title }).click()
    await expect(page).toHaveURL(/\/personal-data(\?lang=vi)?$/)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page).toHaveTitle(documentTitle('/personal-data', 'vi'))
    expect(await seriousViolations(page), 'the request page').toEqual([])
    await page.getByLabel(t.email).fill(visitor)
    await expect(page.getByRole('radio', { name: new RegExp(t.kinds.access) })).toBeChecked()
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.getByTestId('personal-data-received')).toContainText(t.receivedTitle)

    // The link arrives at the address; opening it confirms nothing until the button.
    const confirmations = () => to(sink.mails, visitor).filter((m) => textOf(m).includes('/personal-data/confirm?token='))
    await expect.poll(() => confirmations().length, { timeout: 20_000 }).toBe(1)
    const body = textOf(confirmations()[0]!)
    const link = /https?:\/\/\S+\/personal-data\/confirm\?token=[0-9a-f]+/.exec(body)?.[0]
    expect(link, body).toBeTruthy()
    const address = new URL(link!)
    await page.goto(address.pathname + address.search)
    await expect(page.getByRole('heading', { level: 1, name: t.confirmTitle })).toBeVisible()
    expect(await seriousViolations(page), 'the confirmation page').toEqual([])
    await page.getByRole('button', { name: t.confirmButton }).click()
    await expect(page.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible()

    // The owner sees it in the queue with its deadlines, and sends the file.
    const nav = desktop.getByRole('navigation', { name: texts(consoleText, 'vi').consoleNavigation })
    await nav.getByRole('link', { name: texts(consoleText, 'vi').nav.privacy }).click()
    await expect(desktop.getByRole('heading', { level: 1, name: p.title })).toBeVisible()
    const card = desktop.getByTestId('personal-data-request').filter({ hasText: visitor })
    await expect(card).toContainText(p.requests.kinds.access)
    await expect(card.getByTestId('acknowledge-by')).toContainText('Báo nhận trước')
    await expect(card.getByTestId('due-at')).toContainText('Hoàn tất trước')
    expect(await seriousViolations(desktop), 'the queue').toEqual([])
    await card.getByLabel(p.requests.note).fill('Chúng tôi gửi kèm toàn bộ dữ liệu của anh chị.')
    await card.getByRole('button', { name: p.requests.answers.access }).click()
    await expect(toast(desktop).filter({ hasText: p.requests.answered })).toBeVisible()
    await expect(card).toHaveCount(0)

    // The file: the enquiry with the consent version it was sent under, and its statement.
    const withFile = () => to(sink.mails, visitor).find((m) => /application\/json/i.test(m.data))
    await expect.poll(() => withFile() !== undefined, { timeout: 20_000 }).toBe(true)
    const parts = mailParts(withFile()!.data)
    expect(textOf(withFile()!)).toContain('Chúng tôi gửi kèm toàn bộ dữ liệu của anh chị.')
    const file = JSON.parse(parts.find((part) => part.contentType === 'application/json')!.text) as {
      emailAddress: string
      enquiries: Array<Record<string, unknown>>
      consentStatements: Array<{ version: number }>
      personalDataRequests: Array<{ kind: string }>
    }
    expect(file.emailAddress).toBe(visitor)
    expect(file.enquiries).toHaveLength(1)
    expect(file.enquiries[0]).toMatchObject({ email: visitor, message: words, consent_version: consent.version })
    expect(file.consentStatements.map((s) => s.version)).toEqual([consent.version])
    expect(file.personalDataRequests.map((r) => r.kind)).toEqual(['access'])
  } finally {
    await useSmtp(desktop, '')
    await desk.close()
    sink.server.close()
  }
})
