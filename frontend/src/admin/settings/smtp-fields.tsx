import { useState } from 'react'

import { useText } from '@/i18n/language-provider'

import { Field, fieldAria, inputClass } from '../ui/field'
import { settingsText } from './settings-text'
import { EMPTY_FIELDS, PRESETS, PROVIDERS, providerOf, smtpFieldErrors, smtpUrlOf } from './smtp-url'
import type { Provider, SmtpFields } from './smtp-url'

interface SmtpFieldsProps {
  /** Gets the URL the fields make, or '' while they do not make one. */
  onUrl: (url: string) => void
  /** Field errors are shown once the owner has tried to save. */
  showErrors: boolean
}

/**
 * The mail server as a non-technical owner knows it (§23): pick the provider, and its server,
 * port and security are filled in; then the user and password. The URL is built from them.
 */
export function SmtpFieldsEditor({ onUrl, showErrors }: SmtpFieldsProps) {
  const t = useText(settingsText).mail
  const [fields, setFields] = useState<SmtpFields>({ ...EMPTY_FIELDS, ...PRESETS.google })
  const provider = providerOf(fields)
  const errors = smtpFieldErrors(fields)
  const change = (patch: Partial<SmtpFields>) => {
    const next = { ...fields, ...patch }
    setFields(next)
    onUrl(Object.keys(smtpFieldErrors(next)).length === 0 ? smtpUrlOf(next) : '')
  }
  const choose = (chosen: Provider) => {
    const preset = chosen === 'other' ? { host: '', port: '465', security: 'tls' as const } : PRESETS[chosen]
    change({ ...preset, user: preset.user ?? (fields.user === 'apikey' ? '' : fields.user) })
  }
  const error = (key: keyof SmtpFields) => (showErrors && errors[key] ? t.errors[errors[key]] : undefined)
  const text = (key: 'host' | 'port' | 'user' | 'password', type = 'text', autoComplete = 'off') => (
    <Field id={`smtp-${key}`} label={t[key]} required={key === 'host' || key === 'port'} error={error(key)}>
      <input
        type={type}
        autoComplete={autoComplete}
        spellCheck={false}
        inputMode={key === 'port' ? 'numeric' : undefined}
        className={inputClass(Boolean(error(key)))}
        value={fields[key]}
        onChange={(event) => change({ [key]: event.target.value })}
        {...fieldAria(`smtp-${key}`, error(key), false)}
      />
    </Field>
  )
  return (
    <div className="space-y-4">
      <Field id="smtp-provider" label={t.provider} hint={t.providerHints[provider]}>
        <select className={inputClass(false)} value={provider} onChange={(event) => choose(event.target.value as Provider)} {...fieldAria('smtp-provider', undefined, true)}>
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t.providers[p]}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        {text('host')}
        {text('port')}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t.security}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {(['tls', 'starttls'] as const).map((security) => (
            <label key={security} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="smtp-security"
                className="h-4 w-4"
                checked={fields.security === security}
                onChange={() => change({ security, port: security === 'tls' ? '465' : '587' })}
              />
              {t[security]}
            </label>
          ))}
        </div>
      </fieldset>
      {text('user', 'text', 'username')}
      {text('password', 'password', 'new-password')}
    </div>
  )
}
