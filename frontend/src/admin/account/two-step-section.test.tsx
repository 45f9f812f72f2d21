import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { encode } from 'uqr'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { ConsoleApp } from '../console-app'
import { qrPath } from './qr-code'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

const OWNER = { email: 'owner@example.vn', language: 'vi', role: 'owner' }
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Tradelane:owner%40example.vn?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Tradelane',
}
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-def${i}`)
const WRONG = 'Mã không đúng hoặc đã hết hạn. Hãy nhập mã đang hiện trong ứng dụng xác thực.'

function section() {
  return screen.getByRole('region', { name: /^(Two-step sign-in|Xác thực hai lớp)$/ })
}

describe('qrPath', () => {
  test('one rectangle per run of dark modules, in module units', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z')
  })
})

describe('two-step sign-in on the Account screen', () => {
  test('en: turn on shows the QR code and the key, a wrong code is said, then the ten recovery codes once', async () => {
    let enabled = false
    const fetch = stubApi({
      'GET /admin/session': () => jsonResponse(OWNER),
      'GET /admin/totp': () => jsonResponse({ enabled }),
      'POST /admin/totp': () => jsonResponse(SETUP),
      'POST /admin/totp/confirm': async (request) => {
        const { code } = (await request.clone().json()) as { code: string }
        if (code !== '654321') return jsonResponse({ error: WRONG }, 400)
        enabled = true
        return jsonResponse({ recoveryCodes: CODES })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<ConsoleApp />, { route: '/admin/account', path: '/admin/*', locale: 'en' })
    expect(await within(await screen.findByRole('region', { name: 'Two-step sign-in' })).findByText('Off')).toBeInTheDocument()
    await user.click(within(section()).getByRole('button', { name: 'Turn on two-step sign-in' }))

    // The QR code: inline SVG drawn from uqr's matrix of the otpauth URL, no <img>, no style.
    expect(await screen.findByRole('heading', { level: 3, name: 'Set up your authenticator app' })).toHaveFocus()
    const qr = within(section()).getByRole('img', { name: 'QR code to add this account to an authenticator app' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    const matrix = encode(SETUP.otpauthUrl, { ecc: 'M', border: 4 })
    expect(qr).toHaveAttribute('viewBox', `0 0 ${matrix.size} ${matrix.size}`)
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(matrix.data))
    expect(section().querySelector('img, [style], style')).toBeNull()
    // The key to type by hand, in groups of four.
    expect(within(section()).getByLabelText('Secret key')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')

    const code = within(section()).getByLabelText(/^6-digit code from the app/)
    await user.type(code, '111111')
    await user.click(within(section()).getByRole('button', { name: 'Confirm and turn on' }))
    expect(await within(section()).findByText(/That code is wrong or has expired/)).toBeInTheDocument()
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveValue('')
    expect(code).toHaveFocus()

    await user.type(code, '654321')
    await user.click(within(section()).getByRole('button', { name: 'Confirm and turn on' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Save your recovery codes' })).toHaveFocus()
    const list = within(section()).getByRole('list', { name: 'Recovery codes' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES)
    expect(within(section()).getByText(/shown only this once/)).toBeInTheDocument()
    expect(within(section()).getByRole('button', { name: 'Copy the codes' })).toBeInTheDocument()
    expect(within(section()).getByRole('button', { name: 'Download as .txt' })).toBeInTheDocument()
    expect(await sentBodies(fetch, '/admin/totp/confirm')).toEqual([{ code: '111111' }, { code: '654321' }])

    // Copied with the account they belong to.
    await user.click(within(section()).getByRole('button', { name: 'Copy the codes' }))
    const copied = await navigator.clipboard.readText()
    expect(copied).toContain('owner@example.vn')
    for (const recovery of CODES) expect(copied).toContain(recovery)

    // Once put away, they are gone from the page for good; the status says on.
    await user.click(within(section()).getByRole('button', { name: 'I have saved the codes' }))
    expect(within(section()).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(within(section()).getByText('On')).toBeInTheDocument()
    expect(within(section()).getByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument()
  })

  test('vi: turning off asks for a code; a wrong one is said, a right one turns it off', async () => {
    let enabled = true
    const fetch = stubApi({
      'GET /admin/session': () => jsonResponse(OWNER),
      'GET /admin/totp': () => jsonResponse({ enabled }),
      'DELETE /admin/totp': async (request) => {
        const { code } = (await request.clone().json()) as { code: string }
        if (code !== 'abcd-efgh') return jsonResponse({ error: WRONG }, 400)
        enabled = false
        return new Response(null, { status: 204 })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<ConsoleApp />, { route: '/admin/account', path: '/admin/*', locale: 'vi' })
    expect(await within(await screen.findByRole('region', { name: 'Xác thực hai lớp' })).findByText('Đã bật')).toBeInTheDocument()
    await user.click(within(section()).getByRole('button', { name: 'Tắt xác thực hai lớp' }))
    const code = await within(section()).findByLabelText(/^Mã 6 số hoặc mã khôi phục/)
    await user.type(code, '999999')
    await user.click(within(section()).getByRole('button', { name: 'Tắt xác thực hai lớp' }))
    expect(await within(section()).findByText(/Mã không đúng hoặc đã hết hạn/)).toBeInTheDocument()
    expect(code).toHaveAttribute('aria-invalid', 'true')

    await user.type(code, 'abcd-efgh')
    await user.click(within(section()).getByRole('button', { name: 'Tắt xác thực hai lớp' }))
    expect(await within(section()).findByText('Đã tắt')).toBeInTheDocument()
    expect(within(section()).getByRole('button', { name: 'Bật xác thực hai lớp' })).toBeInTheDocument()
    expect(await sentBodies(fetch, '/admin/totp')).toEqual([{ code: '999999' }, { code: 'abcd-efgh' }])
  })
})
