// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, test } from 'vitest'

import { consoles } from '@/config/content-consoles.json'

import { actionLabel, activityDetail, activityText, actorLabel } from './activity-text'

/**
 * Every action the server records (`activity::record(…, "noun.verb", …)` and the content
 * editor's `=> "content.…"`), read from its sources: a new kind without words fails here,
 * instead of reaching the owner as a code (docs/decisions-spec.md §23).
 */
function recordedActions(): string[] {
  const root = fileURLToPath(new URL('../../../../src', import.meta.url))
  const found = new Set<string>()
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.rs')) continue
    const text = readFileSync(`${root}/${file}`, 'utf8')
    for (const call of text.matchAll(/activity::record\(([^;]*?)\)(?:\?|\n)/gs)) {
      for (const literal of call[1]!.matchAll(/"([a-z]+\.[a-zA-Z_]+)"/g)) found.add(literal[1]!)
    }
    for (const arm of text.matchAll(/=> "(content\.[a-z_]+)"/g)) found.add(arm[1]!)
  }
  return [...found].sort()
}
const CONTRACT_KEYS = recordedActions()

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

  test('reads the server: every kind it records, several of them', () => {
    expect(CONTRACT_KEYS).toContain('content.restore')
    expect(CONTRACT_KEYS).toContain('settings.update')
    expect(CONTRACT_KEYS.length).toBeGreaterThan(60)
  })

  test('names who acted in words when it was not a person', () => {
    expect(actorLabel('schedule', activityText.vi)).toBe('Bởi lịch tự động')
    expect(actorLabel('cli', activityText.en)).toBe("By the server's command line")
    expect(actorLabel('an@example.vn', activityText.en)).toBe('By an@example.vn')
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

  test('reads a backup schedule in words', () => {
    expect(activityDetail('backup.schedule', 'every 24 h, keep 7', vi)).toBe('Mỗi 24 giờ, giữ 7 bản mới nhất')
    expect(activityDetail('backup.schedule', 'off', en)).toBe('Automatic backups turned off')
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

// The list names written out for the e2e specs are the registry's (a new list's come from it).
test('each content list is named by its registry entry', () => {
  for (const list of Object.values(consoles)) {
    for (const locale of ['vi', 'en'] as const) {
      expect((activityText[locale].lists as Record<string, string>)[list.table]).toBe(list[locale].activity)
    }
  }
})
