import { useQuery, keepPreviousData } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall } from '../admin-api'

export type Stats = components['schemas']['Stats']

/** The periods the Dashboard offers: 7 days, 30 days, 12 months. */
export const PERIODS = { week: 7, month: 30, year: 365 } as const
export type Period = keyof typeof PERIODS

export function useStats(period: Period) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'stats', period],
    queryFn: () => adminCall(api.GET('/admin/stats', { params: { query: { days: PERIODS[period] } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}
