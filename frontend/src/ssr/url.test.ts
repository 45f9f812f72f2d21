import { describe, expect, it } from 'vitest'

import { URL as ServerURL, URLSearchParams as ServerSearchParams } from './url'

const QUERIES = [
  '',
  '?',
  '?lang=en',
  'lang=vi&x=1',
  '?a=1&a=2&b=&c',
  '?q=c%C3%A0+ph%C3%AA&space=a%20b&plus=%2B',
  '?weird=%E0%A4%A&x==y',
  '?arr=1,2,3&flag=true',
]

function snapshot(params: URLSearchParams | ServerSearchParams) {
  return { pairs: [...params.entries()], text: params.toString(), size: params.size }
}

describe('the server URLSearchParams', () => {
  it.each(QUERIES)('reads %j as Node does', (query) => {
    expect(snapshot(new ServerSearchParams(query))).toEqual(snapshot(new URLSearchParams(query)))
  })

  it('changes as Node does', () => {
    const ours = new ServerSearchParams('?b=2&a=1&b=3')
    const node = new URLSearchParams('?b=2&a=1&b=3')
    for (const params of [ours, node]) {
      params.set('b', 'x y')
      params.append('c', "é!'()~*")
      params.delete('a')
      params.append('a', '0')
      params.sort()
    }
    expect(snapshot(ours)).toEqual(snapshot(node))
    expect(ours.get('b')).toBe(node.get('b'))
    expect(ours.getAll('c')).toEqual(node.getAll('c'))
    expect(ours.has('zz')).toBe(node.has('zz'))
    expect(snapshot(new ServerSearchParams({ x: '1', y: 'ư' }))).toEqual(snapshot(new URLSearchParams({ x: '1', y: 'ư' })))
  })
})

const URLS: Array<[string, string?]> = [
  ['http://localhost/'],
  ['http://localhost'],
  ['https://Example.COM:443/a/b?x=1#top'],
  ['http://127.0.0.1:8080/services?lang=en'],
  ['http://localhost/blog/xin chào?q=a b'],
  ['/tools/freight-calculator?from=VNSGN', 'http://localhost/services'],
  ['contact', 'http://localhost/tools/x'],
  ['../a/./b/..', 'http://localhost/one/two/three'],
  ['?lang=vi', 'http://localhost/services?lang=en#x'],
  ['#part', 'http://localhost/services?lang=en'],
  ['//cdn.example.com/x', 'https://localhost/'],
]

function parts(url: URL | ServerURL) {
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = url
  return { href, origin, protocol, host, hostname, port, pathname, search, hash, query: [...url.searchParams] }
}

describe('the server URL', () => {
  it.each(URLS)('reads %j as Node does', (input, base) => {
    expect(parts(new ServerURL(input, base))).toEqual(parts(new URL(input, base)))
  })

  it('keeps search and searchParams together as Node does', () => {
    const ours = new ServerURL('http://localhost/tools?lang=vi')
    const node = new URL('http://localhost/tools?lang=vi')
    for (const url of [ours, node]) {
      url.searchParams.set('lang', 'en')
      url.searchParams.append('weight', '10,5')
    }
    expect(parts(ours)).toEqual(parts(node))
    ours.search = '?a=1'
    node.search = '?a=1'
    expect(parts(ours)).toEqual(parts(node))
  })

  it('refuses what it cannot read', () => {
    expect(() => new ServerURL('/relative')).toThrow(TypeError)
  })
})
