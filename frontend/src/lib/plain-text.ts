/**
 * The blocks of an owner's text as the FAQ's structured data reads them, the way the server
 * reads them for the same data (src/pages/mod.rs): a blank line separates blocks; `## `
 * starts a heading, `### ` a question, lines starting with `- ` make a bulleted list. The
 * page itself shows the text as Markdown (components/markdown), which reads these the same.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'question'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }

export function parseBody(body: string): Block[] {
  const blocks: Block[] = []
  for (const raw of body.split(/\n\s*\n/)) {
    const lines = raw
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
    let paragraph: string[] = []
    let list: string[] = []
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') })
      if (list.length > 0) blocks.push({ kind: 'list', items: list })
      paragraph = []
      list = []
    }
    for (const line of lines) {
      if (line.startsWith('### ')) {
        flush()
        blocks.push({ kind: 'question', text: line.slice(4).trim() })
      } else if (line.startsWith('## ')) {
        flush()
        blocks.push({ kind: 'heading', text: line.slice(3).trim() })
      } else if (line.startsWith('- ')) {
        if (paragraph.length > 0) flush()
        list.push(line.slice(2).trim())
      } else {
        if (list.length > 0) flush()
        paragraph.push(line.trim())
      }
    }
    flush()
  }
  return blocks
}

