interface SectionHeadingProps {
  title: string
  subtitle?: string
  /** A short label above the title. */
  eyebrow?: string
  align?: 'center' | 'left'
  /** For a section's `aria-labelledby`. */
  id?: string
}

/** The h2 that opens a section of a screen, with an optional label above and text below. */
export function SectionHeading({ title, subtitle, eyebrow, align = 'center', id }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl leading-snug font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-slate-600">{subtitle}</p>}
    </div>
  )
}
