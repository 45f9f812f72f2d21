import { TextEncoder } from './text-encoder'

/**
 * `URL` and `URLSearchParams` for QuickJS, which has neither: enough for what renders on the
 * server (the router's locations, the tools reading their query, absolute links). Only
 * absolute http(s) URLs and relative paths against one; `url.test.ts` holds them equal to
 * Node's for the shapes the app uses.
 */

/** Percent-decoding as the URL standard does it: bytes, then UTF-8 with U+FFFD for bad ones. */
function decode(text: string): string {
  const bytes: number[] = []
  const plain = text.replace(/\+/g, ' ')
  for (let i = 0; i < plain.length; i++) {
    const hex = plain.slice(i + 1, i + 3)
    if (plain[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      for (const byte of new TextEncoder().encode(plain[i])) bytes.push(byte)
    }
  }
  return utf8(bytes)
}

function utf8(bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i]!
    const length = first < 0x80 ? 1 : first >= 0xc2 && first < 0xe0 ? 2 : first >= 0xe0 && first < 0xf0 ? 3 : first >= 0xf0 && first < 0xf5 ? 4 : 0
    if (length === 1) {
      out += String.fromCharCode(first)
      i += 1
      continue
    }
    let code = length === 2 ? first & 0x1f : length === 3 ? first & 0x0f : first & 0x07
    let taken = 1
    for (; length > 0 && taken < length; taken++) {
      const next = bytes[i + taken]
      const low = taken === 1 && first === 0xe0 ? 0xa0 : taken === 1 && first === 0xf0 ? 0x90 : 0x80
      const high = taken === 1 && first === 0xed ? 0x9f : taken === 1 && first === 0xf4 ? 0x8f : 0xbf
      if (next === undefined || next < low || next > high) break
      code = (code << 6) | (next & 0x3f)
    }
    if (length > 0 && taken === length) {
      out += String.fromCodePoint(code)
      i += length
    } else {
      // A bad or cut sequence: one replacement character for what was read of it.
      out += '\ufffd'
      i += Math.max(1, taken)
    }
  }
  return out
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it. */
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

type Init = string | URLSearchParams | Record<string, string> | Iterable<readonly [string, string]>

export class URLSearchParams {
  #pairs: Array<[string, string]> = []
  #onChange: (() => void) | undefined

  constructor(init: Init = '', onChange?: () => void) {
    this.#onChange = onChange
    if (typeof init === 'string') {
      this.#pairs = URLSearchParams.parse(init)
    } else if (init instanceof URLSearchParams) {
      this.#pairs = [...init.entries()]
    } else if (Symbol.iterator in Object(init)) {
      this.#pairs = [...(init as Iterable<readonly [string, string]>)].map(([k, v]) => [String(k), String(v)])
    } else {
      this.#pairs = Object.entries(init as Record<string, string>).map(([k, v]) => [k, String(v)])
    }
  }

  static parse(query: string): Array<[string, string]> {
    const text = query.startsWith('?') ? query.slice(1) : query
    return text
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const at = part.indexOf('=')
        return at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))]
      })
  }

  /** Replaces the pairs without telling the owner URL (it is the one asking). */
  replaceAll(query: string) {
    this.#pairs = URLSearchParams.parse(query)
  }

  get size(): number {
    return this.#pairs.length
  }

  append(name: string, value: string) {
    this.#pairs.push([String(name), String(value)])
    this.#onChange?.()
  }

  delete(name: string, value?: string) {
    this.#pairs = this.#pairs.filter(([k, v]) => k !== name || (value !== undefined && v !== value))
    this.#onChange?.()
  }

  get(name: string): string | null {
    return this.#pairs.find(([k]) => k === name)?.[1] ?? null
  }

  getAll(name: string): string[] {
    return this.#pairs.filter(([k]) => k === name).map(([, v]) => v)
  }

  has(name: string, value?: string): boolean {
    return this.#pairs.some(([k, v]) => k === name && (value === undefined || v === value))
  }

  set(name: string, value: string) {
    const at = this.#pairs.findIndex(([k]) => k === name)
    if (at < 0) {
      this.#pairs.push([String(name), String(value)])
    } else {
      this.#pairs[at] = [String(name), String(value)]
      this.#pairs = this.#pairs.filter(([k], i) => k !== name || i === at)
    }
    this.#onChange?.()
  }

  sort() {
    this.#pairs = this.#pairs
      .map((pair, i) => [pair, i] as const)
      .sort(([a, i], [b, j]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : i - j))
      .map(([pair]) => pair)
    this.#onChange?.()
  }

  forEach(callback: (value: string, name: string, params: URLSearchParams) => void) {
    for (const [k, v] of this.#pairs) callback(v, k, this)
  }

  keys(): IterableIterator<string> {
    return this.#pairs.map(([k]) => k)[Symbol.iterator]()
  }

  values(): IterableIterator<string> {
    return this.#pairs.map(([, v]) => v)[Symbol.iterator]()
  }

  entries(): IterableIterator<[string, string]> {
    return this.#pairs.map(([k, v]) => [k, v] as [string, string])[Symbol.iterator]()
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries()
  }

  toString(): string {
    return this.#pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
  }
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i

/** Resolves `.` and `..` segments of a path. */
function normalizePath(path: string): string {
  const out: string[] = []
  const segments = path.split('/').slice(1)
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1
    if (segment === '..') {
      out.pop()
      if (last) out.push('')
    } else if (segment === '.') {
      if (last) out.push('')
    } else {
      out.push(segment)
    }
  })
  return `/${out.join('/')}`
}

