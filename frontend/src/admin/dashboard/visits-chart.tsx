import 'uplot/dist/uPlot.min.css'

import { useEffect, useRef } from 'react'
import uPlot from 'uplot'

import { INTL_LOCALE } from '@/i18n/locale'
import type { Locale } from '@/i18n/locale'
import { formatNumber } from '@/lib/format'

export interface ChartSeries {
  label: string
  values: number[]
  color: string
  /** Drawn dashed: the previous period beside this one. */
  dashed?: boolean
}

interface VisitsChartProps {
  /** The days, one a point (`YYYY-MM-DD`). */
  dates: string[]
  locale: Locale
  series: ChartSeries[]
  /** What the chart shows, for screen readers (the table beside it holds the figures). */
  description: string
}

/**
 * Lines by day with uPlot (canvas, ~50 KB, no dependencies; loaded only with this chunk,
 * which only the console's Dashboard imports). Its styles are set through the CSSOM, which
 * the site's CSP (`style-src 'self'`) allows.
 */
export function VisitsChart({ dates, locale, series, description }: VisitsChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const labels = tickLabels(dates, locale)
    const element = box.current
    if (!element) return
    const width = () => Math.max(element.clientWidth, 240)
    const options: uPlot.Options = {
      width: width(),
      height: 260,
      scales: { x: { time: false } },
      // The legend is drawn below in the page's language (uPlot's own says "Value: --").
      legend: { show: false },
      axes: [
        {
          // Whole days only, at least ~64 px apart, so that labels never run into each other
          // (7 days on a phone, 365 on a desktop).
          incrs: DAY_STEPS,
          space: 64,
          values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (labels[tick] ?? '') : '')),
          stroke: '#475569',
        },
        { stroke: '#475569', values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatNumber(tick, locale) : '')) },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          dash: s.dashed ? [6, 4] : undefined,
          points: { show: labels.length <= 31 },
        })),
      ],
      cursor: { drag: { x: false, y: false } },
    }
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => s.values)]
    const chart = new uPlot(options, data, element)
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 260 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [dates, locale, series])
  return (
    <figure className="space-y-2">
      <div ref={box} role="img" aria-label={description} className="w-full overflow-hidden" data-testid="visits-chart" />
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="visits-legend">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <svg width="24" height="8" aria-hidden>
                <line x1="0" y1="4" x2="24" y2="4" stroke={s.color} strokeWidth="2" strokeDasharray={s.dashed ? '6 4' : undefined} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}

/** Steps between x ticks, in days: a tick is always a whole day. */
const DAY_STEPS = [1, 2, 3, 7, 14, 30, 61, 91, 182, 365]

/**
 * Short labels for the axis: "28/11" and "28 Nov" by day; the month ("Th11/26", "Nov 26")
 * once the range is longer than two months, where a day's number says little.
 */
export function tickLabels(dates: string[], locale: Locale): string[] {
  const monthly = dates.length > 62
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    ...(monthly ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: locale === 'vi' ? 'numeric' : 'short' }),
  })
  return dates.map((date) => format.format(new Date(`${date}T00:00:00Z`)))
}
