import { useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'

import type { components } from '@/api/schema'
import type { Locale } from '@/i18n/locale'

/** The brand and contact details the owner edits in the console (docs/decisions-spec.md §7). */
export type PublicSettings = components['schemas']['PublicSettings']

/** The id of the JSON data block the server writes into every page's head. */
export const SETTINGS_BLOCK_ID = 'tradelane-settings'

export const SETTINGS_QUERY_KEY = ['api', 'settings'] as const

/**
 * The settings the server embedded in this page (`<script type="application/json">`), read
 * synchronously so the header, footer and structured data are right in the first render.
 * Undefined when the block is missing or not valid JSON (the dev server, a hand-made page).
 */
export function readEmbeddedSettings(doc: Document | undefined = globalThis.document): PublicSettings | undefined {
  const text = doc?.getElementById(SETTINGS_BLOCK_ID)?.textContent
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && 'companyName' in value ? (value as PublicSettings) : undefined
  } catch {
    return undefined
  }
}

/**
 * GET /api/settings. The API client is loaded on demand: pages carry the settings, so the
 * request (and the client's code) is rarely needed on a page's first load.
 */
async function fetchSettings(): Promise<PublicSettings> {
  const { api, responseError } = await import('@/api/client')
  const { data, response } = await api.GET('/settings')
  if (!response.ok || data === undefined) throw await responseError(response)
  return data
}

/** Puts the page's embedded settings into a new query cache, so the first render has them. */
export function seedSiteSettings(client: QueryClient, doc: Document | undefined = globalThis.document) {
  const embedded = readEmbeddedSettings(doc)
  if (embedded) client.setQueryData(SETTINGS_QUERY_KEY, embedded)
}

/** Reads GET /api/settings again (the console, after the owner saved new settings). */
export function refreshSiteSettings(client: QueryClient) {
  return client.fetchQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: 0 })
}

/**
 * The current settings from the query cache: the embedded block (seeded when the app
 * starts), else `GET /api/settings`, undefined while that request is on its way. Read with
 * useSyncExternalStore rather than useQuery, which keeps the query observer's code out of
 * every page's first load (the header and footer need this on every page).
 */
export function useSiteSettings(): PublicSettings | undefined {
  const client = useQueryClient()
  const read = () => client.getQueryData<PublicSettings>(SETTINGS_QUERY_KEY)
  // The same read on the server (its render is given the settings) and while hydrating.
  const settings = useSyncExternalStore((onChange) => client.getQueryCache().subscribe(onChange), read, read)
  useEffect(() => {
    if (!settings) void client.prefetchQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings })
  }, [client, settings])
  return settings
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
