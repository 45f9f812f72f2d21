import { describe, expect, test } from 'vitest'

import { actionLabel, activityText } from './activity-text'

// The stable keys of the API contract (GET /api/admin/activity).
const CONTRACT_KEYS = [
  'settings.update',
  'enquiry.status',
  'enquiry.note',
  'subscription.remove',
  'owner.password',
  'owner.signout_all',
  'owner.create',
  'owner.reset_password',
  'owner.password_reset',
  'owner.totp_on',
  'owner.totp_off',
  'owner.remove',
  'mail.test',
  'media.upload',
  'media.alt',
  'media.remove',
  'session.signin',
  'session.failed',
  'session.locked',
  'content.create',
  'content.update',
  'content.publish',
  'content.unpublish',
  'content.delete',
  'content.reorder',
]

describe('actionLabel', () => {
  test('every action key of the contract has its own text in both languages', () => {
    for (const locale of ['vi', 'en'] as const) {
      const t = activityText[locale]
      const labels = CONTRACT_KEYS.map((key) => actionLabel(key, t))
      expect(new Set(labels).size).toBe(CONTRACT_KEYS.length)
      CONTRACT_KEYS.forEach((key, i) => expect(labels[i]).not.toBe(t.unknownAction(key)))
    }
    expect(Object.keys(activityText.vi.actions).sort()).toEqual([...CONTRACT_KEYS].sort())
  })

  test('translates, and names an unknown key instead of hiding it', () => {
    expect(actionLabel('settings.update', activityText.vi)).toBe('Cập nhật cài đặt')
    expect(actionLabel('session.signin', activityText.en)).toBe('Signed in')
    expect(actionLabel('backup.run', activityText.en)).toBe('Other activity (backup.run)')
    // Keys of Object.prototype are not actions.
    expect(actionLabel('toString', activityText.en)).toBe('Other activity (toString)')
  })
})
