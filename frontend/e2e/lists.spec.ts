import type { APIRequestContext, Page } from '@playwright/test'

import type { BlogPost, CaseStudy, Industry, Service, Testimonial } from '../src/api/use-content-list'
import { loadStateText } from '../src/components/ui/load-state'
import { LOCALES, expect, open, openBare, test, texts } from './fixtures'
import type { Locale } from './fixtures'

interface ListScreen {
  path: string
  api: string
  /** The texts of the API's items that the screen must show, in a language. */
  shown: (request: APIRequestContext, locale: Locale) => Promise<string[]>
}

async function read<T>(request: APIRequestContext, api: string): Promise<T[]> {
  const response = await request.get(api)
  expect(response.status()).toBe(200)
  const items = (await response.json()) as T[]
  expect(items.length).toBeGreaterThan(0)
  return items
}

const LISTS: ListScreen[] = [
  {
    path: '/services',
    api: '/api/services',
    shown: async (request, locale) =>
      (await read<Service>(request, '/api/services')).map((s) => (locale === 'vi' ? s.titleVi : s.titleEn)),
  },
  {
    path: '/industries',
    api: '/api/industries',
    shown: async (request, locale) =>
      (await read<Industry>(request, '/api/industries')).map((s) => (locale === 'vi' ? s.titleVi : s.titleEn)),
  },
  {
    path: '/case-studies',
    api: '/api/case-studies',
    shown: async (request, locale) =>
      (await read<CaseStudy>(request, '/api/case-studies')).map((s) => (locale === 'vi' ? s.titleVi : s.titleEn)),
  },
  {
    path: '/blog',
    api: '/api/blog-posts',
    shown: async (request, locale) =>
      (await read<BlogPost>(request, '/api/blog-posts')).map((s) => (locale === 'vi' ? s.titleVi : s.titleEn)),
  },
  {
    path: '/testimonials',
    api: '/api/testimonials',
    shown: async (request, locale) =>
      (await read<Testimonial>(request, '/api/testimonials')).map((s) => (locale === 'vi' ? s.nameVi : s.nameEn)),
  },
]

/** The API path exactly (a query string allowed), so that no other read is touched. */
function apiPattern(api: string): RegExp {
  return new RegExp(`${api.replace(/[-/]/g, '\\$&')}(\\?.*)?$`)
}

async function expectContent(page: Page, items: string[]) {
  for (const text of items) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
}

for (const list of LISTS) {
  for (const locale of LOCALES) {
    test.describe(`${list.path} in ${locale}`, () => {
      test('has the content in the page the server sends', async ({ page, request }) => {
        const items = await list.shown(request, locale)
        // No API read at all: the page carries the list.
        await page.route(apiPattern(list.api), (route) => route.abort())
        await open(page, list.path, locale)
        await expectContent(page, items)
        await expect(page.getByText(texts(loadStateText, locale).loading, { exact: true })).toHaveCount(0)
      })

      // The bare app (a failed server render, a page opened with inputs) reads the list itself.
      test('shows the loading text, then the content from the API', async ({ page, request }) => {
        const t = texts(loadStateText, locale)
        const items = await list.shown(request, locale)
        // The answer is held until the loading text has been seen: no fixed delay.
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(apiPattern(list.api), async (route) => {
          await held
          await route.continue()
        })
        await openBare(page, list.path, locale)
        await expect(page.getByRole('status').filter({ hasText: t.loading })).toHaveText(t.loading)
        release()
        await expectContent(page, items)
        await expect(page.getByText(t.loading, { exact: true })).toHaveCount(0)
      })

      test('shows the retry message when the API fails, and Retry recovers', async ({ page, request, guard }) => {
        const t = texts(loadStateText, locale)
        const items = await list.shown(request, locale)
        guard.allow(apiPattern(list.api))
        let failing = true
        await page.route(apiPattern(list.api), (route) =>
          failing
            ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) })
            : route.continue(),
        )
        await openBare(page, list.path, locale)
        const alert = page.getByRole('alert').filter({ hasText: t.failed })
        await expect(alert).toBeVisible()
        await expect(page.getByText(t.loading, { exact: true })).toHaveCount(0)
        failing = false
        await alert.getByRole('button', { name: t.retry }).click()
        await expectContent(page, items)
        await expect(alert).toHaveCount(0)
      })
    })
  }
}
