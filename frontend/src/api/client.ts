import createClient from 'openapi-fetch'

import type { paths } from './schema'

/** The typed API client; every path and body is checked against `openapi.json`. */
export const api = createClient<paths>({
  baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`,
  credentials: 'include',
  // Looked up on every call, so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
})

/** The error text of product.md §8: status, a colon and a space, then the body or status text. */
export async function responseError(response: Response): Promise<Error> {
  const body = await response
    .clone()
    .text()
    .catch(() => '')
  return new Error(`${response.status}: ${body || response.statusText}`)
}
