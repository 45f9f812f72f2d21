import { api, serverErrorText } from '@/api/client'
import type { components } from '@/api/schema'
import type { Locale } from '@/i18n/locale'
import type { EnquiryContext, EnquirySource } from '@/lib/lead'

import type { ContactValues } from './contact-form-schema'

export type ContactRequest = components['schemas']['ContactRequest']
export type ContactCreated = components['schemas']['ContactCreated']

/** A refused enquiry, with the server's own explanation when it gave one. */
export class ContactSubmitError extends Error {
  readonly serverText: string | undefined

  constructor(serverText: string | undefined) {
    super(serverText ?? 'Failed to submit')
    this.name = 'ContactSubmitError'
    this.serverText = serverText
  }
}

/**
 * The request body: the checked values plus the language the page shows at submit time, and
 * the calculator's figures, the visit's origin and the consent statement's version shown
 * when there are any.
 */
export function contactRequest(
  values: ContactValues,
  locale: Locale,
  context?: EnquiryContext,
  source?: EnquirySource,
  consentVersion?: number,
): ContactRequest {
  return {
    ...(context ? { context } : {}),
    ...(source ? { source } : {}),
    ...(consentVersion ? { consentVersion } : {}),
    name: values.name,
    email: values.email,
    company: values.company,
    ...(values.phone ? { phone: values.phone } : {}),
    message: values.message,
    preferredLanguage: locale,
    website: values.website,
  }
}

/** POST /api/contact. A network failure rejects with the fetch error itself. */
export async function sendEnquiry(body: ContactRequest): Promise<ContactCreated> {
  const { data, error, response } = await api.POST('/contact', { body })
  if (response.ok && data) return data
  throw new ContactSubmitError(serverErrorText(error))
}
