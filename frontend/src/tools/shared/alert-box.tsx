import { CircleCheck, Info, OctagonAlert, TriangleAlert } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

export type AlertTone = 'info' | 'success' | 'warning' | 'urgent' | 'destructive'

const TONES: Record<AlertTone, { box: string; icon: LucideIcon }> = {
  info: { box: 'border-brand-100 bg-brand-50 text-brand-900', icon: Info },
  success: { box: 'border-emerald-300 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: TriangleAlert },
  urgent: { box: 'border-orange-400 bg-orange-50 text-orange-900', icon: TriangleAlert },
  destructive: { box: 'border-red-700 bg-red-700 text-white', icon: OctagonAlert },
}

/**
 * A result message (a deadline warning, a savings note). Urgent and destructive ones are
 * announced at once (role alert); the others politely (role status).
 */
export function AlertBox({ tone, title, children }: { tone: AlertTone; title: string; children?: ReactNode }) {
  const { box, icon: Icon } = TONES[tone]
  const pressing = tone === 'urgent' || tone === 'destructive'
  return (
    <div role={pressing ? 'alert' : 'status'} data-tone={tone} className={`flex gap-3 rounded-lg border p-4 ${box}`}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{title}</p>
        {children && <div>{children}</div>}
      </div>
    </div>
  )
}
