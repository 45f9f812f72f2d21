import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { ExportButtons } from '../ui/export-buttons'
import { PAGE_SIZE, readListParams, writeListParams } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { SearchBox } from '../ui/search-box'
import { textOf } from '../ui/text-of'
import { SUBSCRIBERS_KEY, exportSubscribers, removeSubscriber, useSubscribers } from './subscribers-api'
import type { Subscriber } from './subscribers-api'
import { subscribersText } from './subscribers-text'

function Row({ item }: { item: Subscriber }) {
  const t = useText(subscribersText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => removeSubscriber(item.id),
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.removed(item.email) })
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold break-all text-slate-900">{item.email}</p>
        <p className="text-sm text-slate-700">
          {textOf(t.source, item.source)} · {textOf(t.language, item.language)}
        </p>
        <p className="text-xs text-slate-600">{t.subscribedAt(formatDateTime(item.createdAt, locale))}</p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t.removeLabel(item.email)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t.remove}
          </Button>
        }
        title={t.confirmTitle}
        description={t.confirmText(item.email)}
        confirmLabel={t.remove}
        onConfirm={() => remove.mutate()}
      />
    </li>
  )
}

/** Everyone who left an address on the blog or testimonials: search, remove, export. */
export function SubscribersScreen() {
  const t = useText(subscribersText)
  const [params, setParams] = useSearchParams()
  const list = readListParams(params)
  const query = useSubscribers(list)
  return (
    <ConsolePage title={t.title} actions={<ExportButtons download={exportSubscribers} />}>
      <SearchBox key={list.q} value={list.q} label={t.searchLabel} onSearch={(q) => setParams(writeListParams({ q, offset: 0 }))} />
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-4">
            {page.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
                {list.q ? t.emptyFiltered : t.empty}
              </p>
            ) : (
              <ul className="space-y-3" aria-label={t.title}>
                {page.items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </ul>
            )}
            <Pager offset={list.offset} limit={PAGE_SIZE} total={page.total} onOffset={(offset) => setParams(writeListParams({ ...list, offset }))} />
          </div>
        )}
      </LoadState>
    </ConsolePage>
  )
}
