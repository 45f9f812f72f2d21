import { describe, expect, test } from 'vitest'

import { cardVariant } from '@/lib/media-url'

import { MAX_PICTURE_BYTES, checkPicture, isLibraryUrl, isPicture } from './media-library'
import type { MediaItem } from './media-library'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]
const WEBP_HEAD = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([36, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)))
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>'

const file = (bytes: number[] | string, name: string, type: string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })

describe('checkPicture', () => {
  test('the bytes decide: a PNG named .svg passes, an SVG named .png does not', async () => {
    expect(await checkPicture(file(PNG_HEAD, 'logo.svg', 'image/svg+xml'))).toBeUndefined()
    expect(await checkPicture(file(JPEG_HEAD, 'photo', ''))).toBeUndefined()
    expect(await checkPicture(file(WEBP_HEAD, 'photo.webp', 'image/webp'))).toBeUndefined()
    expect(await checkPicture(file(SVG, 'photo.png', 'image/png'))).toBe('notAPicture')
    expect(await checkPicture(file('GIF89a......', 'anim.gif', 'image/gif'))).toBe('notAPicture')
    expect(await checkPicture(file('RIFF....WAVE', 'sound.webp', 'image/webp'))).toBe('notAPicture')
    expect(await checkPicture(file([], 'empty.jpg', 'image/jpeg'))).toBe('notAPicture')
  })

  test('more than 5 MB is too large; exactly 5 MB is not', async () => {
    const bytes = (size: number) => new File([new Uint8Array(PNG_HEAD), new Uint8Array(size - PNG_HEAD.length)], 'big.png')
    expect(await checkPicture(bytes(MAX_PICTURE_BYTES))).toBeUndefined()
    expect(await checkPicture(bytes(MAX_PICTURE_BYTES + 1))).toBe('tooLarge')
  })

  test('isPicture reads magic numbers only', () => {
    expect(isPicture(new Uint8Array(PNG_HEAD))).toBe(true)
    expect(isPicture(new Uint8Array(PNG_HEAD.slice(0, 7)))).toBe(false)
  })
})

describe('picture addresses', () => {
  const item: MediaItem = {
    id: 'm1',
    url: '/media/0123456789abcdef0123456789abcdef.jpg',
    cardUrl: '/media/0123456789abcdef0123456789abcdef-card.jpg',
    shareUrl: '/media/0123456789abcdef0123456789abcdef-share.jpg',
    altVi: 'Cảng',
    altEn: 'Port',
    width: 1600,
    height: 900,
    bytes: 1000,
    createdAt: '2026-11-25T06:00:00Z',
  }

  test('the card variant of a library picture, other addresses unchanged', () => {
    expect(cardVariant(item.url)).toBe(item.cardUrl)
    expect(cardVariant('/media/0123456789abcdef0123456789abcdef.png')).toBe('/media/0123456789abcdef0123456789abcdef-card.png')
    expect(cardVariant('/images/blog/dem-det.svg')).toBe('/images/blog/dem-det.svg')
    expect(cardVariant('/media/../x.jpg')).toBe('/media/../x.jpg')
    expect(cardVariant(undefined)).toBeUndefined()
  })

  test('only /media/ and the seed pictures /images/ addresses are looked up in the library', () => {
    expect(isLibraryUrl(item.shareUrl)).toBe(true)
    expect(isLibraryUrl('/images/x.svg')).toBe(true)
    expect(isLibraryUrl('https://example.com/media/x.jpg')).toBe(false)
    expect(isLibraryUrl(undefined)).toBe(false)
  })
})
