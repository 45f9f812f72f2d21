import type { ReactNode } from 'react'

interface PageHeroProps {
  title: string
  subtitle?: string
  badge?: string
  children?: ReactNode
}

/** The band that opens every inner screen: its title and a one-line tagline. */
export function PageHero({ title, subtitle, badge, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        {badge && (
          <p className="mb-3 inline-block rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
            {badge}
          </p>
        )}
        <h1 className="max-w-3xl text-3xl leading-snug font-bold tracking-tight sm:text-4xl lg:text-5xl lg:leading-tight">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-slate-200">{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
