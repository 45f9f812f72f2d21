import { BRAND } from '@/config/brand'
import type { Locale } from '@/i18n/locale'

import type { PlaceholderValues } from './page-body'
import { joinAddress } from './page-body'

/** The values the pages' placeholders stand for, from the site's settings. */
export function usePlaceholderValues(locale: Locale): PlaceholderValues {
  return {
    companyName: BRAND.name,
    legalName: BRAND.legalName,
    email: BRAND.email,
    phone: BRAND.phone,
    address: joinAddress(BRAND.street[locale], BRAND.city[locale]),
  }
}
