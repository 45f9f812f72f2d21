/**
 * The mail server as fields an owner can fill in (docs/decisions-spec.md §23): host, port,
 * security, user and password, with presets for the providers Vietnamese businesses use.
 * The server stores one URL; these build it (and read a URL back into fields, to edit).
 */

export type Security = 'tls' | 'starttls'

export interface SmtpFields {
  host: string
  port: string
  security: Security
  user: string
  password: string
}

export type Provider = 'google' | 'microsoft' | 'zoho' | 'ses' | 'sendgrid' | 'mailgun' | 'other'

/** Each provider's server, as its own documentation gives it. */
export const PRESETS: Record<Exclude<Provider, 'other'>, Pick<SmtpFields, 'host' | 'port' | 'security'> & { user?: string }> = {
  google: { host: 'smtp.gmail.com', port: '465', security: 'tls' },
  microsoft: { host: 'smtp.office365.com', port: '587', security: 'starttls' },
  zoho: { host: 'smtp.zoho.com', port: '465', security: 'tls' },
  ses: { host: 'email-smtp.ap-southeast-1.amazonaws.com', port: '465', security: 'tls' },
  sendgrid: { host: 'smtp.sendgrid.net', port: '465', security: 'tls', user: 'apikey' },
  mailgun: { host: 'smtp.mailgun.org', port: '465', security: 'tls' },
}

export const PROVIDERS: readonly Provider[] = ['google', 'microsoft', 'zoho', 'ses', 'sendgrid', 'mailgun', 'other']

export const EMPTY_FIELDS: SmtpFields = { host: '', port: '465', security: 'tls', user: '', password: '' }

/** What is wrong with the fields, field by field; empty when they make a URL the server takes. */
export function smtpFieldErrors(fields: SmtpFields): Partial<Record<keyof SmtpFields, 'required' | 'host' | 'port' | 'ascii'>> {
  const errors: Partial<Record<keyof SmtpFields, 'required' | 'host' | 'port' | 'ascii'>> = {}
  const host = fields.host.trim()
  if (host === '') errors.host = 'required'
  else if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(host)) errors.host = 'host'
  const port = Number(fields.port)
  if (!/^\d{1,5}$/.test(fields.port.trim()) || port < 1 || port > 65535) errors.port = 'port'
  // The URL's user and password may carry only ASCII (what SMTP sign-in sends).
  for (const key of ['user', 'password'] as const) {
    if (/[^\x20-\x7e]/.test(fields[key])) errors[key] = 'ascii'
  }
  return errors
}

/** The URL the server stores: `smtps://` (TLS) or `smtp://` (STARTTLS), the sign-in encoded. */
export function smtpUrlOf(fields: SmtpFields): string {
  const scheme = fields.security === 'tls' ? 'smtps' : 'smtp'
  const user = fields.user.trim()
  const sign = user === '' ? '' : `${encodeURIComponent(user)}${fields.password === '' ? '' : `:${encodeURIComponent(fields.password)}`}@`
  return `${scheme}://${sign}${fields.host.trim()}:${fields.port.trim()}`
}

/** The provider whose server these fields name, else `other`. */
export function providerOf(fields: Pick<SmtpFields, 'host'>): Provider {
  const found = (Object.keys(PRESETS) as (keyof typeof PRESETS)[]).find((key) => PRESETS[key].host === fields.host.trim())
  return found ?? 'other'
}
