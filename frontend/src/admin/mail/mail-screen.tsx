import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RefreshCw, Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from '@/lib/zod'

import { api } from '@/api/client'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { ADMIN_KEY, adminCall, errorText } from '../admin-api'
import { useAdminSettings } from '../admin-settings-api'
import { consoleText } from '../console-text'
import { ConsolePage } from '../ui/console-page'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { NoticeList } from '../ui/notice-list'
import { mailText } from './mail-text'

const NOTICES_KEY = [ADMIN_KEY, 'notices'] as const

const testSchema = z.object({
  to: z
    .string()
    .trim()
    .refine((text) => text === '' || z.email().safeParse(text).success, 'invalidEmail'),
})

function SmtpState() {
  const t = useText(mailText)
  const query = useAdminSettings()
  return (
    <section aria-labelledby="mail-smtp" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="mail-smtp" className="font-semibold text-slate-900">
        {t.smtp}
      </h2>
      <LoadState query={query}>
        {(settings) => (
          <div className="space-y-3 text-sm">
            <p data-testid="mail-smtp-state">{settings.smtpConfigured ? t.smtpConfigured : t.smtpNotConfigured}</p>
            {settings.smtpFromEnv && <p className="text-slate-600">{t.smtpFromEnv}</p>}
            <h3 className="font-medium text-slate-900">{t.recipients}</h3>
            {settings.notifyTo.length === 0 ? (
              <p className="text-slate-600">{t.noRecipients}</p>
            ) : (
              <ul className="list-inside list-disc break-all text-slate-800">
                {settings.notifyTo.map((address) => (
                  <li key={address}>{address}</li>
                ))}
              </ul>
            )}
            <Link to="/admin/settings" className="inline-block text-brand-700 underline underline-offset-4">
              {t.editInSettings}
            </Link>
          </div>
        )}
      </LoadState>
    </section>
  )
}

/** "Send a test e-mail": queues one (202) and shows the server's own answer, or its refusal. */
function TestMail() {
  const t = useText(mailText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const form = useForm<z.input<typeof testSchema>, unknown, z.output<typeof testSchema>>({
    resolver: zodResolver(testSchema),
    defaultValues: { to: '' },
  })
  const mutation = useMutation({
    mutationFn: (to: string) => adminCall(api.POST('/admin/notices/test', { body: to ? { to } : {} })),
    onSuccess: (answer) => {
      toast({ title: t.testQueued, description: answer.message })
      void queryClient.invalidateQueries({ queryKey: NOTICES_KEY })
    },
  })
  const error = form.formState.errors.to?.message
  return (
    <section aria-labelledby="mail-test" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="mail-test" className="font-semibold text-slate-900">
        {t.test}
      </h2>
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit(({ to }) => mutation.mutate(to))}>
        <Field id="mail-test-to" label={t.testTo} error={error}>
          <input type="email" className={inputClass(Boolean(error))} {...fieldAria('mail-test-to', error)} {...form.register('to')} />
        </Field>
        {mutation.isError && (
          <FormError error={mutation.error} fallback={c.failed} />
        )}
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {mutation.isPending ? t.testSending : t.testSend}
        </Button>
      </form>
    </section>
  )
}

/** How often the list refreshes itself while a message is on its way. */
const LIVE_MS = 3000

function RecentNotices() {
  const t = useText(mailText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: NOTICES_KEY,
    queryFn: () => adminCall(api.GET('/admin/notices', { params: { query: { limit: 50 } } })),
    staleTime: 0,
    // Live only while something is pending or retrying: a settled list costs nothing.
    refetchInterval: (q) =>
      q.state.data?.items.some((n) => n.state === 'pending' || n.state === 'retrying') ? LIVE_MS : false,
  })
  const cancel = useMutation({
    mutationFn: (id: number) => adminCall(api.POST('/admin/notices/{id}/cancel', { params: { path: { id } } })),
    onSuccess: () => {
      toast({ title: t.cancelled })
      void queryClient.invalidateQueries({ queryKey: NOTICES_KEY })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  const sendAgain = useMutation({
    mutationFn: (id: number) => adminCall(api.POST('/admin/notices/{id}/send-again', { params: { path: { id } } })),
    onSuccess: () => {
      toast({ title: t.queuedAgain })
      void queryClient.invalidateQueries({ queryKey: NOTICES_KEY })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <section aria-labelledby="mail-recent" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="mail-recent" className="font-semibold text-slate-900">
          {t.recent}
        </h2>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t.refresh}
        </Button>
      </div>
      <LoadState query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noNotices}</p>
          ) : (
            <NoticeList
              notices={page.items}
              label={t.recent}
              linkEnquiry
              onCancel={(id) => cancel.mutate(id)}
              cancelling={cancel.isPending ? cancel.variables : undefined}
              onSendAgain={(id) => sendAgain.mutate(id)}
              sendingAgain={sendAgain.isPending ? sendAgain.variables : undefined}
            />
          )
        }
      </LoadState>
    </section>
  )
}

/** SMTP state, recipients, the delivery state of recent notices, and a test e-mail. */
export function MailScreen() {
  const t = useText(mailText)
  return (
    <ConsolePage title={t.title}>
      <div className="grid gap-6 lg:grid-cols-2">
        <SmtpState />
        <TestMail />
      </div>
      <RecentNotices />
    </ConsolePage>
  )
}
