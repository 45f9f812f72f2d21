import type { Locale } from '@/i18n/locale'

import { localized, useSiteSettings } from './site-settings'

/**
 * The standing pages' placeholders, which stand for the current settings: filled in the
 * live page and in the console's preview of it alike.
 */
export interface PlaceholderValues {
  companyName: string
  legalName: string
  email: string
  phone: string
  address: string
}

/**
 * Replaces `{companyName}`, `{legalName}`, `{email}`, `{phone}` and `{address}`; with no
 * values yet (settings still loading), by nothing.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues | undefined): string {
  return text.replace(/\{(companyName|legalName|email|phone|address)\}/g, (_, key: keyof PlaceholderValues) =>
    values ? values[key] : '',
  )
}

/** A street and its city as one line (the city left out when the street already names it). */
export function joinAddress(street: string, city: string): string {
  return street === '' || street.includes(city) ? street : `${street}, ${city}`
}

/**
 * The values the pages' placeholders stand for, from the current settings (undefined while
 * they are unknown, i.e. only when the page carries no settings block and the request is on
 * its way).
 */
export function usePlaceholderValues(locale: Locale): PlaceholderValues | undefined {
  const settings = useSiteSettings()
  if (!settings) return undefined
  const { street, city } = localized(settings, locale)
  return {
    companyName: settings.companyName,
    legalName: settings.legalName,
    email: settings.email,
    phone: settings.phone,
    address: joinAddress(street, city),
  }
}
