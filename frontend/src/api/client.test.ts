// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'

import { api } from './client'

afterEach(() => {
  vi.unstubAllGlobals()
})

test.each(['vi', 'en'])('API requests carry the site language (%s) as Accept-Language', async (lang) => {
  document.documentElement.lang = lang
  const fetch = vi.fn((request: Request) => {
    void request
    return Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } }))
  })
  vi.stubGlobal('fetch', fetch)
  await api.GET('/services')
  const request = fetch.mock.calls[0]?.[0]
  expect(request?.headers.get('Accept-Language')).toBe(lang)
})
