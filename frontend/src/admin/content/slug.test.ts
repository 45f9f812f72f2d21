import { describe, expect, test } from 'vitest'

import { SLUG_MAX, SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  test('removes Vietnamese marks, đ included, and lowercases', () => {
    expect(slugify('Vận tải đường biển')).toBe('van-tai-duong-bien')
    expect(slugify('ĐỒNG BẰNG SÔNG CỬU LONG')).toBe('dong-bang-song-cuu-long')
    expect(slugify('Hải quan & Tuân thủ thương mại')).toBe('hai-quan-tuan-thu-thuong-mai')
    expect(slugify('Ưu đãi thuế quan: C/O mẫu E')).toBe('uu-dai-thue-quan-c-o-mau-e')
  })

  test('keeps digits, joins with single hyphens, trims the ends', () => {
    expect(slugify('  Cảng Cái Mép -- 2026!  ')).toBe('cang-cai-mep-2026')
    expect(slugify('Kho ngoại quan (3PL)')).toBe('kho-ngoai-quan-3pl')
  })

  test('decomposed input (NFD) gives the same slug as composed', () => {
    expect(slugify('Việt Nam'.normalize('NFD'))).toBe('viet-nam')
  })

  test('every result passes the server rule, or is empty when nothing is left', () => {
    for (const title of ['Tiếng Việt có dấu', 'a', 'ờ ở ỡ ớ ợ', 'Ổn định chuỗi cung ứng 4.0', '!!!']) {
      const slug = slugify(title)
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
    }
    expect(slugify('!!!')).toBe('')
  })

  test('a long title is cut at a word end within the limit', () => {
    const slug = slugify('chuỗi cung ứng '.repeat(20))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(SLUG_PATTERN.test(slug)).toBe(true)
    expect(slug.endsWith('-')).toBe(false)
  })
})
