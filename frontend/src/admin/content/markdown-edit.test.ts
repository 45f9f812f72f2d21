import { describe, expect, test } from 'vitest'

import { applyEdit, insertBlock, insertLink, insertToolLink, pictureMarkdown, toggleLines, toggleWrap } from './markdown-edit'
import type { Edit, Selection } from './markdown-edit'

/** The text with `[` `]` marking the selection, as a test writes it. */
function sel(marked: string): Selection {
  const start = marked.indexOf('[')
  const end = marked.indexOf(']') - 1
  return { value: marked.replace('[', '').replace(']', ''), start, end }
}

function show(selection: Selection, edit: Edit) {
  const value = applyEdit(selection.value, edit)
  return `${value.slice(0, edit.start)}[${value.slice(edit.start, edit.end)}]${value.slice(edit.end)}`
}

describe('bold and italics', () => {
  test('wrap the selection, spaces kept outside', () => {
    const s = sel('Giảm [chi phí ]nhanh')
    expect(show(s, toggleWrap(s, '**', 'chữ đậm'))).toBe('Giảm **[chi phí]** nhanh')
  })

  test('with nothing selected, a placeholder to type over', () => {
    const s = sel('A [] B')
    expect(show(s, toggleWrap(s, '*', 'nghiêng'))).toBe('A *[nghiêng]* B')
  })

  test('again: unwrapped, marks inside or just outside the selection', () => {
    const inside = sel('A [**b**] C')
    expect(show(inside, toggleWrap(inside, '**', 'x'))).toBe('A [b] C')
    const outside = sel('A **[b]** C')
    expect(show(outside, toggleWrap(outside, '**', 'x'))).toBe('A [b] C')
  })

  test('italics on a bold word adds italics instead of breaking the bold', () => {
    const s = sel('A **[b]** C')
    expect(show(s, toggleWrap(s, '*', 'x'))).toBe('A ***[b]*** C')
  })
})

describe('links', () => {
  test('the selected words become the link text, the address is selected to paste over', () => {
    const s = sel('Xem [Nghị định 13] nhé')
    expect(show(s, insertLink(s, 'liên kết'))).toBe('Xem [Nghị định 13]([https://]) nhé')
  })

  test('a selected address becomes the address, the text is selected', () => {
    const s = sel('Xem [https://a.vn/x] nhé')
    expect(show(s, insertLink(s, 'liên kết'))).toBe('Xem [[liên kết]](https://a.vn/x) nhé')
  })
})

describe('tool links', () => {
  test('the selected words link the tool, in the text\'s language', () => {
    const s = sel('Dùng [công cụ] nhé')
    expect(show(s, insertToolLink(s, 'demurrage', 'Vi', 'x'))).toBe('Dùng [[công cụ]](/tools/demurrage-calculator) nhé')
    const e = sel('Try [it] now')
    expect(show(e, insertToolLink(e, 'incoterms', 'En', 'x'))).toBe('Try [[it]](/tools/incoterms-calculator?lang=en) now')
  })

  test('with nothing selected, the tool\'s name; brackets in it escaped', () => {
    const s = sel('See []')
    expect(show(s, insertToolLink(s, 'hsCode', 'En', 'HS [code] analyser'))).toBe(
      'See [[HS \\[code\\] analyser]](/tools/hs-code-analyzer?lang=en)',
    )
  })
})

describe('lines', () => {
  test('bullets on every selected line, then off again', () => {
    const s = sel('Intro\n[one\ntwo]\nend')
    const on = toggleLines(s, 'bullet')
    expect(show(s, on)).toBe('Intro\n[- one\n- two]\nend')
    const again = { value: applyEdit(s.value, on), start: on.start, end: on.end }
    expect(show(again, toggleLines(again, 'bullet'))).toBe('Intro\n[one\ntwo]\nend')
  })

  test('numbered items count up and replace bullets; blank lines between are left alone', () => {
    const s = sel('[- a\n\n- b\nc]')
    expect(show(s, toggleLines(s, 'numbered'))).toBe('[1. a\n\n2. b\n3. c]')
  })

  test('a heading from the line the cursor is on', () => {
    const s = sel('Title[]\nText')
    expect(show(s, toggleLines(s, 'heading'))).toBe('[## Title]\nText')
  })

  test('on an empty line, the start is typed and the cursor after it', () => {
    const s = sel('A\n[]')
    expect(show(s, toggleLines(s, 'quote'))).toBe('A\n> []')
  })
})

describe('pictures', () => {
  test('on lines of their own, blank lines around', () => {
    const s = sel('Before[] after')
    expect(applyEdit(s.value, insertBlock(s, pictureMarkdown('Cảng [Cát Lái]', '/media/a.jpg')))).toBe(
      'Before\n\n![Cảng \\[Cát Lái\\]](/media/a.jpg)\n\n after',
    )
    const end = sel('Text\n[]')
    expect(applyEdit(end.value, insertBlock(end, '![x](/media/b.jpg)'))).toBe('Text\n\n![x](/media/b.jpg)\n')
  })
})
