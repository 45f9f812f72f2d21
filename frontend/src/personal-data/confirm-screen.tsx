import { useMutation } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'

import { PersonalDataError, confirmPersonalData } from '@/api/personal-data'
import { usePageMeta } from '@/app/page-meta'
import { Button, buttonClass } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { useText } from '@/i18n/language-provider'

import { personalDataText } from './personal-data-text'

/**
 * /personal-data/confirm?token=… (docs/decisions-spec.md §27): the link e-mailed to the
 * address. The request is confirmed only when the visitor presses the button, never on
 * opening the link (mail scanners open links); its deadlines run from then.
 */
export function PersonalDataConfirmScreen() {
  usePageMeta('/personal-data/confirm')
  const t = useText(personalDataText)
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const mutation = useMutation({ mutationFn: confirmPersonalData })
  const serverText = mutation.error instanceof PersonalDataError ? mutation.error.serverText : undefined

  return (
    <>
      <PageHero title={t.confirmTitle} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {!token ? (
            <p className="text-slate-700">{t.noToken}</p>
          ) : mutation.isSuccess ? (
            <p role="status" className="text-lg font-medium text-slate-900">
              {t.confirmed}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{t.confirmIntro}</p>
              <Button variant="primary" size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
                {mutation.isPending ? t.confirming : t.confirmButton}
              </Button>
              {mutation.isError && (
                <p role="alert" className="text-red-700">
                  {serverText ?? t.confirmFailed}
                </p>
              )}
            </>
          )}
          {(!token || mutation.isError) && (
            <Link to="/personal-data" className={buttonClass('outline', 'md')}>
              {t.askAgain}
            </Link>
          )}
        </div>
      </div>
    </>
  )
}
