import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False while the server renders and while the browser hydrates the server's HTML, true
 * from the render after (React renders again by itself when it changes). What differs
 * between the server and the visitor's browser (today's date in their time zone) waits for it,
 * so hydration finds the same HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
}
