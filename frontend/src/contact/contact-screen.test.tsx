import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { useLanguage } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { TEST_CONSENT, jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'
import { TEST_SETTINGS as S } from '@/test/settings'

import { ContactScreen } from './contact-screen'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

const LABELS = {
  vi: { name: 'Họ và tên', email: 'Email', phone: 'Số điện thoại', company: 'Tên công ty', message: 'Nội dung tin nhắn', send: 'Gửi tin nhắn' },
  en: { name: 'Full name', email: 'Email', phone: 'Phone', company: 'Company', message: 'Message', send: 'Send Message' },
}

function field(locale: Locale, name: keyof (typeof LABELS)['vi']) {
  return screen.getByLabelText(new RegExp(`^${LABELS[locale][name]}`))
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, locale: Locale) {
  await user.type(field(locale, 'name'), 'Nguyễn Văn An')
  await user.type(field(locale, 'email'), 'an@congty.vn')
  await user.type(field(locale, 'phone'), '0901 234 567')
  await user.type(field(locale, 'company'), 'Công ty ABC')
  await user.type(field(locale, 'message'), 'Cần báo giá 2 container 40ft đi Rotterdam.')
}

function requestOf(fetch: ReturnType<typeof vi.fn>, call = 0): Request {
  return (fetch.mock.calls[call] as unknown as [Request])[0]
}

describe('ContactScreen: page', () => {
  test('hero, contact details and hours from the embedded settings, and ContactPage structured data', () => {
    renderWithProviders(<ContactScreen />, { locale: 'vi', route: '/contact' })
    expect(screen.getByRole('heading', { level: 1, name: 'Liên hệ với chúng tôi' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: S.email })).toHaveAttribute('href', `mailto:${S.email}`)
    expect(screen.getByRole('link', { name: S.phone })).toHaveAttribute('href', `tel:${S.phone.replace(/\s/g, '')}`)
    expect(screen.getByText(S.streetVi)).toBeInTheDocument()
    expect(screen.getByText(S.cityVi)).toBeInTheDocument()
    expect(screen.getByText('Thứ Hai – Thứ Sáu')).toBeInTheDocument()
    expect(screen.getByText('8:00 – 17:30')).toBeInTheDocument()
    expect(screen.getByText('8:00 – 12:00')).toBeInTheDocument()
    expect(screen.getByText('Nghỉ')).toBeInTheDocument()

    expect(document.title).toBe(`Liên hệ tư vấn | ${S.companyName}`)
    const data = JSON.parse(document.getElementById('page-structured-data')?.textContent ?? '{}')
    expect(data['@type']).toBe('ContactPage')
    expect(data.inLanguage).toBe('vi')
    expect(data.url).toBe(`${window.location.origin}/contact`)
    expect(data.mainEntity).toMatchObject({ name: S.companyName })
    expect(data.mainEntity.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: S.email, telephone: S.phone })
  })

  test('English details, hours and structured data', () => {
    renderWithProviders(<ContactScreen />, { locale: 'en', route: '/contact' })
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument()
    expect(screen.getByText(S.streetEn)).toBeInTheDocument()
    expect(screen.getByText(S.cityEn)).toBeInTheDocument()
    expect(screen.getByText('Monday – Friday')).toBeInTheDocument()
    expect(screen.getByText('Closed')).toBeInTheDocument()
    const data = JSON.parse(document.getElementById('page-structured-data')?.textContent ?? '{}')
    expect(data.url).toBe(`${window.location.origin}/contact?lang=en`)
    expect(data.name).toBe('Contact us')
  })

  test('the form fields: types, required marks, message at least 8rem high, hidden honeypot', () => {
    renderWithProviders(<ContactScreen />, { locale: 'en', route: '/contact' })
    expect(field('en', 'email')).toHaveAttribute('type', 'email')
    expect(field('en', 'phone')).toHaveAttribute('type', 'tel')
    expect(field('en', 'phone')).not.toBeRequired()
    for (const name of ['name', 'email', 'company', 'message'] as const) expect(field('en', name)).toBeRequired()
    expect(field('en', 'message').tagName).toBe('TEXTAREA')
    expect(field('en', 'message').className).toContain('min-h-32')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot).toHaveAttribute('aria-hidden', 'true')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull()
  })

  test('the consent statement above the button, with the privacy policy and the personal data page', () => {
    renderWithProviders(<ContactScreen />, { locale: 'vi', route: '/contact' })
    expect(screen.getByTestId('consent-statement')).toHaveTextContent(TEST_CONSENT.textVi)
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Dữ liệu cá nhân của bạn' })).toHaveAttribute('href', '/personal-data')
  })

  test('without a statement loaded the enquiry is still sent, without a version', async () => {
    const fetch = stubApi({
      '/consent': () => jsonResponse({ error: 'down' }, 500),
      'POST /contact': () => jsonResponse({ id: 'e3', message: 'ok' }, 201),
    })
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale: 'en', route: '/contact', consent: null })
    await fillValid(user, 'en')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByTestId('contact-confirmation')
    const [body] = (await sentBodies(fetch, '/contact')) as Array<Record<string, unknown>>
    expect(body?.consentVersion).toBeUndefined()
    expect(screen.queryByTestId('consent-statement')).toBeNull()
  })
})

