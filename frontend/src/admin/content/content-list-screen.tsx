import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, ExternalLink, Eye, Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useParams, useSearchParams } from 'react-router'

import { Button, buttonClass } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { PAGE_SIZE, readListParams, writeListParams } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { contentKey, deleteItem, listPage, reorderItems, useContentItems } from './content-api'
import type { ContentPage } from './content-api'
import { kindSpec, isKind, itemKey, textField } from './content-kinds'
import type { ContentItem, Kind } from './content-kinds'
import { ContentNav, StateBadge, isScheduled } from './content-nav'
import { contentText, kindName } from './content-text'

/** The item's name in the console's language (the other language when that one is empty). */
export function useItemName() {
  const { locale } = useLanguage()
  return (kind: Kind, item: ContentItem) => {
    const base = kindSpec(kind).name
    const [first, second] = locale === 'vi' ? ['Vi', 'En'] : ['En', 'Vi']
    return textField(item, `${base}${first}`) || textField(item, `${base}${second}`)
  }
}

interface RowProps {
  kind: Kind
  item: ContentItem
  index: number
  /** First or last of the whole list (not just of this page). */
  first: boolean
  last: boolean
  onMove: (from: number, to: number, button: 'up' | 'down') => void
}

function Row({ kind, item, index, first, last, onMove }: RowProps) {
  const t = useText(contentText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const name = useItemName()(kind, item)
  const spec = kindSpec(kind)
  const key = itemKey(item)
  const remove = useMutation({
    mutationFn: () => deleteItem(kind, key),
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.removed(name) })
      void queryClient.invalidateQueries({ queryKey: contentKey(kind) })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  const slug = 'slug' in item ? item.slug : ''
  const scheduled = isScheduled(item.published, 'publishedAt' in item ? item.publishedAt : undefined)
  const reorderable = spec.list && kind !== 'blog-posts'
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="content-row">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-slate-900">{name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <StateBadge published={item.published} publishedAt={'publishedAt' in item ? item.publishedAt : undefined} />
          <span>{t.updated(formatDateTime(item.updatedAt, locale))}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {reorderable && (
          <>
            <Button
              id={`move-up-${key}`}
              variant="outline"
              size="sm"
              disabled={first}
              aria-label={t.moveUpLabel(name)}
              onClick={() => onMove(index, index - 1, 'up')}
            >
              <ArrowUp className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t.moveUp}</span>
            </Button>
            <Button
              id={`move-down-${key}`}
              variant="outline"
              size="sm"
              disabled={last}
              aria-label={t.moveDownLabel(name)}
              onClick={() => onMove(index, index + 1, 'down')}
            >
              <ArrowDown className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t.moveDown}</span>
            </Button>
          </>
        )}
        {spec.page && item.published && slug && !scheduled && (
          <a href={spec.page(slug)} className={buttonClass('ghost', 'sm')} target="_blank" rel="noreferrer">
            <ExternalLink className="h-4 w-4" aria-hidden />
            {t.view}
          </a>
        )}
        {/* Not on the site until its time (the page would answer 404): the editor's preview. */}
        {scheduled && (
          <Link to={`/admin/content/${kind}/${key}#content-preview`} className={buttonClass('ghost', 'sm')}>
            <Eye className="h-4 w-4" aria-hidden />
            {t.preview}
          </Link>
        )}
        <Link to={`/admin/content/${kind}/${key}`} aria-label={t.editLabel(name)} className={buttonClass('secondary', 'sm')}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t.edit}
        </Link>
        {spec.list && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t.removeLabel(name)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t.remove}
              </Button>
            }
            title={t.confirmTitle}
            description={t.confirmText(name)}
            confirmLabel={t.remove}
            onConfirm={() => remove.mutate()}
          />
        )}
      </div>
    </li>
  )
}

interface ItemListProps {
  kind: Kind
  page: ContentPage
  offset: number
  onOffset: (offset: number) => void
}

