import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { z } from '@/lib/zod'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDate, formatDateTime } from '@/lib/format'

import { AdminError, errorText } from '../admin-api'
import { consoleText, toolName } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { Field, fieldAria, inputClass } from '../ui/field'
import { NoticeList } from '../ui/notice-list'
import { textOf } from '../ui/text-of'
import { useOwner } from '../session/session-api'
import { ENQUIRIES_KEY, deleteEnquiry, patchEnquiry, useEnquiry, useTeamMembers } from './enquiries-api'
import type { EnquiryDetail, EnquiryPatch } from './enquiries-api'
import { enquiriesText } from './enquiries-text'
import { asStatus, spamToggle } from './enquiry-filters'
import type { Status } from './enquiry-filters'
import { StatusBadge } from './status-badge'
import { StatusOptions } from './status-options'

export const NOTE_MAX = 5000

export const noteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((text) => Array.from(text).length <= NOTE_MAX, `tooLong:${NOTE_MAX}`),
})

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  )
}

/** Sends a change and, once the server answered, shows the stored enquiry and refreshes the inbox. */
function useEnquiryChange(id: string) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const c = useText(consoleText)
  return useMutation({
    mutationFn: (body: EnquiryPatch) => patchEnquiry(id, body),
    onSuccess: (stored) => {
      queryClient.setQueryData([...ENQUIRIES_KEY, 'one', id], stored)
      void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY, predicate: (q) => q.queryKey[2] !== 'one' })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
}

function StatusControls({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const toast = useToast()
  const id = useId()
  const current = asStatus(enquiry.status)
  const [chosen, setChosen] = useState<Status>(current)
  const change = useEnquiryChange(enquiry.id)
  const save = (status: Status) =>
    change.mutate(
      { status },
      {
        onSuccess: (stored) => {
          setChosen(asStatus(stored.status))
          toast({ title: c.savedTitle, description: t.statusSaved(textOf(t.status, stored.status)) })
        },
      },
    )
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t.changeStatus}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
            {t.statusFilter}
          </label>
          <select
            id={`${id}-status`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Status)}
            className={inputClass(false, 'w-48')}
          >
            <StatusOptions />
          </select>
        </div>
        <Button variant="primary" disabled={change.isPending || chosen === current} onClick={() => save(chosen)}>
          {change.isPending ? t.saving : t.saveStatus}
        </Button>
        <Button variant="outline" disabled={change.isPending} onClick={() => save(spamToggle(current))}>
          {current === 'spam' ? t.notSpam : t.markSpam}
        </Button>
      </div>
    </section>
  )
}

