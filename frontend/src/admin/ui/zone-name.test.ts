import { describe, expect, test } from 'vitest'

import { zoneName } from './zone-name'

describe('zoneName', () => {
  test('a zone reads as its offset and name, not its id', () => {
    expect(zoneName('Asia/Ho_Chi_Minh', 'en')).toBe('GMT+7 · Indochina Time (Ho Chi Minh)')
    expect(zoneName('Asia/Ho_Chi_Minh', 'vi')).toMatch(/^GMT\+7 · .+ \(Ho Chi Minh\)$/)
    expect(zoneName('Asia/Ho_Chi_Minh', 'vi')).not.toContain('Asia/')
    expect(zoneName('Not/AZone', 'vi')).toBe('Not/AZone')
  })
})
