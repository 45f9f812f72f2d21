export interface Stat {
  /** The figure as shown, already in the current language (e.g. '99.8%' / '99,8%'). */
  value: string
  label: string
}

interface StatsRowProps {
  stats: readonly Stat[]
  /** Names the list for screen readers. */
  label?: string
  /** 'light' on a white or pale band, 'dark' on a brand-coloured one. */
  tone?: 'light' | 'dark'
}

// Literal class names, so Tailwind finds them (the owner may show one to four figures): three figures sit on one row from small
// screens up, four go two by two on phones.
const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
}

/** A row of marketing figures: a large value over its label. */
export function StatsRow({ stats, label, tone = 'light' }: StatsRowProps) {
  const dark = tone === 'dark'
  return (
    <ul aria-label={label} className={`grid gap-6 ${COLUMNS[stats.length] ?? 'grid-cols-2 lg:grid-cols-4'}`}>
      {/* By place: the owner's labels need not differ. */}
      {stats.map((stat, index) => (
        <li key={index} className="text-center">
          <p className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-brand-700'}`}>
            {stat.value}
          </p>
          <p className={`mt-1 text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{stat.label}</p>
        </li>
      ))}
    </ul>
  )
}
