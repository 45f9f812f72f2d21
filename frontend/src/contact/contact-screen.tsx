import { useLocation } from 'react-router'

import { usePageMeta } from '@/app/page-meta'
import { PageHero } from '@/components/ui/page-hero'
import { useText } from '@/i18n/language-provider'

import { ContactDetails } from './contact-details'
import { ContactForm } from './contact-form'
import { contactPageJsonLd } from './contact-json-ld'
import { contactText } from './contact-text'

/** An address handed over in router state (the Get Quote band of Testimonials). */
function handedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return ''
  const email = (state as { email: unknown }).email
  return typeof email === 'string' ? email : ''
}

export function ContactScreen() {
  usePageMeta('/contact', contactPageJsonLd)
  const t = useText(contactText)
  const location = useLocation()
  return (
    <>
      <PageHero badge={t.heroBadge} title={t.heroTitle} subtitle={t.heroTagline} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-16">
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {t.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-sm text-slate-600">{t.formText}</p>
          <ContactForm initialEmail={handedEmail(location.state)} />
        </section>
      </div>
    </>
  )
}
