import { Mail } from 'lucide-react'

import { EmailSignupBand } from '@/components/ui/email-signup'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { blogText } from './blog-text'

/**
 * The newsletter box. The spec leaves its submit open and there is no newsletter yet, so
 * nothing is sent: the visitor is thanked and told we will write when it launches.
 */
export function NewsletterBox() {
  const t = useText(blogText)
  const toast = useToast()
  return (
    <EmailSignupBand
      id="newsletter-title"
      icon={Mail}
      title={t.newsletterTitle}
      subtitle={t.newsletterText}
      label={t.emailLabel}
      placeholder={t.emailPlaceholder}
      submitLabel={t.subscribe}
      onSubmit={() => toast({ title: t.subscribedTitle, description: t.subscribedText })}
    />
  )
}
