import { Globe, Menu, Phone, Ship, X } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { ZaloMark } from '@/components/ui/zalo-mark'
import { telHref, useSiteSettings } from '@/config/site-settings'
import { useLanguage, useText } from '@/i18n/language-provider'

import { shellText } from './shell-text'

const NAV = [
  { to: '/', key: 'home' },
  { to: '/services', key: 'services' },
  { to: '/industries', key: 'industries' },
  { to: '/case-studies', key: 'caseStudies' },
  { to: '/blog', key: 'blog' },
  { to: '/tools', key: 'tools' },
] as const

const PHONE_BUTTON =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-slate-300 px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100'

/** On phones: language, call and Zalo (when the owner set it) always in reach (docs/decisions-spec.md §15). */
function PhoneActions() {
  const t = useText(shellText)
  const settings = useSiteSettings()
  return (
    <div className="flex items-center gap-1.5 lg:hidden" data-testid="phone-actions">
      <LanguageSwitch compact />
      {settings?.phone && (
        <a href={telHref(settings.phone)} aria-label={t.call(settings.phone)} className={PHONE_BUTTON} data-testid="header-call">
          <Phone className="h-5 w-5 text-accent-700" aria-hidden />
        </a>
      )}
      {settings?.zaloUrl && (
        <a
          href={settings.zaloUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.zalo}
          className={PHONE_BUTTON}
          data-testid="header-zalo"
        >
          <ZaloMark className="h-6 w-6" />
        </a>
      )}
    </div>
  )
}

function LanguageSwitch({ onSwitch, compact = false }: { onSwitch?: () => void; compact?: boolean }) {
  const { toggleLocale } = useLanguage()
  const t = useText(shellText)
  return (
    <button
      type="button"
      onClick={() => {
        toggleLocale()
        onSwitch?.()
      }}
      aria-label={t.switchLanguage}
      data-testid={compact ? 'header-language' : 'language-switch'}
      className={compact ? PHONE_BUTTON : buttonClass('outline', 'sm')}
    >
      <Globe className="h-4 w-4" aria-hidden />
      <span>{t.switchLanguageShort}</span>
    </button>
  )
}

export function SiteHeader() {
  const t = useText(shellText)
  const settings = useSiteSettings()
  const [menuOpen, setMenuOpen] = useState(false)
  const close = () => setMenuOpen(false)
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      isActive ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700'
    }`

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 font-bold text-brand-900" onClick={close}>
          <Ship className="h-7 w-7 shrink-0 text-accent-600" aria-hidden />
          <span className="truncate text-lg">{settings?.companyName}</span>
        </Link>

        <nav aria-label={t.mainNavigation} className="hidden items-center gap-1 lg:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {t.nav[item.key]}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitch />
          <Link to="/contact" className={buttonClass('primary', 'sm')}>
            {t.nav.contact}
          </Link>
        </div>

        <div className="flex shrink-0 items-center gap-1.5 lg:hidden">
          <PhoneActions />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label={t.mainNavigation} className="border-t border-slate-200 bg-white lg:hidden">
          <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass} onClick={close}>
                {t.nav[item.key]}
              </NavLink>
            ))}
            <div className="mt-2 flex items-center gap-3 border-t border-slate-100 pt-3">
              <LanguageSwitch onSwitch={close} />
              <Link to="/contact" className={buttonClass('primary', 'sm', 'flex-1')} onClick={close}>
                {t.nav.contact}
              </Link>
            </div>
          </div>
        </nav>
      )}
    </header>
  )
}
