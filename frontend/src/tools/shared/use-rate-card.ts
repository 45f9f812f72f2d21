import { useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'

import type { RateCard } from './rate-card'

/**
 * The published rate card (docs/decisions-spec.md §24): one cacheable `GET /api/rates` a page
 * load, shared by the calculators. Null while it loads, when it fails or when none is
 * published: the built-in indicative rates apply then.
 */
export function useRateCard(): RateCard | null {
  const { data } = useQuery({
    queryKey: ['api', 'rates'],
    queryFn: async (): Promise<RateCard | null> => {
      // Checked with the server each page load (a 304 when unchanged): the answer's
      // stale-while-revalidate is for a CDN; a browser using it would show a withdrawn card
      // for minutes, and a page the server rendered without it.
      const { data, response } = await api.GET('/rates', { cache: 'no-cache' })
      return response.ok && data ? data : null
    },
    // A server-rendered link's card holds only its lanes (docs/decisions-spec.md §24): the
    // page hydrates with it (the HTML's result), then the whole card is fetched.
    staleTime: (query) => (query.state.data?.only ? 0 : Number.POSITIVE_INFINITY),
    // A failed fetch means indicative rates, not an error to show.
    retry: false,
  })
  return data && data.version != null ? data : null
}
