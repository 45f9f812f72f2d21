import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'
import { Link, Navigate, useNavigate, useParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime } from '@/lib/format'

import { AdminError, errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { SignInCancelled, useKeepWork } from '../session/session-keeper'
import { ConsolePage } from '../ui/console-page'
import { Field, fieldAria, inputClass } from '../ui/field'
import { ImagePicker } from '../ui/image-picker'
import { contentKey, saveItem, useContentItem } from './content-api'
import type { VersionedItem } from './content-api'
import { kindSpec, isKind, itemKey } from './content-kinds'
import type { FieldSpec, Kind, PairSpec } from './content-kinds'
import { useItemName } from './content-list-screen'
import { ContentPreview } from './content-preview'
import { contentSchema, formValues, isDay, publishMoment, requestBody, timeKey } from './content-schema'
import type { ContentForm } from './content-schema'
import { contentText, kindName } from './content-text'
import { ConflictNotice, History } from './content-versions'
import type { FieldLabel } from './content-text'
import { DraftOffer, LeaveGuard, draftKey, useDraft } from './kept-work'
import { MarkdownField } from './markdown-field'
import { slugify } from './slug'

type Form = UseFormReturn<ContentForm>

const errorOf = (form: Form, key: string) => form.formState.errors[key]?.message as string | undefined

function TextInput({ form, spec, label, hint, markdown }: {
  form: Form
  spec: FieldSpec
  label: string
  hint?: string
  /** A Markdown body in this language: with the editor's toolbar. */
  markdown?: 'Vi' | 'En'
}) {
  const error = errorOf(form, spec.key)
  const id = `content-${spec.key}`
  const aria = fieldAria(id, error, Boolean(hint))
  const rows = spec.key.startsWith('description') ? 3 : markdown ? 16 : 10
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      {markdown ? (
        <MarkdownField form={form} name={spec.key} language={markdown} rows={rows} aria={aria} invalid={Boolean(error)} />
      ) : spec.kind === 'long' ? (
        <textarea rows={rows} className={inputClass(Boolean(error))} {...aria} {...form.register(spec.key)} />
      ) : (
        <input type={spec.kind === 'date' ? 'date' : 'text'} className={inputClass(Boolean(error))} {...aria} {...form.register(spec.key)} />
      )}
    </Field>
  )
}

/** A field that is not per language (slug, icon, client, author, date, picture). */
function SingleField({ form, spec, onSlugEdited }: { form: Form; spec: FieldSpec; onSlugEdited: () => void }) {
  const t = useText(contentText)
  const label = t.fields[spec.key as FieldLabel]
  if (spec.kind === 'image') {
    return (
      <Controller
        control={form.control}
        name={spec.key}
        render={({ field }) => (
          <ImagePicker value={(field.value as string) || undefined} onChange={(url) => field.onChange(url ?? '')} label={label} />
        )}
      />
    )
  }
  if (spec.kind === 'icon') {
    const id = 'content-icon'
    return (
      <Field id={id} label={label} required>
        <select id={id} className={inputClass(false)} {...form.register('icon')}>
          {spec.options.map((icon) => (
            <option key={icon} value={icon}>
              {t.icons[icon as keyof typeof t.icons]} ({icon})
            </option>
          ))}
        </select>
      </Field>
    )
  }
  if (spec.kind === 'slug') {
    const error = errorOf(form, 'slug')
    const id = 'content-slug'
    const registered = form.register('slug', { onChange: onSlugEdited })
    return (
      <Field id={id} label={label} required error={error} hint={t.hints.slug}>
        <input type="text" spellCheck={false} autoComplete="off" className={inputClass(Boolean(error))} {...fieldAria(id, error, true)} {...registered} />
      </Field>
    )
  }
  if (spec.kind === 'date') {
    // The day and, beside it, the time of day it goes live (§23), in the business's time.
    const key = timeKey(spec.key)
    const error = errorOf(form, key)
    return (
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <TextInput form={form} spec={spec} label={label} />
        <Field id={`content-${key}`} label={t.publishTime} error={error}>
          <input type="time" className={inputClass(Boolean(error))} {...fieldAria(`content-${key}`, error)} {...form.register(key)} />
        </Field>
      </div>
    )
  }
  return <TextInput form={form} spec={spec} label={label} />
}

