// Started by boot.ts after the first paint (it also carries the styles).
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider, matchRoutes } from 'react-router'

import { AppProviders } from './app/providers'
import { createRouter, preloadResultCode, routes } from './app/router'
import { readServerData } from './app/server-data'
import { rememberSource } from './lib/lead'
import { trackPageviews } from './lib/visit-beacon'

const container = document.getElementById('root')!

/** The app over a new router; its page views are counted from here (lib/visit-beacon). */
function app() {
  const router = createRouter()
  rememberSource()
  trackPageviews(router)
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}

/**
 * The server rendered this page (its data block is there): the screens of this address are
 * loaded first, so the router's first render is the server's HTML, then React takes it over.
 * Otherwise (the console, a tool opened with inputs, a failed render) the app renders itself.
 */
async function hydrate() {
  const matched = matchRoutes(routes, window.location) ?? []
  await Promise.all([
    ...matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
    // Without it (a failed fetch) the screen still hydrates, and computes once the code arrives.
    preloadResultCode(window.location.pathname, window.location.search).catch(() => undefined),
  ])
  hydrateRoot(container, app())
  started()
}

/**
 * Marks the document once React owns it (`<html data-app="started">`): from then on clicks
 * and typing reach the app (React replays those that land on a part still hydrating). The
 * browser tests wait for it after every page load.
 */
function started() {
  document.documentElement.dataset.app = 'started'
}

if (readServerData()) {
  void hydrate()
} else {
  createRoot(container).render(app())
  started()
}
