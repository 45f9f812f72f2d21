import type { components } from '@/api/schema'

/** The lists the console edits, as the API names them (`/api/admin/content/{list}`), and the standing pages. */
export const LISTS = ['services', 'industries', 'case-studies', 'blog-posts', 'testimonials'] as const
export type ListKind = (typeof LISTS)[number]
export type Kind = ListKind | 'pages'
export const KINDS: readonly Kind[] = [...LISTS, 'pages']

export function isKind(value: string | undefined): value is Kind {
  return (KINDS as readonly string[]).includes(value ?? '')
}

/** The icons each card may show (docs/product-spec.md §3; the server refuses others). */
export const SERVICE_ICONS = ['package', 'truck', 'warehouse', 'ship', 'plane', 'document'] as const
export const INDUSTRY_ICONS = ['factory', 'shopping', 'food', 'fashion', 'tech', 'health'] as const

/**
 * How a field is edited and checked, mirroring the server's schema (src/content/schema.rs):
 * `text` one line and `long` several, both not blank, with their character limits; `slug`;
 * `icon` from a list; `image` empty or a picture of this site; `date` a day.
 */
export type FieldSpec =
  | { key: string; kind: 'text' | 'long'; max: number }
  | { key: 'slug'; kind: 'slug' }
  | { key: 'icon'; kind: 'icon'; options: readonly string[] }
  | { key: 'imageUrl' | 'avatarUrl'; kind: 'image' }
  | { key: 'publishedAt'; kind: 'date' }

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
const CONTENT: PairSpec = { base: 'content', kind: 'long', max: 20000 }

export const KIND_SPECS: Record<Kind, KindSpec> = {
  services: {
    single: [SLUG, { key: 'icon', kind: 'icon', options: SERVICE_ICONS }],
    pairs: [TITLE, DESCRIPTION, CONTENT],
    name: 'title',
    list: true,
    page: (slug) => `/services/${slug}`,
  },
  industries: {
    single: [SLUG, { key: 'icon', kind: 'icon', options: INDUSTRY_ICONS }],
    pairs: [TITLE, DESCRIPTION],
    name: 'title',
    list: true,
  },
  'case-studies': {
    single: [
      SLUG,
      { key: 'clientName', kind: 'text', max: 200 },
      { key: 'industry', kind: 'text', max: 200 },
      { key: 'imageUrl', kind: 'image' },
    ],
    pairs: [TITLE, DESCRIPTION, CONTENT],
    name: 'title',
    list: true,
    page: (slug) => `/case-studies/${slug}`,
  },
  'blog-posts': {
    single: [SLUG, { key: 'author', kind: 'text', max: 200 }, { key: 'publishedAt', kind: 'date' }, { key: 'imageUrl', kind: 'image' }],
    pairs: [TITLE, DESCRIPTION, CONTENT],
    name: 'title',
    list: true,
    page: (slug) => `/blog/${slug}`,
  },
  testimonials: {
    single: [{ key: 'avatarUrl', kind: 'image' }],
    pairs: [
      { base: 'name', kind: 'text', max: 200 },
      { base: 'position', kind: 'text', max: 200 },
      { base: 'company', kind: 'text', max: 200 },
      { base: 'content', kind: 'long', max: 2000 },
    ],
    name: 'name',
    list: true,
  },
  pages: {
    single: [],
    pairs: [TITLE, DESCRIPTION, { base: 'body', kind: 'long', max: 30000 }],
    name: 'title',
    list: false,
    page: (slug) => `/${slug}`,
  },
}

/** Every field of a kind, the pairs spelled out (Vietnamese, then English). */
export function fieldsOf(kind: Kind): FieldSpec[] {
  const spec = KIND_SPECS[kind]
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
