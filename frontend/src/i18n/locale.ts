export const LOCALES = ['vi', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'vi'
/** Local-storage key of the visitor's chosen language (docs/decisions-spec.md §5). */
export const LOCALE_STORAGE_KEY = 'locale'
/** The cookie the server reads for a returning visitor's language (src/site/web.rs). */
export const LOCALE_COOKIE = 'locale'

export function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en'
}

/** A text in both languages, for reference data that is not part of a dictionary. */
export type Bilingual = Record<Locale, string>

/** The BCP 47 tag used for `Intl` number and date formatting. */
export const INTL_LOCALE: Record<Locale, string> = { vi: 'vi-VN', en: 'en-US' }
