import { serverErrorText } from '@/api/client'

/** An owner's call the server refused: its status, and its own text when it gave one. */
export class AdminError extends Error {
  readonly status: number
  readonly serverText: string | undefined

  constructor(status: number, serverText: string | undefined) {
    super(serverText ?? `HTTP ${status}`)
    this.name = 'AdminError'
    this.status = status
    this.serverText = serverText
  }
}

type Answer<T> = Promise<{ data?: T; error?: unknown; response: Response }>

let onUnauthorized: () => boolean = () => false

/**
 * Who to tell when a call answers 401 (the console: forget the owner and go to sign-in, or
 * sign in again over a screen that holds work). The handler answers whether the page stays.
 */
export function setUnauthorizedHandler(handler: () => boolean) {
  onUnauthorized = handler
}

/** Tells the console the session is gone; true when it is answered in place (the page stays). */
export function sessionLost(): boolean {
  return onUnauthorized()
}

/**
 * Awaits a typed client call: the data of a 2xx answer (undefined for 204), or an AdminError.
 * A 401 from any call means the session is gone, so the handler sends the owner to sign-in.
 */
export async function adminCall<T>(call: Answer<T>): Promise<T> {
  return (await versionedCall(call)).data
}

/**
 * The same, with the version the server gave the answer (its `ETag`, when it sends one):
 * what a later write of the same thing sends back as `If-Match`.
 */
export async function versionedCall<T>(call: Answer<T>): Promise<{ data: T; version: string | undefined }> {
  const { data, error, response } = await call
  if (response.ok) return { data: data as T, version: response.headers.get('ETag') ?? undefined }
  if (response.status === 401) sessionLost()
  throw new AdminError(response.status, serverErrorText(error))
}

/** The text to show for a failed call: the server's own words, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof AdminError && error.serverText ? error.serverText : fallback
}

/** The filename of a `Content-Disposition: attachment; filename="…"` answer. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/i)
  return match?.[1]?.trim() || fallback
}

/** Hands a downloaded file to the browser as a download with the server's filename. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Query keys of the console: everything under 'admin', so sign-out forgets all of it. */
export const ADMIN_KEY = 'admin'
