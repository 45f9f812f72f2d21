import { expect, test } from 'vitest'

import { hsCodeText } from './hs-code-text'

test('the count of codes found reads right for one and for many', () => {
  expect(hsCodeText.en.foundCodes(1)).toBe('Found 1 optimal HS code')
  expect(hsCodeText.en.foundCodes(3)).toBe('Found 3 optimal HS codes')
  expect(hsCodeText.vi.foundCodes(1)).toBe('Tìm thấy 1 mã HS tối ưu')
})
