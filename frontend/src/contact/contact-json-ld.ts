import { canonicalUrl, pageText } from '@/app/page-meta'
import type { PublicSettings } from '@/config/site-settings'
import type { Locale } from '@/i18n/locale'

/**
 * schema.org ContactPage with the organisation's contact point: the same block the server
 * writes into the first byte of /contact (src/site/seo.rs), so the two never disagree.
 */
export function contactPageJsonLd(locale: Locale, settings: PublicSettings, origin = window.location.origin) {
  const text = pageText('/contact', locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: text.title,
    description: text.description,
    url: canonicalUrl(origin, '/contact', locale),
    inLanguage: locale,
    mainEntity: {
      '@type': 'Organization',
      name: settings.companyName,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: settings.email,
        telephone: settings.phone,
        availableLanguage: ['vi', 'en'],
      },
    },
  }
}
