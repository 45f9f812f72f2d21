import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { SessionKeeper, useKeepWork } from './session-keeper'

beforeEach(() => {
  // jsdom has the element, not its modal methods: open and close it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(() => vi.unstubAllGlobals())

/** A screen holding work whose save needs the owner to sign in again. */
function Work() {
  const signInAgain = useKeepWork()
  const [saved, setSaved] = useState(false)
  return (
    <>
      <button type="button" onClick={() => void signInAgain().then(() => setSaved(true))}>
        Save
      </button>
      {saved && <p>Saved after signing in.</p>}
    </>
  )
}

describe('signing in again over a screen that holds work', () => {
  test('with two-step sign-in on, the dialog asks for the code, says a wrong one, and goes on with the right one', async () => {
    const fetch = stubApi({
      'POST /admin/session': async (request) => {
        const { code } = (await request.clone().json()) as { code?: string }
        if (code === undefined) return jsonResponse({ error: 'Enter the code.', secondFactor: 'totp' }, 401)
        if (code !== 'abcd-efgh') return jsonResponse({ error: 'Wrong code.', secondFactor: 'totp' }, 401)
        return new Response(null, { status: 204 })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(
      <SessionKeeper>
        <Work />
      </SessionKeeper>,
      { route: '/admin/content/pages/about', locale: 'en' },
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Your session has ended' })
    await user.type(screen.getByLabelText(/^Email/), 'owner@example.vn')
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1')
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }))

    const code = await screen.findByLabelText(/^Verification code/)
    expect(code).toHaveFocus()
    expect(screen.getByLabelText(/^Password/)).toHaveValue('a-long-password-1')
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }))
    expect(await screen.findByText(/That code is wrong or has expired/)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Verification code/)).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText(/^Verification code/), 'abcd-efgh')
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }))
    expect(await screen.findByText('Saved after signing in.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((await sentBodies(fetch, '/admin/session')).map((body) => (body as { code?: string }).code)).toEqual([
      undefined,
      '000000',
      'abcd-efgh',
    ])
  })
})
