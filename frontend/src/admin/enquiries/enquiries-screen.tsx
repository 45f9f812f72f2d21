import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'

import { LoadState } from '@/components/ui/load-state'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { ConsolePage } from '../ui/console-page'
import { ExportButtons } from '../ui/export-buttons'
import { inputClass } from '../ui/field'
import { PAGE_SIZE } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { SearchBox } from '../ui/search-box'
import { exportEnquiries, useEnquiries } from './enquiries-api'
import type { EnquirySummary } from './enquiries-api'
import { enquiriesText } from './enquiries-text'
import { readEnquiryFilters, writeEnquiryFilters } from './enquiry-filters'
import type { EnquiryFilters, Status } from './enquiry-filters'
import { StatusBadge } from './status-badge'
import { StatusOptions } from './status-options'

function Row({ item }: { item: EnquirySummary }) {
  const t = useText(enquiriesText)
  const { locale } = useLanguage()
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <Link
        to={`/admin/enquiries/${item.id}`}
        aria-label={t.open(item.name)}
        className="block space-y-1 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={`text-slate-900 ${item.status === 'new' ? 'font-bold' : 'font-semibold'}`}>{item.name}</span>
          <StatusBadge status={item.status} />
        </div>
        <p className="text-sm break-words text-slate-700">
          {item.company} · {item.email}
        </p>
        <p className="line-clamp-2 text-sm break-words text-slate-600">{item.message}</p>
        {(item.context ?? item.source?.utmSource ?? item.source?.referrerHost) && (
          <p className="text-xs break-words text-slate-600">
            {[item.context ? `${t.quote}: ${item.context.tool}` : '', item.source?.utmSource ?? item.source?.referrerHost ?? '']
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <p className="text-xs text-slate-600">{formatDateTime(item.createdAt, locale)}</p>
      </Link>
    </li>
  )
}

/** The inbox: newest first, filtered by status and searched; each row opens the enquiry. */
export function EnquiriesScreen() {
  const t = useText(enquiriesText)
  const [params, setParams] = useSearchParams()
  const filters = readEnquiryFilters(params)
  const query = useEnquiries(filters)
  const statusId = useId()
  const apply = (next: EnquiryFilters) => setParams(writeEnquiryFilters(next))

  return (
    <ConsolePage title={t.title} actions={<ExportButtons download={exportEnquiries} />}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-56">
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            {t.statusFilter}
          </label>
          <select
            id={statusId}
            value={filters.status ?? ''}
            onChange={(event) => {
              const status = event.target.value as Status | ''
              apply({ ...filters, offset: 0, status: status || undefined })
            }}
            className={inputClass(false)}
          >
            <option value="">{t.allStatuses}</option>
            <StatusOptions />
          </select>
        </div>
        <SearchBox key={filters.q} value={filters.q} label={t.searchLabel} onSearch={(q) => apply({ ...filters, q, offset: 0 })} />
        <SearchBox
          key={`source-${filters.source ?? ''}`}
          value={filters.source ?? ''}
          label={t.sourceFilter}
          onSearch={(source) => apply({ ...filters, source: source.trim() || undefined, offset: 0 })}
        />
      </div>
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-4">
            {page.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
                {filters.status || filters.q || filters.source ? t.emptyFiltered : t.empty}
              </p>
            ) : (
              <ul className="space-y-3" aria-label={t.title}>
                {page.items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </ul>
            )}
            <Pager offset={filters.offset} limit={PAGE_SIZE} total={page.total} onOffset={(offset) => apply({ ...filters, offset })} />
          </div>
        )}
      </LoadState>
    </ConsolePage>
  )
}
