import type { components } from '@/api/schema'
// A default import with its attribute: the e2e specs import this file in Node, whose JSON
// modules have no named exports.
import consolesFile from '@/config/content-consoles.json' with { type: 'json' }
import { lists as contentLists } from '@/config/content-lists.json'

const { consoles } = consolesFile

/**
 * The lists the console edits, as the API names them (`/api/admin/content/{list}`), and the
 * standing pages. Each list's fields and words are its entry in the registry.
 */
export const LISTS: readonly string[] = contentLists.map((list) => list.name)
export type Kind = string
export const KINDS: readonly Kind[] = [...LISTS, 'pages']

export function isKind(value: string | undefined): value is Kind {
  return KINDS.includes(value ?? '')
}

/**
 * How a field is edited and checked, mirroring the server's schema (src/content/schema.rs):
 * `text` one line and `long` several, both not blank, with their character limits; `slug`;
 * `icon` from a list; `image` empty or a picture of this site; `date` a day.
 */
export type FieldSpec =
  | { key: string; kind: 'text' | 'long'; max: number }
  | { key: 'slug'; kind: 'slug' }
  | { key: 'icon'; kind: 'icon'; options: readonly string[] }
  | { key: string; kind: 'image' }
  | { key: string; kind: 'date' }

/** A pair of fields edited side by side: `${base}Vi` and `${base}En`. */
export interface PairSpec {
  base: string
  kind: 'text' | 'long'
  max: number
}

export interface KindSpec {
  /** The fields that are not per language, first. */
  single: FieldSpec[]
  pairs: PairSpec[]
  /** The pair that names an item (its Vietnamese side fills the slug). */
  name: string
  /** Whether the owner may add, delete and reorder (the standing pages: only edit). */
  list: boolean
  /** The public address of an item, when it has a page of its own. */
  page?: (slug: string) => string
}

const SLUG: FieldSpec = { key: 'slug', kind: 'slug' }
const TITLE: PairSpec = { base: 'title', kind: 'text', max: 200 }
const DESCRIPTION: PairSpec = { base: 'description', kind: 'long', max: 500 }

/** A field as a registry entry writes it (JSON: its kind a plain string). */
interface RegistryField {
  key: string
  kind: string
  max?: number
  options?: readonly string[]
}

function fieldSpec(field: RegistryField): FieldSpec {
  switch (field.kind) {
    case 'text':
    case 'long':
      return { key: field.key, kind: field.kind, max: field.max ?? 0 }
    case 'slug':
      return SLUG
    case 'icon':
      return { key: 'icon', kind: 'icon', options: field.options ?? [] }
    case 'image':
    case 'date':
      return { key: field.key, kind: field.kind }
  }
  throw new Error(`content-lists.json: the field ${field.key} has an unknown kind ${field.kind}`)
}

function pairSpec(pair: { base: string; kind: string; max: number }): PairSpec {
  if (pair.kind !== 'text' && pair.kind !== 'long') throw new Error(`content-lists.json: the pair ${pair.base} has an unknown kind ${pair.kind}`)
  return { base: pair.base, kind: pair.kind, max: pair.max }
}

const PAGES: KindSpec = {
  single: [],
  pairs: [TITLE, DESCRIPTION, { base: 'body', kind: 'long', max: 30000 }],
  name: 'title',
  list: false,
  page: (slug) => `/${slug}`,
}

const CONSOLES: ReadonlyMap<string, (typeof consoles)[keyof typeof consoles]> = new Map(Object.entries(consoles))

const KIND_SPECS: ReadonlyMap<Kind, KindSpec> = new Map([
  ...contentLists.map((list): [Kind, KindSpec] => {
    const edit = CONSOLES.get(list.name)
    if (!edit) throw new Error(`content-lists.json: the list ${list.name} has no entry in content-consoles.json`)
    return [
      list.name,
      {
        single: edit.fields.map(fieldSpec),
        pairs: edit.pairs.map(pairSpec),
        name: edit.nameField,
        list: true,
        page: list.details ? (slug: string) => `${list.path}/${slug}` : undefined,
      },
    ]
  }),
  ['pages', PAGES],
])

/** How a kind is edited (a kind `isKind` accepted; the standing pages' otherwise). */
export function kindSpec(kind: Kind): KindSpec {
  return KIND_SPECS.get(kind) ?? PAGES
}

/** Every field of a kind, the pairs spelled out (Vietnamese, then English). */
export function fieldsOf(kind: Kind): FieldSpec[] {
  const spec = kindSpec(kind)
  return [
    ...spec.single,
    ...spec.pairs.flatMap((pair) => [
      { key: `${pair.base}Vi`, kind: pair.kind, max: pair.max },
      { key: `${pair.base}En`, kind: pair.kind, max: pair.max },
    ]),
  ]
}

type Schemas = components['schemas']
/** What the server answers for an item of any kind: its key, when it changed, and its fields. */
export type ContentItem =
  | Schemas['ServiceItem']
  | Schemas['IndustryItem']
  | Schemas['CaseStudyItem']
  | Schemas['BlogPostItem']
  | Schemas['TestimonialItem']
  | Schemas['PageItem']

/** The key of an item in its route: the id, or the slug of a standing page. */
export function itemKey(item: ContentItem): string {
  return 'id' in item ? item.id : item.slug
}

/** A field's text (empty when the item has none). */
export function textField(item: ContentItem, key: string): string {
  const value = (item as unknown as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}