describe('ContactScreen: validation', () => {
  test.each([
    ['vi', 'Bắt buộc', 'Email không hợp lệ', 'Tối đa 200 ký tự', 'Tối đa 5.000 ký tự', 'Tối đa 50 ký tự'],
    ['en', 'Required', 'Invalid email', 'At most 200 characters', 'At most 5,000 characters', 'At most 50 characters'],
  ] as const)('%s: each message under its field, linked and marked invalid; nothing sent', async (locale, required, invalid, max200, max5000, max50) => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale, route: '/contact' })

    await user.click(screen.getByRole('button', { name: LABELS[locale].send }))
    for (const name of ['name', 'email', 'company', 'message'] as const) {
      const input = field(locale, name)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(required)
    }
    expect(field(locale, 'phone')).not.toHaveAttribute('aria-invalid')
    expect(screen.getAllByText(required)).toHaveLength(4)
    expect(field(locale, 'name')).toHaveFocus()

    await user.type(field(locale, 'email'), 'an@congty')
    expect(field(locale, 'email')).toHaveAccessibleDescription(invalid)

    await user.click(field(locale, 'name'))
    await user.paste('x'.repeat(201))
    expect(field(locale, 'name')).toHaveAccessibleDescription(max200)
    await user.click(field(locale, 'phone'))
    await user.paste('1'.repeat(51))
    expect(field(locale, 'phone')).toHaveAccessibleDescription(max50)
    await user.click(field(locale, 'message'))
    await user.paste('ư'.repeat(5001))
    expect(field(locale, 'message')).toHaveAccessibleDescription(max5000)

    // Only blank space is still missing.
    await user.type(field(locale, 'company'), '   ')
    await user.click(screen.getByRole('button', { name: LABELS[locale].send }))
    expect(field(locale, 'company')).toHaveAccessibleDescription(required)
    expect(fetch).not.toHaveBeenCalled()
  })

  test('errors already shown follow a language switch', async () => {
    function SwitchToEnglish() {
      const { setLocale } = useLanguage()
      return <button onClick={() => setLocale('en')}>switch</button>
    }
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <SwitchToEnglish />
        <ContactScreen />
      </>,
      { locale: 'vi', route: '/contact' },
    )
    await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }))
    await user.type(field('vi', 'email'), 'sai')
    expect(screen.getAllByText('Bắt buộc')).toHaveLength(3)
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'switch' }))
    expect(screen.queryByText('Bắt buộc')).toBeNull()
    expect(screen.getAllByText('Required')).toHaveLength(3)
    expect(screen.getByText('Invalid email')).toBeInTheDocument()
  })
})

