import { Globe, Menu, Ship, X } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { useSiteSettings } from '@/config/site-settings'
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

function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
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
      data-testid="language-switch"
      className={buttonClass('outline', 'sm')}
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
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900" onClick={close}>
          <Ship className="h-7 w-7 text-accent-600" aria-hidden />
          <span className="text-lg">{settings?.companyName}</span>
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

        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
        </button>
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
