import { describe, expect, test } from 'vitest'

import { parseBody } from './plain-text'

describe('a standing page body as plain text', () => {
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
})
