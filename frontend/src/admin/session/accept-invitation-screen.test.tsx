import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { AcceptInvitationScreen } from './accept-invitation-screen'

afterEach(() => vi.unstubAllGlobals())

const MEMBER = { id: 3, email: 'lan@example.vn', role: 'sales', suspended: false, twoStep: false, createdAt: '2026-11-27T02:00:00Z' }

describe('AcceptInvitationScreen', { timeout: 60_000 }, () => {
  test("a used or expired link is said in the server's words; a good one signs in and offers two-step", async () => {
    let used = true
    const fetch = stubApi({
      'POST /admin/invitations/accept': () =>
        used
          ? ((used = false), jsonResponse({ error: 'This invitation has been used, withdrawn or has expired. Ask an owner to send it again.' }, 400))
          : jsonResponse(MEMBER, 201),
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<AcceptInvitationScreen />, { locale: 'en', route: '/admin/invitation?token=abc123', path: '/admin/invitation' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the console team' })).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Password/), 'short')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByText('At least 12 characters')).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'tugboat-harbour-17')
    await user.type(screen.getByLabelText(/^Repeat the password/), 'tugboat-harbour-17')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('has been used, withdrawn or has expired')

    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByText('You are signed in as lan@example.vn.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in now' })).toHaveAttribute('href', '/admin/account')
    expect(screen.getByRole('link', { name: 'Later: open the console' })).toHaveAttribute('href', '/admin')
    expect(await sentBodies(fetch, '/admin/invitations/accept')).toEqual([
      { token: 'abc123', password: 'tugboat-harbour-17', language: 'en' },
      { token: 'abc123', password: 'tugboat-harbour-17', language: 'en' },
    ])
  })

  test('a link without its token says so', async () => {
    stubApi({})
    renderWithProviders(<AcceptInvitationScreen />, { locale: 'vi', route: '/admin/invitation', path: '/admin/invitation' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Liên kết này thiếu mã mời')
  })
})
