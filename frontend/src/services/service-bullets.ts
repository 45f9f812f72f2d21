import { markdownLineText } from '@/components/markdown/source'

/** Service cards show at most this many bullets (docs/product-spec.md §9). */
export const MAX_SERVICE_BULLETS = 3

/**
 * The bullets of a service's content: the lines that begin with a dash (leading spaces
 * allowed), or with Markdown's other bullets `* ` and `+ `, as their words (marker and
 * Markdown marks removed), empty ones and rules (`---`) skipped, at most `max`.
 */
export function serviceBullets(content: string, max = MAX_SERVICE_BULLETS): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => (line.startsWith('-') || /^[*+]\s/.test(line)) && !/^([-*_])(\s*\1){2,}$/.test(line))
    .map((line) => markdownLineText(line.slice(1)))
    .filter((line) => line !== '')
    .slice(0, max)
}
