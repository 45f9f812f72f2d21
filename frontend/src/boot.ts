// The page's entry. Its styles and fonts are linked from the HTML by the build, so they load
// with the page; the app itself starts after the first paint.
//
// Why: the server already sent the page (src/site/web.rs), so a phone can paint it before any
// script arrives. A script fetched before that paint competes with the stylesheet and fonts
// on a slow line and, in Lighthouse's simulation, pushes the largest paint back by the time
// the whole app takes to download. Started after the paint, it only delays hydration.

// Self-hosted Be Vietnam Pro: only the latin and vietnamese subsets, font-display: optional
// (vite.config.ts says why), two weights, both preloaded. Semibold text (600) is drawn with
// the 700 face, as CSS font matching does: a 600 face was found only after the stylesheet
// and the layout, a chain of two more round trips before the first paint on a phone.
import '@fontsource/be-vietnam-pro/latin-400.css'
import '@fontsource/be-vietnam-pro/vietnamese-400.css'
import '@fontsource/be-vietnam-pro/latin-700.css'
import '@fontsource/be-vietnam-pro/vietnamese-700.css'
import './index.css'

const start = () => void import('./main')

/**
 * Calls `then` once the page has painted its text in its fonts: after the first contentful
 * paint and once the preloaded fonts are in (font-display: optional hides text for up to
 * 100 ms while a font loads, so the first frame may hold no text yet). Never later than
 * three seconds, whatever the browser reports.
 */
function afterPaint(then: () => void) {
  let started = false
  const go = () => {
    if (started) return
    started = true
    setTimeout(then, 0)
  }
  setTimeout(go, 3000)
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => resolve())
      return
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'paint', buffered: true })
  })
  void Promise.all([painted, document.fonts.ready]).then(go)
}

// The console and the pages sent without their content (no `tradelane-data` block, see
// app/server-data.ts; not imported, to keep this file alone in the page's head) have nothing to paint
// before the app; a tab opened in the background paints nothing: both start at once.
if (!document.getElementById('tradelane-data') || document.visibilityState === 'hidden') start()
else afterPaint(start)
