import { useId } from 'react'
import type { ReactNode } from 'react'

import { useLanguage, useText } from '@/i18n/language-provider'
import { formatNumber } from '@/lib/format'
import { readNumber } from '@/lib/numbers'

import { toolText } from './tool-text'

/** The class names of a tool input; exported for fields kept in their own file. */
export const INPUT =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:min-h-0 text-slate-900 shadow-sm focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none disabled:bg-slate-100'

interface FieldFrameProps {
  id: string
  label: string
  hint?: string
  required?: boolean
  children: ReactNode
}

/** Label, required mark and hint around one input; exported for fields kept in their own file. */
export function FieldFrame({ id, label, hint, required, children }: FieldFrameProps) {
  const t = useText(toolText)
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-1 text-red-700" title={t.required}>
            *<span className="sr-only"> ({t.required})</span>
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  )
}

interface BaseFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  required?: boolean
  name?: string
}

export function TextField({ label, value, onChange, hint, required, name, placeholder }: BaseFieldProps & { placeholder?: string }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} required={required}>
      <input
        id={id}
        name={name}
        type="text"
        className={INPUT}
        value={value}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  )
}

/**
 * A number typed as text: the tool parses it, so that an empty or non-numeric entry reaches
 * the tool's own validation instead of being silently dropped by the browser.
 */
export function NumberField({ label, value, onChange, hint, required, name, suffix }: BaseFieldProps & { suffix?: string }) {
  const id = useId()
  const t = useText(toolText)
  const { locale } = useLanguage()
  // The value as read, beside the field, and a warning when the other language would read
  // it a thousand times larger (docs/decisions-spec.md §22).
  const read = readNumber(value, locale)
  const shown = Number.isFinite(read.value) && /[.,]/.test(value) ? formatNumber(read.value, locale, 10) : null
  const other = read.ambiguous ? formatNumber(read.value * 1000, locale, 10) : null
  const described = [hint ? `${id}-hint` : null, shown || other ? `${id}-read` : null].filter(Boolean).join(' ')
  return (
    <FieldFrame id={id} label={label} hint={hint} required={required}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${INPUT} ${suffix ? 'pr-14' : ''}`}
          value={value}
          aria-describedby={described || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500">
            {suffix}
          </span>
        )}
      </div>
      {(shown || other) && (
        <p id={`${id}-read`} data-testid="number-read" className={`text-xs ${other ? 'text-amber-800' : 'text-slate-600'}`}>
          {other ? t.ambiguousNumber(value.trim(), other) : t.readAs(shown ?? '')}
        </p>
      )}
    </FieldFrame>
  )
}

export function DateField({ label, value, onChange, hint, required, name }: BaseFieldProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} required={required}>
      <input
        id={id}
        name={name}
        type="date"
        className={INPUT}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  )
}

export interface Choice {
  value: string
  label: string
}

export function SelectField({ label, value, onChange, hint, required, name, options, placeholder }: BaseFieldProps & { options: readonly Choice[]; placeholder?: string }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} required={required}>
      <select
        id={id}
        name={name}
        className={INPUT}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/**
 * A yes/no field. With a `name`, a form sent before the app has loaded carries it as a link
 * does (docs/decisions-spec.md §28): `true` from the box, else the hidden `false` after it
 * (the first value of a name is the one read).
 */
export function CheckboxField({ label, checked, onChange, hint, name }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; name?: string }) {
  const id = useId()
  return (
    <div>
      {/* One label holds the box and its words: the 44 px row the finger taps (docs/decisions-spec.md §22). */}
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          className="h-4 w-4 shrink-0 rounded border-slate-300 accent-accent-600"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {name && <input type="hidden" name={name} value="false" />}
      {hint && (
        <p id={`${id}-hint`} className="ml-7 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  )
}

/**
 * Several choices at once (e.g. origin ports), as a group of checkboxes. With a `name`, a form
 * sent before the app has loaded carries one value per ticked box, after an empty one that
 * says the field was there (none ticked is then none, not the default).
 */
export function MultiChoiceField({ label, options, values, onChange, hint, required, name }: { label: string; options: readonly Choice[]; values: readonly string[]; onChange: (values: string[]) => void; hint?: string; required?: boolean; name?: string }) {
  const t = useText(toolText)
  const id = useId()
  return (
    <fieldset className="space-y-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-1 text-red-700" title={t.required}>
            *<span className="sr-only"> ({t.required})</span>
          </span>
        )}
      </legend>
      {name && <input type="hidden" name={name} value="" />}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => {
          const checked = values.includes(o.value)
          return (
            <label key={o.value} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                name={name}
                value={o.value}
                className="h-4 w-4 accent-accent-600"
                checked={checked}
                onChange={() => onChange(checked ? values.filter((v) => v !== o.value) : [...values, o.value])}
              />
              {o.label}
            </label>
          )
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  )
}
