import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { createQueryClient } from '@/api/query-client'
import { Toaster } from '@/components/ui/toaster'
import { seedSiteSettings } from '@/config/site-settings'
import { LanguageProvider } from '@/i18n/language-provider'

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    seedSiteSettings(client)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <Toaster>{children}</Toaster>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
