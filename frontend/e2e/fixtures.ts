import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'
import type { Page } from '@playwright/test'

import { loadStateText } from '../src/components/ui/load-state'
import type { Dictionary, Shape } from '../src/i18n/dictionary'

export { expect }

export const LOCALES = ['vi', 'en'] as const
export type Locale = (typeof LOCALES)[number]

// JSON is read from disk: Node's ES modules cannot import it without an import attribute.
function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T
}

interface PageText {
  title: string
  description: string
}
const routeTable = readJson<{ paths: string[] }>('../src/app/route-table.json')
const contentLists = readJson<{ lists: { path: string; page: Record<Locale, PageText> }[] }>('../src/config/content-lists.json')
const pageMeta = readJson<{ pages: Record<string, Record<Locale, PageText>>; notFound: Record<Locale, PageText> }>(
  '../src/app/page-meta.json',
)
const brand = readJson<{ name: string }>('../src/config/brand.json')

/** Every path of the route table, and the content lists' (the registry adds them). */
export const ROUTES: readonly string[] = [...routeTable.paths, ...contentLists.lists.map((list) => list.path)]

/** The standing pages the footer links to (docs/decisions-spec.md §8): their text is in the database. */
export const STANDING_PAGES = ['/about', '/faq', '/support', '/privacy', '/terms'] as const

/** Every route's words: page-meta.json's, then each content list's own (its registry entry). */
const PAGES: Record<string, Record<Locale, PageText>> = {
  ...pageMeta.pages,
  ...Object.fromEntries(contentLists.lists.map((list) => [list.path, list.page])),
}

/** Title and description of a screen, failing loudly when one is missing. */
export function pageText(path: string, locale: Locale): PageText {
  const entry = path === 'notFound' ? pageMeta.notFound[locale] : PAGES[path]?.[locale]
  if (!entry?.title || !entry.description) throw new Error(`no ${locale} page text for ${path} (page-meta.json, content-lists.json)`)
  return entry
}

/** The document title the app sets for a screen. */
export function documentTitle(path: string, locale: Locale): string {
  return `${pageText(path, locale).title} | ${brand.name}`
}

/**
 * One language of a dictionary, read through a proxy that throws on a missing entry: a text
 * removed from one language fails the test that uses it instead of matching `undefined`.
 */
export function texts<V>(dictionary: Dictionary<V>, locale: Locale): Shape<V> {
  const strict = (value: object, where: string): object =>
    new Proxy(value, {
      get(target, key, receiver) {
        const found: unknown = Reflect.get(target, key, receiver)
        if (typeof key === 'symbol' || key === 'then') return found
        if (found === undefined || found === '') throw new Error(`dictionary text missing: ${where}.${key}`)
        return typeof found === 'object' && found !== null ? strict(found, `${where}.${key}`) : found
      },
    })
  const language = dictionary[locale]
  if (!language) throw new Error(`dictionary has no ${locale} language`)
  return strict(language, locale) as Shape<V>
}

