import { z } from '@/lib/zod'

import { fieldsOf } from './content-kinds'
import type { ContentItem, FieldSpec, Kind } from './content-kinds'
import { SLUG_MAX, SLUG_PATTERN } from './slug'

/** The server's rules (src/content/schema.rs), so the form says what the server would. */
// eslint-disable-next-line no-control-regex -- the server's White_Space set names \u000b too
const NOT_BLANK = /[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufffe\uffff]/
const SITE_IMAGE = /^(?:\/(?:media|images)\/[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)?$/
const IMAGE_MAX = 500
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Lengths in characters (code points), as the server counts them. */
const characters = (text: string) => Array.from(text).length

/** A day that exists on the calendar (2026-02-30 does not). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

export function isSiteImage(text: string): boolean {
  return characters(text) <= IMAGE_MAX && SITE_IMAGE.test(text)
}

function rule(field: FieldSpec) {
  switch (field.kind) {
    case 'text':
    case 'long':
      return z
        .string()
        .refine((text) => NOT_BLANK.test(text), 'required')
        .refine((text) => characters(text) <= field.max, `tooLong:${field.max}`)
    case 'slug':
      return z
        .string()
        .min(1, 'required')
        .refine((text) => characters(text) <= SLUG_MAX, `tooLong:${SLUG_MAX}`)
        .refine((text) => SLUG_PATTERN.test(text), 'slug')
    case 'icon':
      return z.string().refine((text) => field.options.includes(text), 'required')
    case 'image':
      return z.string().refine(isSiteImage, 'siteImage')
    case 'date':
      return z.string().refine(isDay, 'date')
  }
}

export type ContentForm = Record<string, string | boolean>

/** The form's key of a date field's time of day (`publishedAtTime`): `HH:MM`, or empty. */
export const timeKey = (key: string) => `${key}Time`
const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/

/** The form's schema for a kind: each field's rule (a date with its time), and the publish switch. */
export function contentSchema(kind: Kind): z.ZodType<ContentForm, ContentForm> {
  const shape: Record<string, z.ZodType<string | boolean, string | boolean>> = { published: z.boolean() }
  for (const field of fieldsOf(kind)) {
    shape[field.key] = rule(field)
    // Optional: a body made before the time existed (a kept draft) has none.
    if (field.kind === 'date') shape[timeKey(field.key)] = z.string().regex(TIME, 'date').optional() as unknown as z.ZodType<string, string>
  }
  return z.object(shape)
}

/** Today in Vietnam (the day a new post is dated). */
export function today(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10)
}

/** The form's values: the item's, or a new item's (a draft). */
export function formValues(kind: Kind, item?: ContentItem, now = new Date()): ContentForm {
  const stored = (item ?? {}) as Record<string, unknown>
  const values: ContentForm = { published: typeof stored.published === 'boolean' ? stored.published : false }
  for (const field of fieldsOf(kind)) {
    const value = typeof stored[field.key] === 'string' ? (stored[field.key] as string) : ''
    if (field.kind === 'icon') values[field.key] = value || (field.options[0] ?? '')
    else if (field.kind === 'date') {
      // The server writes the time in the business's zone (§23): its day and hour are local.
      values[field.key] = value ? value.slice(0, 10) : today(now)
      values[timeKey(field.key)] = value ? value.slice(11, 16) : ''
    } else values[field.key] = value
  }
  return values
}

/**
 * When a post goes live, from the form's day and time of day (§23: scheduled by date and
 * time): the stored moment when neither changed; now when the day is today and no later
 * time is set (a post published today is live at once); else that day at that time (08:00
 * when none is given), in the business's offset (the stored one's, else Vietnam's).
 */
export function publishMoment(day: string, time: string, stored: string, now = new Date()): string {
  if (stored.startsWith(day) && (time === '' || stored.slice(11, 16) === time)) return stored
  const offset = /[+-]\d{2}:\d{2}$/.exec(stored)?.[0] ?? '+07:00'
  const at = `${day}T${time || '08:00'}:00${offset}`
  if (day === today(now) && (time === '' || Date.parse(at) <= now.getTime())) return now.toISOString().replace(/\.\d{3}Z$/, 'Z')
  return at
}

/** The PUT/POST body: the form's fields, a date field with its time of day as one moment. */
export function requestBody(
  kind: Kind,
  values: ContentForm,
  item?: ContentItem,
  now = new Date(),
): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = { published: values.published === true }
  for (const field of fieldsOf(kind)) {
    const value = String(values[field.key] ?? '')
    if (field.kind === 'date') {
      const stored = item && 'publishedAt' in item ? item.publishedAt : ''
      body[field.key] = publishMoment(value, String(values[timeKey(field.key)] ?? ''), stored, now)
    } else {
      body[field.key] = value
    }
  }
  return body
}
