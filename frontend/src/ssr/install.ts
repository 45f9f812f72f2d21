/**
 * Gives QuickJS what the app and its libraries use from a browser or Node and it lacks.
 * Imported first by `entry-server.tsx`; every piece is installed only where missing, so in
 * Node (the tests) the real ones stay.
 */
import { ServerIntl } from './intl'
import * as timers from './timers'
import { TextEncoder } from './text-encoder'
import { URL, URLSearchParams } from './url'

const scope = globalThis as Record<string, unknown>

function provide(name: string, value: unknown) {
  if (scope[name] === undefined) scope[name] = value
}

provide('Intl', ServerIntl)
provide('URL', URL)
provide('URLSearchParams', URLSearchParams)
provide('TextEncoder', TextEncoder)
provide('setTimeout', timers.setTimeout)
provide('clearTimeout', timers.clearTimeout)
provide('setInterval', timers.setInterval)
provide('clearInterval', timers.clearInterval)
provide('queueMicrotask', (callback: () => void) => void Promise.resolve().then(callback))
