import type { ComponentProps, CSSProperties } from 'react'
import ReactMarkdown from 'react-markdown'
import type { Components, ExtraProps, Options } from 'react-markdown'
import { Link } from 'react-router'
import remarkBreaks from 'remark-breaks'
import remarkGfm from 'remark-gfm'

import { useText } from '@/i18n/language-provider'
import { cardVariant, webpSrcSet } from '@/lib/media-url'

import { markdownText } from './markdown-text'
import { remarkRawHtmlAsText } from './raw-html'
import { prepareMarkdown } from './source'

/**
 * The addresses a link or a picture may have: the site's own paths, in-page anchors, web
 * addresses, e-mail and phone. Anything else (`javascript:`, `data:`, `vbscript:`, …)
 * becomes no address at all, so the link shows as its text and leads nowhere.
 */
export function safeUrl(url: string): string {
  const value = url.trim()
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value
  // A path or an anchor, but not `//host` (another site, with the page's scheme).
  if (/^(\/(?!\/)|#|\?)/.test(value)) return value
  // A relative address without a scheme ("pricing", "./x"): nothing before a colon.
  if (!/^[^/?#]*:/.test(value) && !value.startsWith('//')) return value
  return ''
}

/** An address on this site (the app's router takes it), as opposed to another site's. */
function isSitePath(href: string) {
  return href.startsWith('/') && !href.startsWith('//')
}

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentProps<Tag> & ExtraProps

function MarkdownLink({ href, children, node: _node, ...rest }: Props<'a'>) {
  const t = useText(markdownText)
  // `rest`: the title, and a footnote reference's id and ARIA attributes.
  const props = { ...rest, className: 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900' }
  if (!href) return <span>{children}</span>
  if (isSitePath(href)) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    )
  }
  if (/^https?:/i.test(href)) {
    // Another site opens beside this page, which learns nothing about it and it about us.
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> {t.newTab}</span>
      </a>
    )
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}

/**
 * A picture. The library's own (`/media/…`) come with their WebP copies (400/800/1600 px)
 * and their JPEG/PNG card variant, so a phone loads the width it needs; another site's
 * picture is not loaded (the site's CSP refuses it, and it would tell that site who reads
 * the page): its alt text stands for it.
 */
function MarkdownImage({ src, alt, title }: Props<'img'>) {
  const address = typeof src === 'string' ? src : ''
  if (!isSitePath(address)) return alt ? <span>{alt}</span> : null
  const card = cardVariant(address)
  const sizes = card !== address ? '(min-width: 48rem) 46rem, calc(100vw - 2rem)' : undefined
  const webp = webpSrcSet(address)
  const image = (
    <img
      src={address}
      srcSet={card !== address ? `${card} 800w, ${address} 1600w` : undefined}
      sizes={sizes}
      alt={alt ?? ''}
      title={title}
      loading="lazy"
      decoding="async"
      className="my-2 h-auto max-w-full rounded-lg"
    />
  )
  if (!webp) return image
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {image}
    </picture>
  )
}

/** A table scrolls sideways inside its own box on a phone instead of widening the page. */
function MarkdownTable({ children }: Props<'table'>) {
  const t = useText(markdownText)
  return (
    // Focusable, so a keyboard can scroll it too.
    <div role="region" aria-label={t.table} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full border-collapse text-left text-sm">{children}</table>
    </div>
  )
}

/** GFM's column alignment as a class (a style attribute would be refused by the CSP). */
function alignClass(style: CSSProperties | undefined) {
  switch (style?.textAlign) {
    case 'center':
      return 'text-center'
    case 'right':
      return 'text-right'
    default:
      return ''
  }
}

const H2 = 'pt-4 text-2xl font-bold text-slate-900'

const COMPONENTS: Components = {
  // The page's own title is its only h1: a `# ` heading in a body is the body's top level.
  h1: ({ children }) => <h2 className={H2}>{children}</h2>,
  // The id: the footnotes' heading, which their references name.
  h2: ({ children, id }) => (
    <h2 id={id} className={H2}>
      {children}
    </h2>
  ),
  // `### ` is the FAQ's question.
  h3: ({ children }) => <h3 className="pt-2 text-lg font-semibold text-slate-900">{children}</h3>,
  h4: ({ children }) => <h4 className="pt-2 font-semibold text-slate-900">{children}</h4>,
  h5: ({ children }) => <h5 className="pt-2 font-semibold text-slate-900">{children}</h5>,
  h6: ({ children }) => <h6 className="pt-2 font-semibold text-slate-900">{children}</h6>,
  ul: ({ children }) => <ul className="list-disc space-y-1.5 pl-6">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="list-decimal space-y-1.5 pl-6">
      {children}
    </ol>
  ),
  blockquote: ({ children }) => (
    <blockquote className="space-y-2 border-l-4 border-brand-200 pl-4 text-slate-600 italic">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>,
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm [&_code]:bg-transparent [&_code]:p-0">{children}</pre>
  ),
  hr: () => <hr className="border-slate-200" />,
  a: MarkdownLink,
  img: MarkdownImage,
  table: MarkdownTable,
  th: ({ children, style }) => (
    <th className={`border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-900 ${alignClass(style)}`}>{children}</th>
  ),
  td: ({ children, style }) => <td className={`border-b border-slate-100 px-3 py-2 align-top ${alignClass(style)}`}>{children}</td>,
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkBreaks, remarkRawHtmlAsText]

/**
 * An owner's text (posts, services, case studies, standing pages) as the page shows it: the
 * one renderer of bodies, on the server (in its JavaScript engine) and in the browser alike.
 * Markdown is read by react-markdown (micromark, CommonMark) with GFM; the result is React
 * elements, never HTML parsed from the text: raw HTML in the text shows as the text it is.
 */
export function Markdown({ text }: { text: string }) {
  const t = useText(markdownText)
  return (
    <div className="space-y-4 leading-relaxed break-words text-slate-700">
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        remarkRehypeOptions={{ footnoteLabel: t.footnotes, footnoteBackLabel: t.footnoteBack }}
        components={COMPONENTS}
        urlTransform={safeUrl}
      >
        {prepareMarkdown(text)}
      </ReactMarkdown>
    </div>
  )
}
