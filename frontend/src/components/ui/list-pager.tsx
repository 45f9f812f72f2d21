import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { defineDictionary } from '@/i18n/dictionary'
import { useText } from '@/i18n/language-provider'
import { lastPage, pageLink } from '@/lib/list-pages'

import { buttonClass } from './button'
import { LoadState } from './load-state'

export const listPagerText = defineDictionary(
  'listPager',
  {
    pages: 'Các trang của danh sách',
    previous: 'Trang trước',
    next: 'Trang sau',
    pageOf: (page: number, last: number) => `Trang ${page}/${last}`,
  },
  {
    pages: 'List pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  },
)

interface ListPagerProps {
  /** The list's route (`/case-studies`); its pages are `?page=N`. */
  route: string
  page: number
  last: number
  /** The navigation's name and the two links' words, when the list has its own (the blog's "Older articles"). */
  label?: string
  previous?: string
  next?: string
}

/**
 * Previous and next pages of a public list, as links with `rel` (crawlers follow them; the
 * server renders every page); nothing when the list fits on one page.
 */
export function ListPager({ route, page, last, label, previous, next }: ListPagerProps) {
  const t = useText(listPagerText)
  if (last <= 1) return null
  return (
    <nav aria-label={label ?? t.pages} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageLink(route, page - 1)} rel="prev" className={`${buttonClass('outline', 'sm')} min-h-11 min-w-11`}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {previous ?? t.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t.pageOf(page, last)}</p>
      {page < last ? (
        <Link to={pageLink(route, page + 1)} rel="next" className={`${buttonClass('outline', 'sm')} min-h-11 min-w-11`}>
          {next ?? t.next}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

interface PagedItemsProps<T> {
  query: UseQueryResult<{ items: T; total: number }>
  route: string
  page: number
  /** What a page past the last shows: the site's Not Found. */
  notFound: ReactNode
  children: (items: T) => ReactNode
}

/** One page of a public list once read: Not Found past the last page, else its items and the pager. */
export function PagedItems<T>({ query, route, page, notFound, children }: PagedItemsProps<T>) {
  return (
    <LoadState query={query}>
      {({ items, total }) => {
        const last = lastPage(total)
        if (page > last) return notFound
        return (
          <div className="space-y-12">
            {children(items)}
            <ListPager route={route} page={page} last={last} />
          </div>
        )
      }}
    </LoadState>
  )
}
