/**
 * What the owner types, read as Markdown (CommonMark with GFM's tables, strikethrough and
 * autolinks), with one change that keeps the texts written before
 * Markdown meaning what they meant: a line that is not indented and follows a list item
 * without a blank line ends the list. CommonMark would make it a "lazy" continuation of
 * the last item, so the closing sentence under the services' bullets would become part of
 * the last bullet. A continuation that belongs to the item is indented, as CommonMark
 * writes it anyway. Fenced code is left as it is.
 */
export function prepareMarkdown(text: string): string {
  const out: string[] = []
  let inList = false
  let fence: string | undefined
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (fence !== undefined) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined
      out.push(line)
      continue
    }
    if (opening) {
      fence = opening[1]!
      inList = false
      out.push(line)
      continue
    }
    if (line.trim() === '') {
      inList = false
    } else if (LIST_ITEM.test(line)) {
      inList = true
    } else if (inList && !/^[ \t]/.test(line)) {
      out.push('')
      inList = false
    }
    out.push(line)
  }
  return out.join('\n')
}

/** A bullet (`-`, `*`, `+`) or a numbered item (`1.`, `1)`), as CommonMark starts one. */
const LIST_ITEM = /^ {0,3}([-+*]|\d{1,9}[.)])([ \t]|$)/

/**
 * One line of Markdown as the words it shows, for the places that show a line as text (the
 * cards' bullets and results): emphasis, strikethrough and code marks dropped, a link or a
 * picture as its text, escapes resolved. A small reading of the inline marks only, so that
 * a list page does not load the renderer.
 */
export function markdownLineText(line: string): string {
  // Escaped characters are set aside first, so that `\*` is never read as a mark.
  const escaped: string[] = []
  return line
    .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => `\uE000${escaped.push(char) - 1}\uE001`)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<((?:https?|mailto):[^>\s]+)>/gi, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)(.+?)(?<=\S)\2(?![\w*])/g, '$1$3')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => escaped[Number(index)]!)
    .trim()
}
