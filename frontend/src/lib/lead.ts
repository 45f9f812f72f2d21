/**
 * What an enquiry carries besides the form (docs/decisions-spec.md §15): where the visit came
 * from (`source`, taken from its first page) and the calculator figures it asks a quote
 * for (`context`). Both live in the tab's session storage: no cookie, gone with the tab.
 */
import { useSyncExternalStore } from 'react'

import type { components } from '@/api/schema'

export type EnquiryContext = components['schemas']['EnquiryContext']
export type EnquirySource = components['schemas']['EnquirySource']

const SOURCE_KEY = 'tradelane.source'
const QUOTE_KEY = 'tradelane.quote'

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    // Storage refused (privacy settings): enquiries go without it.
    return undefined
  }
}

function read<T>(key: string): T | undefined {
  try {
    const text = storage()?.getItem(key)
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}

function write(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or refused storage loses only this hint.
  }
}

/** The referrer's host when it is another site (`www.` dropped, as the visit counting does). */
function referrerHost(referrer: string, here: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '')
    return host && host !== here.toLowerCase().replace(/^www\./, '') ? host : undefined
  } catch {
    return undefined
  }
}

const clip = (text: string | null, max: number) => {
  const one = text?.replace(/[\p{Cc}\u2028\u2029]/gu, ' ').trim()
  return one ? one.slice(0, max) : undefined
}

/** Records the visit's first page, once per tab (later pages keep the first one's). */
export function rememberSource(location: Location = window.location, referrer = document.referrer) {
  if (location.pathname.startsWith('/admin') || read<EnquirySource>(SOURCE_KEY)) return
  const params = new URLSearchParams(location.search)
  const source: EnquirySource = {
    // A path the server takes (one leading `/`): anything else is left out, never a refusal.
    landingPath: /^\/(?![/\\])\S*$/.test(location.pathname) ? clip(location.pathname, 500) : undefined,
    referrerHost: referrer ? referrerHost(referrer, location.hostname) : undefined,
    utmSource: clip(params.get('utm_source'), 200),
    utmMedium: clip(params.get('utm_medium'), 200),
    utmCampaign: clip(params.get('utm_campaign'), 200),
  }
  write(SOURCE_KEY, source)
}

/** Where this visit came from, if recorded. */
export function visitSource(): EnquirySource | undefined {
  return read<EnquirySource>(SOURCE_KEY)
}

const QUOTE_CHANGED = 'tradelane:quote'

/** Keeps the figures a quote is asked for, for the contact form the visitor goes to next. */
export function rememberQuote(context: EnquiryContext) {
  write(QUOTE_KEY, context)
  window.dispatchEvent(new Event(QUOTE_CHANGED))
}

/** Forgets the figures once their enquiry is sent (or the visitor removes them). */
export function forgetQuote() {
  try {
    storage()?.removeItem(QUOTE_KEY)
  } catch {
    // Nothing to forget.
  }
  window.dispatchEvent(new Event(QUOTE_CHANGED))
}

function subscribeQuote(changed: () => void) {
  window.addEventListener(QUOTE_CHANGED, changed)
  return () => window.removeEventListener(QUOTE_CHANGED, changed)
}

const quoteText = () => {
  try {
    return storage()?.getItem(QUOTE_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * The figures a quote is asked for, if any. None in the server's render (no session
 * storage), so the page hydrates as rendered and shows them right after.
 */
export function usePendingQuote(): EnquiryContext | undefined {
  const text = useSyncExternalStore(subscribeQuote, quoteText, () => null)
  if (!text) return undefined
  try {
    return JSON.parse(text) as EnquiryContext
  } catch {
    return undefined
  }
}
