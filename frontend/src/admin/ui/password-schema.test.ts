import { describe, expect, test } from 'vitest'

import { newPasswordSchema, passwordSchema } from './password-schema'

const issues = (values: { currentPassword: string; newPassword: string; repeat: string }) =>
  passwordSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('password schema', () => {
  test('needs the current password, 12 characters and the same password twice', () => {
    expect(issues({ currentPassword: 'old', newPassword: 'a-long-password-1', repeat: 'a-long-password-1' })).toEqual([])
    expect(issues({ currentPassword: '', newPassword: 'a-long-password-1', repeat: 'a-long-password-1' })).toEqual([
      ['currentPassword', 'required'],
    ])
    expect(issues({ currentPassword: 'old', newPassword: 'short-pw-11', repeat: 'short-pw-11' })).toEqual([['newPassword', 'tooShort:12']])
    // Characters, not UTF-16 units: 12 emoji are 12 characters.
    expect(issues({ currentPassword: 'old', newPassword: '🔒'.repeat(12), repeat: '🔒'.repeat(12) })).toEqual([])
    expect(issues({ currentPassword: 'old', newPassword: 'a-long-password-1', repeat: 'a-long-password-2' })).toEqual([
      ['repeat', 'mismatch'],
    ])
  })
})

describe('new password schema (reset link)', () => {
  const issuesOf = (values: { newPassword: string; repeat: string }) =>
    newPasswordSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

  test('the same rules without a current password', () => {
    expect(issuesOf({ newPassword: 'a-long-password-1', repeat: 'a-long-password-1' })).toEqual([])
    expect(issuesOf({ newPassword: 'short-pw-11', repeat: 'short-pw-11' })).toEqual([['newPassword', 'tooShort:12']])
    expect(issuesOf({ newPassword: 'a-long-password-1', repeat: 'a-long-password-2' })).toEqual([['repeat', 'mismatch']])
  })
})
