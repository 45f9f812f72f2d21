import { Suspense, lazy } from 'react'
import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import type { RouteObject } from 'react-router'

import { resilient, watchNavigations } from './chunk-load'
import { Shell } from './layout/shell'
import type { RoutePath } from './page-meta'

/** Each screen is its own chunk, loaded when its route is first visited. */
type LazyScreen = () => Promise<{ Component: ComponentType }>

export const SCREENS: Record<RoutePath, LazyScreen> = {
  '/': () => import('@/home/home-screen').then((m) => ({ Component: m.HomeScreen })),
  '/services': () => import('@/services/services-screen').then((m) => ({ Component: m.ServicesScreen })),
  '/industries': () => import('@/industries/industries-screen').then((m) => ({ Component: m.IndustriesScreen })),
  '/case-studies': () =>
    import('@/case-studies/case-studies-screen').then((m) => ({ Component: m.CaseStudiesScreen })),
  '/blog': () => import('@/blog/blog-screen').then((m) => ({ Component: m.BlogScreen })),
  '/testimonials': () =>
    import('@/testimonials/testimonials-screen').then((m) => ({ Component: m.TestimonialsScreen })),
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
  {
    path: '/services/:slug',
    lazy: () => import('@/services/service-screen').then((m) => ({ Component: m.ServiceScreen })),
  },
  {
    path: '/case-studies/:slug',
    lazy: () => import('@/case-studies/case-study-screen').then((m) => ({ Component: m.CaseStudyScreen })),
  },
  {
    path: '/blog/:slug',
    lazy: () => import('@/blog/post-screen').then((m) => ({ Component: m.PostScreen })),
  },
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
