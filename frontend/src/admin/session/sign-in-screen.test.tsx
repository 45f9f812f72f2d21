import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'
import { WEEK_STATS } from '@/test/stats'

import { ConsoleApp } from '../console-app'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

const OWNER = { email: 'owner@example.vn', language: 'vi', role: 'owner' }
const unauthorized = () => jsonResponse({ error: 'Bạn cần đăng nhập.' }, 401)

describe('sign-in with two-step sign-in on', () => {
  test.each([
    ['en', /^Password/, 'Sign in', /^Verification code/, 'That code is wrong or has expired', 'Dashboard'],
    ['vi', /^Mật khẩu/, 'Đăng nhập', /^Mã xác thực/, 'Mã không đúng hoặc đã hết hạn', 'Tổng quan'],
  ] as const)(
    '%s: the code is asked for in place, a wrong one is said beside it, the right one signs in',
    async (locale, password, submit, codeLabel, wrong, firstScreen) => {
      let signedIn = false
      const fetch = stubApi({
        'GET /admin/session': () => (signedIn ? jsonResponse(OWNER) : unauthorized()),
        'POST /admin/session': async (request) => {
          const body = (await request.clone().json()) as { code?: string }
          if (body.code === undefined) return jsonResponse({ error: 'Enter the code.', secondFactor: 'totp' }, 401)
          if (body.code !== '123456') return jsonResponse({ error: 'The code is wrong.', secondFactor: 'totp' }, 401)
          signedIn = true
          return new Response(null, { status: 204 })
        },
        'GET /admin/enquiries': () => jsonResponse({ items: [], total: 0, newCount: 0 }),
        'GET /admin/stats': () => jsonResponse(WEEK_STATS),
      })
      const user = userEvent.setup()
      renderWithProviders(<ConsoleApp />, { route: '/admin/sign-in', path: '/admin/*', locale })
      await user.type(await screen.findByLabelText(/^Email/), 'owner@example.vn')
      await user.type(screen.getByLabelText(password), 'a-long-password-1')
      await user.click(screen.getByRole('button', { name: submit }))

      // The code field takes the password's place, focused; the address is kept and shown.
      const code = await screen.findByLabelText(codeLabel)
      expect(code).toHaveFocus()
      expect(code).toHaveAttribute('autocomplete', 'one-time-code')
      expect(screen.getByText(/owner@example\.vn/)).toBeInTheDocument()
      expect(screen.queryByLabelText(password)).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()

      await user.type(code, '000000')
      await user.click(screen.getByRole('button', { name: submit }))
      expect(await screen.findByText(new RegExp(wrong))).toBeInTheDocument()
      const field = screen.getByLabelText(codeLabel)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(new RegExp(wrong))
      expect(field).toHaveValue('')
      expect(field).toHaveFocus()

      await user.type(field, ' 123456 ')
      await user.click(screen.getByRole('button', { name: submit }))
      expect(await screen.findByRole('heading', { level: 1, name: firstScreen })).toBeInTheDocument()
      expect(await sentBodies(fetch, '/admin/session')).toEqual([
        { email: 'owner@example.vn', password: 'a-long-password-1', language: locale },
        { email: 'owner@example.vn', password: 'a-long-password-1', language: locale, code: '000000' },
        { email: 'owner@example.vn', password: 'a-long-password-1', language: locale, code: '123456' },
      ])
    },
  )

  test('"Use another account" goes back to the address and password', async () => {
    stubApi({
      'GET /admin/session': unauthorized,
      'POST /admin/session': () => jsonResponse({ error: 'Enter the code.', secondFactor: 'totp' }, 401),
    })
    const user = userEvent.setup()
    renderWithProviders(<ConsoleApp />, { route: '/admin/sign-in', path: '/admin/*', locale: 'en' })
    await user.type(await screen.findByLabelText(/^Email/), 'owner@example.vn')
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await user.click(await screen.findByRole('button', { name: 'Use another account' }))
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@example.vn')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull()
  })

  test('"Forgot your password?" leads to a page that answers the same for any address', async () => {
    const fetch = stubApi({
      'GET /admin/session': unauthorized,
      'POST /admin/password-reset': () => new Response(null, { status: 202 }),
    })
    const user = userEvent.setup()
    renderWithProviders(<ConsoleApp />, { route: '/admin/sign-in', path: '/admin/*', locale: 'en' })
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Required')
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.vn')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account has this address, a link to set a new password is on its way.',
    )
    expect(await sentBodies(fetch, '/admin/password-reset')).toEqual([{ email: 'someone@example.vn' }])
    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument()
  })
})
