import { describe, expect, test } from 'vitest'

import type { BlogPost } from '@/api/use-content-list'

import { paragraphs, postView, readingMinutes, splitFeatured } from './blog-posts'

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')

describe('readingMinutes: space-separated words / 200, rounded up', () => {
  test.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes)
  })

  test('empty or blank text reads in 0 minutes', () => {
    expect(readingMinutes('')).toBe(0)
    expect(readingMinutes('   \n\n  ')).toBe(0)
  })

  test('runs of spaces, tabs and blank lines separate words but are not words', () => {
    const text = `${words(100)}\n\n${words(100)}   \t  `
    expect(text.split(' ').length).toBeGreaterThan(200) // what a naive split(' ') would count
    expect(readingMinutes(text)).toBe(1)
    expect(readingMinutes(`  ${words(200)}\n\n${words(1)}  `)).toBe(2)
  })

  test('Vietnamese words count one each', () => {
    expect(readingMinutes('Chuỗi cung ứng   tại Việt Nam')).toBe(1)
  })
})

describe('splitFeatured', () => {
  test('the first post received is featured, the others keep their order', () => {
    expect(splitFeatured(['a', 'b', 'c'])).toEqual({ featured: 'a', rest: ['b', 'c'] })
    expect(splitFeatured(['a'])).toEqual({ featured: 'a', rest: [] })
    expect(splitFeatured([])).toEqual({ featured: undefined, rest: [] })
  })
})

describe('paragraphs', () => {
  test('blank lines separate paragraphs; surrounding white space is dropped', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \n\nThree.\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.'])
    expect(paragraphs('')).toEqual([])
  })
})

const post: BlogPost = {
  related: [],
  id: 'p1',
  slug: 'incoterms',
  titleVi: 'Incoterms 2020 cho người mới',
  titleEn: 'Incoterms 2020 for beginners',
  descriptionVi: 'Mô tả',
  descriptionEn: 'Description',
  contentVi: `${words(201)}\n\nĐoạn hai.`,
  contentEn: words(150),
  author: 'Nguyễn Minh Tuấn',
  publishedAt: '2026-11-10T08:00:00Z',
}

describe('postView', () => {
  test('Vietnamese: texts, vi-VN long date, reading time of the Vietnamese content', () => {
    const view = postView(post, 'vi')
    expect(view.title).toBe('Incoterms 2020 cho người mới')
    expect(view.date).toBe('10 tháng 11, 2026')
    expect(view.minutes).toBe(2)
    expect(view.paragraphs).toHaveLength(2)
    expect(view.imageUrl).toBeUndefined()
  })

  test('English: texts, en-US long date, reading time of the English content', () => {
    const view = postView(post, 'en')
    expect(view.title).toBe('Incoterms 2020 for beginners')
    expect(view.description).toBe('Description')
    expect(view.date).toBe('November 10, 2026')
    expect(view.minutes).toBe(1)
  })

  test('the date does not shift near midnight UTC', () => {
    expect(postView({ ...post, publishedAt: '2026-01-01T00:30:00Z' }, 'en').date).toBe('January 1, 2026')
    expect(postView({ ...post, publishedAt: '2025-12-31T23:30:00Z' }, 'vi').date).toBe('31 tháng 12, 2025')
  })
})
