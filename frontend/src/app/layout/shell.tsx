import { Suspense, lazy, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'

import { useLanguage, useText } from '@/i18n/language-provider'
import { useHydrated } from '@/lib/use-hydrated'

import { useWaitingForConnection } from '../chunk-load'
import { useScrollRestoration } from '../scroll'
import { shellText } from './shell-text'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The address bar carries the page's language (`?lang=`, docs/decisions-spec.md §22), so a
 * link copied from it (or shared from the page) opens in the same language. Written with
 * `replaceState`, as the language switch does: the router's own location is left alone.
 */
function useLanguageInAddress() {
  const { locale } = useLanguage()
  const { key } = useLocation()
  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('lang') === locale) return
    url.searchParams.set('lang', locale)
    window.history.replaceState(window.history.state, '', url)
  }, [locale, key])
}

// Its own chunk, drawn once the app runs: fixed at the bottom, it moves nothing on the page.
const PhoneBar = lazy(() => import('./phone-bar').then((m) => ({ default: m.PhoneBar })))

/** Offline, a navigation waits for the connection (app/chunk-load.ts): say so. */
function OfflineNotice() {
  const t = useText(shellText)
  const waiting = useWaitingForConnection()
  return (
    <div role="status" aria-live="polite" className={waiting ? 'fixed inset-x-0 top-0 z-50 bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-950 shadow' : 'sr-only'}>
      {waiting ? t.offline : ''}
    </div>
  )
}

/**
 * The header, the screen and the footer are Suspense boundaries: nothing in them suspends,
 * but React hydrates each boundary as its own task, so the server's page becomes
 * interactive in short tasks instead of one long one (Total Blocking Time on a phone).
 * `useScrollRestoration`: a link opens its page at the top (or its `#anchor`); Back and
 * Forward restore where the visitor was (docs/decisions-spec.md §22).
 */
export function Shell() {
  const t = useText(shellText)
  const hydrated = useHydrated()
  useLanguageInAddress()
  useScrollRestoration()
  return (
    <div className="flex min-h-screen flex-col pb-16 lg:pb-0 print:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skipToContent}
      </a>
      <OfflineNotice />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" className="flex-1">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      {hydrated && (
        <Suspense>
          <PhoneBar />
        </Suspense>
      )}
    </div>
  )
}
