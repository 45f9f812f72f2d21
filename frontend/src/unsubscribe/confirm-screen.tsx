import { useMutation } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'

import { SubscribeError, confirmSubscription } from '@/api/subscriptions'
import { usePageMeta } from '@/app/page-meta'
import { Button, buttonClass } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { useText } from '@/i18n/language-provider'

import { confirmText } from './confirm-text'

/**
 * /subscribe/confirm?token=…: the subscription is confirmed only when the visitor presses the
 * button (mail scanners open links; consent is the person's act, docs/decisions.md §17).
 * Shows the confirmation, or the server's error text (an unknown or expired link).
 */
export function ConfirmScreen() {
  usePageMeta('/subscribe/confirm')
  const t = useText(confirmText)
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const mutation = useMutation({ mutationFn: confirmSubscription })
  const errorText =
    mutation.error instanceof SubscribeError && mutation.error.serverText ? mutation.error.serverText : t.failed

  return (
    <>
      <PageHero title={t.title} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {!token ? (
            <p className="text-slate-700">{t.noToken}</p>
          ) : mutation.isSuccess ? (
            <p role="status" className="text-lg font-medium text-slate-900">
              {t.done}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{t.intro}</p>
              <Button variant="primary" size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
                {mutation.isPending ? t.sending : t.button}
              </Button>
              {mutation.isError && (
                <p role="alert" className="text-red-700">
                  {errorText}
                </p>
              )}
            </>
          )}
          <Link to="/" className={buttonClass('outline', 'md')}>
            {t.home}
          </Link>
        </div>
      </div>
    </>
  )
}