function encodePath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g, (c) => encodeURIComponent(c))
}

function encodeQuery(query: string): string {
  return query.replace(/[ "#<>]|[^\x20-\x7e]/g, (c) => encodeURIComponent(c))
}

export class URL {
  protocol = ''
  host = ''
  pathname = '/'
  #search = ''
  hash = ''
  readonly searchParams: URLSearchParams

  constructor(input: string | URL, base?: string | URL) {
    let text = String(input).trim()
    if (text.startsWith('//') && base !== undefined) text = `${new URL(base).protocol}${text}`
    const absolute = ABSOLUTE.exec(text)
    if (absolute) {
      this.protocol = absolute[1]!.toLowerCase()
      this.host = absolute[2]!.toLowerCase()
      this.pathname = normalizePath(encodePath(absolute[3] || '/'))
      this.#search = absolute[4] && absolute[4] !== '?' ? encodeQuery(absolute[4]) : ''
      this.hash = absolute[5] && absolute[5] !== '#' ? absolute[5] : ''
    } else if (base !== undefined) {
      const from = new URL(base)
      this.protocol = from.protocol
      this.host = from.host
      const [, path = '', query, fragment] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(text) ?? []
      if (path === '') {
        this.pathname = from.pathname
        this.#search = query === undefined ? from.search : query === '?' ? '' : encodeQuery(query)
      } else {
        const dir = from.pathname.slice(0, from.pathname.lastIndexOf('/') + 1)
        this.pathname = normalizePath(encodePath(path.startsWith('/') ? path : dir + path))
        this.#search = query && query !== '?' ? encodeQuery(query) : ''
      }
      this.hash = fragment && fragment !== '#' ? fragment : ''
    } else {
      throw new TypeError(`Invalid URL: ${text}`)
    }
    if (!/^https?:$/.test(this.protocol)) throw new TypeError(`Invalid URL (server renders http only): ${text}`)
    this.host = this.host.replace(this.protocol === 'https:' ? /:443$/ : /:80$/, '')
    this.searchParams = new URLSearchParams(this.#search, () => {
      const query = this.searchParams.toString()
      this.#search = query ? `?${query}` : ''
    })
  }

  get search(): string {
    return this.#search
  }

  set search(value: string) {
    const query = value.startsWith('?') ? value.slice(1) : value
    this.#search = query ? `?${encodeQuery(query)}` : ''
    this.searchParams.replaceAll(this.#search)
  }

  get hostname(): string {
    return this.host.replace(/:\d+$/, '')
  }

  get port(): string {
    return /:(\d+)$/.exec(this.host)?.[1] ?? ''
  }

  get origin(): string {
    return `${this.protocol}//${this.host}`
  }

  get href(): string {
    return `${this.origin}${this.pathname}${this.#search}${this.hash}`
  }

  toString(): string {
    return this.href
  }

  toJSON(): string {
    return this.href
  }
}
