import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { api } from '@/api/client'
import type { components } from '@/api/schema'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { ADMIN_KEY, adminCall, errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { FormError } from '../ui/form-error'
import { backupsText } from './backups-text'

type RemoteView = components['schemas']['RemoteView']

const REMOTE_KEY = [ADMIN_KEY, 'backups-remote'] as const

const EMPTY = { endpoint: '', region: '', bucket: '', prefix: '', accessKeyId: '', secretAccessKey: '' }

/** The stored destination, or null when none is set. */
async function loadRemote(): Promise<RemoteView | null> {
  const view = await adminCall(api.GET('/admin/backups/remote'))
  return view.configured ? view : null
}

function Form({ saved }: { saved: RemoteView | null }) {
  const t = useText(backupsText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [form, setForm] = useState({
    ...EMPTY,
    ...(saved && {
      endpoint: saved.endpoint,
      region: saved.region,
      bucket: saved.bucket,
      prefix: saved.prefix,
      accessKeyId: saved.accessKeyId,
    }),
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] })
  const save = useMutation({
    mutationFn: () => {
      const { secretAccessKey, ...rest } = form
      // An empty secret field keeps the stored secret (it is never shown).
      const body = secretAccessKey ? { ...rest, secretAccessKey } : rest
      return adminCall(api.PUT('/admin/backups/remote', { body }))
    },
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.remoteSaved })
      refresh()
    },
  })
  const test = useMutation({
    mutationFn: () => adminCall(api.POST('/admin/backups/remote/test')),
    onSuccess: (answer) =>
      answer.ok
        ? toast({ title: c.savedTitle, description: t.remoteWorks })
        : toast({ title: c.errorTitle, description: answer.reason ?? c.failed, variant: 'destructive' }),
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  const remove = useMutation({
    mutationFn: () => adminCall(api.DELETE('/admin/backups/remote')),
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.remoteRemoved })
      refresh()
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  const input = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
  const field = (key: keyof typeof EMPTY, label: string, extra: { type?: string; placeholder?: string } = {}) => (
    <div className="space-y-1.5">
      <label htmlFor={`remote-${key}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`remote-${key}`}
        className={input}
        value={form[key]}
        autoComplete="off"
        {...extra}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </div>
  )
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('endpoint', t.remoteEndpoint, { placeholder: 'https://s3.example.com' })}
        {field('region', t.remoteRegion, { placeholder: 'us-east-1' })}
        {field('bucket', t.remoteBucket)}
        {field('prefix', t.remotePrefix, { placeholder: 'tradelane/backups' })}
        {field('accessKeyId', t.remoteAccessKey)}
        {field('secretAccessKey', t.remoteSecret, {
          type: 'password',
          placeholder: saved?.secretSet ? t.remoteSecretKept : '',
        })}
      </div>
      {saved && !saved.secretSet && (
        <p role="alert" className="text-sm text-amber-900">
          {t.remoteSecretMissing}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t.remoteSave}
        </Button>
        {saved && (
          <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? t.remoteTesting : t.remoteTest}
          </Button>
        )}
        {saved && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" disabled={remove.isPending}>
                {t.remoteRemove}
              </Button>
            }
            title={t.remoteRemoveTitle}
            description={t.remoteRemoveText}
            confirmLabel={t.remoteRemove}
            onConfirm={() => remove.mutate()}
          />
        )}
      </div>
      {save.isError && <FormError error={save.error} fallback={c.failed} />}
    </form>
  )
}

/** Where the backups are uploaded (docs/decisions-spec.md §26): an S3-compatible store. */
export function RemoteForm() {
  const t = useText(backupsText)
  const query = useQuery({ queryKey: REMOTE_KEY, queryFn: loadRemote })
  return (
    <section aria-labelledby="backups-remote" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="backups-remote" className="font-semibold text-slate-900">
        {t.remoteTitle}
      </h2>
      <p className="text-sm text-slate-700">{t.remoteIntro}</p>
      {query.isSuccess && <Form key={JSON.stringify(query.data)} saved={query.data} />}
    </section>
  )
}
