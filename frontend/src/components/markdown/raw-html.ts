import type { Nodes, Root } from 'mdast'

/** Where an HTML node is a block of its own; anywhere else it stands inside a line. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition'])

function asText(parent: Nodes) {
  if (!('children' in parent)) return
  parent.children = parent.children.map((child) => {
    if (child.type !== 'html') {
      asText(child)
      return child
    }
    const text = { type: 'text' as const, value: child.value }
    return BLOCK_PARENTS.has(parent.type) ? { type: 'paragraph' as const, children: [text] } : text
  }) as typeof parent.children
}

/**
 * Raw HTML in an owner's text is shown as the characters typed, never as markup: an inline
 * tag becomes text where it stands, an HTML block a paragraph of text. (Dropped, as
 * react-markdown does by default, part of the text would vanish without the owner seeing why.)
 */
export function remarkRawHtmlAsText() {
  return (tree: Root) => asText(tree)
}
