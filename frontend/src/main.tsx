// Self-hosted Be Vietnam Pro: only the latin and vietnamese subsets, font-display: optional
// (vite.config.ts says why).
import '@fontsource/be-vietnam-pro/latin-400.css'
import '@fontsource/be-vietnam-pro/vietnamese-400.css'
import '@fontsource/be-vietnam-pro/latin-600.css'
import '@fontsource/be-vietnam-pro/vietnamese-600.css'
import '@fontsource/be-vietnam-pro/latin-700.css'
import '@fontsource/be-vietnam-pro/vietnamese-700.css'
import './index.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider, matchRoutes } from 'react-router'

import { AppProviders } from './app/providers'
import { createRouter, routes } from './app/router'
import { readServerData } from './app/server-data'

const container = document.getElementById('root')!

function app() {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createRouter()} />
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
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
  hydrateRoot(container, app())
}

if (readServerData()) {
  void hydrate()
} else {
  createRoot(container).render(app())
}
