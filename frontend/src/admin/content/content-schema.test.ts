import { describe, expect, test } from 'vitest'

import { isScheduled } from './content-nav'
import { contentSchema, formValues, isDay, isSiteImage, requestBody } from './content-schema'

const post = {
  slug: 'cang-cai-mep',
  titleVi: 'Cảng Cái Mép',
  titleEn: 'Cai Mep port',
  descriptionVi: 'Mô tả',
  descriptionEn: 'Summary',
  contentVi: 'Đoạn một.',
  contentEn: 'First.',
  author: 'Nguyễn Văn An',
  publishedAt: '2026-11-20',
  imageUrl: '',
  published: false,
}

function errors(kind: Parameters<typeof contentSchema>[0], values: Record<string, unknown>) {
  const result = contentSchema(kind).safeParse(values)
  // The form shows each field's first issue, as the resolver does.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message]))
}

describe('the content form schema mirrors the server', () => {
  test('a valid post passes', () => {
    expect(errors('blog-posts', post)).toEqual({})
  })

  test('required texts are not blank, by the server’s set of spaces', () => {
    expect(errors('blog-posts', { ...post, titleVi: ' \u3000\n' })).toEqual({ titleVi: 'required' })
    expect(errors('blog-posts', { ...post, author: '' })).toEqual({ author: 'required' })
  })

  test('limits count characters, not UTF-16 units', () => {
    expect(errors('blog-posts', { ...post, titleEn: '𝒜'.repeat(200) })).toEqual({})
    expect(errors('blog-posts', { ...post, titleEn: 'a'.repeat(201) })).toEqual({ titleEn: 'tooLong:200' })
    expect(errors('testimonials', { ...formValues('testimonials'), nameVi: 'A', nameEn: 'A', positionVi: 'x', positionEn: 'x', companyVi: 'x', companyEn: 'x', contentVi: 'x'.repeat(2001), contentEn: 'x' })).toEqual({ contentVi: 'tooLong:2000' })
  })

  test('slugs follow the server pattern', () => {
    for (const bad of ['Có-dấu', 'a--b', '-a', 'a-', 'A', 'a b']) {
      expect(errors('blog-posts', { ...post, slug: bad })).toEqual({ slug: 'slug' })
    }
    expect(errors('blog-posts', { ...post, slug: '' })).toEqual({ slug: 'required' })
  })

  test('icons come from each list’s own set', () => {
    const service: Record<string, string | boolean> = { ...formValues('services'), slug: 's', titleVi: 'a', titleEn: 'a', descriptionVi: 'a', descriptionEn: 'a', contentVi: '- a', contentEn: '- a' }
    expect(service.icon).toBe('package')
    expect(errors('services', service)).toEqual({})
    expect(errors('services', { ...service, icon: 'factory' })).toEqual({ icon: 'required' })
    expect(formValues('industries').icon).toBe('factory')
  })

  test('images only from this site, dates that exist', () => {
    expect(isSiteImage('')).toBe(true)
    expect(isSiteImage('/media/ab12-photo.webp')).toBe(true)
    expect(isSiteImage('https://evil.example/x.png')).toBe(false)
    expect(isSiteImage('/media/../x')).toBe(false)
    expect(errors('blog-posts', { ...post, imageUrl: '//evil.example/x.png' })).toEqual({ imageUrl: 'siteImage' })
    expect(isDay('2026-02-28')).toBe(true)
    expect(isDay('2026-02-30')).toBe(false)
    expect(errors('blog-posts', { ...post, publishedAt: '20/11/2026' })).toEqual({ publishedAt: 'date' })
  })
})

describe('form values and the request body', () => {
  test('a new item is a draft dated today in Vietnam', () => {
    const values = formValues('blog-posts', undefined, new Date('2026-11-24T20:00:00Z'))
    expect(values.published).toBe(false)
    expect(values.publishedAt).toBe('2026-11-25')
  })

  test('a post keeps its stored time while its day is unchanged', () => {
    const item = { id: '1', updatedAt: 'x', ...post, publishedAt: '2026-11-20T06:30:00+07:00', published: true }
    const values = formValues('blog-posts', item)
    expect(values.publishedAt).toBe('2026-11-20')
    expect(values.publishedAtTime).toBe('06:30')
    expect(requestBody('blog-posts', values, item).publishedAt).toBe('2026-11-20T06:30:00+07:00')
    // A new day keeps the time of day.
    expect(requestBody('blog-posts', { ...values, publishedAt: '2026-12-01' }, item).publishedAt).toBe('2026-12-01T06:30:00+07:00')
  })

  test('a post is scheduled by day and time of day (§23)', () => {
    const now = new Date('2026-11-27T03:00:00Z') // 10:00 in Vietnam
    const values: Record<string, string | boolean> = { ...formValues('blog-posts', undefined, now), published: true }
    expect(values.publishedAtTime).toBe('')
    const at = (day: string, time: string) => requestBody('blog-posts', { ...values, publishedAt: day, publishedAtTime: time }, undefined, now).publishedAt
    expect(at('2026-12-01', '14:30')).toBe('2026-12-01T14:30:00+07:00')
    expect(at('2026-12-01', '')).toBe('2026-12-01T08:00:00+07:00')
    // Today: later this day is scheduled; a time already past is now.
    expect(at('2026-11-27', '16:45')).toBe('2026-11-27T16:45:00+07:00')
    expect(at('2026-11-27', '09:00')).toBe('2026-11-27T03:00:00Z')
    expect(errors('blog-posts', { ...values, ...post, publishedAtTime: '25:00' })).toEqual({ publishedAtTime: 'date' })
  })

  test('a post dated today is live at once, even before 08:00 in Vietnam', () => {
    const now = new Date('2026-11-26T23:30:00Z') // 06:30 on 27/11 in Vietnam
    const values = formValues('blog-posts', undefined, now)
    values.published = true
    expect(values.publishedAt).toBe('2026-11-27')
    expect(requestBody('blog-posts', values, undefined, now).publishedAt).toBe('2026-11-26T23:30:00Z')
    expect(requestBody('blog-posts', { ...values, publishedAt: '2026-11-28' }, undefined, now).publishedAt).toBe(
      '2026-11-28T08:00:00+07:00',
    )
  })

  test('the body carries every field of the kind and the publish switch', () => {
    const body = requestBody('pages', { ...formValues('pages'), titleVi: 'a', published: true })
    expect(Object.keys(body).sort()).toEqual(['bodyEn', 'bodyVi', 'descriptionEn', 'descriptionVi', 'published', 'titleEn', 'titleVi'])
    expect(body.published).toBe(true)
  })
})

describe('the scheduled badge', () => {
  test('a published post with a time still ahead is scheduled; a draft or a past one is not', () => {
    const now = Date.parse('2026-11-27T06:00:00Z')
    expect(isScheduled(true, '2026-11-28T01:00:00Z', now)).toBe(true)
    expect(isScheduled(false, '2026-11-28T01:00:00Z', now)).toBe(false)
    expect(isScheduled(true, '2026-11-27T05:59:59Z', now)).toBe(false)
    expect(isScheduled(true, undefined, now)).toBe(false)
  })
})
