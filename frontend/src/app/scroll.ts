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


export function useScrollRestoration() {
  const { key, hash, state } = useLocation()
  const type = useNavigationType()
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(key, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [key])
  useLayoutEffect(() => {
    if (type === 'POP') {
      window.scrollTo(0, positions.get(key) ?? 0)
    } else if ((state as typeof KEEP_SCROLL | null)?.keepScroll !== true) {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
      if (target) target.scrollIntoView()
      else window.scrollTo(0, 0)
    }
  }, [key, type, hash, state])
}
