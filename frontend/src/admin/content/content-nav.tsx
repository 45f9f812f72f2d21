import { NavLink } from 'react-router'

import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { KINDS } from './content-kinds'
import { contentText, kindName } from './content-text'

/** The content types, as links (the current one marked for screen readers too). */
export function ContentNav() {
  const t = useText(contentText)
  return (
    <nav aria-label={t.kindsNavigation} className="overflow-x-auto">
      <ul className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <li key={kind}>
            <NavLink
              to={`/admin/content/${kind}`}
              className={({ isActive }) =>
                `inline-flex rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                  isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`
              }
            >
              {kindName(t, kind)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** True when a published post's time is still ahead: it goes live by itself then. */
export function isScheduled(published: boolean, publishedAt: string | undefined, now = Date.now()): boolean {
  if (!published || !publishedAt) return false
  const at = Date.parse(publishedAt)
  return !Number.isNaN(at) && at > now
}

/** The published / scheduled / draft badge of an item. */
export function StateBadge({ published, publishedAt }: { published: boolean; publishedAt?: string }) {
  const t = useText(contentText)
  const { locale } = useLanguage()
  const scheduled = isScheduled(published, publishedAt)
  const tone = scheduled ? 'bg-sky-100 text-sky-900' : published ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {scheduled ? t.scheduled(formatDateTime(publishedAt!, locale)) : published ? t.published : t.draft}
    </span>
  )
}
