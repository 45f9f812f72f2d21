/** Case study cards show at most this many result lines (product.md §9). */
export const MAX_RESULT_LINES = 2

// A percent sign, the word 'increase', or the Vietnamese words for decrease and increase.
const RESULT_MARKERS = ['%', 'increase', 'giảm', 'tăng']

/**
 * The measurable results of a case study's content (in the current language): the lines
 * that contain a marker, compared case-insensitively, at most `max`. A leading dash is
 * removed, since the card draws its own bullet.
 */
export function resultLines(content: string, max = MAX_RESULT_LINES): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^-\s*/, ''))
    .filter((line) => {
      // NFC, so a word typed with combining accents still matches.
      const lower = line.normalize('NFC').toLocaleLowerCase('vi')
      return line !== '' && RESULT_MARKERS.some((marker) => lower.includes(marker))
    })
    .slice(0, max)
}
