import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'
import type { Locale } from '@/i18n/locale'

import { ADMIN_KEY, adminCall } from '../admin-api'

export type MediaItem = components['schemas']['MediaItem']

export const MEDIA_KEY = [ADMIN_KEY, 'media'] as const

/** The server's limits (src/media/picture.rs, src/media/upload.rs), checked here first. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024
export const MAX_ALT_CHARS = 300

/** Pictures a page of the Media screen shows (four rows of its grid of four), and of the picker. */
export const MEDIA_PAGE = 24
export const PICKER_PAGE = 12

/** One page of the library, newest first (`{items, total}`): the library can hold thousands. */
export function useMediaPage(offset: number, limit: number) {
  return useQuery({
    queryKey: [...MEDIA_KEY, 'page', { limit, offset }],
    queryFn: () => adminCall(api.GET('/admin/media', { params: { query: { limit, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/**
 * Whether `url` may be one of the library's addresses: an upload's (`/media/…`) or a seed
 * picture's (`/images/…`); others are never in it.
 */
export function isLibraryUrl(url: string | undefined): url is string {
  return /^\/(media|images)\//.test(url ?? '')
}

/** The library's picture at `url` (its main, card or share address); null when it has none. */
export function useMediaPicture(url: string | undefined) {
  return useQuery({
    queryKey: [...MEDIA_KEY, 'url', url],
    queryFn: async () => (await adminCall(api.GET('/admin/media', { params: { query: { url } } }))).items[0] ?? null,
    enabled: isLibraryUrl(url),
    staleTime: 0,
  })
}

/** The alt text of a library picture in `locale`. */
export function altOf(item: MediaItem, locale: Locale) {
  return locale === 'vi' ? item.altVi : item.altEn
}

export interface PictureUpload {
  file: File
  altVi: string
  altEn: string
}

/** The stored picture, and whether the library had it already (the same bytes: 200, not 201). */
export async function uploadPicture({ file, altVi, altEn }: PictureUpload): Promise<{ item: MediaItem; existed: boolean }> {
  const call = api.POST('/admin/media', {
    // The typed body says what the form holds; it is sent as multipart/form-data.
    body: { file: '', altVi, altEn },
    bodySerializer: (body) => {
      const form = new FormData()
      form.append('file', file)
      form.append('altVi', body.altVi)
      form.append('altEn', body.altEn)
      return form
    },
  })
  const item = await adminCall(call)
  return { item, existed: (await call).response.status === 200 }
}

export function removePicture(id: string) {
  return adminCall(api.DELETE('/admin/media/{id}', { params: { path: { id } } }))
}

export type PictureProblem = 'notAPicture' | 'tooLarge'

/**
 * The server's checks before sending: the type by the file's first bytes (as the server
 * tells it; never by its name), then the size.
 */
export async function checkPicture(file: Blob): Promise<PictureProblem | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  if (!isPicture(head)) return 'notAPicture'
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge'
  return undefined
}

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0) {
  return prefix.every((byte, i) => bytes[offset + i] === byte)
}

/** JPEG, PNG or WebP (`RIFF....WEBP`) by their magic numbers. */
export function isPicture(head: Uint8Array): boolean {
  return (
    startsWith(head, JPEG) ||
    startsWith(head, PNG) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
  )
}
