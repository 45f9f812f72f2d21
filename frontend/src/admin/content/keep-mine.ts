/** Which side's value a field changed on both sides takes. */
export type Side = 'mine' | 'theirs'

/**
 * "Keep mine" after a 412 (docs/decisions-spec.md §23): the server's version with only the
 * fields this tab changed since it loaded `base` laid over it, so another tab's change to a
 * field this one never touched is kept. A field both sides changed (to different values)
 * takes the side `choices` names, this tab's until the owner chooses; those fields are
 * returned as `both`, to be shown side by side.
 */
export function keepMine<T extends Record<string, unknown>>(
  base: T,
  mine: T,
  server: T,
  choices: Readonly<Record<string, Side>> = {},
): { merged: T; both: string[] } {
  const merged: Record<string, unknown> = { ...server }
  const both: string[] = []
  for (const key of Object.keys(mine)) {
    if (same(mine[key], base[key])) continue
    const changedThere = !same(server[key], base[key]) && !same(server[key], mine[key])
    if (changedThere) both.push(key)
    if (!changedThere || choices[key] !== 'theirs') merged[key] = mine[key]
  }
  return { merged: merged as T, both }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '')
