import { describe, expect, test } from 'vitest'

import { consoles } from '@/config/content-consoles.json'
import registry from '@/config/content-lists.json'

import { fieldsOf, kindSpec, LISTS } from './content-kinds'
import { contentText } from './content-text'

// The console and the site's pages read the one registry of lists (src/content/lists.rs,
// docs/decisions-spec.md §29); the console's own kinds must name the same lists.
describe('the content lists registry', () => {
  test('the console edits every list of the registry, in its order', () => {
    expect([...LISTS]).toEqual(registry.lists.map((list) => list.name))
  })


  test('each list is edited as its entry says, with the words it gives', () => {
    expect(Object.keys(consoles)).toEqual(registry.lists.map((list) => list.name))
    for (const list of registry.lists) {
      const edit = Object.values(consoles)[registry.lists.indexOf(list)]!
      const spec = kindSpec(list.name)
      expect(spec.list).toBe(true)
      expect(spec.single.map((field) => field.key)).toEqual(edit.fields.map((field) => field.key))
      expect(spec.pairs.map((pair) => pair.base)).toEqual(edit.pairs.map((pair) => pair.base))
      expect(spec.page?.('x')).toBe(list.details ? `${list.path}/x` : undefined)
      for (const locale of ['vi', 'en'] as const) {
        const words = edit[locale]
        // The words written out for the e2e specs are the registry's.
        expect((contentText[locale].kinds as Record<string, string>)[list.name]).toBe(words.name)
        for (const [key, label] of Object.entries(words.fields)) {
          expect((contentText[locale].fields as Record<string, string>)[key]).toBe(label)
        }
        // Every field has a label in both languages.
        for (const field of fieldsOf(list.name)) {
          const base = field.key.replace(/(Vi|En)$/, '')
          expect(Object.hasOwn(contentText[locale].fields, base) || Object.hasOwn(contentText[locale].fields, field.key)).toBe(true)
        }
      }
    }
  })
})
