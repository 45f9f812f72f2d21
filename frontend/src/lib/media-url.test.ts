import { describe, expect, it } from 'vitest'
import { cardVariant, webpSrcSet } from './media-url'

const hash = '0123456789abcdef0123456789abcdef'

describe('webpSrcSet', () => {
  it('offers the three WebP widths of a library picture, from its main or card address', () => {
    const set = `/media/${hash}-400.webp 400w, /media/${hash}-800.webp 800w, /media/${hash}-1600.webp 1600w`
    expect(webpSrcSet(`/media/${hash}.jpg`)).toBe(set)
    expect(webpSrcSet(`/media/${hash}-card.png`)).toBe(set)
    expect(webpSrcSet(cardVariant(`/media/${hash}.jpg`))).toBe(set)
  })

  it('offers nothing for other addresses', () => {
    for (const url of [undefined, null, '', '/images/hero.svg', `/media/${hash}-share.jpg`, `https://example.com/media/${hash}.jpg`]) {
      expect(webpSrcSet(url)).toBeUndefined()
    }
  })
})
