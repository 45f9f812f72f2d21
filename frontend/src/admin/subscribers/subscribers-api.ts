import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall, attachmentName } from '../admin-api'
import type { ExportFormat } from '../ui/export-buttons'
import { apiListQuery } from '../ui/list-params'
import type { ListParams } from '../ui/list-params'

export type Subscriber = components['schemas']['Subscription']

export const SUBSCRIBERS_KEY = [ADMIN_KEY, 'subscriptions'] as const

export function useSubscribers(list: ListParams) {
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, list],
    queryFn: () => adminCall(api.GET('/admin/subscriptions', { params: { query: apiListQuery(list) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function removeSubscriber(id: string) {
  return adminCall(api.DELETE('/admin/subscriptions/{id}', { params: { path: { id } } }))
}

/** The export file as the server writes it (never the unsubscribe tokens). */
export async function exportSubscribers(format: ExportFormat) {
  const { data, error, response } = await api.GET('/admin/subscriptions/export', {
    params: { query: { format } },
    parseAs: 'blob',
  })
  const blob = await adminCall(Promise.resolve({ data: data as Blob | undefined, error, response }))
  return { blob, filename: attachmentName(response.headers.get('Content-Disposition'), `subscriptions.${format}`) }
}

export type ImportReport = components['schemas']['ImportReport']

/** POST /api/admin/subscriptions/import: the file's text; the server's report. */
export function importSubscribers(csv: string) {
  return adminCall(api.POST('/admin/subscriptions/import', { body: { csv } }))
}
