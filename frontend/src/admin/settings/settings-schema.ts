import { z } from '@/lib/zod'

import type { AdminSettings, AdminSettingsInput } from '../admin-settings-api'
import { EMAIL_MAX, characters, isEmail } from '../ui/email'


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
export const LINK_MAX = 500
export const LINK_FIELDS = ['facebookUrl', 'linkedinUrl', 'youtubeUrl', 'zaloUrl'] as const
export const MAX_RECIPIENTS = 10

export type TextField = keyof typeof TEXT_FIELDS

/** The home page's figures by place (src/settings/figures.rs): the headline row, then the track record. */
export const FIGURE_ROWS = [
  ['clients', 'orders', 'onTime', 'support'],
  ['rating', 'countries', 'totalOrders'],
] as const
export type FigureKey = (typeof FIGURE_ROWS)[number][number]
export const FIGURE_VALUE_MAX = 20
export const FIGURE_LABEL_MAX = 100
export const FIGURE_FIELDS = ['valueVi', 'valueEn', 'labelVi', 'labelEn'] as const


/**
 * The patterns the server checks and the API document declares (src/http/schema.rs:
 * HTTPS_LINK_OR_EMPTY, SMTP_URL_OR_EMPTY); a test compares them with openapi.json.
 */
export const HTTPS_LINK_OR_EMPTY =
  "^(https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][A-Za-z0-9._~!$&'()*+,;=:@%/?#\\[\\]-]*)?)?$"
export const SMTP_URL_OR_EMPTY =
  "^(smtps?://(([A-Za-z0-9._~!$&'()*+,;=:-]|%[0-7][0-9A-Fa-f])*@)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?/?)?$"
const httpsLink = new RegExp(HTTPS_LINK_OR_EMPTY)
const smtpUrl = new RegExp(SMTP_URL_OR_EMPTY)

/** `https://`, a host with a dot, URI characters only (as the server checks). */
export function isHttpsUrl(text: string): boolean {
  return text !== '' && httpsLink.test(text)
}

/** `smtp://` or `smtps://` with a host, an optional port and no path (as the server checks). */
export function isSmtpUrl(text: string): boolean {
  return text !== '' && smtpUrl.test(text)
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

const figure = z.object({
  shown: z.boolean(),
  valueVi: requiredText(FIGURE_VALUE_MAX),
  valueEn: requiredText(FIGURE_VALUE_MAX),
  labelVi: requiredText(FIGURE_LABEL_MAX),
  labelEn: requiredText(FIGURE_LABEL_MAX),
})

const link = z
  .string()
  .trim()
  .refine((text) => characters(text) <= LINK_MAX, `tooLong:${LINK_MAX}`)
  .refine((text) => text === '' || isHttpsUrl(text), 'https')

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
    timeZone: z.string(),
    // Whole dong for one US dollar and the rate's date (docs/decisions-spec.md §22).
    usdVndRate: z.object({
      vndPerUsd: z
        .string()
        .trim()
        .refine((text) => /^\d{1,8}$/.test(text) && Number(text) >= 1 && Number(text) <= 10_000_000, 'rate'),
      date: z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'date'),
    }),
    // Confirmation e-mails an hour, all addresses together (docs/decisions-spec.md §21).
    confirmationsPerHour: z
      .string()
      .trim()
      .refine((text) => /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 10_000, 'perHour'),
    homeFigures: z.object({
      clients: figure,
      orders: figure,
      onTime: figure,
      support: figure,
      rating: figure,
      countries: figure,
      totalOrders: figure,
    }),
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
    timeZone: settings.timeZone,
    usdVndRate: { vndPerUsd: String(settings.usdVndRate.vndPerUsd), date: settings.usdVndRate.date },
    confirmationsPerHour: String(settings.confirmationsPerHour),
    homeFigures: settings.homeFigures,
    smtpAction: 'keep',
    smtpUrl: '',
  }
}

/**
 * The PUT body: every field, the recipients without repeats (case-insensitive, first kept),
 * and `smtpUrl` only when the owner replaces (the URL) or removes (`""`) it — absent keeps it.
 */
export function settingsRequest(values: SettingsValues): AdminSettingsInput {
  const { smtpAction, smtpUrl, notifyTo, timeZone, usdVndRate, confirmationsPerHour, ...fields } = values
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
    usdVndRate: { vndPerUsd: Number(usdVndRate.vndPerUsd), date: usdVndRate.date },
    confirmationsPerHour: Number(confirmationsPerHour),
    // Chosen from the browser's list of IANA names; the server refuses one it does not know.
    timeZone: timeZone as NonNullable<AdminSettingsInput['timeZone']>,
    ...(smtpAction === 'replace' ? { smtpUrl } : smtpAction === 'remove' ? { smtpUrl: '' } : {}),
  }
}

/** The IANA time zones to choose from: the browser's list, with the stored one always in it. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return known.includes(current) ? known : [current, ...known]
}
