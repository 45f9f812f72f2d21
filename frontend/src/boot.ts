// The page's entry. Its styles and fonts are linked from the HTML by the build, so they load
// with the page; the app itself starts after the first paint.
//
// Why: the server already sent the page (src/web.rs), so a phone can paint it before any
// script arrives. A script fetched before that paint competes with the stylesheet and fonts
// on a slow line and, in Lighthouse's simulation, pushes the largest paint back by the time
// the whole app takes to download. Started after the paint, it only delays hydration.

// Self-hosted Be Vietnam Pro: only the latin and vietnamese subsets, font-display: optional
// (vite.config.ts says why).
import '@fontsource/be-vietnam-pro/latin-400.css'
import '@fontsource/be-vietnam-pro/vietnamese-400.css'
import '@fontsource/be-vietnam-pro/latin-600.css'
import '@fontsource/be-vietnam-pro/vietnamese-600.css'
import '@fontsource/be-vietnam-pro/latin-700.css'
import '@fontsource/be-vietnam-pro/vietnamese-700.css'
import './index.css'

const start = () => void import('./main')

// A tab opened in the background paints nothing and runs no animation frames: start at once.
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start, 0))
