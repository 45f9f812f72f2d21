import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { LinkText } from './link-text'

/** The band that opens a service, case study or post page: Back to its list, then its title. */
export function DetailHero({ back, title, description, children }: {
  back: { to: string; label: string }
  title: string
  description: string
  /** Shown above the title (badges, an icon). */
  children?: ReactNode
}) {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <Link to={back.to} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-200 hover:text-white">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {back.label}
        </Link>
        {children}
        <h1 className="mt-4 text-3xl leading-snug font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-200">{description}</p>
      </div>
    </header>
  )
}

export interface RelatedLink {
  key: string
  to: string
  title: string
  /** The link's accessible name: the visible text first (WCAG label in name). */
  label: string
  text?: string
  action?: string
}

/** Links to other items at the end of a detail page (nothing when there are none). */
export function RelatedLinks({ title, links }: { title: string; links: RelatedLink[] }) {
  const id = useId()
  if (links.length === 0) return null
  return (
    <aside aria-labelledby={id} className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{link.title}</h3>
              {link.text && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{link.text}</p>}
              <Link
                to={link.to}
                className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700 hover:underline"
              >
                <LinkText visible={link.action ?? link.label} name={link.label} />
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  )
}
