import type { Block } from '@/lib/plain-text'
import { parseBody } from '@/lib/plain-text'

function TextBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className="pt-4 text-2xl font-bold text-slate-900">{block.text}</h2>
    case 'question':
      return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h3>
    case 'list':
      return (
        <ul className="list-disc space-y-1.5 pl-6">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )
    case 'paragraph':
      return <p className="whitespace-pre-line">{block.text}</p>
  }
}

/** The owner's text, shown as text (React escapes it; no HTML is ever parsed). */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {parseBody(text).map((block, index) => (
        <TextBlock key={index} block={block} />
      ))}
    </div>
  )
}
