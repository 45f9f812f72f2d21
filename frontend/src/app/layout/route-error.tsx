import { useRouteError } from 'react-router'

import { defineDictionary } from '@/i18n/dictionary'
import { useText } from '@/i18n/language-provider'

const routeErrorText = defineDictionary(
  'routeError',
  {
    title: 'Không mở được trang này',
    text: 'Trang chưa tải xong, có thể do kết nối hoặc do trang web vừa được cập nhật. Hãy tải lại trang.',
    reload: 'Tải lại trang',
    home: 'Trang chủ',
  },
  {
    title: 'This page could not be opened',
    text: 'The page did not finish loading, perhaps because of the connection or because the site was just updated. Please reload it.',
    reload: 'Reload the page',
    home: 'Home',
  },
)

/**
 * What a screen that failed shows instead of React Router's developer screen
 * (docs/decisions-spec.md §22): a plain message in the visitor's language and a way on. The
 * links are plain ones: a full page load gets a fresh copy of the app.
 */
export function RouteError() {
  const t = useText(routeErrorText)
  const error = useRouteError()
  // Kept for the browser's console, where a developer looks; never on the page.
  console.error(error)
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="text-slate-700">{t.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={typeof window === 'undefined' ? '/' : window.location.href}
          className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-semibold text-white"
        >
          {t.reload}
        </a>
        <a href="/" className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800">
          {t.home}
        </a>
      </div>
    </main>
  )
}
