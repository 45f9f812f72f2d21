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
import { formValues } from './content-schema'
import type { ContentForm } from './content-schema'
import { contentText } from './content-text'
import type { FieldLabel } from './content-text'
import { keepMine } from './keep-mine'
import type { Side } from './keep-mine'

type Fields = Record<string, unknown>

type Words = { yes: string; no: string }
// A switch reads as words ("Đã đăng" / "Bản nháp"), never "true" / "false".
const shownIn = (words: Words) => (value: unknown) => (typeof value === 'boolean' ? (value ? words.yes : words.no) : typeof value === 'string' ? value : '')

/** A field's name as the editor shows it: "Title (Vietnamese)", the publish switch's words. */
function useFieldLabel() {
  const t = useText(contentText)
  return (key: string) => {
    if (key === 'published') return t.publishSwitch
    if (key.endsWith('Time')) return t.publishTime
    const base = key.replace(/(Vi|En)$/, '')
    const name = t.fields[(key in t.fields ? key : base) as FieldLabel] ?? key
    return key.endsWith('Vi') && base !== key ? `${name} (${t.vietnamese})` : key.endsWith('En') && base !== key ? `${name} (${t.english})` : name
  }
}

/** The fields two versions of an item differ in, each side by side. */
function Comparison({ kind, left, right, leftLabel, rightLabel }: { kind: Kind; left: Fields; right: Fields; leftLabel: string; rightLabel: string }) {
  const t = useText(contentText)
  const shown = shownIn({ yes: t.versions.live, no: t.versions.draft })
  const keys = ['published', ...fieldsOf(kind).map((field) => field.key)]
  // A date is edited as a day; the stored time of day is not a difference the owner made.
  const same = (key: string) => (key === 'publishedAt' ? shown(left[key]).slice(0, 10) === shown(right[key]).slice(0, 10) : shown(left[key]) === shown(right[key]))
  const differing = keys.filter((key) => !same(key))
  const label = useFieldLabel()
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

/** For each field both sides changed, the owner's pick: this tab's value or the server's, both shown. */
function MergeChoices({ both, mine, theirs, choices, onChoose }: {
  both: string[]
  mine: Fields
  theirs: Fields
  choices: Record<string, Side>
  onChoose: (key: string, side: Side) => void
}) {
  const t = useText(contentText)
  const label = useFieldLabel()
  const shown = shownIn({ yes: t.versions.live, no: t.versions.draft })
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-amber-900">{t.versions.chooseEach}</p>
      {both.map((key) => (
        <fieldset key={key} className="rounded-md border border-amber-200 bg-white p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{label(key)}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['mine', t.versions.yours, mine[key]],
                ['theirs', t.versions.theirs, theirs[key]],
              ] as const
            ).map(([side, name, value]) => (
              <label key={side} className="flex min-w-0 cursor-pointer items-start gap-2 rounded border border-slate-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name={`merge-${key}`}
                  value={side}
                  checked={choices[key] === side}
                  onChange={() => onChoose(key, side)}
                  className="mt-1"
                />
                <span className="min-w-0">
                  <span className="block text-xs font-medium uppercase text-slate-500">{name}</span>
                  <span className="block max-h-40 overflow-y-auto whitespace-pre-wrap break-words text-sm text-slate-800">{shown(value) || '—'}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}

/**
 * Another save came first (412): the server's words, and the choices — compare the text here
 * with the server's version, load the server's version, or keep this tab's changes over it
 * (§23: fields changed only on the server stay; a field changed on both sides is chosen,
 * field by field), saved against the server's version.
 */
export function ConflictNotice({
  kind,
  itemKey,
  message,
  mine,
  base,
  values,
  onReload,
  onMerge,
}: {
  kind: Kind
  itemKey: string
  message: string
  /** This tab's text as it would be sent, for the comparison. */
  mine: Fields
  /** The form as this tab loaded it, and as it is now. */
  base: ContentForm
  values: ContentForm
  onReload: (server: VersionedItem) => void
  /** Save `merged` over `server` (its version as If-Match). */
  onMerge: (server: VersionedItem, merged: ContentForm) => void
}) {
  const t = useText(contentText)
  const c = useText(consoleText)
  const [server, setServer] = useState<VersionedItem>()
  const [failed, setFailed] = useState<string>()
  const [merging, setMerging] = useState(false)
  const [choices, setChoices] = useState<Record<string, Side>>({})
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
  const theirs = server && formValues(kind, server.item)
  const merge = theirs && keepMine(base, values, theirs, choices)
  const keep = (current: VersionedItem) => {
    const found = keepMine(base, values, formValues(kind, current.item), choices)
    // Nothing to choose: this tab's changes go over the server's version at once.
    if (found.both.length === 0) onMerge(current, found.merged)
    else setMerging(true)
  }
  const undecided = merge ? merge.both.filter((key) => !choices[key]) : []
  // Shown where Save was pressed: brought into view (on a desktop the page may have moved).
  // On a phone a sheet on the screen's foot: no margin from the form's spacing lifts it.
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
      className="fixed inset-x-0 bottom-0 z-40 max-h-[75vh] max-sm:mb-0 space-y-3 overflow-y-auto border-t-2 border-amber-300 bg-amber-50 p-4 shadow-2xl sm:static sm:max-h-none sm:rounded-lg sm:border sm:shadow-none"
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
        {!merging && (
          <Button type="button" variant="secondary" onClick={() => void withServer(keep)}>
            {t.versions.keepMine}
          </Button>
        )}
      </div>
      {failed && <p className="text-sm text-red-700">{failed}</p>}
      {merging && server && merge && theirs && (
        <div className="space-y-3">
          <MergeChoices
            both={merge.both}
            mine={values}
            theirs={theirs}
            choices={choices}
            onChoose={(key, side) => setChoices((current) => ({ ...current, [key]: side }))}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="primary" disabled={undecided.length > 0} onClick={() => onMerge(server, merge.merged)}>
              {t.versions.saveMerged}
            </Button>
            {undecided.length > 0 && <p className="text-sm text-amber-900">{t.versions.undecided(undecided.length)}</p>}
          </div>
        </div>
      )}
      {server && !merging && (
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
