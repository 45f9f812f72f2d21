import { describe, expect, test } from 'vitest'

import { actionLabel, activityDetail, activityText } from './activity-text'

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
  'mail.cancel',
  'mail.digest',
  'subscription.import',
  'newsletter.create',
  'newsletter.test',
  'newsletter.send',
  'newsletter.schedule',
  'newsletter.settings',
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
  'backup.create',
  'backup.delete',
  'backup.scheduled',
  'backup.pruned',
  'backup.failed',
  'backup.schedule',
  'rates.draft',
  'rates.import',
  'rates.publish',
  'rates.restore',
  'rates.withdraw',
  'enquiry.assign',
  'enquiry.follow_up',
  'team.invite',
  'team.invite_resend',
  'team.invite_withdraw',
  'team.join',
  'team.member',
  'team.remove',
  'team.require_two_step',
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

describe('activityDetail', () => {
  const vi = activityText.vi
  const en = activityText.en

  test('names the list and the item, not the table', () => {
    expect(activityDetail('content.update', 'blog_posts/Incoterms 2020', vi)).toBe('Bài viết: Incoterms 2020')
    expect(activityDetail('content.reorder', 'services', en)).toBe('Services')
  })

  test('names the changed settings', () => {
    expect(activityDetail('settings.update', 'phone, streetVi', vi)).toBe('Đã đổi: số điện thoại, địa chỉ (tiếng Việt)')
    expect(activityDetail('settings.update', 'phone, smtpUrl', en)).toBe('Changed: phone, SMTP server')
    expect(activityDetail('settings.update', 'timeZone, homeFigures', vi)).toBe('Đã đổi: múi giờ, số liệu trên trang chủ')
    expect(activityDetail('settings.update', 'homeFigures', en)).toBe('Changed: home page figures')
  })

  test('translates statuses and shortens the enquiry id', () => {
    const id = '0193a2b4-1111-7222-8333-444455556666'
    expect(activityDetail('enquiry.status', `${id}: new → spam`, vi)).toBe('Yêu cầu 0193a2b4: Mới → Thư rác')
    expect(activityDetail('enquiry.note', id, en)).toBe('Enquiry 0193a2b4')
  })

  test('names who an enquiry went to and its follow-up day', () => {
    const id = '0193a2b4-7c1d-7e4f-9a10-2b3c4d5e6f70'
    expect(activityDetail('enquiry.assign', `${id} → lan@example.vn`, activityText.en)).toBe('Enquiry 0193a2b4 → lan@example.vn')
    expect(activityDetail('enquiry.assign', `${id} → —`, activityText.vi)).toBe('Yêu cầu 0193a2b4 → chưa giao cho ai')
    expect(activityDetail('enquiry.follow_up', `${id}: 2026-12-01`, activityText.en)).toBe('Enquiry 0193a2b4: 2026-12-01')
    expect(activityDetail('enquiry.follow_up', `${id}: `, activityText.vi)).toBe('Yêu cầu 0193a2b4: bỏ ngày theo dõi')
  })

  test('counts ended sessions and leaves what it cannot read as it is', () => {
    expect(activityDetail('owner.signout_all', '2', en)).toBe('2 sessions ended')
    expect(activityDetail('media.upload', '/media/x.jpg — Cảng / Port', en)).toBe('/media/x.jpg — Cảng / Port')
    expect(activityDetail('content.update', 'unknown_table/x', en)).toBe('unknown_table/x')
  })
})
