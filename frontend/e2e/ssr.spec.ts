import { shellText } from '../src/app/layout/shell-text'
import { homeText } from '../src/home/home-text'
import { LOCALES, ROUTES, STANDING_PAGES, expect, open, test, texts, waitForScreen } from './fixtures'

/*
 * Server rendering (docs/decisions-spec.md §9): every page's content is in its first response, and the app
 * takes that HTML over (hydration) without rendering anything differently. A mismatch makes
 * React log an error (the guard fails the test on any console error) and throw the server's
 * nodes away; the test also checks that the nodes the server sent are the ones React kept.
 */

declare global {
  interface Window {
    __serverNode?: Element | null
  }
}

/** One published item of each section, read from the API (the seed's content). */
async function detailPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const sections = [
    ['/api/services', '/services'],
    ['/api/case-studies', '/case-studies'],
    ['/api/blog-posts', '/blog'],
  ] as const
  return Promise.all(
    sections.map(async ([api, prefix]) => {
      const items = (await (await request.get(api)).json()) as Array<{ slug: string }>
      return `${prefix}/${items[0]!.slug}`
    }),
  )
}

const UNKNOWN = ['/no-such-page', '/blog/no-such-post']

test.describe('server-rendered pages hydrate without a mismatch', () => {
  for (const locale of LOCALES) {
    test(`every route in ${locale}`, async ({ page, request }) => {
      test.setTimeout(120_000)
      // The server's first element in #root, kept before the app's script runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__serverNode = document.querySelector('#root > div')
        })
      })
      const paths = [...ROUTES, ...STANDING_PAGES, ...(await detailPaths(request)), ...UNKNOWN]
      for (const path of paths) {
        const response = await open(page, path, locale)
        expect(response?.status(), path).toBe(UNKNOWN.includes(path) ? 404 : 200)
        const html = (await response?.text()) ?? ''
        expect(html, `${path}: rendered in the server`).toContain('<script id="tradelane-data"')
        await waitForScreen(page, locale)
        // React marks the nodes it hydrated; a client render would have made new ones.
        await page.waitForFunction(
          () => {
            const node = window.__serverNode
            return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
          },
          undefined,
          { timeout: 10_000 },
        )
        expect(await page.evaluate(() => window.__serverNode?.isConnected), `${path}: server nodes kept`).toBe(true)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      }
    })
  }
})

test('a returning English visitor gets English in the first response and at first paint', async ({
  browser,
  baseURL,
}, testInfo) => {
  const en = texts(homeText, 'en')
  const vi = texts(homeText, 'vi')
  // No JavaScript: what shows is what the first response paints.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  const page = await context.newPage()
  const response = await page.goto('/')
  const html = (await response?.text()) ?? ''
  expect(html).toContain('<html lang="en">')
  expect(html).toContain(en.hero.title)
  expect(html).not.toContain(vi.hero.title)
  expect(response?.headers().vary).toBe('Accept-Encoding, Cookie')
  await expect(page.locator('main h1')).toHaveText(en.hero.title)
  await expect(page.getByRole('navigation', { name: texts(shellText, 'en').mainNavigation })).toBeVisible()
  await testInfo.attach('first paint, English visitor', { body: await page.screenshot(), contentType: 'image/png' })
  await context.close()
})

test('switching the language sets the cookie the server reads on the next visit', async ({ page, context }) => {
  await open(page, '/services', 'vi')
  await waitForScreen(page, 'vi')
  await page.getByRole('button', { name: texts(shellText, 'vi').switchLanguage }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const cookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(cookie?.value).toBe('en')
  const next = await page.request.get('/contact')
  expect(await next.text()).toContain('<html lang="en">')
})

test('the console and an unsubscribe link are the bare app, rendered in the browser', async ({ request }) => {
  for (const path of ['/admin', '/unsubscribe?token=abc']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<div id="root"></div>')
    expect(html, path).not.toContain('tradelane-data')
  }
})
