import {
  ArrowRight,
  Award,
  Globe,
  Network,
  Plane,
  Radar,
  ShieldCheck,
  Ship,
  TrendingDown,
  Truck,
  Warehouse,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { usePageMeta } from '@/app/page-meta'
import { buttonClass } from '@/components/ui/button'
import { CtaBand } from '@/components/ui/cta-band'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatsRow } from '@/components/ui/stats-row'
import { useSiteSettings } from '@/config/site-settings'
import type { PublicSettings } from '@/config/site-settings'
import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'

import { homeText } from './home-text'
import { websiteJsonLd } from './website-json-ld'

// The texts of one language (both have the same shape).
type Texts = (typeof homeText)['vi']

const FEATURES: ReadonlyArray<{ key: 'warehouse' | 'shipping' | 'supplyChain'; icon: LucideIcon }> = [
  { key: 'warehouse', icon: Warehouse },
  { key: 'shipping', icon: Globe },
  { key: 'supplyChain', icon: Network },
]

type Figure = PublicSettings['homeFigures']['headline'][number]

/** A row of the owner's figures (Settings) in the page's language. */
function figures(row: readonly Figure[] | undefined, locale: Locale) {
  return (row ?? []).map((figure) =>
    locale === 'vi' ? { value: figure.valueVi, label: figure.labelVi } : { value: figure.valueEn, label: figure.labelEn },
  )
}

const BENEFITS: ReadonlyArray<{ key: 'experience' | 'savings' | 'compliance' | 'visibility'; icon: LucideIcon }> = [
  { key: 'experience', icon: Award },
  { key: 'savings', icon: TrendingDown },
  { key: 'compliance', icon: ShieldCheck },
  { key: 'visibility', icon: Radar },
]

export function HomeScreen() {
  // Organization data comes with every page (usePageMeta); the home page adds its WebSite.
  usePageMeta('/', websiteJsonLd)
  const t = useText(homeText)
  const { locale } = useLanguage()
  const headline = figures(useSiteSettings()?.homeFigures?.headline, locale)
  return (
    <>
      <Hero t={t} />
      {/* The owner may hide every figure: then the row is not there at all. */}
      {headline.length > 0 && (
        <section className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <StatsRow label={t.headlineStats.label} stats={headline} />
          </div>
        </section>
      )}
      <Features t={t} />
      <WhyChooseUs t={t} />
      <CtaBand
        title={t.cta.title}
        text={t.cta.text}
        primary={{ to: '/contact', label: t.cta.contact }}
        secondary={{ to: '/tools', label: t.cta.tools }}
      />
    </>
  )
}

function Hero({ t }: { t: Texts }) {
  return (
    // Exactly 600 px high (docs/product-spec.md §2); the copy is kept short enough to fit at 390 px.
    <section className="relative h-[600px] bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden>
        <div className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-accent-500/20 blur-3xl" />
        <div className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-brand-600/40 blur-3xl" />
      </div>
      <div className="relative mx-auto flex h-full max-w-7xl items-center gap-12 px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide uppercase sm:text-sm">
            {t.hero.badge}
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">{t.hero.title}</h1>
          <p className="mt-5 max-w-2xl text-base text-slate-200 sm:text-lg">{t.hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/contact" className={buttonClass('accent', 'lg')}>
              {t.hero.getStarted}
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
            <Link to="/services" className={buttonClass('outline', 'lg')}>
              {t.hero.viewServices}
            </Link>
          </div>
        </div>
        <div className="hidden shrink-0 grid-cols-2 gap-4 lg:grid" aria-hidden>
          {[Ship, Plane, Truck, Warehouse].map((Icon, index) => (
            <div
              key={index}
              className="flex h-32 w-32 items-center justify-center rounded-2xl border border-white/15 bg-white/10 backdrop-blur"
            >
              <Icon className="h-12 w-12 text-white" />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

function Features({ t }: { t: Texts }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading eyebrow={t.features.eyebrow} title={t.features.title} subtitle={t.features.subtitle} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t.features[key].title}</h3>
              <p className="mt-2 text-slate-600">{t.features[key].text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/services" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
            {t.features.viewAll}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  )
}

function WhyChooseUs({ t }: { t: Texts }) {
  const settings = useSiteSettings()
  const { locale } = useLanguage()
  const record = figures(settings?.homeFigures?.trackRecord, locale)
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading eyebrow={t.why.eyebrow} title={t.why.title(settings?.companyName ?? '')} subtitle={t.why.subtitle} />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-600 text-white">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t.why[key].title}</h3>
              <p className="mt-2 text-slate-600">{t.why[key].text}</p>
            </li>
          ))}
        </ul>
        {record.length > 0 && (
          <div className="mt-12 rounded-2xl bg-brand-900 px-6 py-10">
            <StatsRow tone="dark" label={t.why.statsLabel} stats={record} />
          </div>
        )}
      </div>
    </section>
  )
}
