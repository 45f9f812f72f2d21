import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders, sentBodies, stubApi } from '@/test/render'

import { TeamScreen } from './team-screen'

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

const ME = { id: 1, email: 'owner@example.vn', role: 'owner', suspended: false, twoStep: true, createdAt: '2026-11-01T02:00:00Z' }
const LAN = { id: 2, email: 'lan@example.vn', role: 'sales', suspended: false, twoStep: false, createdAt: '2026-11-20T02:00:00Z' }
const INVITED = {
  id: 7,
  email: 'minh@example.vn',
  role: 'editor',
  invitedBy: 'owner@example.vn',
  createdAt: '2026-11-27T02:00:00Z',
  expiresAt: '2099-12-04T02:00:00Z',
}

function stubTeam(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /admin/session': () => jsonResponse({ email: ME.email, language: 'en', role: 'owner', twoStepRequired: false }),
    'GET /admin/team/members': () => jsonResponse({ items: [ME, LAN], total: 2 }),
    'GET /admin/invitations': () => jsonResponse({ items: [INVITED], total: 1 }),
    'GET /admin/team/policy': () => jsonResponse({ requireTwoStep: false }),
    ...extra,
  })
}

describe('TeamScreen', { timeout: 60_000 }, () => {
  test('invites with the chosen role and language; an address already in the team is said in words', async () => {
    let refuse = true
    const fetch = stubTeam({
      'POST /admin/invitations': () =>
        refuse
          ? ((refuse = false), jsonResponse({ error: 'This address already has an account.' }, 409))
          : jsonResponse({ ...INVITED, id: 8, email: 'hoa@example.vn', role: 'sales' }, 201),
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<TeamScreen />, { locale: 'en', route: '/admin/team' })
    expect(await screen.findByText(/minh@example\.vn · Editor/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(screen.getByText('Required')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Their e-mail address/), 'lan@example.vn')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect((await screen.findAllByText('This address already has an account.', {}, { timeout: 15_000 }))[0]).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/^Their e-mail address/))
    await user.type(screen.getByLabelText(/^Their e-mail address/), 'hoa@example.vn')
    await user.selectOptions(screen.getByLabelText('Language of the invitation'), 'vi')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect((await screen.findAllByText('Invitation sent to hoa@example.vn.', {}, { timeout: 15_000 }))[0]).toBeInTheDocument()
    expect(await sentBodies(fetch, '/admin/invitations')).toEqual([
      { email: 'lan@example.vn', role: 'sales', language: 'en' },
      { email: 'hoa@example.vn', role: 'sales', language: 'vi' },
    ])
  })

  test("the last owner's demotion is refused in the server's words and the role stays; removing asks first", async () => {
    const fetch = stubTeam({
      'PATCH /admin/team/members/1': () => jsonResponse({ error: 'The team must keep an owner who can act.' }, 409),
      'DELETE /admin/team/members/2': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<TeamScreen />, { locale: 'en', route: '/admin/team' })
    const mine = (await screen.findAllByTestId('team-member'))[0]!
    expect(within(mine).getByText('(you)')).toBeInTheDocument()
    await user.selectOptions(within(mine).getByLabelText('Role of owner@example.vn'), 'editor')
    await user.click(within(mine).getByRole('button', { name: 'Change role' }))
    expect((await screen.findAllByText('The team must keep an owner who can act.', {}, { timeout: 15_000 }))[0]).toBeInTheDocument()
    expect(within(mine).getByLabelText('Role of owner@example.vn')).toHaveValue('owner')
    expect(await sentBodies(fetch, '/admin/team/members/1')).toEqual([{ role: 'editor' }])

    await user.click(screen.getByRole('button', { name: 'Remove the account lan@example.vn' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the account lan@example.vn?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }))
    expect((await screen.findAllByText('The account lan@example.vn is removed.', {}, { timeout: 15_000 }))[0]).toBeInTheDocument()
  })

  test('the two-step policy is one switch', async () => {
    const fetch = stubTeam({ 'PUT /admin/team/policy': () => jsonResponse({ requireTwoStep: true }) })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<TeamScreen />, { locale: 'vi', route: '/admin/team' })
    await user.click(await screen.findByRole('switch', { name: 'Bắt buộc mọi người dùng xác minh 2 bước' }))
    expect((await screen.findAllByText('Từ giờ mọi người phải dùng xác minh 2 bước.', {}, { timeout: 15_000 }))[0]).toBeInTheDocument()
    expect(await sentBodies(fetch, '/admin/team/policy')).toEqual([{ requireTwoStep: true }])
  })
})
