import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall, attachmentName } from '../admin-api'
import type { ExportFormat } from '../ui/export-buttons'
import { apiListQuery } from '../ui/list-params'
import type { EnquiryFilters } from './enquiry-filters'

export type EnquirySummary = components['schemas']['EnquirySummary']
export type EnquiryDetail = components['schemas']['EnquiryDetail']
export type EnquiryPatch = components['schemas']['EnquiryPatch']

export const ENQUIRIES_KEY = [ADMIN_KEY, 'enquiries'] as const

/** One page of the inbox for the filters in the address; the last page stays while the next loads. */
export function useEnquiries(filters: EnquiryFilters) {
  return useQuery({
    queryKey: [...ENQUIRIES_KEY, 'list', filters],
    queryFn: () =>
      adminCall(
        api.GET('/admin/enquiries', {
          params: {
            query: {
              ...apiListQuery(filters),
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.source ? { source: filters.source } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function useEnquiry(id: string) {
  return useQuery({
    queryKey: [...ENQUIRIES_KEY, 'one', id],
    queryFn: () => adminCall(api.GET('/admin/enquiries/{id}', { params: { path: { id } } })),
    staleTime: 0,
  })
}

/** PATCH /api/admin/enquiries/{id} with a status and/or a note → the enquiry as stored. */
export function patchEnquiry(id: string, body: EnquiryPatch) {
  return adminCall(api.PATCH('/admin/enquiries/{id}', { params: { path: { id } }, body }))
}

/** The export file, exactly as the server (and the CLI) writes it. */
export async function exportEnquiries(format: ExportFormat) {
  const { data, error, response } = await api.GET('/admin/enquiries/export', {
    params: { query: { format } },
    parseAs: 'blob',
  })
  const blob = await adminCall(Promise.resolve({ data: data as Blob | undefined, error, response }))
  return { blob, filename: attachmentName(response.headers.get('Content-Disposition'), `enquiries.${format}`) }
}
