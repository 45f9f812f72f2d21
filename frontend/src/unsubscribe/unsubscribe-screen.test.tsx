import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { UnsubscribeScreen } from './unsubscribe-screen'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

describe('UnsubscribeScreen', () => {
  test('nothing is sent on load; the button sends the token and shows the confirmation', async () => {
    const fetch = stubApi({
      'POST /subscriptions/unsubscribe': () => jsonResponse({ message: 'Bạn đã hủy đăng ký thành công.' }),
    })
    const user = userEvent.setup()
    renderWithProviders(<UnsubscribeScreen />, { locale: 'vi', route: '/unsubscribe?token=abc123' })
    expect(screen.getByRole('heading', { level: 1, name: 'Hủy đăng ký nhận email' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Hủy đăng ký' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Bạn đã hủy đăng ký thành công.')
    expect(await sentBodies(fetch, '/subscriptions/unsubscribe')).toEqual([{ token: 'abc123' }])
    expect(screen.queryByRole('button', { name: 'Hủy đăng ký' })).toBeNull()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test("an unknown token shows the server's error and the button stays for a retry", async () => {
    stubApi({ 'POST /subscriptions/unsubscribe': () => jsonResponse({ error: 'Unknown or used unsubscribe link.' }, 404) })
    const user = userEvent.setup()
    renderWithProviders(<UnsubscribeScreen />, { locale: 'en', route: '/unsubscribe?token=nope' })
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown or used unsubscribe link.')
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled()
  })

  test('without a token there is no button, only an explanation', () => {
    renderWithProviders(<UnsubscribeScreen />, { locale: 'en', route: '/unsubscribe' })
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
    expect(screen.getByText(/has no unsubscribe code/)).toBeInTheDocument()
  })
})
