import { localized, useSiteSettings } from '@/config/site-settings'
import type { Locale } from '@/i18n/locale'

import type { PlaceholderValues } from './page-body'
import { joinAddress } from './page-body'

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
