import { pageText } from '@/app/page-meta'
import type { PublicSettings } from '@/config/site-settings'
import type { Locale } from '@/i18n/locale'

/**
 * schema.org WebSite of the home page, in the given language: the same block the server
 * writes into the first byte of / (src/site/seo.rs). The Organization block itself is written on
 * every page by usePageMeta.
 */
export function websiteJsonLd(locale: Locale, settings: PublicSettings, origin = window.location.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.companyName,
    url: `${origin}/`,
    description: pageText('/', locale).description,
    inLanguage: locale,
  }
}
