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
      const { data, response } = await api.GET('/rates')
      return response.ok && data ? data : null
    },
    staleTime: Number.POSITIVE_INFINITY,
    // A failed fetch means indicative rates, not an error to show.
    retry: false,
  })
  return data && data.version != null ? data : null
}
