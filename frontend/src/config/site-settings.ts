import { useQuery } from '@tanstack/react-query'

import { api, responseError } from '@/api/client'
import type { components } from '@/api/schema'
import type { Locale } from '@/i18n/locale'

/** The brand and contact details the owner edits in the console (decisions.md §7). */
export type PublicSettings = components['schemas']['PublicSettings']

/** The id of the JSON data block the server writes into every page's head. */
export const SETTINGS_BLOCK_ID = 'tradelane-settings'

export const SETTINGS_QUERY_KEY = ['api', 'settings'] as const

/**
 * The settings the server embedded in this page (`<script type="application/json">`), read
 * synchronously so the header, footer and structured data are right in the first render.
 * Undefined when the block is missing or not valid JSON (the dev server, a hand-made page).
 */
export function readEmbeddedSettings(doc: Document = document): PublicSettings | undefined {
  const text = doc.getElementById(SETTINGS_BLOCK_ID)?.textContent
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && 'companyName' in value ? (value as PublicSettings) : undefined
  } catch {
    return undefined
  }
}

async function fetchSettings(): Promise<PublicSettings> {
  const { data, response } = await api.GET('/settings')
  if (!response.ok || data === undefined) throw await responseError(response)
  return data
}

/**
 * The current settings: the embedded block as initial data, `GET /api/settings` only when
 * the page has none. Undefined while that request is on its way.
 */
export function useSiteSettings(): PublicSettings | undefined {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, initialData: readEmbeddedSettings }).data
}

export type SocialId = 'facebook' | 'linkedin' | 'youtube' | 'zalo'

const SOCIAL: ReadonlyArray<{ id: SocialId; label: string; key: keyof PublicSettings }> = [
  { id: 'facebook', label: 'Facebook', key: 'facebookUrl' },
  { id: 'linkedin', label: 'LinkedIn', key: 'linkedinUrl' },
  { id: 'youtube', label: 'YouTube', key: 'youtubeUrl' },
  { id: 'zalo', label: 'Zalo', key: 'zaloUrl' },
]

/** The social links the owner filled in, in a fixed order; an empty one is left out. */
export function socialLinks(settings: PublicSettings): Array<{ id: SocialId; label: string; href: string }> {
  return SOCIAL.flatMap(({ id, label, key }) => {
    const href = settings[key]
    return typeof href === 'string' && href !== '' ? [{ id, label, href }] : []
  })
}

/** The texts of the settings that exist in both languages. */
export function localized(settings: PublicSettings, locale: Locale) {
  return locale === 'vi'
    ? { tagline: settings.taglineVi, street: settings.streetVi, city: settings.cityVi, hours: settings.hoursVi }
    : { tagline: settings.taglineEn, street: settings.streetEn, city: settings.cityEn, hours: settings.hoursEn }
}

/** A phone number as a `tel:` link: without its spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}
