import { Link } from 'react-router'

import type { Testimonial } from '@/api/use-content-list'
import { usePagedContent } from '@/api/use-content-list'
import { useContentPageMeta } from '@/app/page-meta'
import { PagedItems } from '@/components/ui/list-pager'
import { PageHero } from '@/components/ui/page-hero'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatsRow } from '@/components/ui/stats-row'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatNumber, formatPercent } from '@/lib/format'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { QuoteBox } from './quote-box'
import { TestimonialCard } from './testimonial-card'
import { testimonialView } from './testimonial-view'
import { testimonialsText } from './testimonials-text'

function Cards({ items }: { items: Testimonial[] }) {
  const t = useText(testimonialsText)
  const { locale } = useLanguage()
  if (items.length === 0) return <p className="py-16 text-center text-slate-600">{t.empty}</p>
  return (
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <TestimonialCard item={testimonialView(item, locale)} />
        </li>
      ))}
    </ul>
  )
}

/** The marketing figures of docs/product-spec.md §9, numbers in the visitor's locale (4,9 in Vietnamese). */
function Stats() {
  const t = useText(testimonialsText)
  const { locale } = useLanguage()
  const stats = [
    { value: `${formatNumber(4.9, locale)}/5`, label: t.ratingLabel },
    { value: formatPercent(98, locale), label: t.satisfactionLabel },
    { value: '500+', label: t.clientsLabel },
    { value: formatPercent(85, locale), label: t.repeatLabel },
  ]
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t.statsTitle}
        </h2>
        <StatsRow tone="dark" stats={stats} />
      </div>
    </section>
  )
}

/** The quote box (docs/decisions-spec.md §22): an enquiry, and what happens next. */
function JoinBand() {
  const t = useText(testimonialsText)
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-brand-50 p-6 sm:p-10">
        <h2 id="join-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t.joinTitle}
        </h2>
        <p className="mt-3 mb-6 text-slate-700">{t.joinText}</p>
        <QuoteBox />
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/contact" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4">
          {t.detailsLink}
        </Link>
      </p>
    </section>
  )
}

export function TestimonialsScreen() {
  const { locale } = useLanguage()
  useContentPageMeta('/testimonials', listPageText('/testimonials', locale))
  const t = useText(testimonialsText)
  const { page, query } = usePagedContent('/testimonials')
  if (page === undefined) return <NotFoundScreen />
  return (
    <>
      <PageHero badge={t.heroBadge} title={t.heroTitle} subtitle={t.heroSubtitle} />
      <section aria-labelledby="reviews-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="mb-8">
          <SectionHeading id="reviews-title" title={t.listTitle} align="left" />
        </div>
        <PagedItems query={query} route="/testimonials" page={page} notFound={<NotFoundScreen />}>
          {(items) => <Cards items={items} />}
        </PagedItems>
      </section>
      <Stats />
      <JoinBand />
    </>
  )
}
