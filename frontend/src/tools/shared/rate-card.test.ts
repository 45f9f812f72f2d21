import { describe, expect, it } from 'vitest'
import { businessToday } from './rate-card'

describe('businessToday', () => {
  it('is the date in Vietnam (UTC+7), whatever the machine’s zone', () => {
    expect(businessToday(new Date('2026-11-28T16:59:59Z'))).toBe('2026-11-28')
    expect(businessToday(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29')
    expect(businessToday(new Date('2026-12-31T23:30:00+07:00'))).toBe('2026-12-31')
  })
})
