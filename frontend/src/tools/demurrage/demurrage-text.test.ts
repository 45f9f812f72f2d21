import { expect, test } from 'vitest'

import { demurrageText } from './demurrage-text'

test('counted days read right for one and for many', () => {
  expect(demurrageText.en.calculatedDays(1)).toBe('Calculated 1 day')
  expect(demurrageText.en.calculatedDays(11)).toBe('Calculated 11 days')
  expect(demurrageText.en.expired(1)).toBe('Free time expired 1 day ago and charges are accruing.')
  expect(demurrageText.vi.calculatedDays(1)).toBe('Đã tính 1 ngày')
})
