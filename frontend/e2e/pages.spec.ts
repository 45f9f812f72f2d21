import type { Page } from '@playwright/test'

import { shellText } from '../src/app/layout/shell-text'
import { LOCALES, STANDING_PAGES, expect, open, seriousViolations, test, texts, waitForScreen } from './fixtures'
import type { Locale } from './fixtures'

// docs/decisions-spec.md §8: the footer's pages, the detail pages and Read on the blog, in both languages.

interface Item {
  slug: string
  titleVi: string
  titleEn: string
}

async function firstItem(page: Page, list: string): Promise<Item> {
  const response = await page.request.get(`/api${list}`)
  expect(response.ok()).toBe(true)
  const items = (await response.json()) as Item[]
  expect(items.length).toBeGreaterThan(1)
  return items[0]!
}

async function expectNoSevereViolations(page: Page) {
  expect(await seriousViolations(page), 'serious or critical axe violations').toEqual([])
}

const FOOTER_KEYS = { '/about': 'about', '/faq': 'faq', '/support': 'support', '/privacy': 'privacy', '/terms': 'terms' } as const

for (const locale of LOCALES) {
  test.describe(`pages and addresses in ${locale}`, () => {
    test('every footer link reaches its page, with its own title and no axe violation', async ({ page }) => {
      const shell = texts(shellText, locale)
      await open(page, '/', locale)
      await waitForScreen(page, locale)
      for (const path of STANDING_PAGES) {
        const answer = await page.request.get(`/api/pages${path}`)
        const text = (await answer.json()) as { titleVi: string; titleEn: string }
        const title = locale === 'vi' ? text.titleVi : text.titleEn
        await page.getByRole('contentinfo').getByRole('link', { name: shell.footer.links[FOOTER_KEYS[path]], exact: true }).click()
        await expect(page).toHaveURL((url) => url.pathname === path)
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
        // No placeholder is left for the visitor to read.
        await expect(page.locator('main')).not.toContainText('{')
        await expectNoSevereViolations(page)
      }
      // A first load of each has the same page (its head and status from the server).
      const response = await open(page, '/privacy', locale)
      expect(response?.status()).toBe(200)
      await waitForScreen(page, locale)
      // The privacy page names the law in force (Law 91/2025/QH15, docs/decisions-spec.md §27).
      await expect(page.locator('main')).toContainText('91/2025/QH15')
    })

    test('Read on the blog opens the post at its address and Back returns to the list', async ({ page }) => {
      const post = await firstItem(page, '/blog-posts')
      const title = locale === 'vi' ? post.titleVi : post.titleEn
      await open(page, '/blog', locale)
      await waitForScreen(page, locale)
      await page.getByRole('link', { name: new RegExp(`: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click()
      await expect(page).toHaveURL((url) => url.pathname === `/blog/${post.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `))
      await expectNoSevereViolations(page)
      await page.goBack()
      await expect(page).toHaveURL((url) => url.pathname === '/blog')
      await waitForScreen(page, locale)
    })

    test('Learn More and View Details open their pages; an unknown slug is a 404', async ({ page }) => {
      for (const [list, api] of [
        ['/services', '/services'],
        ['/case-studies', '/case-studies'],
      ] as const) {
        const item = await firstItem(page, api)
        const title = locale === 'vi' ? item.titleVi : item.titleEn
        await open(page, list, locale)
        await waitForScreen(page, locale)
        await page.locator(`a[href="${list}/${item.slug}"]`).first().click()
        await expect(page).toHaveURL((url) => url.pathname === `${list}/${item.slug}`)
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expectNoSevereViolations(page)
        const direct = await open(page, `${list}/${item.slug}`, locale)
        expect(direct?.status()).toBe(200)
        const unknown = await open(page, `${list}/no-such-item`, locale)
        expect(unknown?.status()).toBe(404)
        await expect(page.getByText('404', { exact: true })).toBeVisible()
      }
    })
  })
}

test('the feed and the sitemap list the posts', async ({ page }) => {
  const post = await firstItem(page, '/blog-posts')
  for (const locale of LOCALES as readonly Locale[]) {
    const feed = await page.request.get(locale === 'vi' ? '/blog/feed.xml' : '/blog/feed.xml?lang=en')
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(await feed.text()).toContain(`/blog/${post.slug}`)
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/blog/${post.slug}?lang=en</loc>`)
})