/** A pair edited side by side (stacked on a phone): Vietnamese, then English. */
function PairFields({ form, pair, kind }: { form: Form; pair: PairSpec; kind: Kind }) {
  const t = useText(contentText)
  const label = t.fields[pair.base as FieldLabel]
  // The bodies shown on a page of their own are Markdown; a testimonial is a plain quote.
  const markdown = pair.base === 'body' || (pair.base === 'content' && kind !== 'testimonials')
  const hint =
    pair.base === 'body' ? t.hints.body : pair.base !== 'content' ? undefined : markdown ? t.hints.content : t.hints.testimonial
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['Vi', 'En'] as const).map((lang) => (
        <TextInput
          key={lang}
          form={form}
          spec={{ key: `${pair.base}${lang}`, kind: pair.kind, max: pair.max }}
          label={`${label} (${lang === 'Vi' ? t.vietnamese : t.english})`}
          hint={hint}
          markdown={markdown ? lang : undefined}
        />
      ))}
    </div>
  )
}

/**
 * The publish switch: a native checkbox with the switch role (Radix's switch adds an inline
 * styled input inside a form, which the site's CSP refuses).
 */
function PublishSwitch({ form }: { form: Form }) {
  const t = useText(contentText)
  const { locale } = useLanguage()
  const [published, day, time] = form.watch(['published', 'publishedAt', timeKey('publishedAt')])
  // The moment the save will send (see requestBody): later than now is a schedule.
  const [now] = useState(() => Date.now())
  const moment = typeof day === 'string' && isDay(day) ? publishMoment(day, typeof time === 'string' ? time : '', '', new Date(now)) : ''
  const scheduledAt = published === true && moment && Date.parse(moment) > now ? moment : ''
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
        <input
          id="content-published"
          type="checkbox"
          role="switch"
          aria-describedby="content-published-hint"
          className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          {...form.register('published')}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
      <div>
        <label htmlFor="content-published" className="cursor-pointer text-sm font-semibold text-slate-900">
          {t.publishSwitch}
        </label>
        <p id="content-published-hint" className="text-sm text-slate-600">
          {t.publishHint}
        </p>
        {scheduledAt && <p className="mt-1 text-sm font-semibold text-sky-900">{t.scheduledHint(formatDateTime(scheduledAt, locale))}</p>}
      </div>
    </div>
  )
}

