import type { UseQueryResult } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'

import { defineDictionary } from '@/i18n/dictionary'
import { useText } from '@/i18n/language-provider'

import { Button } from './button'

export const loadStateText = defineDictionary(
  'loadState',
  {
    loading: 'Đang tải...',
    failed: 'Không thể tải nội dung. Vui lòng kiểm tra kết nối và thử lại.',
    retry: 'Thử lại',
  },
  {
    loading: 'Loading...',
    failed: 'The content could not be loaded. Please check your connection and try again.',
    retry: 'Retry',
  },
)

/**
 * A list read's three states: the loading text with its pulsing dot, a message with Retry when the read
 * failed (never an endless loading text), and the content.
 */
export function LoadState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useText(loadStateText)
  if (query.isPending) {
    return (
      // A full viewport tall, so the footer starts below the fold even on a screen whose
      // whole page waits for the list (Services): the content replacing it moves nothing
      // the visitor can see (no layout shift when content arrives).
      // Only the dot pulses: text fading to half its strength is unreadable for some
      // (axe measures the contrast of the faded text).
      <p role="status" className="flex min-h-lvh items-start justify-center gap-2 py-16 text-slate-600">
        <PulseDot />
        {t.loading}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto flex min-h-lvh max-w-lg flex-col items-center gap-4 py-16 text-center">
        <p className="text-slate-700">{t.failed}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t.retry}
        </Button>
      </div>
    )
  }
  return <>{children(query.data)}</>
}

/** A small pulsing dot that says "working" beside a status text (decorative). */
export function PulseDot() {
  return <span aria-hidden className="mt-[0.45em] inline-block h-2 w-2 shrink-0 animate-pulse rounded-full bg-slate-400" />
}
