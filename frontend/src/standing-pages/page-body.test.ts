import { describe, expect, test } from 'vitest'

import { parseBody } from '@/lib/plain-text'

import { fillPlaceholders, joinAddress } from './page-body'

describe('standing page body', () => {
  test('headings, questions, lists and paragraphs, line breaks kept', () => {
    expect(parseBody('Intro.\n\n## Part\n\n### Why?\n\nBecause.\nSecond line.\n\n- one\n- two\n\nAfter.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'heading', text: 'Part' },
      { kind: 'question', text: 'Why?' },
      { kind: 'paragraph', text: 'Because.\nSecond line.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After.' },
    ])
  })

  test('markup is only text', () => {
    expect(parseBody('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }])
  })

  test('placeholders take the settings; unknown braces stay', () => {
    const values = { companyName: 'Co', legalName: 'Co Ltd', email: 'a@b.vn', phone: '1', address: 'X, Y' }
    expect(fillPlaceholders('{companyName}/{legalName}/{email}/{phone}/{address}/{other}', values)).toBe(
      'Co/Co Ltd/a@b.vn/1/X, Y/{other}',
    )
    expect(joinAddress('1 Street, Ho Chi Minh City', 'Ho Chi Minh City')).toBe('1 Street, Ho Chi Minh City')
    expect(joinAddress('1 Street', 'Hanoi')).toBe('1 Street, Hanoi')
  })
})
