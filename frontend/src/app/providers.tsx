import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { createQueryClient } from '@/api/query-client'
import { Toaster } from '@/components/ui/toaster'
import { seedSiteSettings } from '@/config/site-settings'
import { LanguageProvider } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'

import { readServerData, seedServerData } from './server-data'

interface Props {
  children: ReactNode
  /** The server's render passes its own client (answered from memory) and language. */
  client?: QueryClient
  locale?: Locale
}

export function AppProviders({ children, client, locale }: Props) {
  const [serverData] = useState(readServerData)
  const [queryClient] = useState(() => {
    if (client) return client
    const created = createQueryClient()
    seedSiteSettings(created)
    seedServerData(created, serverData)
    return created
  })
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={locale ?? serverData?.locale}>
        <Toaster>{children}</Toaster>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
