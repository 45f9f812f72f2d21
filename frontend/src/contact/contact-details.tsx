import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { SectionHeading } from '@/components/ui/section-heading'
import { localized, telHref, useSiteSettings } from '@/config/site-settings'
import { useLanguage, useText } from '@/i18n/language-provider'

import { hoursRows } from './business-hours'
import { contactText } from './contact-text'

function DetailItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  )
}

/** E-mail, phone, street address and business hours, as the owner set them in the console. */
export function ContactDetails() {
  const t = useText(contactText)
  const { locale } = useLanguage()
  const settings = useSiteSettings()
  if (!settings) return null
  const text = localized(settings, locale)
  const link = 'inline-flex min-h-11 items-center break-all text-brand-700 underline-offset-4 hover:underline'
  return (
    <section aria-labelledby="contact-info-title" className="space-y-6">
      <SectionHeading id="contact-info-title" title={t.infoTitle} subtitle={t.infoText} align="left" />
      <ul className="space-y-6">
        <DetailItem icon={<Mail className="h-5 w-5" aria-hidden />} title={t.email}>
          <a href={`mailto:${settings.email}`} className={link}>
            {settings.email}
          </a>
        </DetailItem>
        <DetailItem icon={<Phone className="h-5 w-5" aria-hidden />} title={t.phone}>
          <a href={telHref(settings.phone)} className={link} data-testid="contact-phone">
            {settings.phone}
          </a>
        </DetailItem>
        <DetailItem icon={<MapPin className="h-5 w-5" aria-hidden />} title={t.address}>
          <address className="not-italic">
            <span className="block">{text.street}</span>
            <span className="block">{text.city}</span>
          </address>
        </DetailItem>
        <DetailItem icon={<Clock className="h-5 w-5" aria-hidden />} title={t.hours}>
          <dl className="space-y-1">
            {hoursRows(text.hours).map((row, index) => (
              <div key={index} className="flex flex-wrap justify-between gap-x-4">
                {row.times === undefined ? (
                  // A line without "days: times" is shown whole; the term keeps the list valid.
                  <>
                    <dt className="sr-only">{t.hours}</dt>
                    <dd>{row.days}</dd>
                  </>
                ) : (
                  <>
                    <dt>{row.days}</dt>
                    <dd className="font-medium text-slate-900">{row.times}</dd>
                  </>
                )}
              </div>
            ))}
          </dl>
        </DetailItem>
      </ul>
    </section>
  )
}
