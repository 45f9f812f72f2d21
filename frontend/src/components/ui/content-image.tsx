import { useState } from 'react'
import type { ImgHTMLAttributes } from 'react'

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
 * also when the item's image fails to load.
 */
export function ContentImage({ src, alt, onError, ...props }: ContentImageProps) {
  const wanted = src?.trim() || FALLBACK_IMAGE
  // Remembers which image failed, so a new `src` is tried again.
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? FALLBACK_IMAGE : wanted
  return (
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
}
