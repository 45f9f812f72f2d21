import type { ReactNode } from 'react'

export interface TableColumn {
  label: ReactNode
  /** Right-aligned, for figures. */
  numeric?: boolean
}

/**
 * A result table in a horizontally scrollable box, so wide tables stay usable on a phone.
 * The box is focusable and named, so keyboard users can scroll it too.
 */
export function ResultsTable({
  caption,
  columns,
  children,
  foot,
}: {
  /** Names the table and its scroll box for assistive technology. */
  caption: string
  columns: readonly TableColumn[]
  /** The body rows (`<tr>` with `TableCell`/`RowHeader`). */
  children: ReactNode
  foot?: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
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