function Editor({ kind, start }: { kind: Kind; start?: VersionedItem }) {
  const t = useText(contentText)
  const c = useText(consoleText)
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const spec = kindSpec(kind)
  const schema = useMemo(() => contentSchema(kind), [kind])
  // What the form was last loaded or saved as, and the version the next save starts from
  // (kept here, not read from the query, which a refetch would move past someone else's save).
  const [base, setBase] = useState(() => ({ item: start?.item, values: formValues(kind, start?.item), version: start?.version }))
  const item = base.item
  const form: Form = useForm<ContentForm>({ resolver: zodResolver(schema), defaultValues: base.values })
  // A new item's slug follows its Vietnamese title until the owner edits the slug.
  const slugEdited = useRef(item !== undefined)
  const nameVi = useWatch({ control: form.control, name: `${spec.name}Vi` })
  const hasSlug = spec.single.some((field) => field.kind === 'slug')
  useEffect(() => {
    if (hasSlug && !slugEdited.current) form.setValue('slug', slugify(String(nameVi ?? '')))
  }, [form, hasSlug, nameVi])

  const values = useWatch({ control: form.control }) as ContentForm
  const draft = useDraft(draftKey(kind, start && itemKey(start.item)), values, base.values, base.version)
  // The editor's own move to a new item's address, once saved, is not a leaving.
  const leaving = useRef(false)
  const signInAgain = useKeepWork()
  // The server's words when another save came first (412), until the owner chooses.
  const [conflict, setConflict] = useState<string>()

  // The form starts again from what the server now holds (a save, a restore, a reload).
  const settle = (saved: VersionedItem) => {
    queryClient.setQueryData([...contentKey(kind), itemKey(saved.item)], saved)
    void queryClient.invalidateQueries({ queryKey: contentKey(kind), exact: true })
    const next = formValues(kind, saved.item)
    setBase({ item: saved.item, values: next, version: saved.version })
    setConflict(undefined)
    draft.clear()
    form.reset(next)
  }

  const save = useMutation({
    // A merge after a 412 saves over the server's item and version, not the ones loaded here.
    mutationFn: async ({ typed, over = item, version = base.version }: { typed: ContentForm; over?: typeof item; version?: string; merged?: boolean }) => {
      const send = () => saveItem(kind, requestBody(kind, typed, over), over && itemKey(over), version)
      try {
        return await send()
      } catch (error) {
        // The session ended while writing: sign in again over the editor, then the same save.
        if (!(error instanceof AdminError && error.status === 401)) throw error
        await signInAgain()
        return await send()
      }
    },
    onSuccess: (saved, { merged }) => {
      settle(saved)
      toast({ title: c.savedTitle, description: merged ? t.versions.keptMine : saved.item.published ? t.saved : t.savedDraft })
      if (!item) {
        leaving.current = true
        void navigate(`/admin/content/${kind}/${itemKey(saved.item)}`, { replace: true })
      }
    },
    onError: (error) => {
      if (error instanceof AdminError && error.status === 409 && error.serverText) {
        form.setError('slug', { message: error.serverText }, { shouldFocus: true })
      }
      if (error instanceof AdminError && error.status === 412) {
        setConflict(errorText(error, t.conflict))
        return
      }
      const description =
        error instanceof SignInCancelled
          ? t.notSignedIn
          : error instanceof AdminError && error.status === 412
            ? errorText(error, t.conflict)
            : errorText(error, c.failed)
      toast({ title: c.errorTitle, description, variant: 'destructive' })
    },
  })
  const invalid = Object.keys(form.formState.errors).length > 0

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit((typed) => save.mutate({ typed }))}>
      <LeaveGuard dirty={draft.dirty} allowed={leaving} />
      {draft.offer && (
        <DraftOffer
          draft={draft.offer}
          onRestore={() => {
            const kept = draft.offer!
            slugEdited.current = true
            // Against the version the draft started from: a save over a newer one is refused.
            setBase((current) => ({ ...current, version: kept.version ?? current.version }))
            form.reset({ ...base.values, ...kept.values }, { keepDefaultValues: true })
            draft.settle(true)
          }}
          onDiscard={() => draft.settle(false)}
        />
      )}
      <div className="grid gap-6 xl:grid-cols-5">
        <div className="min-w-0 space-y-6 xl:col-span-3">
          <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold text-slate-900">{t.common}</legend>
            <PublishSwitch form={form} />
            <div className="grid gap-4 sm:grid-cols-2">
              {spec.single.map((field) => (
                <div key={field.key} className={field.kind === 'image' ? 'sm:col-span-2' : ''}>
                  <SingleField form={form} spec={field} onSlugEdited={() => (slugEdited.current = true)} />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold text-slate-900">
              {t.vietnamese} · {t.english}
            </legend>
            {spec.pairs.map((pair) => (
              <PairFields key={pair.base} form={form} pair={pair} kind={kind} />
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="primary" size="lg" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
            {invalid && (
              <p role="alert" className="text-sm text-red-700">
                {t.invalid}
              </p>
            )}
            {draft.dirty && !draft.offer && <p className="text-sm text-slate-600">{t.draftKept}</p>}
          </div>
          {/* Where the owner pressed Save (§23); on a phone a sheet over the screen's foot. */}
          {conflict && item && (
            <ConflictNotice
              kind={kind}
              itemKey={itemKey(item)}
              message={conflict}
              mine={requestBody(kind, values, item)}
              base={base.values}
              values={values}
              onReload={settle}
              onMerge={(server, merged) => {
                // The form shows what is saved; a refusal leaves it here, over the server's version.
                setBase({ item: server.item, values: formValues(kind, server.item), version: server.version })
                form.reset(merged, { keepDefaultValues: true })
                setConflict(undefined)
                save.mutate({ typed: merged, over: server.item, version: server.version, merged: true })
              }}
            />
          )}
          {item && (
            <History
              kind={kind}
              itemKey={itemKey(item)}
              version={base.version}
              current={requestBody(kind, values, item)}
              onRestored={(saved) => {
                settle(saved)
                toast({ title: c.savedTitle, description: t.versions.restored })
              }}
            />
          )}
        </div>
        <div className="min-w-0 xl:col-span-2">
          <ContentPreview kind={kind} control={form.control} />
        </div>
      </div>
    </form>
  )
}

function Existing({ kind, itemId }: { kind: Kind; itemId: string }) {
  const t = useText(contentText)
  const query = useContentItem(kind, itemId)
  const nameOf = useItemName()
  return (
    <LoadState query={query}>
      {(loaded) => (
        <ConsolePage title={t.editTitle(nameOf(kind, loaded.item))}>
          <BackLink kind={kind} />
          <Editor key={itemKey(loaded.item)} kind={kind} start={loaded} />
        </ConsolePage>
      )}
    </LoadState>
  )
}

function BackLink({ kind }: { kind: Kind }) {
  const t = useText(contentText)
  return (
    <Link to={`/admin/content/${kind}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t.back}
    </Link>
  )
}

/** Create (`…/new`) or edit an item, Vietnamese and English side by side, with a preview. */
export function ContentEditorScreen() {
  const t = useText(contentText)
  const { kind, id } = useParams()
  if (!isKind(kind) || !id) return <Navigate to="/admin/content" replace />
  if (id === 'new') {
    if (!kindSpec(kind).list) return <Navigate to={`/admin/content/${kind}`} replace />
    return (
      <ConsolePage title={t.newTitle(kindName(t, kind))}>
        <BackLink kind={kind} />
        <Editor kind={kind} />
      </ConsolePage>
    )
  }
  return <Existing kind={kind} itemId={id} />
}
