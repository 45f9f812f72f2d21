/**
 * The editor toolbar's changes to a text, as pure functions of the text and its selection:
 * each says which range to replace with what, and what to select after, so the textarea can
 * apply it as one typing step (the browser's undo takes it back).
 */
export interface Selection {
  value: string
  start: number
  end: number
}

export interface Edit {
  from: number
  to: number
  insert: string
  /** The selection after the edit. */
  start: number
  end: number
}

/**
 * Wraps the selection in `mark` (`**` bold, `*` italics), or unwraps it when it is already
 * wrapped; with nothing selected, puts the marks around `placeholder`, selected, ready to
 * be typed over.
 */
export function toggleWrap({ value, start, end }: Selection, mark: string, placeholder: string): Edit {
  const selected = value.slice(start, end)
  const before = value.slice(start - mark.length, start)
  const after = value.slice(end, end + mark.length)
  // The marks just outside the selection (a word selected after a bold click): remove them.
  // A lone `*` next to a bold `**` is not italics, so bold text is not unwrapped as italics.
  const outside = before === mark && after === mark && !(mark === '*' && value[start - 2] === '*' && value[end + 1] === '*')
  if (outside) {
    return { from: start - mark.length, to: end + mark.length, insert: selected, start: start - mark.length, end: end - mark.length }
  }
  if (selected.length >= mark.length * 2 && selected.startsWith(mark) && selected.endsWith(mark)) {
    const inner = selected.slice(mark.length, selected.length - mark.length)
    return { from: start, to: end, insert: inner, start, end: start + inner.length }
  }
  // Spaces selected with a word stay outside the marks (`** word**` is not bold).
  const text = selected.trim() === '' ? placeholder : selected.trim()
  const lead = selected.trim() === '' ? '' : selected.slice(0, selected.length - selected.trimStart().length)
  const trail = selected.trim() === '' ? '' : selected.slice(selected.trimEnd().length)
  const insert = `${lead}${mark}${text}${mark}${trail}`
  const textStart = start + lead.length + mark.length
  return { from: start, to: end, insert, start: textStart, end: textStart + text.length }
}

/**
 * A link around the selection (or `placeholder`): `[text](https://)`, with the address part
 * selected for the owner to paste over. A selection that is itself an address becomes the
 * link's address, with the text to type.
 */
export function insertLink({ value, start, end }: Selection, placeholder: string): Edit {
  const selected = value.slice(start, end).trim()
  if (/^(https?:\/\/|\/|mailto:)\S*$/.test(selected)) {
    const insert = `[${placeholder}](${selected})`
    return { from: start, to: end, insert, start: start + 1, end: start + 1 + placeholder.length }
  }
  const text = selected || placeholder
  const insert = `[${text}](https://)`
  const urlStart = start + text.length + 3
  return { from: start, to: end, insert, start: urlStart, end: urlStart + 'https://'.length }
}

/** The calculators a text can link to, by their page (frontend/src/app/route-table.json). */
export const TOOL_PAGES = {
  incoterms: '/tools/incoterms-calculator',
  freight: '/tools/freight-calculator',
  demurrage: '/tools/demurrage-calculator',
  hsCode: '/tools/hs-code-analyzer',
} as const
export type ToolId = keyof typeof TOOL_PAGES

/**
 * A link to a calculator in the text's language (`?lang=en` for English, so a reader of the
 * English text, or of the feed, lands on the English page): the selection becomes its words,
 * else `name`; the words are selected after.
 */
export function insertToolLink({ value, start, end }: Selection, tool: ToolId, language: 'Vi' | 'En', name: string): Edit {
  const selected = value.slice(start, end).trim()
  // Brackets would end the words early; escaped they show as typed.
  const text = (selected || name).replace(/[[\]\\]/g, '\\$&')
  const insert = `[${text}](${TOOL_PAGES[tool]}${language === 'En' ? '?lang=en' : ''})`
  return { from: start, to: end, insert, start: start + 1, end: start + 1 + text.length }
}

/** The whole lines the selection touches. */
function lineRange(value: string, start: number, end: number) {
  const from = value.lastIndexOf('\n', start - 1) + 1
  const newline = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end)
  return { from, to: newline === -1 ? value.length : newline }
}

const PREFIXES = {
  bullet: /^- /,
  numbered: /^\d+\. /,
  heading: /^#{1,6} /,
  quote: /^> ?/,
} as const
export type LineKind = keyof typeof PREFIXES

/**
 * Starts each selected line as a bullet (`- `), a numbered item (`1. `, `2. `, …), a heading
 * (`## `) or a quote (`> `), replacing another of these starts; when every line already
 * starts so, takes it away (the button toggles). The lines are selected after.
 */
export function toggleLines({ value, start, end }: Selection, kind: LineKind): Edit {
  const { from, to } = lineRange(value, start, end)
  const lines = value.slice(from, to).split('\n')
  const filled = lines.filter((line) => line.trim() !== '')
  const on = filled.length > 0 && filled.every((line) => PREFIXES[kind].test(line))
  let number = 0
  const changed = lines.map((line) => {
    if (line.trim() === '' && lines.length > 1) return line
    const bare = Object.values(PREFIXES).reduce((text, prefix) => text.replace(prefix, ''), line)
    if (on) return bare
    number += 1
    const prefix = { bullet: '- ', numbered: `${number}. `, heading: '## ', quote: '> ' }[kind]
    return `${prefix}${bare}`
  })
  const insert = changed.join('\n')
  // A single empty line: the cursor after the new start, ready to type.
  if (lines.length === 1 && lines[0] === '') return { from, to, insert, start: from + insert.length, end: from + insert.length }
  return { from, to, insert, start: from, end: from + insert.length }
}

/**
 * A block (a picture, a table) on lines of its own at the cursor, with blank lines around it
 * so that it is not read as part of the paragraph next to it; the cursor after it.
 */
export function insertBlock({ value, start, end }: Selection, block: string): Edit {
  const head = value.slice(0, start)
  const tail = value.slice(end)
  const before = head === '' ? '' : head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n'
  const after = tail === '' ? '\n' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n'
  const insert = `${before}${block}${after}`
  const cursor = start + before.length + block.length + after.length
  return { from: start, to: end, insert, start: cursor, end: cursor }
}

/** A picture of the library as Markdown: its alt text, then its address. */
export function pictureMarkdown(alt: string, url: string): string {
  // Brackets and a backslash in the alt text would end it early; escaped they show as typed.
  return `![${alt.replace(/[[\]\\]/g, '\\$&')}](${url})`
}

/** Applies an edit to the text (for where the browser cannot apply it as typing). */
export function applyEdit(value: string, edit: Edit): string {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to)
}
