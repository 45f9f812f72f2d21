import { Download } from 'lucide-react'
import { Suspense, lazy, useMemo } from 'react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatDate, formatNumber, formatPercent } from '@/lib/format'

import { saveFile } from '../admin-api'
import { consoleText, toolName } from '../console-text'
import { ConsolePage } from '../ui/console-page'
import { csvName, toCsv } from './csv'
import type { Cell } from './csv'
import { dashboardText } from './dashboard-text'
import { PERIODS, useStats } from './stats-api'
import type { Period, Stats } from './stats-api'

// uPlot comes with the chart, in a chunk of its own.
const VisitsChart = lazy(() => import('./visits-chart').then((m) => ({ default: m.VisitsChart })))

type Text = (typeof dashboardText)['vi']

const isPeriod = (value: string | null): value is Period => value !== null && value in PERIODS

/** One table of figures: its heading, a CSV download of exactly its rows, the table. */
function FigureTable({
  id,
  title,
  header,
  rows,
  stats,
  numeric,
  footer,
}: {
  id: string
  title: string
  header: string[]
  rows: { key: string; cells: ReactNode[]; csv: Cell[] }[]
  stats: Stats
  /** Columns (by index) that hold numbers, right-aligned. */
  numeric: number[]
  footer?: ReactNode
}) {
  const t = useText(dashboardText)
  const download = () =>
    saveFile(
      new Blob([toCsv(header, rows.map((r) => r.csv))], { type: 'text/csv;charset=utf-8' }),
      csvName(id, stats.from, stats.to),
    )
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={download} disabled={rows.length === 0} aria-label={t.downloadCsv(title)}>
          <Download className="h-4 w-4" aria-hidden />
          {t.csv}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        // Focusable, so that a keyboard can scroll a table wider than a phone.
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={title}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {header.map((h, i) => (
                  <th key={h} scope="col" className={`px-2 py-1 font-medium ${numeric.includes(i) ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100 last:border-0">
                  {row.cells.map((c, i) => (
                    <td key={i} className={`px-2 py-1 ${numeric.includes(i) ? 'text-right tabular-nums' : 'break-all'}`}>
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </section>
  )
}

function Figure({ label, value, previous, hint, locale }: { label: string; value: number; previous?: number; hint?: string; locale: Locale }) {
  const t = useText(dashboardText)
  const change = previous === undefined || previous === 0 ? undefined : ((value - previous) / previous) * 100
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
        {hint ? formatPercent(value, locale, 1) : formatNumber(value, locale)}
      </dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
      {previous !== undefined && (
        <dd className="mt-1 text-xs text-slate-600">
          {t.previous(hint ? formatPercent(previous, locale, 1) : formatNumber(previous, locale))}
          {change !== undefined && (
            <span className="block">
              {change === 0 ? t.noChange : t.change(`${change > 0 ? '+' : ''}${formatPercent(change, locale, 0)}`)}
            </span>
          )}
        </dd>
      )}
    </div>
  )
}

const sourceName = (source: string | undefined, t: Text) =>
  source === undefined ? t.unknown : source === '' ? t.direct : source

/** The row that sums what the server left out (past 100 rows, or a day's 1,000) has no value of its own. */
const OTHER_KEY = '\u0001other'
const rowKey = (row: { other?: boolean }, value: string) => (row.other ? OTHER_KEY : value)

/** The chart's table: by day, or by month over 12 months. */
function byMonth(stats: Stats): { label: string; visitors: number; pageviews: number }[] {
  const months = new Map<string, { visitors: number; pageviews: number }>()
  for (const day of stats.daily) {
    const month = day.date.slice(0, 7)
    const sum = months.get(month) ?? { visitors: 0, pageviews: 0 }
    sum.visitors += day.visitors
    sum.pageviews += day.pageviews
    months.set(month, sum)
  }
  return [...months].map(([label, sum]) => ({ label, ...sum }))
}

function Dashboard({ stats }: { stats: Stats }) {
  const t = useText(dashboardText)
  const words = useText(consoleText)
  const { locale } = useLanguage()
  const c = t.columns
  const n = (value: number) => formatNumber(value, locale)
  const tool = (id: string) => toolName(words, id)
  const rate = (value: number | undefined) => (value === undefined ? '—' : formatPercent(value * 100, locale, 1))
  const yearly = stats.days > 31
  const dates = useMemo(() => stats.daily.map((d) => d.date), [stats])
  const series = useMemo(
    () => [
      { label: `${t.visitors} · ${t.thisPeriod}`, values: stats.daily.map((d) => d.visitors), color: '#1d4ed8' },
      { label: `${t.pageviews} · ${t.thisPeriod}`, values: stats.daily.map((d) => d.pageviews), color: '#ea580c' },
      {
        label: `${t.visitors} · ${t.previousPeriod}`,
        values: stats.previous.daily.map((d) => d.visitors),
        color: '#64748b',
        dashed: true,
      },
    ],
    [stats, t],
  )
  const conversionRate = stats.visitors > 0 ? (stats.enquiryCount / stats.visitors) * 100 : 0
  const previousRate = stats.previous.visitors > 0 ? (stats.previous.enquiryCount / stats.previous.visitors) * 100 : 0
  const conversion = (rows: Stats['conversion']['pages'], name: (value: string) => string) =>
    rows.map((r) => {
      const shown = r.other ? t.other : name(r.value)
      return {
        key: rowKey(r, r.value),
        cells: [shown, n(r.visitors), n(r.enquiries), rate(r.rate)],
        csv: [shown, r.visitors, r.enquiries, r.rate ?? ''],
      }
    })
  const conversionHeader = (first: string) => [first, c.visitors, c.enquiries, c.rate]
  const same = (value: string) => value
  // The tables of a value and its visitors, and the conversion tables: one shape each.
  const visitorTables = [
    {
      id: 'sources',
      title: t.tables.sources,
      label: c.source,
      rows: stats.sources.map((s) => ({ value: s.source, visitors: s.visitors, other: s.other })),
      name: (value: string) => sourceName(value, t),
    },
    { id: 'campaigns', title: t.tables.campaigns, label: c.campaign, rows: stats.campaigns, name: same },
    {
      id: 'devices',
      title: t.tables.devices,
      label: c.device,
      rows: stats.devices,
      name: (value: string) => t.devices[value as keyof Text['devices']] ?? value,
    },
    {
      id: 'languages',
      title: t.tables.languages,
      label: c.language,
      rows: stats.languages,
      name: (value: string) => t.languages[value as keyof Text['languages']] ?? value,
    },
  ]
  const conversionTables = [
    { id: 'conversion-pages', title: t.tables.conversionPages, label: c.landingPath, rows: stats.conversion.pages, name: same },
    {
      id: 'conversion-sources',
      title: t.tables.conversionSources,
      label: c.source,
      rows: stats.conversion.sources,
      name: (value: string) => sourceName(value, t),
    },
    { id: 'conversion-campaigns', title: t.tables.conversionCampaigns, label: c.campaign, rows: stats.conversion.campaigns, name: same },
    { id: 'conversion-tools', title: t.tables.conversionTools, label: c.tool, rows: stats.conversion.tools, name: tool },
  ]
  const chartRows = yearly
    ? byMonth(stats).map((m) => ({ key: m.label, cells: [m.label, n(m.visitors), n(m.pageviews)], csv: [m.label, m.visitors, m.pageviews] }))
    : stats.daily.map((d, i) => {
        const before = stats.previous.daily[i]
        return {
          key: d.date,
          cells: [formatDate(d.date, locale), n(d.visitors), n(d.pageviews), n(before?.visitors ?? 0), n(before?.pageviews ?? 0)],
          csv: [d.date, d.visitors, d.pageviews, before?.visitors ?? 0, before?.pageviews ?? 0],
        }
      })
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t.visitors} value={stats.visitors} previous={stats.previous.visitors} locale={locale} />
        <Figure label={t.pageviews} value={stats.pageviews} previous={stats.previous.pageviews} locale={locale} />
        <Figure label={t.enquiries} value={stats.enquiryCount} previous={stats.previous.enquiryCount} locale={locale} />
        <Figure label={t.conversionRate} value={conversionRate} previous={previousRate} hint={t.conversionHint} locale={locale} />
      </dl>
      <section aria-labelledby="chart-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="chart-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t.chartTitle}
        </h2>
        <Suspense fallback={<p className="h-[260px] text-sm text-slate-600">{t.chartLoading}</p>}>
          <VisitsChart dates={dates} locale={locale} series={series} description={`${t.chartTitle}: ${formatDate(stats.from, locale)} – ${formatDate(stats.to, locale)}`} />
        </Suspense>
      </section>
      <FigureTable
        id="daily"
        title={yearly ? t.chartMonthly : t.chartDaily}
        header={yearly ? [c.month, c.visitors, c.pageviews] : [c.date, c.visitors, c.pageviews, c.previousVisitors, c.previousPageviews]}
        numeric={yearly ? [1, 2] : [1, 2, 3, 4]}
        rows={chartRows}
        stats={stats}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          id="pages"
          title={t.tables.pages}
          header={[c.path, c.visitors, c.pageviews]}
          numeric={[1, 2]}
          stats={stats}
          rows={stats.pages.map((p) => {
            const path = p.other ? t.other : p.path
            return { key: rowKey(p, p.path), cells: [path, n(p.visitors), n(p.pageviews)], csv: [path, p.visitors, p.pageviews] }
          })}
        />
        {visitorTables.map((table) => (
          <FigureTable
            key={table.id}
            id={table.id}
            title={table.title}
            header={[table.label, c.visitors]}
            numeric={[1]}
            stats={stats}
            rows={table.rows.map((row) => {
              const name = row.other ? t.other : table.name(row.value)
              return { key: rowKey(row, row.value), cells: [name, n(row.visitors)], csv: [name, row.visitors] }
            })}
          />
        ))}
        <FigureTable
          id="tools"
          title={t.tables.tools}
          header={[c.tool, c.visitors, c.calculated, c.pdf, c.link, c.quote]}
          numeric={[1, 2, 3, 4, 5]}
          stats={stats}
          rows={stats.tools.map((s) => {
            const name = s.other ? t.other : tool(s.tool)
            return {
              key: rowKey(s, s.tool),
              cells: [name, n(s.visitors), n(s.calculated), n(s.pdf), n(s.link), n(s.quote)],
              csv: [name, s.visitors, s.calculated, s.pdf, s.link, s.quote],
            }
          })}
        />
        {conversionTables.map((table) => (
          <FigureTable
            key={table.id}
            id={table.id}
            title={table.title}
            header={conversionHeader(table.label)}
            numeric={[1, 2, 3]}
            stats={stats}
            rows={conversion(table.rows, table.name)}
          />
        ))}
      </div>
      <FigureTable
        id="enquiries"
        title={t.tables.enquiries}
        header={[c.landingPath, c.source, c.campaign, c.tool, c.count]}
        numeric={[4]}
        stats={stats}
        rows={stats.enquiries.map((e, i) => {
          const cells = [e.landingPath ?? t.unknown, sourceName(e.source, t), e.campaign ?? '—', e.tool ? tool(e.tool) : t.noTool]
          return { key: String(i), cells: [...cells, n(e.count)], csv: [...cells, e.count] }
        })}
        footer={
          stats.conversion.unattributed > 0 && (
            <p className="mt-3 text-sm text-slate-600">{t.unattributed(n(stats.conversion.unattributed))}</p>
          )
        }
      />
    </div>
  )
}

/** The console's first screen: how many came, from where, what they used, what it brought. */
export function DashboardScreen() {
  const t = useText(dashboardText)
  const [params, setParams] = useSearchParams()
  const asked = params.get('period')
  const period: Period = isPeriod(asked) ? asked : 'month'
  const stats = useStats(period)
  const choose = (next: Period) => setParams(next === 'month' ? {} : { period: next }, { replace: true })
  return (
    <ConsolePage
      title={t.title}
      actions={
        <div role="group" aria-label={t.period} className="flex gap-1 rounded-md border border-slate-200 bg-white p-1">
          {(Object.keys(PERIODS) as Period[]).map((p) => (
            <Button key={p} size="sm" variant={p === period ? 'primary' : 'ghost'} aria-pressed={p === period} onClick={() => choose(p)}>
              {t.periods[p]}
            </Button>
          ))}
        </div>
      }
    >
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      <LoadState query={stats}>
        {(data) => (
          <>
            {!data.counting && (
              <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {t.countingOff}
              </p>
            )}
            <Dashboard stats={data} />
          </>
        )}
      </LoadState>
    </ConsolePage>
  )
}
