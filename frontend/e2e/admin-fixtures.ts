import { execFileSync } from 'node:child_process'
import path from 'node:path'

import type { Cookie, Page } from '@playwright/test'

import { consoleText } from '../src/admin/console-text'
import { signInText } from '../src/admin/session/sign-in-text'
import { expect, open, test as base, texts } from './fixtures'
import type { Locale } from './fixtures'

export interface Owner {
  email: string
  password: string
}

/** The binary the suite's server runs (the contact spec reads the database with it too). */
export function tradelane(args: string[], input?: string): string {
  const binary = process.env.E2E_TRADELANE_BIN ?? path.resolve(import.meta.dirname, '../../target/debug/tradelane')
  return execFileSync(binary, args, { encoding: 'utf8', input })
}

export { serverDataDir as dataDir } from './fixtures'

/** A stamp that no other test of this run uses. */
export function unique(locale: Locale) {
  return `${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
}

/**
 * Every worker makes its own owner account with the binary, as a new owner would
 * (`tradelane admin create`, the password on standard input), so the two workers never share
 * a session or an activity list.
 */
export const test = base.extend<object, { owner: Owner }>({
  owner: [
    async ({ serverDataDir }, use, workerInfo) => {
      const owner = {
        email: `owner.w${workerInfo.workerIndex}.${Date.now()}@example.vn`,
        password: `e2e-password-${workerInfo.workerIndex}-long`,
      }
      tradelane(['admin', 'create', '--email', owner.email, '--data-dir', serverDataDir], `${owner.password}\n`)
      await use(owner)
    },
    { scope: 'worker' },
  ],
})

/** The console's answer to "who is signed in" is a 401 before signing in: expected, not a failure. */
export const SESSION_API = /\/api\/admin\/session$/

/**
 * The browser each worker's owner has signed in with: its device cookie (src/owners/devices.rs),
 * which every later test of the worker brings, as the owner's own browser keeps it. A sign-in
 * from a device the account knows counts a failure against that device alone
 * (src/owners/lockout.rs); from a new one, against the account and the address, and every test
 * comes from 127.0.0.1, where the suite's deliberate failures (wrong current passwords, 4 of the
 * 5 an address may have in 15 minutes) already are. A worker's first sign-in is a new device's.
 */
const knownDevices = new Map<string, Cookie>()
const DEVICE_COOKIE = 'tradelane_device'

/**
 * Signs in through the sign-in page, as the owner does, and waits for the console's first
 * screen, the Dashboard (admin.spec.ts walks it; the other specs start from `signIn`).
 */
export async function signInOnPage(page: Page, owner: Owner, locale: Locale) {
  const t = texts(signInText, locale)
  await bringDevice(page, owner)
  await open(page, '/admin/sign-in', locale)
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await page.getByLabel(t.email).fill(owner.email)
  await page.getByLabel(t.password).fill(owner.password)
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await expect(page.getByRole('navigation', { name: texts(consoleText, locale).consoleNavigation })).toBeVisible()
  await keepDevice(page, owner)
}

/**
 * Signs in with the request the sign-in page sends (from the site's origin, the worker's device
 * cookie along), then opens the console's first screen, the Dashboard, and waits for it: the
 * sign-in page's own load, in every console test, was the suite's most repeated page.
 */
export async function signIn(page: Page, owner: Owner, locale: Locale) {
  await bringDevice(page, owner)
  const origin = new URL(test.info().project.use.baseURL!).origin
  const answer = await page.request.post('/api/admin/session', {
    data: { email: owner.email, password: owner.password },
    headers: { Origin: origin },
  })
  expect(answer.status(), await answer.text()).toBe(204)
  await open(page, '/admin/dashboard', locale)
  await expect(page.getByRole('navigation', { name: texts(consoleText, locale).consoleNavigation })).toBeVisible()
  await keepDevice(page, owner)
}

async function bringDevice(page: Page, owner: Owner) {
  const known = knownDevices.get(owner.email)
  if (known) await page.context().addCookies([known])
}

async function keepDevice(page: Page, owner: Owner) {
  if (knownDevices.has(owner.email)) return
  const device = (await page.context().cookies()).find((cookie) => cookie.name === DEVICE_COOKIE)
  if (device) knownDevices.set(owner.email, device)
}

export { expect }

/** The console's two widths in the specs: a desktop, and a phone, where the links sit behind Menu. */
export const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

type ConsoleTexts = (typeof consoleText)['vi']

/**
 * Opens a console screen from the navigation as a person would: on a phone the screens sit
 * behind the "Menu" button, which is opened first.
 */
export async function openScreen(page: Page, c: ConsoleTexts, name: string | RegExp) {
  const nav = page.getByRole('navigation', { name: c.consoleNavigation })
  // The navigation first (the console is a chunk of its own), then whether its Menu shows.
  await expect(nav).toBeVisible()
  const menu = nav.getByRole('button', { name: new RegExp(`^${c.menu}`) })
  if (await menu.isVisible()) await menu.click()
  await nav.getByRole('link', { name }).click()
}
