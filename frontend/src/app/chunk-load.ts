/**
 * A screen's code chunk that fails to load (a new version was deployed and the old chunk
 * names are gone, or the connection dropped) never shows React Router's developer screen
 * (docs/decisions-spec.md §22):
 * - online, the address the visitor was going to is loaded as a full page (the new build's
 *   HTML names the new chunks); a second failure for the same address within a short time
 *   is thrown to the route's error screen instead of reloading forever;
 * - offline, the navigation waits: the page the visitor is on stays, with what they typed,
 *   a notice says the connection is lost (shell's `OfflineNotice`), and the address is
 *   loaded once the browser is back online.
 */
import { useSyncExternalStore } from 'react'
import type { createBrowserRouter } from 'react-router'

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state'>

let router: AppRouter | undefined
let waiting = false
const listeners = new Set<() => void>()

/** The router whose pending navigation names the address to load. */
export function watchNavigations(next: AppRouter) {
  router = next
}

const RELOADED_KEY = 'tradelane.chunk-reload'
const RELOAD_GUARD_MS = 10_000

/** Whether `error` is a failed fetch of a code chunk (each browser words it its own way). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i.test(error.message)
  )
}

/** The address being navigated to (or the current one on the first load). */
function target(): string {
  const next = router?.state.navigation.location
  if (!next) return window.location.href
  return new URL(`${next.pathname}${next.search}${next.hash}`, window.location.origin).href
}

function setWaiting(next: boolean) {
  waiting = next
  for (const listener of listeners) listener()
}

/** Whether a navigation is waiting for the connection (the shell shows a notice). */
export function useWaitingForConnection(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => waiting,
    () => false,
  )
}

function reloadedRecently(url: string): boolean {
  try {
    const last = JSON.parse(window.sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { url: string; at: number } | null
    return last !== null && last.url === url && Date.now() - last.at < RELOAD_GUARD_MS
  } catch {
    return false
  }
}

function loadFully(url: string): Promise<never> {
  try {
    window.sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ url, at: Date.now() }))
  } catch {
    // Without storage the guard is off; the reload still helps.
  }
  window.location.assign(url)
  // The page is going away: the navigation never finishes here.
  return new Promise<never>(() => {})
}

function onceOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

/** `load` (a route's `lazy`) that handles a failed chunk as above. */
export function resilient<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load()
    } catch (error) {
      if (!isChunkLoadError(error)) throw error
      const url = target()
      if (!navigator.onLine) {
        setWaiting(true)
        await onceOnline()
        setWaiting(false)
        return loadFully(url)
      }
      if (reloadedRecently(url)) throw error
      return loadFully(url)
    }
  }
}