/** Who is responsible: a person of the team, or "assign to me" in one tap. */
function AssigneeControls({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const toast = useToast()
  const id = useId()
  const me = useOwner().data?.email
  const members = useTeamMembers()
  const current = enquiry.assignee ?? ''
  const [chosen, setChosen] = useState(current)
  const change = useEnquiryChange(enquiry.id)
  const save = (assignee: string) =>
    change.mutate(
      { assignee },
      {
        onSuccess: (stored) =>
          toast({ title: c.savedTitle, description: stored.assignee ? t.assigned(stored.assignee) : t.unassignedDone }),
      },
    )
  const people = members.data?.items ?? []
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-assignee`} className="block text-sm font-medium text-slate-800">
          {t.assignee}
        </label>
        <select
          id={`${id}-assignee`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className={inputClass(false, 'w-72 max-w-full')}
        >
          <option value="">{t.nobody}</option>
          {/* Until the team is read, the current assignee still shows. */}
          {current && !people.some((p) => p.email === current) && <option value={current}>{current}</option>}
          {people.map((person) => (
            <option key={person.id} value={person.email} disabled={person.suspended}>
              {person.suspended ? t.suspendedMember(person.email) : person.email}
            </option>
          ))}
        </select>
      </div>
      <Button variant="primary" disabled={change.isPending || chosen === current} onClick={() => save(chosen)}>
        {t.saveAssignee}
      </Button>
      {me && current !== me && (
        <Button variant="outline" disabled={change.isPending} onClick={() => save(me)}>
          {t.assignToMe}
        </Button>
      )}
    </div>
  )
}

/** The day to follow the enquiry up, in the business's calendar (`YYYY-MM-DD`). */
function FollowUpControls({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const id = useId()
  const current = enquiry.followUp ?? ''
  const [day, setDay] = useState(current)
  const change = useEnquiryChange(enquiry.id)
  const save = (followUp: string) =>
    change.mutate(
      { followUp },
      {
        onSuccess: (stored) =>
          toast({
            title: c.savedTitle,
            description: stored.followUp ? t.followUpSaved(formatDate(stored.followUp, locale)) : t.followUpCleared,
          }),
      },
    )
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field id={`${id}-follow-up`} label={t.followUp} hint={t.followUpHint} className="w-72 max-w-full">
        <input
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className={inputClass(false)}
          {...fieldAria(`${id}-follow-up`, undefined)}
        />
      </Field>
      <Button variant="primary" disabled={change.isPending || !day || day === current} onClick={() => save(day)}>
        {t.saveFollowUp}
      </Button>
      {current && (
        <Button variant="outline" disabled={change.isPending} onClick={() => save('')}>
          {t.clearFollowUp}
        </Button>
      )}
    </div>
  )
}

function Assignment({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t.assignment}
      </h2>
      {/* Keyed by what is stored, so each control starts from the server's value. */}
      <AssigneeControls key={`a-${enquiry.assignee ?? ''}`} enquiry={enquiry} />
      <FollowUpControls key={`f-${enquiry.followUp ?? ''}`} enquiry={enquiry} />
    </section>
  )
}

function Notes({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const id = useId()
  const change = useEnquiryChange(enquiry.id)
  const form = useForm<z.input<typeof noteSchema>, unknown, z.output<typeof noteSchema>>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
  })
  const error = form.formState.errors.note?.message
  const onValid = ({ note }: { note: string }) =>
    change.mutate(
      { note },
      {
        onSuccess: () => {
          form.reset({ note: '' })
          toast({ title: c.savedTitle, description: t.noteAdded })
        },
      },
    )
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">
          {t.notes}
        </h2>
        <p className="text-sm text-slate-600">{t.notesHint}</p>
      </div>
      {enquiry.notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noNotes}</p>
      ) : (
        <ol className="space-y-3" aria-label={t.notes}>
          {enquiry.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3">
              <p className="text-xs text-slate-600">{t.noteBy(note.author, formatDateTime(note.createdAt, locale))}</p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit(onValid)}>
        <Field id={`${id}-note`} label={t.newNote} required error={error}>
          <textarea
            rows={3}
            className={inputClass(Boolean(error), 'resize-y')}
            {...fieldAria(`${id}-note`, error)}
            {...form.register('note')}
          />
        </Field>
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {change.isPending ? t.saving : t.addNote}
        </Button>
      </form>
    </section>
  )
}

/** A `tel:` address for a typed number: its digits and a leading +, nothing a stranger typed besides. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

/** Mark as unread (back to the inbox, where it shows unread) and delete (after a confirmation). */
function EnquiryActions({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const change = useEnquiryChange(enquiry.id)
  const remove = useMutation({
    mutationFn: () => deleteEnquiry(enquiry.id),
    onSuccess: () => {
      // Never asked again (it would be a 404): dropped, and only the lists are refreshed.
      queryClient.removeQueries({ queryKey: [...ENQUIRIES_KEY, 'one', enquiry.id] })
      void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY, predicate: (q) => q.queryKey[2] !== 'one' })
      toast({ title: c.savedTitle, description: t.deleted })
      void navigate('/admin/enquiries')
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="outline"
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { read: false },
            {
              onSuccess: () => {
                toast({ title: c.savedTitle, description: t.markedUnread })
                void navigate('/admin/enquiries')
              },
            },
          )
        }
      >
        {t.markUnread}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={remove.isPending}>
            {t.deleteOne}
          </Button>
        }
        title={t.deleteOneTitle}
        description={t.deleteOneDescription}
        confirmLabel={t.deleteConfirm}
        onConfirm={() => remove.mutate()}
      />
    </div>
  )
}

function EnquiryView({ enquiry }: { enquiry: EnquiryDetail }) {
  const t = useText(enquiriesText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  return (
    <div className="space-y-6">
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <StatusBadge status={enquiry.status} />
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t.name}>{enquiry.name}</Detail>
          <Detail label={t.company}>{enquiry.company}</Detail>
          <Detail label={t.email}>
            <a href={`mailto:${enquiry.email}`} className="text-brand-700 underline underline-offset-4">
              {enquiry.email}
            </a>
          </Detail>
          {enquiry.phone && (
            <Detail label={t.phone}>
              <a href={telHref(enquiry.phone)} aria-label={t.call(enquiry.phone)} className="text-brand-700 underline underline-offset-4">
                {enquiry.phone}
              </a>
            </Detail>
          )}
          <Detail label={t.language}>{textOf(t.languages, enquiry.preferredLanguage)}</Detail>
          <Detail label={t.receivedAt}>{formatDateTime(enquiry.createdAt, locale)}</Detail>
          <Detail label={t.assignee}>{enquiry.assignee ?? t.unassigned}</Detail>
          {enquiry.followUp && <Detail label={t.followUp}>{formatDate(enquiry.followUp, locale)}</Detail>}
        </dl>
        <div>
          <h2 className="text-sm font-medium text-slate-600">{t.message}</h2>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{enquiry.message}</p>
        </div>
        {enquiry.context && (
          <div data-testid="enquiry-context">
            <h2 className="text-sm font-medium text-slate-600">
              {t.quote}: {toolName(c, enquiry.context.tool)}
            </h2>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{enquiry.context.summary}</p>
            {/* The server takes only paths on this site: the link never leaves it. */}
            <a
              href={enquiry.context.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block break-all text-brand-700 underline underline-offset-4"
            >
              {t.openResult}
            </a>
          </div>
        )}
        {enquiry.source && (
          <dl className="grid gap-4 sm:grid-cols-3" data-testid="enquiry-source">
            {enquiry.source.landingPath && <Detail label={t.landingPath}>{enquiry.source.landingPath}</Detail>}
            {(enquiry.source.utmSource ?? enquiry.source.referrerHost) && (
              <Detail label={t.source}>{enquiry.source.utmSource ?? enquiry.source.referrerHost}</Detail>
            )}
            {enquiry.source.utmCampaign && (
              <Detail label={t.campaign}>
                {[enquiry.source.utmMedium, enquiry.source.utmCampaign].filter(Boolean).join(' · ')}
              </Detail>
            )}
          </dl>
        )}
      </div>
      <EnquiryActions enquiry={enquiry} />
      {/* Keyed by status, so the select starts from what the server stored. */}
      <StatusControls key={enquiry.status} enquiry={enquiry} />
      <Assignment enquiry={enquiry} />
      <Notes enquiry={enquiry} />
      <section className="space-y-3">
        <h2 className="font-semibold text-slate-900">{t.notices}</h2>
        {enquiry.notices.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noNotices}</p>
        ) : (
          <NoticeList notices={enquiry.notices} label={t.notices} />
        )}
      </section>
    </div>
  )
}

/** One enquiry: every field, its status, internal notes and the notices sent about it. */
export function EnquiryScreen() {
  const t = useText(enquiriesText)
  const { id = '' } = useParams()
  const query = useEnquiry(id)
  const notFound = query.error instanceof AdminError && query.error.status === 404
  return (
    <ConsolePage
      title={query.data?.name ?? t.title}
      actions={
        <Link to="/admin/enquiries" className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t.back}
        </Link>
      }
    >
      {notFound ? <p role="alert">{t.notFound}</p> : <LoadState query={query}>{(enquiry) => <EnquiryView enquiry={enquiry} />}</LoadState>}
    </ConsolePage>
  )
}
