import { NavLink, Navigate, Route, Routes } from 'react-router'

import { useText } from '@/i18n/language-provider'

import { ConsolePage } from '../ui/console-page'
import { BreachesSection } from './breaches-section'
import { ConsentSection } from './consent-section'
import { privacyText } from './privacy-text'
import { RequestsSection } from './requests-section'
import { SettingsSection } from './settings-section'

const TABS = [
  { to: '/admin/privacy', key: 'requests', end: true },
  { to: '/admin/privacy/consent', key: 'consent', end: false },
  { to: '/admin/privacy/settings', key: 'settings', end: false },
  { to: '/admin/privacy/breaches', key: 'breaches', end: false },
] as const

/**
 * The console's Personal data screen (docs/decisions-spec.md §27; owners only, as the API
 * declares): the requests queue, the consent statement, deadlines and retention, the
 * breach register, each at its own address.
 */
export function PrivacyScreen() {
  const t = useText(privacyText)
  return (
    <ConsolePage title={t.title}>
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <nav aria-label={t.sections}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50'}`
                }
              >
                {t.tabs[tab.key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<RequestsSection />} />
        <Route path="consent" element={<ConsentSection />} />
        <Route path="settings" element={<SettingsSection />} />
        <Route path="breaches" element={<BreachesSection />} />
        <Route path="*" element={<Navigate to="/admin/privacy" replace />} />
      </Routes>
    </ConsolePage>
  )
}
