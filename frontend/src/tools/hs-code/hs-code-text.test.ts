import { expect, test } from 'vitest'

import { hsCodeText } from './hs-code-text'

test('the count of subheadings found reads right for none, one and many', () => {
  expect(hsCodeText.en.foundCodes(0)).toBe('No heading recognised yet')
  expect(hsCodeText.en.foundCodes(1)).toBe('Found 1 subheading to consider')
  expect(hsCodeText.en.foundCodes(3)).toBe('Found 3 subheadings to consider')
  expect(hsCodeText.vi.foundCodes(2)).toBe('Tìm thấy 2 phân nhóm để xem xét')
})
