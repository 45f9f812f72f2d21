import { Link } from 'react-router'

import { useConsent } from '@/api/personal-data'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'

export const consentText = defineDictionary(
  'consentStatement',
  {
    privacy: 'Chính sách bảo mật',
    personalData: 'Dữ liệu cá nhân của bạn',
  },
  {
    privacy: 'Privacy policy',
    personalData: 'Your personal data',
  },
)

/**
 * The version of the consent statement shown beside a form, to send as `consentVersion`
 * (undefined while it loads: the enquiry is then kept without one, never refused).
 */
export function useConsentVersion(): number | undefined {
  return useConsent()?.version
}

/**
 * The consent statement the owner wrote (docs/decisions-spec.md §27), in the page's language,
 * under a form that collects personal data, with the pages it points to. The form sends the
 * version shown here, so the record proves these words.
 */
export function ConsentStatement({ id, className = '' }: { id?: string; className?: string }) {
  const consent = useConsent()
  const { locale } = useLanguage()
  const t = useText(consentText)
  if (!consent) return null
  const link = 'font-medium text-brand-700 underline underline-offset-4'
  return (
    <p id={id} className={`text-sm text-slate-600 ${className}`} data-testid="consent-statement">
      {locale === 'vi' ? consent.textVi : consent.textEn}{' '}
      <Link to="/privacy" className={link}>
        {t.privacy}
      </Link>
      {' · '}
      <Link to="/personal-data" className={link}>
        {t.personalData}
      </Link>
    </p>
  )
}
