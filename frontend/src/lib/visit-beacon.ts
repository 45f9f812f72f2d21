/**
 * The site's own visit counting (docs/decisions-spec.md §16): a page view on every route change
 * and the calculators' tool events go to `POST /api/events` with `navigator.sendBeacon`,
 * which never delays the page and needs no answer. No cookie, no identifier: the server
 * counts a visitor per day from a salted hash it forgets. The console is not counted.
 */

type ToolEvent = 'calculated' | 'pdf' | 'link' | 'quote'

interface SentEvent {
  type: 'pageview' | ToolEvent
  path: string
  referrer?: string
  tool?: string
  lang?: 'vi' | 'en'
}

function pageLanguage(): 'vi' | 'en' | undefined {
  const lang = document.documentElement.lang
  return lang === 'vi' || lang === 'en' ? lang : undefined
}

function send(event: SentEvent) {
  // A string goes as text/plain: a simple request, with nothing to preflight.
  const body = JSON.stringify({ ...event, lang: pageLanguage() })
  try {
    if (navigator.sendBeacon?.('/api/events', body)) return
    void fetch('/api/events', { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined)
  } catch {
    // Counting never breaks a page.
  }
}

const counted = (pathname: string) => !pathname.startsWith('/admin')

interface RouterLike {
  state: { location: { pathname: string; search: string }; navigation: { state: string } }
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void
}

/**
 * Sends the first page's view, then one per route change (a new path or query), once the
 * navigation has settled. It watches the router itself, not a component, so hydration and
 * React's strict-mode double effects never send twice.
 */
export function trackPageviews(router: RouterLike): () => void {
  // Without `lang`: the address bar carries it (docs/decisions-spec.md §22), so Back returns
  // to an address that gained it; the view's language is its own field.
  const address = (loc: { pathname: string; search: string }) => {
    const params = new URLSearchParams(loc.search)
    if (!params.has('lang')) return loc.pathname + loc.search
    params.delete('lang')
    const search = params.toString()
    return search ? `${loc.pathname}?${search}` : loc.pathname
  }
  let last = address(router.state.location)
  if (counted(router.state.location.pathname)) {
    send({ type: 'pageview', path: last, referrer: document.referrer || undefined })
  }
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return
    const next = address(state.location)
    if (next === last) return
    const previous = last
    last = next
    if (counted(state.location.pathname)) {
      send({ type: 'pageview', path: next, referrer: `${window.location.origin}${previous}` })
    }
  })
}

/** A calculator's event; the tool is named by its page (`/tools/incoterms-calculator`). */
export function sendToolEvent(type: ToolEvent) {
  const { pathname } = window.location
  const tool = pathname.split('/').filter(Boolean).at(-1)
  if (!tool || !counted(pathname)) return
  send({ type, path: pathname, tool })
}
