import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime, formatNumber } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { ExportButtons } from '../ui/export-buttons'
import { PAGE_SIZE, readListParams, writeListParams } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { SearchBox } from '../ui/search-box'
import { textOf } from '../ui/text-of'
import { SUBSCRIBERS_KEY, exportSubscribers, importSubscribers, removeSubscriber, useSubscribers } from './subscribers-api'
import type { ImportReport, Subscriber } from './subscribers-api'
import { subscribersText } from './subscribers-text'

const STATE_TONE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  bounced: 'bg-red-100 text-red-900',
}

/** A stored time, or an imported consent's date as written (a date never shifts by zone). */
function when(at: string, locale: 'vi' | 'en') {
  return /^\d{4}-\d{2}-\d{2}$/.test(at) ? at : formatDateTime(at, locale)
}

/** The consent record: when, on which page, the words shown, the basis, and the confirmation. */
function Consent({ item }: { item: Subscriber }) {
  const t = useText(subscribersText)
  const { locale } = useLanguage()
  const rows: Array<[string, string]> = []
  if (item.consentAt) rows.push([t.consentAt, when(item.consentAt, locale)])
  if (item.consentPage) rows.push([t.consentPage, item.consentPage])
  if (item.consentText) rows.push([t.consentText, item.consentText])
  if (item.consentBasis) rows.push([t.consentBasis, textOf(t.basis, item.consentBasis)])
  if (item.confirmedAt) rows.push([t.confirmedAt, formatDateTime(item.confirmedAt, locale)])
  if (item.bouncedAt) rows.push([t.bouncedAt, formatDateTime(item.bouncedAt, locale)])
  if (rows.length === 0) return null
  return (
    <details className="pt-1 text-sm">
      <summary className="cursor-pointer text-brand-700">{t.consent}</summary>
      <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

/** The report of an import: how many were added, and each refused or skipped line and why. */
function Report({ report }: { report: ImportReport }) {
  const t = useText(subscribersText)
  const { locale } = useLanguage()
  const n = (count: number) => formatNumber(count, locale)
  const lines = (items: ImportReport['refused']) => (
    <ul className="list-inside list-disc space-y-0.5">
      {items.map((item) => (
        <li key={`${item.line}-${item.reason}`}>
          {t.line(n(item.line))}: {item.reason}
        </li>
      ))}
    </ul>
  )
  return (
    <section role="status" aria-labelledby="import-report" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 id="import-report" className="font-semibold text-slate-900">
        {t.reportTitle}
      </h2>
      <p className="text-slate-800">{report.refusedCount > 0 ? t.nothingImported : t.imported(n(report.imported))}</p>
      {report.refusedCount > 0 && (
        <div className="space-y-1 text-red-800">
          <h3 className="font-medium">{t.refusedTitle(n(report.refusedCount))}</h3>
          {lines(report.refused)}
        </div>
      )}
      {report.skippedCount > 0 && (
        <div className="space-y-1 text-slate-700">
          <h3 className="font-medium">{t.skippedTitle(n(report.skippedCount))}</h3>
          {lines(report.skipped)}
        </div>
      )}
    </section>
  )
}

/** "Import CSV": picks a file, sends its text, and the screen shows the report. */
function ImportButton({ onReport }: { onReport: (report: ImportReport) => void }) {
  const t = useText(subscribersText)
  const c = useText(consoleText)
  const id = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const mutation = useMutation({
    mutationFn: async (file: File) => importSubscribers(await file.text()),
    onSuccess: (report) => {
      onReport(report)
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t.importFile}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) mutation.mutate(file)
        }}
      />
      <Button variant="outline" size="sm" title={t.importHint} disabled={mutation.isPending} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden />
        {mutation.isPending ? t.importing : t.importButton}
      </Button>
    </>
  )
}

function Row({ item }: { item: Subscriber }) {
  const t = useText(subscribersText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => removeSubscriber(item.id),
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.removed(item.email) })
      void queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-slate-900">
          {item.email}
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[item.state] ?? STATE_TONE.pending}`}>
            {textOf(t.state, item.state)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {textOf(t.source, item.source)} · {textOf(t.language, item.language)}
        </p>
        <p className="text-xs text-slate-600">{t.subscribedAt(formatDateTime(item.createdAt, locale))}</p>
        <Consent item={item} />
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t.removeLabel(item.email)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t.remove}
          </Button>
        }
        title={t.confirmTitle}
        description={t.confirmText(item.email)}
        confirmLabel={t.remove}
        onConfirm={() => remove.mutate()}
      />
    </li>
  )
}

/**
 * Everyone who left an address on the blog or testimonials, or was imported: their state and
 * consent record; search, remove, export, import.
 */
export function SubscribersScreen() {
  const t = useText(subscribersText)
  const [params, setParams] = useSearchParams()
  const list = readListParams(params)
  const query = useSubscribers(list)
  const [report, setReport] = useState<ImportReport>()
  return (
    <ConsolePage
      title={t.title}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <ImportButton onReport={setReport} />
          <ExportButtons download={exportSubscribers} />
        </div>
      }
    >
      <p className="text-sm text-slate-600">{t.importHint}</p>
      {report && <Report report={report} />}
      <SearchBox key={list.q} value={list.q} label={t.searchLabel} onSearch={(q) => setParams(writeListParams({ q, offset: 0 }))} />
      <LoadState query={query}>
        {(page) => (
          <div className="space-y-4">
            {page.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
                {list.q ? t.emptyFiltered : t.empty}
              </p>
            ) : (
              <ul className="space-y-3" aria-label={t.title}>
                {page.items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </ul>
            )}
            <Pager offset={list.offset} limit={PAGE_SIZE} total={page.total} onOffset={(offset) => setParams(writeListParams({ ...list, offset }))} />
          </div>
        )}
      </LoadState>
    </ConsolePage>
  )
}
