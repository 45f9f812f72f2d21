import { useEffect } from 'react'

import { BRAND } from '@/config/brand'
import { useLanguage } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'

import meta from './page-meta.json'
import routeTable from './route-table.json'

export type RoutePath = keyof typeof meta.pages
export const ROUTE_PATHS = routeTable.paths as RoutePath[]

export interface PageText {
  title: string
  description: string
}

export function pageText(path: RoutePath | 'notFound', locale: Locale): PageText {
  return path === 'notFound' ? meta.notFound[locale] : meta.pages[path][locale]
}

export function fullTitle(title: string): string {
  return `${title} | ${BRAND.name}`
}

/** Organization structured data, on every page (the server writes the same block). */
export function organizationJsonLd(locale: Locale, origin = window.location.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    legalName: BRAND.legalName,
    url: `${origin}/`,
    email: BRAND.email,
    telephone: BRAND.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BRAND.street[locale],
      addressLocality: BRAND.addressLocality,
      addressCountry: BRAND.addressCountry,
    },
    sameAs: BRAND.social.map((s) => s.href),
  }
}

/** Finds the head element matching `selector`, creating it with `attributes` when missing. */
function headElement<K extends 'meta' | 'link' | 'script'>(tag: K, selector: string, attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector)
  if (!element) {
    element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    document.head.append(element)
  }
  return element
}

function setMetaName(name: string, content: string) {
  headElement('meta', `meta[name="${name}"]`, { name }).content = content
}

function setMetaProperty(property: string, content: string) {
  headElement('meta', `meta[property="${property}"]`, { property }).content = content
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`
  headElement('link', selector, hreflang ? { rel, hreflang } : { rel }).href = href
}

function setJsonLd(id: string, data: object | undefined) {
  const existing = document.getElementById(id)
  if (!data) {
    existing?.remove()
    return
  }
  const script = headElement('script', `script#${id}`, { type: 'application/ld+json', id })
  script.textContent = JSON.stringify(data)
}

/** The canonical address: the plain path in Vietnamese, `?lang=en` in English. */
export function canonicalUrl(origin: string, path: string, locale: Locale) {
  return locale === 'vi' ? `${origin}${path}` : `${origin}${path}?lang=en`
}

/** Writes a page's head: the same tags the server writes into the first byte. */
function applyHead(path: string | undefined, text: PageText, locale: Locale, structuredData: object | undefined) {
  const title = fullTitle(text.title)
  const origin = window.location.origin
  document.title = title
  setMetaName('description', text.description)
  setMetaProperty('og:title', title)
  setMetaProperty('og:description', text.description)
  setMetaProperty('og:locale', locale === 'vi' ? 'vi_VN' : 'en_US')
  setMetaProperty('og:locale:alternate', locale === 'vi' ? 'en_US' : 'vi_VN')
  setMetaName('twitter:title', title)
  setMetaName('twitter:description', text.description)
  if (path !== undefined) {
    const canonical = canonicalUrl(origin, path, locale)
    setLink('canonical', canonical)
    setLink('alternate', `${origin}${path}?lang=vi`, 'vi')
    setLink('alternate', `${origin}${path}?lang=en`, 'en')
    setLink('alternate', `${origin}${path}`, 'x-default')
    setMetaProperty('og:url', canonical)
  }
  setJsonLd('ld-organization', organizationJsonLd(locale, origin))
  setJsonLd('page-structured-data', structuredData)
}

/**
 * Keeps the head right while the visitor navigates: title, description, canonical and
 * language alternates, Open Graph and Twitter tags, and structured data — the same tags
 * the server writes into the first byte.
 */
export function usePageMeta(path: RoutePath | 'notFound', structuredData?: (locale: Locale) => object) {
  const { locale } = useLanguage()
  useEffect(() => {
    applyHead(path === 'notFound' ? undefined : path, pageText(path, locale), locale, structuredData?.(locale))
    setJsonLd('ld-breadcrumbs', undefined)
  }, [path, locale, structuredData])
}

/**
 * The head of a page whose words come from the content (a standing page, a service, a case
 * study or a post), once they are loaded; `breadcrumbs` is its BreadcrumbList.
 */
export function useContentPageMeta(
  path: string,
  text: PageText | undefined,
  structuredData?: object,
  breadcrumbs?: object,
) {
  const { locale } = useLanguage()
  useEffect(() => {
    if (!text) return
    applyHead(path, text, locale, structuredData)
    setJsonLd('ld-breadcrumbs', breadcrumbs)
  }, [path, text, locale, structuredData, breadcrumbs])
}
