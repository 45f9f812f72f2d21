import { useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall } from '../admin-api'
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

export function useContentItems(kind: Kind) {
  return useQuery({
    queryKey: contentKey(kind),
    queryFn: async (): Promise<ContentItem[]> =>
      kind === 'pages' ? adminCall(api.GET('/admin/pages')) : adminCall(api.GET(listPath(kind))),
    staleTime: 0,
  })
}

export function useContentItem(kind: Kind, key: string) {
  return useQuery({
    queryKey: [...contentKey(kind), key],
    queryFn: async (): Promise<ContentItem> =>
      kind === 'pages'
        ? adminCall(api.GET('/admin/pages/{slug}', { params: { path: { slug: key as components['schemas']['PageSlug'] } } }))
        : adminCall(api.GET(itemPath(kind), { params: { path: { id: key } } })),
    staleTime: 0,
  })
}

/** Stores the item (a new one when `key` is absent); the server's answer, once it said so. */
export async function saveItem(kind: Kind, body: Record<string, string | boolean>, key?: string): Promise<ContentItem> {
  if (kind === 'pages') {
    const slug = key as components['schemas']['PageSlug']
    return adminCall(
      api.PUT('/admin/pages/{slug}', { params: { path: { slug } }, body: body as unknown as components['schemas']['PageInput'] }),
    )
  }
  const input = body as unknown as AnyInput
  return key === undefined
    ? adminCall(api.POST(listPath(kind), { body: input }))
    : adminCall(api.PUT(itemPath(kind), { params: { path: { id: key } }, body: input }))
}

export function deleteItem(kind: Kind, id: string) {
  return adminCall(api.DELETE(itemPath(kind), { params: { path: { id } } }))
}

/** The list in its new order (the server answers it). */
export function reorderItems(kind: Kind, ids: string[]): Promise<ContentItem[]> {
  return adminCall(api.PUT(listPath(kind), { body: { ids } }))
}
