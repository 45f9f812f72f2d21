import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { PersonalDataConfirmScreen } from './confirm-screen'
import { PersonalDataScreen } from './personal-data-screen'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

describe('PersonalDataScreen', () => {
  test('Vietnamese: the browser says what is missing, then the request goes with the page language', async () => {
    const fetch = stubApi({
      'POST /personal-data/requests': () => jsonResponse({ message: 'Chúng tôi đã nhận yêu cầu.' }, 202),
    })
    const user = userEvent.setup()
    renderWithProviders(<PersonalDataScreen />, { locale: 'vi', route: '/personal-data' })
    expect(screen.getByRole('heading', { level: 1, name: 'Dữ liệu cá nhân của bạn' })).toBeInTheDocument()
    expect(screen.getByText(/91\/2025\/QH15/)).toBeInTheDocument()
    expect(document.title).toContain('Dữ liệu cá nhân của bạn')

    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }))
    expect(screen.getByText('Vui lòng nhập địa chỉ e-mail.')).toBeInTheDocument()
    const email = screen.getByLabelText('Địa chỉ e-mail bạn đã dùng')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await user.type(email, 'khong-phai-email')
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }))
    expect(screen.getByText('Địa chỉ e-mail không hợp lệ.')).toBeInTheDocument()

    // A correction must say what to correct.
    await user.clear(email)
    await user.type(email, ' lan@kimngan.vn ')
    await user.click(screen.getByRole('radio', { name: /Sửa dữ liệu/ }))
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }))
    expect(screen.getByText('Vui lòng cho biết thông tin nào cần sửa.')).toBeInTheDocument()
    expect(await sentBodies(fetch, '/personal-data/requests')).toEqual([])

    await user.type(screen.getByLabelText('Thông tin cần sửa'), 'Số điện thoại đúng là 0901 234 567')
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Chúng tôi đã nhận yêu cầu.')
    expect(screen.getByText(/bấm liên kết xác nhận trong vòng 7 ngày/)).toBeInTheDocument()
    expect(await sentBodies(fetch, '/personal-data/requests')).toEqual([
      { email: 'lan@kimngan.vn', kind: 'correct', language: 'vi', message: 'Số điện thoại đúng là 0901 234 567' },
    ])
  })

  test("English: access without a message; the server's refusal is shown in its words", async () => {
    let refuse = true
    const fetch = stubApi({
      'POST /personal-data/requests': () =>
        refuse
          ? jsonResponse({ error: 'Too many requests. Please wait 30 seconds.' }, 429)
          : jsonResponse({ message: 'We have your request.' }, 202),
    })
    const user = userEvent.setup()
    renderWithProviders(<PersonalDataScreen />, { locale: 'en', route: '/personal-data' })
    expect(screen.getByRole('radio', { name: /See my data/ })).toBeChecked()
    await user.type(screen.getByLabelText('The e-mail address you used'), 'an@example.vn')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 30 seconds.')
    refuse = false
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('status')).toHaveTextContent('We have your request.')
    expect((await sentBodies(fetch, '/personal-data/requests')).at(-1)).toEqual({
      email: 'an@example.vn',
      kind: 'access',
      language: 'en',
    })
    await user.click(screen.getByRole('button', { name: 'Make another request' }))
    expect(screen.getByLabelText('The e-mail address you used')).toHaveValue('')
  })
})

describe('PersonalDataConfirmScreen', () => {
  test('nothing is sent on opening the link; the button confirms it', async () => {
    const fetch = stubApi({ 'POST /personal-data/confirm': () => new Response(null, { status: 204 }) })
    const user = userEvent.setup()
    renderWithProviders(<PersonalDataConfirmScreen />, { locale: 'vi', route: '/personal-data/confirm?token=abc123' })
    expect(screen.getByRole('heading', { level: 1, name: 'Xác nhận yêu cầu về dữ liệu cá nhân' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Xác nhận yêu cầu' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Yêu cầu đã được xác nhận')
    expect(await sentBodies(fetch, '/personal-data/confirm')).toEqual([{ token: 'abc123' }])
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test("an expired link shows the server's words and a way to ask again", async () => {
    stubApi({ 'POST /personal-data/confirm': () => jsonResponse({ error: 'This link no longer works.' }, 404) })
    const user = userEvent.setup()
    renderWithProviders(<PersonalDataConfirmScreen />, { locale: 'en', route: '/personal-data/confirm?token=old' })
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works.')
    expect(screen.getByRole('link', { name: 'Send the request again' })).toHaveAttribute('href', '/personal-data')
  })

  test('without a token there is no button, only an explanation', () => {
    renderWithProviders(<PersonalDataConfirmScreen />, { locale: 'en', route: '/personal-data/confirm' })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText(/has no confirmation code/)).toBeInTheDocument()
  })
})
