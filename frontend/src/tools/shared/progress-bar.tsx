import { useId } from 'react'

export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger'

const FILLS: Record<ProgressTone, string> = {
  brand: 'bg-brand-600',
  success: 'bg-emerald-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
}

/** A labelled bar from 0 to 100, exposed as a progressbar to assistive technology. */
export function ProgressBar({
  label,
  value,
  valueText,
  tone = 'brand',
}: {
  label: string
  /** 0–100; clamped. */
  value: number
  /** What is read and shown beside the label; the rounded percent by default. */
  valueText?: string
  tone?: ProgressTone
}) {
  const id = useId()
  const percent = Math.min(100, Math.max(0, value))
  const rounded = Math.round(percent)
  const text = valueText ?? `${rounded}%`
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-medium text-slate-800">
          {label}
        </span>
        <span className="text-slate-700">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full transition-[width] ${FILLS[tone]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
