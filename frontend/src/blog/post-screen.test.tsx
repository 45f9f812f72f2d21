import { screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import type { BlogPost, BlogPostSummary } from '@/api/use-content-list'
import { jsonResponse, renderWithProviders } from '@/test/render'

import { PostScreen } from './post-screen'

const post = (slug: string, title: string, publishedAt: string): BlogPost => ({
  related: [],
  id: slug,
  slug,
  titleVi: `${title} (vi)`,
  titleEn: title,
  descriptionVi: 'Mô tả.',
  descriptionEn: 'A description.',
  contentVi: 'Đoạn một.\n\n- Ý một\n- Ý hai\n\nĐoạn hai.',
  contentEn: 'First paragraph.\n\n- Point one\n- Point two\n\n<script>alert(1)</script>',
  author: 'Nguyễn Minh Tuấn',
  publishedAt,
})

const other = post('cai-mep', 'Cái Mép or Cát Lái', '2026-10-02T08:00:00Z')
const summary: BlogPostSummary = {
  id: other.id,
  slug: other.slug,
  titleVi: other.titleVi,
  titleEn: other.titleEn,
  descriptionVi: other.descriptionVi,
  descriptionEn: other.descriptionEn,
  author: other.author,
  publishedAt: other.publishedAt,
  readingMinutesVi: 1,
  readingMinutesEn: 1,
}
const shown: BlogPost = { ...post('dem-det', 'The quiet cost of D&D', '2026-11-10T08:00:00Z'), related: [summary] }

/** `/api/blog-posts/dem-det` is the post; any other slug is 404. */
const answer = vi.fn(async (request: Request) =>
  new URL(request.url).pathname === '/api/blog-posts/dem-det' ? jsonResponse(shown) : jsonResponse({ error: 'no' }, 404),
)

afterEach(() => vi.unstubAllGlobals())

describe('PostScreen', () => {
  test('shows the post at its address, its head, and links to the others', async () => {
    vi.stubGlobal('fetch', answer)
    renderWithProviders(<PostScreen />, { locale: 'en', route: '/blog/dem-det', path: '/blog/:slug' })
    expect(await screen.findByRole('heading', { level: 1, name: 'The quiet cost of D&D' })).toBeInTheDocument()
    expect(screen.getByText('Nguyễn Minh Tuấn')).toBeInTheDocument()
    expect(screen.getByText('November 10, 2026')).toBeInTheDocument()
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Point one')
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('link', { name: 'Read: Cái Mép or Cát Lái' })).toHaveAttribute('href', '/blog/cai-mep')
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/blog/dem-det?lang=en`)
    const data = JSON.parse(document.getElementById('page-structured-data')!.textContent!)
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: 'The quiet cost of D&D', author: { name: 'Nguyễn Minh Tuấn' } })
    const crumbs = JSON.parse(document.getElementById('ld-breadcrumbs')!.textContent!)
    expect(crumbs.itemListElement).toHaveLength(3)
  })

  test('an unknown slug is Page Not Found', async () => {
    vi.stubGlobal('fetch', answer)
    renderWithProviders(<PostScreen />, { locale: 'vi', route: '/blog/nope', path: '/blog/:slug' })
    expect(await screen.findByText('404')).toBeInTheDocument()
  })
})
