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

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.append(element)
  }
  element.content = content
}

const JSON_LD_ID = 'page-structured-data'

/**
 * Sets the screen's title, description and structured data for the current language, and
 * removes the structured data when the screen goes.
 */
export function usePageMeta(path: RoutePath | 'notFound', structuredData?: (locale: Locale) => object) {
  const { locale } = useLanguage()
  useEffect(() => {
    const text = pageText(path, locale)
    document.title = fullTitle(text.title)
    setMeta('description', text.description)
    if (!structuredData) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.id = JSON_LD_ID
    script.textContent = JSON.stringify(structuredData(locale))
    document.getElementById(JSON_LD_ID)?.remove()
    document.head.append(script)
    return () => script.remove()
  }, [path, locale, structuredData])
}
