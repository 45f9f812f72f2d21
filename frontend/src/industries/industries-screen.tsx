import { createElement } from 'react'

import { useContentPageMeta } from '@/app/page-meta'
import { usePagedContent } from '@/api/use-content-list'
import { PagedItems } from '@/components/ui/list-pager'
import { PageHero } from '@/components/ui/page-hero'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatsRow } from '@/components/ui/stats-row'
import { useLanguage, useText } from '@/i18n/language-provider'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { industriesText } from './industries-text'
import { industryIcon } from './industry-icon'

export function IndustriesScreen() {
  const { locale } = useLanguage()
  useContentPageMeta('/industries', listPageText('/industries', locale))
  const t = useText(industriesText)
  const vi = locale === 'vi'
  const { page, query } = usePagedContent('/industries')
  if (page === undefined) return <NotFoundScreen />
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} subtitle={t.hero.subtitle} />
      <section className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <PagedItems query={query} route="/industries" page={page} notFound={<NotFoundScreen />}>
            {(industries) => (
              <ul aria-label={t.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {industries.map((industry) => (
                  <li key={industry.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                    <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      {createElement(industryIcon(industry.icon), { className: 'h-6 w-6', 'aria-hidden': true })}
                    </span>
                    <h2 className="mt-4 text-xl font-semibold text-slate-900">
                      {vi ? industry.titleVi : industry.titleEn}
                    </h2>
                    <p className="mt-2 text-slate-600">{vi ? industry.descriptionVi : industry.descriptionEn}</p>
                  </li>
                ))}
              </ul>
            )}
          </PagedItems>
        </div>
      </section>
      {/* Static figures (docs/product-spec.md §2), shown whatever the list read does. */}
      <section className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading title={t.stats.title} />
          <div className="mt-10 rounded-2xl bg-brand-900 px-6 py-10">
            <StatsRow
              tone="dark"
              label={t.stats.label}
              stats={[t.stats.satisfaction, t.stats.industries, t.stats.businesses]}
            />
          </div>
        </div>
      </section>
    </>
  )
}
