import { useEffect } from 'react'

import { localized, socialLinks, useSiteSettings } from '@/config/site-settings'
import type { PublicSettings } from '@/config/site-settings'
import { useLanguage } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import type { ListPath } from '@/lib/list-page-text'

import meta from './page-meta.json'

/** A route whose words are in page-meta.json (a content list's are in its registry entry). */
export type PagePath = keyof typeof meta.pages
export type RoutePath = PagePath | ListPath

/** Every route's words but the content lists' (lib/list-page-text.ts has theirs). */
const PAGES: Readonly<Record<string, Record<Locale, PageText>>> = meta.pages

/** Routes search engines must not index (the server writes the same robots tag, src/site/seo.rs). */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set(['/unsubscribe', '/subscribe/confirm', '/personal-data/confirm'])

export interface PageText {
  title: string
  description: string
}

export function pageText(path: PagePath | 'notFound', locale: Locale): PageText {
  return (path === 'notFound' ? undefined : PAGES[path]?.[locale]) ?? meta.notFound[locale]
}

/** A page's title followed by the company's name (left out while the settings are unknown). */
export function fullTitle(title: string, companyName?: string): string {
  return companyName ? `${title} | ${companyName}` : title
}

/** Organization structured data, on every page (the server writes the same block, src/site/seo.rs). */
export function organizationJsonLd(settings: PublicSettings, locale: Locale, origin = window.location.origin) {
  const text = localized(settings, locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    legalName: settings.legalName,
    url: `${origin}/`,
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: text.street,
      addressLocality: text.city,
      addressCountry: 'VN',
    },
    logo: `${origin}/logo.png`,
    // A network's bare home page (a new site's default) names no profile of the company.
    sameAs: socialLinks(settings)
      .map((s) => s.href)
      .filter((href) => {
        try {
          const url = new URL(href)
          return url.pathname.replace(/\//g, '') !== '' || url.search.length > 1
        } catch {
          return false
        }
      }),
  }
}

/** Builds a page's own structured data from the language and the current settings. */
export type StructuredData = (locale: Locale, settings: PublicSettings) => object

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

/** Sets a named meta tag; an empty content removes it. */
function setMetaName(name: string, content: string) {
  if (!content) {
    document.head.querySelector(`meta[name="${name}"]`)?.remove()
    return
  }
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

/** Routes that show another route's page: their canonical is the other (docs/decisions-spec.md §22). */
const ROUTE_ALIASES: Readonly<Record<string, string>> = { '/tools/fob-cif-calculator': '/tools/incoterms-calculator' }

/** The canonical address: the plain path in Vietnamese, `?lang=en` in English. */
export function canonicalUrl(origin: string, path: string, locale: Locale) {
  return locale === 'vi' ? `${origin}${path}` : `${origin}${path}?lang=en`
}

/** Writes a page's head: the same tags the server writes into the first byte. */
function applyHead(
  path: string | undefined,
  text: PageText,
  locale: Locale,
  settings: PublicSettings | undefined,
  structuredData: object | undefined,
) {
  const title = fullTitle(text.title, settings?.companyName)
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
    // A second address of another page names that page (src/site/seo.rs `ROUTE_ALIASES`).
    const own = ROUTE_ALIASES[path] ?? path
    const canonical = canonicalUrl(origin, own, locale)
    setLink('canonical', canonical)
    // Each language's canonical address (the server's, src/site/seo.rs `alternates`).
    setLink('alternate', canonicalUrl(origin, own, 'vi'), 'vi')
    setLink('alternate', canonicalUrl(origin, own, 'en'), 'en')
    setLink('alternate', `${origin}${own}`, 'x-default')
    setMetaProperty('og:url', canonical)
  }
  setMetaName('robots', path !== undefined && NOINDEX_PATHS.has(path) ? 'noindex' : '')
  setJsonLd('ld-organization', settings && organizationJsonLd(settings, locale, origin))
  setJsonLd('page-structured-data', structuredData)
}

/**
 * Keeps the head right while the visitor navigates: title, description, canonical and
 * language alternates, Open Graph and Twitter tags, and structured data — the same tags
 * the server writes into the first byte.
 */
export function usePageMeta(path: PagePath | 'notFound', structuredData?: StructuredData) {
  const { locale } = useLanguage()
  const settings = useSiteSettings()
  useEffect(() => {
    const data = settings && structuredData?.(locale, settings)
    applyHead(path === 'notFound' ? undefined : path, pageText(path, locale), locale, settings, data)
    setJsonLd('ld-breadcrumbs', undefined)
  }, [path, locale, settings, structuredData])
}

/**
 * The head of a page whose words come from the content (a standing page, a service, a case
 * study or a post, a content list's page: lib/list-page-text.ts), once they are loaded;
 * `breadcrumbs` is its BreadcrumbList.
 */
export function useContentPageMeta(
  path: string,
  text: PageText | undefined,
  structuredData?: object,
  breadcrumbs?: object,
) {
  const { locale } = useLanguage()
  const settings = useSiteSettings()
  useEffect(() => {
    if (!text) return
    applyHead(path, text, locale, settings, structuredData)
    setJsonLd('ld-breadcrumbs', breadcrumbs)
  }, [path, text, locale, settings, structuredData, breadcrumbs])
}
