import { lists } from '@/config/content-lists.json'
import type { Locale } from '@/i18n/locale'

/** A content list's route (`/blog`, `/services`…), from the registry (src/content/lists.rs). */
export type ListPath = (typeof lists)[number]['path']

/**
 * A content list page's title and description, from its registry entry in
 * `config/content-lists.json` (the server writes the same into the first byte). Only the list
 * screens import this, so the words of a new list load with its pages, not with every
 * calculator's code.
 */
export function listPageText(path: ListPath, locale: Locale): { title: string; description: string } {
  const list = lists.find((entry) => entry.path === path)
  if (!list) throw new Error(`content-lists.json has no list at ${path}`)
  return list.page[locale]
}
