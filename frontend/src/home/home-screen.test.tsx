import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'
import { TEST_SETTINGS as S } from '@/test/settings'

import { HomeScreen } from './home-screen'
import { websiteJsonLd } from './website-json-ld'

function jsonLd(id: string): Record<string, unknown> {
  const script = document.getElementById(id)
  expect(script).toHaveAttribute('type', 'application/ld+json')
  return JSON.parse(script!.textContent ?? '') as Record<string, unknown>
}

describe('HomeScreen', () => {
  test('shows the hero, the figures and the links in English', async () => {
    renderWithProviders(<HomeScreen />, { locale: 'en', route: '/' })

    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!
    expect(hero).toHaveClass('h-[600px]')
    expect(within(hero).getByText('Trusted logistics partner for importers and exporters')).toBeInTheDocument()
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
    expect(within(hero).getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services')

    // The owner's figures from the settings the page carries, in English.
    const headline = screen.getByRole('list', { name: 'Key figures' })
    expect(within(headline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '320+Importers served',
      '7.5K+Containers a year',
      '98.6%Cleared the same day',
    ])

    for (const feature of ['Warehouse management', 'Global shipping', 'Supply chain consulting']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')

    expect(screen.getByRole('heading', { level: 2, name: `Why businesses choose ${S.companyName}` })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Over 10 years of experience' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Up to 30% cost reduction' })).toBeInTheDocument()
    const record = screen.getByRole('list', { name: 'Our track record' })
    expect(within(record).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4.8/5Satisfaction score',
      '35Partner ports',
    ])

    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await waitFor(() => expect(document.title).toContain(S.companyName))
  })

  test('shows the Vietnamese texts and figures', () => {
    renderWithProviders(<HomeScreen />, { locale: 'vi', route: '/' })

    expect(screen.getByRole('link', { name: 'Bắt đầu ngay' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Xem dịch vụ' })).toHaveAttribute('href', '/services')
    expect(screen.getByRole('link', { name: 'Xem tất cả dịch vụ' })).toHaveAttribute('href', '/services')
    const headline = screen.getByRole('list', { name: 'Số liệu nổi bật' })
    expect(within(headline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '320+Nhà nhập khẩu tin dùng',
      '7.500+Container mỗi năm',
      '98,6%Thông quan trong ngày',
    ])
    expect(screen.getByRole('heading', { name: 'Hơn 10 năm kinh nghiệm' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Thành tích của chúng tôi' })).getByText('4,8/5')).toBeInTheDocument()
  })

  test('a row the owner hid every figure of is not shown; the other stays', () => {
    renderWithProviders(<HomeScreen />, {
      locale: 'vi',
      route: '/',
      settings: { ...S, homeFigures: { headline: [], trackRecord: [S.homeFigures.trackRecord[1]!] } },
    })

    expect(screen.queryByRole('list', { name: 'Số liệu nổi bật' })).not.toBeInTheDocument()
    expect(screen.queryByText('320+')).not.toBeInTheDocument()
    const record = screen.getByRole('list', { name: 'Thành tích của chúng tôi' })
    expect(within(record).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['35Cảng đối tác'])
  })

  test('adds the organisation structured data in the current language, and the WebSite', async () => {
    renderWithProviders(<HomeScreen />, { locale: 'vi', route: '/' })

    await waitFor(() => expect(jsonLd('ld-organization')).toMatchObject({ '@type': 'Organization', name: S.companyName }))
    expect(jsonLd('ld-organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: S.companyName,
      legalName: S.legalName,
      url: `${window.location.origin}/`,
      logo: `${window.location.origin}/logo.png`,
      email: S.email,
      telephone: S.phone,
      address: { '@type': 'PostalAddress', streetAddress: S.streetVi, addressLocality: S.cityVi, addressCountry: 'VN' },
      // Only the links the owner filled in, in the server's order (src/site/seo.rs).
      sameAs: [S.facebookUrl, S.zaloUrl],
    })
    expect(jsonLd('page-structured-data')).toMatchObject({ '@type': 'WebSite', name: S.companyName, inLanguage: 'vi' })
  })

  test('the structured data follows the language', async () => {
    renderWithProviders(<HomeScreen />, { locale: 'en', route: '/' })

    await waitFor(() => expect(jsonLd('page-structured-data')).toMatchObject({ inLanguage: 'en' }))
    expect(jsonLd('ld-organization')).toMatchObject({ address: { streetAddress: S.streetEn, addressLocality: S.cityEn } })
    expect(jsonLd('page-structured-data')).toEqual(websiteJsonLd('en', S))
  })
})
