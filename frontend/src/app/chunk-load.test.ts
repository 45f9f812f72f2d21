// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'

import { isChunkLoadError, resilient, watchNavigations } from './chunk-load'

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/post-screen-1a2b3c.js')

function stubLocation() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, href: 'http://localhost/blog', origin: 'http://localhost', assign })
  return assign
}

function goingTo(pathname: string, search = '', hash = '') {
  watchNavigations({ state: { navigation: { location: { pathname, search, hash } } } } as never)
}

describe('a code chunk that fails to load (docs/decisions-spec.md §22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.sessionStorage.clear()
  })

  test('is recognised in each browser’s words, and nothing else is', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  test('online: the target address is loaded as a full page, once; a second failure goes to the error screen', async () => {
    const assign = stubLocation()
    goingTo('/blog/cuoc-bien', '?lang=en', '#phi')
    const load = resilient(() => Promise.reject(chunkError()))
    void load()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/blog/cuoc-bien?lang=en#phi'))
    await expect(load()).rejects.toThrow(/dynamically imported module/)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  test('offline: the navigation waits for the connection, then loads the page', async () => {
    const assign = stubLocation()
    vi.stubGlobal('navigator', { ...window.navigator, onLine: false })
    goingTo('/contact')
    void resilient(() => Promise.reject(chunkError()))()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(assign).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/contact'))
  })

  test('other errors are the route’s own', async () => {
    const assign = stubLocation()
    await expect(resilient(() => Promise.reject(new RangeError('bad')))()).rejects.toThrow('bad')
    expect(assign).not.toHaveBeenCalled()
    await expect(resilient(() => Promise.resolve(7))()).resolves.toBe(7)
  })
})
