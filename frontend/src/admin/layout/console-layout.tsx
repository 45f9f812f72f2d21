import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Globe, LogOut, Menu, Ship } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router'

import { api } from '@/api/client'
import { Button } from '@/components/ui/button'
import { useSiteSettings } from '@/config/site-settings'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatNumber } from '@/lib/format'

import { ADMIN_KEY, adminCall } from '../admin-api'
import { consoleText } from '../console-text'
import { signOut } from '../session/session-api'
import type { Owner } from '../session/session-api'

type Role = Owner['role']

/**
 * Each screen with the roles that may open it, as the API declares its operations
 * (docs/decisions-spec.md §25): the console shows only what the role may do.
 */
const NAV: readonly { to: string; key: keyof typeof consoleText.en.nav; roles: readonly Role[] }[] = [
  { to: '/admin/dashboard', key: 'dashboard', roles: ['owner', 'sales'] },
  { to: '/admin/enquiries', key: 'enquiries', roles: ['owner', 'sales'] },
  { to: '/admin/subscribers', key: 'subscribers', roles: ['owner', 'editor', 'sales'] },
  { to: '/admin/newsletters', key: 'newsletters', roles: ['owner', 'editor'] },
  { to: '/admin/content', key: 'content', roles: ['owner', 'editor'] },
  { to: '/admin/media', key: 'media', roles: ['owner', 'editor'] },
  { to: '/admin/settings', key: 'settings', roles: ['owner'] },
  { to: '/admin/holidays', key: 'holidays', roles: ['owner'] },
  { to: '/admin/rates', key: 'rates', roles: ['owner'] },
  { to: '/admin/mail', key: 'mail', roles: ['owner'] },
  { to: '/admin/backups', key: 'backups', roles: ['owner'] },
  { to: '/admin/privacy', key: 'privacy', roles: ['owner'] },
  { to: '/admin/account', key: 'account', roles: ['owner', 'editor', 'sales'] },
  { to: '/admin/activity', key: 'activity', roles: ['owner'] },
  { to: '/admin/team', key: 'team', roles: ['owner'] },
]

/** The screens `role` may open, in the navigation's order. */
function screensOf(role: Role) {
  return NAV.filter((item) => item.roles.includes(role))
}

/** /admin itself: the first screen the role may open (an editor has no Dashboard). */
export function ConsoleHome({ owner }: { owner: Owner }) {
  return <Navigate to={screensOf(owner.role)[0]?.to ?? '/admin/account'} replace />
}

/**
 * The screen at this address, or why not: a screen the role may not open says so in words
 * (its calls would be refused with 403 anyway); while the team requires two-step sign-in
 * and this account has not turned it on, the Account screen, where it is turned on.
 */
function Screen({ owner }: { owner: Owner }) {
  const t = useText(consoleText)
  const { pathname } = useLocation()
  const first = screensOf(owner.role)[0]?.to ?? '/admin/account'
  if (owner.twoStepRequired && !pathname.startsWith('/admin/account')) return <Navigate to="/admin/account" replace />
  const screen = NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
  if (!screen || screen.roles.includes(owner.role)) return <Outlet />
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-6">
      <h1 className="text-xl font-bold text-slate-900">{t.notAllowedTitle}</h1>
      <p className="text-slate-800">{t.notAllowed}</p>
      <Link to={first} className="font-medium text-brand-700 underline underline-offset-4">
        {t.goToStart}
      </Link>
    </div>
  )
}

/** How many enquiries are new; refreshed whenever the inbox's queries are. */
function useNewCount(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [ADMIN_KEY, 'enquiries', 'new-count'],
    queryFn: async () => {
      const page = await adminCall(api.GET('/admin/enquiries', { params: { query: { status: 'new', limit: 1 } } }))
      return page.newCount
    },
    staleTime: 0,
  })
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`

/**
 * The screens: a row that wraps on a desktop; on a phone one "Menu" button with the current
 * screen's name, opening the list in two columns, so the menu never takes the screen (§23).
 */
function ConsoleNav({ nav, newCount }: { nav: typeof NAV; newCount: number }) {
  const t = useText(consoleText)
  const { locale } = useLanguage()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const current = nav.find((item) => pathname.startsWith(item.to))
  const badge =
    newCount > 0 ? (
      <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="new-count">
        <span aria-hidden>{formatNumber(newCount, locale)}</span>
        <span className="sr-only">{t.newCount(formatNumber(newCount, locale))}</span>
      </span>
    ) : null
  return (
    <nav aria-label={t.consoleNavigation} className="mx-auto max-w-6xl px-2 sm:px-4">
      <button
        type="button"
        className="mb-2 flex min-h-11 w-full items-center justify-between rounded-md border border-slate-200 px-3 text-sm font-medium text-slate-800 md:hidden"
        aria-expanded={open}
        aria-controls="console-menu"
        onClick={() => setOpen((now) => !now)}
      >
        <span className="flex items-center gap-2">
          <Menu className="h-4 w-4" aria-hidden />
          {t.menu}
          {current && <span className="font-normal text-slate-600">· {t.nav[current.key]}</span>}
        </span>
        {!open && badge}
      </button>
      <ul id="console-menu" className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-1 pb-2 md:flex md:flex-wrap`}>
        {nav.map((item) => (
          <li key={item.to}>
            {/* A tap on a screen's link closes the menu on a phone. */}
            <NavLink to={item.to} className={linkClass} onClick={() => setOpen(false)}>
              {t.nav[item.key]}
              {item.key === 'enquiries' && badge}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The console's frame: who is signed in, the navigation with the count of new enquiries, the screen. */
export function ConsoleLayout({ owner }: { owner: Owner }) {
  const t = useText(consoleText)
  const { toggleLocale } = useLanguage()
  const company = useSiteSettings()?.companyName
  const nav = screensOf(owner.role)
  const newCount = useNewCount(nav.some((item) => item.key === 'enquiries')).data ?? 0
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const leave = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] })
      void navigate('/admin/sign-in', { replace: true })
    },
  })
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skipToContent}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to={nav[0]?.to ?? '/admin/account'} className="flex items-center gap-2 font-bold text-brand-900">
            <Ship className="h-6 w-6 text-accent-600" aria-hidden />
            <span>{t.console}</span>
            {company && <span className="font-normal text-slate-600">· {company}</span>}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <span className="hidden text-sm text-slate-600 md:inline">{t.signedInAs(owner.email)}</span>
            <a href="/" className="rounded-md px-2 py-1 text-sm text-brand-700 underline-offset-4 hover:underline">
              {t.viewSite}
            </a>
            <Button variant="outline" size="sm" onClick={toggleLocale} aria-label={t.switchLanguage}>
              <Globe className="h-4 w-4" aria-hidden />
              {t.switchLanguageShort}
            </Button>
            <Button variant="outline" size="sm" disabled={leave.isPending} onClick={() => leave.mutate()}>
              <LogOut className="h-4 w-4" aria-hidden />
              {t.signOut}
            </Button>
          </div>
        </div>
        <ConsoleNav nav={nav} newCount={newCount} />
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <Screen owner={owner} />
      </main>
    </div>
  )
}
