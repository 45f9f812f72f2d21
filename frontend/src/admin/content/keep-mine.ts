/**
 * "Keep mine" after a 412 (docs/decisions-spec.md §23): the server's version with only the
 * fields this tab changed since it loaded `base` laid over it, so another tab's change to a
 * field this one never touched is kept. Which fields both sides changed is returned too, to
 * show them side by side.
 */
export function keepMine<T extends Record<string, unknown>>(base: T, mine: T, server: T): { merged: T; both: string[] } {
  const merged: Record<string, unknown> = { ...server }
  const both: string[] = []
  for (const key of Object.keys(mine)) {
    if (same(mine[key], base[key])) continue
    merged[key] = mine[key]
    if (!same(server[key], base[key]) && !same(server[key], mine[key])) both.push(key)
  }
  return { merged: merged as T, both }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '')
