import { Suspense } from 'react'
import { Outlet } from 'react-router'

import { useText } from '@/i18n/language-provider'

import { shellText } from './shell-text'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The header, the screen and the footer are Suspense boundaries: nothing in them suspends,
 * but React hydrates each boundary as its own task, so the server's page becomes
 * interactive in short tasks instead of one long one (Total Blocking Time on a phone).
 */
export function Shell() {
  const t = useText(shellText)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skipToContent}
      </a>
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
    </div>
  )
}
