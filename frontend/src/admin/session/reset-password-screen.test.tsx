import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { ConsoleApp } from '../console-app'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

const unauthorized = () => jsonResponse({ error: 'Bạn cần đăng nhập.' }, 401)

/** Opens the e-mailed link without a session: the page must not send the owner to sign-in. */
function openLink(locale: 'vi' | 'en', query = '?token=tok-123') {
  renderWithProviders(<ConsoleApp />, { route: `/admin/reset-password${query}`, path: '/admin/*', locale })
}

describe('reset password page', () => {
  test('en: a new password twice → saved, every session ended, a link to sign in', async () => {
    const fetch = stubApi({
      'GET /admin/session': unauthorized,
      'POST /admin/password-reset/confirm': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    openLink('en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument()
    // The schema of the Account screen: 12 characters, the same twice.
    await user.type(screen.getByLabelText(/^New password/), 'short')
    await user.type(screen.getByLabelText(/^Repeat/), 'other')
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 12 characters')
    expect(await sentBodies(fetch, '/admin/password-reset/confirm')).toEqual([])

    await user.clear(screen.getByLabelText(/^New password/))
    await user.type(screen.getByLabelText(/^New password/), 'a-much-longer-password')
    await user.clear(screen.getByLabelText(/^Repeat/))
    await user.type(screen.getByLabelText(/^Repeat/), 'a-much-longer-password')
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed')
    expect(screen.getByRole('status')).toHaveTextContent('every earlier session has ended')
    expect(await sentBodies(fetch, '/admin/password-reset/confirm')).toEqual([
      { token: 'tok-123', password: 'a-much-longer-password' },
    ])
    await user.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument()
  })

  test("vi: a used or expired link (400) shows the server's words and a link to ask again", async () => {
    const expired = 'Liên kết đặt lại mật khẩu không hợp lệ, đã dùng hoặc đã hết hạn (30 phút). Hãy yêu cầu một liên kết mới.'
    stubApi({
      'GET /admin/session': unauthorized,
      'POST /admin/password-reset/confirm': () => jsonResponse({ error: expired }, 400),
    })
    const user = userEvent.setup()
    openLink('vi')
    await user.type(await screen.findByLabelText(/^Mật khẩu mới/), 'a-much-longer-password')
    await user.type(screen.getByLabelText(/^Nhập lại/), 'a-much-longer-password')
    await user.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(expired)
    // Still the page with its form, not sent to sign-in by the 400.
    expect(screen.getByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeInTheDocument()
  })

  test('a link without its token says so and offers a new one', async () => {
    stubApi({ 'GET /admin/session': unauthorized })
    openLink('en', '')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no reset token.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password')
    expect(screen.queryByLabelText(/^New password/)).toBeNull()
  })
})
