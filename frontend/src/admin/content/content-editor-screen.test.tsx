import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { AppProviders } from '@/app/providers'
import { LOCALE_STORAGE_KEY } from '@/i18n/locale'
import { jsonResponse, stubApi } from '@/test/render'
import { TEST_SETTINGS, embedSettings } from '@/test/settings'

import { ConsoleApp } from '../console-app'

const OWNER = { email: 'owner@example.vn', language: 'en', role: 'owner' }
const ABOUT = {
  slug: 'about',
  updatedAt: '2026-11-20T08:00:00Z',
  titleVi: 'Về chúng tôi',
  titleEn: 'About us',
  descriptionVi: 'Giới thiệu {companyName}.',
  descriptionEn: 'About {companyName}.',
  bodyVi: 'Chúng tôi là {companyName}.',
  bodyEn: 'We are {companyName}.',
  published: true,
}
const DRAFT_KEY = 'tradelane:draft:pages:about'

/** The console inside a data router, as the app mounts it (the leave warning needs one). */
function renderConsole(path: string) {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
  embedSettings(TEST_SETTINGS)
  const router = createMemoryRouter([{ path: '/admin/*', element: <ConsoleApp /> }], { initialEntries: [path] })
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

/** The owner, an empty inbox and the About page. */
function stubAbout() {
  stubApi({
    'GET /admin/session': () => jsonResponse(OWNER),
    'GET /admin/enquiries': () => jsonResponse({ items: [], total: 0, newCount: 0 }),
    'GET /admin/pages/about': () => jsonResponse(ABOUT),
  })
}

const englishBody = () => screen.getByLabelText(/^Page text \(English\)/) as HTMLTextAreaElement

beforeEach(() => {
  localStorage.clear()
  // jsdom has the element, not its modal methods: open and close it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

describe('the content editor keeps work', () => {
  test('the preview fills the placeholders like the live page; a Markdown body is drawn by the site renderer', async () => {
    stubAbout()
    const user = userEvent.setup()
    renderConsole('/admin/content/pages/about')
    const preview = await screen.findByTestId('content-preview')
    await waitFor(() => expect(preview).toHaveTextContent(`We are ${TEST_SETTINGS.companyName}.`))
    expect(preview).not.toHaveTextContent('{companyName}')
    await user.clear(englishBody())
    await user.type(englishBody(), 'Read **this**')
    expect(preview.querySelector('strong')).toHaveTextContent('this')
  })

  test('Ctrl+B and the toolbar write the Markdown; what is typed is kept in this browser', async () => {
    stubAbout()
    const user = userEvent.setup()
    renderConsole('/admin/content/pages/about')
    const body = await screen.findByLabelText(/^Page text \(English\)/)
    ;(body as HTMLTextAreaElement).setSelectionRange(3, 6)
    await user.click(body)
    ;(body as HTMLTextAreaElement).setSelectionRange(3, 6)
    await user.keyboard('{Control>}b{/Control}')
    expect(englishBody().value).toBe('We **are** {companyName}.')
    const toolbars = screen.getAllByRole('toolbar', { name: 'Formatting' })
    expect(toolbars).toHaveLength(2)
    englishBody().setSelectionRange(0, 0)
    await user.click(screen.getAllByRole('button', { name: 'Heading' })[1]!)
    expect(englishBody().value).toBe('## We **are** {companyName}.')
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').values?.bodyEn).toBe('## We **are** {companyName}.'))
  })

  test('the toolbar links a calculator in the field\'s language, from a small menu in the console\'s', async () => {
    stubAbout()
    const user = userEvent.setup()
    renderConsole('/admin/content/pages/about')
    await screen.findByLabelText(/^Page text \(English\)/)
    const [viMenu, enMenu] = screen.getAllByRole('button', { name: 'Link a tool' })
    englishBody().setSelectionRange(3, 6)
    await user.click(enMenu!)
    expect(enMenu).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'sea freight calculator' }))
    expect(englishBody().value).toBe('We [are](/tools/freight-calculator?lang=en) {companyName}.')
    expect(enMenu).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'sea freight calculator' })).not.toBeInTheDocument()

    const vietnamese = screen.getByLabelText(/^Page text \(Vietnamese\)/) as HTMLTextAreaElement
    vietnamese.setSelectionRange(vietnamese.value.length, vietnamese.value.length)
    await user.click(viMenu!)
    await user.click(screen.getByRole('button', { name: 'HS code analyser' }))
    expect(vietnamese.value).toBe('Chúng tôi là {companyName}.[công cụ phân tích mã HS](/tools/hs-code-analyzer)')
  })

  test('a draft found on opening is offered back; restored, it is the text', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: '2026-11-24T03:00:00Z', values: { ...ABOUT, bodyEn: 'Unsaved words.' } }))
    stubAbout()
    const user = userEvent.setup()
    renderConsole('/admin/content/pages/about')
    expect(await screen.findByText(/This browser keeps unsaved work of yours from/)).toBeInTheDocument()
    expect(englishBody().value).toBe('We are {companyName}.')
    await user.click(screen.getByRole('button', { name: 'Restore the unsaved work' }))
    expect(englishBody().value).toBe('Unsaved words.')
    expect(screen.queryByRole('button', { name: 'Restore the unsaved work' })).toBeNull()
  })

  test('a save refused for a lost session asks for the password over the editor, then goes through with If-Match', async () => {
    let signedIn = true
    const saved: Array<{ bodyEn: string }> = []
    const fetch = stubApi({
      'GET /admin/session': () => (signedIn ? jsonResponse(OWNER) : jsonResponse({ error: 'Sign in.' }, 401)),
      'GET /admin/enquiries': () => (signedIn ? jsonResponse({ items: [], total: 0, newCount: 0 }) : jsonResponse({ error: 'Sign in.' }, 401)),
      'GET /admin/pages/about': () => new Response(JSON.stringify(ABOUT), { headers: { 'Content-Type': 'application/json', ETag: '"v1"' } }),
      'PUT /admin/pages/about': async (request) => {
        if (!signedIn) return jsonResponse({ error: 'Sign in.' }, 401)
        saved.push((await request.json()) as { bodyEn: string })
        return new Response(JSON.stringify({ ...ABOUT, ...saved.at(-1) }), {
          headers: { 'Content-Type': 'application/json', ETag: '"v2"' },
        })
      },
      'POST /admin/session': () => {
        signedIn = true
        return new Response(null, { status: 204 })
      },
    })
    const user = userEvent.setup()
    const router = renderConsole('/admin/content/pages/about')
    await screen.findByLabelText(/^Page text \(English\)/)
    await user.clear(englishBody())
    await user.type(englishBody(), 'New words.')
    signedIn = false
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' })
    expect(router.state.location.pathname).toBe('/admin/content/pages/about')
    expect(englishBody().value).toBe('New words.')
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1')
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }))
    expect(await screen.findByText('The content was saved and is live on the site.')).toBeInTheDocument()
    expect(dialog).not.toBeInTheDocument()
    const puts = fetch.mock.calls.map((call) => call[0]).filter((r) => r.method === 'PUT')
    expect(puts).toHaveLength(2)
    expect(puts.map((r) => r.headers.get('If-Match'))).toEqual(['"v1"', '"v1"'])
    expect(saved.map((body) => body.bodyEn)).toEqual(['New words.'])
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })
})
