import createClient from 'openapi-fetch'

import type { paths } from './schema'

/** The typed API client; every path and body is checked against `openapi.json`. */
export const api = createClient<paths>({
  baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`,
  credentials: 'include',
  // Looked up on every call, so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
})

// The server answers its own errors in the Accept-Language it is sent: send the site's
// language (the provider keeps it on <html lang>), not the browser's.
api.use({
  onRequest({ request }) {
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
    if (lang === 'vi' || lang === 'en') request.headers.set('Accept-Language', lang)
    return request
  },
})

/** The error text of docs/product-spec.md §8: status, a colon and a space, then the body or status text. */
export async function responseError(response: Response): Promise<Error> {
  const body = await response
    .clone()
    .text()
    .catch(() => '')
  return new Error(`${response.status}: ${body || response.statusText}`)
}

/** The `error` text of an error answer, when the body is `{error: "..."}`. */
export function serverErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined
  const text = (body as { error: unknown }).error
  return typeof text === 'string' && text.trim() ? text : undefined
}
