import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { jsonResponse, renderWithProviders } from '@/test/render'
import { TEST_SETTINGS, embedSettings } from '@/test/settings'

import { SETTINGS_BLOCK_ID, readEmbeddedSettings, socialLinks, useSiteSettings } from './site-settings'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

function CompanyName() {
  return <p>{useSiteSettings()?.companyName ?? 'none yet'}</p>
}

describe('readEmbeddedSettings', () => {
  test('reads the server\'s data block, with <, > and & written as \\u escapes', () => {
    document.head.innerHTML =
      `<script id="${SETTINGS_BLOCK_ID}" type="application/json">` +
      '{"companyName":"A \\u003c B \\u0026 C\\u003e","phone":"1"}</script>'
    expect(readEmbeddedSettings()).toMatchObject({ companyName: 'A < B & C>', phone: '1' })
  })

  test('no block, an empty one, broken JSON or another shape: nothing', () => {
    expect(readEmbeddedSettings()).toBeUndefined()
    for (const text of ['', '{not json', '[]', '"text"', 'null']) {
      document.head.innerHTML = `<script id="${SETTINGS_BLOCK_ID}" type="application/json">${text}</script>`
      expect(readEmbeddedSettings()).toBeUndefined()
    }
  })
})

describe('useSiteSettings', () => {
  test('the embedded settings are there in the first render, without a request', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<CompanyName />)
    expect(screen.getByText(TEST_SETTINGS.companyName)).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  test('a page without the block asks GET /api/settings', async () => {
    const fetch = vi.fn(async () => jsonResponse({ ...TEST_SETTINGS, companyName: 'Từ máy chủ' }))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<CompanyName />, { settings: null })
    expect(screen.getByText('none yet')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Từ máy chủ')).toBeInTheDocument())
    const request = (fetch.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe('/api/settings')
  })
})

describe('socialLinks', () => {
  test('only the links that are set, in a fixed order, Zalo included', () => {
    expect(socialLinks(TEST_SETTINGS)).toEqual([
      { id: 'facebook', label: 'Facebook', href: TEST_SETTINGS.facebookUrl },
      { id: 'zalo', label: 'Zalo', href: TEST_SETTINGS.zaloUrl },
    ])
    expect(socialLinks({ ...TEST_SETTINGS, facebookUrl: '', zaloUrl: undefined })).toEqual([])
  })
})

test('embedSettings replaces the block the test render helper wrote', () => {
  embedSettings({ ...TEST_SETTINGS, phone: '1' })
  embedSettings({ ...TEST_SETTINGS, phone: '2' })
  expect(document.querySelectorAll(`#${SETTINGS_BLOCK_ID}`)).toHaveLength(1)
  expect(readEmbeddedSettings()?.phone).toBe('2')
})
