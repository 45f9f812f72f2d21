import type { BlogPost, BlogPostSummary } from '@/api/use-content-list'
import type { Locale } from '@/i18n/locale'
import { formatDate } from '@/lib/format'

export const WORDS_PER_MINUTE = 200

/**
 * Estimated reading time (docs/product-spec.md §9): words / 200, rounded up. Any run of spaces or line
 * breaks separates two words, so the paragraphs' blank lines are not counted as words.
 */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.ceil(words / WORDS_PER_MINUTE)
}

/** The first post received is the featured one; the others fill the grid (docs/product-spec.md §7). */
export function splitFeatured<T>(posts: readonly T[]): { featured: T | undefined; rest: T[] } {
  return { featured: posts[0], rest: posts.slice(1) }
}

/** A post's text as paragraphs: the content separates them with blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** What a post shows, in one language. */
export interface PostView {
  id: string
  slug: string
  title: string
  description: string
  paragraphs: string[]
  author: string
  publishedAt: string
  date: string
  minutes: number
  imageUrl: string | undefined
  /** The picture's own alt text (from the media library), when it has one. */
  imageAlt: string | undefined
}

/** A post's card (its reading time from the server) or the post itself (counted here). */
export function postView(post: BlogPostSummary | BlogPost, locale: Locale): PostView {
  const vi = locale === 'vi'
  const content = 'contentVi' in post ? (vi ? post.contentVi : post.contentEn) : ''
  const minutes = 'contentVi' in post ? readingMinutes(content) : vi ? post.readingMinutesVi : post.readingMinutesEn
  return {
    id: post.id,
    slug: post.slug,
    title: locale === 'vi' ? post.titleVi : post.titleEn,
    description: locale === 'vi' ? post.descriptionVi : post.descriptionEn,
    paragraphs: paragraphs(content),
    author: post.author,
    publishedAt: post.publishedAt,
    date: formatDate(post.publishedAt, locale),
    minutes,
    imageUrl: post.imageUrl,
    imageAlt: (locale === 'vi' ? post.imageAltVi : post.imageAltEn) || undefined,
  }
}
