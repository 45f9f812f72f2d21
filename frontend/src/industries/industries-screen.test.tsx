import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { Industry } from '@/api/use-content-list'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { IndustriesScreen } from './industries-screen'

const INDUSTRIES: Industry[] = [
  {
    id: 'i1',
    slug: 'retail-and-ecommerce',
    icon: 'shopping',
    titleVi: 'Bán lẻ và thương mại điện tử',
    titleEn: 'Retail and e-commerce',
    descriptionVi: 'Trung tâm phân phối và giao hàng chặng cuối.',
    descriptionEn: 'Distribution centres and last-mile delivery.',
  },
  {
    id: 'i2',
    slug: 'pharmaceuticals',
    icon: 'health',
    titleVi: 'Dược phẩm và thiết bị y tế',
    titleEn: 'Pharmaceuticals and medical devices',
    descriptionVi: 'Vận chuyển theo tiêu chuẩn GSP, GDP.',
    descriptionEn: 'GSP- and GDP-compliant transport.',
  },
]

afterEach(() => vi.unstubAllGlobals())

function statistics() {
  return screen.getByRole('list', { name: /Số liệu|figures/ })
}

describe('IndustriesScreen', () => {
  test('shows the loading text, then the industry cards in Vietnamese, with the statistics', async () => {
    const fetch = vi.fn(async () => jsonResponse(INDUSTRIES))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<IndustriesScreen />, { locale: 'vi', route: '/industries' })

    expect(screen.getByText('Đang tải...')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Giải pháp logistics cho từng ngành hàng')
    expect(await screen.findByRole('heading', { name: 'Bán lẻ và thương mại điện tử' })).toBeInTheDocument()
    expect(screen.getByText('Vận chuyển theo tiêu chuẩn GSP, GDP.')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('h2 + p'))).toHaveLength(2)
    const stats = statistics()
    expect(within(stats).getByText('98%')).toBeInTheDocument()
    expect(within(stats).getByText('Khách hàng hài lòng')).toBeInTheDocument()
    expect(within(stats).getByText('15+')).toBeInTheDocument()
    expect(within(stats).getByText('500+')).toBeInTheDocument()
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/industries')
  })

  test('shows the English texts and the English content', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(INDUSTRIES)))
    renderWithProviders(<IndustriesScreen />, { locale: 'en', route: '/industries' })

    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Pharmaceuticals and medical devices' })).toBeInTheDocument()
    expect(screen.getByText('Distribution centres and last-mile delivery.')).toBeInTheDocument()
    expect(screen.queryByText('Bán lẻ và thương mại điện tử')).not.toBeInTheDocument()
    const stats = statistics()
    expect(within(stats).getByText('Client satisfaction')).toBeInTheDocument()
    expect(within(stats).getByText('Industries served')).toBeInTheDocument()
    expect(within(stats).getByText('Businesses served')).toBeInTheDocument()
  })

  test('an answer of 500 shows the message with Retry, and the statistics stay', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"boom"}', { status: 500 })))
    renderWithProviders(<IndustriesScreen />, { locale: 'en', route: '/industries' })

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded')
    expect(within(statistics()).getByText('98%')).toBeInTheDocument()
  })
})
