import { describe, expect, test } from 'vitest'

import { fillPlaceholders, joinAddress } from './placeholders'

describe('standing page placeholders', () => {
  test('placeholders take the settings; unknown braces stay', () => {
    const values = { companyName: 'Co', legalName: 'Co Ltd', email: 'a@b.vn', phone: '1', address: 'X, Y' }
    expect(fillPlaceholders('{companyName}/{legalName}/{email}/{phone}/{address}/{other}', values)).toBe(
      'Co/Co Ltd/a@b.vn/1/X, Y/{other}',
    )
    expect(joinAddress('1 Street, Ho Chi Minh City', 'Ho Chi Minh City')).toBe('1 Street, Ho Chi Minh City')
    expect(joinAddress('1 Street', 'Hanoi')).toBe('1 Street, Hanoi')
  })
})
