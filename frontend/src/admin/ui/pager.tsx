import { Button } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatNumber } from '@/lib/format'

import { consoleText } from '../console-text'

interface PagerProps {
  offset: number
  limit: number
  total: number
  onOffset: (offset: number) => void
}

/** "1–50 of 120" with Previous and Next; nothing when everything fits on one page. */
export function Pager({ offset, limit, total, onOffset }: PagerProps) {
  const t = useText(consoleText)
  const { locale } = useLanguage()
  if (total <= limit && offset === 0) return null
  const from = total === 0 ? 0 : offset + 1
  const to = Math.min(offset + limit, total)
  const n = (value: number) => formatNumber(value, locale)
  return (
    <nav aria-label={t.pagination} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{t.pageInfo(n(from), n(to), n(total))}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          {t.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
          {t.next}
        </Button>
      </div>
    </nav>
  )
}
