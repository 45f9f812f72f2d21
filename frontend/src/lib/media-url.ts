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

/** The widths of the WebP copies the server makes of each library picture (src/media/picture.rs). */
const WEBP_WIDTHS = [400, 800, 1600] as const

/**
 * The `srcset` of a library picture's WebP copies (`/media/<hash>-400.webp 400w, …`), for a
 * `<source type="image/webp">`; undefined for any other address (the seed's SVGs, another
 * site's picture). The main and card addresses of one picture give the same set: the
 * browser picks the width from `sizes`.
 */
export function webpSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  const match = /^\/media\/([0-9a-f]{32})(?:-card)?\.(?:jpg|png)$/.exec(url)
  if (!match) return undefined
  return WEBP_WIDTHS.map((width) => `/media/${match[1]}-${width}.webp ${width}w`).join(', ')
}
