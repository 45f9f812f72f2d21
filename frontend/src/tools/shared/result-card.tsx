import type { ReactNode } from 'react'

type Tone = 'default' | 'brand' | 'success' | 'warning' | 'danger'

const TONES: Record<Tone, string> = {
  default: 'border-slate-200 bg-white',
  brand: 'border-brand-100 bg-brand-50',
  success: 'border-emerald-200 bg-emerald-50',
  warning: 'border-amber-200 bg-amber-50',
  danger: 'border-red-200 bg-red-50',
}

/** One headline figure of a result: a label, the value, and an optional note. */
export function StatCard({ label, value, note, tone = 'default' }: { label: string; value: ReactNode; note?: ReactNode; tone?: Tone }) {
  return (
    <div data-result-headline className={`scroll-mt-24 rounded-lg border p-4 ${TONES[tone]}`}>
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  )
}

/** A titled panel for a form, a result section or a side panel. */
export function Panel({ title, children, className = '' }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {title && <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>}
      {children}
    </section>
  )
}
