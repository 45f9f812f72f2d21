import 'uplot/dist/uPlot.min.css'

import { useEffect, useRef } from 'react'
import uPlot from 'uplot'

export interface ChartSeries {
  label: string
  values: number[]
  color: string
  /** Drawn dashed: the previous period beside this one. */
  dashed?: boolean
}

interface VisitsChartProps {
  /** The x axis' labels, one a point. */
  labels: string[]
  series: ChartSeries[]
  /** What the chart shows, for screen readers (the table beside it holds the figures). */
  description: string
}

/**
 * Lines by day with uPlot (canvas, ~50 KB, no dependencies; loaded only with this chunk,
 * which only the console's Dashboard imports). Its styles are set through the CSSOM, which
 * the site's CSP (`style-src 'self'`) allows.
 */
export function VisitsChart({ labels, series, description }: VisitsChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const width = () => Math.max(element.clientWidth, 240)
    const options: uPlot.Options = {
      width: width(),
      height: 260,
      scales: { x: { time: false } },
      axes: [
        {
          values: (_chart, ticks) => ticks.map((tick) => labels[Math.round(tick)] ?? ''),
          stroke: '#475569',
        },
        { stroke: '#475569' },
      ],
      series: [
        { label: '', value: (_chart, value) => (value == null ? '' : (labels[Math.round(value)] ?? '')) },
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
  }, [labels, series])
  return <div ref={box} role="img" aria-label={description} className="w-full overflow-hidden" data-testid="visits-chart" />
}
