import type { ReactNode } from 'react'

import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatNumber } from '@/lib/format'

import { consoleText } from '../console-text'
import type { FieldErrorCode } from '../console-text'

export const INPUT =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none sm:text-sm'
const INPUT_OK = 'border-slate-300 focus:border-accent-600 focus:ring-accent-600/30'
const INPUT_BAD = 'border-red-700 focus:border-red-700 focus:ring-red-700/30'

export function inputClass(invalid: boolean, extra = '') {
  return `${INPUT} ${invalid ? INPUT_BAD : INPUT_OK} ${extra}`
}

/**
 * A schema message is a code, with a number after a colon where the text needs one
 * ("tooLong:200"), so that errors already on screen follow a language switch.
 */
export function fieldErrorText(message: string | undefined, t: (typeof consoleText)['vi'], locale: Locale) {
  if (!message) return undefined
  const [code, param = ''] = message.split(':') as [FieldErrorCode, string?]
  const number = param ? formatNumber(Number(param), locale) : ''
  const text = t.errors[code]
  if (text === undefined) return message
  return typeof text === 'function' ? text(number) : text
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  /** The schema's message (a code); shown translated and linked to the input by id. */
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

/** A label, the input, an optional hint and the error, linked as `${id}-hint` and `${id}-error`. */
export function Field({ id, label, required, error, hint, className = '', children }: FieldProps) {
  const t = useText(consoleText)
  const { locale } = useLanguage()
  const text = fieldErrorText(error, t, locale)
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-1 text-red-700">
            <span aria-hidden>*</span>
            <span className="sr-only"> {t.requiredMark}</span>
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {text}
        </p>
      )}
    </div>
  )
}

/** The accessibility attributes of an input inside a Field. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined }
}
