import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { Service } from '@/api/use-content-list'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { ServicesScreen } from './services-screen'

const SERVICES: Service[] = [
  {
    id: 's1',
    slug: 'sea-freight',
    icon: 'ship',
    titleVi: 'Vận tải đường biển',
    titleEn: 'Sea freight',
    descriptionVi: 'Hàng FCL và LCL qua Cát Lái và Hải Phòng.',
    descriptionEn: 'FCL and LCL shipments through Cát Lái and Hải Phòng.',
    contentVi: 'Chúng tôi đặt chỗ với các hãng tàu lớn.\n- Hàng FCL\n- Tư vấn chọn cảng\n- Container lạnh\n- Theo dõi DEM/DET\nBáo giá minh bạch.',
    contentEn: 'We book with the major carriers.\n- FCL and LCL\n- Port selection\n- Reefer containers\n- Free-time monitoring\nTransparent quotes.',
  },
  {
    id: 's2',
    slug: 'mystery',
    icon: 'rocket',
    titleVi: 'Dịch vụ khác',
    titleEn: 'Other service',
    descriptionVi: 'Mô tả.',
    descriptionEn: 'Description.',
    contentVi: 'Không có gạch đầu dòng.',
    contentEn: 'No bullets here.',
  },
]

afterEach(() => vi.unstubAllGlobals())

describe('ServicesScreen', () => {
  test('shows the loading text, then the hero and the cards in Vietnamese', async () => {
    const fetch = vi.fn(async () => jsonResponse(SERVICES))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<ServicesScreen />, { locale: 'vi', route: '/services' })

    expect(screen.getByText('Đang tải...')).toBeInTheDocument()
    const card = (await screen.findByRole('heading', { name: 'Vận tải đường biển' })).closest('article')!
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dịch vụ logistics trọn gói')
    expect(within(card).getByText('Hàng FCL và LCL qua Cát Lái và Hải Phòng.')).toBeInTheDocument()
    // Only dash lines, at most 3.
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Hàng FCL',
      'Tư vấn chọn cảng',
      'Container lạnh',
    ])
    expect(within(card).getByRole('link', { name: 'Tìm hiểu thêm về Vận tải đường biển' })).toHaveAttribute(
      'href',
      '/services/sea-freight',
    )
    expect(screen.getByRole('link', { name: 'Nhận tư vấn miễn phí' })).toHaveAttribute('href', '/contact')
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/services')
  })

  test('shows the English texts and the English content', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(SERVICES)))
    renderWithProviders(<ServicesScreen />, { locale: 'en', route: '/services' })

    expect(screen.getByText('Loading...')).toBeInTheDocument()
    const card = (await screen.findByRole('heading', { name: 'Sea freight' })).closest('article')!
    expect(within(card).getByText('Port selection')).toBeInTheDocument()
    expect(within(card).queryByText('Free-time monitoring')).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Learn More/ })).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Other service' })).toBeInTheDocument()
    expect(screen.queryByText('Vận tải đường biển')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/contact')
  })

  test('a card without dash lines has no bullet list, and an unknown icon still draws one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(SERVICES)))
    renderWithProviders(<ServicesScreen />, { locale: 'en', route: '/services' })

    const card = (await screen.findByRole('heading', { name: 'Other service' })).closest('article')!
    expect(within(card).queryByRole('list')).not.toBeInTheDocument()
    expect(card.querySelector('svg')).not.toBeNull()
  })

  test('an answer of 500 shows the message with Retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"boom"}', { status: 500 })))
    renderWithProviders(<ServicesScreen />, { locale: 'en', route: '/services' })

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded')
  })
})
