import { Info } from 'lucide-react'
import { Suspense, lazy, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'

export const INFO_BUTTON_CLASS =
  // 44 px to the finger (docs/decisions-spec.md §22), the 24 px it looks taken back by the margin.
  '-m-2.5 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full align-middle text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-accent-600'

// The tooltip library (with its positioning code) arrives just after the form paints, as its
// own chunk; until then the same button stands in its place.
const InfoTipPopup = lazy(() => import('./info-tip-popup'))

const never = () => () => undefined

/**
 * A small info button whose tooltip explains a label or a figure. The server's render and
 * the hydration show the plain button (the server cannot wait for the tooltip's chunk: a
 * result rendered from a link would be left to the browser with an error); the tooltip
 * takes its place right after.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  const button = (
    <button type="button" aria-label={label} className={INFO_BUTTON_CLASS}>
      <Info className="h-4 w-4" aria-hidden />
    </button>
  )
  if (!hydrated) return button
  return (
    <Suspense fallback={button}>
      <InfoTipPopup label={label}>{children}</InfoTipPopup>
    </Suspense>
  )
}
