import { useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall } from './admin-api'

export type AdminSettings = components['schemas']['AdminSettings']
export type AdminSettingsInput = components['schemas']['AdminSettingsInput']

/** Settings and Mail both read the owner's settings (recipients, whether SMTP is set). */
export const ADMIN_SETTINGS_KEY = [ADMIN_KEY, 'settings'] as const

export function useAdminSettings() {
  return useQuery({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: () => adminCall(api.GET('/admin/settings')),
    staleTime: 0,
  })
}

export function saveSettings(body: AdminSettingsInput) {
  return adminCall(api.PUT('/admin/settings', { body }))
}
