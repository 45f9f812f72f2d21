import { useQuery } from '@tanstack/react-query'

import { api, responseError } from './client'
import type { components } from './schema'

type Schemas = components['schemas']

/** The five content lists and what each holds. */
export interface ContentLists {
  '/services': Schemas['Service'][]
  '/industries': Schemas['Industry'][]
  '/case-studies': Schemas['CaseStudy'][]
  '/blog-posts': Schemas['BlogPost'][]
  '/testimonials': Schemas['Testimonial'][]
}
export type ContentListPath = keyof ContentLists

export type Service = Schemas['Service']
export type Industry = Schemas['Industry']
export type CaseStudy = Schemas['CaseStudy']
export type BlogPost = Schemas['BlogPost']
export type Testimonial = Schemas['Testimonial']

type Fetched<T> = Promise<{ data?: T; response: Response }>

// One typed call per list, so each path keeps its own answer type.
const FETCH: { [P in ContentListPath]: () => Fetched<ContentLists[P]> } = {
  '/services': () => api.GET('/services'),
  '/industries': () => api.GET('/industries'),
  '/case-studies': () => api.GET('/case-studies'),
  '/blog-posts': () => api.GET('/blog-posts'),
  '/testimonials': () => api.GET('/testimonials'),
}

/**
 * One content list through the typed client and the query cache. The key is the URL's
 * segments (docs/product.md §7); a non-OK answer becomes the error "<status>: <body>".
 */
export function useContentList<P extends ContentListPath>(path: P) {
  return useQuery({
    queryKey: ['api', path.slice(1)],
    queryFn: async (): Promise<ContentLists[P]> => {
      const { data, response } = await (FETCH[path] as () => Fetched<ContentLists[P]>)()
      if (!response.ok || data === undefined) throw await responseError(response)
      return data
    },
  })
}
