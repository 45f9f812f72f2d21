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

export function useContentItem(kind: Kind, key: string) {
  return useQuery({
    queryKey: [...contentKey(kind), key],
    queryFn: async (): Promise<VersionedItem> => {
      const { data, version } =
        kind === 'pages'
          ? await versionedCall(api.GET('/admin/pages/{slug}', { params: { path: { slug: key as components['schemas']['PageSlug'] } } }))
          : await versionedCall(api.GET(itemPath(kind), { params: { path: { id: key } } }))
      return { item: data, version }
    },
    staleTime: 0,
  })
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
            params: { path: { slug: key as components['schemas']['PageSlug'] } },
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
