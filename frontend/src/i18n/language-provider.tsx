import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import type { Dictionary, Shape } from './dictionary'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_STORAGE_KEY, isLocale } from './locale'
import type { Locale } from './locale'

interface LanguageContextValue {
  locale: Locale
  setLocale: (locale: Locale) => void
  toggleLocale: () => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

function readStored(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    return isLocale(stored) ? stored : null
  } catch {
    return null // storage can be blocked; the default then applies
  }
}

/**
 * Keeps the choice in local storage and in the `locale` cookie, which the server reads so a
 * returning visitor's first response is already in their language (a year, the whole site).
 */
function store(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // not persisted, but the page still switches
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** The locale on load: `?lang`, then the stored choice, then Vietnamese (docs/decisions-spec.md §5). */
export function initialLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('lang')
  if (isLocale(fromQuery)) {
    store(fromQuery)
    return fromQuery
  }
  return readStored() ?? DEFAULT_LOCALE
}

/**
 * `initial` is the language the server rendered the page in (it read `?lang`, then the
 * cookie): hydration must start from it. Without it (the bare app), the browser decides.
 */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    if (initial !== undefined) {
      if (typeof window !== 'undefined') initialLocale() // keeps a `?lang` as the choice
      return initial
    }
    return typeof window === 'undefined' ? DEFAULT_LOCALE : initialLocale()
  })

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  const setLocale = useCallback((next: Locale) => {
    store(next)
    // A `?lang` left in the address would undo the choice on reload.
    const url = new URL(window.location.href)
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next)
      window.history.replaceState(window.history.state, '', url)
    }
    setLocaleState(next)
  }, [])

  useEffect(() => {
    // After hydration: a choice stored before the `locale` cookie existed wins over the
    // server's default (and sets the cookie, so the next response is right).
    if (initial === undefined || new URLSearchParams(window.location.search).has('lang')) return
    const stored = readStored()
    // Local storage is outside React and unknown to the server: read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored && stored !== initial) setLocale(stored)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const value = useMemo<LanguageContextValue>(
    () => ({
      locale,
      setLocale,
      toggleLocale: () => setLocale(locale === 'vi' ? 'en' : 'vi'),
    }),
    [locale, setLocale],
  )
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext)
  if (!value) {
    throw new Error('useLanguage must be used within a LanguageProvider')
  }
  return value
}

/** The texts of one dictionary in the current language. */
export function useText<V>(dictionary: Dictionary<V>): Shape<V> {
  return dictionary[useLanguage().locale]
}
