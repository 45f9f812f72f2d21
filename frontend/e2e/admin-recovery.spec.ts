import { createHmac } from 'node:crypto'

import type { Page } from '@playwright/test'

import { accountText } from '../src/admin/account/account-text'
import { consoleText } from '../src/admin/console-text'
import { dashboardText } from '../src/admin/dashboard/dashboard-text'
import { recoveryText } from '../src/admin/session/recovery-text'
import { signInText } from '../src/admin/session/sign-in-text'
import { dataDir, expect, openScreen, SESSION_API, test, tradelane, unique } from './admin-fixtures'
import type { Owner } from './admin-fixtures'
import { LOCALES, open, seriousViolations, texts } from './fixtures'
import type { Locale } from './fixtures'

const STEP_SECONDS = 30

/** RFC 4648 base32 (the secret the Account screen shows), to bytes. */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char)
    if (value < 0) throw new Error(`not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)))
}

/** RFC 6238 TOTP: HMAC-SHA1 of the 30-second step, 6 digits (RFC 4226's dynamic truncation). */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32(secret)).update(counter).digest()
  const offset = (mac[mac.length - 1] as number) & 0x0f
  const number = mac.readUInt32BE(offset) & 0x7fffffff
  return String(number % 1_000_000).padStart(6, '0')
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS)

/** An owner of this test alone: two-step sign-in on the worker's owner would lock the other tests out. */
function newOwner(locale: Locale): Owner {
  const owner = { email: `totp.${unique(locale)}@example.vn`, password: `e2e-totp-password-${locale}-long` }
  tradelane(['admin', 'create', '--email', owner.email, '--data-dir', dataDir()], `${owner.password}\n`)
  return owner
}

async function typePassword(page: Page, owner: Owner, locale: Locale) {
  const t = texts(signInText, locale)
  await open(page, '/admin/sign-in', locale)
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await page.getByLabel(t.email).fill(owner.email)
  await page.getByLabel(t.password).fill(owner.password)
  await page.getByRole('button', { name: t.submit }).click()
}

for (const locale of LOCALES) {
  test.describe(`${locale}: account recovery and two-step sign-in`, () => {
    test.describe.configure({ timeout: 90_000 })

    test('turn on two-step sign-in from the Account screen, sign out, sign in again with the code', async ({ page, guard }) => {
      guard.allow(SESSION_API)
      // The navigation's count of new enquiries, asked for as the owner signs out: 401.
      guard.allow(/\/api\/admin\/enquiries\?status=new&limit=1$/)
      const t = texts(accountText, locale)
      const c = texts(consoleText, locale)
      const s = texts(signInText, locale)
      const owner = newOwner(locale)

      // Signed in with the password alone while it is off.
      await typePassword(page, owner, locale)
      await expect(page.getByRole('heading', { level: 1, name: texts(dashboardText, locale).title })).toBeVisible()
      await openScreen(page, c, new RegExp(`^${c.nav.account}`))
      const section = page.getByRole('region', { name: t.twoStep })
      await expect(section.getByText(t.statusOff, { exact: true })).toBeVisible()
      await section.getByRole('button', { name: t.turnOn }).click()

      // The QR code (inline SVG: the CSP refuses inline styles, and the guard any console error) and the key.
      await expect(section.getByRole('heading', { name: t.setupTitle })).toBeFocused()
      const qr = section.getByRole('img', { name: t.qrLabel })
      await expect(qr).toBeVisible()
      expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg')
      const secret = (await section.getByLabel(t.secretLabel).inputValue()).replace(/\s/g, '')
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
      expect(await seriousViolations(page), 'setup').toEqual([])

      const confirmStep = currentStep()
      await section.getByLabel(new RegExp(`^${t.code}`)).fill(totp(secret, confirmStep))
      const confirmed = page.waitForResponse(/\/api\/admin\/totp\/confirm$/)
      await section.getByRole('button', { name: t.confirm }).click()
      expect((await confirmed).status()).toBe(200)

      // The ten recovery codes, shown this once.
      await expect(section.getByRole('heading', { name: t.codesTitle })).toBeFocused()
      const codes = section.getByRole('list', { name: t.codesList }).getByRole('listitem')
      await expect(codes).toHaveCount(10)
      const recovery = await codes.allTextContents()
      expect(new Set(recovery).size).toBe(10)
      await expect(section.getByText(t.codesOnce)).toBeVisible()
      expect(await seriousViolations(page), 'recovery codes').toEqual([])
      await section.getByRole('button', { name: t.codesDone }).click()
      await expect(section.getByText(t.statusOn, { exact: true })).toBeVisible()
      await expect(section.getByRole('list', { name: t.codesList })).toHaveCount(0)

      await page.getByRole('button', { name: c.signOut, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible()

      // The password alone is not enough now: the code is asked for in place.
      await typePassword(page, owner, locale)
      const code = page.getByLabel(new RegExp(`^${s.code}`))
      await expect(code).toBeFocused()
      await expect(page.getByText(s.codeFor(owner.email))).toBeVisible()
      expect(await seriousViolations(page), 'code step').toEqual([])

      // A wrong code is said beside the field.
      const wrong = totp(secret, Math.max(currentStep(), confirmStep + 1)) === '000000' ? '111111' : '000000'
      await code.fill(wrong)
      await page.getByRole('button', { name: s.submit }).click()
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await expect(code).toHaveAccessibleDescription(new RegExp(escape(c.errors.wrongCode)))
      expect(await seriousViolations(page), 'wrong code').toEqual([])

      // A code of a later step than the one used to confirm (each step's code works once).
      await code.fill(totp(secret, Math.max(currentStep(), confirmStep + 1)))
      await page.getByRole('button', { name: s.submit }).click()
      await expect(page).toHaveURL(/\/admin\/dashboard/)
      await expect(page.getByRole('navigation', { name: c.consoleNavigation })).toBeVisible()

      // Turned off again with a recovery code.
      await openScreen(page, c, new RegExp(`^${c.nav.account}`))
      await expect(section.getByText(t.statusOn, { exact: true })).toBeVisible()
      await section.getByRole('button', { name: t.turnOff }).click()
      await section.getByLabel(new RegExp(`^${t.offCode}`)).fill(recovery[0] as string)
      await section.getByRole('button', { name: t.turnOff }).click()
      await expect(section.getByText(t.statusOff, { exact: true })).toBeVisible()
    })

    test('"Forgot your password?" answers the same for any address; axe is clean there and on the reset page', async ({ page, guard }) => {
      guard.allow(SESSION_API)
      // The made-up token of this test is refused: the 400 is the answer it expects.
      guard.allow(/\/api\/admin\/password-reset\/confirm$/)
      const r = texts(recoveryText, locale)
      await open(page, '/admin/sign-in', locale)
      await page.getByRole('link', { name: texts(signInText, locale).forgot }).click()
      await expect(page.getByRole('heading', { level: 1, name: r.forgotTitle })).toBeVisible()
      expect(await seriousViolations(page), 'forgot password').toEqual([])

      await page.getByLabel(new RegExp(`^${r.email}`)).fill(`nobody.${unique(locale)}@example.vn`)
      const answer = page.waitForResponse(/\/api\/admin\/password-reset$/)
      await page.getByRole('button', { name: r.send }).click()
      expect((await answer).status()).toBe(202)
      await expect(page.getByRole('status')).toContainText(r.sent)
      expect(await seriousViolations(page), 'link sent').toEqual([])

      // The e-mailed link's page, without a session: a used or made-up token is refused.
      await open(page, '/admin/reset-password?token=not-a-real-token', locale)
      await expect(page.getByRole('heading', { level: 1, name: r.resetTitle })).toBeVisible()
      expect(await seriousViolations(page), 'reset password').toEqual([])
      await page.getByLabel(new RegExp(`^${r.newPassword}`)).fill('a-fresh-and-long-password-2026')
      await page.getByLabel(new RegExp(`^${r.repeat}`)).fill('a-fresh-and-long-password-2026')
      const refused = page.waitForResponse(/\/api\/admin\/password-reset\/confirm$/)
      await page.getByRole('button', { name: r.save }).click()
      expect((await refused).status()).toBe(400)
      await expect(page.getByRole('alert')).toContainText(locale === 'vi' ? 'hết hạn' : 'expired')
      expect(await seriousViolations(page), 'reset refused').toEqual([])
      await page.getByRole('link', { name: r.askAgain }).click()
      await expect(page.getByRole('heading', { level: 1, name: r.forgotTitle })).toBeVisible()
    })
  })
}
