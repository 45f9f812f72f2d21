import { describe, expect, test } from 'vitest'

import { allDictionaries, defineDictionary } from './dictionary'

// Load every module of the app so that every dictionary registers itself.
const modules = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!../boot.ts'], { eager: true })

type Tree = { [key: string]: unknown }

function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}:string`]
  if (typeof value === 'function') return [`${path}:function/${value.length}`]
  return Object.entries(value as Tree)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key))
}

function blanks(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path]
  if (typeof value === 'function') return []
  return Object.entries(value as Tree).flatMap(([key, child]) => blanks(child, path ? `${path}.${key}` : key))
}

describe('dictionaries', () => {
  test('the app has dictionaries to check', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10)
    expect(allDictionaries.length).toBeGreaterThan(2)
  })

  test.each(allDictionaries.map((d) => [d.name, d.dictionary] as const))(
    '%s: English has exactly the Vietnamese keys, none blank',
    (_name, dictionary) => {
      expect(shape(dictionary.en)).toEqual(shape(dictionary.vi))
      expect(blanks(dictionary.vi)).toEqual([])
      expect(blanks(dictionary.en)).toEqual([])
    },
  )

  test('the type system refuses a missing or an extra key', () => {
    // These lines only compile because of the expect-error marks: `tsc --noEmit` fails the
    // build when a dictionary's English side does not match its Vietnamese side.
    // @ts-expect-error: 'b' is missing in English
    defineDictionary('missing', { a: 'x', b: 'y' }, { a: 'x' })
    // @ts-expect-error: 'b' is not a Vietnamese key
    defineDictionary('extra', { a: 'x' }, { a: 'x', b: 'y' })
    // @ts-expect-error: nested keys are held to the same rule
    defineDictionary('nested', { a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })
    // @ts-expect-error: a templated text keeps its arguments
    defineDictionary('fn', { f: (n: number) => `${n}` }, { f: 'text' })
    allDictionaries.splice(allDictionaries.findIndex((d) => d.name === 'missing'))
  })
})
