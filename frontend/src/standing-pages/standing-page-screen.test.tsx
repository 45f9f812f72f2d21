import { screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders } from '@/test/render'
import { TEST_SETTINGS } from '@/test/settings'

import { StandingPageScreen } from './standing-page-screen'
import type { StandingPage } from './use-standing-page'

const EVIL = '<script>alert(1)</script>"><img src=x onerror=alert(1)>'

const faq: StandingPage = {
  slug: 'faq',
  titleVi: 'Câu hỏi thường gặp',
  titleEn: 'Frequently asked questions',
  descriptionVi: 'Giải đáp của {companyName}.',
  descriptionEn: 'Answers from {companyName}.',
  bodyVi: '## Dịch vụ\n\n### Có mất phí không?\n\nKhông. Gọi {phone}.\n\n- Một\n- Hai',
  bodyEn: `## Services\n\n### Is it free?\n\nYes. Write to {email}.\n\n${EVIL}`,
  updatedAt: '2026-11-20T08:00:00Z',
}

function stub(page: StandingPage | undefined) {
  const fetch = vi.fn(async () => (page ? jsonResponse(page) : jsonResponse({ error: 'There is no such page.' }, 404)))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe('StandingPageScreen', () => {
  test('Vietnamese: headings, questions, lists, placeholders filled, FAQPage data', async () => {
    const fetch = stub(faq)
    renderWithProviders(<StandingPageScreen />, { locale: 'vi', route: '/faq' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeInTheDocument()
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/pages/faq')
    expect(screen.getByText(`Giải đáp của ${TEST_SETTINGS.companyName}.`)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Dịch vụ' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Có mất phí không?' })).toBeInTheDocument()
    expect(screen.getByText(`Không. Gọi ${TEST_SETTINGS.phone}.`)).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Một', 'Hai'])
    expect(document.title).toBe(`Câu hỏi thường gặp | ${TEST_SETTINGS.companyName}`)
    const data = JSON.parse(document.getElementById('page-structured-data')!.textContent!)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Có mất phí không?',
        acceptedAnswer: { '@type': 'Answer', text: `Không. Gọi ${TEST_SETTINGS.phone}. Một Hai` },
      },
    ])
  })

  test('English: owner text is shown as text, never as markup', async () => {
    stub(faq)
    renderWithProviders(<StandingPageScreen />, { locale: 'en', route: '/faq' })
    expect(await screen.findByText(EVIL)).toBeInTheDocument()
    // The filled-in address is a link, as an address typed in the text is.
    const email = screen.getByRole('link', { name: TEST_SETTINGS.email })
    expect(email).toHaveAttribute('href', `mailto:${TEST_SETTINGS.email}`)
    expect(email.parentElement).toHaveTextContent(`Yes. Write to ${TEST_SETTINGS.email}.`)
    expect(document.querySelector('main script, img[src="x"]')).toBeNull()
    expect(document.body.innerHTML).not.toContain('<img src="x"')
  })

  test('an unknown or unpublished page is Page Not Found', async () => {
    stub(undefined)
    renderWithProviders(<StandingPageScreen />, { locale: 'en', route: '/terms' })
    expect(await screen.findByText('404')).toBeInTheDocument()
  })
})
