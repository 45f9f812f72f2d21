import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'

import { CONSENT_QUERY_KEY } from '@/api/personal-data'
import type { ConsentStatement } from '@/api/personal-data'
import { createQueryClient } from '@/api/query-client'
import { AppProviders } from '@/app/providers'
import { readServerData, seedServerData } from '@/app/server-data'
import type { Locale } from '@/i18n/locale'
import type { PublicSettings } from '@/config/site-settings'
import { seedSiteSettings } from '@/config/site-settings'
import { LOCALE_STORAGE_KEY } from '@/i18n/locale'

import { TEST_SETTINGS, embedSettings } from './settings'

interface Options {
  locale?: Locale
  route?: string
  /** The route pattern the element is mounted at (default: the route itself). */
  path?: string
  /** The settings the page carries (default: TEST_SETTINGS); `null`: a page without the block. */
  settings?: PublicSettings | null
  /** The consent statement the page carries (default: TEST_CONSENT); `null`: none, asked of the API. */
  consent?: ConsentStatement | null
}

/** The consent statement component tests render with (a page's data block carries the current one). */
export const TEST_CONSENT: ConsentStatement = {
  version: 3,
  textVi: 'Tôi đồng ý để Cảng Xanh lưu dữ liệu tôi gửi để trả lời tôi.',
  textEn: 'I agree that Cang Xanh keeps the data I send to answer me.',
  createdAt: '2026-11-20T03:00:00.000Z',
}

/** Renders a screen inside the app's providers (query cache, language, tooltips, toasts) and a router. */
export function renderWithProviders(ui: ReactElement, { locale = 'vi', route = '/', path, settings, consent }: Options = {}) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  embedSettings(settings === undefined ? TEST_SETTINGS : settings)
  // The cache the app starts with, as AppProviders seeds it, plus the page's consent statement.
  const client = createQueryClient()
  seedSiteSettings(client)
  seedServerData(client, readServerData())
  if (consent !== null) client.setQueryData(CONSENT_QUERY_KEY, consent ?? TEST_CONSENT)
  return render(
    <AppProviders client={client}>
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
