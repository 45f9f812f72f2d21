import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate, formatDateTime, formatNumber } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText, toolName } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { isEmail } from '../ui/email'
import { ExportButtons } from '../ui/export-buttons'
import { Field, fieldAria, inputClass } from '../ui/field'
import { PAGE_SIZE } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { SearchBox } from '../ui/search-box'
import { textOf } from '../ui/text-of'
import { ENQUIRIES_KEY, bulkDelete, bulkStatus, eraseEnquirer, exportEnquiries, useEnquiries } from './enquiries-api'
import type { EnquirySummary } from './enquiries-api'
import { enquiriesText } from './enquiries-text'
import { READ_STATES, readEnquiryFilters, writeEnquiryFilters } from './enquiry-filters'
import type { EnquiryFilters, ReadState, Status } from './enquiry-filters'
import { StatusBadge } from './status-badge'
import { StatusOptions } from './status-options'

const checkboxClass = 'h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700'

function Row({ item, selected, onSelect }: { item: EnquirySummary; selected: boolean; onSelect: (on: boolean) => void }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const unread = !item.read
  return (
    <li
      className={`flex items-stretch rounded-lg border bg-white shadow-sm border-slate-200 ${unread ? 'border-l-4 border-l-accent-600' : ''}`}
      data-unread={unread || undefined}
    >
      {/* A real label around the box: the whole strip is the tap target on a phone. */}
      <label className="flex cursor-pointer items-start p-4 pr-2">
        <input type="checkbox" className={checkboxClass} checked={selected} onChange={(event) => onSelect(event.target.checked)} />
        <span className="sr-only">{t.select(item.name)}</span>
      </label>
      <Link
        to={`/admin/enquiries/${item.id}`}
        aria-label={t.open(item.name)}
        className="block min-w-0 flex-1 space-y-1 py-4 pr-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={`text-slate-900 ${unread ? 'font-bold' : 'font-medium'}`}>
            {unread && (
              <span className="mr-2 rounded bg-accent-600 px-1.5 py-0.5 align-middle text-xs font-semibold text-white">{t.unread}</span>
            )}
            {item.name}
          </span>
          <StatusBadge status={item.status} />
        </div>
        <p className="text-sm break-words text-slate-700">
          {item.company} · {item.email}
        </p>
        <p className="line-clamp-2 text-sm break-words text-slate-600">{item.message}</p>
        {(item.context ?? item.source?.utmSource ?? item.source?.referrerHost) && (
          <p className="text-xs break-words text-slate-600">
            {[item.context ? `${t.quote}: ${toolName(c, item.context.tool)}` : '', item.source?.utmSource ?? item.source?.referrerHost ?? '']
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <p className="text-xs text-slate-600">
          {[
            formatDateTime(item.createdAt, locale),
            item.assignee ? t.assignedTo(item.assignee) : t.unassigned,
            item.followUp ? t.followUpOn(formatDate(item.followUp, locale)) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Link>
    </li>
  )
}

/** What the inbox's changes share: refresh the lists (and the new count), say it in a toast. */
function useInboxChange<A, R>(action: (args: A) => Promise<R>, said: (result: R) => string, onDone?: () => void) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const c = useText(consoleText)
  return useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY })
      toast({ title: c.savedTitle, description: said(result) })
      onDone?.()
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
}

/** The selected enquiries of this page: a status for all of them, or delete them; each asks first. */
function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const t = useText(enquiriesText)
  const { locale } = useLanguage()
  const id = useId()
  const [status, setStatus] = useState<Status>('contacted')
  const count = formatNumber(ids.length, locale)
  const changeStatus = useInboxChange(
    () => bulkStatus(ids, status),
    (done) => t.bulkStatusDone(formatNumber(done.count, locale)),
    onDone,
  )
  const remove = useInboxChange(
    () => bulkDelete(ids),
    (done) => t.bulkDeleteDone(formatNumber(done.count, locale)),
    onDone,
  )
  const busy = changeStatus.isPending || remove.isPending
  return (
    <section aria-label={t.bulkActions} className="flex flex-wrap items-end gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <p className="w-full text-sm font-semibold text-slate-900" role="status">
        {t.selected(count)}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
          {t.bulkStatus}
        </label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as Status)} className={inputClass(false, 'w-48')}>
          <StatusOptions />
        </select>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="primary" disabled={busy}>
            {t.applyStatus}
          </Button>
        }
        title={t.bulkStatusTitle(count, textOf(t.status, status))}
        description={t.bulkStatusDescription}
        confirmLabel={t.applyStatus}
        onConfirm={() => changeStatus.mutate(undefined)}
      />
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={busy}>
            {t.bulkDelete}
          </Button>
        }
        title={t.bulkDeleteTitle(count)}
        description={t.bulkDeleteDescription}
        confirmLabel={t.deleteConfirm}
        onConfirm={() => remove.mutate(undefined)}
      />
    </section>
  )
}

