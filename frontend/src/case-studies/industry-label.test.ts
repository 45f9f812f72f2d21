import { describe, expect, test } from 'vitest'

import { caseStudiesText } from './case-studies-text'
import { industryLabel } from './industry-label'

describe('industryLabel', () => {
  test('translates the known industries, whatever their case or spacing', () => {
    expect(industryLabel('Seafood', caseStudiesText.vi.industryNames)).toBe('Thủy sản')
    expect(industryLabel(' electronics ', caseStudiesText.vi.industryNames)).toBe('Điện tử')
    expect(industryLabel('Retail', caseStudiesText.en.industryNames)).toBe('Retail')
  })

  test('shows an unknown industry as received', () => {
    expect(industryLabel('Mining', caseStudiesText.vi.industryNames)).toBe('Mining')
    expect(industryLabel('constructor', caseStudiesText.vi.industryNames)).toBe('constructor')
  })
})
