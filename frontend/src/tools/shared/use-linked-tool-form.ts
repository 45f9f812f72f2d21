import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { useLanguage } from '@/i18n/language-provider'
import { KEEP_SCROLL } from '@/lib/keep-scroll'
import { sendToolEvent } from '@/lib/visit-beacon'
import type { Locale } from '@/i18n/locale'

import { formParams, hasToolKeys, mergeSearch, readQuery, toolQueryKey, writeQuery } from './query-state'
import type { QuerySpec } from './query-state'
import { useToolForm } from './use-tool-form'
import type { TextKey } from './use-tool-form'

interface Computed<F, R> {
  /** The form the result was computed from; the form may have changed since. */
  form: F
  value: R
}

interface LinkedFormOptions<F, R> {
  initial: (locale: Locale) => F
  numberKeys?: readonly TextKey<F>[]
  spec: QuerySpec<F>
  /** The result of a form, or null when the form is not valid (the tool's own rules). */
  compute: (form: F, locale: Locale) => R | null
}

/**
 * `useToolForm` whose inputs live in the address (docs/decisions-spec.md §10 "Links"): a link with
 * inputs fills the form and, when they are valid, shows the result at once; Calculate adds
 * the inputs to the browser history, so Back and Forward bring earlier inputs back; Reset
 * goes back to the defaults with a history entry of its own. Other query keys (`?lang`)
 * are kept.
 */
export function useLinkedToolForm<F extends object, R>({ initial, numberKeys = [], spec, compute }: LinkedFormOptions<F, R>) {
  const { locale } = useLanguage()
  const location = useLocation()
  const navigate = useNavigate()

  const fromSearch = (search: string, at: Locale): { form: F; result: Computed<F, R> | null } => {
    const params = new URLSearchParams(search)
    if (!hasToolKeys(params, spec)) return { form: initial(at), result: null }
    const form = readQuery(params, spec, initial(at), at)
    const value = compute(form, at)
    return { form, result: value === null ? null : { form, value } }
  }

  const tool = useToolForm<F, Computed<F, R>>(initial, numberKeys, (at) => fromSearch(location.search, at))
  const currentKey = toolQueryKey(new URLSearchParams(location.search), spec)
  const [seenKey, setSeenKey] = useState(currentKey)
  if (currentKey !== seenKey) {
    // Back/Forward (or a link followed inside the app): adjust during render, React's
    // pattern for state that follows a changed input.
    setSeenKey(currentKey)
    const next = fromSearch(location.search, locale)
    tool.update(next.form)
    tool.setResult(next.result)
  }

  // What was typed into the server's form before the app took it over is the form
  // (docs/decisions-spec.md §28): hydration keeps the text on screen, the state must hold it
  // too, or Calculate would refuse numbers the visitor can see.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = formRef.current
    if (!element) return
    const typed = readQuery(formParams(element), spec, tool.form, locale)
    const key = (form: F) => toolQueryKey(writeQuery(form, spec, locale), spec)
    if (key(typed) !== key(tool.form)) tool.update(typed)
    // Once, when the app takes the page over: later the state drives the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The address bar's own query when it shows this page: the language switch rewrites `?lang`
  // with history.replaceState, which the router does not see.
  const liveSearch = () => (window.location.pathname === location.pathname ? window.location.search : location.search)

  /** A history entry with the tool's part of the address set to `params`. */
  const go = (params: URLSearchParams) => {
    const key = toolQueryKey(params, spec)
    if (key === currentKey) return
    setSeenKey(key)
    // The same page with new inputs: stay where the visitor is (the result is scrolled to).
    void navigate({ pathname: location.pathname, search: mergeSearch(liveSearch(), spec, params) }, { state: KEEP_SCROLL })
  }

  /** Calculates the current form; on success shows the result and records the inputs in the address. */
  const submit = (): R | null => {
    const value = compute(tool.form, locale)
    if (value === null) return null
    tool.setResult({ form: tool.form, value })
    go(writeQuery(tool.form, spec, locale))
    sendToolEvent('calculated')
    return value
  }

  const reset = () => {
    tool.reset()
    go(new URLSearchParams())
  }

  /** The address of the current inputs, to share. */
  const link = () => `${window.location.origin}${location.pathname}${mergeSearch(liveSearch(), spec, writeQuery(tool.form, spec, locale))}`

  return {
    form: tool.form,
    set: tool.set,
    update: tool.update,
    result: tool.result?.value ?? null,
    resultForm: tool.result?.form ?? null,
    submit,
    reset,
    link,
    /** For the tool's `<form>` (`ToolForm`). */
    formRef,
  }
}
