import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall, versionedCall } from '../admin-api'
import { PAGE_SIZE } from '../ui/list-params'
import type { ContentItem, Kind } from './content-kinds'

export const contentKey = (kind: Kind) => [ADMIN_KEY, 'content', kind] as const

/*
 * Every list has the same routes with its own body (see src/content/admin_api.rs), so the
 * calls are made once with the services' paths standing for any list; the item type is the
 * union of the kinds' answers. The standing pages have their own paths.
 */
type AnyInput = components['schemas']['ServiceInput']
const listPath = (kind: Kind) => `/admin/content/${kind}` as '/admin/content/services'
const itemPath = (kind: Kind) => `/admin/content/${kind}/{id}` as '/admin/content/services/{id}'

/** One page of a list as the console shows it, and how many items the list holds. */
export interface ContentPage {
  items: ContentItem[]
  total: number
}

/** The page of `kind` starting at `offset` (the standing pages: all five, one page). */
export function useContentItems(kind: Kind, offset: number) {
  return useQuery({
    queryKey: [...contentKey(kind), { offset }],
    queryFn: async (): Promise<ContentPage> => {
      if (kind === 'pages') {
        const items: ContentItem[] = await adminCall(api.GET('/admin/pages'))
        return { items, total: items.length }
      }
      return listPage(kind, PAGE_SIZE, offset)
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** `limit` items of a list from `offset`, with the list's size (its `X-Total-Count`). */
export async function listPage(kind: Kind, limit: number, offset: number): Promise<ContentPage> {
  const answer = await api.GET(listPath(kind), { params: { query: { limit, offset } } })
  const items: ContentItem[] = await adminCall(Promise.resolve(answer))
  const total = Number(answer.response.headers.get('X-Total-Count'))
  return { items, total: Number.isInteger(total) ? total : items.length }
}

/**
 * An item as the editor starts from it: its fields, and the version the server gave them
 * (`ETag`), which a save sends back as `If-Match` so that a save over someone else's newer
 * one is refused (412) instead of undoing it. Undefined while the server sends no ETag.
 */
export interface VersionedItem {
  item: ContentItem
  version: string | undefined
}

const pageSlug = (key: string) => key as components['schemas']['PageSlug']

/** The item as the server now has it, with its version. */
export async function fetchItem(kind: Kind, key: string): Promise<VersionedItem> {
  const { data, version } =
    kind === 'pages'
      ? await versionedCall(api.GET('/admin/pages/{slug}', { params: { path: { slug: pageSlug(key) } } }))
      : await versionedCall(api.GET(itemPath(kind), { params: { path: { id: key } } }))
  return { item: data, version }
}

export function useContentItem(kind: Kind, key: string) {
  return useQuery({
    queryKey: [...contentKey(kind), key],
    queryFn: () => fetchItem(kind, key),
    staleTime: 0,
  })
}

export type Revision = components['schemas']['RevisionEntry']
const revisionsPath = (kind: Kind) => `/admin/content/${kind}/{id}/revisions` as '/admin/content/services/{id}/revisions'
const revisionPath = (kind: Kind) =>
  `/admin/content/${kind}/{id}/revisions/{revisionId}` as '/admin/content/services/{id}/revisions/{revisionId}'
const restorePath = (kind: Kind) =>
  `/admin/content/${kind}/{id}/revisions/{revisionId}/restore` as '/admin/content/services/{id}/revisions/{revisionId}/restore'

/** The item's saved versions, newest first (the server keeps the latest 50). */
export function useRevisions(kind: Kind, key: string) {
  return useQuery({
    queryKey: [...contentKey(kind), key, 'revisions'],
    queryFn: (): Promise<Revision[]> =>
      kind === 'pages'
        ? adminCall(api.GET('/admin/pages/{slug}/revisions', { params: { path: { slug: pageSlug(key) } } }))
        : adminCall(api.GET(revisionsPath(kind), { params: { path: { id: key } } })),
    staleTime: 0,
  })
}

/** One saved version's fields, as they were saved. */
export async function fetchRevision(kind: Kind, key: string, revisionId: number): Promise<Record<string, unknown>> {
  const data =
    kind === 'pages'
      ? await adminCall(api.GET('/admin/pages/{slug}/revisions/{revisionId}', { params: { path: { slug: pageSlug(key), revisionId } } }))
      : await adminCall(api.GET(revisionPath(kind), { params: { path: { id: key, revisionId } } }))
  return data as unknown as Record<string, unknown>
}

/** Makes a saved version the current one: a save like any, from `version`. */
export async function restoreRevision(kind: Kind, key: string, revisionId: number, version?: string): Promise<VersionedItem> {
  const headers = version === undefined ? undefined : { 'If-Match': version }
  const { data, version: saved } =
    kind === 'pages'
      ? await versionedCall(
          api.POST('/admin/pages/{slug}/revisions/{revisionId}/restore', { params: { path: { slug: pageSlug(key), revisionId } }, headers }),
        )
      : await versionedCall(api.POST(restorePath(kind), { params: { path: { id: key, revisionId } }, headers }))
  return { item: data as ContentItem, version: saved }
}

/**
 * Stores the item (a new one when `key` is absent), sending the version it was edited from
 * as `If-Match` when there is one; the server's answer, once it said so, with its new version.
 */
export async function saveItem(
  kind: Kind,
  body: Record<string, string | boolean>,
  key?: string,
  version?: string,
): Promise<VersionedItem> {
  const headers = version === undefined ? undefined : { 'If-Match': version }
  const { data, version: saved } =
    kind === 'pages'
      ? await versionedCall(
          api.PUT('/admin/pages/{slug}', {
            params: { path: { slug: pageSlug(key ?? '') } },
            body: body as unknown as components['schemas']['PageInput'],
            headers,
          }),
        )
      : key === undefined
        ? await versionedCall(api.POST(listPath(kind), { body: body as unknown as AnyInput }))
        : await versionedCall(api.PUT(itemPath(kind), { params: { path: { id: key } }, body: body as unknown as AnyInput, headers }))
  return { item: data as ContentItem, version: saved }
}

export function deleteItem(kind: Kind, id: string) {
  return adminCall(api.DELETE(itemPath(kind), { params: { path: { id } } }))
}

/** The items `ids` take, in that order, the places they hold (the server answers them). */
export function reorderItems(kind: Kind, ids: string[]): Promise<ContentItem[]> {
  return adminCall(api.PUT(listPath(kind), { body: { ids } }))
}
