import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall, attachmentName } from '../admin-api'
import type { ExportFormat } from '../ui/export-buttons'
import { apiListQuery } from '../ui/list-params'
import type { EnquiryFilters, Status } from './enquiry-filters'

export type EnquirySummary = components['schemas']['EnquirySummary']
export type EnquiryDetail = components['schemas']['EnquiryDetail']
export type EnquiryPatch = components['schemas']['EnquiryPatch']

export const ENQUIRIES_KEY = [ADMIN_KEY, 'enquiries'] as const

/** The API's query for the filters (status, search, read, source), without the page. */
function filterQuery(filters: EnquiryFilters) {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.read ? { read: filters.read === 'read' } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.assigned ? { assigned: filters.assigned } : {}),
  }
}

/** One page of the inbox for the filters in the address; the last page stays while the next loads. */
export function useEnquiries(filters: EnquiryFilters) {
  return useQuery({
    queryKey: [...ENQUIRIES_KEY, 'list', filters],
    queryFn: () =>
      adminCall(
        api.GET('/admin/enquiries', {
          params: { query: { ...apiListQuery(filters), ...filterQuery(filters) } },
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

/** DELETE /api/admin/enquiries/{id}: the enquiry and its notes are gone. */
export function deleteEnquiry(id: string) {
  return adminCall(api.DELETE('/admin/enquiries/{id}', { params: { path: { id } } }))
}

/** One status for several enquiries → how many changed. */
export function bulkStatus(ids: string[], status: Status) {
  return adminCall(api.POST('/admin/enquiries/bulk-status', { body: { ids, status } }))
}

/** Deletes several enquiries → how many were deleted. */
export function bulkDelete(ids: string[]) {
  return adminCall(api.POST('/admin/enquiries/bulk-delete', { body: { ids } }))
}

/** Erases one person's enquiries and subscriptions (Decree 13/2023) → how many of each. */
export function eraseEnquirer(email: string) {
  return adminCall(api.POST('/admin/enquiries/erasure', { body: { email } }))
}

/**
 * The export file of what the filters show, exactly as the server (and the CLI with the same
 * filter) writes it; its headers in the console's language (the request's Accept-Language).
 */
export async function exportEnquiries(format: ExportFormat, filters: EnquiryFilters) {
  const { data, error, response } = await api.GET('/admin/enquiries/export', {
    params: { query: { format, ...filterQuery(filters) } },
    parseAs: 'blob',
  })
  const blob = await adminCall(Promise.resolve({ data: data as Blob | undefined, error, response }))
  return { blob, filename: attachmentName(response.headers.get('Content-Disposition'), `enquiries.${format}`) }
}

/**
 * The people an enquiry can be given to: the team's first 200 accounts by address (the
 * server's largest page; a consultancy's team is far smaller). Suspended ones are listed
 * too, so a current assignee still shows, but cannot be chosen.
 */
export function useTeamMembers() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'team', 'members', 'assignable'],
    queryFn: () => adminCall(api.GET('/admin/team/members', { params: { query: { limit: 200 } } })),
    staleTime: 60_000,
  })
}
