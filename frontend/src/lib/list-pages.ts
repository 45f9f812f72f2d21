/**
 * Items a page of a public list shows (`/blog?page=N`, `/case-studies?page=N`…). The server
 * renders the same pages and answers 404 past the last (each list's `pageSize` in
 * `config/content-lists.json`, the registry src/content/lists.rs; a test holds them equal).
 */
export const LIST_PAGE_SIZE = 12

/** The page a `?page=` value names: a whole number from 1 (none: the first), else undefined. */
export function pageNumber(value: string | null): number | undefined {
  if (value === null) return 1
  if (!/^[0-9]+$/.test(value)) return undefined
  const page = Number(value)
  return page >= 1 ? page : undefined
}

/** The address of page `page` of a list route: the route itself for the first. */
export function pageLink(route: string, page: number): string {
  return page <= 1 ? route : `${route}?page=${page}`
}

/** How many pages `total` items take (one at least: an empty list shows its empty first page). */
export function lastPage(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
}
