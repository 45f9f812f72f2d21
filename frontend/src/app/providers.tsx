import * as Tooltip from '@radix-ui/react-tooltip'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { createQueryClient } from '@/api/query-client'
import { Toaster } from '@/components/ui/toaster'
import { LanguageProvider } from '@/i18n/language-provider'

/** Tooltip timings of product.md §9. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <Toaster>{children}</Toaster>
        </Tooltip.Provider>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
