import { FileText, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { ZaloMark } from '@/components/ui/zalo-mark'
import { telHref, useSiteSettings } from '@/config/site-settings'
import { useText } from '@/i18n/language-provider'

import { shellText } from './shell-text'

const ITEM =
  'flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-50'

/**
 * On phones, a bar at the bottom with Call, Zalo (when the owner set it) and Quote, each at
 * least 44 × 44 px (docs/decisions-spec.md §22). Quote opens the contact page at its form.
 */
export function PhoneBar() {
  const t = useText(shellText)
  const settings = useSiteSettings()
  return (
    <nav
      aria-label={t.bottomBar}
      data-testid="phone-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden print:hidden"
    >
      {settings?.phone && (
        <a href={telHref(settings.phone)} className={ITEM} aria-label={t.call(settings.phone)}>
          <Phone className="h-5 w-5 text-accent-700" aria-hidden />
          {t.bottomCall}
        </a>
      )}
      {settings?.zaloUrl && (
        <a href={settings.zaloUrl} target="_blank" rel="noopener noreferrer" className={ITEM} aria-label={t.zalo}>
          <ZaloMark className="h-5 w-5" />
          {t.bottomZalo}
        </a>
      )}
      <Link to="/contact#contact-form" className={`${ITEM} bg-accent-600 text-white hover:bg-accent-700`}>
        <FileText className="h-5 w-5" aria-hidden />
        {t.bottomQuote}
      </Link>
    </nav>
  )
}
