import { CircleCheck } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

export interface InfoItem {
  title: string
  text?: string
}

/** A side panel's list of points (benefits, a guide, surcharges): a bold title, then a line. */
export function InfoList({ items, icon: Icon = CircleCheck }: { items: readonly InfoItem[]; icon?: LucideIcon }) {
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          <div className="text-sm">
            <p className="font-semibold text-slate-900">{item.title}</p>
            {item.text && <p className="mt-0.5 text-slate-700">{item.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}
