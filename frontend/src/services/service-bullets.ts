/** Service cards show at most this many bullets (product.md §9). */
export const MAX_SERVICE_BULLETS = 3

/**
 * The bullets of a service's content: the lines that begin with a dash (leading spaces
 * allowed), the dash and surrounding spaces removed, empty ones skipped, at most `max`.
 */
export function serviceBullets(content: string, max = MAX_SERVICE_BULLETS): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('-'))
    .map((line) => line.slice(1).trim())
    .filter((line) => line !== '')
    .slice(0, max)
}
