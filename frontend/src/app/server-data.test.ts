// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'

import { SERVER_DATA_ID, readServerData, seedServerData } from './server-data'

function block(text: string) {
  const script = document.createElement('script')
  script.id = SERVER_DATA_ID
  script.type = 'application/json'
  script.textContent = text
  document.body.append(script)
}

afterEach(() => document.getElementById(SERVER_DATA_ID)?.remove())

describe('the server data block', () => {
  it('is read and seeds the query cache with the server answers', () => {
    block('{"locale":"en","queries":[[["api","services"],[{"slug":"sea-freight"}]]]}')
    const data = readServerData()
    expect(data?.locale).toBe('en')
    const client = new QueryClient()
    seedServerData(client, data)
    expect(client.getQueryData(['api', 'services'])).toEqual([{ slug: 'sea-freight' }])
  })

  it('is absent on the bare app, and a broken one counts as absent', () => {
    expect(readServerData()).toBeUndefined()
    block('{"locale":"fr","queries":[]}')
    expect(readServerData()).toBeUndefined()
    document.getElementById(SERVER_DATA_ID)?.remove()
    block('{not json')
    expect(readServerData()).toBeUndefined()
  })
})

it('an unknown detail page hydrates as Not Found: the "~" answer stands for its slug', () => {
  const client = new QueryClient()
  seedServerData(client, { locale: 'vi', queries: [[['api', 'services', '~'], null]] }, '/services/no-such-service')
  expect(client.getQueryState(['api', 'services', 'no-such-service'])?.data).toBeNull()
  const other = new QueryClient()
  seedServerData(other, { locale: 'vi', queries: [[['api', 'services', '~'], null]] }, '/services')
  expect(other.getQueryState(['api', 'services', 'services'])).toBeUndefined()
})
