import { Mail } from 'lucide-react'

import { EmailSignupBand } from '@/components/newsletter/email-signup'
import { useText } from '@/i18n/language-provider'

import { blogText } from './blog-text'

/** The newsletter box: subscribes the address with source `blog` (docs/decisions-spec.md §7). */
export function NewsletterBox() {
  const t = useText(blogText)
  return (
    <EmailSignupBand
      id="newsletter-title"
      icon={Mail}
      title={t.newsletterTitle}
      subtitle={t.newsletterText}
      label={t.emailLabel}
      placeholder={t.emailPlaceholder}
      submitLabel={t.subscribe}
      source="blog"
      consent={t.newsletterConsent}
      thanksTitle={t.subscribedTitle}
    />
  )
}
