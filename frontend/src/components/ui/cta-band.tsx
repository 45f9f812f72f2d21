import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

import { buttonClass } from './button'

export interface CtaLink {
  to: string
  label: string
}

interface CtaBandProps {
  title: string
  text?: string
  primary: CtaLink
  secondary?: CtaLink
}

/** The 'call to action' band that closes a screen: a heading, a line of text and one or two links. */
export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl leading-snug font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {text && <p className="mt-3 text-lg text-slate-200">{text}</p>}
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={primary.to} className={buttonClass('accent', 'lg', 'shrink-0')}>
            {primary.label}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
          {secondary && (
            <Link to={secondary.to} className={buttonClass('outline', 'lg', 'shrink-0')}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
