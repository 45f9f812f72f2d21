import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'

import { api } from '@/api/client'
import { LoadState } from '@/components/ui/load-state'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { ADMIN_KEY, adminCall } from '../admin-api'
import { ConsolePage } from '../ui/console-page'
import { PAGE_SIZE, readListParams, writeListParams } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { actionLabel, activityDetail, activityText, actorLabel } from './activity-text'

/** Every change an owner made, newest first, with its action in the owner's language. */
export function ActivityScreen() {
  const t = useText(activityText)
  const { locale } = useLanguage()
  const [params, setParams] = useSearchParams()
  const { offset } = readListParams(params)
  const query = useQuery({
    queryKey: [ADMIN_KEY, 'activity', offset],
    queryFn: () => adminCall(api.GET('/admin/activity', { params: { query: { limit: PAGE_SIZE, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  return (
    <ConsolePage title={t.title}>
      <p className="text-slate-700">{t.intro}</p>
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-4">
            {page.items.length === 0 ? (
              <p className="text-slate-600">{t.empty}</p>
            ) : (
              <ol className="space-y-3" aria-label={t.title}>
                {page.items.map((item) => (
                  <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold text-slate-900">{actionLabel(item.action, t)}</span>
                      <time dateTime={item.at} className="text-xs text-slate-600">
                        {formatDateTime(item.at, locale)}
                      </time>
                    </div>
                    <p className="break-all text-slate-700">{actorLabel(item.actor, t)}</p>
                    {item.detail && (
                      <p className="mt-1 break-words text-slate-700">{activityDetail(item.action, item.detail, t)}</p>
                    )}
                  </li>
                ))}
              </ol>
            )}
            <Pager
              offset={offset}
              limit={PAGE_SIZE}
              total={page.total}
              onOffset={(next) => setParams(writeListParams({ q: '', offset: next }))}
            />
          </div>
        )}
      </LoadState>
    </ConsolePage>
  )
}
