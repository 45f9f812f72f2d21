import { describe, expect, test } from 'vitest'

import registry from '@/config/content-lists.json'

import meta from './page-meta.json'
import routeTable from './route-table.json'
import { CONTENT_ROUTES, routes, SCREENS } from './router'

/** The route table's paths, then the content lists' (the registry; the server adds the same). */
const ROUTE_PATHS = [...routeTable.paths, ...registry.lists.map((list) => list.path)]

describe('route table', () => {
  test('is the route table of docs/product-spec.md §2', () => {
    expect(routeTable.paths).toEqual([
      '/',
      '/tools',
      '/tools/incoterms-calculator',
      '/tools/fob-cif-calculator',
      '/tools/freight-calculator',
      '/tools/demurrage-calculator',
      '/tools/hs-code-analyzer',
      '/contact',
      '/unsubscribe',
      '/subscribe/confirm',
      '/personal-data',
      '/personal-data/confirm',
    ])
  })

  test('every path has a screen, and anything else is Page Not Found', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...ROUTE_PATHS].sort())
    const children = routes[0]?.children ?? []
    expect(children.map((r) => r.path)).toEqual([...Object.keys(SCREENS), ...CONTENT_ROUTES.map((r) => r.path), '*'])
  })

  test('the standing pages and the detail pages have their routes', async () => {
    // Every list with detail pages has its route, from the registry.
    const details = registry.lists.filter((list) => list.details).map((list) => `${list.path}/:slug`)
    expect(details).toEqual(expect.arrayContaining(['/services/:slug', '/case-studies/:slug', '/blog/:slug']))
    expect(CONTENT_ROUTES.map((r) => r.path)).toEqual(['/about', '/faq', '/support', '/privacy', '/terms', ...details])
    for (const route of CONTENT_ROUTES) {
      const loaded = (await (route.lazy as () => Promise<{ Component?: unknown }>)()) as { Component?: unknown }
      expect(typeof loaded.Component).toBe('function')
    }
  })

  test('the console is one lazy route outside the shell, never in the route table', () => {
    expect(routes[1]?.path).toBe('/admin/*')
    expect(typeof routes[1]?.lazy).toBe('function')
    expect(ROUTE_PATHS.some((p) => p.startsWith('/admin'))).toBe(false)
  })

  test('every screen loads', async () => {
    for (const lazy of Object.values(SCREENS)) {
      const loaded = (await lazy()) as { Component?: unknown }
      expect(typeof loaded.Component).toBe('function')
    }
  })

  test('every path has a title and description in both languages', () => {
    // The content lists' words are in their registry entries, the other routes' in page-meta.json.
    const lists = registry.lists.map((list) => list.path)
    expect([...Object.keys(meta.pages), ...lists].sort()).toEqual([...ROUTE_PATHS].sort())
    for (const page of [...Object.values(meta.pages), ...registry.lists.map((list) => list.page), meta.notFound]) {
      for (const text of [page.vi, page.en]) {
        expect(text.title.trim()).not.toBe('')
        expect(text.description.trim()).not.toBe('')
      }
      expect(page.vi.title).not.toBe(page.en.title)
    }
  })
})
