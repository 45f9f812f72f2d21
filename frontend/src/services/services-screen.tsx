import { ArrowRight, Check } from 'lucide-react'
import { createElement } from 'react'
import { Link } from 'react-router'

import { useContentPageMeta } from '@/app/page-meta'
import type { Service } from '@/api/use-content-list'
import { usePagedContent } from '@/api/use-content-list'
import { buttonClass } from '@/components/ui/button'
import { CtaBand } from '@/components/ui/cta-band'
import { LinkText } from '@/components/ui/link-text'
import { ListPager } from '@/components/ui/list-pager'
import { LoadState } from '@/components/ui/load-state'
import { PageHero } from '@/components/ui/page-hero'
import { useLanguage, useText } from '@/i18n/language-provider'
import { lastPage } from '@/lib/list-pages'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { serviceBullets } from './service-bullets'
import { serviceIcon } from './service-icon'
import { servicesText } from './services-text'

export function ServicesScreen() {
  const { locale } = useLanguage()
  useContentPageMeta('/services', listPageText('/services', locale))
  const t = useText(servicesText)
  const { page, query } = usePagedContent('/services')
  if (page === undefined) return <NotFoundScreen />
  // docs/product-spec.md §2: the loading state comes first, then the hero and the cards.
  return (
    <LoadState query={query}>
      {({ items: services, total }) => {
        const last = lastPage(total)
        if (page > last) return <NotFoundScreen />
        return (
          <>
            <PageHero badge={t.hero.badge} title={t.hero.title} subtitle={t.hero.subtitle} />
            <section className="bg-slate-50">
              <ul aria-label={t.listLabel} className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
                {services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} />
                  </li>
                ))}
              </ul>
              {last > 1 && (
                <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
                  <ListPager route="/services" page={page} last={last} />
                </div>
              )}
            </section>
            <CtaBand title={t.cta.title} text={t.cta.text} primary={{ to: '/contact', label: t.cta.action }} />
          </>
        )
      }}
    </LoadState>
  )
}

function ServiceCard({ service }: { service: Service }) {
  const t = useText(servicesText)
  const vi = useLanguage().locale === 'vi'
  const title = vi ? service.titleVi : service.titleEn
  const bullets = serviceBullets(vi ? service.contentVi : service.contentEn)
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {createElement(serviceIcon(service.icon), { className: 'h-6 w-6', 'aria-hidden': true })}
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{vi ? service.descriptionVi : service.descriptionEn}</p>
      {bullets.length > 0 && (
        <ul className="mt-4 space-y-2">
          {bullets.map((bullet, index) => (
            <li key={index} className="flex gap-2 text-sm text-slate-700">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" aria-hidden />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <Link to={`/services/${service.slug}`} className={buttonClass('secondary')}>
          <LinkText visible={t.learnMore} name={t.learnMoreLabel(title)} />
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </article>
  )
}