/** Opens a path in a language: Vietnamese is the default, English through `?lang=en`. */
export async function open(page: Page, path: string, locale: Locale) {
  return page.goto(locale === 'vi' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`)
}

/**
 * Opens a path as the bare app, as a failed server render leaves it (src/site/web.rs: the
 * page's head and an empty root, no data block): the browser renders it and its lists arrive
 * after it. Every query is rendered in the server now, so the document is taken as the
 * server sends it and its rendered body and data block removed. For the loading and failure
 * states of the lists.
 */
export async function openBare(page: Page, path: string, locale: Locale) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div><script id="tradelane-data" type="application\/json">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      )
      if (!html.includes('<div id="root"></div>')) throw new Error(`no rendered body found in ${path}`)
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      delete headers['etag']
      await route.fulfill({ status: response.status(), headers, body: html })
    },
  )
  return open(page, path, locale)
}

/** Waits until the screen has rendered its heading and no list is still loading. */
export async function waitForScreen(page: Page, locale: Locale, heading?: string) {
  const h1 = page.locator('main h1').first()
  await expect(h1).toBeVisible()
  // After a link, the address changes before the new screen shows (React keeps the old page
  // while the new one's code loads): its own heading tells that the new screen is there.
  if (heading !== undefined) await expect(h1).toHaveText(heading)
  await expect(page.getByText(texts(loadStateText, locale).loading, { exact: true })).toHaveCount(0)
}

/**
 * Waits until the app has started on the loaded document (main.tsx marks `<html
 * data-app="started">`). The server's page shows before that, but until React owns it a
 * click or typed text would go nowhere; a visitor's first tap comes later than a test's.
 * A document that is not the app (a feed, a picture) has no module script and is not
 * waited for.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-app') === 'started' || !document.querySelector('script[type="module"]'),
  )
}

type Load = (...args: unknown[]) => Promise<unknown>

/** Every page load of `page` (goto, reload, back, forward) returns once the app has started. */
function waitsForApp(page: Page) {
  const methods = page as unknown as Record<'goto' | 'reload' | 'goBack' | 'goForward', Load>
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = methods[name].bind(page)
    methods[name] = async (...args) => {
      const response = await load(...args)
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null)
      // A test that asks for the document as soon as it arrives wants it before the app.
      if (options?.waitUntil !== 'commit') await appStarted(page)
      return response
    }
  }
}

export interface Guard {
  /** Requests to URLs matching this are expected to fail (a test forcing an API error). */
  allow(url: RegExp): void
}

/** The data folder of the server a project talks to (playwright.config.ts gives each project one). */
export interface ServerOptions {
  serverDataDir: string
}

/**
 * The data folder of this worker's server, for the binary's commands that read or write its
 * database (`admin create`, `enquiries export`). A worker runs the tests of one project only.
 */
export function serverDataDir(): string {
  const dir = process.env.E2E_SERVER_DATA_DIR
  if (!dir) throw new Error('E2E_SERVER_DATA_DIR is not set (the fixtures set it from the project)')
  return dir
}

/**
 * Every test is guarded: a console error, an uncaught exception, a failed request or an
 * answer of 400 or more fails it. The one answer expected to be a 404 is the document of a
 * path outside the route table (docs/decisions-spec.md §2), which shows Page Not Found.
 */
export const test = base.extend<{ guard: Guard }, ServerOptions & { server: void }>({
  serverDataDir: ['', { option: true, scope: 'worker' }],
  server: [
    async ({ serverDataDir }, use) => {
      process.env.E2E_SERVER_DATA_DIR = serverDataDir
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  // Every page of the test's context, the ones a test opens beside the first included.
  context: async ({ context }, provide) => {
    context.on('page', waitsForApp)
    await provide(context)
  },
  guard: [
    async ({ page }, use) => {
      const problems: string[] = []
      const allowed: RegExp[] = []
      const notFoundDocuments = new Set<string>()
      const isAllowed = (url: string) => allowed.some((pattern) => pattern.test(url)) || notFoundDocuments.has(url)

      page.on('response', (response) => {
        const url = response.url()
        const request = response.request()
        if (
          response.status() === 404 &&
          request.isNavigationRequest() &&
          request.resourceType() === 'document' &&
          !ROUTES.includes(new URL(url).pathname)
        ) {
          notFoundDocuments.add(url)
          return
        }
        if (response.status() >= 400 && !isAllowed(url)) {
          problems.push(`HTTP ${response.status()} ${request.method()} ${url}`)
        }
      })
      page.on('requestfailed', (request) => {
        // ERR_ABORTED is the browser cancelling a request because the page went away (a test
        // navigating while fonts still load), not a failure of the server or the app.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return
        if (!isAllowed(request.url())) {
          problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
        }
      })
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // Chromium logs every answer of 400 or more; the response listener already judged it.
        if (message.text().startsWith('Failed to load resource') && isAllowed(message.location().url)) return
        // A sandboxed frame without scripts (the newsletter's preview) refuses the scripts the
        // test tools evaluate in it; a test that expects that allows the frame's URL.
        const blocked = /^Blocked script execution in '([^']+)'/.exec(message.text())
        if (blocked?.[1] && isAllowed(blocked[1])) return
        problems.push(`console error: ${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

      await use({ allow: (url) => allowed.push(url) })

      expect(problems, 'console errors, page errors and failed requests').toEqual([])
    },
    { auto: true },
  ],
})

/** A number written the English way ("12,196.36") as the locale writes it ("12.196,36" in Vietnamese). */
export function localNumber(english: string, locale: Locale): string {
  return locale === 'en' ? english : english.replace(/[.,]/g, (c) => (c === ',' ? '.' : ','))
}

/**
 * The toast on screen (one at a time), found inside the notification region that F8 focuses;
 * the screen-reader announcement Radix adds outside it is left aside.
 */
export function toast(page: Page) {
  return page.getByRole('region', { name: /F8/ }).getByRole('listitem')
}

/** Checks the toast shows a title and a description. */
export async function expectToast(page: Page, title: string, description: string) {
  const shown = toast(page).filter({ hasText: title })
  await expect(shown).toBeVisible()
  await expect(shown).toContainText(description)
}

/**
 * A calculation's result: announced to screen readers (`title. description`) and scrolled
 * into view instead of a toast that covered the header (docs/decisions-spec.md §22).
 */
export async function expectResult(page: Page, title: string, description: string) {
  await expect(page.locator('#tool-result-announcer')).toHaveText(`${title}. ${description}`)
}

/** Closes the toast on screen, so that the next check cannot be met by the old one. */
export async function dismissToast(page: Page) {
  await toast(page).getByRole('button').click()
  await expect(toast(page)).toHaveCount(0)
}

/** The serious and critical axe violations on the page as it is now (none expected). */
export async function seriousViolations(page: Page) {
  // A page without frames is checked where it is (axe.run). The builder's default, meant for
  // frames of other origins, opens a blank page for every check to merge the frames' results,
  // and was two thirds of a check's cost; a page with a frame (the newsletter preview, a
  // sandboxed document) still gets it, so that the frame is checked too.
  const framed = page.frames().length > 1
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(!framed)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))
}

/** The enquiries the server stored, read with the binary's own export command. */
export function exportedEnquiries<T>(): T[] {
  const binary = process.env.E2E_TRADELANE_BIN ?? path.resolve(import.meta.dirname, '../../target/debug/tradelane')
  const json = execFileSync(binary, ['enquiries', 'export', '--format', 'json', '--data-dir', serverDataDir()], {
    encoding: 'utf8',
  })
  return JSON.parse(json) as T[]
}
