// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'

import { sendToolEvent, trackPageviews } from './visit-beacon'

type State = { location: { pathname: string; search: string }; navigation: { state: string } }

function fakeRouter(pathname: string, search = '') {
  let listener: ((state: State) => void) | undefined
  const router = {
    state: { location: { pathname, search }, navigation: { state: 'idle' } },
    subscribe: (l: (state: State) => void) => {
      listener = l
      return () => undefined
    },
    go: (next: string, navigation = 'idle') => {
      const [p, s = ''] = next.split('?')
      router.state = { location: { pathname: p!, search: s ? `?${s}` : '' }, navigation: { state: navigation } }
      listener?.(router.state)
    },
  }
  return router
}

function beacons() {
  const sendBeacon = vi.fn((_url: string, _body: string) => true)
  vi.stubGlobal('navigator', { ...navigator, sendBeacon })
  return () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as Record<string, unknown>) }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.lang = ''
})

describe('visit beacon', () => {
  test('one page view at start and one per settled route change, none for the console', () => {
    const sent = beacons()
    document.documentElement.lang = 'en'
    const router = fakeRouter('/', '?utm_source=zalo')
    trackPageviews(router)
    router.go('/services', 'loading')
    router.go('/services')
    router.go('/services')
    router.go('/admin/dashboard')
    router.go('/blog?page=2')
    expect(sent()).toEqual([
      { url: '/api/events', type: 'pageview', path: '/?utm_source=zalo', lang: 'en' },
      { url: '/api/events', type: 'pageview', path: '/services', referrer: `${window.location.origin}/?utm_source=zalo`, lang: 'en' },
      { url: '/api/events', type: 'pageview', path: '/blog?page=2', referrer: `${window.location.origin}/admin/dashboard`, lang: 'en' },
    ])
  })

  test('a tool event names the tool by its page', () => {
    const sent = beacons()
    window.history.pushState(null, '', '/tools/freight-calculator?x=1')
    sendToolEvent('calculated')
    window.history.pushState(null, '', '/')
    expect(sent()).toEqual([{ url: '/api/events', type: 'calculated', path: '/tools/freight-calculator', tool: 'freight-calculator' }])
  })
})
