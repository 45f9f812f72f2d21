import { Suspense, lazy } from 'react'
import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import type { RouteObject } from 'react-router'

import { resilient, watchNavigations } from './chunk-load'
import { Shell } from './layout/shell'
import type { RoutePath } from './page-meta'

import registry from '@/config/content-lists.json'

/** Each screen is its own chunk, loaded when its route is first visited. */
type LazyScreen = () => Promise<{ Component: ComponentType }>

/**
 * The features' screens (`<feature>/<name>-screen.tsx`), each its own chunk as with a plain
 * `import()`: the content lists' screens are found here by the names their registry entry
 * gives (`frontend/src/config/content-lists.json`), so a new list needs no edit in this file.
 */
const FEATURE_SCREENS = import.meta.glob<Record<string, unknown>>('../*/*-screen.tsx')

/** The screen a registry entry names (`blog/post-screen`): its module's export `…Screen`. */
function featureScreen(file: string): LazyScreen {
  return async () => {
    const load = FEATURE_SCREENS[`../${file}.tsx`]
    if (!load) throw new Error(`no screen ${file}.tsx`)
    const module = await load()
    const name = Object.keys(module).find((key) => key.endsWith('Screen'))
    const Component = name === undefined ? undefined : module[name]
    if (typeof Component !== 'function') throw new Error(`${file}.tsx exports no screen`)
    return { Component: Component as ComponentType }
  }
}

export const SCREENS: Record<RoutePath, LazyScreen> = {
  ...Object.fromEntries(registry.lists.map((list) => [list.path, featureScreen(list.screens.list)])),
  '/': () => import('@/home/home-screen').then((m) => ({ Component: m.HomeScreen })),
  '/tools': () => import('@/tools/tools-index/tools-index-screen').then((m) => ({ Component: m.ToolsIndexScreen })),
  '/tools/incoterms-calculator': () =>
    import('@/tools/incoterms/incoterms-screen').then((m) => ({ Component: m.IncotermsScreen })),
  '/tools/fob-cif-calculator': () =>
    import('@/tools/incoterms/incoterms-screen').then((m) => ({ Component: m.IncotermsScreen })),
  '/tools/freight-calculator': () =>
    import('@/tools/freight/freight-screen').then((m) => ({ Component: m.FreightScreen })),
  '/tools/demurrage-calculator': () =>
    import('@/tools/demurrage/demurrage-screen').then((m) => ({ Component: m.DemurrageScreen })),
  '/tools/hs-code-analyzer': () =>
    import('@/tools/hs-code/hs-code-screen').then((m) => ({ Component: m.HsCodeScreen })),
  '/contact': () => import('@/contact/contact-screen').then((m) => ({ Component: m.ContactScreen })),
  '/unsubscribe': () =>
    import('@/unsubscribe/unsubscribe-screen').then((m) => ({ Component: m.UnsubscribeScreen })),
  '/subscribe/confirm': () =>
    import('@/unsubscribe/confirm-screen').then((m) => ({ Component: m.ConfirmScreen })),
  '/personal-data': () =>
    import('@/personal-data/personal-data-screen').then((m) => ({ Component: m.PersonalDataScreen })),
  '/personal-data/confirm': () =>
    import('@/personal-data/confirm-screen').then((m) => ({ Component: m.PersonalDataConfirmScreen })),
}

/** The standing pages (docs/decisions-spec.md §8): their text comes from the database. */
export const STANDING_PAGES = ['/about', '/faq', '/support', '/privacy', '/terms'] as const

/**
 * Pages whose address and words come from the content. The server answers 200 only for
 * published ones (src/site/web.rs); here an unknown slug shows Page Not Found as well.
 */
export const CONTENT_ROUTES: RouteObject[] = [
  ...STANDING_PAGES.map((path) => ({
    path,
    lazy: () =>
      import('@/standing-pages/standing-page-screen').then((m) => ({ Component: m.StandingPageScreen })),
  })),
  ...registry.lists.flatMap((list) => {
    const item = 'item' in list.screens ? list.screens.item : undefined
    return item === undefined ? [] : [{ path: `${list.path}/:slug`, lazy: featureScreen(item) }]
  }),
]

// The error screen is rare: its own chunk (a chunk that fails to load never reaches it, see chunk-load.ts).
const LazyRouteError = lazy(() => import('./layout/route-error').then((m) => ({ default: m.RouteError })))
function RouteError() {
  return (
    <Suspense>
      <LazyRouteError />
    </Suspense>
  )
}

/** Each lazy route through `resilient`: a chunk that fails to load is never a developer screen. */
function withResilientChunks(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const lazy = route.lazy
    return typeof lazy === 'function' ? { ...route, lazy: resilient(lazy) } : route
  }) as RouteObject[]
}

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // Any other failure of a screen: a plain message in the visitor's language.
    errorElement: <RouteError />,
    children: withResilientChunks([
      ...Object.entries(SCREENS).map(([path, lazy]) => ({ path, lazy })),
      ...CONTENT_ROUTES,
      {
        path: '*',
        lazy: () => import('@/not-found/not-found-screen').then((m) => ({ Component: m.NotFoundScreen })),
      },
    ]),
  },
  // The owner's console: its own chunk, loaded only under /admin, outside the site's shell.
  ...withResilientChunks([
    {
      path: '/admin/*',
      lazy: () => import('@/admin/console-app').then((m) => ({ Component: m.ConsoleApp })),
      errorElement: <RouteError />,
    },
  ]),
]

/**
 * The code a screen computes its result with, when it is not in the screen's chunk: the HS
 * analyzer's nomenclature. Loaded before a render that shows a link's result, so the server's
 * page carries the result (docs/decisions-spec.md §22) and hydration finds the same HTML.
 * `search` absent: every such code (the server loads it once).
 */
export async function preloadResultCode(pathname: string, search?: string): Promise<void> {
  if (pathname === '/tools/hs-code-analyzer' && (search === undefined || search.length > 1)) {
    await import('@/tools/hs-code/hs-code-screen').then((m) => m.loadEngine())
  }
}

export function createRouter() {
  const router = createBrowserRouter(routes)
  watchNavigations(router)
  return router
}
