import { ArrowRight, Building, CircleCheck, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'

import { useContentPageMeta } from '@/app/page-meta'
import type { CaseStudy } from '@/api/use-content-list'
import { usePagedContent } from '@/api/use-content-list'
import { buttonClass } from '@/components/ui/button'
import { ContentImage } from '@/components/ui/content-image'
import { CtaBand } from '@/components/ui/cta-band'
import { LinkText } from '@/components/ui/link-text'
import { PagedItems } from '@/components/ui/list-pager'
import { PageHero } from '@/components/ui/page-hero'
import { useLanguage, useText } from '@/i18n/language-provider'
import { cardVariant } from '@/lib/media-url'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { caseStudiesText } from './case-studies-text'
import { industryLabel } from './industry-label'
import { resultLines } from './result-lines'

export function CaseStudiesScreen() {
  const { locale } = useLanguage()
  useContentPageMeta('/case-studies', listPageText('/case-studies', locale))
  const t = useText(caseStudiesText)
  const { page, query } = usePagedContent('/case-studies')
  if (page === undefined) return <NotFoundScreen />
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} subtitle={t.hero.subtitle} />
      <section className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <PagedItems query={query} route="/case-studies" page={page} notFound={<NotFoundScreen />}>
            {(caseStudies) => (
              <ul aria-label={t.listLabel} className="grid gap-8 md:grid-cols-2">
                {caseStudies.map((caseStudy) => (
                  <li key={caseStudy.id}>
                    <CaseStudyCard caseStudy={caseStudy} />
                  </li>
                ))}
              </ul>
            )}
          </PagedItems>
        </div>
      </section>
      <CtaBand title={t.cta.title} text={t.cta.text} primary={{ to: '/contact', label: t.cta.action }} />
    </>
  )
}

function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = useText(caseStudiesText)
  const vi = useLanguage().locale === 'vi'
  const title = vi ? caseStudy.titleVi : caseStudy.titleEn
  const results = resultLines(vi ? caseStudy.contentVi : caseStudy.contentEn)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* The fixed ratio and size keep the layout still while the image loads. */}
      <ContentImage
        src={cardVariant(caseStudy.imageUrl)}
        alt={(vi ? caseStudy.imageAltVi : caseStudy.imageAltEn) || t.imageAlt(title)}
        width={800}
        height={450}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            <span className="sr-only">{t.industry}: </span>
            {industryLabel(caseStudy.industry, t.industryNames)}
          </p>
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Building className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t.client}: </span>
            {caseStudy.clientName}
          </p>
        </div>
        <h2 className="mt-3 text-xl font-semibold text-slate-900">{title}</h2>
        <p className="mt-2 line-clamp-3 text-slate-600">{vi ? caseStudy.descriptionVi : caseStudy.descriptionEn}</p>
        {results.length > 0 && (
          <div className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
              <TrendingUp className="h-4 w-4" aria-hidden />
              {t.results}
            </h3>
            <ul className="mt-2 space-y-1.5">
              {results.map((line, index) => (
                <li key={index} className="flex gap-2 text-sm text-slate-700">
                  <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-auto pt-6">
          <Link to={`/case-studies/${caseStudy.slug}`} className={buttonClass('outline')}>
            <LinkText visible={t.viewDetails} name={t.viewDetailsLabel(title)} />
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </article>
  )
}
