/**
 * The server's renderer: the same routes, screens and providers as the browser's app,
 * rendered to HTML by React inside the server (QuickJS, `src/render/`), built by
 * `vite build --ssr` into one script (`frontend/dist-ssr/entry-server.js`).
 *
 * `render` runs the app twice: the first pass records the queries the page's screens make,
 * the server answers them from the content it keeps in memory (`__tradelaneLoad`), and the
 * second pass renders with the answers. The answers go into the page as its data block, so
 * the browser hydrates with the same data.
 */
import './ssr/install'

import { QueryClient } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server.browser'
import { RouterProvider, createMemoryRouter } from 'react-router'
import type { RouteObject } from 'react-router'

import { createQueryClient } from './api/query-client'
import { AppProviders } from './app/providers'
import { preloadResultCode, routes } from './app/router'
import type { ServerData } from './app/server-data'
import { markdownMailHtml } from './components/markdown/mail'
import { SETTINGS_QUERY_KEY } from './config/site-settings'
import { isLocale } from './i18n/locale'
import { dropTimers } from './ssr/timers'

declare global {
  /** The server's answer to a query key (JSON), or undefined when it has none. */
  var __tradelaneLoad: ((key: string) => string | undefined) | undefined
}

/** The site's routes, each screen's code already in place (the console is never rendered here). */
const siteRoutes: RouteObject[] = routes.filter((route) => route.path !== '/admin/*')
let resolved = false

async function resolveLazy(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy()
        Object.assign(route, loaded, { lazy: undefined })
      }
      if (route.children) await resolveLazy(route.children)
    }),
  )
}

/** Loads every screen; the server waits for it once, after loading the script. */
export function prepare(): Promise<void> {
  return Promise.all([resolveLazy(siteRoutes), preloadResultCode('/tools/hs-code-analyzer')]).then(() => {
    resolved = true
  })
}

const MAX_PASSES = 4

function renderOnce(client: QueryClient, url: string, locale: 'vi' | 'en'): string {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [url] })
  try {
    return renderToString(
      <StrictMode>
        <AppProviders client={client} locale={locale}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  } finally {
    router.dispose()
    dropTimers()
  }
}

/** Answers the queries the last pass left waiting; whether any was answered. */
function answer(client: QueryClient, load: (key: string) => string | undefined): boolean {
  let answered = false
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.data !== undefined) continue
    const text = load(JSON.stringify(query.queryKey))
    if (text === undefined) continue
    client.setQueryData(query.queryKey, JSON.parse(text))
    answered = true
  }
  return answered
}

/**
 * The page at `url` (path and query) in `locale`, with the public settings (JSON). Returns
 * JSON: `{html, data}`, where `data` is the page's data block (ServerData).
 */
export function render(url: string, locale: string, settingsJson: string): string {
  if (!resolved) throw new Error('render before prepare() finished')
  if (!isLocale(locale)) throw new Error(`unknown locale ${locale}`)
  const load = globalThis.__tradelaneLoad
  if (!load) throw new Error('the server gave no __tradelaneLoad')
  const client: QueryClient = createQueryClient()
  client.setQueryData(SETTINGS_QUERY_KEY, JSON.parse(settingsJson))
  let html = renderOnce(client, url, locale)
  for (let pass = 1; pass < MAX_PASSES && answer(client, load); pass++) {
    html = renderOnce(client, url, locale)
  }
  const queries: Array<[QueryKey, unknown]> = client
    .getQueryCache()
    .getAll()
    // The settings travel in their own block, already in every page.
    .filter((query) => query.state.data !== undefined && query.queryHash !== JSON.stringify(SETTINGS_QUERY_KEY))
    .map((query) => [query.queryKey, query.state.data])
  const data: ServerData = { locale, queries }
  client.clear()
  return JSON.stringify({ html, data })
}

/** A newsletter's Markdown as e-mail HTML (inline styles, absolute addresses on `base`). */
export function renderMail(text: string, base: string): string {
  return markdownMailHtml(text, base)
}
