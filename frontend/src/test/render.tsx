import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'

import { AppProviders } from '@/app/providers'
import type { Locale } from '@/i18n/locale'
import type { PublicSettings } from '@/config/site-settings'
import { LOCALE_STORAGE_KEY } from '@/i18n/locale'

import { TEST_SETTINGS, embedSettings } from './settings'

interface Options {
  locale?: Locale
  route?: string
  /** The route pattern the element is mounted at (default: the route itself). */
  path?: string
  /** The settings the page carries (default: TEST_SETTINGS); `null`: a page without the block. */
  settings?: PublicSettings | null
}

/** Renders a screen inside the app's providers (query cache, language, tooltips, toasts) and a router. */
export function renderWithProviders(ui: ReactElement, { locale = 'vi', route = '/', path, settings }: Options = {}) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  embedSettings(settings === undefined ? TEST_SETTINGS : settings)
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? route.split('?')[0]} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
}

/** A JSON answer for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

type Answer = (request: Request) => Response | Promise<Response>

/**
 * Stubs `fetch` with answers by API path ("/blog-posts") or method and path
 * ("POST /subscriptions"); any other request fails the test.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '')
    const answer = answers[`${request.method} ${path}`] ?? answers[path]
    if (!answer) throw new Error(`unexpected request: ${request.method} ${request.url}`)
    return answer(request)
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The JSON bodies a stubbed fetch received for a path (requests other than GET). */
export async function sentBodies(fetch: ReturnType<typeof stubApi>, path: string): Promise<unknown[]> {
  const requests = fetch.mock.calls.map((call) => call[0]).filter((r) => r.method !== 'GET' && new URL(r.url).pathname === `/api${path}`)
  return Promise.all(requests.map((r) => r.clone().json() as Promise<unknown>))
}
