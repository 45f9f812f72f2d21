import type { Page } from '@playwright/test'

import { LOCALES, ROUTES, documentTitle, expect, open, test } from './fixtures'

/** The head tags a crawler reads, as one comparable object. */
async function headSnapshot(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null
    const meta = (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content')
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta('description'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      openGraph: ['og:title', 'og:description', 'og:url', 'og:locale', 'og:locale:alternate'].map((key) => [key, meta(key)]),
      twitter: ['twitter:title', 'twitter:description'].map((key) => [key, meta(key)]),
      // Every structured-data block, parsed, in a stable order.
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? 'null') as { '@type': string })
        .sort((a, b) => a['@type'].localeCompare(b['@type'])),
    }
  })
}

// The head the app keeps while the visitor moves around must be the head the server writes
// into the first byte for that address: the same texts from the same source, nothing left
// over from the page before.
for (const locale of LOCALES) {
  test(`after in-app navigation in ${locale}, every route's head equals the server's`, async ({ page, browser }) => {
    test.setTimeout(90_000)
    const crawler = await browser.newContext({ javaScriptEnabled: false })
    const serverPage = await crawler.newPage()
    await open(page, '/', locale)
    await expect(page).toHaveTitle(documentTitle('/', locale))
    // From Home to every route and back to Home last, without reloading the page.
    for (const path of [...ROUTES.filter((p) => p !== '/'), '/']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect(page).toHaveTitle(documentTitle(path, locale))
      await open(serverPage, path, locale)
      expect(await headSnapshot(page), path).toEqual(await headSnapshot(serverPage))
    }
    await crawler.close()
  })
}
