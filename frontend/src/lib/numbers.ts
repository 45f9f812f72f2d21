import type { Locale } from '@/i18n/locale'

// The one reader of typed numbers (docs/decisions-spec.md §22): every calculator field, the
// links' parameters and the server's reading (src/kernel/numbers.rs, kept to the same rules)
// follow it.

/**
 * A number as a visitor types it, or NaN when the text is not one (empty text included).
 * Vietnamese writes 1.234,5 and English 1,234.5: the locale's decimal mark is always the
 * decimal mark; the other mark is read as a thousands separator when it splits the digits
 * into groups of three ("10.000" in vi, "10,000" in en), and otherwise as a decimal mark,
 * so that "0.8" typed in Vietnamese and "0,8" typed in English still mean 0.8.
 * Exponents, hex and other forms Number() would accept are refused.
 */
export function parseNumber(text: string, locale: Locale): number {
  const decimalMark = locale === 'vi' ? ',' : '.'
  const otherMark = locale === 'vi' ? '.' : ','
  let s = text.trim().replace(/[\s\u00a0]/g, '')
  if (!/^[-+]?[\d.,]+$/.test(s)) return Number.NaN

  const sign = s.startsWith('-') ? -1 : 1
  s = s.replace(/^[-+]/, '')

  const parts = s.split(decimalMark)
  const whole = parts[0] ?? ''
  const fraction = parts[1]
  if (parts.length > 2) return Number.NaN
  let digits: string
  if (fraction !== undefined) {
    // The other mark can then only group thousands in the whole part.
    if (fraction.includes(otherMark) || !groupsOfThree(whole, otherMark)) return Number.NaN
    digits = `${whole.split(otherMark).join('')}.${fraction}`
  } else if (whole.includes(otherMark) && groupsOfThree(whole, otherMark)) {
    digits = whole.split(otherMark).join('')
  } else if (whole.split(otherMark).length === 2) {
    digits = whole.replace(otherMark, '.')
  } else {
    digits = whole
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(digits)) return Number.NaN
  return sign * Number(digits)
}

/**
 * "12.345.678" split by "." is 1–3 digits (not starting with 0: "0.125" groups nothing), then
 * groups of exactly three (or no mark at all).
 */
function groupsOfThree(whole: string, mark: string): boolean {
  const groups = whole.split(mark)
  if (groups.length === 1) return true
  return /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g))
}

/** A number written for a form field in the locale's own way, without grouping ("0,5" in vi). */
export function formatNumberInput(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    useGrouping: false,
    maximumFractionDigits: 10,
  }).format(value)
}

/**
 * A field's text typed in one language, rewritten for another: "10.000" typed in Vietnamese
 * is ten thousand, and must not become ten once the page reads English. Text that is not a
 * number (blank included) stays as it is, for Calculate to judge.
 */
export function relocalizeNumber(text: string, from: Locale, to: Locale): string {
  if (from === to) return text
  const value = parseNumber(text, from)
  return Number.isFinite(value) ? formatNumberInput(value, to) : text
}

/**
 * Whether `text` could mean a thousand times more in the other language: exactly one
 * separator, the page's decimal mark, followed by exactly three digits ("92,000" on the
 * Vietnamese page is 92 here but 92 000 in English; "92.000" on the English page the other way).
 */
export function isAmbiguousNumber(text: string, locale: Locale): boolean {
  const decimalMark = locale === 'vi' ? ',' : '.'
  const s = text.trim().replace(/[\s\u00a0]/g, '')
  const marks = s.replace(/[^.,]/g, '')
  return marks === decimalMark && /^[-+]?\d+[.,]\d{3}$/.test(s)
}

/** What a field's text was read as: the value (NaN when not a number) and whether it is ambiguous. */
export interface ReadNumber {
  value: number
  ambiguous: boolean
}

export function readNumber(text: string, locale: Locale): ReadNumber {
  return { value: parseNumber(text, locale), ambiguous: isAmbiguousNumber(text, locale) }
}
