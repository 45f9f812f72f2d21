import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'

import type { BlogPostSummary } from '@/api/use-content-list'
import { useContentPage } from '@/api/use-content-list'
import { usePageMeta } from '@/app/page-meta'
import { buttonClass } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { PageHero } from '@/components/ui/page-hero'
import { SectionHeading } from '@/components/ui/section-heading'
import { useLanguage, useText } from '@/i18n/language-provider'
import { NotFoundScreen } from '@/not-found/not-found-screen'

import { postView, splitFeatured } from './blog-posts'
import { blogText } from './blog-text'
import { NewsletterBox } from './newsletter-box'
import { FeaturedPost, PostCard } from './post-cards'

/**
 * Posts a page of the blog shows (`/blog?page=N`); the server renders the same pages and
 * answers 404 past the last (src/site/web.rs, `PAGED`).
 */
const POSTS_PER_PAGE = 12

/** The page a `?page=` value names: a whole number from 1 (none: the first), else undefined. */
function pageNumber(value: string | null): number | undefined {
  if (value === null) return 1
  if (!/^[0-9]+$/.test(value)) return undefined
  const page = Number(value)
  return page >= 1 ? page : undefined
}

function pageLink(page: number): string {
  return page <= 1 ? '/blog' : `/blog?page=${page}`
}

function Pager({ page, last }: { page: number; last: number }) {
  const t = useText(blogText)
  if (last <= 1) return null
  return (
    <nav aria-label={t.pages} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} rel="prev" className={buttonClass('outline', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t.pageOf(page, last)}</p>
      {page < last ? (
        <Link to={pageLink(page + 1)} rel="next" className={buttonClass('outline', 'sm')}>
          {t.older}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

function Posts({ posts, page, last }: { posts: BlogPostSummary[]; page: number; last: number }) {
  const t = useText(blogText)
  const { locale } = useLanguage()
  const views = posts.map((post) => postView(post, locale))
  // The newest post is featured on the first page only.
  const { featured, rest } = page === 1 ? splitFeatured(views) : { featured: undefined, rest: views }
  if (!featured && rest.length === 0) return <p className="py-16 text-center text-slate-600">{t.empty}</p>
  return (
    <div className="space-y-16">
      {featured && (
        <section aria-labelledby="featured-title" className="space-y-6">
          <SectionHeading id="featured-title" title={t.featured} align="left" />
          <FeaturedPost post={featured} />
        </section>
      )}
      {/* Its own boundary: hydrated as a task of its own, not with the rest of the page (TBT). */}
      <Suspense>
        {rest.length > 0 && (
          <section aria-labelledby="latest-title" className="space-y-6">
            <SectionHeading id="latest-title" title={t.latest} align="left" />
            <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          </section>
        )}
      </Suspense>
      <Pager page={page} last={last} />
    </div>
  )
}

export function BlogScreen() {
  usePageMeta('/blog')
  const t = useText(blogText)
  const [params] = useSearchParams()
  const page = pageNumber(params.get('page'))
  const query = useContentPage('/blog-posts', { limit: POSTS_PER_PAGE, offset: ((page ?? 1) - 1) * POSTS_PER_PAGE })
  if (page === undefined) return <NotFoundScreen />
  return (
    <>
      <PageHero badge={t.heroBadge} title={t.heroTitle} subtitle={t.heroSubtitle} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <LoadState query={query}>
          {({ items, total }) => {
            const last = Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
            if (page > last) return <NotFoundScreen />
            return <Posts posts={items} page={page} last={last} />
          }}
        </LoadState>
        <Suspense>
          <NewsletterBox />
        </Suspense>
      </div>
    </>
  )
}
