import { Ship } from 'lucide-react'
import { Link } from 'react-router'

import { FooterContact } from '@/components/ui/footer-contact'
import { socialLinks, useSiteSettings } from '@/config/site-settings'
import type { SocialId } from '@/config/site-settings'
import { useText } from '@/i18n/language-provider'

import { shellText } from './shell-text'

// /about, /faq, /support, /privacy and /terms have no screen yet: they show Page Not Found.
const COMPANY_LINKS = [
  { to: '/about', key: 'about' },
  { to: '/services', key: 'services' },
  { to: '/case-studies', key: 'caseStudies' },
  { to: '/blog', key: 'blog' },
  { to: '/contact', key: 'contact' },
] as const

const HELP_LINKS = [
  { to: '/faq', key: 'faq' },
  { to: '/support', key: 'support' },
  { to: '/privacy', key: 'privacy' },
  { to: '/personal-data', key: 'personalData' },
  { to: '/terms', key: 'terms' },
] as const

// Simple brand marks drawn inline: no icon font or remote image.
const SOCIAL_PATHS: Record<SocialId, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z',
  linkedin: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5 6h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4Z',
  youtube: 'M22 8.2a3 3 0 0 0-2-2C18.2 5.7 12 5.7 12 5.7s-6.2 0-8 .5a3 3 0 0 0-2 2A31 31 0 0 0 1.5 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2 2c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2 31 31 0 0 0 .5-3.8 31 31 0 0 0-.5-3.8ZM10 15V9l5.2 3Z',
  // A speech bubble with a Z cut out of it.
  zalo: 'M12 3C6.5 3 2 6.8 2 11.5c0 2.6 1.4 4.9 3.6 6.5L5 21.5l3.7-2A11.6 11.6 0 0 0 12 20c5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 5h7.5v1.6L10.4 14H15.5v2H7.8v-1.6l5.1-4.4H8Z',
}

function SocialIcon({ id }: { id: SocialId }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" fillRule="evenodd" aria-hidden>
      <path d={SOCIAL_PATHS[id]} />
    </svg>
  )
}

type LinkKey = keyof (typeof shellText)['vi']['footer']['links']

function FooterLinks({ title, links }: { title: string; links: ReadonlyArray<{ to: string; key: LinkKey }> }) {
  const t = useText(shellText)
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {/* Each link a 44 px touch target (docs/decisions-spec.md §22): the height is the spacing. */}
      <ul className="mt-1">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="inline-flex min-h-11 min-w-11 items-center text-sm text-slate-300 hover:text-white">
              {t.footer.links[l.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteFooter() {
  const t = useText(shellText)
  const settings = useSiteSettings()
  const social = settings ? socialLinks(settings) : []
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-white">
            <Ship className="h-6 w-6 text-accent-500" aria-hidden />
            {settings?.companyName}
          </Link>
          <p className="mt-3 text-sm text-slate-300">{t.footer.about}</p>
          {social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label={t.footer.social}>
              {social.map((s) => (
                <li key={s.id}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.footer.socialLink(s.label)}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon id={s.id} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks title={t.footer.company} links={COMPANY_LINKS} />
        <FooterLinks title={t.footer.resources} links={HELP_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.footer.contact}</h2>
          {settings && <FooterContact settings={settings} />}
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        {settings && t.footer.rights(new Date().getFullYear(), settings.legalName)}
      </div>
    </footer>
  )
}
