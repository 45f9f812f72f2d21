import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'

import { LIST_PAGE_SIZE, pageNumber } from '@/lib/list-pages'

import { api, responseError } from './client'
import type { components, paths } from './schema'

type Schemas = components['schemas']

type Get<P> = P extends keyof paths ? (paths[P] extends { get: infer Op } ? Op : never) : never
// The answer's body, whatever the JSON media type's parameters (`; charset=utf-8`).
type Json200<Op> = Op extends { responses: { 200: { content: infer C } } } ? C[keyof C] : never
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never

/**
 * The public content lists: the API's paths outside the console whose GET takes a page
 * (`limit`). Read from the typed document, so a list added on the server (its registry,
 * src/content/lists.rs) is here once `npm run gen:api` has run.
 */
export type ContentListPath = {
  [P in keyof paths]: P extends `/admin/${string}`
    ? never
    : [Query<Get<P>>] extends [never]
      ? never
      : 'limit' extends keyof Query<Get<P>>
        ? P
        : never
}[keyof paths]

/** What one page of each list holds. */
export type ContentLists = { [P in ContentListPath]: Json200<Get<P>> }

/** The lists whose items have their own address (`<path>/{slug}`). */
export type ContentItemPath = {
  [P in ContentListPath]: `${P}/{slug}` extends keyof paths ? P : never
}[ContentListPath]

/** What one item of each list with detail pages holds. */
export type ContentItems = { [P in ContentItemPath]: Json200<Get<`${P}/{slug}`>> }

export type Service = Schemas['Service']
export type Industry = Schemas['Industry']
export type CaseStudy = Schemas['CaseStudy']
export type BlogPostSummary = Schemas['BlogPostSummary']
export type BlogPost = Schemas['BlogPost']
export type Testimonial = Schemas['Testimonial']

/** One page of a list (docs/decisions-spec.md §12): its items, and how many the whole list holds. */
export interface ListPage<T> {
  items: T
  total: number
}

export interface PageRange {
  limit: number
  offset: number
}

type Fetched<T> = Promise<{ data?: T; response: Response }>

// The typed client checks each call's path against the document; the lists' paths are a type
// computed from it, which its overloads cannot follow, so the call goes through `unknown`.
const untypedGet = api.GET as unknown as (path: string, init: object) => Fetched<unknown>

function fetchPage<P extends ContentListPath>(path: P, query: PageRange) {
  return untypedGet(path, { params: { query } }) as Fetched<ContentLists[P]>
}

function fetchItem<P extends ContentItemPath>(path: P, slug: string) {
  return untypedGet(`${path}/{slug}`, { params: { path: { slug } } }) as Fetched<ContentItems[P]>
}

/**
 * One page of a content list through the typed client and the query cache. The key is the
 * URL's segments and the page (docs/product-spec.md §7); the server's renderer answers the same
 * key. A page past the end of the list is an empty page; another non-OK answer becomes the
 * error "<status>: <body>".
 */
export function useContentPage<P extends ContentListPath>(path: P, range: PageRange) {
  return useQuery({
    queryKey: ['api', path.slice(1), { limit: range.limit, offset: range.offset }],
    queryFn: async (): Promise<ListPage<ContentLists[P]>> => {
      const { data, response } = await fetchPage(path, range)
      if (response.status === 404) return { items: [] as unknown as ContentLists[P], total: 0 }
      if (!response.ok || data === undefined) throw await responseError(response)
      return { items: data, total: Number(response.headers.get('X-Total-Count') ?? data.length) }
    },
  })
}

/**
 * The page of a public list the address names (`?page=N`, none: the first) and its items;
 * `page` is undefined when the value names no page (the screen is then Not Found).
 */
export function usePagedContent<P extends ContentListPath>(path: P) {
  const [params] = useSearchParams()
  const page = pageNumber(params.get('page'))
  const query = useContentPage(path, { limit: LIST_PAGE_SIZE, offset: ((page ?? 1) - 1) * LIST_PAGE_SIZE })
  return { page, query }
}

/** One item by its slug, with its bodies and a few related items; null when there is none. */
export function useContentItem<P extends ContentItemPath>(path: P, slug: string) {
  return useQuery({
    queryKey: ['api', path.slice(1), slug],
    queryFn: async (): Promise<ContentItems[P] | null> => {
      const { data, response } = await fetchItem(path, slug)
      if (response.status === 404) return null
      if (!response.ok || data === undefined) throw await responseError(response)
      return data
    },
  })
}
