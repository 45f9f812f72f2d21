import { usePageMeta } from '@/app/page-meta'
import { PageHero } from '@/components/ui/page-hero'
import { useText } from '@/i18n/language-provider'

import { ContactDetails } from './contact-details'
import { ContactForm } from './contact-form'
import { contactPageJsonLd } from './contact-json-ld'
import { contactText } from './contact-text'

export function ContactScreen() {
  usePageMeta('/contact', contactPageJsonLd)
  const t = useText(contactText)
  return (
    <>
      <PageHero badge={t.heroBadge} title={t.heroTitle} subtitle={t.heroTagline} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-16">
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
        {/* `#contact-form`: "Request a quote" and the phone bar's Quote open the page here (docs/decisions-spec.md §22). */}
        <section
          id="contact-form"
          aria-labelledby="contact-form-title"
          className="relative scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {t.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-sm text-slate-600">{t.formText}</p>
          <ContactForm />
        </section>
      </div>
    </>
  )
}
