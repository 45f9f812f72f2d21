/** Console lists keep their search and page in the address, so Back and reload keep them. */
export interface ListParams {
  /** The search text, trimmed ('' for none). */
  q: string
  /** The first row shown, a multiple of the page size. */
  offset: number
}

export const PAGE_SIZE = 50

/** Reads `?q=&offset=`; a missing, negative or non-numeric offset is the first page. */
export function readListParams(params: URLSearchParams): ListParams {
  const offset = Number(params.get('offset'))
  return {
    q: (params.get('q') ?? '').trim(),
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  }
}

/**
 * The address's query for these values, leaving out what is empty or default, and whatever
 * else `extra` holds that is empty.
 */
export function writeListParams(list: ListParams, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value)
  if (list.q) params.set('q', list.q)
  if (list.offset > 0) params.set('offset', String(list.offset))
  return params
}

/** The API's query for a list page: `q` only when there is one (optional fields are absent when empty). */
export function apiListQuery(list: ListParams, limit = PAGE_SIZE) {
  return { ...(list.q ? { q: list.q } : {}), limit, offset: list.offset }
}