function ItemList({ kind, page, offset, onOffset }: ItemListProps) {
  const { items, total } = page
  const t = useText(contentText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const nameOf = useItemName()
  const [announcement, setAnnouncement] = useState('')
  const focusAfter = useRef<{ key: string; button: 'up' | 'down' } | null>(null)
  // A move swaps an item with its neighbour, which may be on the next or previous page.
  const move = useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const moved = items[from]
      const neighbour = items[to] ?? (await listPage(kind, 1, offset + to)).items[0]
      if (!moved || !neighbour) throw new Error('no neighbour')
      const ids = to < from ? [itemKey(moved), itemKey(neighbour)] : [itemKey(neighbour), itemKey(moved)]
      await reorderItems(kind, ids)
      return { moved, position: offset + to }
    },
    onSuccess: ({ moved, position }) => {
      setAnnouncement(t.movedTo(nameOf(kind, moved), position + 1))
      // The item stays in view: the page that now holds it.
      const pageOffset = Math.floor(position / PAGE_SIZE) * PAGE_SIZE
      if (pageOffset !== offset) onOffset(pageOffset)
      // Returned, so the move is pending until the page shows the new order (focus waits).
      return queryClient.invalidateQueries({ queryKey: contentKey(kind) })
    },
    onError: (error) => {
      focusAfter.current = null
      toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' })
    },
  })
  // After the list re-renders in its new order, the keyboard stays where it was: on the same
  // button, or on its twin when the item reached either end.
  useEffect(() => {
    const target = focusAfter.current
    if (!target || move.isPending) return
    if (!items.some((item) => itemKey(item) === target.key)) return
    focusAfter.current = null
    const other = target.button === 'up' ? 'down' : 'up'
    const same = document.getElementById(`move-${target.button}-${target.key}`) as HTMLButtonElement | null
    const twin = document.getElementById(`move-${other}-${target.key}`) as HTMLButtonElement | null
    const next = same && !same.disabled ? same : twin
    if (next && document.activeElement !== next) next.focus()
  }, [items, move.isPending])
  const onMove = (from: number, to: number, button: 'up' | 'down') => {
    if (move.isPending) return
    const moved = items[from]
    if (!moved) return
    focusAfter.current = { key: itemKey(moved), button }
    move.mutate({ from, to })
  }
  if (items.length === 0) {
    // Past the end (the last item of the last page deleted): the way back stays.
    return (
      <>
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{t.empty}</p>
        <Pager offset={offset} limit={PAGE_SIZE} total={total} onOffset={onOffset} />
      </>
    )
  }
  return (
    <>
      {kind === 'blog-posts' && <p className="text-sm text-slate-600">{t.postsOrder}</p>}
      <ul className="space-y-3" aria-label={kindName(t, kind)}>
        {items.map((item, index) => (
          <Row key={itemKey(item)} kind={kind} item={item} index={index} first={offset + index === 0} last={offset + index === total - 1} onMove={onMove} />
        ))}
      </ul>
      <Pager offset={offset} limit={PAGE_SIZE} total={total} onOffset={onOffset} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  )
}

/** One content type's items, drafts included: reorder, edit, delete, add. */
export function ContentListScreen() {
  const t = useText(contentText)
  const { kind } = useParams()
  if (!isKind(kind)) return <Navigate to="/admin/content/services" replace />
  return <KindList kind={kind} title={t.title} />
}

function KindList({ kind, title }: { kind: Kind; title: string }) {
  const t = useText(contentText)
  const [params, setParams] = useSearchParams()
  const { offset } = readListParams(params)
  const query = useContentItems(kind, offset)
  return (
    <ConsolePage
      title={title}
      actions={
        kindSpec(kind).list && (
          <Link to={`/admin/content/${kind}/new`} className={buttonClass('primary')}>
            <Plus className="h-4 w-4" aria-hidden />
            {t.add}
            <span className="sr-only">: {kindName(t, kind)}</span>
          </Link>
        )
      }
    >
      <p className="text-slate-700">{t.intro}</p>
      <ContentNav />
      <h2 className="text-xl font-semibold text-slate-900">{kindName(t, kind)}</h2>
      <LoadState query={query}>
        {(page) => (
          <ItemList kind={kind} page={page} offset={offset} onOffset={(next) => setParams(writeListParams({ q: '', offset: next }))} />
        )}
      </LoadState>
    </ConsolePage>
  )
}
