import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { ConfirmScreen } from './confirm-screen'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

describe('ConfirmScreen', () => {
  test('nothing is sent on load; the button sends the token and the 204 shows the confirmation', async () => {
    const fetch = stubApi({ 'POST /subscriptions/confirm': () => new Response(null, { status: 204 }) })
    const user = userEvent.setup()
    renderWithProviders(<ConfirmScreen />, { locale: 'vi', route: '/subscribe/confirm?token=abc123' })
    expect(screen.getByRole('heading', { level: 1, name: 'Xác nhận đăng ký nhận bản tin' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Đăng ký đã được xác nhận')
    expect(await sentBodies(fetch, '/subscriptions/confirm')).toEqual([{ token: 'abc123' }])
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test("an expired link shows the server's words and the button stays", async () => {
    stubApi({ 'POST /subscriptions/confirm': () => jsonResponse({ error: 'This confirmation link has expired.' }, 404) })
    const user = userEvent.setup()
    renderWithProviders(<ConfirmScreen />, { locale: 'en', route: '/subscribe/confirm?token=old' })
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link has expired.')
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  test('without a token there is no button, only an explanation', () => {
    renderWithProviders(<ConfirmScreen />, { locale: 'en', route: '/subscribe/confirm' })
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
    expect(screen.getByText(/has no confirmation code/)).toBeInTheDocument()
  })
})
