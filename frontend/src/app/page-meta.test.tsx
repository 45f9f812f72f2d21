import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { AppProviders } from '@/app/providers'
import { LOCALE_STORAGE_KEY } from '@/i18n/locale'
import { embedSettings } from '@/test/settings'

import { useLanguage } from '@/i18n/language-provider'
import { type ListPath, listPageText } from '@/lib/list-page-text'

import { useContentPageMeta, usePageMeta } from './page-meta'

function Page({ path, data }: { path: Parameters<typeof usePageMeta>[0]; data?: () => object }) {
  usePageMeta(path, data)
  return null
}

/** A content list's page, as its screen writes its head (its words from the registry). */
function ListPage({ path }: { path: ListPath }) {
  useContentPageMeta(path, listPageText(path, useLanguage().locale))
  return null
}

const head = (selector: string) => document.head.querySelector(selector)

afterEach(() => {
  document.head.innerHTML = ''
})

describe('usePageMeta', () => {
  beforeEach(() => embedSettings())

  test('writes title, description, canonical, alternates and Open Graph in English', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
    render(
      <AppProviders>
        <ListPage path="/case-studies" />
      </AppProviders>,
    )
    const origin = window.location.origin
    expect(document.title).toBe('Case studies | Cảng Xanh')
    expect(head('meta[name="description"]')?.getAttribute('content')).toMatch(/measurable results/)
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/case-studies?lang=en`)
    expect(head('link[hreflang="vi"]')?.getAttribute('href')).toBe(`${origin}/case-studies`)
    expect(head('link[hreflang="en"]')?.getAttribute('href')).toBe(`${origin}/case-studies?lang=en`)
    expect(head('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${origin}/case-studies`)
    expect(head('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US')
    const org = JSON.parse(head('#ld-organization')?.textContent ?? '{}')
    expect(org['@type']).toBe('Organization')
  })

  test('Vietnamese canonical is the plain path; page data is replaced on navigation', () => {
    const { rerender } = render(
      <AppProviders>
        <Page path="/contact" data={() => ({ '@type': 'ContactPage' })} />
      </AppProviders>,
    )
    expect(document.title).toBe('Liên hệ tư vấn | Cảng Xanh')
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/contact`)
    expect(JSON.parse(head('#page-structured-data')?.textContent ?? '{}')['@type']).toBe('ContactPage')
    rerender(
      <AppProviders>
        <ListPage path="/blog" />
      </AppProviders>,
    )
    expect(head('#page-structured-data')).toBeNull()
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  })
})
