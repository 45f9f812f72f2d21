import { z } from '@/lib/zod'

/** The server's limits (docs/decisions-spec.md §4), counted in characters as the server counts them. */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 50, company: 200, message: 5000 } as const

/**
 * The schema's messages are codes, not texts: the form shows them in the current language,
 * so switching language also translates errors already on screen.
 */
export type ContactErrorCode = 'required' | 'invalidEmail' | 'tooLong'

const characters = (text: string) => Array.from(text).length

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .refine((text) => characters(text) <= max, { message: 'tooLong' satisfies ContactErrorCode })
}

function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: 'required' satisfies ContactErrorCode })
    .refine((text) => characters(text) <= max, { message: 'tooLong' satisfies ContactErrorCode })
}

const emailFormat = z.email()

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  // An empty address only says 'required'; the format is checked once there is one.
  email: requiredText(CONTACT_LIMITS.email).refine(
    (text) => text === '' || emailFormat.safeParse(text).success,
    { message: 'invalidEmail' satisfies ContactErrorCode },
  ),
  phone: optionalText(CONTACT_LIMITS.phone),
  company: requiredText(CONTACT_LIMITS.company),
  message: requiredText(CONTACT_LIMITS.message),
  // The honeypot: people never see it, so it is sent exactly as it is.
  website: z.string(),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
export type ContactField = keyof typeof CONTACT_LIMITS

export const EMPTY_CONTACT: ContactInput = { name: '', email: '', phone: '', company: '', message: '', website: '' }
