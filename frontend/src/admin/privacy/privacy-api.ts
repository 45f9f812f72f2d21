import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall } from '../admin-api'

export type RequestItem = components['schemas']['RequestItem']
export type ConsentStatement = components['schemas']['ConsentStatement']
export type PersonalDataSettings = components['schemas']['PersonalDataSettings']
export type Breach = components['schemas']['Breach']
export type BreachInput = components['schemas']['BreachInput']
export type RequestFilter = 'open' | 'done' | 'all'

export const PRIVACY_KEY = [ADMIN_KEY, 'personal-data'] as const
export const PAGE_SIZE = 20

export function listRequests(filter: RequestFilter, offset: number) {
  const state = filter === 'all' ? undefined : filter
  return adminCall(api.GET('/admin/personal-data/requests', { params: { query: { state, limit: PAGE_SIZE, offset } } }))
}

export function acknowledgeRequest(id: string) {
  return adminCall(api.POST('/admin/personal-data/requests/{id}/acknowledge', { params: { path: { id } } }))
}

export function answerRequest(id: string, note: string) {
  return adminCall(
    api.POST('/admin/personal-data/requests/{id}/answer', {
      params: { path: { id } },
      body: note ? { note } : {},
    }),
  )
}

export function consentHistory() {
  return adminCall(api.GET('/admin/personal-data/consent'))
}

export function publishConsent(textVi: string, textEn: string) {
  return adminCall(api.PUT('/admin/personal-data/consent', { body: { textVi, textEn } }))
}

export function privacySettings() {
  return adminCall(api.GET('/admin/personal-data/settings'))
}

export function savePrivacySettings(body: PersonalDataSettings) {
  return adminCall(api.PUT('/admin/personal-data/settings', { body }))
}

export function listBreaches(offset: number) {
  return adminCall(api.GET('/admin/personal-data/breaches', { params: { query: { limit: PAGE_SIZE, offset } } }))
}

export function saveBreach(id: number | undefined, body: BreachInput) {
  return id === undefined
    ? adminCall(api.POST('/admin/personal-data/breaches', { body }))
    : adminCall(api.PUT('/admin/personal-data/breaches/{id}', { params: { path: { id } }, body }))
}
