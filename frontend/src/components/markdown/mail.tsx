import type { CSSProperties, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server.browser'
import ReactMarkdown from 'react-markdown'
import type { Components, ExtraProps, Options } from 'react-markdown'
import remarkBreaks from 'remark-breaks'
import remarkGfm from 'remark-gfm'

import { safeUrl } from './markdown'
import { remarkRawHtmlAsText } from './raw-html'
import { prepareMarkdown } from './source'

/**
 * A newsletter's Markdown as e-mail HTML (docs/decisions-spec.md §17): the same reading as the
 * site's bodies (react-markdown with GFM, raw HTML shown as text, the same safe addresses),
 * but every style inline and every address absolute, as mail clients need. The server calls
 * it through its JavaScript engine, once per newsletter and language.
 */

const TEXT: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6', color: '#334155' }
const HEADING: CSSProperties = { margin: '24px 0 12px', fontSize: '20px', lineHeight: '1.3', color: '#0f172a' }
const CELL: CSSProperties = { border: '1px solid #e2e8f0', padding: '6px 10px', textAlign: 'left', verticalAlign: 'top' }

type Props = { children?: ReactNode } & ExtraProps

function components(base: string): Components {
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url)
  return {
    h1: ({ children }: Props) => <h2 style={HEADING}>{children}</h2>,
    h2: ({ children }: Props) => <h2 style={HEADING}>{children}</h2>,
    h3: ({ children }: Props) => <h3 style={{ ...HEADING, fontSize: '18px' }}>{children}</h3>,
    h4: ({ children }: Props) => <h4 style={{ ...HEADING, fontSize: '16px' }}>{children}</h4>,
    h5: ({ children }: Props) => <h5 style={{ ...HEADING, fontSize: '16px' }}>{children}</h5>,
    h6: ({ children }: Props) => <h6 style={{ ...HEADING, fontSize: '16px' }}>{children}</h6>,
    p: ({ children }: Props) => <p style={TEXT}>{children}</p>,
    ul: ({ children }: Props) => <ul style={{ ...TEXT, paddingLeft: '24px' }}>{children}</ul>,
    ol: ({ children, start }: Props & { start?: number }) => (
      <ol start={start} style={{ ...TEXT, paddingLeft: '24px' }}>
        {children}
      </ol>
    ),
    li: ({ children }: Props) => <li style={{ margin: '0 0 6px' }}>{children}</li>,
    blockquote: ({ children }: Props) => (
      <blockquote style={{ margin: '0 0 16px', padding: '0 0 0 12px', borderLeft: '4px solid #bfdbfe', color: '#475569' }}>
        {children}
      </blockquote>
    ),
    code: ({ children }: Props) => (
      <code style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: '14px', backgroundColor: '#f1f5f9' }}>{children}</code>
    ),
    pre: ({ children }: Props) => (
      <pre style={{ margin: '0 0 16px', padding: '12px', backgroundColor: '#f1f5f9', whiteSpace: 'pre-wrap' }}>{children}</pre>
    ),
    hr: () => <hr style={{ border: '0', borderTop: '1px solid #e2e8f0', margin: '24px 0' }} />,
    a: ({ children, href }: Props & { href?: string }) =>
      href ? (
        <a href={absolute(href)} style={{ color: '#1d4ed8', textDecoration: 'underline' }}>
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    // Only the site's own pictures, by their absolute address: another site's would tell it
    // who opened the letter, and many clients block remote pictures anyway.
    img: ({ src, alt }: Props & { src?: unknown; alt?: string }) =>
      typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? (
        <img src={absolute(src)} alt={alt ?? ''} width={560} style={{ display: 'block', maxWidth: '100%', height: 'auto', border: '0' }} />
      ) : alt ? (
        <span>{alt}</span>
      ) : null,
    table: ({ children }: Props) => (
      <table cellPadding={0} cellSpacing={0} role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px', fontSize: '14px' }}>
        {children}
      </table>
    ),
    th: ({ children }: Props) => <th style={{ ...CELL, backgroundColor: '#f8fafc' }}>{children}</th>,
    td: ({ children }: Props) => <td style={CELL}>{children}</td>,
  }
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkBreaks, remarkRawHtmlAsText]

/** The HTML of `text` (Markdown) for an e-mail, its site paths made absolute on `base`. */
export function markdownMailHtml(text: string, base: string): string {
  return renderToStaticMarkup(
    <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={components(base)} urlTransform={safeUrl}>
      {prepareMarkdown(text)}
    </ReactMarkdown>,
  )
}
