import { useState } from 'react'

import { useLanguage } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'

import { relocalizeNumber } from '@/lib/numbers'

/** The keys of a form whose values are typed text. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F]

/**
 * A tool's form and result: the inputs as typed, a setter per field, the last result, and
 * Reset (every input back to its default, the result gone) — the same for every tool.
 *
 * `numberKeys` are the fields holding numbers as text. When the visitor switches language
 * they are rewritten in the new language's notation ("10.000" → "10000", "0,5" → "0.5"), so
 * a figure typed before the switch keeps its value instead of being read the other way.
 */
export function useToolForm<F extends object, R>(
  initial: (locale: Locale) => F,
  numberKeys: readonly TextKey<F>[] = [],
  /** The first form and result, when they differ from the defaults (a shared link). */
  start?: (locale: Locale) => { form: F; result: R | null },
) {
  const { locale } = useLanguage()
  const [first] = useState(() => (start ? start(locale) : { form: initial(locale), result: null }))
  const [form, setForm] = useState<F>(first.form)
  const [result, setResult] = useState<R | null>(first.result)
  const [writtenIn, setWrittenIn] = useState(locale)
  if (writtenIn !== locale) {
    // Adjusted during render (React's pattern for state following a changed input).
    setWrittenIn(locale)
    setForm((current) => {
      const next = { ...current }
      for (const key of numberKeys) {
        next[key] = relocalizeNumber(current[key] as string, writtenIn, locale) as F[typeof key]
      }
      return next
    })
  }
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setForm((current) => ({ ...current, [key]: value }))
  const reset = () => {
    setForm(initial(locale))
    setResult(null)
  }
  return { form, set, update: setForm, result, setResult, reset }
}
