import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

import type { KEEP_SCROLL } from '@/lib/keep-scroll'

/**
 * Where each history entry was scrolled to, by its key (docs/decisions-spec.md §22): a link
 * opens its page at the top (or its `#anchor`), Back and Forward restore the position left.
 * Written here rather than React Router's `<ScrollRestoration>`, which costs about 1 KB gzip
 * of the first load's budget for session storage this site does not need.
 */
const positions = new Map<string, number>()
/**
 * The entry the window's scroll belongs to, set as the new page is committed (before its own
 * scroll). A listener keyed by the effect's closure would still hold the old entry when the
 * new page's scroll to the top fires, and overwrite the position Back must return to.
 */
let current: string | undefined
let listening = false
const remember = () => {
  if (current !== undefined) positions.set(current, window.scrollY)
}

/**
 * Back and Forward to a position the page cannot reach yet (its pictures or lists still
 * growing it) try again each frame for about a second, unless the visitor scrolls first.
 */
function restore(top: number) {
  let frames = 60
  const attempt = () => {
    window.scrollTo({ left: 0, top, behavior: 'instant' })
    if (Math.abs(window.scrollY - top) > 1 && frames-- > 0) requestAnimationFrame(attempt)
  }
  const stop = () => {
    frames = 0
  }
  window.addEventListener('wheel', stop, { once: true, passive: true })
  window.addEventListener('touchstart', stop, { once: true, passive: true })
  attempt()
}

export function useScrollRestoration() {
  const { key, hash, state } = useLocation()
  const type = useNavigationType()
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    if (listening) return
    listening = true
    window.addEventListener('scroll', remember, { passive: true })
  }, [])
  useLayoutEffect(() => {
    current = key
    // Instant: the page's smooth scrolling (index.css, for in-page anchors) would otherwise
    // glide from the old page's position, leaving the new page mid-way for a moment.
    if (type === 'POP') {
      restore(positions.get(key) ?? 0)
    } else if ((state as typeof KEEP_SCROLL | null)?.keepScroll !== true) {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
      if (target) target.scrollIntoView({ behavior: 'instant' })
      else window.scrollTo({ left: 0, top: 0, behavior: 'instant' })
    }
  }, [key, type, hash, state])
}
