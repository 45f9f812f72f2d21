import { MoveHorizontal } from 'lucide-react'
import type { ReactNode } from 'react'

import { useText } from '@/i18n/language-provider'

import { toolText } from './tool-text'

export interface TableColumn {
  label: ReactNode
  /** Right-aligned, for figures. */
  numeric?: boolean
}

// Pinned: the first and last cell of every row stay in view while the middle scrolls
// (sticky inside the scroll box). They take their row's background, so the cells scrolled
// beneath them never show through; a soft edge marks that more lies behind. The first cell
// may wrap there, so it stays narrow on a phone.
const PINNED = [
  '[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10 [&_tr>*:first-child]:bg-inherit',
  '[&_tr>*:first-child]:whitespace-normal [&_tr>*:first-child]:shadow-[6px_0_6px_-6px_rgb(15_23_42/0.25)]',
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:z-10 [&_tr>*:last-child]:bg-inherit',
  '[&_tr>*:last-child]:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]',
].join(' ')

/**
 * A result table in a horizontally scrollable box, so wide tables stay usable on a phone.
 * The box is focusable and named, so keyboard users can scroll it too.
 *
 * On a narrow screen a wide table takes one of two forms (docs/decisions-spec.md §19): `cards`,
 * one card per row with the key figures on top, shown instead of the table below the `sm`
 * breakpoint; or `pinned`, where the first and last columns stay in view and a line above
 * the table says the middle scrolls. Pinned rows must set their own background
 * (`bg-white` or a highlight), which the pinned cells inherit.
 */
export function ResultsTable({
  caption,
  columns,
  children,
  foot,
  cards,
  pinned = false,
  wide = false,
}: {
  /** Names the table and its scroll box for assistive technology. */
  caption: string
  columns: readonly TableColumn[]
  /** The body rows (`<tr>` with `TableCell`/`RowHeader`). */
  children: ReactNode
  foot?: ReactNode
  /** The same rows as cards (`RowCard`s), for narrow screens. */
  cards?: ReactNode
  pinned?: boolean
  /** Wider than the page at every width (the hint then shows on a desktop too). */
  wide?: boolean
}) {
  const t = useText(toolText)
  const table = (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600 ${cards ? 'hidden sm:block' : ''}`}
    >
      <table className={`min-w-full text-sm ${pinned ? PINNED : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr className="bg-slate-50">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-3 py-2 font-semibold whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot && <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">{foot}</tfoot>}
      </table>
    </div>
  )
  if (cards) {
    return (
      <>
        <ul aria-label={caption} className="space-y-3 sm:hidden">
          {cards}
        </ul>
        {table}
      </>
    )
  }
  if (!pinned) return table
  return (
    <>
      {/* A pinned table overflows below the lg breakpoint, a wide one everywhere; the hint shows there. */}
      <p className={`mb-2 flex items-center gap-2 text-xs text-slate-600 ${wide ? '' : 'lg:hidden'}`}>
        <MoveHorizontal className="h-4 w-4 shrink-0" aria-hidden />
        {t.scrollHint}
      </p>
      {table}
    </>
  )
}

/**
 * One row of a result table as a card, for a phone: its name, the key figures large, the
 * other columns as label and value pairs below.
 */
export function RowCard({
  title,
  figures,
  details = [],
  highlight = false,
  ...data
}: {
  title: ReactNode
  figures: ReadonlyArray<{ label: ReactNode; value: ReactNode }>
  /** `wide`: a text that takes the card's whole width. */
  details?: ReadonlyArray<{ label: ReactNode; value: ReactNode; wide?: boolean }>
  highlight?: boolean
  [data: `data-${string}`]: string
}) {
  return (
    <li {...data} className={`rounded-lg border p-4 ${highlight ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white'}`}>
      <p className="font-semibold text-slate-900">{title}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {figures.map((figure, index) => (
          <div key={index}>
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {details.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
          {details.map((detail, index) => (
            <div key={index} className={`flex min-w-0 flex-col ${detail.wide ? 'col-span-2' : ''}`}>
              <dt className="text-xs text-slate-600">{detail.label}</dt>
              <dd className="text-slate-800 tabular-nums">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  )
}

/** A body cell; figures are right-aligned and never wrap. */
export function TableCell({ numeric, strong, children }: { numeric?: boolean; strong?: boolean; children: ReactNode }) {
  return (
    <td
      className={[
        'px-3 py-2 whitespace-nowrap',
        numeric ? 'text-right tabular-nums' : 'text-left',
        strong ? 'font-semibold text-slate-900' : 'text-slate-700',
      ].join(' ')}
    >
      {children}
    </td>
  )
}

/** The first cell of a row, naming it (a port, a code, a date). */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900">
      {children}
    </th>
  )
}
