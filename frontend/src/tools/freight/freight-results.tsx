import { useLanguage, useText } from '@/i18n/language-provider'
import { formatNumber } from '@/lib/format'
import { Badge } from '@/tools/shared/badge'
import type { BadgeTone } from '@/tools/shared/badge'
import { Panel } from '@/tools/shared/result-card'
import { ResultsTable, RowCard, RowHeader, TableCell } from '@/tools/shared/results-table'

import { TOP_RANKED, barWidthPercent, type FreightResultRow } from './calc'
import { labelOf } from '@/tools/shared/choices'
import { ORIGIN_PORTS } from '@/tools/shared/ports'
import { freightText } from './freight-text'
import { rateSourceText, vndNote } from './rate-source'
import { toVnd, type RateCard } from '@/tools/shared/rate-card'
import { formatMoney } from '@/lib/format'

/** The fee columns of the table, in the order of a carrier's quote. */
export const FEE_FIELDS = ['baseFreight', 'baf', 'caf', 'lss', 'pss', 'thc', 'docFee', 'securityFee', 'otherFees'] as const

const RANK_TONES: readonly BadgeTone[] = ['success', 'brand', 'neutral']

/** The comparison table, the top-3 ranking and the bar comparison of a freight quote. */
export function FreightResults({
  rows,
  money,
  card,
  company,
}: {
  rows: readonly FreightResultRow[]
  money: (value: number) => string
  card: RateCard | null
  company: string
}) {
  const { locale } = useLanguage()
  // VND beside USD at the card's rate (docs/decisions-spec.md §24).
  const vnd = (usd: number) => {
    const amount = toVnd(usd, card)
    return amount === null ? null : formatMoney(amount, 'VND', locale, 0)
  }
  const conversion = vndNote(card, locale)
  const t = useText(freightText)
  const portName = (row: FreightResultRow) => labelOf(ORIGIN_PORTS, row.port)[locale]
  // The ranking is by cost whatever order the table follows (the sort is stable).
  const cheapest = [...rows].sort((a, b) => a.total - b.total)
  const best = cheapest[0]?.port

  return (
    <div data-result-headline className="scroll-mt-24 space-y-6">
      <Panel title={t.tableTitle}>
        {/* Cards on a phone: a port's thirteen columns never fit 390 px, and the total and
            transit would be the ones scrolled away; there are only a few ports to compare. */}
        <ResultsTable
          caption={t.tableCaption}
          cards={rows.map((row) => (
            <RowCard
              key={row.port}
              data-card={row.port}
              highlight={row.port === best}
              title={portName(row)}
              figures={[
                { label: t.total, value: money(row.total) },
                ...(vnd(row.total) ? [{ label: t.inVnd, value: vnd(row.total)! }] : []),
                { label: t.transit, value: t.transitRange(row.transitDays[0], row.transitDays[1]) },
              ]}
              details={[
                ...FEE_FIELDS.map((field) => ({ label: t[field], value: money(row[field]) })),
                { label: t.co2e, value: formatNumber(row.co2eKg, locale, 0) },
              ]}
            />
          ))}
          columns={[
            { label: t.port },
            ...FEE_FIELDS.map((field) => ({ label: t[field], numeric: true })),
            { label: t.total, numeric: true },
            { label: t.transit, numeric: true },
            { label: t.co2e, numeric: true },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.port} className={row.port === best ? 'bg-emerald-50' : undefined}>
              <RowHeader>{portName(row)}</RowHeader>
              {FEE_FIELDS.map((field) => (
                <TableCell key={field} numeric>
                  {money(row[field])}
                </TableCell>
              ))}
              <TableCell numeric strong>
                {money(row.total)}
                {vnd(row.total) ? <span className="block text-xs font-normal text-slate-600">{vnd(row.total)}</span> : null}
              </TableCell>
              <TableCell numeric>{t.transitRange(row.transitDays[0], row.transitDays[1])}</TableCell>
              <TableCell numeric>{formatNumber(row.co2eKg, locale, 0)}</TableCell>
            </tr>
          ))}
        </ResultsTable>
        <p data-rate-source className="mt-3 text-sm font-medium text-slate-800">
          {rateSourceText(rows, company, locale)}
          {conversion ? ` ${conversion}` : ''}
        </p>
        <p className="mt-3 text-xs text-slate-600">
          <strong className="font-semibold">{t.sourcesTitle}: </strong>
          {t.sourcesText}
        </p>
      </Panel>

      <Panel title={t.rankingTitle}>
        <ol className="grid gap-3 sm:grid-cols-3">
          {cheapest.slice(0, TOP_RANKED).map((row, index) => (
            <li key={row.port} className="rounded-lg border border-slate-200 p-4" data-testid="ranked-port">
              <Badge tone={RANK_TONES[index] ?? 'neutral'}>{t.rank(index + 1)}</Badge>
              <p className="mt-2 font-semibold text-slate-900">{portName(row)}</p>
              <p className="text-lg font-bold text-brand-700">{money(row.total)}</p>
            </li>
          ))}
        </ol>
      </Panel>

      <Panel title={t.chartTitle}>
        <p className="mb-4 text-sm text-slate-600">{t.chartIntro}</p>
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.port}>
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-800">{portName(row)}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{money(row.total)}</span>
              </div>
              {/* The figure is in the text above; the bar only draws it. */}
              <div className="mt-1 h-3 w-full rounded-full bg-slate-100" aria-hidden>
                <div
                  data-testid="freight-bar"
                  className={`h-full rounded-full ${row.port === best ? 'bg-emerald-600' : 'bg-brand-600'}`}
                  style={{ width: `${barWidthPercent(row.total, rows)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  )
}
