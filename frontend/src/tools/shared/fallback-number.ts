// Form fields that fall back to a default when they do not hold a usable number
// (docs/product-spec.md §5: quantity or volume 1, rates 0), shared by the freight and demurrage tools.

// A plain decimal as an `<input type="number">` yields it: digits, one optional dot,
// optional exponent. No sign (every amount here is ≥ 0), no thousands separators.
const DECIMAL = /^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/**
 * Parses a numeric form field; text that is empty, malformed, negative or not finite
 * gives `fallback` (docs/product-spec.md §5). Accepts numbers as they are, for convenience.
 */
export function parseNumberOr(text: string | number | null | undefined, fallback: number): number {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : fallback
  const trimmed = (text ?? '').trim()
  if (!DECIMAL.test(trimmed)) return fallback
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : fallback
}

/** Rate, weight or amount field: falls back to 0. */
export function parseAmount(text: string | number | null | undefined): number {
  return parseNumberOr(text, 0)
}
