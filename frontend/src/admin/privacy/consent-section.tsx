import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'

import { CONSENT_QUERY_KEY } from '@/api/personal-data'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime, formatNumber } from '@/lib/format'

import { inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { PRIVACY_KEY, consentHistory, publishConsent } from './privacy-api'
import type { ConsentStatement } from './privacy-api'
import { privacyText } from './privacy-text'

const CONSENT_KEY = [...PRIVACY_KEY, 'consent'] as const

/** The form over the current words: publishing changed words makes the next version. */
function ConsentForm({ current }: { current: ConsentStatement }) {
  const t = useText(privacyText).consent
  const { locale } = useLanguage()
  const id = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [textVi, setTextVi] = useState(current.textVi)
  const [textEn, setTextEn] = useState(current.textEn)
  const [missing, setMissing] = useState(false)
  const mutation = useMutation({
    mutationFn: () => publishConsent(textVi.trim(), textEn.trim()),
    onSuccess: (saved) => {
      toast({ title: saved.version === current.version ? t.unchanged : t.published(formatNumber(saved.version, locale)) })
      void queryClient.invalidateQueries({ queryKey: CONSENT_KEY })
      // The forms of this tab show the new words at once.
      queryClient.setQueryData(CONSENT_QUERY_KEY, saved)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const blank = !textVi.trim() || !textEn.trim()
    setMissing(blank)
    if (!blank) mutation.mutate()
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {(['vi', 'en'] as const).map((lang) => (
        <div key={lang} className="space-y-1.5">
          <label htmlFor={`${id}-${lang}`} className="block text-sm font-medium text-slate-800">
            {lang === 'vi' ? t.textVi : t.textEn}
          </label>
          <textarea
            id={`${id}-${lang}`}
            lang={lang}
            rows={4}
            maxLength={2000}
            value={lang === 'vi' ? textVi : textEn}
            onChange={(event) => (lang === 'vi' ? setTextVi : setTextEn)(event.target.value)}
            aria-invalid={missing && !(lang === 'vi' ? textVi : textEn).trim() ? true : undefined}
            className={inputClass(missing && !(lang === 'vi' ? textVi : textEn).trim(), 'min-h-24 resize-y')}
          />
        </div>
      ))}
      {missing && (
        <p role="alert" className="text-sm text-red-700">
          {t.required}
        </p>
      )}
      {mutation.isError && <FormError error={mutation.error} fallback={t.failed} />}
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        {mutation.isPending ? t.publishing : t.publish}
      </Button>
    </form>
  )
}

/** The statement shown now, the form for new words, and every earlier version. */
export function ConsentSection() {
  const t = useText(privacyText).consent
  const { locale } = useLanguage()
  const id = useId()
  const query = useQuery({ queryKey: CONSENT_KEY, queryFn: consentHistory, staleTime: 0 })
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">{t.text}</p>
      <LoadState query={query}>
        {({ items }) => {
          const [current, ...earlier] = items
          if (!current) return null
          return (
            <>
              <p className="font-medium text-slate-900" data-testid="consent-current">
                {t.current(formatNumber(current.version, locale))}
              </p>
              <ConsentForm key={current.version} current={current} />
              {earlier.length > 0 && (
                <details className="rounded-lg border border-slate-200 bg-white p-4">
                  <summary className="cursor-pointer font-medium text-slate-900">{t.history}</summary>
                  <ol className="mt-3 space-y-4">
                    {earlier.map((v) => (
                      <li key={v.version} className="space-y-1 text-sm">
                        <p className="font-medium text-slate-800">
                          {t.version(formatNumber(v.version, locale), formatDateTime(v.createdAt, locale))}
                        </p>
                        <p lang="vi" className="text-slate-700">{v.textVi}</p>
                        <p lang="en" className="text-slate-700">{v.textEn}</p>
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </>
          )
        }}
      </LoadState>
    </section>
  )
}
