import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { contentKey, fetchItem, fetchRevision, restoreRevision, useRevisions } from './content-api'
import type { VersionedItem } from './content-api'
import { fieldsOf } from './content-kinds'
import type { Kind } from './content-kinds'
import { contentText } from './content-text'
import type { FieldLabel } from './content-text'

type Fields = Record<string, unknown>

type Words = { yes: string; no: string }
// A switch reads as words ("Đã đăng" / "Bản nháp"), never "true" / "false".
const shownIn = (words: Words) => (value: unknown) => (typeof value === 'boolean' ? (value ? words.yes : words.no) : typeof value === 'string' ? value : '')

/** The fields two versions of an item differ in, each side by side. */
function Comparison({ kind, left, right, leftLabel, rightLabel }: { kind: Kind; left: Fields; right: Fields; leftLabel: string; rightLabel: string }) {
  const t = useText(contentText)
  const shown = shownIn({ yes: t.versions.live, no: t.versions.draft })
  const keys = ['published', ...fieldsOf(kind).map((field) => field.key)]
  // A date is edited as a day; the stored time of day is not a difference the owner made.
  const same = (key: string) => (key === 'publishedAt' ? shown(left[key]).slice(0, 10) === shown(right[key]).slice(0, 10) : shown(left[key]) === shown(right[key]))
  const differing = keys.filter((key) => !same(key))
  const label = (key: string) => {
    if (key === 'published') return t.publishSwitch
    const base = key.replace(/(Vi|En)$/, '')
    const name = t.fields[(key in t.fields ? key : base) as FieldLabel] ?? key
    return key.endsWith('Vi') && base !== key ? `${name} (${t.vietnamese})` : key.endsWith('En') && base !== key ? `${name} (${t.english})` : name
  }
  if (differing.length === 0) return <p className="text-sm text-slate-700">{t.versions.same}</p>
  return (
    <dl className="space-y-3" aria-label={t.versions.comparison}>
      {differing.map((key) => (
        <div key={key} className="rounded-md border border-slate-200 p-3">
          <dt className="mb-2 text-sm font-semibold text-slate-900">{label(key)}</dt>
          <dd className="grid gap-3 sm:grid-cols-2">
            {[
              [leftLabel, left[key]],
              [rightLabel, right[key]],
            ].map(([side, value]) => (
              <div key={String(side)} className="min-w-0">
                <p className="text-xs font-medium uppercase text-slate-500">{String(side)}</p>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{shown(value) || '—'}</p>
              </div>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Another save came first (412): the server's words, and the choices — compare the text here
 * with the server's version, load the server's version, or keep this text and save it over.
 */
export function ConflictNotice({
  kind,
  itemKey,
  message,
  mine,
  onReload,
  onKeepMine,
}: {
  kind: Kind
  itemKey: string
  message: string
  mine: Fields
  onReload: (server: VersionedItem) => void
  onKeepMine: (server: VersionedItem) => void
}) {
  const t = useText(contentText)
  const c = useText(consoleText)
  const [server, setServer] = useState<VersionedItem>()
  const [failed, setFailed] = useState<string>()
  const load = async () => {
    try {
      const current = await fetchItem(kind, itemKey)
      setServer(current)
      return current
    } catch (error) {
      setFailed(errorText(error, c.failed))
      return undefined
    }
  }
  // The server's version, read once (a comparison already read it).
  const withServer = async (then: (current: VersionedItem) => void) => {
    const current = server ?? (await load())
    if (current) then(current)
  }
  // Shown where Save was pressed: brought into view (on a desktop the page may have moved).
  const panel = useRef<HTMLElement>(null)
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take
  // for the effect's cleanup.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <section
      ref={panel}
      role="alert"
      data-testid="conflict-panel"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[75vh] space-y-3 overflow-y-auto border-t-2 border-amber-300 bg-amber-50 p-4 shadow-2xl sm:static sm:max-h-none sm:rounded-lg sm:border sm:shadow-none"
    >
      <h2 className="font-semibold text-amber-900">{t.versions.conflictTitle}</h2>
      <p className="text-sm text-amber-900">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => void load()}>
          {t.versions.compare}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void withServer(onReload)}>
          {t.versions.reload}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void withServer(onKeepMine)}>
          {t.versions.keepMine}
        </Button>
      </div>
      {failed && <p className="text-sm text-red-700">{failed}</p>}
      {server && (
        <Comparison kind={kind} left={mine} right={server.item as unknown as Fields} leftLabel={t.versions.yours} rightLabel={t.versions.theirs} />
      )}
    </section>
  )
}

/**
 * The item's saved versions (who, when), each comparable with the text being edited and
 * restorable; a restore is a save from the version the editor holds.
 */
export function History({
  kind,
  itemKey,
  version,
  current,
  onRestored,
}: {
  kind: Kind
  itemKey: string
  version: string | undefined
  current: Fields
  onRestored: (saved: VersionedItem) => void
}) {
  const t = useText(contentText)
  const [open, setOpen] = useState(false)
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">{t.versions.history}</summary>
      {open && <RevisionList kind={kind} itemKey={itemKey} version={version} current={current} onRestored={onRestored} />}
    </details>
  )
}

function RevisionList({ kind, itemKey, version, current, onRestored }: Parameters<typeof History>[0]) {
  const t = useText(contentText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const queryClient = useQueryClient()
  const query = useRevisions(kind, itemKey)
  const [compared, setCompared] = useState<{ id: number; fields: Fields }>()
  const [failed, setFailed] = useState<string>()
  const restore = useMutation({
    mutationFn: (id: number) => restoreRevision(kind, itemKey, id, version),
    onSuccess: (saved) => {
      setCompared(undefined)
      setFailed(undefined)
      void queryClient.invalidateQueries({ queryKey: [...contentKey(kind), itemKey, 'revisions'] })
      onRestored(saved)
    },
    onError: (error) => setFailed(errorText(error, c.failed)),
  })
  return (
    <LoadState query={query}>
      {(revisions) => (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">{t.versions.kept}</p>
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {failed}
            </p>
          )}
          <ol className="divide-y divide-slate-200">
            {revisions.map((revision, index) => (
              <li key={revision.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="min-w-0 flex-1 text-sm text-slate-800">
                  {t.versions.savedBy(formatDateTime(revision.savedAt, locale), revision.savedBy)}
                  {index === 0 && <span className="ml-2 text-xs font-medium text-emerald-700">{t.versions.latest}</span>}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() =>
                    void fetchRevision(kind, itemKey, revision.id).then(
                      (fields) => setCompared({ id: revision.id, fields }),
                      (error: unknown) => setFailed(errorText(error, c.failed)),
                    )
                  }
                >
                  {t.versions.compare}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={restore.isPending}
                  onClick={() => {
                    // It asks first, saying what changes and what stays (§23).
                    if (window.confirm(t.versions.restoreAsk(formatDateTime(revision.savedAt, locale)))) restore.mutate(revision.id)
                  }}
                >
                  {t.versions.restore}
                </Button>
              </li>
            ))}
          </ol>
          {compared && (
            <Comparison
              kind={kind}
              left={compared.fields}
              right={current}
              leftLabel={t.versions.saved(formatDateTime(revisions.find((r) => r.id === compared.id)?.savedAt ?? '', locale))}
              rightLabel={t.versions.editing}
            />
          )}
        </div>
      )}
    </LoadState>
  )
}
