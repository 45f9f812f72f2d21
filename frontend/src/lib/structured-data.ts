import type { Locale } from '@/i18n/locale'

/**
 * The head data of a service, case study or post page, as the server writes it into the
 * first byte (src/site/seo.rs): the app writes the same when the visitor navigates there.
 */
// A list with detail pages, by its path without the slash: the build draws every content
// list's picture (`og/<section>.png`, frontend/scripts/share-images.mjs reads the registry).
export type Section = string

export function pageUrl(origin: string, path: string, locale: Locale) {
  return locale === 'vi' ? `${origin}${path}` : `${origin}${path}?lang=en`
}

/** The 1200×630 share picture: an uploaded picture's share variant, else the section's. */
export function shareImage(origin: string, section: Section, imageUrl?: string) {
  const media = imageUrl?.match(/^\/media\/([^/]+)\.[^./]+$/)
  return media ? `${origin}/media/${media[1]}-share.jpg` : `${origin}/og/${section}.png`
}

export function breadcrumbsJsonLd(
  origin: string,
  locale: Locale,
  list: { path: string; name: string },
  item: { path: string; name: string },
) {
  const entries = [
    { name: locale === 'vi' ? 'Trang chủ' : 'Home', path: '/' },
    list,
    item,
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: pageUrl(origin, entry.path, locale),
    })),
  }
}
