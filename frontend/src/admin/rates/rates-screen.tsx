import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, Download } from 'lucide-react'
import { useState } from 'react'
import type { ChangeEvent, FormEvent } from 'react'

import { api } from '@/api/client'
import type { components } from '@/api/schema'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate, formatDateTime } from '@/lib/format'

import { AdminError, adminCall, errorText, sessionLost, versionedCall } from '../admin-api'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { inputClass } from '../ui/field'
import { Pager } from '../ui/pager'
import { LanesSection, TariffsSection } from './draft-rows'
import { ratesText } from './rates-text'
import { RATES_KEY } from './use-save-card'

type RatesDraft = components['schemas']['RatesDraft']
type LineError = components['schemas']['RateLineError']
type Kind = 'freight' | 'demurrage'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const VERSIONS_PAGE = 10

function useDraft() {
  return useQuery({
    queryKey: [...RATES_KEY, 'draft'],
    queryFn: () => versionedCall(api.GET('/admin/rates/draft')),
  })
}

/** Sends a spreadsheet as it is; the 422's lines are kept for the report. */
async function importFile(kind: Kind, file: File): Promise<number> {
  const xlsx = file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_TYPE
  const response = await fetch(`/api/admin/rates/import?kind=${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': xlsx ? XLSX_TYPE : 'text/csv' },
    body: file,
  })
  const body = (await response.json().catch(() => ({}))) as { imported?: number; error?: string; lines?: LineError[] }
  if (response.ok) return body.imported ?? 0
  if (response.status === 401) sessionLost()
  throw new ImportRefused(response.status, body.error, body.lines ?? [])
}

class ImportRefused extends AdminError {
  readonly lines: LineError[]
  constructor(status: number, text: string | undefined, lines: LineError[]) {
    super(status, text)
    this.lines = lines
  }
}

function ImportSection() {
  const t = useText(ratesText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ kind, file }: { kind: Kind; file: File }) => importFile(kind, file),
    onSuccess: (n) => {
      toast({ title: t.imported(n) })
      void queryClient.invalidateQueries({ queryKey: RATES_KEY })
    },
  })
  const choose = (kind: Kind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) mutation.mutate({ kind, file })
    event.target.value = ''
  }
  const refused = mutation.error instanceof ImportRefused ? mutation.error : null
  return (
    <section aria-labelledby="rates-import" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="rates-import" className="font-semibold text-slate-900">
        {t.importTitle}
      </h2>
      <p className="text-sm text-slate-700">{t.importHint}</p>
      <div className="flex flex-wrap gap-4">
        {(['freight', 'demurrage'] as const).map((kind) => (
          <label key={kind} className="text-sm font-medium text-slate-800">
            {kind === 'freight' ? t.freightFile : t.demurrageFile}
            <input
              type="file"
              name={`${kind}-file`}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block w-full text-sm"
              disabled={mutation.isPending}
              onChange={choose(kind)}
            />
          </label>
        ))}
      </div>
      {mutation.isPending && <p role="status">{t.importing}</p>}
      {mutation.isError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">{errorText(mutation.error, t.importFailed)}</p>
          {refused && refused.lines.length > 0 && (
            <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
              {refused.lines.map((line, index) => (
                <li key={index}>
                  <strong>{t.line(line.line)}:</strong> {line.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3 text-sm">
        <a className="inline-flex items-center gap-1 text-brand-700 underline" href="/api/admin/rates/export?kind=freight" download>
          <Download className="h-4 w-4" aria-hidden />
          {t.exportFreight}
        </a>
        <a className="inline-flex items-center gap-1 text-brand-700 underline" href="/api/admin/rates/export?kind=demurrage" download>
          <Download className="h-4 w-4" aria-hidden />
          {t.exportDemurrage}
        </a>
      </div>
    </section>
  )
}

function UsdVndForm({ draft, version }: { draft: RatesDraft; version: string | undefined }) {
  const t = useText(ratesText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [rate, setRate] = useState(String(draft.card.usdVnd?.rate ?? ''))
  const [date, setDate] = useState(draft.card.usdVnd?.date ?? '')
  const mutation = useMutation({
    mutationFn: () =>
      adminCall(
        api.PUT('/admin/rates/draft', {
          body: { ...draft.card, usdVnd: rate.trim() === '' ? undefined : { rate: Number(rate), date } },
          headers: { 'If-Match': version ?? '' },
        }),
      ),
    onSuccess: () => {
      toast({ title: t.saved })
      void queryClient.invalidateQueries({ queryKey: RATES_KEY })
    },
    onError: (error) => toast({ title: errorText(error, t.saveFailed), variant: 'destructive' }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate()
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby="rates-usd" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="rates-usd" className="font-semibold text-slate-900">
        {t.usdVndTitle}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-800">
          {t.rate}
          <input inputMode="decimal" className={inputClass(false, 'mt-1')} value={rate} onChange={(e) => setRate(e.target.value)} />
        </label>
        <label className="text-sm text-slate-800">
          {t.rateDate}
          <input type="date" className={inputClass(false, 'mt-1')} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <Button type="submit" variant="outline" disabled={mutation.isPending}>
          {t.saveRate}
        </Button>
      </div>
    </form>
  )
}

function Versions() {
  const t = useText(ratesText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [offset, setOffset] = useState(0)
  const versions = useQuery({
    queryKey: [...RATES_KEY, 'versions', offset],
    queryFn: () => adminCall(api.GET('/admin/rates/versions', { params: { query: { limit: VERSIONS_PAGE, offset } } })),
  })
  const restore = useMutation({
    mutationFn: (version: number) => adminCall(api.POST('/admin/rates/versions/{version}/restore', { params: { path: { version } } })),
    onSuccess: (_, version) => {
      toast({ title: t.restored(version) })
      void queryClient.invalidateQueries({ queryKey: RATES_KEY })
    },
    onError: (error) => toast({ title: errorText(error, t.failed), variant: 'destructive' }),
  })
  return (
    <section aria-labelledby="rates-versions" className="space-y-3">
      <h2 id="rates-versions" className="font-semibold text-slate-900">
        {t.versionsTitle}
      </h2>
      <LoadState query={versions}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noVersions}</p>
          ) : (
            <>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {page.items.map((v) => (
                  <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <span>
                      <strong>{t.version(v.version)}</strong>
                      {v.current && <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">{t.current}</span>}
                      <span className="block text-slate-600">{t.versionBy(formatDateTime(v.publishedAt, locale), v.publishedBy, v.freightLanes)}</span>
                    </span>
                    <Button variant="outline" size="sm" disabled={restore.isPending} onClick={() => restore.mutate(v.version)}>
                      {t.restore}
                    </Button>
                  </li>
                ))}
              </ul>
              <Pager offset={offset} limit={VERSIONS_PAGE} total={page.total} onOffset={setOffset} />
            </>
          )
        }
      </LoadState>
    </section>
  )
}

/** The Rates screen (docs/decisions-spec.md §24): the card's draft, import, publish, versions. */
export function RatesScreen() {
  const t = useText(ratesText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const draft = useDraft()
  const done = (title: string) => {
    toast({ title })
    void queryClient.invalidateQueries({ queryKey: RATES_KEY })
  }
  const publish = useMutation({
    mutationFn: () => adminCall(api.POST('/admin/rates/draft/publish')),
    onSuccess: (published) => done(t.publishedToast(published.version)),
    onError: (error) => toast({ title: errorText(error, t.failed), variant: 'destructive' }),
  })
  const withdraw = useMutation({
    mutationFn: () => adminCall(api.POST('/admin/rates/withdraw')),
    onSuccess: () => done(t.withdrawn),
    onError: (error) => toast({ title: errorText(error, t.failed), variant: 'destructive' }),
  })
  return (
    <ConsolePage title={t.title}>
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <LoadState query={draft}>
        {({ data, version }) => (
          <div className="space-y-6">
            <section aria-label={t.title} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <p data-rates-status>
                {data.published ? t.published(data.published.version, formatDateTime(data.published.publishedAt, locale)) : t.notPublished}
              </p>
              {(data.warning.expiringCount > 0 || data.warning.expiredCount > 0) && (
                <div role="status" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
                  <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  <div>
                    {data.warning.expiringCount > 0 && (
                      <>
                        <p>{t.expiring(data.warning.expiringCount, 7)}</p>
                        <ul className="list-disc pl-5">
                          {data.warning.expiring.slice(0, 10).map((lane, index) => (
                            <li key={index}>
                              {lane.origin} → {lane.destination} {lane.service} {lane.container} · {formatDate(lane.validUntil, locale)}
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                    {data.warning.expiredCount > 0 && <p>{t.expired(data.warning.expiredCount)}</p>}
                  </div>
                </div>
              )}
              <div className="flex flex-wrap gap-2 pt-2">
                <ConfirmDialog
                  trigger={
                    <Button variant="primary" disabled={publish.isPending}>
                      {t.publish}
                    </Button>
                  }
                  title={t.publishConfirm}
                  description={t.publishDescription}
                  confirmLabel={t.publish}
                  onConfirm={() => publish.mutate()}
                />
                {data.published && (
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" disabled={withdraw.isPending}>
                        {t.withdraw}
                      </Button>
                    }
                    title={t.withdrawConfirm}
                    description={t.withdrawDescription}
                    confirmLabel={t.withdraw}
                    onConfirm={() => withdraw.mutate()}
                  />
                )}
              </div>
            </section>
            <ImportSection />
            <UsdVndForm key={version} draft={data} version={version} />
            <section aria-labelledby="rates-draft" className="space-y-3">
              <h2 id="rates-draft" className="font-semibold text-slate-900">
                {t.draftTitle}
              </h2>
              <p className="text-sm text-slate-700">
                {t.draftCounts(data.card.freight.length, data.card.demurrage.length)}
                {data.updatedAt && data.updatedBy ? ` ${t.draftSaved(formatDateTime(data.updatedAt, locale), data.updatedBy)}` : ''}
              </p>
              <LanesSection card={data.card} version={version} />
              <TariffsSection card={data.card} version={version} />
            </section>
            <Versions />
          </div>
        )}
      </LoadState>
    </ConsolePage>
  )
}
