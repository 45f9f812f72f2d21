/**
 * Timers for QuickJS, which has none. A render is synchronous and nothing it shows may wait
 * for time, so callbacks are only recorded; `dropTimers` forgets them after each render
 * (running them later, in another page's render, would be wrong).
 */
const pending = new Map<number, () => void>()
let nextId = 1

export function setTimeout(callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]): number {
  const id = nextId++
  pending.set(id, () => callback(...args))
  return id
}

export function clearTimeout(id?: number) {
  if (id !== undefined) pending.delete(id)
}

export const setInterval = setTimeout
export const clearInterval = clearTimeout

/** How many callbacks are waiting (for tests). */
export function pendingTimers(): number {
  return pending.size
}

export function dropTimers() {
  pending.clear()
}
