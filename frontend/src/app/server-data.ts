import type { QueryClient, QueryKey } from '@tanstack/react-query'

import { isLocale } from '@/i18n/locale'
import type { Locale } from '@/i18n/locale'

/**
 * The data a server-rendered page was rendered with, written by the server into the page as
 * a JSON data block (`<script type="application/json">`: never run, so the CSP allows it).
 * The client hydrates with exactly this data and language, so its first render matches the
 * HTML; its absence means the page is the bare app (the console, a tool opened with inputs,
 * a failed render), which the client renders from scratch.
 */
export interface ServerData {
  locale: Locale
  /** Each answered query: its key and its data. */
  queries: Array<[QueryKey, unknown]>
}

export const SERVER_DATA_ID = 'tradelane-data'

export function readServerData(doc: Document | undefined = globalThis.document): ServerData | undefined {
  const text = doc?.getElementById(SERVER_DATA_ID)?.textContent
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<ServerData>
    return isLocale(value.locale) && Array.isArray(value.queries) ? (value as ServerData) : undefined
  } catch {
    return undefined
  }
}

/**
 * Puts the server's answers into the query cache before the first render. An unknown detail
 * page (`/services/no-such-slug`) is rendered once for all such slugs, from `/services/~`:
 * that "no such item" answer stands for the slug in the address too, so the page hydrates as
 * the Not Found it was rendered as, without asking the API again.
 */
export function seedServerData(
  client: QueryClient,
  data: ServerData | undefined,
  path: string | undefined = globalThis.location?.pathname,
) {
  const segments = path?.split('/').filter(Boolean) ?? []
  for (const [key, value] of data?.queries ?? []) {
    client.setQueryData(key, value)
    if (value === null && key.length === 3 && key[0] === 'api' && key[2] === '~' && segments.length === 2) {
      client.setQueryData([key[0], key[1], decoded(segments[1] ?? '')], null)
    }
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
