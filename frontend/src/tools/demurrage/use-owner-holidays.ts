import { useQuery } from '@tanstack/react-query'

import { api, responseError } from '@/api/client'

import type { OwnerHolidayYear } from './vn-holidays'

/**
 * The owner's holiday table (docs/decisions-spec.md §19). The server answers this key in the
 * page's data block, so a rendered page needs no request; a page opened from a link (sent
 * without the block) asks `GET /api/holidays` once.
 */
export function useOwnerHolidays() {
  return useQuery({
    queryKey: ['api', 'holidays', 'vn'],
    queryFn: async (): Promise<{ years: OwnerHolidayYear[] }> => {
      const { data, response } = await api.GET('/holidays')
      if (!response.ok || data === undefined) {
        throw await responseError(response).catch(() => new Error(`${response.status}: ${response.statusText}`))
      }
      return data
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
