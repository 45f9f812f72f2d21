import { expect, it } from 'vitest'

import { TextEncoder as ServerTextEncoder } from './text-encoder'
import { dropTimers, pendingTimers, setTimeout, clearTimeout } from './timers'

it('encodes UTF-8 as Node does', () => {
  for (const text of ['', 'abc', 'Tiếng Việt có dấu', '₫ € US$', '😀 emoji', 'lone \ud800 surrogate']) {
    expect([...new ServerTextEncoder().encode(text)]).toEqual([...new TextEncoder().encode(text)])
  }
})

it('records timers without running them, and forgets them after a render', () => {
  let ran = false
  const first = setTimeout(() => (ran = true), 0)
  setTimeout(() => (ran = true), 10)
  clearTimeout(first)
  expect(pendingTimers()).toBe(1)
  dropTimers()
  expect(pendingTimers()).toBe(0)
  expect(ran).toBe(false)
})
