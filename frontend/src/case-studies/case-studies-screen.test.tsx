import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { CaseStudy } from '@/api/use-content-list'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { CaseStudiesScreen } from './case-studies-screen'

const WITH_IMAGE: CaseStudy = {
  id: 'c1',
  slug: 'kim-ngan-seafood',
  titleVi: 'Tái thiết kế chuỗi lạnh xuất khẩu tôm sang EU',
  titleEn: "Redesigning a shrimp exporter's cold chain to the EU",
  descriptionVi: 'Một nhà xuất khẩu tôm chuyển sang tuyến đi thẳng.',
  descriptionEn: 'A shrimp exporter moved to direct sailings.',
  contentVi:
    'Bối cảnh: hàng chuyển tải ở Singapore.\nGiải pháp:\n- Chuyển sang tuyến đi thẳng\nKết quả:\n- Giảm 24% thời gian vận chuyển\n- Giảm 17% tổng chi phí\n- Tỷ lệ đúng hẹn tăng lên 97%',
  contentEn:
    'Context: transshipment in Singapore.\nWhat we did:\n- Moved to direct sailings\nResults:\n- 24% shorter transit\n- 17% lower cost\n- On-time delivery increased to 97%',
  clientName: 'Kim Ngân Seafood',
  industry: 'Seafood',
  imageUrl: '/images/case-studies/kim-ngan-seafood-eu-cold-chain.svg',
}

// The server sends null for a case study without an image.
const WITHOUT_IMAGE = {
  ...WITH_IMAGE,
  id: 'c2',
  slug: 'saigon-home',
  titleVi: 'Tối ưu thuế nhập khẩu cho chuỗi bán lẻ',
  titleEn: 'Lower import duties for a homeware retailer',
  contentVi: 'Bối cảnh: nhiều kho thuê ngoài.\n- Gộp ba kho thành một',
  contentEn: 'Context: three outsourced warehouses.\n- Merged them into one',
  clientName: 'Sài Gòn Home',
  industry: 'Retail',
  imageUrl: null,
} as unknown as CaseStudy

afterEach(() => vi.unstubAllGlobals())

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article')!
}

describe('CaseStudiesScreen', () => {
  test('shows the loading text, then the cards in Vietnamese', async () => {
    const fetch = vi.fn(async () => jsonResponse([WITH_IMAGE, WITHOUT_IMAGE]))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<CaseStudiesScreen />, { locale: 'vi', route: '/case-studies' })

    expect(screen.getByText('Đang tải...')).toBeInTheDocument()
    await screen.findByRole('heading', { name: WITH_IMAGE.titleVi })
    const first = card(WITH_IMAGE.titleVi)
    expect(within(first).getByText('Thủy sản')).toBeInTheDocument()
    expect(within(first).getByText('Kim Ngân Seafood')).toBeInTheDocument()
    const description = within(first).getByText('Một nhà xuất khẩu tôm chuyển sang tuyến đi thẳng.')
    expect(description).toHaveClass('line-clamp-3')
    const results = within(first).getByRole('heading', { name: 'Kết quả đạt được' }).parentElement!
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Giảm 24% thời gian vận chuyển',
      'Giảm 17% tổng chi phí',
    ])
    const image = within(first).getByRole('img', { name: `Hình minh họa dự án: ${WITH_IMAGE.titleVi}` })
    expect(image).toHaveAttribute('src', WITH_IMAGE.imageUrl)
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveClass('aspect-[16/9]')
    expect(within(first).getByRole('link', { name: `Xem chi tiết dự án ${WITH_IMAGE.titleVi}` })).toHaveAttribute(
      'href',
      '/case-studies/kim-ngan-seafood',
    )
    expect(screen.getByRole('link', { name: 'Trao đổi với chuyên gia' })).toHaveAttribute('href', '/contact')
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/case-studies')
  })

  test('shows the English texts and the results from the English content', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse([WITH_IMAGE, WITHOUT_IMAGE])))
    renderWithProviders(<CaseStudiesScreen />, { locale: 'en', route: '/case-studies' })

    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await screen.findByRole('heading', { name: WITH_IMAGE.titleEn })
    const first = card(WITH_IMAGE.titleEn)
    expect(within(first).getByText('Seafood')).toBeInTheDocument()
    expect(within(first).getByText('A shrimp exporter moved to direct sailings.')).toBeInTheDocument()
    expect(within(first).getByRole('heading', { name: 'Results Achieved' })).toBeInTheDocument()
    expect(within(first).getByText('24% shorter transit')).toBeInTheDocument()
    expect(within(first).queryByText('On-time delivery increased to 97%')).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(2)
    expect(screen.queryByText(WITH_IMAGE.titleVi)).not.toBeInTheDocument()
  })

  test('a case study without an image shows the fallback image, and no results box without result lines', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse([WITHOUT_IMAGE])))
    renderWithProviders(<CaseStudiesScreen />, { locale: 'en', route: '/case-studies' })

    await screen.findByRole('heading', { name: 'Lower import duties for a homeware retailer' })
    const only = card('Lower import duties for a homeware retailer')
    expect(
      within(only).getByRole('img', { name: 'Illustration for the case study: Lower import duties for a homeware retailer' }),
    ).toHaveAttribute('src', '/images/fallback.svg')
    expect(within(only).queryByText('Results Achieved')).not.toBeInTheDocument()
  })

  test('an answer of 500 shows the message with Retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"boom"}', { status: 500 })))
    renderWithProviders(<CaseStudiesScreen />, { locale: 'vi', route: '/case-studies' })

    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Không thể tải nội dung')
  })
})