/** A person's erasure request: every enquiry and subscription of one address, after a confirmation. */
function Erasure() {
  const t = useText(enquiriesText)
  const { locale } = useLanguage()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const address = email.trim()
  const erase = useInboxChange(
    () => eraseEnquirer(address),
    (done) => t.erasureDone(formatNumber(done.enquiries, locale), formatNumber(done.subscriptions, locale)),
    () => setEmail(''),
  )
  return (
    <section aria-labelledby="erasure-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="erasure-title" className="font-semibold text-slate-900">
        {t.erasure}
      </h2>
      <p className="text-sm text-slate-700">{t.erasureHint}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <Field id="erasure-email" label={t.erasureEmail} required error={error}>
            <input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                setError(undefined)
              }}
              onBlur={() => setError(address && !isEmail(address) ? t.erasureInvalid : undefined)}
              className={inputClass(Boolean(error))}
              {...fieldAria('erasure-email', error)}
            />
          </Field>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={!isEmail(address) || erase.isPending}>
              {t.erasureButton}
            </Button>
          }
          title={t.erasureTitle(address)}
          description={t.erasureDescription}
          confirmLabel={t.deleteConfirm}
          onConfirm={() => erase.mutate(undefined)}
        />
      </div>
    </section>
  )
}

function Filters({ filters, apply }: { filters: EnquiryFilters; apply: (next: EnquiryFilters) => void }) {
  const t = useText(enquiriesText)
  const id = useId()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="space-y-1.5 sm:w-48">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
          {t.statusFilter}
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => {
            const status = event.target.value as Status | ''
            const { status: _old, ...rest } = filters
            apply({ ...rest, offset: 0, ...(status ? { status } : {}) })
          }}
          className={inputClass(false)}
        >
          <option value="">{t.allStatuses}</option>
          <StatusOptions />
        </select>
      </div>
      <div className="space-y-1.5 sm:w-40">
        <label htmlFor={`${id}-read`} className="block text-sm font-medium text-slate-800">
          {t.readFilter}
        </label>
        <select
          id={`${id}-read`}
          value={filters.read ?? ''}
          onChange={(event) => {
            const read = event.target.value as ReadState | ''
            const { read: _old, ...rest } = filters
            apply({ ...rest, offset: 0, ...(read ? { read } : {}) })
          }}
          className={inputClass(false)}
        >
          <option value="">{t.allReadStates}</option>
          {READ_STATES.map((state) => (
            <option key={state} value={state}>
              {t.readStates[state]}
            </option>
          ))}
        </select>
      </div>
      <label className="inline-flex cursor-pointer items-center gap-2 pb-2 text-sm font-medium text-slate-800 sm:w-56">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={filters.assigned === 'me'}
          onChange={(event) => {
            const { assigned: _old, ...rest } = filters
            apply({ ...rest, offset: 0, ...(event.target.checked ? { assigned: 'me' as const } : {}) })
          }}
        />
        {t.assignedToMe}
      </label>
      <SearchBox key={filters.q} value={filters.q} label={t.searchLabel} onSearch={(q) => apply({ ...filters, q, offset: 0 })} />
      <SearchBox
        key={`source-${filters.source ?? ''}`}
        value={filters.source ?? ''}
        label={t.sourceFilter}
        onSearch={(source) => {
          const { source: _old, ...rest } = filters
          const next = source.trim()
          apply({ ...rest, offset: 0, ...(next ? { source: next } : {}) })
        }}
      />
    </div>
  )
}

/** One page of enquiries, each selectable (and all of the page at once) for the bulk actions. */
function InboxPage({ items, empty }: { items: EnquirySummary[]; empty: string }) {
  const t = useText(enquiriesText)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // Only what this page shows can be selected (a row deleted elsewhere drops out).
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id)
  const all = items.length > 0 && chosen.length === items.length
  const select = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{empty}</p>
  }
  return (
    <div className="space-y-3">
      <label className="inline-flex cursor-pointer items-center gap-3 px-4 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = chosen.length > 0 && !all
          }}
          onChange={(event) => setSelected(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())}
        />
        {t.selectPage}
      </label>
      {chosen.length > 0 && <BulkBar ids={chosen} onDone={() => setSelected(new Set())} />}
      <ul className="space-y-3" aria-label={t.title}>
        {items.map((item) => (
          <Row key={item.id} item={item} selected={selected.has(item.id)} onSelect={(on) => select(item.id, on)} />
        ))}
      </ul>
    </div>
  )
}

/** The inbox: newest first, filtered by status, read state and search; bulk actions; erasure. */
export function EnquiriesScreen() {
  const t = useText(enquiriesText)
  const [params, setParams] = useSearchParams()
  const filters = readEnquiryFilters(params)
  const query = useEnquiries(filters)
  const apply = (next: EnquiryFilters) => setParams(writeEnquiryFilters(next))
  const filtered = Boolean(filters.status || filters.q || filters.read || filters.source || filters.assigned)

  return (
    <ConsolePage title={t.title} actions={<ExportButtons download={(format) => exportEnquiries(format, filters)} />}>
      <Filters filters={filters} apply={apply} />
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-4">
            {/* A new page or filter starts with nothing selected. */}
            <InboxPage key={writeEnquiryFilters(filters).toString()} items={page.items} empty={filtered ? t.emptyFiltered : t.empty} />
            <Pager offset={filters.offset} limit={PAGE_SIZE} total={page.total} onOffset={(offset) => apply({ ...filters, offset })} />
          </div>
        )}
      </LoadState>
      <Erasure />
    </ConsolePage>
  )
}
