import { FileText, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { ZaloMark } from '@/components/ui/zalo-mark'
import { telHref, useSiteSettings } from '@/config/site-settings'
import { defineDictionary } from '@/i18n/dictionary'
import { useText } from '@/i18n/language-provider'

const phoneBarText = defineDictionary(
  'phoneBar',
  {
    label: 'Liên hệ nhanh',
    call: 'Gọi',
    callLong: (phone: string) => `Gọi ${phone}`,
    zalo: 'Zalo',
    zaloLong: 'Nhắn tin qua Zalo',
    quote: 'Báo giá',
  },
  {
    label: 'Quick contact',
    call: 'Call',
    callLong: (phone: string) => `Call ${phone}`,
    zalo: 'Zalo',
    zaloLong: 'Message us on Zalo',
    quote: 'Quote',
  },
)

const ITEM =
  'flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-50'

/**
 * On phones, a bar at the bottom with Call, Zalo (when the owner set it) and Quote, each at
 * least 44 × 44 px (docs/decisions-spec.md §22). Quote opens the contact page at its form. Its
 * own chunk, drawn once the app runs (app/layout/shell.tsx): the first load stays in budget.
 */
export function PhoneBar() {
  const t = useText(phoneBarText)
  const settings = useSiteSettings()
  return (
    <nav
      aria-label={t.label}
      data-testid="phone-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden print:hidden"
    >
      {settings?.phone && (
        <a href={telHref(settings.phone)} className={ITEM} aria-label={t.callLong(settings.phone)}>
          <Phone className="h-5 w-5 text-accent-700" aria-hidden />
          {t.call}
        </a>
      )}
      {settings?.zaloUrl && (
        <a href={settings.zaloUrl} target="_blank" rel="noopener noreferrer" className={ITEM} aria-label={t.zaloLong}>
          <ZaloMark className="h-5 w-5" />
          {t.zalo}
        </a>
      )}
      <Link to="/contact#contact-form" className={`${ITEM} bg-accent-600 text-white hover:bg-accent-700`}>
        <FileText className="h-5 w-5" aria-hidden />
        {t.quote}
      </Link>
    </nav>
  )
}
