import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { BlogPostSummary } from '@/api/use-content-list'
import { FALLBACK_IMAGE } from '@/components/ui/content-image'
import { TEST_CONSENT, jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { BlogScreen } from './blog-screen'

const posts: BlogPostSummary[] = [
  {
    id: 'p1',
    slug: 'dem-det',
    titleVi: 'Phí DEM/DET âm thầm',
    titleEn: 'The quiet cost of D&D',
    descriptionVi: 'Phân biệt demurrage và detention.',
    descriptionEn: 'How demurrage and detention differ.',
    readingMinutesVi: 1,
    readingMinutesEn: 1,
    author: 'Nguyễn Minh Tuấn',
    publishedAt: '2026-11-10T08:00:00Z',
    imageUrl: '/images/blog/demurrage-detention-hidden-costs.svg',
  },
  {
    id: 'p2',
    slug: 'cai-mep',
    titleVi: 'Cái Mép hay Cát Lái',
    titleEn: 'Cái Mép or Cát Lái',
    descriptionVi: 'So sánh hai cảng.',
    descriptionEn: 'Two ports compared.',
    readingMinutesVi: 2, // 201 words
    readingMinutesEn: 3, // 450 words
    author: 'Trần Thu Hà',
    publishedAt: '2026-10-02T08:00:00Z',
  },
  {
    id: 'p3',
    slug: 'evfta',
    titleVi: 'Quy tắc xuất xứ EVFTA',
    titleEn: 'EVFTA rules of origin',
    descriptionVi: 'Lỗi thường gặp với EUR.1.',
    descriptionEn: 'Common EUR.1 mistakes.',
    readingMinutesVi: 1,
    readingMinutesEn: 1,
    author: 'Lê Hoàng Nam',
    publishedAt: '2026-09-15T08:00:00Z',
    imageUrl: '/images/blog/evfta-rules-of-origin-eur1-mistakes.svg',
  },
]

function stubPosts(list: BlogPostSummary[] = posts) {
  const fetch = vi.fn(async () => jsonResponse(list))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

/** The words the English box shows beside the address: sent as the consent's record. */
const CONSENT_EN =
  'You are signing up for our newsletter by email and can unsubscribe at any time. We first send an e-mail for you to confirm, and use this address only to send the newsletter.'

describe('BlogScreen', () => {
  test('Vietnamese: loading, then the featured post and the grid of the others', async () => {
    const fetch = stubPosts()
    renderWithProviders(<BlogScreen />, { locale: 'vi', route: '/blog' })
    expect(screen.getByText('Đang tải...')).toBeInTheDocument()

    const featured = (await screen.findByRole('heading', { level: 3, name: 'Phí DEM/DET âm thầm' })).closest('article')!
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/blog-posts')
    expect(within(featured).getByText('Phân biệt demurrage và detention.')).toBeInTheDocument()
    expect(within(featured).getByText('Nguyễn Minh Tuấn')).toBeInTheDocument()
    expect(within(featured).getByText('10 tháng 11, 2026')).toBeInTheDocument()
    expect(within(featured).getByRole('img')).toHaveAttribute('alt', 'Ảnh minh họa bài viết: Phí DEM/DET âm thầm')
    expect(within(featured).getByRole('img')).toHaveAttribute('src', posts[0]!.imageUrl)
    expect(within(featured).getByRole('link', { name: 'Đọc bài viết: Phí DEM/DET âm thầm' })).toHaveAttribute('href', '/blog/dem-det')

    const grid = screen.getByRole('region', { name: 'Bài viết mới nhất' })
    const cards = within(grid).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const [second, third] = cards as [HTMLElement, HTMLElement]
    expect(within(second).getByText('Cái Mép hay Cát Lái')).toBeInTheDocument()
    expect(within(second).getByText('2 tháng 10, 2026')).toBeInTheDocument()
    expect(within(second).getByText('2 phút đọc')).toBeInTheDocument() // 201 words
    expect(within(second).getByText('Trần Thu Hà')).toBeInTheDocument()
    expect(within(third).getByText('1 phút đọc')).toBeInTheDocument()
    expect(within(second).getByRole('link', { name: 'Đọc tiếp: Cái Mép hay Cát Lái' })).toHaveAttribute('href', '/blog/cai-mep')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kiến thức logistics và xuất nhập khẩu')
  })

  test('English: texts, dates and reading time of the English content', async () => {
    stubPosts()
    renderWithProviders(<BlogScreen />, { locale: 'en', route: '/blog' })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    const featured = (await screen.findByRole('heading', { name: 'The quiet cost of D&D' })).closest('article')!
    expect(within(featured).getByText('November 10, 2026')).toBeInTheDocument()
    expect(within(featured).getByRole('link', { name: 'Read Article: The quiet cost of D&D' })).toHaveAttribute('href', '/blog/dem-det')
    const second = screen.getByRole('heading', { name: 'Cái Mép or Cát Lái' }).closest('article')!
    expect(within(second).getByText('3 min read')).toBeInTheDocument() // 450 English words
    expect(within(second).getByText('October 2, 2026')).toBeInTheDocument()
    expect(within(second).getByRole('link', { name: 'Read: Cái Mép or Cát Lái' })).toHaveAttribute('href', '/blog/cai-mep')
    expect(within(second).getByRole('img')).toHaveAttribute('alt', 'Illustration for the article: Cái Mép or Cát Lái')
  })

  test('a post without an image shows the fallback image; grid images load lazily at a fixed ratio', async () => {
    stubPosts()
    renderWithProviders(<BlogScreen />, { locale: 'vi', route: '/blog' })
    const second = (await screen.findByRole('heading', { name: 'Cái Mép hay Cát Lái' })).closest('article')!
    const image = within(second).getByRole('img')
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE)
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image.className).toContain('aspect-[16/9]')
  })

  test('an image that fails to load is replaced by the fallback', async () => {
    stubPosts()
    renderWithProviders(<BlogScreen />, { locale: 'en', route: '/blog' })
    const third = (await screen.findByRole('heading', { name: 'EVFTA rules of origin' })).closest('article')!
    const image = within(third).getByRole('img')
    image.dispatchEvent(new Event('error'))
    expect(await within(third).findByRole('img')).toHaveAttribute('src', FALLBACK_IMAGE)
  })

  test('Subscribe stores the address (source blog, page language, the consent shown) and answers only after the 201', async () => {
    let answered = false
    const fetch = stubApi({
      '/blog-posts': () => jsonResponse(posts),
      'POST /subscriptions': () => {
        answered = true
        return jsonResponse({ message: 'Almost done! Check your inbox to confirm.' }, 201)
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<BlogScreen />, { locale: 'en', route: '/blog' })
    await screen.findByRole('heading', { name: 'The quiet cost of D&D' })
    const email = screen.getByLabelText('Your email address')
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAccessibleDescription(/signing up for our newsletter/)
    expect(email).toHaveAccessibleDescription(new RegExp(TEST_CONSENT.textEn))
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Your personal data' })).toHaveAttribute('href', '/personal-data')
    await user.type(email, ' an@example.vn ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument()
    expect(answered).toBe(true)
    expect(screen.getByText('Almost done! Check your inbox to confirm.')).toBeInTheDocument()
    expect(email).toHaveValue('')
    expect(await sentBodies(fetch, '/subscriptions')).toEqual([
      { email: 'an@example.vn', language: 'en', source: 'blog', page: '/blog', consentText: CONSENT_EN, consentVersion: 3 },
    ])
  })

  test("a refused address shows the server's text, keeps the address and thanks nobody", async () => {
    stubApi({
      '/blog-posts': () => jsonResponse(posts),
      'POST /subscriptions': () => jsonResponse({ error: 'Địa chỉ email không hợp lệ.' }, 400),
    })
    const user = userEvent.setup()
    renderWithProviders(<BlogScreen />, { locale: 'vi', route: '/blog' })
    const email = screen.getByLabelText('Địa chỉ email của bạn')
    await user.type(email, 'an@example.vn')
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }))
    expect(await screen.findByText('Địa chỉ email không hợp lệ.')).toBeInTheDocument()
    expect(screen.getByText('Có lỗi xảy ra')).toBeInTheDocument()
    expect(screen.queryByText('Hãy kiểm tra hộp thư của bạn')).toBeNull()
    expect(email).toHaveValue('an@example.vn')
  })

  test('the newsletter box has a honeypot hidden from people, sent only when filled', async () => {
    const fetch = stubApi({
      '/blog-posts': () => jsonResponse(posts),
      'POST /subscriptions': () => jsonResponse({ message: 'ok' }, 201),
    })
    renderWithProviders(<BlogScreen />, { locale: 'en', route: '/blog' })
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    const user = userEvent.setup()
    await user.type(honeypot, 'spam.example')
    await user.type(screen.getByLabelText('Your email address'), 'bot@example.vn')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await screen.findByText('Check your inbox')
    expect(await sentBodies(fetch, '/subscriptions')).toEqual([
      { email: 'bot@example.vn', language: 'en', source: 'blog', page: '/blog', consentText: CONSENT_EN, consentVersion: 3, website: 'spam.example' },
    ])
  })

  test('an empty list says so instead of showing an empty page', async () => {
    stubPosts([])
    renderWithProviders(<BlogScreen />, { locale: 'en', route: '/blog' })
    expect(await screen.findByText('No articles yet. Please check back soon.')).toBeInTheDocument()
  })
})
