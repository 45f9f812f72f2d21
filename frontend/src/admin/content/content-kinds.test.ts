import { describe, expect, test } from 'vitest'

import registry from '@/config/content-lists.json'
import { LIST_PAGE_SIZE } from '@/lib/list-pages'

import { LISTS } from './content-kinds'

// The console and the site's pages read the one registry of lists (src/content/lists.rs,
// docs/decisions-spec.md §29); the console's own kinds must name the same lists.
describe('the content lists registry', () => {
  test('the console edits every list of the registry, in its order', () => {
    expect([...LISTS]).toEqual(registry.lists.map((list) => list.name))
  })

  test('every list shows pages of the size the app asks for', () => {
    for (const list of registry.lists) expect(list.pageSize).toBe(LIST_PAGE_SIZE)
  })
})
