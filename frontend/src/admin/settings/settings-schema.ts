import { z } from 'zod'

import type { AdminSettings, AdminSettingsInput } from '../admin-settings-api'

/** The server's limits (src/settings/validate.rs), counted in characters as it counts them. */
export const TEXT_FIELDS = {
  companyName: 200,
  legalName: 200,
  taglineVi: 200,
  taglineEn: 200,
  phone: 50,
  streetVi: 200,
  streetEn: 200,
  cityVi: 200,
  cityEn: 200,
  hoursVi: 200,
  hoursEn: 200,
} as const
export const EMAIL_MAX = 254
export const LINK_MAX = 500
export const LINK_FIELDS = ['facebookUrl', 'linkedinUrl', 'youtubeUrl', 'zaloUrl'] as const
export const MAX_RECIPIENTS = 10

export type TextField = keyof typeof TEXT_FIELDS
export type LinkField = (typeof LINK_FIELDS)[number]

const characters = (text: string) => Array.from(text).length
const emailFormat = z.email()

/** A valid address as the server takes it: the format, a dot in the domain, at most 254 characters. */
export function isEmail(text: string): boolean {
  return characters(text) <= EMAIL_MAX && emailFormat.safeParse(text).success && /@[^@]+\.[^@.]+$/.test(text)
}

/** `https://`, no white space, a host with a dot (as src/settings/validate.rs checks). */
export function isHttpsUrl(text: string): boolean {
  if (!text.startsWith('https://') || /\s/.test(text)) return false
  try {
    return new URL(text).hostname.includes('.')
  } catch {
    return false
  }
}

/** `smtp://` or `smtps://` with a host and no path, query or fragment (src/mail: SmtpUrl::parse). */
export function isSmtpUrl(text: string): boolean {
  if (!/^smtps?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return url.hostname !== '' && (url.pathname === '' || url.pathname === '/') && !url.search && !url.hash
  } catch {
    return false
  }
}

/** The recipients textarea: one address per line (commas and semicolons also split), blanks dropped. */
export function recipientList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

function requiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'required')
    .refine((text) => characters(text) <= max, `tooLong:${max}`)
}

const link = z
  .string()
  .trim()
  .refine((text) => characters(text) <= LINK_MAX, `tooLong:${LINK_MAX}`)
  .refine((text) => text === '' || isHttpsUrl(text), 'https')

/** What the owner does with the stored SMTP URL: keep it, replace it, or remove it. */
export type SmtpAction = 'keep' | 'replace' | 'remove'

export const settingsSchema = z
  .object({
    ...(Object.fromEntries(Object.entries(TEXT_FIELDS).map(([key, max]) => [key, requiredText(max)])) as {
      [K in TextField]: ReturnType<typeof requiredText>
    }),
    email: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((text) => characters(text) <= EMAIL_MAX, `tooLong:${EMAIL_MAX}`)
      .refine((text) => isEmail(text), 'invalidEmail'),
    facebookUrl: link,
    linkedinUrl: link,
    youtubeUrl: link,
    zaloUrl: link,
    notifyTo: z
      .string()
      .refine((text) => recipientList(text).length <= MAX_RECIPIENTS, `tooMany:${MAX_RECIPIENTS}`)
      .refine((text) => recipientList(text).every(isEmail), 'invalidEmail'),
    smtpAction: z.enum(['keep', 'replace', 'remove']),
    smtpUrl: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.smtpAction !== 'replace') return
    if (values.smtpUrl === '') ctx.addIssue({ code: 'custom', path: ['smtpUrl'], message: 'required' })
    else if (!isSmtpUrl(values.smtpUrl)) ctx.addIssue({ code: 'custom', path: ['smtpUrl'], message: 'smtp' })
  })

export type SettingsForm = z.input<typeof settingsSchema>
export type SettingsValues = z.output<typeof settingsSchema>

/** The form's values for what the server holds; the SMTP URL itself is never sent back. */
export function formValues(settings: AdminSettings): SettingsForm {
  return {
    companyName: settings.companyName,
    legalName: settings.legalName,
    taglineVi: settings.taglineVi,
    taglineEn: settings.taglineEn,
    phone: settings.phone,
    email: settings.email,
    streetVi: settings.streetVi,
    streetEn: settings.streetEn,
    cityVi: settings.cityVi,
    cityEn: settings.cityEn,
    hoursVi: settings.hoursVi,
    hoursEn: settings.hoursEn,
    facebookUrl: settings.facebookUrl,
    linkedinUrl: settings.linkedinUrl,
    youtubeUrl: settings.youtubeUrl,
    zaloUrl: settings.zaloUrl,
    notifyTo: settings.notifyTo.join('\n'),
    smtpAction: 'keep',
    smtpUrl: '',
  }
}

/**
 * The PUT body: every field, the recipients without repeats (case-insensitive, first kept),
 * and `smtpUrl` only when the owner replaces (the URL) or removes (`""`) it — absent keeps it.
 */
export function settingsRequest(values: SettingsValues): AdminSettingsInput {
  const { smtpAction, smtpUrl, notifyTo, ...fields } = values
  const seen = new Set<string>()
  const recipients = recipientList(notifyTo).filter((address) => {
    const key = address.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return {
    ...fields,
    notifyTo: recipients,
    ...(smtpAction === 'replace' ? { smtpUrl } : smtpAction === 'remove' ? { smtpUrl: '' } : {}),
  }
}
