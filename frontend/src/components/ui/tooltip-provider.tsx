import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

/** Tooltip timings of docs/product-spec.md §9. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/**
 * Tooltips' shared timing. Only the screens with tooltips mount it, so the tooltip code
 * (and its positioning library) stays out of the first load.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  )
}
