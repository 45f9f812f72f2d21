import { Suspense } from 'react'

import type { BlogPostSummary } from '@/api/use-content-list'
import { usePagedContent } from '@/api/use-content-list'
import { useContentPageMeta } from '@/app/page-meta'
import { ListPager } from '@/components/ui/list-pager'
import { LoadState } from '@/components/ui/load-state'
import { PageHero } from '@/components/ui/page-hero'
import { SectionHeading } from '@/components/ui/section-heading'
import { useLanguage, useText } from '@/i18n/language-provider'
import { lastPage } from '@/lib/list-pages'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { postView, splitFeatured } from './blog-posts'
import { blogText } from './blog-text'
import { NewsletterBox } from './newsletter-box'
import { FeaturedPost, PostCard } from './post-cards'

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
      <ListPager route="/blog" page={page} last={last} label={t.pages} previous={t.newer} next={t.older} />
    </div>
  )
}

export function BlogScreen() {
  const { locale } = useLanguage()
  useContentPageMeta('/blog', listPageText('/blog', locale))
  const t = useText(blogText)
  const { page, query } = usePagedContent('/blog-posts')
  if (page === undefined) return <NotFoundScreen />
  return (
    <>
      <PageHero badge={t.heroBadge} title={t.heroTitle} subtitle={t.heroSubtitle} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <LoadState query={query}>
          {({ items, total }) => {
            const last = lastPage(total)
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
