import { Outlet } from 'react-router'

import { useText } from '@/i18n/language-provider'

import { shellText } from './shell-text'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

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
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
