import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, DatabaseBackup, Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { api } from '@/api/client'
import type { components } from '@/api/schema'
import { Button, buttonClass } from '@/components/ui/button'
import { LoadState, PulseDot } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime, formatNumber } from '@/lib/format'
import type { Locale } from '@/i18n/locale'

import { ADMIN_KEY, adminCall, errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { FormError } from '../ui/form-error'
import { PAGE_SIZE, readListParams, writeListParams } from '../ui/list-params'
import { Pager } from '../ui/pager'
import { backupsText } from './backups-text'
import { RemoteForm } from './remote-form'

type Backup = components['schemas']['BackupItem']
type Schedule = components['schemas']['Schedule']

const BACKUPS_KEY = [ADMIN_KEY, 'backups'] as const
const EVERY = [0, 6, 12, 24, 48, 168]
const KEEP = [1, 2, 3, 5, 7, 14, 30]

/** "12.3 MB": the size of a file, in the owner's number format. */
function formatSize(bytes: number, locale: Locale): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${formatNumber(value, locale, unit === 0 ? 0 : 1)} ${units[unit]}`
}

function Row({ item }: { item: Backup }) {
  const t = useText(backupsText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => adminCall(api.DELETE('/admin/backups/{name}', { params: { path: { name: item.name } } })),
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.removed(item.name) })
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="min-w-0 space-y-0.5">
        <p className="font-mono text-sm font-semibold break-all text-slate-900">{item.name}</p>
        <p className="text-sm text-slate-700">
          {item.scheduled ? t.scheduled : t.manual} · {formatSize(item.size, locale)}
        </p>
        <p className="text-xs text-slate-600">{t.madeAt(formatDateTime(item.createdAt, locale))}</p>
        {item.remote && <RemoteState copy={item.remote} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A plain link: the browser streams the file to disk with the session cookie. */}
        <a
          href={`/api/admin/backups/${encodeURIComponent(item.name)}`}
          download={item.name}
          aria-label={t.downloadLabel(item.name)}
          className={buttonClass('outline', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t.download}
        </a>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t.removeLabel(item.name)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t.remove}
            </Button>
          }
          title={t.confirmTitle}
          description={t.confirmText(item.name)}
          confirmLabel={t.remove}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  )
}

/** The state of a backup's copy in the remote store. */
function RemoteState({ copy }: { copy: NonNullable<Backup['remote']> }) {
  const t = useText(backupsText)
  const { locale } = useLanguage()
  if (copy.state === 'failed') {
    return (
      <p className="text-xs text-red-800">
        {t.remoteFailed}: {copy.reason} {copy.nextTryAt && t.remoteNextTry(formatDateTime(copy.nextTryAt, locale))}
      </p>
    )
  }
  const text =
    copy.state === 'pending'
      ? t.remotePending
      : copy.attempts > 1
        ? t.remoteRetried(formatNumber(copy.attempts, locale))
        : t.remoteUploaded
  return <p className="text-xs text-slate-600">{text}</p>
}

function ScheduleForm({ saved }: { saved: Schedule }) {
  const t = useText(backupsText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [schedule, setSchedule] = useState(saved)
  const save = useMutation({
    mutationFn: (body: Schedule) => adminCall(api.PUT('/admin/backup-schedule', { body })),
    onSuccess: (answer) => {
      setSchedule(answer)
      toast({ title: c.savedTitle, description: t.scheduleSaved })
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY })
    },
  })
  const n = (value: number) => formatNumber(value, locale)
  const everyLabel = (hours: number) =>
    hours === 0 ? t.off : hours === 24 ? t.everyDay : hours === 168 ? t.everyWeek : t.everyHours(n(hours))
  // The stored value is always a choice, even one set through the API.
  const everyChoices = [...new Set([...EVERY, saved.everyHours])].sort((a, b) => a - b)
  const keepChoices = [...new Set([...KEEP, saved.keep])].sort((a, b) => a - b)
  const select = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
  return (
    <section aria-labelledby="backups-schedule" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="backups-schedule" className="font-semibold text-slate-900">
        {t.scheduleTitle}
      </h2>
      <p className="text-sm text-slate-700">{t.scheduleIntro}</p>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate(schedule)
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor="backups-every" className="block text-sm font-medium text-slate-800">
            {t.every}
          </label>
          <select
            id="backups-every"
            className={select}
            value={schedule.everyHours}
            onChange={(event) => setSchedule({ ...schedule, everyHours: Number(event.target.value) })}
          >
            {everyChoices.map((hours) => (
              <option key={hours} value={hours}>
                {everyLabel(hours)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="backups-keep" className="block text-sm font-medium text-slate-800">
            {t.keep}
          </label>
          <select
            id="backups-keep"
            className={select}
            value={schedule.keep}
            disabled={schedule.everyHours === 0}
            onChange={(event) => setSchedule({ ...schedule, keep: Number(event.target.value) })}
          >
            {keepChoices.map((count) => (
              <option key={count} value={count}>
                {t.keepCount(n(count))}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t.saveSchedule}
        </Button>
      </form>
      {save.isError && <FormError error={save.error} fallback={c.failed} />}
    </section>
  )
}

function Restore() {
  const t = useText(backupsText)
  return (
    <section aria-labelledby="backups-restore" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="backups-restore" className="font-semibold text-slate-900">
        {t.restoreTitle}
      </h2>
      <p className="text-sm text-slate-700">{t.restoreIntro}</p>
      <ol className="list-inside list-decimal space-y-1 text-sm break-words text-slate-800">
        {t.restoreSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">{t.restoreNewMachine}</p>
    </section>
  )
}

/** The backups: make one now, the list (download, delete), the schedule, and how to restore. */
export function BackupsScreen() {
  const t = useText(backupsText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const { offset } = readListParams(params)
  const query = useQuery({
    queryKey: [...BACKUPS_KEY, offset],
    queryFn: () => adminCall(api.GET('/admin/backups', { params: { query: { limit: PAGE_SIZE, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const make = useMutation({
    mutationFn: () => adminCall(api.POST('/admin/backups')),
    onSuccess: (answer) => {
      toast({ title: c.savedTitle, description: t.made(answer.name) })
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY })
    },
  })
  return (
    <ConsolePage
      title={t.title}
      actions={
        <Button variant="primary" disabled={make.isPending} onClick={() => make.mutate()}>
          <DatabaseBackup className="h-4 w-4" aria-hidden />
          {t.makeNow}
        </Button>
      }
    >
      <p className="text-slate-700">{t.intro}</p>
      {make.isPending && (
        <p role="status" className="flex gap-2 text-sm text-slate-700">
          <PulseDot />
          {t.making}
        </p>
      )}
      {make.isError && <FormError error={make.error} fallback={c.failed} />}
      <LoadState query={query}>
        {(page) => (
          <>
            {page.warning && (
              <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
                <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
                <p>
                  <strong>{t.warningTitle}: </strong>
                  {page.warning}
                </p>
              </div>
            )}
            {page.uploadWarning && (
              <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
                <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
                <p>
                  <strong>{t.warningTitle}: </strong>
                  {page.uploadWarning}
                </p>
              </div>
            )}
            <section aria-labelledby="backups-list" className="space-y-3">
              <h2 id="backups-list" className="font-semibold text-slate-900">
                {t.listTitle}
              </h2>
              {page.items.length === 0 ? (
                <p className="text-sm text-slate-600">{t.empty}</p>
              ) : (
                <ul aria-labelledby="backups-list" className="space-y-3">
                  {page.items.map((item) => (
                    <Row key={item.name} item={item} />
                  ))}
                </ul>
              )}
              <Pager
                offset={offset}
                limit={PAGE_SIZE}
                total={page.total}
                onOffset={(next) => setParams(writeListParams({ q: '', offset: next }))}
              />
            </section>
            <ScheduleForm key={`${page.schedule.everyHours}-${page.schedule.keep}`} saved={page.schedule} />
          </>
        )}
      </LoadState>
      <RemoteForm />
      <Restore />
    </ConsolePage>
  )
}
