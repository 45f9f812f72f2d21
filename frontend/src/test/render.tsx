import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'

import { AppProviders } from '@/app/providers'
import type { Locale } from '@/i18n/locale'
import { LOCALE_STORAGE_KEY } from '@/i18n/locale'

interface Options {
  locale?: Locale
  route?: string
  /** The route pattern the element is mounted at (default: the route itself). */
  path?: string
}

/** Renders a screen inside the app's providers (query cache, language, tooltips, toasts) and a router. */
export function renderWithProviders(ui: ReactElement, { locale = 'vi', route = '/', path }: Options = {}) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale)
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
