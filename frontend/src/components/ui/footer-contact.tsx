import { Mail, MapPin, Phone } from 'lucide-react'

import { localized, telHref } from '@/config/site-settings'
import type { PublicSettings } from '@/config/site-settings'
import { useLanguage } from '@/i18n/language-provider'

/** The company's city, phone and e-mail: the footer's contact column, also previewed in the console's settings. */
export function FooterContact({ settings }: { settings: PublicSettings }) {
  const { locale } = useLanguage()
  return (
    <address className="mt-3 space-y-1 text-sm not-italic text-slate-300">
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {localized(settings, locale).city}
      </p>
      <p className="flex items-center gap-2">
        <Phone className="h-4 w-4 shrink-0" aria-hidden />
        <a href={telHref(settings.phone)} className="inline-flex min-h-11 items-center break-all hover:text-white">
          {settings.phone}
        </a>
      </p>
      <p className="flex items-center gap-2">
        <Mail className="h-4 w-4 shrink-0" aria-hidden />
        <a href={`mailto:${settings.email}`} className="inline-flex min-h-11 items-center break-all hover:text-white">
          {settings.email}
        </a>
      </p>
    </address>
  )
}

