import { Building } from 'lucide-react'
import { useMemo } from 'react'
import { useParams } from 'react-router'

import type { CaseStudy } from '@/api/use-content-list'
import { useContentItem } from '@/api/use-content-list'
import { useContentPageMeta } from '@/app/page-meta'
import { ContentImage } from '@/components/ui/content-image'
import { CtaBand } from '@/components/ui/cta-band'
import { DetailHero, RelatedLinks } from '@/components/ui/detail-page'
import { ShareLinks } from '@/components/ui/share-links'
import { LoadState } from '@/components/ui/load-state'
import { Markdown } from '@/components/markdown/markdown'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'
import { breadcrumbsJsonLd, pageUrl, shareImage } from '@/lib/structured-data'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { caseStudiesText } from './case-studies-text'
import { industryLabel } from './industry-label'

const text = defineDictionary(
  'caseStudyDetail',
  { back: 'Tất cả dự án', others: 'Dự án khác' },
  { back: 'All case studies', others: 'More case studies' },
)

function CaseStudyPage({ caseStudy, others }: { caseStudy: CaseStudy; others: CaseStudy[] }) {
  const { locale } = useLanguage()
  const t = useText(text)
  const tc = useText(caseStudiesText)
  const vi = locale === 'vi'
  const title = vi ? caseStudy.titleVi : caseStudy.titleEn
  const description = vi ? caseStudy.descriptionVi : caseStudy.descriptionEn
  const path = `/case-studies/${caseStudy.slug}`
  const head = useMemo(() => ({ title, description }), [title, description])
  const [data, breadcrumbs] = useMemo(() => {
    const origin = typeof window === 'undefined' ? '' : window.location.origin
    const url = pageUrl(origin, path, locale)
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        description,
        url,
        mainEntityOfPage: url,
        image: shareImage(origin, 'case-studies', caseStudy.imageUrl),
        inLanguage: locale,
      },
      breadcrumbsJsonLd(
        origin,
        locale,
        { path: '/case-studies', name: listPageText('/case-studies', locale).title },
        { path, name: title },
      ),
    ]
  }, [title, description, path, locale, caseStudy.imageUrl])
  useContentPageMeta(path, head, data, breadcrumbs)
  return (
    <>
      <article>
        <DetailHero back={{ to: '/case-studies', label: t.back }} title={title} description={description}>
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="rounded-full bg-white/10 px-3 py-1 font-semibold">
              <span className="sr-only">{tc.industry}: </span>
              {industryLabel(caseStudy.industry, tc.industryNames)}
            </span>
            <span className="inline-flex items-center gap-1.5 text-slate-200">
              <Building className="h-4 w-4" aria-hidden />
              <span className="sr-only">{tc.client}: </span>
              {caseStudy.clientName}
            </span>
          </p>
        </DetailHero>
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:py-14">
          <ContentImage
            src={caseStudy.imageUrl}
            alt={(vi ? caseStudy.imageAltVi : caseStudy.imageAltEn) || tc.imageAlt(title)}
            width={1200}
            height={675}
            sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"
            fetchPriority="high"
            className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
          />
          <Markdown text={vi ? caseStudy.contentVi : caseStudy.contentEn} />
          <ShareLinks />
        </div>
      </article>
      <RelatedLinks
        title={t.others}
        links={others.map((other) => {
          const otherTitle = vi ? other.titleVi : other.titleEn
          return {
            key: other.id,
            to: `/case-studies/${other.slug}`,
            title: otherTitle,
            text: vi ? other.descriptionVi : other.descriptionEn,
            action: tc.viewDetails,
            label: tc.viewDetailsLabel(otherTitle),
          }
        })}
      />
      <CtaBand title={tc.cta.title} text={tc.cta.text} primary={{ to: '/contact', label: tc.cta.action }} />
    </>
  )
}

/** A case study at its own address; an unknown or unpublished slug is Page Not Found. */
export function CaseStudyScreen() {
  const { slug = '' } = useParams()
  const query = useContentItem('/case-studies', slug)
  return (
    <LoadState query={query}>
      {(detail) => {
        if (!detail) return <NotFoundScreen />
        const { related, ...caseStudy } = detail
        return <CaseStudyPage caseStudy={caseStudy} others={related} />
      }}
    </LoadState>
  )
}
