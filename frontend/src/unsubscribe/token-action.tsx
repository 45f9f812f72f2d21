import { useMutation } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'

import { SubscribeError } from '@/api/subscriptions'
import { type PagePath, usePageMeta } from '@/app/page-meta'
import { Button, buttonClass } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'

/** The words of a page that acts on its link's `?token=` when the visitor presses a button. */
export interface TokenActionText {
  title: string
  intro: string
  button: string
  sending: string
  noToken: string
  failed: string
  home: string
}

/**
 * A page for a link from an e-mail (`?token=…`): the action runs only when the visitor presses
 * the button, never on opening the link (mail scanners open links). Shows `done`'s text once
 * it is done, or the server's error text (an unknown or expired link).
 */
export function TokenAction<T>({
  path,
  text,
  action,
  done,
}: {
  path: PagePath
  text: TokenActionText
  action: (token: string) => Promise<T>
  done: (result: T) => string
}) {
  usePageMeta(path)
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const mutation = useMutation({ mutationFn: action })
  const errorText =
    mutation.error instanceof SubscribeError && mutation.error.serverText ? mutation.error.serverText : text.failed

  return (
    <>
      <PageHero title={text.title} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {!token ? (
            <p className="text-slate-700">{text.noToken}</p>
          ) : mutation.isSuccess ? (
            <p role="status" className="text-lg font-medium text-slate-900">
              {done(mutation.data)}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{text.intro}</p>
              <Button variant="primary" size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
                {mutation.isPending ? text.sending : text.button}
              </Button>
              {mutation.isError && (
                <p role="alert" className="text-red-700">
                  {errorText}
                </p>
              )}
            </>
          )}
          <Link to="/" className={buttonClass('outline', 'md')}>
            {text.home}
          </Link>
        </div>
      </div>
    </>
  )
}