describe('ContactScreen: sending', () => {
  test('pending: Sending... and disabled while in flight; success: toast with the server message, form emptied', async () => {
    let answer!: (response: Response) => void
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale: 'en', route: '/contact' })
    await fillValid(user, 'en')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const pending = await screen.findByRole('button', { name: 'Sending...' })
    expect(pending).toBeDisabled()
    expect(fetch).toHaveBeenCalledTimes(1)
    const request = requestOf(fetch)
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe('/api/contact')
    expect(request.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(await request.json()).toEqual({
      name: 'Nguyễn Văn An',
      email: 'an@congty.vn',
      phone: '0901 234 567',
      company: 'Công ty ABC',
      message: 'Cần báo giá 2 container 40ft đi Rotterdam.',
      preferredLanguage: 'en',
      // The version of the statement the page showed (§27).
      consentVersion: 3,
      website: '',
    })

    answer(jsonResponse({ id: 'e1', message: 'Thank you for reaching out! We will reply within one business day.' }, 201))
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    // The toast, and the confirmation that stays in place of the form, with the reference.
    expect(screen.getAllByText('Thank you for reaching out! We will reply within one business day.')).toHaveLength(2)
    const confirmation = screen.getByTestId('contact-confirmation')
    expect(within(confirmation).getByText('We have received your enquiry')).toBeInTheDocument()
    expect(within(confirmation).getByTestId('contact-reference')).toHaveTextContent('e1')
    expect(within(confirmation).getByRole('link', { name: 'Try our calculators' })).toHaveAttribute('href', '/tools')
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument()
  })

  test('Vietnamese page: preferredLanguage vi, an empty phone is left out, values are trimmed', async () => {
    const fetch = vi.fn(async () => jsonResponse({ id: 'e2', message: 'Cảm ơn bạn đã liên hệ!' }, 201))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale: 'vi', route: '/contact' })
    await user.type(field('vi', 'name'), '  Trần Thu Hà ')
    await user.type(field('vi', 'email'), 'ha@congty.vn ')
    await user.type(field('vi', 'company'), 'Cty XYZ')
    await user.type(field('vi', 'message'), 'Xin chào')
    await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }))
    expect(await screen.findByText('Thành công!')).toBeInTheDocument()
    expect(within(screen.getByTestId('contact-confirmation')).getByText('Cảm ơn bạn đã liên hệ!')).toBeInTheDocument()
    const body = await requestOf(fetch).json()
    expect(body).toEqual({
      name: 'Trần Thu Hà',
      email: 'ha@congty.vn',
      company: 'Cty XYZ',
      message: 'Xin chào',
      preferredLanguage: 'vi',
      consentVersion: 3,
      website: '',
    })
  })

  test('server error: destructive toast with the server text, values kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: 'Email không hợp lệ.' }, 400)))
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale: 'vi', route: '/contact' })
    await fillValid(user, 'vi')
    await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }))

    const title = await screen.findByText('Có lỗi xảy ra')
    const toast = title.closest('[data-variant]')!
    expect(toast).toHaveAttribute('data-variant', 'destructive')
    expect(within(toast as HTMLElement).getByText('Email không hợp lệ.')).toBeInTheDocument()
    expect(field('vi', 'name')).toHaveValue('Nguyễn Văn An')
    expect(field('vi', 'email')).toHaveValue('an@congty.vn')
    expect(field('vi', 'message')).toHaveValue('Cần báo giá 2 container 40ft đi Rotterdam.')
    expect(screen.getByRole('button', { name: 'Gửi tin nhắn' })).toBeEnabled()
  })

  test('an error answer without an error text falls back to the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway', { status: 502 })))
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale: 'en', route: '/contact' })
    await fillValid(user, 'en')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Error occurred')).toBeInTheDocument()
    expect(screen.getByText('Failed to submit form. Please try again.')).toBeInTheDocument()
  })

  test.each([
    ['vi', 'Có lỗi xảy ra', 'Không thể gửi biểu mẫu. Vui lòng thử lại.'],
    ['en', 'Error occurred', 'Failed to submit form. Please try again.'],
  ] as const)('%s: network failure shows the fallback text and keeps the values', async (locale, title, text) => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    const user = userEvent.setup()
    renderWithProviders(<ContactScreen />, { locale, route: '/contact' })
    await fillValid(user, locale)
    await user.click(screen.getByRole('button', { name: LABELS[locale].send }))
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(field(locale, 'company')).toHaveValue('Công ty ABC')
  })
})
