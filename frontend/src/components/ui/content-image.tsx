import { useState } from 'react'
import type { ImgHTMLAttributes } from 'react'
import { webpSrcSet } from '@/lib/media-url'

/** Shown when a content item has no image, or its image cannot be loaded. */
export const FALLBACK_IMAGE = '/images/fallback.svg'

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The item's own image; the fallback when missing or blank. */
  src?: string | null
  /** Always in the current language. */
  alt: string
}

/**
 * A content illustration (blog post, case study): the item's image, else the fallback image,
 * also when the item's image fails to load. A library picture comes with its WebP copies at
 * 400, 800 and 1600 px (`<picture>`), so a phone loads the width its screen needs; `sizes`
 * says how wide the picture is shown (default: the whole screen).
 */
export function ContentImage({ src, alt, onError, sizes, ...props }: ContentImageProps) {
  const wanted = src?.trim() || FALLBACK_IMAGE
  // Remembers which image failed, so a new `src` is tried again.
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? FALLBACK_IMAGE : wanted
  const webp = webpSrcSet(shown)
  const image = (
    <img
      {...props}
      src={shown}
      alt={alt}
      onError={(event) => {
        if (shown !== FALLBACK_IMAGE) setFailed(wanted)
        onError?.(event)
      }}
    />
  )
  if (!webp) return image
  return (
    // `contents`: the <img> stays the box that the caller's classes size (a grid or flex item).
    <picture className="contents">
      <source type="image/webp" srcSet={webp} sizes={sizes ?? '100vw'} />
      {image}
    </picture>
  )
}
