/**
 * The smaller card variant of a library picture (`/media/<hash>.<ext>` →
 * `/media/<hash>-card.<ext>`, at most 800 px); any other address is returned as it is.
 * The server names the variants this way (src/media/mod.rs).
 */
export function cardVariant(url: string): string
export function cardVariant(url: string | null | undefined): string | undefined
export function cardVariant(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  const match = /^\/media\/([0-9a-f]{32})\.(jpg|png)$/.exec(url)
  return match ? `/media/${match[1]}-card.${match[2]}` : url
}
