import { useText } from '@/i18n/language-provider'

import { textOf } from '../ui/text-of'
import { enquiriesText } from './enquiries-text'
import { asStatus } from './enquiry-filters'
import type { Status } from './enquiry-filters'

const TONE: Record<Status, string> = {
  new: 'bg-accent-600 text-white',
  contacted: 'bg-brand-100 text-brand-900',
  closed: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
}

export function StatusBadge({ status }: { status: string }) {
  const t = useText(enquiriesText)
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[asStatus(status)]}`}>{textOf(t.status, status)}</span>
  )
}
