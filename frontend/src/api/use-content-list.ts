import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'

import { LIST_PAGE_SIZE, pageNumber } from '@/lib/list-pages'

import { api, responseError } from './client'
import type { components } from './schema'

type Schemas = components['schemas']

/** The five content lists and what each page of them holds. */
export interface ContentLists {
  '/services': Schemas['Service'][]
  '/industries': Schemas['Industry'][]
  '/case-studies': Schemas['CaseStudy'][]
  '/blog-posts': Schemas['BlogPostSummary'][]
  '/testimonials': Schemas['Testimonial'][]
}
export type ContentListPath = keyof ContentLists

/** The lists whose items have their own address, and what one item holds. */
export interface ContentItems {
  '/services': Schemas['ServiceDetail']
  '/case-studies': Schemas['CaseStudyDetail']
  '/blog-posts': Schemas['BlogPost']
}
export type ContentItemPath = keyof ContentItems

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

// One typed call per list, so each path keeps its own answer type.
const FETCH: { [P in ContentListPath]: (query: PageRange) => Fetched<ContentLists[P]> } = {
  '/services': (query) => api.GET('/services', { params: { query } }),
  '/industries': (query) => api.GET('/industries', { params: { query } }),
  '/case-studies': (query) => api.GET('/case-studies', { params: { query } }),
  '/blog-posts': (query) => api.GET('/blog-posts', { params: { query } }),
  '/testimonials': (query) => api.GET('/testimonials', { params: { query } }),
}

const FETCH_ITEM: { [P in ContentItemPath]: (slug: string) => Fetched<ContentItems[P]> } = {
  '/services': (slug) => api.GET('/services/{slug}', { params: { path: { slug } } }),
  '/case-studies': (slug) => api.GET('/case-studies/{slug}', { params: { path: { slug } } }),
  '/blog-posts': (slug) => api.GET('/blog-posts/{slug}', { params: { path: { slug } } }),
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
      const { data, response } = await (FETCH[path] as (query: PageRange) => Fetched<ContentLists[P]>)(range)
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
      const { data, response } = await (FETCH_ITEM[path] as (slug: string) => Fetched<ContentItems[P]>)(slug)
      if (response.status === 404) return null
      if (!response.ok || data === undefined) throw await responseError(response)
      return data
    },
  })
}
