import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { Testimonial } from '@/api/use-content-list'
import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { TestimonialsScreen } from './testimonials-screen'

const items: Testimonial[] = [
  {
    id: 't1',
    nameVi: 'Nguyễn Thị Lan',
    nameEn: 'Nguyen Thi Lan',
    positionVi: 'Giám đốc Chuỗi cung ứng',
    positionEn: 'Supply Chain Director',
    companyVi: 'Công ty CP Thủy sản Kim Ngân',
    companyEn: 'Kim Ngan Seafood JSC',
    contentVi: 'Hàng đến Rotterdam sớm hơn chín ngày.',
    contentEn: 'Our containers reach Rotterdam nine days earlier.',
  },
  {
    id: 't2',
    nameVi: 'Trần Quốc Hưng',
    nameEn: 'Tran Quoc Hung',
    positionVi: 'Trưởng phòng Xuất nhập khẩu',
    positionEn: 'Head of Import-Export',
    companyVi: 'Công ty TNHH Điện tử Hưng Thịnh',
    companyEn: 'Hung Thinh Electronics Co., Ltd.',
    contentVi: 'Thời gian thông quan giảm một nửa.',
    contentEn: 'Clearance time halved.',
    avatarUrl: '/images/avatars/hung.png',
  },
]

function stubList(list: Testimonial[] = items) {
  const fetch = vi.fn(async () => jsonResponse(list))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe('TestimonialsScreen', () => {
  test('Vietnamese: loading, then cards with quote, five stars, initials, name, position and company', async () => {
    const fetch = stubList()
    renderWithProviders(<TestimonialsScreen />, { locale: 'vi', route: '/testimonials' })
    expect(screen.getByText('Đang tải...')).toBeInTheDocument()

    const card = (await screen.findByText('Hàng đến Rotterdam sớm hơn chín ngày.')).closest('figure')!
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/testimonials')
    expect(within(card).getByRole('img', { name: 'Đánh giá 5/5' }).querySelectorAll('svg')).toHaveLength(5)
    expect(within(card).getByTestId('avatar-initials')).toHaveTextContent('NT')
    expect(within(card).getByText('Nguyễn Thị Lan')).toBeInTheDocument()
    expect(within(card).getByText('Giám đốc Chuỗi cung ứng')).toBeInTheDocument()
    expect(within(card).getByText('Công ty CP Thủy sản Kim Ngân')).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'Đánh giá 5/5' })).toHaveLength(2)

    const stats = screen.getByRole('heading', { name: 'Những con số nói lên chất lượng' }).parentElement!
    for (const text of ['4,9/5', '98%', '500+', '85%', 'Khách hàng quay lại']) {
      expect(within(stats).getByText(text)).toBeInTheDocument()
    }
  })

  test('English: the same cards and statistics in English', async () => {
    stubList()
    renderWithProviders(<TestimonialsScreen />, { locale: 'en', route: '/testimonials' })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    const card = (await screen.findByText('Our containers reach Rotterdam nine days earlier.')).closest('figure')!
    expect(within(card).getByRole('img', { name: 'Rated 5/5' })).toBeInTheDocument()
    expect(within(card).getByTestId('avatar-initials')).toHaveTextContent('NT')
    expect(within(card).getByText('Supply Chain Director')).toBeInTheDocument()
    expect(within(card).getByText('Kim Ngan Seafood JSC')).toBeInTheDocument()
    const stats = screen.getByRole('heading', { name: 'Our track record in numbers' }).parentElement!
    for (const text of ['4.9/5', '98%', '500+', '85%', 'Repeat customers']) {
      expect(within(stats).getByText(text)).toBeInTheDocument()
    }
  })

  test('an avatar image is shown when there is one, and initials replace it if it fails to load', async () => {
    stubList()
    renderWithProviders(<TestimonialsScreen />, { locale: 'en', route: '/testimonials' })
    const card = (await screen.findByText('Clearance time halved.')).closest('figure')!
    const photo = within(card).getByRole('img', { name: 'Portrait of Tran Quoc Hung' })
    expect(photo).toHaveAttribute('src', '/images/avatars/hung.png')
    expect(within(card).queryByTestId('avatar-initials')).toBeNull()
    photo.dispatchEvent(new Event('error'))
    expect(await within(card).findByTestId('avatar-initials')).toHaveTextContent('TQ')
  })

  test('Get Quote creates an enquiry from the page, says what happens next, and subscribes no one', async () => {
    const fetch = stubApi({
      '/testimonials': () => jsonResponse(items),
      'POST /contact': () => jsonResponse({ id: 'e1', message: 'ok' }, 201),
    })
    const user = userEvent.setup()
    renderWithProviders(<TestimonialsScreen />, { locale: 'vi', route: '/testimonials' })
    await screen.findByText('Thời gian thông quan giảm một nửa.')
    expect(screen.getByText(/trong vòng một ngày làm việc, chúng tôi gọi điện hoặc gửi email/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: /biểu mẫu liên hệ/ })).toHaveAttribute('href', '/contact')

    await user.click(screen.getByRole('button', { name: 'Nhận báo giá' }))
    expect(await sentBodies(fetch, '/contact')).toEqual([]) // empty: the browser's check stops it

    await user.type(screen.getByLabelText('Địa chỉ email của bạn'), 'lan@kimngan.vn')
    await user.type(screen.getByLabelText('Số điện thoại (không bắt buộc)'), '0901 234 567')
    await user.click(screen.getByRole('button', { name: 'Nhận báo giá' }))
    expect(await screen.findByText('Đã nhận yêu cầu báo giá')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('qua lan@kimngan.vn trong vòng một ngày làm việc')
    expect(await sentBodies(fetch, '/contact')).toEqual([
      {
        name: 'lan@kimngan.vn',
        email: 'lan@kimngan.vn',
        company: '(không ghi)',
        phone: '0901 234 567',
        message: 'Yêu cầu báo giá gửi từ trang Khách hàng.',
        preferredLanguage: 'vi',
        source: { landingPath: '/testimonials' },
        consentVersion: 3,
      },
    ])
    expect(await sentBodies(fetch, '/subscriptions')).toEqual([])
  })
})
