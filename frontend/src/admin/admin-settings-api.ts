import { useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, versionedCall } from './admin-api'

export type AdminSettings = components['schemas']['AdminSettings']
export type AdminSettingsInput = components['schemas']['AdminSettingsInput']

/** Settings and Mail both read the owner's settings (recipients, whether SMTP is set). */
export const ADMIN_SETTINGS_KEY = [ADMIN_KEY, 'settings'] as const

/** The settings and their version (`ETag`), which a save sends back as `If-Match`. */
export interface VersionedSettings {
  data: AdminSettings
  version: string | undefined
}

const fetchSettings = (): Promise<VersionedSettings> => versionedCall(api.GET('/admin/settings'))

export function useAdminSettings() {
  return useQuery({ queryKey: ADMIN_SETTINGS_KEY, queryFn: fetchSettings, staleTime: 0, select: (answer) => answer.data })
}

/** The same query, with the version the settings screen saves from. */
export function useVersionedSettings() {
  return useQuery({ queryKey: ADMIN_SETTINGS_KEY, queryFn: fetchSettings, staleTime: 0 })
}

/** Saves from `version`: a save over someone else's newer one is refused (412). */
export function saveSettings(body: AdminSettingsInput, version: string | undefined): Promise<VersionedSettings> {
  const headers = version === undefined ? undefined : { 'If-Match': version }
  return versionedCall(api.PUT('/admin/settings', { body, headers }))
}
