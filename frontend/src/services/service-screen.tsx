import { createElement, useMemo } from 'react'
import { useParams } from 'react-router'

import type { Service } from '@/api/use-content-list'
import { useContentItem } from '@/api/use-content-list'
import { useContentPageMeta } from '@/app/page-meta'
import { CtaBand } from '@/components/ui/cta-band'
import { DetailHero, RelatedLinks } from '@/components/ui/detail-page'
import { LoadState } from '@/components/ui/load-state'
import { Markdown } from '@/components/markdown/markdown'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'
import { breadcrumbsJsonLd, pageUrl, shareImage } from '@/lib/structured-data'
import { NotFoundScreen } from '@/not-found/not-found-screen'
import { listPageText } from '@/lib/list-page-text'

import { serviceIcon } from './service-icon'
import { servicesText } from './services-text'

const text = defineDictionary(
  'serviceDetail',
  { back: 'Tất cả dịch vụ', others: 'Dịch vụ khác' },
  { back: 'All services', others: 'Other services' },
)

function ServicePage({ service, others }: { service: Service; others: Service[] }) {
  const { locale } = useLanguage()
  const t = useText(text)
  const ts = useText(servicesText)
  const vi = locale === 'vi'
  const title = vi ? service.titleVi : service.titleEn
  const description = vi ? service.descriptionVi : service.descriptionEn
  const path = `/services/${service.slug}`
  const head = useMemo(() => ({ title, description }), [title, description])
  const [data, breadcrumbs] = useMemo(() => {
    const origin = typeof window === 'undefined' ? '' : window.location.origin
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: title,
        description,
        url: pageUrl(origin, path, locale),
        image: shareImage(origin, 'services'),
        areaServed: { '@type': 'Country', name: 'Vietnam' },
        inLanguage: locale,
      },
      breadcrumbsJsonLd(origin, locale, { path: '/services', name: listPageText('/services', locale).title }, { path, name: title }),
    ]
  }, [title, description, path, locale])
  useContentPageMeta(path, head, data, breadcrumbs)
  return (
    <>
      <DetailHero back={{ to: '/services', label: t.back }} title={title} description={description}>
        <span className="mt-6 flex h-12 w-12 items-center justify-center rounded-lg bg-white/10">
          {createElement(serviceIcon(service.icon), { className: 'h-6 w-6', 'aria-hidden': true })}
        </span>
      </DetailHero>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <Markdown text={vi ? service.contentVi : service.contentEn} />
      </article>
      <RelatedLinks
        title={t.others}
        links={others.map((other) => {
          const otherTitle = vi ? other.titleVi : other.titleEn
          return {
            key: other.id,
            to: `/services/${other.slug}`,
            title: otherTitle,
            text: vi ? other.descriptionVi : other.descriptionEn,
            action: ts.learnMore,
            label: ts.learnMoreLabel(otherTitle),
          }
        })}
      />
      <CtaBand title={ts.cta.title} text={ts.cta.text} primary={{ to: '/contact', label: ts.cta.action }} />
    </>
  )
}

/** A service at its own address; an unknown or unpublished slug is Page Not Found. */
export function ServiceScreen() {
  const { slug = '' } = useParams()
  const query = useContentItem('/services', slug)
  return (
    <LoadState query={query}>
      {(detail) => {
        if (!detail) return <NotFoundScreen />
        const { related, ...service } = detail
        return <ServicePage service={service} others={related} />
      }}
    </LoadState>
  )
}
