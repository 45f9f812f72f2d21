import { useQuery } from '@tanstack/react-query'

import { api, responseError } from '@/api/client'
import type { components } from '@/api/schema'

export type StandingPage = components['schemas']['StandingPage']

/** A standing page (about, faq, support, privacy, terms) through the query cache. */
export function useStandingPage(slug: string) {
  return useQuery({
    queryKey: ['api', 'pages', slug],
    queryFn: async (): Promise<StandingPage> => {
      const { data, response } = await api.GET('/pages/{slug}', { params: { path: { slug } } })
      if (!response.ok || data === undefined) {
        // openapi-fetch has already read an error's body, so `clone()` may throw: the status
        // is what the screen needs (404: Page Not Found).
        throw await responseError(response).catch(() => new Error(`${response.status}: ${response.statusText}`))
      }
      return data
    },
  })
}
