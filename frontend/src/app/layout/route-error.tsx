import { useRouteError } from 'react-router'

import { useText } from '@/i18n/language-provider'

import { shellText } from './shell-text'

/**
 * What a screen that failed shows instead of React Router's developer screen
 * (docs/decisions-spec.md §22): a plain message in the visitor's language and a way on. The
 * links are plain ones: a full page load gets a fresh copy of the app.
 */
export function RouteError() {
  const t = useText(shellText)
  const error = useRouteError()
  // Kept for the browser's console, where a developer looks; never on the page.
  console.error(error)
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.errorTitle}</h1>
      <p className="text-slate-700">{t.errorText}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={typeof window === 'undefined' ? '/' : window.location.href}
          className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-semibold text-white"
        >
          {t.errorReload}
        </a>
        <a href="/" className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800">
          {t.homeLink}
        </a>
      </div>
    </main>
  )
}
