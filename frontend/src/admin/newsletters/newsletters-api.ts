import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall } from '../admin-api'

export type Newsletter = components['schemas']['Newsletter']
export type NewsletterSummary = components['schemas']['NewsletterSummary']
export type NewNewsletter = components['schemas']['NewNewsletterRequest']

export const NEWSLETTERS_KEY = [ADMIN_KEY, 'newsletters'] as const
export const NEWSLETTER_PAGE = 20
export const RECIPIENT_PAGE = 50

/** While something is queued the counts move: the screens look again every 2 s. */
const refreshWhileSending = (state: string | undefined) => (state === 'sending' || state === 'scheduled' ? 2000 : false)

export function useNewsletters(offset: number) {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, 'list', offset],
    queryFn: () => adminCall(api.GET('/admin/newsletters', { params: { query: { limit: NEWSLETTER_PAGE, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some((n) => refreshWhileSending(n.state)) ? 2000 : false),
  })
}

export function useNewsletter(id: number) {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, id],
    queryFn: () => adminCall(api.GET('/admin/newsletters/{id}', { params: { path: { id } } })),
    staleTime: 0,
    refetchInterval: (query) => refreshWhileSending(query.state.data?.state),
  })
}

/** `progress` (the counts as last read) is part of the key: the states follow the counts. */
export function useRecipients(id: number, offset: number, progress: string) {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, id, 'recipients', offset, progress],
    queryFn: () =>
      adminCall(api.GET('/admin/newsletters/{id}/recipients', { params: { path: { id }, query: { limit: RECIPIENT_PAGE, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function usePreview(id: number, language: 'vi' | 'en', enabled: boolean) {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, id, 'preview', language],
    queryFn: () => adminCall(api.GET('/admin/newsletters/{id}/preview', { params: { path: { id }, query: { language } } })),
    enabled,
  })
}

/** The latest published posts a newsletter can be made from. */
export function usePosts() {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, 'posts'],
    queryFn: () => adminCall(api.GET('/blog-posts', { params: { query: { limit: 50 } } })),
  })
}

export function useNewsletterSettings() {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, 'settings'],
    queryFn: () => adminCall(api.GET('/admin/newsletter-settings')),
  })
}

export function saveNewsletterSettings(perMinute: number) {
  return adminCall(api.PUT('/admin/newsletter-settings', { body: { perMinute } }))
}

export function createNewsletter(body: NewNewsletter) {
  return adminCall(api.POST('/admin/newsletters', { body }))
}

export function testNewsletter(id: number) {
  return adminCall(api.POST('/admin/newsletters/{id}/test', { params: { path: { id } } }))
}

export function sendNewsletter(id: number, at: string | undefined) {
  return adminCall(api.POST('/admin/newsletters/{id}/send', { params: { path: { id } }, body: at ? { at } : {} }))
}

/** Call off a scheduled send: the newsletter is a draft again (docs/decisions-spec.md §23). */
export function cancelNewsletter(id: number) {
  return adminCall(api.POST('/admin/newsletters/{id}/cancel', { params: { path: { id } } }))
}

export function deleteNewsletter(id: number) {
  return adminCall(api.DELETE('/admin/newsletters/{id}', { params: { path: { id } } }))
}
