import { markdownLineText } from '@/components/markdown/source'

/** Case study cards show at most this many result lines (docs/product-spec.md §9). */
export const MAX_RESULT_LINES = 2

// A percent sign, the word 'increase', or the Vietnamese words for decrease and increase.
const RESULT_MARKERS = ['%', 'increase', 'giảm', 'tăng']

/**
 * The measurable results of a case study's content (in the current language): the lines
 * that contain a marker, compared case-insensitively, at most `max`, as their words: a
 * leading bullet or number is removed, since the card draws its own bullet, and so are
 * Markdown's marks. Headings are not results.
 */
export function resultLines(content: string, max = MAX_RESULT_LINES): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('#'))
    .map((line) => markdownLineText(line.replace(/^([-*+]|\d{1,9}[.)])\s*/, '')))
    .filter((line) => {
      // NFC, so a word typed with combining accents still matches.
      const lower = line.normalize('NFC').toLocaleLowerCase('vi')
      return line !== '' && RESULT_MARKERS.some((marker) => lower.includes(marker))
    })
    .slice(0, max)
}
