import { describe, expect, test } from 'vitest'

import { shareLinks, sharedUrl } from './share-links'

describe('share links (docs/decisions-spec.md §22)', () => {
  test('the shared address carries the page language and no fragment', () => {
    expect(sharedUrl('https://tradelane.example/blog/cuoc-bien#phi', 'en')).toBe('https://tradelane.example/blog/cuoc-bien?lang=en')
    expect(sharedUrl('https://tradelane.example/tools/freight-calculator?cbm=28&lang=en', 'vi')).toBe(
      'https://tradelane.example/tools/freight-calculator?cbm=28&lang=vi',
    )
  })

  test('each network gets a plain link to its own share page naming the address', () => {
    const url = 'https://tradelane.example/blog/cuoc-bien?lang=en'
    const links = shareLinks(url)
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`)
    const zalo = new URL(links.zalo)
    expect(zalo.origin + zalo.pathname).toBe('https://button-share.zalo.me/share_external')
    expect(JSON.parse(atob(zalo.searchParams.get('d')!))).toEqual({ url })
  })
})
