import { CalendarDays, Clock, UserRound } from 'lucide-react'
import { useMemo } from 'react'
import { useParams } from 'react-router'

import type { BlogPost, BlogPostSummary } from '@/api/use-content-list'
import { useContentItem } from '@/api/use-content-list'
import { useContentPageMeta } from '@/app/page-meta'
import { ContentImage } from '@/components/ui/content-image'
import { DetailHero, RelatedLinks } from '@/components/ui/detail-page'
import { ShareLinks } from '@/components/ui/share-links'
import { LoadState } from '@/components/ui/load-state'
import { Markdown } from '@/components/markdown/markdown'
import { NextSteps } from '@/components/ui/next-steps'
import { useLanguage, useText } from '@/i18n/language-provider'
import { breadcrumbsJsonLd, pageUrl, shareImage } from '@/lib/structured-data'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { postView } from './blog-posts'
import { blogText } from './blog-text'
import { postText } from './post-text'

function PostPage({ post, others }: { post: BlogPost; others: BlogPostSummary[] }) {
  const { locale } = useLanguage()
  const t = useText(postText)
  const tb = useText(blogText)
  const view = postView(post, locale)
  const content = locale === 'vi' ? post.contentVi : post.contentEn
  const path = `/blog/${post.slug}`
  const text = useMemo(() => ({ title: view.title, description: view.description }), [view.title, view.description])
  const [data, breadcrumbs] = useMemo(() => {
    const origin = typeof window === 'undefined' ? '' : window.location.origin
    const url = pageUrl(origin, path, locale)
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: view.title,
        description: view.description,
        url,
        mainEntityOfPage: url,
        image: shareImage(origin, 'blog', post.imageUrl),
        datePublished: post.publishedAt,
        author: { '@type': 'Person', name: post.author },
        inLanguage: locale,
      },
      breadcrumbsJsonLd(origin, locale, { path: '/blog', name: listPageText('/blog', locale).title }, { path, name: view.title }),
    ]
  }, [path, locale, view.title, view.description, post.imageUrl, post.publishedAt, post.author])
  useContentPageMeta(path, text, data, breadcrumbs)
  return (
    <article>
      <DetailHero back={{ to: '/blog', label: t.back }} title={view.title} description={view.description}>
        <p className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="h-4 w-4" aria-hidden />
            <span className="sr-only">{tb.author} </span>
            {view.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4" aria-hidden />
            <span className="sr-only">{tb.publishedOn} </span>
            <time dateTime={view.publishedAt}>{view.date}</time>
          </span>
          {view.minutes > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden />
              {tb.readingTime(view.minutes)}
            </span>
          )}
        </p>
      </DetailHero>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:py-14">
        <ContentImage
          src={view.imageUrl}
          alt={view.imageAlt ?? tb.imageAlt(view.title)}
          width={1200}
          height={675}
          sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
        />
        <Markdown text={content} />
        <ShareLinks />
      </div>
      <NextSteps />
      <RelatedLinks
        title={t.more}
        links={others.map((other) => {
          const title = locale === 'vi' ? other.titleVi : other.titleEn
          return {
            key: other.id,
            to: `/blog/${other.slug}`,
            title,
            text: locale === 'vi' ? other.descriptionVi : other.descriptionEn,
            action: t.read,
            label: `${t.read}: ${title}`,
          }
        })}
      />
    </article>
  )
}

/** A blog post at its own address; an unknown or unpublished slug is Page Not Found. */
export function PostScreen() {
  const { slug = '' } = useParams()
  const query = useContentItem('/blog-posts', slug)
  return (
    <LoadState query={query}>
      {(post) => {
        if (!post) return <NotFoundScreen />
        return <PostPage post={post} others={post.related} />
      }}
    </LoadState>
  )
}
