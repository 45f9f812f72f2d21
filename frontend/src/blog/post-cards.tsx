import { ArrowRight, CalendarDays, Clock, UserRound } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { ContentImage } from '@/components/ui/content-image'
import { LinkText } from '@/components/ui/link-text'
import { useText } from '@/i18n/language-provider'
import { cardVariant } from '@/lib/media-url'

import type { PostView } from './blog-posts'
import { blogText } from './blog-text'

/** Read opens the post at its own address (`/blog/{slug}`); Back returns to the list. */
function ReadLink({ post, label, variant }: { post: PostView; label: string; variant: 'primary' | 'outline' }) {
  return (
    <Link
      to={`/blog/${post.slug}`}
      className={buttonClass(variant, variant === 'primary' ? 'lg' : 'sm')}
    >
      <LinkText visible={label} name={`${label}: ${post.title}`} />
      <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  )
}

function PublishedDate({ post }: { post: PostView }) {
  const t = useText(blogText)
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarDays className="h-4 w-4" aria-hidden />
      <span className="sr-only">{t.publishedOn} </span>
      <time dateTime={post.publishedAt}>{post.date}</time>
    </span>
  )
}

function Author({ post }: { post: PostView }) {
  const t = useText(blogText)
  return (
    <span className="inline-flex items-center gap-1.5">
      <UserRound className="h-4 w-4" aria-hidden />
      <span className="sr-only">{t.author} </span>
      {post.author}
    </span>
  )
}

export function FeaturedPost({ post }: { post: PostView }) {
  const t = useText(blogText)
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="grid lg:grid-cols-2">
        <ContentImage
          src={post.imageUrl}
          alt={post.imageAlt ?? t.imageAlt(post.title)}
          width={1200}
          height={675}
          sizes="(min-width: 1024px) 38rem, 100vw"
          fetchPriority="high"
          className="aspect-[16/9] w-full bg-slate-100 object-cover lg:aspect-auto lg:h-full lg:min-h-80"
        />
        <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
          <h3 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {post.title}
          </h3>
          <p className="text-base leading-relaxed text-slate-600">{post.description}</p>
          <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            <Author post={post} />
            <PublishedDate post={post} />
          </p>
          <div>
            <ReadLink post={post} label={t.readArticle} variant="primary" />
          </div>
        </div>
      </div>
    </article>
  )
}

export function PostCard({ post }: { post: PostView }) {
  const t = useText(blogText)
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ContentImage
        src={cardVariant(post.imageUrl)}
        alt={post.imageAlt ?? t.imageAlt(post.title)}
        loading="lazy"
        width={640}
        height={360}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <PublishedDate post={post} />
          {/* Only an empty content reads in 0 minutes; then there is nothing to announce. */}
          {post.minutes > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden />
              {t.readingTime(post.minutes)}
            </span>
          )}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">
          {post.title}
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{post.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2 text-sm text-slate-700">
          <Author post={post} />
          <ReadLink post={post} label={t.read} variant="outline" />
        </div>
      </div>
    </article>
  )
}
