import { Mail } from 'lucide-react'

import { EmailSignup } from '@/components/ui/email-signup'
import { SectionHeading } from '@/components/ui/section-heading'
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
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-brand-50 px-6 py-10 sm:px-10">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
          <Mail className="h-6 w-6" aria-hidden />
        </span>
        <SectionHeading id="newsletter-title" title={t.newsletterTitle} subtitle={t.newsletterText} />
        <EmailSignup
          label={t.emailLabel}
          placeholder={t.emailPlaceholder}
          submitLabel={t.subscribe}
          onSubmit={() => toast({ title: t.subscribedTitle, description: t.subscribedText })}
        />
      </div>
    </section>
  )
}
