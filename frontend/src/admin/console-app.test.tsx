import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'
import { WEEK_STATS } from '@/test/stats'

import { ConsoleApp } from './console-app'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

const OWNER = { email: 'owner@example.vn', language: 'vi', role: 'owner', twoStepRequired: false }
const PAGE = { items: [], total: 0, newCount: 0 }
const unauthorized = () => jsonResponse({ error: 'Bạn cần đăng nhập.' }, 401)

describe('ConsoleApp', () => {
  test('without a session, /admin shows the sign-in page; signing in opens the Dashboard', async () => {
    let signedIn = false
    const fetch = stubApi({
      'GET /admin/session': () => (signedIn ? jsonResponse(OWNER) : unauthorized()),
      'POST /admin/session': () => {
        signedIn = true
        return new Response(null, { status: 204 })
      },
      'GET /admin/enquiries': () => jsonResponse(PAGE),
      'GET /admin/stats': () => jsonResponse(WEEK_STATS),
    })
    const user = userEvent.setup()
    renderWithProviders(<ConsoleApp />, { route: '/admin', path: '/admin/*', locale: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Email/), 'owner@example.vn')
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Top pages' })).toBeInTheDocument()
    expect(await sentBodies(fetch, '/admin/session')).toEqual([
      { email: 'owner@example.vn', password: 'a-long-password-1', language: 'en' },
    ])
  })

  test("a wrong password shows the server's answer and empties the password", async () => {
    stubApi({
      'GET /admin/session': unauthorized,
      'POST /admin/session': () => jsonResponse({ error: 'Email hoặc mật khẩu không đúng.' }, 401),
    })
    const user = userEvent.setup()
    renderWithProviders(<ConsoleApp />, { route: '/admin/sign-in', path: '/admin/*', locale: 'vi' })
    await user.type(await screen.findByLabelText(/^Email/), 'owner@example.vn')
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email hoặc mật khẩu không đúng.')
    expect(screen.getByLabelText(/^Mật khẩu/)).toHaveValue('')
  })

  test('a 401 from any call (the session ended) sends the owner to sign-in', async () => {
    stubApi({
      'GET /admin/session': () => jsonResponse(OWNER),
      'GET /admin/enquiries': unauthorized,
    })
    renderWithProviders(<ConsoleApp />, { route: '/admin/enquiries', path: '/admin/*', locale: 'vi' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập trang quản trị' })).toBeInTheDocument()
  })

  test('the navigation counts the new enquiries, and owner text is shown as text', async () => {
    const item = {
      id: 'e1',
      createdAt: '2026-11-23T01:00:00Z',
      status: 'new',
      preferredLanguage: 'vi',
      name: '<img src=x onerror=alert(1)>',
      email: 'a@b.vn',
      company: 'ABC',
      message: '<b>not bold</b>',
    }
    stubApi({
      'GET /admin/session': () => jsonResponse(OWNER),
      'GET /admin/enquiries': () => jsonResponse({ items: [item], total: 1, newCount: 3 }),
    })
    renderWithProviders(<ConsoleApp />, { route: '/admin/enquiries', path: '/admin/*', locale: 'vi' })
    expect(await screen.findByText('<b>not bold</b>')).toBeInTheDocument()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
    expect(await screen.findByRole('link', { name: /^Hộp thư.*3 yêu cầu mới/ })).toHaveAttribute('href', '/admin/enquiries')
  })

  test.each([
    ['vi', /^Mật khẩu hiện tại/, /^Mật khẩu mới/, /^Nhập lại/, 'Đổi mật khẩu', 'Mật khẩu hiện tại không đúng', 'Tài khoản'],
    ['en', /^Current password/, /^New password/, /^Repeat/, 'Change password', 'The current password is wrong', 'Account'],
  ] as const)(
    '%s: a wrong current password (403) is said beside that field, and the owner stays signed in',
    async (locale, current, next, repeat, submit, wrong, heading) => {
      const fetch = stubApi({
        'GET /admin/session': () => jsonResponse(OWNER),
        'PUT /admin/password': () => jsonResponse({ error: 'Mật khẩu hiện tại không đúng.' }, 403),
      })
      const user = userEvent.setup()
      renderWithProviders(<ConsoleApp />, { route: '/admin/account', path: '/admin/*', locale })
      await user.type(await screen.findByLabelText(current), 'not-the-password')
      await user.type(screen.getByLabelText(next), 'a-long-password-1')
      await user.type(screen.getByLabelText(repeat), 'a-long-password-1')
      await user.click(screen.getByRole('button', { name: submit }))
      expect(await screen.findByText(wrong)).toBeInTheDocument()
      const field = screen.getByLabelText(current)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(new RegExp(wrong))
      expect(field).toHaveValue('')
      expect(field).toHaveFocus()
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
      expect(await sentBodies(fetch, '/admin/password')).toEqual([
        { currentPassword: 'not-the-password', newPassword: 'a-long-password-1' },
      ])
    },
  )
})

describe('roles in the console', () => {
  test('an editor is told in words that Settings is not theirs, and /admin opens their first screen', async () => {
    stubApi({
      'GET /admin/session': () => jsonResponse({ ...OWNER, role: 'editor' }),
      'GET /admin/subscriptions': () => jsonResponse({ items: [], total: 0 }),
    })
    renderWithProviders(<ConsoleApp />, { route: '/admin/settings', path: '/admin/*', locale: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Console navigation' })
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Backups' })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Content' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to your first screen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument()
  })
})
